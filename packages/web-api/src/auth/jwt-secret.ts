import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The signing secret: the given one (option or JWT_SECRET), else one generated once and kept in
 * `<dataDir>/jwt-secret`; in memory only when there is no data folder.
 */
export async function loadJwtSecret(
  given: string | undefined,
  dataDir: string | null,
): Promise<Uint8Array> {
  if (given) {
    if (given.length < 32) throw new Error('JWT_SECRET must be at least 32 characters');
    return new TextEncoder().encode(given);
  }
  if (!dataDir) return randomBytes(32);
  const file = join(dataDir, 'jwt-secret');
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored.length >= 43) return Buffer.from(stored, 'base64url');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(32);
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, `${secret.toString('base64url')}\n`, { mode: 0o600, flag: 'wx' }).catch(
    async (error: NodeJS.ErrnoException) => {
      // Another process wrote it first: use theirs.
      if (error.code !== 'EEXIST') throw error;
    },
  );
  return Buffer.from((await readFile(file, 'utf8')).trim(), 'base64url');
}
