import { isEmail } from '@agency/core/forms';
import { openDb } from '../db/open-db';
import { seedIfEmpty } from '../seed/seed';
import { passwordProblem } from './password-problem';
import { readHidden } from './read-hidden';
import { saveAdmin } from './save-admin';

const USAGE =
  'Usage: node packages/web-api/dist/create-admin.js <e-mail>\n' +
  '  The password is read from ADMIN_PASSWORD, else asked for twice without echo.';

/** What create-admin reads and writes besides the database: its environment, whether a terminal types the password, and its two output streams. */
export interface CreateAdminIo {
  env: Readonly<Record<string, string | undefined>>;
  /** True when a person can type the password (process.stdin.isTTY). */
  terminal: boolean;
  out(line: string): void;
  err(line: string): void;
}

async function password(io: CreateAdminIo): Promise<string | null> {
  const given = io.env.ADMIN_PASSWORD;
  if (given) return given;
  if (!io.terminal) {
    io.err('No password: set ADMIN_PASSWORD, or run this in a terminal to type it.');
    return null;
  }
  const typed = await readHidden('Password: ');
  if ((await readHidden('The same password again: ')) !== typed) {
    io.err('The two passwords differ; nothing was changed.');
    return null;
  }
  return typed;
}

/** The create-admin command: creates or resets the admin `args[0]`; resolves with the exit code (0, or 1 after one line on `err`). */
export async function runCreateAdmin(args: string[], io: CreateAdminIo): Promise<number> {
  const [email, ...extra] = args;
  if (!email || extra.length > 0 || !isEmail(email)) {
    io.err(USAGE);
    return 1;
  }
  const secret = await password(io);
  if (secret === null) return 1;
  const problem = passwordProblem(secret);
  if (problem) {
    io.err(`${problem} Nothing was changed.`);
    return 1;
  }
  const databaseUrl = io.env.DATABASE_URL;
  const dataDir = `${io.env.DATA_DIR || io.env.WEB_API_DATA_DIR || '.data'}/pglite`;
  const db = await openDb(databaseUrl ? { databaseUrl } : { dataDir });
  try {
    // A database nobody has started yet gets its roles and pages first (never demo data).
    await seedIfEmpty(db, Date.now(), false);
    const outcome = await saveAdmin(db, email, secret, Date.now());
    const where = databaseUrl ? 'DATABASE_URL' : dataDir;
    io.out(
      outcome === 'created'
        ? `Admin ${email} created in ${where}: sign in at /admin/login.`
        : `Password of admin ${email} reset in ${where}; their sessions are ended.`,
    );
    return 0;
  } finally {
    await db.close();
  }
}
