import { type ReactNode, Suspense } from 'react';
import { Link } from '../../components/Link';
import { useLang } from '../../provider/use-lang';
import { AccountSwitcher } from './AccountSwitcher';
import { accountNav } from './account-nav';
import { readNavigation } from './page-data';
import { SignOutButton } from './SignOutButton';
import { useAccountPage } from './use-account-page';
import { useText } from './use-text';

// The side menu of pins kinds (as the roles permit), the account switcher and sign-out.
function AccountMenu() {
  const { t } = useText();
  const lang = useLang();
  const { page, match, can } = useAccountPage();
  const links = accountNav(readNavigation(page), lang, t);
  return (
    <>
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
    </>
  );
}

/** The account area's frame: the side menu of pins kinds (as the roles permit), sign-out, the screen. */
export function AccountLayout({ children }: { readonly children: ReactNode }) {
  // The menu and the screen are Suspense boundaries (nothing in them suspends on the host's pages,
  // which load a route's code-split screen first: route-screens.ts): the browser hydrates
  // the page's shell first, then each of them in short tasks of its own that yield to the visitor's
  // input, instead of the whole account screen in one long task (issue 30). A press on a part not yet
  // hydrated hydrates it at once and is replayed.
  return (
    <div className="account container">
      <aside className="account__aside">
        <Suspense>
          <AccountMenu />
        </Suspense>
      </aside>
      <div className="account__main">
        <Suspense>{children}</Suspense>
      </div>
    </div>
  );
}
