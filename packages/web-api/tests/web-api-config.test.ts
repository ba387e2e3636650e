import { describe, expect, it } from 'vitest';
import { readWebApiEnv } from '../src/web-api-config';

describe('web-api reads its environment once (readWebApiEnv)', () => {
  it('gives every value its default when nothing is set', () => {
    const env = readWebApiEnv({});
    expect(env).toMatchObject({
      databaseUrl: undefined,
      pgPoolMax: 10,
      dataDir: '.data',
      siteUrl: '',
      jwtSecret: undefined,
      demo: false,
      trustProxy: 0,
      leads: { email: null, webhook: null },
    });
  });

  it('takes each variable it names', () => {
    const env = readWebApiEnv({
      DATABASE_URL: 'postgres://db.internal/agency',
      PG_POOL_MAX: '25',
      WEB_API_DATA_DIR: '/srv/agency',
      SITE_URL: 'https://agency.example',
      JWT_SECRET: 'x'.repeat(40),
      AGENCY_DEMO: '1',
      TRUST_PROXY: '2',
      LEADS_EMAIL: 'leads@agency.example',
    });
    expect(env).toMatchObject({
      databaseUrl: 'postgres://db.internal/agency',
      pgPoolMax: 25,
      dataDir: '/srv/agency',
      siteUrl: 'https://agency.example',
      jwtSecret: 'x'.repeat(40),
      demo: true,
      trustProxy: 2,
      leads: { email: 'leads@agency.example' },
    });
  });

  it('stops on the first bad value with a line naming its variable', () => {
    expect(() => readWebApiEnv({ PG_POOL_MAX: '0' })).toThrow(/PG_POOL_MAX/);
    expect(() => readWebApiEnv({ TRUST_PROXY: 'all' })).toThrow(/TRUST_PROXY/);
    expect(() => readWebApiEnv({ SMTP_URL: 'not a url' })).toThrow(/SMTP_URL/);
    expect(() => readWebApiEnv({ LEADS_EMAIL: 'nobody' })).toThrow(/LEADS_EMAIL/);
    // AGENCY_DEMO is on only when it is exactly 1.
    expect(readWebApiEnv({ AGENCY_DEMO: 'true' }).demo).toBe(false);
  });
});
