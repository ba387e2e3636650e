import { matchRoute } from '@agency/core';
import type { WebApiRequest, WebOperationData } from '@agency/ui';

// The privacy policy is served without its text (this app has none): the ui shows a short notice.
const TITLES: Readonly<Record<string, string>> = {
  home: 'Digital agency',
  'sign-in': 'Sign in',
  'privacy-policy': 'Privacy policy',
};

/** This app's page load (Index/index, typed by the contract): the landing, the sign-in screen and the privacy policy. */
export function pageLoad(route: string): WebOperationData<'Index/index'> | null {
  const match = matchRoute(route);
  if ('redirect' in match) return null;
  const title = TITLES[match.route.name];
  if (title === undefined) return null;
  const signIn = match.route.name === 'sign-in';
  return {
    page: {
      route: match.route.name,
      path: match.path,
      title,
      way: signIn ? [{ label: title, to: match.path }] : [],
    },
    actions: signIn ? ['Auth/signIn', 'Auth/phoneSignIn'] : [],
    roles: ['anonymous'],
  };
}

/** This app's own /web: the answer to one request, or null for a pair or a page it does not serve. */
export function answer(request: WebApiRequest): { data: unknown } | null {
  const route = request.payload?.route;
  if (`${request.controller}/${request.subaction}` !== 'Index/index' || typeof route !== 'string')
    return null;
  const data = pageLoad(route);
  return data === null ? null : { data };
}
