import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** A GOOGLE_TOKEN_KEYS value that cannot be used; the message names the variable (the start stops with this one line). */
export class TokenKeysConfigError extends Error {
  // The host prints every ConfigError as one "Configuration error: …" line.
  override name = 'ConfigError';
}

/** A sealed token that does not open: a key this process lacks, or a text changed at rest. Never says the token. */
export class TokenDecryptError extends Error {
  override name = 'TokenDecryptError';
}

/** The keys of refresh tokens at rest: the first seals, every one opens. */
export interface TokenKeys {
  /** The id of the key new seals use. */
  readonly currentId: string;
  /** Every key by id (32 bytes each). */
  readonly keys: ReadonlyMap<string, Buffer>;
}

const VARIABLE = 'GOOGLE_TOKEN_KEYS';
const KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
const FORMAT = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Reads GOOGLE_TOKEN_KEYS: comma-separated `id:base64-of-32-bytes`, the first sealing, all opening.
 * Rotation: put a new key first, re-seal the stored tokens (reencryptStoredTokens), then drop the
 * old one. Unset gives null (no Google connections can be stored); a bad value throws one line
 * naming the variable and never the key.
 */
export function readTokenKeys(env: NodeJS.ProcessEnv): TokenKeys | null {
  const raw = env.GOOGLE_TOKEN_KEYS;
  if (raw === undefined || raw.trim() === '') return null;
  const keys = new Map<string, Buffer>();
  let currentId = '';
  const entries = raw.split(',').map((entry) => entry.trim());
  for (const [index, entry] of entries.entries()) {
    const colon = entry.indexOf(':');
    const id = colon === -1 ? '' : entry.slice(0, colon);
    const material = colon === -1 ? '' : entry.slice(colon + 1);
    const where = `${VARIABLE}: entry ${index + 1}`;
    if (!KEY_ID.test(id)) {
      throw new TokenKeysConfigError(
        `${where} must be id:base64 with an id of letters, digits, "-" or "_" (1-32), e.g. k2026:$(openssl rand -base64 32)`,
      );
    }
    if (keys.has(id)) throw new TokenKeysConfigError(`${where}: the key id "${id}" is repeated`);
    const bytes =
      material.length <= 64 && BASE64.test(material) ? Buffer.from(material, 'base64') : null;
    if (bytes?.length !== 32) {
      throw new TokenKeysConfigError(
        `${where} (id "${id}"): the key must be 32 random bytes in base64 (openssl rand -base64 32)`,
      );
    }
    keys.set(id, bytes);
    if (index === 0) currentId = id;
  }
  return { currentId, keys };
}

function b64url(bytes: Buffer): string {
  return bytes.toString('base64url');
}

/**
 * Seals a token with AES-256-GCM under the current key and a random 12-byte IV:
 * `v1.<key id>.<iv>.<ciphertext+tag>` (base64url). `context` (the connection's id, say) is bound as
 * additional data, so a sealed token copied onto another row does not open there.
 */
export function sealToken(keys: TokenKeys, token: string, context = ''): string {
  const key = keys.keys.get(keys.currentId) as Buffer;
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(`${keys.currentId}|${context}`, 'utf8'));
  const sealed = Buffer.concat([cipher.update(token, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return [FORMAT, keys.currentId, b64url(iv), b64url(sealed)].join('.');
}

/** The id of the key a sealed token was made with, or undefined when it is not a sealed token. */
export function sealedKeyId(sealed: string): string | undefined {
  const parts = sealed.split('.');
  return parts.length === 4 && parts[0] === FORMAT && KEY_ID.test(parts[1] as string)
    ? parts[1]
    : undefined;
}

/** Opens a sealed token with the key its id names; throws TokenDecryptError when it does not open. */
export function openToken(keys: TokenKeys, sealed: string, context = ''): string {
  const parts = sealed.split('.');
  const keyId = sealedKeyId(sealed);
  if (keyId === undefined) throw new TokenDecryptError('not a sealed token');
  const key = keys.keys.get(keyId);
  if (!key) throw new TokenDecryptError(`the key "${keyId}" is not in ${VARIABLE}`);
  const iv = Buffer.from(parts[2] as string, 'base64url');
  const body = Buffer.from(parts[3] as string, 'base64url');
  if (iv.length !== IV_BYTES || body.length < TAG_BYTES) {
    throw new TokenDecryptError('a sealed token of the wrong length');
  }
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAAD(Buffer.from(`${keyId}|${context}`, 'utf8'));
    decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
    return Buffer.concat([
      decipher.update(body.subarray(0, body.length - TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    throw new TokenDecryptError('the sealed token was changed or belongs to another record');
  }
}

/** One stored sealed token and the context it was sealed with. */
export interface StoredSealedToken {
  id: string;
  sealed: string;
  context: string;
}

/** Where sealed tokens are kept (the table of Google connections): read them all, replace one. */
export interface SealedTokenStore {
  list(): Promise<StoredSealedToken[]>;
  replace(id: string, previous: string, sealed: string): Promise<void>;
}

/**
 * Re-seals under the current key every stored token sealed with another: the middle step of a key
 * rotation. A token that does not open stops the run (the key it needs must stay configured). The
 * count re-sealed.
 */
export async function reencryptStoredTokens(
  store: SealedTokenStore,
  keys: TokenKeys,
): Promise<number> {
  let count = 0;
  for (const token of await store.list()) {
    if (sealedKeyId(token.sealed) === keys.currentId) continue;
    const plain = openToken(keys, token.sealed, token.context);
    await store.replace(token.id, token.sealed, sealToken(keys, plain, token.context));
    count += 1;
  }
  return count;
}
