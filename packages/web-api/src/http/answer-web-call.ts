import {
  addressLimitKey,
  canonicalAddress,
  DEFAULT_LANGUAGE,
  isLanguage,
  type Language,
  localizePath,
  routePath,
} from '@agency/core';
import type { Caller } from '../access/caller';
import { resolveCaller } from '../access/caller';
import { contractPair, FILE_PAIRS } from '../access/contract-pairs';
import type { ContractValidator } from '../access/contract-validator';
import { mayCall, registeredPair } from '../access/permissions';
import type { SocialSignIn } from '../auth/social-providers';
import type { TokenService } from '../auth/tokens';
import { WebApiError, wordText } from '../base/web-api-error';
import { type CallContext, type HandlerTable, handlerOf } from '../context/call-context';
import { DatabaseUnavailableError } from '../db/database-unavailable';
import type { Db } from '../db/db';
import type { GoogleJobs } from '../google/google-job-kinds';
import type { GoogleRuntime } from '../google/google-runtime';
import type { LeadDelivery } from '../leads/deliver-lead';
import { PAGE_MAX } from '../pins/list-page';
import { errorAnswer, jsonAnswer } from './json-answer';
import { isMultipart, readPayload } from './read-payload';
import { serviceUnavailable } from './service-unavailable';
import type { WebAnswer, WebCall } from './web-call';

/** What the request handler needs. */
export interface HandlerDeps {
  db: Db;
  handlers: HandlerTable;
  tokens: TokenService;
  secret: Uint8Array;
  now: () => number;
  siteUrl: string;
  log: (line: string) => void;
  /** Writes an unexpected failure, at error level. */
  logError: (line: string) => void;
  /** Validates query-string payloads (coercing text to numbers and booleans). */
  queryValidator: ContractValidator;
  /** Validates JSON and form payloads. */
  bodyValidator: ContractValidator;
  /** Google and Facebook sign-in. */
  social: SocialSignIn;
  /** Google Business Profile (null when not configured). */
  google: GoogleRuntime | null;
  googleJobs: GoogleJobs;
  /** Where quote requests are delivered. */
  leads: LeadDelivery;
}

/** Answers one /web call: payload, pair lookup, caller, permission, validation, handler, answer; never rejects. */
export type WebCallAnswerer = (call: WebCall) => Promise<WebAnswer>;

/** Refuses a multipart body from a caller who may call no pair that takes a file: 410 to sign in, else 403. */
async function assertMayUpload(db: Db, caller: Caller): Promise<void> {
  for (const pair of FILE_PAIRS) {
    if (await mayCall(db, caller, pair.controller, pair.subaction)) return;
  }
  if (caller.kind === 'anonymous') {
    const location = localizePath('/sign-in', DEFAULT_LANGUAGE);
    throw new WebApiError(410, 'GONE', 'request.signIn', { location }, { location });
  }
  throw new WebApiError(403, 'FORBIDDEN', 'request.noUploads');
}

/** A request target without its query string or fragment. */
export function urlPath(target: string): string {
  const end = target.search(/[?#]/);
  return end === -1 ? target : target.slice(0, end);
}

/** Most field errors one answer lists. */
export const FIELD_ERRORS_MAX = 50;

const METHODS = new Set(['GET', 'POST', 'PUT', 'DELETE']);
const PAGE_LOAD_FIELDS = new Set(['controller', 'subaction', 'lang', 'route', '(payload)']);

/** The /web backend's decision for a call, independent of the transport that carried it (node:http or an in-process fetch). */
export function createWebCallAnswerer(deps: HandlerDeps): WebCallAnswerer {
  async function serve(call: WebCall, seen: { lang: Language }): Promise<WebAnswer> {
    const method = call.method;
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
    const url = new URL(call.url, 'http://web.local');
    // The caller is decided from its token before any body is read: an upload from a caller who may
    // upload nothing is refused before its first byte is parsed.
    const caller = await resolveCaller(deps.db, deps.tokens, call.authorization, deps.now());
    if (isMultipart(call)) await assertMayUpload(deps.db, caller);
    const raw = await readPayload(
      call,
      url.search,
      (controller, subaction) => contractPair(controller, subaction)?.takesFiles === true,
    );
    const fields = raw.fields;
    fields.controller ??= 'Index';
    fields.subaction ??= 'index';
    const lang = isLanguage(fields.lang) ? fields.lang : DEFAULT_LANGUAGE;
    seen.lang = lang;
    const controller = String(fields.controller);
    const subaction = String(fields.subaction);
    const pair = contractPair(controller, subaction);
    const registered = pair ? await registeredPair(deps.db, caller, controller, subaction) : null;
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
    if (!registered.callable) {
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
            problem: wordText(first.text, lang),
          },
        },
        // The first field errors only: an answer never grows with a hostile payload's size.
        { fields: errors.slice(0, FIELD_ERRORS_MAX) },
      );
    }
    const ctx: CallContext = {
      db: deps.db,
      caller,
      tokenPresented: call.authorization !== undefined,
      lang,
      pair,
      ip: canonicalAddress(call.ip),
      ipKey: addressLimitKey(call.ip),
      now: deps.now,
      tokens: deps.tokens,
      secret: deps.secret,
      siteUrl: deps.siteUrl,
      files: raw.files,
      social: deps.social,
      google: deps.google,
      googleJobs: deps.googleJobs,
      userAgent: call.userAgent,
      leads: deps.leads,
      log: deps.log,
    };
    // Every answer's data is an object (each pair's response schema); only its cacheHint is read here.
    const data = (await handler(ctx, payload)) as Record<string, unknown>;
    const cacheable = typeof data?.cacheHint === 'number';
    return jsonAnswer(
      200,
      { data },
      {
        vary: 'authorization',
        ...(cacheable ? { 'cache-control': `public, max-age=${data.cacheHint}` } : {}),
      },
    );
  }

  return async (call) => {
    const seen: { lang: Language } = { lang: DEFAULT_LANGUAGE };
    try {
      return await serve(call, seen);
    } catch (error) {
      const unavailable = error instanceof DatabaseUnavailableError;
      // The host's request id (X-Request-Id) ties this line to its access-log line. The path only:
      // a query string may hold a token or a code, and no query string is ever logged.
      const id = (call.requestId ?? '-').slice(0, 128);
      const path = urlPath(call.url).slice(0, 200);
      if (unavailable) deps.log(`[web-api] ${id} ${call.method} ${path}: ${error.message}`);
      const known =
        error instanceof WebApiError
          ? error
          : unavailable
            ? serviceUnavailable()
            : new WebApiError(500, 'INTERNAL', 'request.internal');
      if (!(error instanceof WebApiError) && !unavailable)
        // Anything may be thrown; an Error's stack is logged, anything else as it is.
        deps.logError(
          `[web-api] ${id} ${call.method} ${path}: ${(error as Error)?.stack ?? error}`,
        );
      return errorAnswer(known, seen.lang);
    }
  };
}
