import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/db';

/** The scrypt parameters of new hashes: N=2^17, r=8, p=1 (older hashes carry their own and still verify). */
export function scryptParams(env: Readonly<Record<string, string | undefined>> = process.env) {
  // Only a vitest worker may lower N: the suites sign in hundreds of times, and 2^17 costs ~0.5 s of
  // CPU each. Outside vitest the variable is ignored, so no deployment can weaken its hashes.
  const log2 = env.VITEST ? Number(env.AGENCY_TEST_SCRYPT_LOG2N) : Number.NaN;
  const N = Number.isInteger(log2) && log2 >= 10 && log2 < 17 ? 2 ** log2 : 2 ** 17;
  return { N, r: 8, p: 1, keylen: 64 } as const;
}

// scrypt needs 128·N·r bytes (128 MiB at N=2^17, r=8); Node refuses above maxmem (32 MiB by default).
const maxmem = (N: number, r: number) => 2 * 128 * N * r;

function derive(password: string, salt: Buffer, options: ScryptOptions, keylen: number) {
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keylen, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Hashes a password with scrypt: `scrypt$N$r$p$salt$hash` (base64), the parameters in the string. */
export async function hashPassword(password: string): Promise<string> {
  const { N, r, p, keylen } = scryptParams();
  const salt = randomBytes(16);
  const key = await derive(password, salt, { N, r, p, maxmem: maxmem(N, r) }, keylen);
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

// The parameters of a stored hash, or null when it is malformed or asks for absurd work.
function parse(stored: string | null) {
  const parts = (stored ?? '').split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const expected = Buffer.from(parts[5] ?? '', 'base64');
  const valid =
    Number.isInteger(N) && N > 1 && N <= 2 ** 20 && Number.isInteger(r) && r >= 1 && r <= 32;
  if (!valid || !Number.isInteger(p) || p < 1 || p > 16 || expected.length === 0) return null;
  return { N, r, p, salt: Buffer.from(parts[4] ?? '', 'base64'), expected };
}

/** True when the password matches the stored scrypt hash (constant-time compare); false for any malformed hash. */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const hash = parse(stored);
  if (!hash) return false;
  const { N, r, p, salt, expected } = hash;
  const key = await derive(password, salt, { N, r, p, maxmem: maxmem(N, r) }, expected.length);
  return timingSafeEqual(key, expected);
}

/** True when a stored hash was made with weaker parameters than today's (re-hash it on the next sign-in). */
export function needsRehash(stored: string | null): boolean {
  const hash = parse(stored);
  if (!hash) return false;
  const today = scryptParams();
  return hash.N < today.N || hash.r < today.r || hash.p < today.p;
}

/** After a successful sign-in with `password`: stores a hash at today's cost when the old one is weaker. */
export async function rehashIfOutdated(
  db: Db,
  userId: string,
  password: string,
  stored: string | null,
): Promise<void> {
  if (!needsRehash(stored)) return;
  // Only the hash that was checked is replaced, so a concurrent password change wins.
  await db.query('update users set password_hash = $3 where id = $1 and password_hash = $2', [
    userId,
    stored,
    await hashPassword(password),
  ]);
}
