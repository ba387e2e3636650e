import type { Language, RouteMatch, RouteName } from '@agency/core';
import { leadListFilters } from '@agency/core/admin';
import { ADMIN_RESOURCES } from '../admin/admin-resources';
import { auditPage } from '../admin/audit-log';
import { settingsOf } from '../auth/person-settings';
import { type CallContext, customerOwner } from '../context/call-context';
import { connectionStatus } from '../google/connect';
import { IMPORT_LIMITS } from '../import/index';
import { countPins } from '../pins/pin-counts';
import type { PinKind } from '../pins/pin-kinds';
import { PIN_STORES } from '../pins/pin-stores';
import { MAX_SERIES_DAYS, statisticsSeries } from '../pins/statistics-series';
import { adminHomeCounts } from './admin-home-counts';
import { fillSettings } from './fill-settings';
import { renderContentKept } from './render-content';

const PIN_ROUTES: Partial<Record<RouteName, PinKind['controller']>> = {
  'account-pins-locations': 'Locations',
  'account-pins-advertising': 'Advertising',
  'account-pins-publications': 'Publications',
  'account-pins-notifications': 'Notifications',
  'account-pins-reviews': 'Reviews',
  'account-pins-sites': 'Sites',
};
const ADMIN_ROUTES: Partial<Record<RouteName, string>> = {
  'admin-settings-users': 'Users',
  'admin-settings-roles': 'Roles',
  'admin-settings-permissions': 'Permissions',
  'admin-settings-controllers': 'Controllers',
  'admin-settings-navigations': 'Navigations',
  'admin-settings-subactions': 'Subactions',
  'admin-content-pages': 'Pages',
  'admin-customer-clients': 'Clients',
};

const DAY_MS = 24 * 3600 * 1000;
const isDay = (value: unknown): value is string =>
  typeof value === 'string' &&
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  !Number.isNaN(Date.parse(value));
const pageNumber = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
// The route query's text values (a page load's query also carries numbers such as p).
const routeQuery = (query: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(query).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );

type PageContent = { title: string; meta: { description: string }; content: string };

/** Site page content edited in the back office, in the language (es falls back to en, any to ru). */
async function pageContent(ctx: CallContext, pattern: string, lang: Language) {
  // Only the translation shown leaves the database: the row holds every language's text, and reading
  // (and parsing) all four was most of a legal page's load (issue 30, decision 0039).
  const { rows } = await ctx.db.query<{ found: PageContent | null; shown: Language }>(
    `select coalesce(nullif(translations -> $2, 'null'),
        case when $2 = 'es' then nullif(translations -> 'en', 'null') end,
        nullif(translations -> 'ru', 'null')) as found,
      case when nullif(translations -> $2, 'null') is not null then $2
        when $2 = 'es' and nullif(translations -> 'en', 'null') is not null then 'en'
        else 'ru' end as shown
      from pages where route = $1`,
    [pattern, lang],
  );
  const found = rows[0]?.found;
  if (!found) return undefined;
  const content: PageContent & { shown: Language } = {
    title: found.title,
    meta: { description: found.meta.description },
    content: found.content,
    // The language of the text shown, which names the figures it is filled with.
    shown: rows[0]?.shown ?? lang,
  };
  return content;
}

// Only the kinds whose list the caller may read are counted (all of them in one query).
async function summary(ctx: CallContext, archived: boolean, readable: ReadonlySet<string>) {
  const kinds = [...PIN_STORES]
    .filter(([controller]) => readable.has(`${controller}/list`))
    .map(([, { kind }]) => kind.kind);
  if (kinds.length === 0) return {};
  const counts = await countPins(ctx.db, customerOwner(ctx), archived);
  return Object.fromEntries(kinds.map((kind) => [kind, counts.get(kind) ?? 0]));
}

// The statistics screen opens on the last 30 days, or on the from/to of its query when they make a range.
async function defaultSeries(ctx: CallContext, query: Record<string, unknown>) {
  const today = new Date(ctx.now()).toISOString().slice(0, 10);
  const last30 = new Date(Date.parse(today) - 29 * DAY_MS).toISOString().slice(0, 10);
  const { from: askedFrom, to: askedTo } = query;
  const asked = isDay(askedFrom) && isDay(askedTo) && askedFrom <= askedTo;
  const from = asked ? askedFrom : last30;
  const to = asked ? askedTo : today;
  const span = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
  const range = span <= MAX_SERIES_DAYS ? { from, to } : { from: last30, to: today };
  return statisticsSeries(ctx.db, customerOwner(ctx), range, ctx.google !== null);
}

// The reviews list's filters from the route query (its values are text): unanswered, stars, a location
// and whole days; anything else is no filter.
function reviewFilters(query: Record<string, unknown>) {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  const { unanswered, rating, locationId, from, to } = query;
  return {
    ...(unanswered === 'true' || unanswered === true ? { unanswered: true } : {}),
    ...(/^[1-5]$/.test(String(rating ?? '')) ? { rating: Number(rating) } : {}),
    ...(typeof locationId === 'string' && uuid.test(locationId) ? { locationId } : {}),
    ...(isDay(from) ? { from } : {}),
    ...(isDay(to) ? { to } : {}),
  };
}

/**
 * The screen data of a page beyond route, title and way: content, lists, statistics, settings.
 * `readable` holds the read calls the caller is granted (the page load checked the screen's own),
 * `granted` the page's own calls the caller may make.
 */
export async function screenData(
  ctx: CallContext,
  match: RouteMatch,
  query: Record<string, unknown>,
  readable: ReadonlySet<string>,
  granted: ReadonlySet<string>,
) {
  const name = match.route.name;
  const data: Record<string, unknown> = {};
  if (match.route.group === 'site') {
    const content = await pageContent(ctx, match.route.pattern, ctx.lang);
    // Rendered here, once per page load (and cached with it), so no browser bundle carries a Markdown parser;
    // the Markdown itself stays out of the page (editors read it through Pages/list).
    if (content)
      Object.assign(data, {
        meta: content.meta,
        title: content.title,
        html: renderContentKept(await fillSettings(ctx.db, content.content, content.shown)),
      });
  }
  if (name === 'error') data.code = Number(match.params.code ?? '404');
  if (name === 'account')
    data.summary = await summary(ctx, match.params.addition === 'archive', readable);
  if (name === 'account-pins') data.summary = await summary(ctx, false, readable);
  const pinController = PIN_ROUTES[name];
  if (pinController) {
    const { kind, store } = PIN_STORES.get(pinController) ?? {};
    if (kind && store) {
      const sorts = ['name', 'createdAt', 'updatedAt', ...Object.keys(kind.extraSorts)];
      const sort = text(query.sort);
      data.list = await store.list(ctx.db, customerOwner(ctx), {
        q: text(query.q)?.slice(0, 200),
        sort: sort && sorts.includes(sort.replace(/^-/, '')) ? sort : undefined,
        p: pageNumber(query.p),
        archived: query.archived === true,
        lang: ctx.lang,
        ...(pinController === 'Notifications' && typeof query.read === 'boolean'
          ? { read: query.read }
          : {}),
        ...(pinController === 'Reviews' ? reviewFilters(query) : {}),
      });
    }
    if (name === 'account-pins-locations') {
      data.importLimits = {
        maxBytes: IMPORT_LIMITS.maxBytes,
        maxRows: IMPORT_LIMITS.maxRows,
        formats: ['gbp-csv', 'takeout-geojson'],
      };
      // In the page, so Connect works without JavaScript (a plain form post the host answers).
      if (granted.has('Google/status'))
        data.google = await connectionStatus(ctx, customerOwner(ctx));
    }
  }
  if (name === 'account-pins-statistics') data.statistics = await defaultSeries(ctx, query);
  if (name === 'account-settings' || name === 'admin-settings-account')
    data.settings = await settingsOf(ctx);
  const adminController = ADMIN_ROUTES[name];
  if (adminController) {
    data.list = await ADMIN_RESOURCES.get(adminController)?.list(ctx.db, {
      p: pageNumber(query.p),
      filter: text(query.filter)?.slice(0, 200),
      // The clients screen's lead filters, read as its controls write them, so a reload keeps them.
      ...(adminController === 'Clients' ? leadListFilters(routeQuery(query)) : {}),
      // The users screen's kind, as the home's count of customers links to it.
      ...(adminController === 'Users' && (query.kind === 'customer' || query.kind === 'admin')
        ? { kind: query.kind }
        : {}),
    });
  }
  // The home's audit log is filtered as Audit/list is (its FilterForm puts the words in the address).
  if (name === 'admin') data.counts = await adminHomeCounts(ctx.db, granted);
  if (name === 'admin')
    data.list = await auditPage(ctx.db, {
      p: pageNumber(query.p),
      filter: text(query.filter)?.slice(0, 200),
    });
  return data;
}
