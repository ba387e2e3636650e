import { describe, expect, it } from 'vitest';
import { resolveCaller } from '../src/access/caller';
import { createTokenService } from '../src/auth/tokens';
import type { Db } from '../src/db/db';

const NOW = Date.parse('2026-11-22T10:00:00.000Z');
const tokens = createTokenService(
  new TextEncoder().encode('test-secret-of-at-least-thirty-two-characters'),
  () => NOW,
);

interface SessionRow {
  email: string | null;
  owner_id: string | null;
  roles: string[] | null;
}

// A database holding at most one live session: its row, or none (revoked, expired or unknown).
function sessionDb(row: SessionRow | null): Db & { params: unknown[][] } {
  const params: unknown[][] = [];
  return {
    params,
    query: async <T>(_sql: string, values: unknown[] = []) => {
      params.push(values);
      return { rows: (row ? [row] : []) as T[] };
    },
    transaction: (fn) => fn(sessionDb(row)),
    listen: async () => async () => {},
    close: async () => {},
  };
}

describe('resolveCaller: the caller of a request, one of three kinds', () => {
  it('is anonymous without a bearer token, and without asking the database', async () => {
    const db = sessionDb({ email: 'a@example.com', owner_id: null, roles: ['customer'] });
    expect(await resolveCaller(db, tokens, undefined, NOW)).toEqual({
      kind: 'anonymous',
      roles: ['anonymous'],
    });
    expect(await resolveCaller(db, tokens, 'Basic dXNlcjpwYXNz', NOW)).toEqual({
      kind: 'anonymous',
      roles: ['anonymous'],
    });
    expect(db.params).toEqual([]);
  });

  it('is anonymous for a token that does not verify', async () => {
    const db = sessionDb({ email: 'a@example.com', owner_id: null, roles: ['customer'] });
    const caller = await resolveCaller(db, tokens, 'Bearer not.a.token', NOW);
    expect(caller).toEqual({ kind: 'anonymous', roles: ['anonymous'] });
  });

  it('is anonymous for a valid token whose session is not live', async () => {
    const jwt = await tokens.sign({ kind: 'customer', sub: 'user-1', sid: 'sid-1', owner: null });
    const caller = await resolveCaller(sessionDb(null), tokens, `Bearer ${jwt}`, NOW);
    expect(caller).toEqual({ kind: 'anonymous', roles: ['anonymous'] });
  });

  it("is a customer with the session's user, e-mail, account acted for and sid", async () => {
    const jwt = await tokens.sign({ kind: 'customer', sub: 'user-1', sid: 'sid-1', owner: null });
    const db = sessionDb({ email: null, owner_id: 'owner-2', roles: ['customer'] });
    expect(await resolveCaller(db, tokens, `Bearer ${jwt}`, NOW)).toEqual({
      kind: 'customer',
      roles: ['customer'],
      userId: 'user-1',
      email: null,
      owner: 'owner-2',
      sid: 'sid-1',
    });
    expect(db.params).toEqual([['sid-1', 'user-1', 'customer', new Date(NOW)]]);
  });

  it('is a customer acting for their own account when the session names none', async () => {
    const jwt = await tokens.sign({ kind: 'customer', sub: 'user-1', sid: 'sid-1', owner: null });
    const db = sessionDb({ email: 'c@example.com', owner_id: null, roles: null });
    const caller = await resolveCaller(db, tokens, `Bearer ${jwt}`, NOW);
    expect(caller).toMatchObject({ kind: 'customer', owner: 'user-1', roles: [] });
  });

  it('is an admin with the session user, e-mail and sid, and no account acted for', async () => {
    const jwt = await tokens.sign({ kind: 'admin', sub: 'admin-1', sid: 'sid-9', owner: null });
    const db = sessionDb({ email: 'admin@example.com', owner_id: null, roles: ['admin'] });
    expect(await resolveCaller(db, tokens, `Bearer ${jwt}`, NOW)).toEqual({
      kind: 'admin',
      roles: ['admin'],
      userId: 'admin-1',
      email: 'admin@example.com',
      sid: 'sid-9',
    });
    expect(db.params).toEqual([['sid-9', 'admin-1', 'admin', new Date(NOW)]]);
  });
});
