import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  openToken,
  readTokenKeys,
  reencryptStoredTokens,
  type SealedTokenStore,
  type StoredSealedToken,
  sealedKeyId,
  sealToken,
  TokenDecryptError,
  type TokenKeys,
} from '../../src/google/token-crypto';

const K1 = randomBytes(32).toString('base64');
const K2 = randomBytes(32).toString('base64');
const REFRESH = '1//0gLrefresh-token-of-a-merchant';

function keys(value: string): TokenKeys {
  const read = readTokenKeys({ GOOGLE_TOKEN_KEYS: value });
  if (!read) throw new Error('no keys read');
  return read;
}

/** Sealed tokens kept in memory, as the connections table keeps them. */
function memoryStore(rows: StoredSealedToken[]): SealedTokenStore & { rows: StoredSealedToken[] } {
  return {
    rows,
    list: async () => rows.map((row) => ({ ...row })),
    replace: async (id, previous, sealed) => {
      const row = rows.find((each) => each.id === id && each.sealed === previous);
      if (row) row.sealed = sealed;
    },
  };
}

describe('refresh tokens at rest: AES-256-GCM, a random IV, the key id stored with the text', () => {
  it('round trip: sealed under the first key, opened again; two seals of one token differ', () => {
    const k = keys(`k1:${K1}`);
    const sealed = sealToken(k, REFRESH, 'connection-7');
    expect(sealed).toMatch(/^v1\.k1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain(REFRESH);
    expect(sealedKeyId(sealed)).toBe('k1');
    expect(openToken(k, sealed, 'connection-7')).toBe(REFRESH);
    expect(sealToken(k, REFRESH, 'connection-7')).not.toBe(sealed);
  });

  it('tamper detection: a changed text, IV or key id, or another record, does not open', () => {
    const k = keys(`k1:${K1},k2:${K2}`);
    const sealed = sealToken(k, REFRESH, 'connection-7');
    const [format, id, iv, body] = sealed.split('.') as [string, string, string, string];
    const flip = (text: string, at: number) =>
      text.slice(0, at) + (text[at] === 'A' ? 'B' : 'A') + text.slice(at + 1);
    const tampered = [
      [format, id, iv, flip(body, 3)],
      [format, id, iv, flip(body, body.length - 2)],
      [format, id, flip(iv, 0), body],
      [format, 'k2', iv, body],
      [format, id, iv, body.slice(0, 10)],
    ].map((parts) => parts.join('.'));
    for (const each of tampered) {
      expect(() => openToken(k, each, 'connection-7')).toThrow(TokenDecryptError);
    }
    expect(() => openToken(k, sealed, 'connection-8')).toThrow(TokenDecryptError);
    expect(() => openToken(k, 'plain-token', 'connection-7')).toThrow(TokenDecryptError);
    try {
      openToken(k, [format, id, iv, flip(body, 3)].join('.'), 'connection-7');
    } catch (error) {
      expect((error as Error).message).not.toContain(REFRESH);
    }
  });

  it('rotation: the new key first, re-encrypt the stored tokens, then drop the old key', async () => {
    const before = keys(`k1:${K1}`);
    const store = memoryStore([
      { id: '1', sealed: sealToken(before, 'refresh-one', 'c1'), context: 'c1' },
      { id: '2', sealed: sealToken(before, 'refresh-two', 'c2'), context: 'c2' },
    ]);
    const during = keys(`k2:${K2},k1:${K1}`);
    // Both open while both keys are configured; new seals use k2.
    expect(openToken(during, store.rows[0]?.sealed as string, 'c1')).toBe('refresh-one');
    expect(sealedKeyId(sealToken(during, 'x'))).toBe('k2');
    expect(await reencryptStoredTokens(store, during)).toBe(2);
    expect(await reencryptStoredTokens(store, during)).toBe(0);
    const after = keys(`k2:${K2}`);
    expect(store.rows.map((row) => openToken(after, row.sealed, row.context))).toEqual([
      'refresh-one',
      'refresh-two',
    ]);
    // Dropping the old key before re-encrypting would have left them unreadable.
    expect(() => openToken(after, sealToken(before, 'refresh-three'))).toThrow(TokenDecryptError);
  });

  it('a bad GOOGLE_TOKEN_KEYS stops the start with one line naming it, never the key', () => {
    expect(readTokenKeys({})).toBeNull();
    const short = randomBytes(16).toString('base64');
    for (const bad of [
      'no-colon',
      `:${K1}`,
      `k1:${short}`,
      'k1:not base64!',
      `k1:${K1},k1:${K2}`,
      `k1:${K1},`,
      `bad id:${K1}`,
    ]) {
      let caught: unknown;
      try {
        readTokenKeys({ GOOGLE_TOKEN_KEYS: bad });
      } catch (error) {
        caught = error;
      }
      expect(caught, bad).toBeInstanceOf(Error);
      const error = caught as Error;
      expect(error.name).toBe('ConfigError');
      expect(error.message).toContain('GOOGLE_TOKEN_KEYS');
      expect(error.message).not.toContain('\n');
      expect(error.message).not.toContain(K1);
      expect(error.message).not.toContain(short);
    }
  });
});
