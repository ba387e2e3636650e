import { adminCan, routePath } from '@agency/core';
import { type ReactNode, useId, useState } from 'react';
import { useAdminSession } from '../../../provider/admin-session';
import { useApi, useNavigate } from '../../../provider/hooks';
import { useLang } from '../../../provider/use-lang';
import { useAdminText } from '../i18n/admin-intl';
import { navigationOf, useAdminActions, useAdminPage } from '../use-admin-page';
import { AdminMenu } from './AdminMenu';

/** Props of `AdminLayout`: the screen's title and content. */
export interface AdminLayoutProps {
  readonly title: string;
  readonly children?: ReactNode;
}

/**
 * The back office's frame: the side menu (a disclosure on narrow screens), the screen's title,
 * sign-out, and the screen.
 */
export function AdminLayout({ title, children }: AdminLayoutProps) {
  const { t } = useAdminText();
  const page = useAdminPage();
  const session = useAdminSession();
  const navigate = useNavigate();
  const lang = useLang();
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const actions = useAdminActions();
  const api = useApi();
  const [leaving, setLeaving] = useState(false);
  const signOut = async () => {
    setLeaving(true);
    // The server ends the session too, so the token is worthless even if a copy survives.
    if (adminCan(actions, 'Auth', 'signOut')) {
      await api.call('Auth/signOut', {}).catch(() => {});
    }
    session.signOut();
    navigate(routePath('admin-login', lang));
  };
  return (
    <div className={open ? 'admin admin--menu-open' : 'admin'}>
      <aside className="admin__side">
        <button
          type="button"
          className="button admin__menu-toggle"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((value) => !value)}
        >
          {t('menu.toggle')}
        </button>
        <AdminMenu id={menuId} items={navigationOf(page)} />
      </aside>
      <div className="admin__main">
        <div className="admin__head">
          <h1 className="admin__title">{title}</h1>
          <button
            type="button"
            className="button admin__sign-out"
            disabled={leaving}
            onClick={signOut}
          >
            {t('menu.signOut')}
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
