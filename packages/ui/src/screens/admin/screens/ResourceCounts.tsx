import { routePath, stripLanguagePrefix } from '@agency/core';
import { useEffect, useId, useState } from 'react';
import { Link } from '../../../components/Link';
import { useApi } from '../../../provider/hooks';
import { useLang } from '../../../provider/use-lang';
import { useAdminText } from '../i18n/admin-intl';
import { fetchListPage } from '../list/list-page';
import { isAdminController, type ResourceDescription } from '../resources/resource';
import { RESOURCES } from '../resources/resources';
import { navigationOf, useAdminPage } from '../use-admin-page';

type Count = number | 'loading' | 'failed';

/** The resources the admin's menu offers (the menu holds only what the roles permit). */
function offered(page: Readonly<Record<string, unknown>> | null): ResourceDescription[] {
  const paths = new Set(
    navigationOf(page).map((item) => stripLanguagePrefix(item.to).split('?')[0]),
  );
  return RESOURCES.filter((resource) => paths.has(routePath(resource.route, 'ru')));
}

/** The dashboard's record counts: the total of each offered list, each a link to its screen. */
export function ResourceCounts() {
  const { t } = useAdminText();
  const api = useApi();
  const lang = useLang();
  const headingId = useId();
  const resources = offered(useAdminPage());
  const controllers = resources.map((resource) => resource.controller).join(',');
  const [counts, setCounts] = useState<Readonly<Record<string, Count>>>({});
  useEffect(() => {
    let live = true;
    for (const controller of controllers === ''
      ? []
      : controllers.split(',').filter(isAdminController)) {
      fetchListPage(api, controller, { p: 1, sort: null, filter: '' }).then(
        (page) => live && setCounts((current) => ({ ...current, [controller]: page.total })),
        () => live && setCounts((current) => ({ ...current, [controller]: 'failed' })),
      );
    }
    return () => {
      live = false;
    };
  }, [api, controllers]);
  if (resources.length === 0) return null;
  return (
    <section className="admin-counts" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('dashboard.counts')}</h2>
      <ul className="admin-counts__list">
        {resources.map((resource) => {
          const count = counts[resource.controller] ?? 'loading';
          return (
            <li key={resource.controller} className="admin-counts__item">
              <Link to={routePath(resource.route, lang)} className="admin-counts__link">
                <span className="admin-counts__name">{t(resource.title)}</span>
                <span className="admin-counts__value">
                  {count === 'loading'
                    ? t('list.loading')
                    : count === 'failed'
                      ? t('dashboard.countUnavailable')
                      : t('dashboard.count', { count })}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
