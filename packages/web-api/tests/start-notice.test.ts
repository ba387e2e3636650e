import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNotice } from '../src/seed/start-notice';
import { startTestApi, type TestApi } from './support/test-api';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

describe('the demo start lines serve a newcomer who reads no Russian', () => {
  it('name the English sign-in and admin login next to the Russian ones, and how to start afresh', async () => {
    const notice = (await startNotice(t.api.db, true, 'http://localhost:3000')) ?? '';
    expect(notice).toContain('http://localhost:3000/en/sign-in (Russian: /sign-in)');
    expect(notice).toContain('http://localhost:3000/en/admin/login (Russian: /admin/login)');
    expect(notice).toContain('delete the .data folder');
    // Passwords stay in the README, never in a log line.
    expect(notice).not.toContain('demo-customer-2026');
    expect(notice).not.toContain('demo-admin-2026');
  });
});
