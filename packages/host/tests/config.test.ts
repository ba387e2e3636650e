import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/server/config';
import { ConfigError } from '../src/server/config-error';

describe('loadConfig', () => {
  it('defaults: port 3000, upstream timeout 5 s, landing cache 120 s, embedded web-api, no analytics', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.upstreamTimeoutMs).toBe(5000);
    expect(config.landingCacheSeconds).toBe(120);
    expect(config.keptPageEntries).toBe(64);
    expect(config.pageDataEntries).toBe(256);
    expect(config.webApiUrl).toBeNull();
    expect(config.gaMeasurementId).toBeNull();
    expect(config.trustProxy).toBe(0);
    expect(config.https).toBe(false);
  });

  it('reads KEPT_PAGES and PAGE_DATA_ENTRIES (0 keeps none)', () => {
    const config = loadConfig({ KEPT_PAGES: '0', PAGE_DATA_ENTRIES: '12' });
    expect(config.keptPageEntries).toBe(0);
    expect(config.pageDataEntries).toBe(12);
    expect(() => loadConfig({ KEPT_PAGES: '-1' })).toThrow(ConfigError);
  });

  it('reads PUBLIC_URL, WEB_API_URL, TRUST_PROXY and GA_MEASUREMENT_ID', () => {
    const config = loadConfig({
      PUBLIC_URL: 'https://agency.example/',
      WEB_API_URL: 'http://10.0.0.5:4000/api/',
      TRUST_PROXY: '2',
      GA_MEASUREMENT_ID: 'G-ABC1234',
    });
    expect(config.publicUrl).toBe('https://agency.example');
    expect(config.https).toBe(true);
    expect(config.webApiUrl).toBe('http://10.0.0.5:4000/api');
    expect(config.trustProxy).toBe(2);
    expect(config.gaMeasurementId).toBe('G-ABC1234');
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['PUBLIC_URL', 'not a url'],
    ['PUBLIC_URL', 'javascript:alert(1)'],
    ['WEB_API_URL', 'ftp://files.example'],
    ['TRUST_PROXY', '-1'],
    ['GA_MEASUREMENT_ID', 'UA-1"><script>'],
    ['UPSTREAM_TIMEOUT_MS', '0'],
    ['PUBLIC_URL', 'https://agency.example/site'],
    ['PUBLIC_URL', 'https://agency.example/?x=1'],
    ['JWT_SECRET', 'short-secret'],
    ['PG_POOL_MAX', '0'],
    ['PG_POOL_MAX', 'ten'],
    ['LOG_LEVEL', 'verbose'],
    ['METRICS', 'yes'],
    ['METRICS_PORT', 'ninety'],
    ['HEADERS_TIMEOUT_MS', '5s'],
  ])('refuses %s=%s with an error naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });

  it('metrics are off by default and, when on, served on their own loopback port, never the public one', () => {
    expect(loadConfig({}).metrics).toBeNull();
    expect(loadConfig({ METRICS: '1' }).metrics).toEqual({ port: 9464, hostname: '127.0.0.1' });
    expect(() => loadConfig({ METRICS: '1', PORT: '8080', METRICS_PORT: '8080' })).toThrow(
      'METRICS_PORT',
    );
  });

  it('LOG_LEVEL sets the level; the log is JSON in production and readable elsewhere', () => {
    expect(loadConfig({}).logLevel).toBe('info');
    expect(loadConfig({ LOG_LEVEL: 'debug' }).logLevel).toBe('debug');
    expect(loadConfig({ NODE_ENV: 'production' }).prettyLog).toBe(false);
    expect(loadConfig({}).prettyLog).toBe(true);
    expect(loadConfig({ LOG_FORMAT: 'json' }).prettyLog).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', LOG_FORMAT: 'pretty' }).prettyLog).toBe(true);
    expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow('LOG_FORMAT');
  });
});
