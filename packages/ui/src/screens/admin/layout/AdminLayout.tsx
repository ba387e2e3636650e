import { routePath } from '@agency/core';
import { adminCan } from '@agency/core/admin';
import { type ReactNode, useState } from 'react';
import { Link } from '../../../components/Link';
import { useAdminSession } from '../../../provider/admin-session';
import { useApi, useNavigate, useSiteConfig } from '../../../provider/hooks';
import { useIsBrowser } from '../../../provider/use-is-browser';
import { useLang } from '../../../provider/use-lang';
import { useMediaQuery } from '../../../provider/use-media-query';
import { useAdminText } from '../i18n/admin-intl';
import { navigationOf, useAdminActions, useAdminPage } from '../use-admin-page';
import { AdminMenu } from './AdminMenu';
import { forgetAdminName, useAdminName } from './use-admin-name';

/** Props of `AdminLayout`: the screen's title and content. */
export interface AdminLayoutProps {
  readonly title: string;
  readonly children?: ReactNode;
}

/** Below this width the side menu folds into a disclosure (admin.css uses the same width). */
export const NARROW_ADMIN = '(max-width: 860px)';

/**
 * The back office's own layout (as react-admin or Refine draw it): a top bar with the back
 * office's name, the signed-in admin's name and sign-out; the side menu by section (a `<details>`
 * disclosure on narrow screens, open until the page's script folds it, so it works without
 * JavaScript); the page's title and the screen in the page's `main`.
 */
export function AdminLayout({ title, children }: AdminLayoutProps) {
  const { t } = useAdminText();
  const page = useAdminPage();
  const session = useAdminSession();
  const navigate = useNavigate();
  const config = useSiteConfig();
  const lang = useLang();
  const actions = useAdminActions();
  const api = useApi();
  const name = useAdminName();
  const browser = useIsBrowser();
  const narrow = useMediaQuery(NARROW_ADMIN);
  // Wide screens always show the menu; narrow ones fold it once the script runs, until the admin opens it.
  const [chosen, setChosen] = useState(false);
  const open = !browser || !narrow || chosen;
  const [leaving, setLeaving] = useState(false);
  const signOut = async () => {
    setLeaving(true);
    // The server ends the session too, so the token is worthless even if a copy survives.
    if (adminCan(actions, 'Auth', 'signOut')) {
      await api.call('Auth/signOut', {}).catch(() => {});
    }
    forgetAdminName();
    session.signOut();
    navigate(routePath('admin-login', lang));
  };
  return (
    <div className="admin">
      <header className="admin__bar">
        <Link to={routePath('admin', lang)} className="admin__brand">
          <span className="admin__brand-name">{config.brand}</span>
          <span className="admin__brand-area">{t('admin.skipMenu')}</span>
        </Link>
        <div className="admin__user">
          {name === null ? null : (
            <span className="admin__name">{t('menu.signedInAs', { name })}</span>
          )}
          <button
            type="button"
            className="button button--small admin__sign-out"
            disabled={leaving}
            onClick={signOut}
          >
            {t('menu.signOut')}
          </button>
        </div>
      </header>
      <aside className="admin__side">
        <details
          className="admin__fold"
          open={open}
          onToggle={(event) => {
            const next = event.currentTarget.open;
            if (browser && narrow && next !== open) setChosen(next);
          }}
        >
          <summary className="button admin__menu-toggle">{t('menu.toggle')}</summary>
          <AdminMenu items={navigationOf(page)} />
          <a className="admin__to-site" href={routePath('home', lang)}>
            {t('menu.toSite')}
          </a>
        </details>
      </aside>
      <main id="main" className="admin__main" tabIndex={-1}>
        <h1 className="admin__title">{title}</h1>
        {children}
      </main>
    </div>
  );
}
