import type { IncomingMessage, ServerResponse } from 'node:http';
import { CONTRACT_PAIRS } from './access/contract-pairs';
import { createContractValidator } from './access/contract-validator';
import { loadJwtSecret } from './auth/jwt-secret';
import type { Outbox } from './auth/outbox';
import { createOutboxWorker, type RetryPolicy } from './auth/outbox-worker';
import { type SocialOptions, socialConfigOf } from './auth/social-config';
import { createSocialSignIn } from './auth/social-providers';
import { createTokenService } from './auth/tokens';
import { handlerOf } from './context/call-context';
import { CONTENT_CHANNEL } from './db/content-changes';
import { databaseAnswers } from './db/database-answers';
import type { Db } from './db/db';
import { openDb } from './db/open-db';
import { createGoogleJobs } from './google/google-job-kinds';
import { createGoogleRuntime, resealConnectionTokens } from './google/google-runtime';
import { type GoogleOptions, readGoogleSettings } from './google/google-settings';
import { findConnectionsToPull, nextPullMs, queuePull } from './google/pull-schedule';
import { nextStatisticsPullMs, queueStatisticsPull } from './google/pull-statistics';
import { HANDLERS } from './handlers/handlers';
import { createWebCallAnswerer, type WebCallAnswerer } from './http/answer-web-call';
import { fetchHandler, type WebFetch } from './http/fetch-handler';
import { nodeHandler } from './http/node-handler';
import { createJobRegistry } from './jobs/job-registry';
import { createJobWorker } from './jobs/job-worker';
import { leadRetentionJob } from './leads/lead-retention';
import type { LeadSettings } from './leads/lead-settings';
import { leadWebhookJob } from './leads/lead-webhook';
import type { MailSettings } from './mail/mail-settings';
import { createMessageTransports } from './mail/message-transports';
import { seedIfEmpty } from './seed/seed';
import { startNotice } from './seed/start-notice';
import { readWebApiEnv } from './web-api-config';
import { type WebApiMetrics, webApiMetrics } from './web-api-metrics';

/** Options of createWebApi; each falls back to an environment variable, then to a default. */
export interface WebApiOptions {
  /** PostgreSQL server (else DATABASE_URL unless inMemory; else PGlite). */
  databaseUrl?: string;
  /** PGlite data folder and the place of the generated JWT secret (default `.data`). */
  dataDir?: string;
  /** PGlite in memory (tests). */
  inMemory?: boolean;
  /** With inMemory: the database starts from this image (createDatabaseImage) instead of an empty cluster (tests). */
  pgliteImage?: Blob;
  /** Token signing secret, 32+ characters (else JWT_SECRET; else generated once into the data folder). */
  jwtSecret?: string;
  log?: (line: string) => void;
  /** Where an unexpected failure (a 500's stack) is written; default `console.error`. */
  logError?: (line: string) => void;
  /** Clock in ms (tests). */
  now?: () => number;
  /** Sends each outbox message instead of the configured transports (tests). */
  outbox?: Outbox;
  /** SMTP, the SMS hook and the outbox webhook (else SMTP_URL, MAIL_FROM, SMS_WEBHOOK_URL, SMS_WEBHOOK_SECRET, OUTBOX_WEBHOOK_URL). */
  mail?: MailSettings;
  /** Tries and back-off of the outbox worker (tests). */
  retry?: RetryPolicy;
  /** Demo mode (else AGENCY_DEMO=1): demo accounts with published passwords on an empty database, codes printed. */
  demo?: boolean;
  /** Absolute base of links in messages (else SITE_URL). */
  siteUrl?: string;
  /** Reverse proxies to trust for X-Forwarded-For on direct requests (else TRUST_PROXY; default 0: the socket peer). */
  trustProxy?: number;
  /** Google and Facebook sign-in (else GOOGLE_CLIENT_ID/GOOGLE_CLIENT_SECRET and FACEBOOK_APP_ID/FACEBOOK_APP_SECRET; tests point it at loopback providers). */
  social?: SocialOptions;
  /**
   * Google Business Profile connections (else GOOGLE_CLIENT_ID/GOOGLE_CLIENT_SECRET, GOOGLE_APIS_ORIGIN
   * and GOOGLE_TOKEN_KEYS; null turns it off). The demo hands in its in-process sandbox here.
   */
  google?: GoogleOptions | null;
  /** Where quote requests go (else LEADS_EMAIL or SITE_QUOTE_EMAIL or SITE_EMAIL, LEADS_WEBHOOK_URL and LEADS_WEBHOOK_SECRET). */
  leads?: LeadSettings;
  /** The fetch of the leads webhook (tests). */
  leadsFetch?: typeof fetch;
}

/** The /web backend: a request handler to mount at /web, its database, and a way to stop it. */
export interface WebApi {
  /** Answers one /web request; an embedding host passes the client IP it computed, else the request's own is used. */
  handle(req: IncomingMessage, res: ServerResponse, clientIp?: string): void;
  /** Answers one /web call handed over in process (an embedding host's own page loads), with the client IP it computed. */
  fetch: WebFetch;
  /** Answers one /web call as a transport hands it over (an embedding host's /web, read by the host, written by its own writer). */
  answer: WebCallAnswerer;
  db: Db;
  /** True when the database answers now (readiness). */
  ready(): Promise<boolean>;
  /**
   * Calls `listener` whenever public content (pages, navigations, access) changed, on this process or
   * any other on the same database, and whenever a lost notification may have been missed; resolves once listening.
   */
  onContentChange(listener: () => void): Promise<void>;
  /** Sends every outbox message due now; resolves once no send is under way (tests). */
  deliverMessages(): Promise<void>;
  /** Runs every job due now (Google pushes and pulls); resolves once no run is under way (tests). */
  runJobs(): Promise<void>;
  /** Job backlog by kind, failed jobs and Google connections needing reconnection, for the host's /metrics (see WebApiMetrics for the gauge names). */
  metrics(): Promise<WebApiMetrics>;
  close(): Promise<void>;
}

/** Opens the database (migrations, first-start seed) and returns the /web request handler. */
export async function createWebApi(options: WebApiOptions = {}): Promise<WebApi> {
  const missing = CONTRACT_PAIRS.filter(
    (pair) => !handlerOf(HANDLERS, `${pair.controller}/${pair.subaction}`),
  );
  if (missing.length > 0)
    throw new Error(
      `web-api: no handler for ${missing.map((p) => `${p.controller}/${p.subaction}`).join(', ')}`,
    );
  const log = options.log ?? ((line: string) => console.log(line));
  const now = options.now ?? Date.now;
  // Every variable is read and checked here, once, before the database opens.
  const env = readWebApiEnv(process.env);
  // In-memory is a test's explicit choice; otherwise DATABASE_URL from the environment wins over PGlite.
  const databaseUrl = options.databaseUrl ?? (options.inMemory ? undefined : env.databaseUrl);
  const inMemory = options.inMemory ?? false;
  // Checked before the database opens: a bad SMTP_URL stops the start with one line.
  const mail = options.mail ?? env.mail;
  const leadSettings = options.leads ?? env.leads;
  const dataDir = options.dataDir ?? env.dataDir;
  const siteUrl = options.siteUrl ?? env.siteUrl;
  // Also before the database: a bad GOOGLE_TOKEN_KEYS or GOOGLE_APIS_ORIGIN stops the start with one line.
  const googleSettings = await readGoogleSettings(options.google, {
    env: env.raw,
    dataDir: inMemory ? null : dataDir,
    siteUrl,
  });
  const db = await openDb(
    databaseUrl
      ? { databaseUrl, poolMax: env.pgPoolMax }
      : inMemory
        ? { inMemory: true, ...(options.pgliteImage ? { image: options.pgliteImage } : {}) }
        : { dataDir: `${dataDir}/pglite` },
  );
  try {
    const secret = await loadJwtSecret(
      options.jwtSecret ?? env.jwtSecret,
      inMemory ? null : dataDir,
    );
    // Only an explicit flag seeds accounts with published passwords; NODE_ENV says nothing about it.
    const demo = options.demo ?? env.demo;
    if ((await seedIfEmpty(db, now(), demo)).demo) log('Demo data seeded.');
    const notice = await startNotice(db, demo, siteUrl);
    if (notice) log(notice);
    const transports = options.outbox ? null : createMessageTransports(mail, { demo, log, now });
    const worker = createOutboxWorker({
      db,
      send: options.outbox ?? (transports?.send as Outbox),
      now,
      log,
      ...(options.retry ? { retry: options.retry } : {}),
    });
    await worker.start();
    const google = googleSettings ? createGoogleRuntime(googleSettings, now) : null;
    const googleJobs = createGoogleJobs(google ? { db, google, log, siteUrl } : null);
    if (google) {
      if (googleSettings?.apisOrigin)
        log(
          `Google calls go to ${googleSettings.apisOrigin} (GOOGLE_APIS_ORIGIN): tests and sandboxes only.`,
        );
      await resealConnectionTokens(db, google).catch((error: Error) =>
        log(
          `[google] some stored tokens do not open with GOOGLE_TOKEN_KEYS (${error.message}); their connections will ask to reconnect`,
        ),
      );
      // The recurring pulls live in the jobs table; this mends a chain a failed pull ended.
      for (const id of await findConnectionsToPull(db)) {
        await queuePull(db, googleJobs, id, nextPullMs(now()), now());
        await queueStatisticsPull(db, googleJobs, id, nextStatisticsPullMs(now()), now());
      }
    }
    // Only kinds this process has code for are claimed: without Google, its jobs wait for a process that has it.
    const leadWebhook = leadSettings.webhook
      ? leadWebhookJob({
          db,
          ...leadSettings.webhook,
          now,
          ...(options.leadsFetch ? { fetch: options.leadsFetch } : {}),
        })
      : null;
    const retention = leadRetentionJob({ db, now, log });
    await retention.schedule();
    const jobWorker = createJobWorker({
      db,
      registry: createJobRegistry([
        ...(google ? googleJobs.all : []),
        retention.kind,
        ...(leadWebhook ? [leadWebhook] : []),
      ]),
      now,
      log,
    });
    await jobWorker.start();
    const trustProxy = options.trustProxy ?? env.trustProxy;
    const answer = createWebCallAnswerer({
      db,
      handlers: HANDLERS,
      tokens: createTokenService(secret, now),
      secret,
      now,
      siteUrl,
      log,
      logError: options.logError ?? ((line: string) => console.error(line)),
      queryValidator: createContractValidator({ coerceTypes: true }),
      bodyValidator: createContractValidator(),
      social: createSocialSignIn(socialConfigOf(options.social, env.raw)),
      google,
      googleJobs,
      leads: {
        email: leadSettings.email,
        webhook: leadWebhook,
        challengeKey: leadSettings.challengeKey ?? null,
      },
    });
    const contentListeners = new Set<() => void>();
    // One listening connection per process, opened by the first subscriber only.
    let listening: Promise<() => Promise<void>> | null = null;
    return {
      handle: nodeHandler(answer, trustProxy),
      fetch: fetchHandler(answer),
      answer,
      db,
      ready: () => databaseAnswers(db),
      async onContentChange(listener) {
        contentListeners.add(listener);
        listening ??= db.listen(CONTENT_CHANNEL, () => {
          for (const each of contentListeners) each();
        });
        await listening;
      },
      deliverMessages: () => worker.drain(),
      runJobs: () => jobWorker.drain(),
      metrics: () => webApiMetrics(db),
      async close() {
        // Messages of calls already answered still go out on a graceful stop; jobs wait in the table.
        await worker.drain();
        await worker.stop();
        await jobWorker.stop();
        transports?.close();
        if (listening) await (await listening.catch(() => async () => {}))();
        await db.close();
      },
    };
  } catch (error) {
    await db.close();
    throw error;
  }
}
