import { localizePath } from './language-prefix';
import { DEFAULT_LANGUAGE, type Language } from './languages';
import type { RouteMatch } from './match-route';
import { type Query, stringifyQuery } from './query';
import { ROUTES, type Route, type RouteName, type RouteParams } from './routes';

const BY_NAME: ReadonlyMap<string, Route> = new Map(ROUTES.map((route) => [route.name, route]));

function fill(route: Route, params: Readonly<Record<string, string | undefined>>): string[] {
  const pattern = route.pattern === '/' ? [] : route.pattern.slice(1).split('/');
  const segments: string[] = [];
  for (const part of pattern) {
    if (!part.startsWith(':')) {
      segments.push(part);
      continue;
    }
    const optional = part.endsWith('?');
    const name = part.slice(1, optional ? -1 : undefined);
    const value = params[name] ?? route.paramDefaults[name];
    if (value === undefined) {
      if (optional) continue;
      throw new RangeError(`routePath: route "${route.name}" needs the parameter "${name}"`);
    }
    const allowed = route.paramValues[name];
    if (allowed !== undefined && !allowed.includes(value)) {
      throw new RangeError(
        `routePath: "${value}" is not a value of "${name}" for route "${route.name}" (allowed: ${allowed.join(', ')})`,
      );
    }
    segments.push(value);
  }
  return segments;
}

function pathOf(
  route: Route,
  params: Readonly<Record<string, string | undefined>>,
  lang: Language,
  query: Query,
): string {
  const segments = fill(route, params);
  const target = route.languages.includes(lang) ? lang : DEFAULT_LANGUAGE;
  const path = localizePath(`/${segments.join('/')}`, target);
  const search = stringifyQuery(query);
  return search === '' ? path : `${path}?${search}`;
}

/**
 * The URL of a route in `lang`, with its parameters and query. A route not offered in `lang`
 * (es in account and admin) gets its ru URL; a missing error code is 404. Throws a RangeError for
 * a name or parameter value the table does not know: a programming error typed callers cannot make.
 */
export function routePath<N extends RouteName>(
  name: N,
  lang: Language,
  params: RouteParams<N> = {},
  query: Query = {},
): string {
  const route = BY_NAME.get(name);
  if (route === undefined) throw new RangeError(`routePath: unknown route "${String(name)}"`);
  // RouteParams<N> holds only strings for every N; TypeScript cannot see that for an unresolved N.
  return pathOf(route, params as Readonly<Record<string, string | undefined>>, lang, query);
}

/**
 * The URL of a matched page in `lang`, with the parameters it was matched with (a breadcrumb's last
 * step): the parameters came from the route's own pattern, so no name-specific typing is needed.
 */
export function matchedRoutePath(
  match: Pick<RouteMatch, 'route' | 'params'>,
  lang: Language,
  query: Query = {},
): string {
  return pathOf(match.route, match.params, lang, query);
}
