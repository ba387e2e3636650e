import { poolMaxSetting } from './db/pool-max-setting';
import { trustProxySetting } from './http/client-ip';
import { type LeadSettings, readLeadSettings } from './leads/lead-settings';
import { type MailSettings, readMailSettings } from './mail/mail-settings';

/**
 * What web-api takes from its environment, read and checked once when it starts (as the host's
 * HostConfig is): a bad value stops the start with one line naming the variable, before the
 * database opens. The modules below receive values, never the environment.
 */
export interface WebApiEnv {
  /** DATABASE_URL: a PostgreSQL server; unset: PGlite in the data folder. */
  databaseUrl: string | undefined;
  /** PG_POOL_MAX: the PostgreSQL pool's size (1 to 1000, default 10). */
  pgPoolMax: number;
  /** WEB_API_DATA_DIR: the PGlite folder and the generated secret's place (default `.data`). */
  dataDir: string;
  /** SITE_URL: the absolute base of links in messages (empty: relative links). */
  siteUrl: string;
  /** JWT_SECRET: the token secret; unset: generated once into the data folder. */
  jwtSecret: string | undefined;
  /** AGENCY_DEMO=1: demo accounts with published passwords on an empty database. */
  demo: boolean;
  /** TRUST_PROXY: reverse proxies to trust for X-Forwarded-For on direct requests (0 to 32). */
  trustProxy: number;
  /** SMTP_URL, MAIL_FROM, SMS_WEBHOOK_URL, SMS_WEBHOOK_SECRET, OUTBOX_WEBHOOK_URL. */
  mail: MailSettings;
  /** LEADS_EMAIL (or SITE_QUOTE_EMAIL, SITE_EMAIL), LEADS_WEBHOOK_URL, LEADS_WEBHOOK_SECRET. */
  leads: LeadSettings;
  /** The variables themselves, for the Google connection's settings (they also read files). */
  raw: Readonly<Record<string, string | undefined>>;
}

/** Reads and checks every variable web-api uses (see WebApiEnv); throws on the first bad one. */
export function readWebApiEnv(env: Readonly<Record<string, string | undefined>>): WebApiEnv {
  return {
    databaseUrl: env.DATABASE_URL || undefined,
    pgPoolMax: poolMaxSetting(env.PG_POOL_MAX),
    dataDir: env.WEB_API_DATA_DIR || '.data',
    siteUrl: env.SITE_URL ?? '',
    jwtSecret: env.JWT_SECRET || undefined,
    demo: env.AGENCY_DEMO === '1',
    trustProxy: trustProxySetting(env.TRUST_PROXY),
    mail: readMailSettings(env),
    leads: readLeadSettings(env),
    raw: env,
  };
}
