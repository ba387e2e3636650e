import { stripLanguagePrefix } from '@agency/core';
import { Link } from '../../../components/Link';
import { usePageLocation } from '../../../provider/page-location';
import { useAdminText } from '../i18n/admin-intl';
import type { AdminMessageKey } from '../i18n/en';
import type { AdminNavItem } from '../use-admin-page';

const GROUP_TITLES: Readonly<Record<string, AdminMessageKey>> = {
  admin: 'menu.group.admin',
  settings: 'menu.group.settings',
  content: 'menu.group.content',
  customer: 'menu.group.customer',
};

function grouped(items: readonly AdminNavItem[]) {
  const groups = new Map<string, AdminNavItem[]>();
  for (const item of items) groups.set(item.group, [...(groups.get(item.group) ?? []), item]);
  return [...groups];
}

/** The back office's side menu: the page load's navigation (only what the roles permit), by group. */
export function AdminMenu({
  items,
  id,
}: {
  readonly items: readonly AdminNavItem[];
  readonly id?: string;
}) {
  const { t } = useAdminText();
  const { route, lang } = usePageLocation();
  const current = route.pattern;
  return (
    <nav id={id} className="admin-menu" aria-label={t('menu.label')}>
      {grouped(items).map(([group, entries]) => {
        // A group is data an admin typed ("constructor" included): only the table's own keys are titles.
        const title = Object.hasOwn(GROUP_TITLES, group) ? GROUP_TITLES[group] : undefined;
        return (
          <div key={group} className="admin-menu__group">
            <p className="admin-menu__title">{title === undefined ? group : t(title)}</p>
            <ul>
              {entries.map((item) => {
                const path = stripLanguagePrefix(item.to).split('?')[0];
                return (
                  <li key={item.to}>
                    <Link
                      to={item.to}
                      lang={lang}
                      className="admin-menu__link"
                      aria-current={path === current ? 'page' : undefined}
                    >
                      {item.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
