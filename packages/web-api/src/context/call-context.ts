import {
  WEB_OPERATIONS,
  type WebOperationData,
  type WebOperationKey,
  type WebOperationRequest,
} from '@agency/contracts';
import { type Language, localizePath } from '@agency/core';
import type { Caller } from '../access/caller';
import type { ContractPair } from '../access/contract-pairs';
import type { SocialSignIn } from '../auth/social-providers';
import type { TokenService } from '../auth/tokens';
import type { UploadedFile } from '../base/uploaded-file';
import { WebApiError } from '../base/web-api-error';
import type { Db } from '../db/db';
import type { GoogleJobs } from '../google/google-job-kinds';
import type { GoogleRuntime } from '../google/google-runtime';
import type { LeadDelivery } from '../leads/deliver-lead';

/** Everything a handler may use: the database, the caller, the clock and the services. */
export interface CallContext {
  db: Db;
  caller: Caller;
  /** A bearer token came with the request, whether or not it was accepted. */
  tokenPresented: boolean;
  lang: Language;
  pair: ContractPair;
  /** The client IP, canonical (core canonicalAddress): handed over by the embedding host, or the socket peer unless TRUST_PROXY vouches for X-Forwarded-For. */
  ip: string;
  /** What per-address limits count the client under (core addressLimitKey: IPv4 itself, IPv6 its /64). */
  ipKey: string;
  now: () => number;
  tokens: TokenService;
  /** Key for the HMAC of one-time codes and e-mail tokens. */
  secret: Uint8Array;
  /** Absolute base of links in messages, e.g. https://agency.example (empty: relative links). */
  siteUrl: string;
  files: Record<string, UploadedFile>;
  /** Google and Facebook sign-in (the configured providers). */
  social: SocialSignIn;
  /** Google Business Profile (null when no Google client is configured). */
  google: GoogleRuntime | null;
  /** The Google job kinds, to queue pushes, pulls and revokes. */
  googleJobs: GoogleJobs;
  /** The request's User-Agent header (empty when none came). */
  userAgent: string;
  /** Where quote requests are delivered (the agency's e-mail, the CRM webhook). */
  leads: LeadDelivery;
  /** An operator's log line (never a token, code or payload). */
  log: (line: string) => void;
}

/**
 * The account a customer pair acts for: every customer session has one. A caller without one (the role
 * tables granted the pair to anonymous callers or admins) is sent to sign in, as an unpermitted anonymous call is.
 */
export function customerOwner(ctx: Pick<CallContext, 'caller' | 'lang'>): string {
  if (ctx.caller.kind === 'customer') return ctx.caller.owner;
  const location = localizePath('/sign-in', ctx.lang);
  throw new WebApiError(410, 'GONE', 'request.signIn', { location }, { location });
}

/** The implementation of pair K: its contract request (validated before it arrives) in, the answer's `data` out. */
export type Handler<K extends WebOperationKey> = (
  ctx: CallContext,
  payload: WebOperationRequest<K>,
) => Promise<WebOperationData<K>>;

/** Handlers keyed by `Controller/subaction`, each taking its pair's request. */
export type HandlerTable = { readonly [K in WebOperationKey]?: Handler<K> };

/** A handler as the dispatcher calls it: the payload the contract validated for the pair named at run time. */
export type ValidatedHandler = (
  ctx: CallContext,
  payload: Readonly<Record<string, unknown>>,
) => Promise<unknown>;

/** The handler of a pair named at run time (`Controller/subaction`), or undefined when there is none. */
export function handlerOf(table: HandlerTable, pair: string): ValidatedHandler | undefined {
  if (!Object.hasOwn(WEB_OPERATIONS, pair)) return undefined;
  // The dispatcher validates the payload against this pair's request schema before calling (contract-validator).
  return table[pair as WebOperationKey] as ValidatedHandler | undefined;
}

/** The implementation of pair K as the contract types it: its request in, the answer's `data` out. */
export type OperationHandler<K extends WebOperationKey> = (
  ctx: CallContext,
  payload: WebOperationRequest<K>,
) => Promise<WebOperationData<K>>;

// An async function's returned literal escapes TypeScript's excess-property check; this keeps R only
// when it names no top-level field the contract's data lacks.
type NoExtraFields<R, Data> = R & { readonly [F in Exclude<keyof R, keyof Data>]: never };

/** Types a handler of pair K: `operationHandler<'Users/create'>()(async (ctx, payload) => …)`; an answer with a field the contract lacks does not compile. */
export function operationHandler<K extends WebOperationKey>() {
  return <R extends WebOperationData<K>>(
    handler: (
      ctx: CallContext,
      payload: WebOperationRequest<K>,
    ) => Promise<NoExtraFields<R, WebOperationData<K>>>,
  ): OperationHandler<K> => handler;
}

// A record of an answer as a column map builds it from a row; scalars and field names stay the contract's.
type RowValue<V> = V extends readonly (infer I)[]
  ? I extends object
    ? Record<string, unknown>[]
    : V
  : V extends object
    ? Record<string, unknown>
    : V;

/** The contract's data of an answer with each record (object or list of objects) as a row-built `Record`. */
export type RowShaped<D> = { [F in keyof D]: RowValue<D[F]> };

/** Types a table-driven handler of pair K, whose records a column map (not a type) builds from rows: the answer's field names and scalars are checked here, each record's fields by the contract-conformance tests against the pair's schema. */
export function rowHandler<K extends WebOperationKey>(
  handler: (
    ctx: CallContext,
    payload: WebOperationRequest<K>,
  ) => Promise<RowShaped<WebOperationData<K>>>,
): Handler<K> {
  // The one cast of an answer on the server: the records' fields follow a column map, which no type follows.
  return handler as Handler<K>;
}
