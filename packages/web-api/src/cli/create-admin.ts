// `node packages/web-api/dist/create-admin.js <e-mail>`: creates the first admin of a production
// database, or resets an admin's password. The password comes from ADMIN_PASSWORD or is typed
// without echo; the database is DATABASE_URL, else the PGlite folder in DATA_DIR (default .data).
import { isEmail } from '@agency/core/forms';
import { openDb } from '../db/open-db';
import { seedIfEmpty } from '../seed/seed';
import { passwordProblem } from './password-problem';
import { readHidden } from './read-hidden';
import { saveAdmin } from './save-admin';

const USAGE =
  'Usage: node packages/web-api/dist/create-admin.js <e-mail>\n' +
  '  The password is read from ADMIN_PASSWORD, else asked for twice without echo.';

async function password(): Promise<string | null> {
  const given = process.env.ADMIN_PASSWORD;
  if (given) return given;
  if (!process.stdin.isTTY) {
    console.error('No password: set ADMIN_PASSWORD, or run this in a terminal to type it.');
    return null;
  }
  const typed = await readHidden('Password: ');
  if ((await readHidden('The same password again: ')) !== typed) {
    console.error('The two passwords differ; nothing was changed.');
    return null;
  }
  return typed;
}

async function main(args: string[]): Promise<number> {
  const [email, ...extra] = args;
  if (!email || extra.length > 0 || !isEmail(email)) {
    console.error(USAGE);
    return 1;
  }
  const secret = await password();
  if (secret === null) return 1;
  const problem = passwordProblem(secret);
  if (problem) {
    console.error(`${problem} Nothing was changed.`);
    return 1;
  }
  const databaseUrl = process.env.DATABASE_URL;
  const dataDir = `${process.env.DATA_DIR || process.env.WEB_API_DATA_DIR || '.data'}/pglite`;
  const db = await openDb(databaseUrl ? { databaseUrl } : { dataDir });
  try {
    // A database nobody has started yet gets its roles and pages first (never demo data).
    await seedIfEmpty(db, Date.now(), false);
    const outcome = await saveAdmin(db, email, secret, Date.now());
    const where = databaseUrl ? 'DATABASE_URL' : dataDir;
    console.log(
      outcome === 'created'
        ? `Admin ${email} created in ${where}: sign in at /admin/login.`
        : `Password of admin ${email} reset in ${where}; their sessions are ended.`,
    );
    return 0;
  } finally {
    await db.close();
  }
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  console.error(`create-admin failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
