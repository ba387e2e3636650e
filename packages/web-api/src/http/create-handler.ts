import type { IncomingMessage, ServerResponse } from 'node:http';
import { DEFAULT_LANGUAGE, isLanguage, type Language, localizePath, routePath } from '@agency/core';
import { messageText } from '@agency/core/server-messages';
import { resolveCaller } from '../access/caller';
import { contractPair } from '../access/contract-pairs';
import type { ContractValidator } from '../access/contract-validator';
import { isPermitted, registeredPair } from '../access/permissions';
import type { SocialSignIn } from '../auth/social-providers';
import type { TokenService } from '../auth/tokens';
import { DatabaseUnavailableError } from '../db/database-unavailable';
import type { Db } from '../db/db';
import { type CallContext, type HandlerTable, handlerOf } from '../handlers/call-context';
import { PAGE_MAX } from '../pins/list-page';
import { clientIp } from './client-ip';
import { readPayload } from './read-payload';
import { sendError, sendJson } from './send-json';
import { serviceUnavailable } from './service-unavailable';
import { WebApiError } from './web-api-error';

/** What the request handler needs. */
export interface HandlerDeps {
  db: Db;
  handlers: HandlerTable;
  tokens: TokenService;
  secret: Uint8Array;
  now: () => number;
  siteUrl: string;
  log: (line: string) => void;
  /** Validates query-string payloads (coercing text to numbers and booleans). */
  queryValidator: ContractValidator;
  /** Validates JSON and form payloads. */
  bodyValidator: ContractValidator;
  /** How many reverse proxies in front of a direct request to trust for X-Forwarded-For (0: the socket peer). */
  trustProxy: number;
  /** Google and Facebook sign-in. */
  social: SocialSignIn;
}

/** The /web request handler; `clientIp` is given by an embedding host that already knows it, else read from the request. */
export type WebHandler = (req: IncomingMessage, res: ServerResponse, clientIp?: string) => void;

const METHODS = new Set(['GET', 'POST', 'PUT', 'DELETE']);
const PAGE_LOAD_FIELDS = new Set(['controller', 'subaction', 'lang', 'route', '(payload)']);

/** The /web request handler: payload, pair lookup, caller, permission, validation, handler, answer. */
export function createHandler(deps: HandlerDeps): WebHandler {
  // The IP an embedding host handed over, kept beside the request it came with.
  const givenIps = new WeakMap<IncomingMessage, string>();
  async function serve(
    req: IncomingMessage,
    res: ServerResponse,
    seen: { lang: Language },
  ): Promise<void> {
    const method = req.method ?? 'GET';
    if (!METHODS.has(method)) {
      throw new WebApiError(
        405,
        'BAD_REQUEST',
        { id: 'request.methodNotUsed', params: { method } },
        null,
        {
          allow: 'GET, POST, PUT, DELETE',
        },
      );
    }
    const url = new URL(req.url ?? '/', 'http://web.local');
    const raw = await readPayload(req, url.search);
    const fields = raw.fields;
    fields.controller ??= 'Index';
    fields.subaction ??= 'index';
    const lang = isLanguage(fields.lang) ? fields.lang : DEFAULT_LANGUAGE;
    seen.lang = lang;
    const controller = String(fields.controller);
    const subaction = String(fields.subaction);
    const pair = contractPair(controller, subaction);
    const registered = pair ? await registeredPair(deps.db, controller, subaction) : null;
    const handler = handlerOf(deps.handlers, `${controller}/${subaction}`);
    if (!pair || !registered || !handler) {
      throw new WebApiError(404, 'NOT_FOUND', {
        id: 'request.noSuchOperation',
        params: { operation: `${controller}/${subaction}` },
      });
    }
    if (registered.method !== method) {
      throw new WebApiError(
        405,
        'BAD_REQUEST',
        {
          id: 'request.wrongMethod',
          params: { operation: `${controller}/${subaction}`, method: registered.method },
        },
        null,
        {
          allow: registered.method,
        },
      );
    }
    const caller = await resolveCaller(deps.db, deps.tokens, req.headers.authorization, deps.now());
    if (!(await isPermitted(deps.db, caller.roles, controller, subaction))) {
      if (caller.kind === 'anonymous') {
        const location =
          registered.area === 'admin'
            ? routePath('admin-login', lang)
            : localizePath('/sign-in', lang);
        throw new WebApiError(410, 'GONE', 'request.signIn', { location }, { location });
      }
      throw new WebApiError(403, 'FORBIDDEN', {
        id: 'request.forbidden',
        params: { operation: `${controller}/${subaction}` },
      });
    }
    const payload: Record<string, unknown> = { ...fields };
    for (const [key, file] of Object.entries(raw.files)) payload[key] = file.filename ?? 'upload';
    const validator = method === 'GET' ? deps.queryValidator : deps.bodyValidator;
    let errors = validator.check(pair.request, payload);
    if (errors.length > 0 && pair.request === 'IndexIndexRequest') {
      // A page load never fails on its route query (a hand-typed ?p=abc): bad query values are dropped.
      const dropped = errors.map((error) => error.field.split('.')[0] ?? '');
      if (dropped.every((field) => !PAGE_LOAD_FIELDS.has(field))) {
        for (const [index, field] of dropped.entries()) {
          // A page number past the highest shows the last page (the list clamps it), not the first.
          if (field === 'p' && errors[index]?.code === 'maximum') payload.p = PAGE_MAX;
          else delete payload[field];
        }
        errors = validator.check(pair.request, payload);
      }
    }
    const [first] = errors;
    if (first !== undefined) {
      throw new WebApiError(
        400,
        'VALIDATION_FAILED',
        {
          id: 'request.invalid',
          params: {
            field: first.field,
            problem: messageText(first.text.id, lang, first.text.params),
          },
        },
        { fields: errors },
      );
    }
    const ctx: CallContext = {
      db: deps.db,
      caller,
      tokenPresented: req.headers.authorization !== undefined,
      lang,
      pair,
      ip: givenIps.get(req) ?? clientIp(req, deps.trustProxy),
      now: deps.now,
      tokens: deps.tokens,
      secret: deps.secret,
      siteUrl: deps.siteUrl,
      files: raw.files,
      social: deps.social,
    };
    // Every answer's data is an object (each pair's response schema); only its cacheHint is read here.
    const data = (await handler(ctx, payload)) as Record<string, unknown>;
    const cacheable = typeof data?.cacheHint === 'number';
    sendJson(
      res,
      200,
      { data },
      {
        vary: 'authorization',
        ...(cacheable ? { 'cache-control': `public, max-age=${data.cacheHint}` } : {}),
      },
    );
  }

  return (req, res, ip) => {
    if (ip !== undefined) givenIps.set(req, ip);
    const seen: { lang: Language } = { lang: DEFAULT_LANGUAGE };
    serve(req, res, seen).catch((error: unknown) => {
      const unavailable = error instanceof DatabaseUnavailableError;
      // The host's request id (X-Request-Id) ties this line to its access-log line.
      const id = String(req.headers['x-request-id'] ?? '-').slice(0, 128);
      if (unavailable)
        deps.log(`[web-api] ${id} ${req.method} ${req.url?.slice(0, 200)}: ${error.message}`);
      const known =
        error instanceof WebApiError
          ? error
          : unavailable
            ? serviceUnavailable()
            : new WebApiError(500, 'INTERNAL', 'request.internal');
      if (!(error instanceof WebApiError) && !unavailable)
        // Anything may be thrown; an Error's stack is logged, anything else as it is.
        deps.log(`[web-api] ${id} ${req.method} ${req.url}: ${(error as Error)?.stack ?? error}`);
      if (res.headersSent) {
        res.destroy();
        return;
      }
      // A body left unread (413) would keep the connection busy: close it after the answer.
      if (!req.complete) {
        res.setHeader('connection', 'close');
        res.on('finish', () => req.destroy());
      }
      sendError(res, known, seen.lang);
    });
  };
}
