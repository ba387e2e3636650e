import { DEMO_CREDENTIALS } from '@agency/web-api/demo-credentials';
import { describe, expect, it } from 'vitest';
import { leakingLines, readSiteLog, SITE_LOG } from '../support/site-log';

// Runs after the e2e suites (npm run e2e): every line the sites printed during the whole run.
describe('the sites of a full e2e run log no secret', () => {
  it('the check finds a password, a jwt, a cookie and a delivered code outside its delivery line', () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.c2lnbmF0dXJlLXNpZ25hdHVyZQ';
    const log = [
      '{"msg":"[outbox] sms to +10000000001: Sign-in code\\nYour code is 482915"}',
      `{"msg":"request","password":"${DEMO_CREDENTIALS.customer.password}"}`,
      `{"msg":"request","authorization":"Bearer ${jwt}"}`,
      '{"msg":"request","cookie":"token=abc"}',
      '{"msg":"checked code 482915"}',
      '{"msg":"request","path":"/en/sign-in","status":200}',
    ].join('\n');
    expect(leakingLines(log)).toHaveLength(4);
  });

  it('no password, jwt, cookie, one-time code or link token appears in any log line of the run', () => {
    const log = readSiteLog();
    expect(log.length, `${SITE_LOG} holds what the run's sites printed`).toBeGreaterThan(0);
    // The run signed in with the password and a printed phone code: both must have been exercised.
    expect(log).toContain('[outbox] sms to');
    expect(leakingLines(log)).toEqual([]);
  });
});
