import { routePath, stripLanguagePrefix } from '@agency/core';
import { useCallback, useId } from 'react';
import { Link } from '../../../components/Link';
import { useLoadEach } from '../../../components/use-load';
import { useApi } from '../../../provider/hooks';
import { useLang } from '../../../provider/use-lang';
import { useAdminText } from '../i18n/admin-intl';
import { fetchListPage } from '../list/list-page';
import { isAdminController, type ResourceDescription } from '../resources/resource';
import { RESOURCES } from '../resources/resources';
import { navigationOf, useAdminPage } from '../use-admin-page';

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
  const load = useCallback(
    (controller: string) =>
      isAdminController(controller)
        ? fetchListPage(api, controller, { p: 1, sort: null, filter: '' }).then(
            (page) => page.total,
          )
        : Promise.reject(new Error(`${controller} is no admin list`)),
    [api],
  );
  const counts = useLoadEach(
    resources.map((resource) => resource.controller),
    load,
  );
  if (resources.length === 0) return null;
  return (
    <section className="admin-counts" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('dashboard.counts')}</h2>
      <ul className="admin-counts__list">
        {resources.map((resource) => {
          const count = counts[resource.controller] ?? { status: 'loading' };
          return (
            <li key={resource.controller} className="admin-counts__item">
              <Link to={routePath(resource.route, lang)} className="admin-counts__link">
                <span className="admin-counts__name">{t(resource.title)}</span>
                <span className="admin-counts__value">
                  {count.status === 'loading'
                    ? t('list.loading')
                    : count.status === 'error'
                      ? t('dashboard.countUnavailable')
                      : t('dashboard.count', { count: count.value })}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
