import type { ReactNode } from 'react';
import { Link } from '../../components/Link';
import { useLang } from '../../provider/use-lang';
import { AccountSwitcher } from './AccountSwitcher';
import { accountNav } from './account-nav';
import { readNavigation } from './page-data';
import { SignOutButton } from './SignOutButton';
import { useAccountPage } from './use-account-page';
import { useText } from './use-text';

/** The account area's frame: the side menu of pins kinds (as the roles permit), sign-out, the screen. */
export function AccountLayout({ children }: { readonly children: ReactNode }) {
  const { t } = useText();
  const lang = useLang();
  const { page, match, can } = useAccountPage();
  const links = accountNav(readNavigation(page), lang, t);
  return (
    <div className="account container">
      <aside className="account__aside">
        <nav className="account-nav" aria-label={t('nav.label')}>
          <ul>
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} aria-current={link.to === match.path ? 'page' : undefined}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {can('Auth/alternates') && can('Auth/switchAccount') ? <AccountSwitcher /> : null}
        {can('Auth/signOut') ? <SignOutButton /> : null}
      </aside>
      <div className="account__main">{children}</div>
    </div>
  );
}
