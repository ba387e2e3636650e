import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RouteMatch, WebError } from '@agency/core';
import {
  ADMIN_TOKEN_COOKIE,
  buildWebRequest,
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
import { sendWebRequest, type WebClient } from '../shared/send-web-request';
import { clientIp } from './client-ip';
import type { HostConfig } from './config';
import { parseCookies } from './cookies';
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
import { loadPage } from './load-page';
import type { ClientManifest } from './render-document';
import { renderFailure, renderPage } from './render-page';
import { createNonce, type ScriptPolicy } from './security-headers';

/**
 * Largest form body the host reads, in bytes: the auth and settings forms are a few hundred; a pin
 * form filled to its limits in Cyrillic is about 100 KB url-encoded (6 bytes a character).
 */
export const FORM_MAX_BYTES = 128 * 1024;

const TEXT = { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' };

/** What the form posts need from the server: the /web client, configuration, clock and the server's senders. */
export interface FormPostOptions {
  client: WebClient;
  config: HostConfig;
  manifest: ClientManifest;
  now: () => number;
  /** Sends an answer with the host's security headers. */
  send(
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    headers: Record<string, string>,
    body: string,
    cookies?: readonly string[],
  ): void;
  /** Sends a rendered page (compressed when the client accepts it, its scripts allowed by `scripts`). */
  sendPage(
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    html: string,
    scripts: ScriptPolicy,
  ): void;
}

/** Why a body could not be read: too large, or the connection failed. */
class BodyRefused extends Error {
  constructor(readonly status: 400 | 413) {
    super(`form body refused (${status})`);
  }
}

function readBody(req: IncomingMessage, maxBytes: number): Promise<string> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > maxBytes) return Promise.reject(new BodyRefused(413));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size > maxBytes) {
        req.removeAllListeners('data');
        req.resume();
        reject(new BodyRefused(413));
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', () => reject(new BodyRefused(400)));
  });
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Forms posted without JavaScript (progressive enhancement, as Remix forms work): a POST to a page
 * that shows one of the FORM_POSTS is checked (same origin, url-encoded, at most FORM_MAX_BYTES),
 * makes the same /web call the browser's form makes, and answers by 303 on success (setting the
 * token cookie as the browser session does) or by the page rendered again with the form's problems
 * and its non-secret values. Returns false for a POST to a page without such a form.
 */
export function createFormPosts(options: FormPostOptions) {
  const { client, config, manifest, now } = options;
  // The pin forms' rules live with the code-split account screens: loaded once, on the first post.
  let allRules: Promise<readonly FormPostRule[]> | null = null;
  const rulesOf = async (match: RouteMatch) => {
    allRules ??= loadPinForms().then((pins) => [...FORM_POSTS, ...pinFormPosts(pins)]);
    return formPostRules(match, await allRules);
  };

  function upstreamHeaders(req: IncomingMessage, jwt: string | null): Record<string, string> {
    const language = header(req, 'accept-language');
    const agent = header(req, 'user-agent');
    return {
      accept: 'application/json',
      'x-forwarded-for': clientIp(req, config.trustProxy),
      // A quote request keeps the browser's user agent, as the inline call does.
      ...(agent === undefined ? {} : { 'user-agent': agent }),
      ...(language === undefined ? {} : { 'accept-language': language }),
      ...(jwt === null ? {} : { authorization: `Bearer ${jwt}` }),
    };
  }

  function redirect(
    req: IncomingMessage,
    res: ServerResponse,
    location: string,
    session?: string | null,
    provider?: Extract<FormPostSuccess, { kind: 'redirect' }>['provider'],
  ) {
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
    options.send(
      req,
      res,
      303,
      {
        ...TEXT,
        // A provider's page is the one answer that leaves the site; the demo's sandbox is a path of it.
        location: provider === undefined ? location : providerLocation(location, config.publicUrl),
      },
      '',
      cookies,
    );
  }

  // The form's own check, then the same /web call the browser's form makes.
  async function perform(
    req: IncomingMessage,
    rule: FormPostRule,
    values: Record<string, string>,
    match: RouteMatch,
    jwt: string | null,
  ): Promise<{ data: unknown } | { error: WebError }> {
    const refused = checkRefusal(rule, values);
    if (refused !== null) return { error: refused };
    let page: unknown = null;
    if (rule.readsPage) {
      const load = await loadPage(client, match, {
        headers: upstreamHeaders(req, jwt),
        timeoutMs: config.upstreamTimeoutMs,
      });
      // A page that redirects (the session ended) is drawn again by render, which follows it.
      if (load.kind === 'failure') return { error: load.error };
      if (load.kind === 'redirect') return { error: toWebError(401, null) };
      page = load.data.page;
    }
    const call = callBody(rule, values, page, match.lang);
    if ('error' in call) return call;
    const request = buildWebRequest({
      method: rule.method ?? 'POST',
      controller: rule.controller,
      subaction: rule.subaction,
      lang: match.lang,
      body: call.body,
    });
    try {
      return await sendWebRequest(client, request, {
        headers: upstreamHeaders(req, jwt),
        signal: AbortSignal.timeout(config.upstreamTimeoutMs),
      });
    } catch (error) {
      return { error: isWebError(error) ? error : networkError() };
    }
  }

  async function render(
    req: IncomingMessage,
    res: ServerResponse,
    match: RouteMatch,
    jwt: string | null,
    posted: PostedForm,
    status: number,
  ) {
    const load = await loadPage(client, match, {
      headers: upstreamHeaders(req, jwt),
      timeoutMs: config.upstreamTimeoutMs,
    });
    const nonce = createNonce();
    if (load.kind === 'redirect') {
      redirect(req, res, load.location);
      return;
    }
    if (load.kind === 'failure') {
      const page = renderFailure({
        status: load.status,
        lang: match.lang,
        config,
        manifest,
        nonce,
      });
      options.sendPage(req, res, load.status, page.html, { nonce, styleHashes: page.styleHashes });
      return;
    }
    await preloadScreens(match);
    const page = renderPage({
      match,
      data: load.data,
      jwt,
      config,
      manifest,
      nonce,
      now: now(),
      posted,
    });
    options.sendPage(req, res, status, page.html, { nonce, styleHashes: page.styleHashes });
  }

  return async function answerFormPost(
    req: IncomingMessage,
    res: ServerResponse,
  ): Promise<boolean> {
    const match = matchRoute(req.url ?? '/');
    if ('redirect' in match) return false;
    const rules = await rulesOf(match);
    if (rules.length === 0) return false;
    const refusal = refuseFormPost(req.headers, config.publicUrl);
    if (refusal !== null) {
      options.send(req, res, refusal.status, TEXT, refusal.text);
      return true;
    }
    let body: string;
    try {
      body = await readBody(req, FORM_MAX_BYTES);
    } catch (error) {
      if (!(error instanceof BodyRefused)) throw error;
      const text =
        error.status === 413
          ? `Payload Too Large: a form is at most ${FORM_MAX_BYTES} bytes.`
          : 'Bad Request: the form could not be read.';
      options.send(req, res, error.status, { ...TEXT, connection: 'close' }, text);
      return true;
    }
    const read = readPostedForm(rules, body);
    if ('status' in read) {
      options.send(req, res, read.status, TEXT, read.text);
      return true;
    }
    const { rule } = read;
    const jar = parseCookies(req.headers.cookie);
    const values = { ...read.values };
    for (const [field, cookie] of Object.entries(rule.cookies ?? {}))
      values[field] = jar[cookie] ?? '';
    const admin = rule.signedIn === 'admin';
    const raw = jar[admin ? ADMIN_TOKEN_COOKIE : TOKEN_COOKIE] ?? '';
    const jwt = rule.signedIn && raw !== '' && !isSessionExpired(raw, now()) ? raw : null;
    if (rule.signedIn && jwt === null) {
      if (admin) redirect(req, res, routePath('admin-login', match.lang));
      else redirect(req, res, signInPath(match.lang), null);
      return true;
    }
    const outcome = await perform(req, rule, values, match, jwt);
    const answer = formPostAnswer(rule, values, outcome, match.lang, match.query);
    if (answer.kind === 'redirect')
      redirect(req, res, answer.location, answer.session, answer.provider);
    else await render(req, res, match, jwt, answer.posted, answer.status);
    return true;
  };
}
