import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RouteMatch, WebError } from '@agency/core';
import {
  buildWebRequest,
  isSessionExpired,
  isWebError,
  matchRoute,
  networkError,
  routePath,
  TOKEN_COOKIE,
  tokenCookie,
  toWebError,
} from '@agency/core';
import { POSTED_FORM_FIELD, type PostedForm, preloadScreens } from '@agency/ui';
import { sendWebRequest, type WebClient } from '../shared/send-web-request';
import { clientIp } from './client-ip';
import type { HostConfig } from './config';
import { parseCookies } from './cookies';
import { FORM_POSTS, type FormPostRule } from './form-posts';
import { loadPage } from './load-page';
import type { ClientManifest } from './render-document';
import { renderFailure, renderPage } from './render-page';
import { createNonce, type ScriptPolicy } from './security-headers';

/** Largest form body the host reads, in bytes: the auth and settings forms are a few hundred. */
export const FORM_MAX_BYTES = 16 * 1024;

const FORM_TYPE = 'application/x-www-form-urlencoded';
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
 * A post another site made the browser send: Sec-Fetch-Site, which browsers set and pages cannot,
 * must say same-origin; without it, an Origin must be the site's own (its public URL or the Host
 * the request was sent to). A client sending neither is no browser acting for another site.
 */
export function isCrossSite(req: IncomingMessage, publicUrl: string): boolean {
  const site = header(req, 'sec-fetch-site');
  if (site !== undefined) return site !== 'same-origin';
  const origin = header(req, 'origin');
  if (origin === undefined) return false;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return true;
  }
  return host !== new URL(publicUrl).host && host !== header(req, 'host');
}

function rulesFor(match: RouteMatch): FormPostRule[] {
  return FORM_POSTS.filter(
    (rule) => rule.route === match.route.name || rule.group === match.route.group,
  );
}

// The field values the page may show again: every posted field but the secrets.
function shown(rule: FormPostRule, values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).filter(([name]) => !rule.secrets?.includes(name)),
  );
}

// A problem the visitor can act on is a 400 (429 when told to wait); the backend failing is the gateway's.
function failureStatus(error: WebError): number {
  if (error.statusCode === 429) return 429;
  if (error.statusCode >= 400 && error.statusCode < 500) return 400;
  return error.code === 'TIMEOUT' ? 504 : 502;
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

  function upstreamHeaders(req: IncomingMessage, jwt: string | null): Record<string, string> {
    const language = header(req, 'accept-language');
    return {
      accept: 'application/json',
      'x-forwarded-for': clientIp(req, config.trustProxy),
      ...(language === undefined ? {} : { 'accept-language': language }),
      ...(jwt === null ? {} : { authorization: `Bearer ${jwt}` }),
    };
  }

  function redirect(
    req: IncomingMessage,
    res: ServerResponse,
    location: string,
    session?: string | null,
  ) {
    options.send(
      req,
      res,
      303,
      {
        ...TEXT,
        location,
        ...(session === undefined
          ? {}
          : { 'set-cookie': tokenCookie(session, { secure: config.https, nowMs: now() }) }),
      },
      '',
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
    const refused = rule.check?.(values) ?? [];
    if (refused.length > 0) {
      return {
        error: toWebError(400, {
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message: '',
          data: { fields: refused },
        }),
      };
    }
    const request = buildWebRequest({
      method: rule.method ?? 'POST',
      controller: rule.controller,
      subaction: rule.subaction,
      lang: match.lang,
      body: rule.payload ? rule.payload(values) : values,
    });
    try {
      return await sendWebRequest<unknown>(client, request, {
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
    const rules = rulesFor(match);
    if (rules.length === 0) return false;
    if (isCrossSite(req, config.publicUrl)) {
      options.send(
        req,
        res,
        403,
        TEXT,
        'Forbidden: a form of this site can only be sent from this site.',
      );
      return true;
    }
    const type = (header(req, 'content-type') ?? '').split(';', 1)[0]?.trim().toLowerCase();
    if (type !== FORM_TYPE) {
      options.send(req, res, 415, TEXT, `Unsupported Media Type: send the form as ${FORM_TYPE}.`);
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
    const fields = new URLSearchParams(body);
    const rule = rules.find((candidate) => candidate.form === fields.get(POSTED_FORM_FIELD));
    if (rule === undefined) {
      options.send(req, res, 400, TEXT, 'Bad Request: this page has no such form.');
      return true;
    }
    const raw = parseCookies(req.headers.cookie)[TOKEN_COOKIE] ?? '';
    const jwt = raw !== '' && !isSessionExpired(raw, now()) ? raw : null;
    if (rule.signedIn && jwt === null) {
      redirect(req, res, routePath('sign-in', match.lang), null);
      return true;
    }
    const values: Record<string, string> = {};
    for (const name of rule.fields) {
      const value = fields.get(name) ?? '';
      values[name] = rule.secrets?.includes(name) ? value : value.trim();
    }
    const outcome = await perform(req, rule, values, match, rule.signedIn ? jwt : null);
    if ('error' in outcome && !(rule.goneIsSuccess && outcome.error.statusCode === 410)) {
      // The answer's headers stay on the server; the form reads the code, message and data.
      const posted = {
        form: rule.form,
        values: shown(rule, values),
        error: { ...outcome.error, headers: {} },
      };
      await render(
        req,
        res,
        match,
        rule.signedIn ? jwt : null,
        posted,
        failureStatus(outcome.error),
      );
      return true;
    }
    const success = rule.success('data' in outcome ? outcome.data : null, values, match.lang);
    if (success.kind === 'redirect') {
      redirect(req, res, success.location, success.session);
      return true;
    }
    const posted = {
      form: rule.form,
      values: shown(rule, values),
      error: null,
      done: true,
    };
    await render(req, res, match, rule.signedIn ? jwt : null, posted, 200);
    return true;
  };
}
