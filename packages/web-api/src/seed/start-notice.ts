import type { Db } from '../db/db';
import { DEMO_CREDENTIALS } from './demo-credentials';

/**
 * What the operator reads at start: in demo mode the demo accounts (when they exist); otherwise, while
 * there is no admin yet, how to create the first one. Null when there is nothing to say.
 */
export async function startNotice(db: Db, demo: boolean, siteUrl: string): Promise<string | null> {
  const { customer, admin } = DEMO_CREDENTIALS;
  if (demo) {
    const { rows } = await db.query(
      "select 1 from users where kind = 'admin' and lower(email) = lower($1)",
      [admin.email],
    );
    if (rows.length === 0) return null;
    return [
      // The passwords are in the README's demo table, never in a log line.
      'Demo mode (AGENCY_DEMO=1): sign in with (passwords: README, Demo accounts)',
      // The unprefixed addresses are Russian: a newcomer gets the English ones first.
      `  customer  ${customer.email}  (phone ${customer.phone}) at ${siteUrl}/en/sign-in (Russian: /sign-in)`,
      `  admin     ${admin.email}  at ${siteUrl}/en/admin/login (Russian: /admin/login)`,
      'To start the demo afresh: stop the server, delete the .data folder, npm start.',
    ].join('\n');
  }
  const { rows } = await db.query("select 1 from users where kind = 'admin' limit 1");
  if (rows.length > 0) return null;
  return [
    'No admin account yet. Create the first one (the password is read from ADMIN_PASSWORD or asked for):',
    '  node packages/web-api/dist/create-admin.js you@example.com',
  ].join('\n');
}
