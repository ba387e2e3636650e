import {
  isAreaGroup,
  matchedRoutePath,
  matchRoute,
  type RouteMatch,
  routePath,
  signInPath,
  stringifyQuery,
} from '@agency/core';
import { callableActions } from '../access/permissions';
import { alternatesOf } from '../auth/alternates';
import { WebApiError } from '../base/web-api-error';
import type { CallContext } from '../context/call-context';
import { areaNavigation } from './area-navigation';
import { PAGE_ACTIONS, SCREEN_READS } from './page-actions';
import { pageCacheHint } from './page-cache-hint';
import { ROUTE_PARENTS, ROUTE_TITLES } from './route-titles';
import { screenData } from './screen-data';

const PAYLOAD_KEYS = new Set(['controller', 'subaction', 'lang', 'route']);

/** The route of a full path plus its query; a redirect is followed (anything unknown is the 404 page of its language). */
function resolve(url: string): RouteMatch {
  let outcome = matchRoute(url);
  if ('redirect' in outcome) outcome = matchRoute(outcome.redirect);
  if ('redirect' in outcome) {
    const notFound = matchRoute('/404');
    if ('redirect' in notFound) throw new Error('core: /404 does not match the error route');
    return notFound;
  }
  return outcome;
}

function gone(location: string): WebApiError {
  return new WebApiError(410, 'GONE', 'request.signInToOpen', { location }, { location });
}

const READ_ACTIONS = [...new Set(Object.values(SCREEN_READS))];

/**
 * Index/index: the page at `route` for the caller. Account pages need a customer session and admin
 * pages (but the login) an admin session; without one the answer is 410 with the sign-in location.
 * A screen's data comes only when the roles grant the call that reads it; else `screenDenied` names it.
 */
export async function pageLoad(ctx: CallContext, payload: Record<string, unknown>) {
  const query: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(payload))
    if (!PAYLOAD_KEYS.has(key)) query[key] = value;
  const match = resolve(String(payload.route));
  const name = match.route.name;
  const group = match.route.group;
  // Signed out: the sign-in of the page's language, which returns to the page asked for (decision 0010).
  if (group === 'account' && ctx.caller.kind !== 'customer') {
    // The contract has already typed some query values (p is a number): they are written back as text.
    const search = stringifyQuery(
      Object.fromEntries(
        Object.entries(query)
          .filter(([, value]) => ['string', 'number', 'boolean'].includes(typeof value))
          .map(([key, value]) => [key, String(value)]),
      ),
    );
    throw gone(signInPath(match.lang, search === '' ? match.path : `${match.path}?${search}`));
  }
  if (group === 'admin' && name !== 'admin-login' && ctx.caller.kind !== 'admin')
    throw gone(routePath('admin-login', match.lang));

  const trail = [...(ROUTE_PARENTS[name] ?? []), name];
  const way =
    name === 'home'
      ? []
      : trail.map((step) => ({
          label: ROUTE_TITLES[step][ctx.lang],
          to: step === name ? matchedRoutePath(match, ctx.lang) : routePath(step, ctx.lang),
        }));
  // Only the areas' screens are read behind a grant: public pages skip the permission query.
  // One query answers both the screens' reads and the page's actions.
  const behindGrant = isAreaGroup(group);
  const pageActions = PAGE_ACTIONS[name];
  const granted = new Set(
    await callableActions(
      ctx.db,
      ctx.caller,
      behindGrant ? [...new Set([...READ_ACTIONS, ...pageActions])] : pageActions,
    ),
  );
  const readable: ReadonlySet<string> = behindGrant
    ? new Set(READ_ACTIONS.filter((action) => granted.has(action)))
    : new Set();
  const read = SCREEN_READS[name];
  const denied = read !== undefined && !readable.has(read);
  const navigation =
    isAreaGroup(group) && name !== 'admin-login'
      ? await areaNavigation(ctx, group, readable)
      : undefined;
  // The back office's home is where the sign-in lands: a person who may not read it goes on to the
  // first screen they may read (with none, the home says they have no access).
  const landing = name === 'admin' && denied ? navigation?.[0]?.to : undefined;
  if (landing !== undefined)
    throw new WebApiError(
      410,
      'GONE',
      'request.openFirstScreen',
      { location: landing },
      {
        location: landing,
      },
    );
  const page: Record<string, unknown> = {
    route: name,
    path: match.path,
    title: ROUTE_TITLES[name][ctx.lang],
    way,
    ...(navigation === undefined ? {} : { navigation }),
    ...(denied ? { screenDenied: read } : await screenData(ctx, match, query, readable, granted)),
  };
  const actions = pageActions.filter((action) => granted.has(action));
  // The account switcher is drawn in the first render, so the page does not move when it appears.
  if (group === 'account' && ctx.caller.kind !== 'anonymous' && actions.includes('Auth/alternates'))
    page.alternates = await alternatesOf(ctx.db, ctx.caller);
  const cacheHint = pageCacheHint(name, group, ctx.tokenPresented);
  return {
    page,
    actions,
    roles: ctx.caller.roles,
    ...(cacheHint === undefined ? {} : { cacheHint }),
  };
}
