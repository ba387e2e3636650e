import { describe, expect, it } from 'vitest';
import { spawnHost } from './support/spawn-host';

describe('the server refuses a bad configuration at start', () => {
  it.each([
    ['PORT', 'eighty'],
    ['PUBLIC_URL', 'not a url'],
    ['PUBLIC_URL', 'https://agency.example/shop'],
    ['WEB_API_URL', 'ftp://files.example'],
    ['JWT_SECRET', 'too-short'],
    ['PG_POOL_MAX', 'many'],
    ['LOG_LEVEL', 'loud'],
    ['SMTP_URL', 'http://mail.example'],
    ['SMS_WEBHOOK_URL', 'ftp://sms.example'],
  ])('%s=%s: one line naming the variable, exit code 1', async (name, value) => {
    const host = spawnHost({ NODE_ENV: 'production', DATA_DIR: ':memory:', [name]: value });
    expect(await host.exited).toBe(1);
    const lines = host.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^Configuration error: ${name} `));
    // The refused value is shown to help the fix, except a secret, which never reaches a log.
    if (name === 'JWT_SECRET') expect(lines[0]).not.toContain(value);
    else expect(lines[0]).toContain(value);
  });
});
