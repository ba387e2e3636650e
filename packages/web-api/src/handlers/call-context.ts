import type { Language } from '@agency/core';
import type { Caller } from '../access/caller';
import type { ContractPair } from '../access/contract-pairs';
import type { Outbox } from '../auth/outbox';
import type { TokenService } from '../auth/tokens';
import type { Db } from '../db/db';
import type { UploadedFile } from '../http/read-payload';

/** Everything a handler may use: the database, the caller, the clock and the services. */
export interface CallContext {
  db: Db;
  caller: Caller;
  /** A bearer token came with the request, whether or not it was accepted. */
  tokenPresented: boolean;
  lang: Language;
  pair: ContractPair;
  /** The client IP: handed over by the embedding host, or the socket peer unless TRUST_PROXY vouches for X-Forwarded-For. */
  ip: string;
  now: () => number;
  tokens: TokenService;
  /** Key for the HMAC of one-time codes and e-mail tokens. */
  secret: Uint8Array;
  outbox: Outbox;
  /** Absolute base of links in messages, e.g. https://agency.example (empty: relative links). */
  siteUrl: string;
  files: Record<string, UploadedFile>;
}

/** A controller/subaction implementation: a validated payload in, the answer's `data` out. */
// biome-ignore lint/suspicious/noExplicitAny: payloads are validated against the contract before they arrive.
export type Handler = (ctx: CallContext, payload: any) => Promise<unknown>;

/** Handlers keyed by `Controller/subaction`. */
export type HandlerTable = Record<string, Handler>;
