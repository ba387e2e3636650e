import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../src/db/migrate';
import { type SocialTestApi, startSocialTestApi } from './support/social-test-api';

let t: SocialTestApi;
beforeAll(async () => {
  t = await startSocialTestApi();
});
afterAll(() => t.close());

const MIGRATION = '006_social_identities.sql';

describe('migration 006: social identities', () => {
  it('a database seeded before it gets user_identities and the social sign-in permissions', async () => {
    const db = t.api.db;
    // Put the database back as it was before 006: no table, no subactions, no grants.
    await db.query('drop table user_identities');
    await db.query(
      `delete from subactions where (controller, name) in
        (('Auth', 'socialStart'), ('Auth', 'socialFinish'), ('Account', 'unlinkProvider'))`,
    );
    await db.query('delete from schema_migrations where version = $1', [MIGRATION]);

    expect(await migrate(db)).toEqual([MIGRATION]);
    const { rows } = await db.query<{ role: string; pair: string }>(
      `select role, controller || '/' || subaction as pair from permissions
        where subaction in ('socialStart', 'socialFinish', 'unlinkProvider') order by pair`,
    );
    expect(rows).toEqual([
      { role: 'customer', pair: 'Account/unlinkProvider' },
      { role: 'anonymous', pair: 'Auth/socialFinish' },
      { role: 'anonymous', pair: 'Auth/socialStart' },
    ]);
    t.provider.accounts.set('after-006', { email: 'after.006@example.com', email_verified: true });
    const signedIn = await t.finish(await t.throughGoogle('after-006'));
    expect(signedIn.status).toBe(200);
  });
});
