// `node packages/web-api/dist/create-admin.js <e-mail>`: creates the first admin of a production
// database, or resets an admin's password. The password comes from ADMIN_PASSWORD or is typed
// without echo; the database is DATABASE_URL, else the PGlite folder in DATA_DIR (default .data).
import { runCreateAdmin } from './run-create-admin';

try {
  process.exitCode = await runCreateAdmin(process.argv.slice(2), {
    env: process.env,
    terminal: process.stdin.isTTY === true,
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  });
} catch (error) {
  console.error(`create-admin failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
