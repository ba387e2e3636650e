import type { WebOperationData, WebOperationKey } from '@agency/contracts/web-operations';
import type { RouteMatch, WebError } from '@agency/core';
import {
  ADMIN_TOKEN_COOKIE,
  isSessionExpired,
  isWebError,
  matchRoute,
  networkError,
  routePath,
  signInPath,
  TOKEN_COOKIE,
  tokenCookie,
  toWebError,
} from '@agency/core';
import { loadPinForms, type PostedForm, preloadScreens } from '@agency/ui';
import type { WebClient } from '../shared/send-web-request';
import { callWeb } from './call-web';
import type { HostConfig } from './config';
import {
  callBody,
  checkRefusal,
  formPostAnswer,
  formPostRules,
  readPostedForm,
  refuseFormPost,
} from './form-post-decision';
import { FORM_POSTS, type FormPostRule, type FormPostSuccess, pinFormPosts } from './form-posts';
import { googleFlowCookie, providerLocation } from './google-flow-cookie';
import { BodyRefused, type HostRequest } from './host-request';
import { answer, type HostResponse, htmlAnswer } from './host-response';
import { loadPage } from './load-page';
import type { ClientManifest } from './render-document';
import { renderFailure, renderPage } from './render-page';
import { createNonce, type ScriptPolicy, type SecurityOptions } from './security-headers';
import { upstreamHeaders } from './upstream-headers';

/**
 * Largest form body the host reads, in bytes: the auth and settings forms are a few hundred; a pin
 * form filled to its limits in Cyrillic is about 100 KB url-encoded (6 bytes a character).
 */
export const FORM_MAX_BYTES = 128 * 1024;

const TEXT = { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' };

/** What the form posts need: the /web client, configuration, the build, the clock and the security headers. */
export interface FormPostOptions {
  client: WebClient;
  config: HostConfig;
  manifest: ClientManifest;
  now: () => number;
  security: SecurityOptions;
}

/**
 * Forms posted without JavaScript (progressive enhancement, as Remix forms work): a POST to a page
 * that shows one of the FORM_POSTS is checked (same origin, url-encoded, at most FORM_MAX_BYTES),
 * makes the same /web call the browser's form makes, and answers by 303 on success (setting the
 * token cookie as the browser session does) or by the page rendered again with the form's problems
 * and its non-secret values, each a HostResponse (no socket).
 */
export function createFormPosts(options: FormPostOptions) {
  const { client, config, manifest, now, security } = options;
  // The pin forms' rules live with the code-split account screens: loaded once, on the first post.
  let allRules: Promise<readonly FormPostRule[]> | null = null;
  const rulesOf = async (match: RouteMatch) => {
    allRules ??= loadPinForms().then((pins) => [...FORM_POSTS, ...pinFormPosts(pins)]);
    return formPostRules(match, await allRules);
  };

  const text = (status: number, body: string, headers: Record<string, string> = {}) =>
    answer({ status, headers: { ...TEXT, ...headers }, body }, security);

  const page = (request: HostRequest, status: number, html: string, scripts: ScriptPolicy) =>
    htmlAnswer(request, { status, html, scripts, cacheControl: 'no-store' }, security);

  function redirect(
    location: string,
    session?: string | null,
    provider?: Extract<FormPostSuccess, { kind: 'redirect' }>['provider'],
  ): HostResponse {
    const cookies = [
      ...(session === undefined
        ? []
        : [tokenCookie(session, { secure: config.https, nowMs: now() })]),
      ...(provider === undefined
        ? []
        : [
            googleFlowCookie(provider.flow, {
              secure: config.https,
              maxAgeSeconds: provider.maxAgeSeconds,
            }),
          ]),
    ];
    return answer(
      {
        status: 303,
        headers: {
          ...TEXT,
          // A provider's page is the one answer that leaves the site; the demo's sandbox is a path of it.
          location:
            provider === undefined ? location : providerLocation(location, config.publicUrl),
        },
        body: '',
        cookies,
      },
      security,
    );
  }

  // The form's own check, then the same /web call the browser's form makes.
  async function perform(
    request: HostRequest,
    rule: FormPostRule,
    values: Record<string, string>,
    match: RouteMatch,
    jwt: string | null,
  ): Promise<{ data: WebOperationData<WebOperationKey> } | { error: WebError }> {
    const refused = checkRefusal(rule, values);
    if (refused !== null) return { error: refused };
    let page: unknown = null;
    if (rule.readsPage) {
      const load = await loadPage(client, match, {
        headers: upstreamHeaders(request, jwt),
        timeoutMs: config.upstreamTimeoutMs,
      });
      // A page that redirects (the session ended) is drawn again by render, which follows it.
      if (load.kind === 'failure') return { error: load.error };
      if (load.kind === 'redirect') return { error: toWebError(401, null) };
      page = load.data.page;
    }
    const call = callBody(rule, values, page, match.lang);
    if ('error' in call) return call;
    try {
      return await callWeb(
        client,
        rule.operation,
        { ...call.body, lang: match.lang },
        {
          headers: upstreamHeaders(request, jwt),
          signal: AbortSignal.timeout(config.upstreamTimeoutMs),
        },
      );
    } catch (error) {
      return { error: isWebError(error) ? error : networkError() };
    }
  }

  // The page again, with the form's outcome drawn in it.
  async function render(
    request: HostRequest,
    match: RouteMatch,
    jwt: string | null,
    posted: PostedForm,
    status: number,
  ): Promise<HostResponse> {
    const load = await loadPage(client, match, {
      headers: upstreamHeaders(request, jwt),
      timeoutMs: config.upstreamTimeoutMs,
    });
    const nonce = createNonce();
    if (load.kind === 'redirect') return redirect(load.location);
    if (load.kind === 'failure') {
      const failure = renderFailure({
        status: load.status,
        lang: match.lang,
        config,
        manifest,
        nonce,
      });
      return page(request, load.status, failure.html, { nonce, styleHashes: failure.styleHashes });
    }
    await preloadScreens(match);
    const drawn = renderPage({
      match,
      data: load.data,
      jwt,
      config,
      manifest,
      nonce,
      now: now(),
      posted,
    });
    return page(request, status, drawn.html, { nonce, styleHashes: drawn.styleHashes });
  }

  /** The answer to a form posted to a page that shows it; null for a POST to a page without one. */
  return async function decideFormPost(request: HostRequest): Promise<HostResponse | null> {
    const match = matchRoute(request.url);
    if ('redirect' in match) return null;
    const rules = await rulesOf(match);
    if (rules.length === 0) return null;
    const refusal = refuseFormPost(request.headers, config.publicUrl);
    if (refusal !== null) return text(refusal.status, refusal.text);
    let body: string;
    try {
      body = await request.body.text(FORM_MAX_BYTES);
    } catch (error) {
      if (!(error instanceof BodyRefused)) throw error;
      return text(
        error.status,
        error.status === 413
          ? `Payload Too Large: a form is at most ${FORM_MAX_BYTES} bytes.`
          : 'Bad Request: the form could not be read.',
        { connection: 'close' },
      );
    }
    const read = readPostedForm(rules, body);
    if ('status' in read) return text(read.status, read.text);
    const { rule } = read;
    const jar = request.cookies;
    const values = { ...read.values };
    for (const [field, cookie] of Object.entries(rule.cookies ?? {}))
      values[field] = jar[cookie] ?? '';
    const admin = rule.signedIn === 'admin';
    const raw = jar[admin ? ADMIN_TOKEN_COOKIE : TOKEN_COOKIE] ?? '';
    const jwt = rule.signedIn && raw !== '' && !isSessionExpired(raw, now()) ? raw : null;
    if (rule.signedIn && jwt === null) {
      return admin
        ? redirect(routePath('admin-login', match.lang))
        : redirect(signInPath(match.lang), null);
    }
    const outcome = await perform(request, rule, values, match, jwt);
    const decided = formPostAnswer(rule, values, outcome, match.lang, match.query);
    return decided.kind === 'redirect'
      ? redirect(decided.location, decided.session, decided.provider)
      : render(request, match, jwt, decided.posted, decided.status);
  };
}
