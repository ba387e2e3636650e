import { ROUTES } from '@agency/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_PAIRS } from '../src/access/contract-pairs';
import { createContractValidator } from '../src/access/contract-validator';
import { migrate } from '../src/db/migrate';
import { nextPullMs } from '../src/google/pull-schedule';
import { DEMO_CREDENTIALS } from '../src/index';
import { startGoogleTestApi } from './google/google-test-api';
import { startSocialTestApi } from './support/social-test-api';
import { answered, startTestApi, type TestApi } from './support/test-api';

let t: TestApi;
let customer: string;
let admin: string;
beforeAll(async () => {
  // The worker thread keeps test-api's module for the next file (decision 0056): only this file's
  // answers count, its own sign-ins included.
  answered.clear();
  t = await startTestApi();
  customer = await t.signIn();
  admin = await t.adminSignIn();
});
afterAll(() => t.close());

const GBP_HEADER =
  'Store code,Business name,Address line 1,Address line 2,Address line 3,Address line 4,Address line 5,Sub-locality,Locality,Administrative area,Country / Region,Postal code,Latitude,Longitude,Primary phone,Additional phones,Website,Primary category,Additional categories,Sunday hours,Monday hours,Tuesday hours,Wednesday hours,Thursday hours,Friday hours,Saturday hours';
const gbpRow = (code: string, name: string) =>
  `${code},${name},Khreshchatyk 1,,,,,,Kyiv,Kyiv,UA,01001,50.45,30.52,+380441234567,,https://shop.example,Coffee shop,,,09:00-18:00,09:00-18:00,09:00-18:00,09:00-18:00,09:00-18:00,`;

function importForm(subaction: 'preview' | 'commit', csv: string): FormData {
  const form = new FormData();
  form.set('controller', 'Import');
  form.set('subaction', subaction);
  form.set('lang', 'en');
  form.set('file', new Blob([csv], { type: 'text/csv' }), 'locations.csv');
  return form;
}

const ok = async (init: Parameters<TestApi['call']>[0]) => {
  const result = await t.call(init);
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body.data;
};

describe('the contract checks answers for real', () => {
  it('a response with a wrong or extra field fails the check', () => {
    const check = createContractValidator();
    const good = { data: { deleted: '7b0f3c1e-8d52-4c1a-9a57-0f2d5e6b9c11' } };
    expect(check.check('SitesDeleteResponse', good)).toEqual([]);
    expect(check.check('SitesDeleteResponse', { data: { deleted: 42 } })).not.toEqual([]);
    expect(check.check('SitesDeleteResponse', { data: { ...good.data, extra: true } })).not.toEqual(
      [],
    );
    expect(
      check.check('ErrorBody', { statusCode: 400, code: 'OOPS', message: 'x', data: null }),
    ).not.toEqual([]);
  });
});

describe('every operation of the contract, answers validated against it', () => {
  it('page load of every route of R2, for the caller each needs', async () => {
    for (const route of ROUTES) {
      const path =
        route.name === 'error' ? '/403' : route.pattern.replace('/:addition?', '/archive');
      const token =
        route.group === 'account'
          ? customer
          : route.group === 'admin' && route.name !== 'admin-login'
            ? admin
            : null;
      const data = await ok({
        payload: { controller: 'Index', subaction: 'index', lang: 'ru', route: path },
        token,
      });
      expect(data.page.route, path).toBe(route.name);
      expect(data.page.title, path).not.toBe('');
    }
  });

  it('pins of every kind: list, create, update, archive, restore, delete', async () => {
    const samples: Record<string, Record<string, unknown>> = {
      Locations: {
        name: 'Test shop',
        storeCode: 'TEST-1',
        hours: { monday: [{ open: '09:00', close: '18:00' }] },
      },
      Advertising: {
        name: 'Test ads',
        channel: 'maps',
        status: 'draft',
        dailyBudget: 3,
        currency: 'EUR',
      },
      Publications: { name: 'Test post', body: 'Hello', status: 'draft', postType: 'standard' },
      Notifications: { name: 'Test note', body: 'Hi', channel: 'push', status: 'draft' },
      Reviews: { name: 'Test author', rating: 4, text: 'Nice' },
      Sites: { name: 'Test site', url: 'https://test.example', status: 'draft' },
    };
    for (const [controller, item] of Object.entries(samples)) {
      const call = (
        method: 'GET' | 'POST' | 'PUT' | 'DELETE',
        subaction: string,
        fields: Record<string, unknown> = {},
      ) =>
        ok({ method, payload: { controller, subaction, lang: 'en', ...fields }, token: customer });
      const created = (await call('POST', 'create', { item })).item;
      expect(created).toMatchObject({ ...item, archivedAt: null });
      const updated = (
        await call('PUT', 'update', { id: created.id, item: { name: `${item.name} 2` } })
      ).item;
      expect(updated.name).toBe(`${item.name} 2`);
      expect(
        (await call('GET', 'list', { q: `${item.name} 2` })).items.map((i: { id: string }) => i.id),
      ).toEqual([created.id]);
      expect((await call('POST', 'archive', { id: created.id })).item.archivedAt).not.toBeNull();
      expect((await call('GET', 'list', { q: `${item.name} 2` })).items).toEqual([]);
      expect((await call('GET', 'list', { q: `${item.name} 2`, archived: true })).total).toBe(1);
      expect((await call('POST', 'restore', { id: created.id })).item.archivedAt).toBeNull();
      expect((await call('DELETE', 'delete', { id: created.id })).deleted).toBe(created.id);
      const again = await t.call({
        method: 'DELETE',
        payload: { controller, subaction: 'delete', lang: 'en', id: created.id },
        token: customer,
      });
      expect(again.status).toBe(404);
    }
  });

  it('publications: standard, event and offer posts with a call-to-action; the post-type rules answer 400 per field', async () => {
    const call = (method: 'POST' | 'PUT', subaction: string, fields: Record<string, unknown>) =>
      t.call({
        method,
        payload: { controller: 'Publications', subaction, lang: 'en', ...fields },
        token: customer,
      });
    const base = { name: 'Tasting', body: 'Come by', status: 'draft', publishAt: null };
    const event = {
      title: 'Tasting',
      startsAt: '2026-12-05T17:00:00.000Z',
      endsAt: '2026-12-05T20:00:00.000Z',
    };
    const created = await call('POST', 'create', {
      item: {
        ...base,
        postType: 'event',
        event,
        offer: {
          title: 'dropped',
          startsOn: '2026-12-01',
          endsOn: '2026-12-02',
          couponCode: null,
          redeemUrl: null,
          terms: null,
        },
        callToAction: { type: 'book', url: 'https://coffee.example/book' },
      },
    });
    expect(created.status).toBe(200);
    expect(created.body.data.item).toMatchObject({ postType: 'event', event, offer: null });

    const backwards = await call('PUT', 'update', {
      id: created.body.data.item.id,
      item: { event: { ...event, endsAt: '2026-12-05T16:00:00.000Z' } },
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.data.fields).toEqual([
      { field: 'item.event.endsAt', code: 'order', message: 'Must end after it starts' },
    ]);

    const noUrl = await call('POST', 'create', {
      item: { ...base, postType: 'standard', callToAction: { type: 'order', url: null } },
    });
    expect(noUrl.status).toBe(400);
    expect(noUrl.body.data.fields.map((f: { field: string }) => f.field)).toEqual([
      'item.callToAction.url',
    ]);
    const callButton = await call('POST', 'create', {
      item: { ...base, postType: 'standard', callToAction: { type: 'call', url: null } },
    });
    expect(callButton.body.data.item.callToAction).toEqual({ type: 'call', url: null });

    const noOffer = await call('POST', 'create', { item: { ...base, postType: 'offer' } });
    expect(noOffer.status).toBe(400);
    expect(noOffer.body.data.fields[0].field).toBe('item.offer');
    const offer = await call('PUT', 'update', {
      id: created.body.data.item.id,
      item: {
        postType: 'offer',
        offer: {
          title: '2 for 1',
          startsOn: '2026-12-01',
          endsOn: '2026-12-01',
          couponCode: 'TWO',
          redeemUrl: null,
          terms: null,
        },
      },
    });
    expect(offer.status).toBe(200);
    expect(offer.body.data.item).toMatchObject({
      postType: 'offer',
      event: null,
      offer: { couponCode: 'TWO' },
    });
  });

  it('notifications read / unread: markRead, markUnread and the read filter of the list', async () => {
    const list = (read?: boolean) =>
      ok({
        payload: {
          controller: 'Notifications',
          subaction: 'list',
          lang: 'en',
          ...(read === undefined ? {} : { read }),
        },
        token: customer,
      });
    const unread = (await list(false)).items as { id: string; readAt: string | null }[];
    expect(unread.length).toBeGreaterThan(0);
    expect(unread.every((item) => item.readAt === null)).toBe(true);
    const id = unread[0]?.id as string;
    const marked = await ok({
      method: 'POST',
      payload: { controller: 'Notifications', subaction: 'markRead', lang: 'en', ids: [id] },
      token: customer,
    });
    expect(marked.items[0].readAt).not.toBeNull();
    expect((await list(true)).items.map((item: { id: string }) => item.id)).toContain(id);
    expect((await list(false)).items.map((item: { id: string }) => item.id)).not.toContain(id);
    const back = await ok({
      method: 'POST',
      payload: { controller: 'Notifications', subaction: 'markUnread', lang: 'en', ids: [id] },
      token: customer,
    });
    expect(back.items).toEqual([expect.objectContaining({ id, readAt: null })]);
    const foreign = await ok({
      method: 'POST',
      payload: {
        controller: 'Notifications',
        subaction: 'markRead',
        lang: 'en',
        ids: ['7b0f3c1e-8d52-4c1a-9a57-0f2d5e6b9c11'],
      },
      token: customer,
    });
    expect(foreign.items).toEqual([]);
  });

  it('lists sort and page: sort by -name, 20 per page', async () => {
    const page = await ok({
      payload: { controller: 'Reviews', subaction: 'list', lang: 'en', sort: '-rating', p: 1 },
      token: customer,
    });
    const ratings = page.items.map((item: { rating: number }) => item.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect(page.perPage).toBe(20);
  });

  it('a pin of one account is invisible to another (404)', async () => {
    // Switching acts on the session, so this test switches a session of its own.
    const own = await t.signIn();
    const other = await t.call({
      payload: { controller: 'Auth', subaction: 'alternates', lang: 'en' },
      token: own,
    });
    const bakery = other.body.data.alternates[1];
    const switched = await ok({
      method: 'POST',
      payload: {
        controller: 'Auth',
        subaction: 'switchAccount',
        lang: 'en',
        owner: bakery.owner,
        sid: bakery.sid,
      },
      token: own,
    });
    const mine = await ok({
      payload: { controller: 'Locations', subaction: 'list', lang: 'en' },
      token: switched.jwt,
    });
    const theirs = await ok({
      payload: { controller: 'Locations', subaction: 'list', lang: 'en' },
      token: await t.signIn(),
    });
    const result = await t.call({
      method: 'POST',
      payload: {
        controller: 'Locations',
        subaction: 'archive',
        lang: 'en',
        id: theirs.items[0].id,
      },
      token: switched.jwt,
    });
    expect(result.status).toBe(404);
    expect(mine.items).toHaveLength(1);
  });

  it('statistics: one point per day, zeros and no linked location until Google is connected (the demo seeds none)', async () => {
    const to = new Date(t.clock.now).toISOString().slice(0, 10);
    const series = await ok({
      payload: {
        controller: 'Statistics',
        subaction: 'series',
        lang: 'en',
        from: '2026-08-25',
        to,
      },
      token: customer,
    });
    expect(series.points).toHaveLength(90);
    expect(series.previous).toMatchObject({ from: '2026-05-27', to: '2026-08-24' });
    expect(series.google).toMatchObject({ connected: false, linkedLocations: 0 });
    expect(series.points.filter((point: { callClicks: number }) => point.callClicks !== 0)).toEqual(
      [],
    );
    const reversed = await t.call({
      payload: {
        controller: 'Statistics',
        subaction: 'series',
        lang: 'en',
        from: to,
        to: '2026-01-01',
      },
      token: customer,
    });
    expect(reversed.status).toBe(400);
  });

  it('maps import: preview reports each row, commit is all or nothing and re-import updates', async () => {
    const csv = [GBP_HEADER, gbpRow('IMP-1', 'Imported one'), gbpRow('IMP-2', 'Imported two')].join(
      '\n',
    );
    const preview = await ok({ method: 'POST', form: importForm('preview', csv), token: customer });
    expect(preview).toMatchObject({ format: 'gbp-csv', valid: 2, invalid: 0 });
    const broken = [GBP_HEADER, gbpRow('IMP-3', 'Fine'), gbpRow('IMP-4', '')].join('\n');
    const refused = await t.call({
      method: 'POST',
      form: importForm('commit', broken),
      token: customer,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.data.rows.map((row: { status: string }) => row.status)).toEqual([
      'create',
      'invalid',
    ]);
    const first = await ok({ method: 'POST', form: importForm('commit', csv), token: customer });
    expect(first).toMatchObject({ created: 2, updated: 0 });
    const second = await ok({ method: 'POST', form: importForm('commit', csv), token: customer });
    expect(second).toMatchObject({ created: 0, updated: 2 });
    const codes = await t.api.db.query(
      "select store_code from locations where store_code in ('IMP-1', 'IMP-2', 'IMP-3')",
    );
    expect(codes.rows).toHaveLength(2);
  });

  it('back office: list, create, update, delete for every table, each change in the audit log with before and after', async () => {
    const samples: Record<string, [Record<string, unknown>, Record<string, unknown>]> = {
      Users: [
        {
          kind: 'customer',
          name: 'New customer',
          email: 'new@agency.test',
          roles: ['customer'],
          password: 'long enough password',
        },
        { name: 'Renamed customer' },
      ],
      Roles: [
        { name: 'editor', description: 'Edits pages' },
        { description: 'Edits pages and clients' },
      ],
      Controllers: [
        { name: 'Reports', area: 'admin', description: 'Reports' },
        { description: 'Monthly reports' },
      ],
      Subactions: [
        { controller: 'Reports', name: 'monthly', method: 'GET', description: 'Monthly' },
        { description: 'The monthly report' },
      ],
      Permissions: [
        { role: 'editor', controller: 'Reports', subaction: 'monthly' },
        { role: 'admin' },
      ],
      Navigations: [
        {
          role: 'editor',
          group: 'content',
          route: '/admin/content/pages',
          labels: { ru: 'Страницы', ua: 'Сторінки', en: 'Pages' },
          position: 5,
        },
        { position: 6 },
      ],
      Pages: [
        {
          route: '/ui',
          translations: {
            en: {
              title: 'Typography',
              meta: { description: 'Type' },
              content: '# Type',
            },
          },
        },
        { route: '/ui' },
      ],
      Clients: [{ name: 'New client', email: 'client@shop.example' }, { notes: 'Called back' }],
    };
    for (const [controller, [item, change]] of Object.entries(samples)) {
      const call = (
        method: 'GET' | 'POST' | 'PUT' | 'DELETE',
        subaction: string,
        fields: Record<string, unknown> = {},
      ) => ok({ method, payload: { controller, subaction, lang: 'en', ...fields }, token: admin });
      const created = (await call('POST', 'create', { item })).item;
      const updated = (await call('PUT', 'update', { id: created.id, item: change })).item;
      expect(updated).toMatchObject(change);
      expect((await call('GET', 'list', { p: 1 })).total).toBeGreaterThan(0);
      const audit = await ok({
        payload: { controller: 'Audit', subaction: 'list', lang: 'en', filter: created.id },
        token: admin,
      });
      const update = audit.items.find(
        (entry: { action: string }) => entry.action === `${controller}/update`,
      );
      expect(update.actor.email).toBe(DEMO_CREDENTIALS.admin.email);
      expect(update.before).toMatchObject({ id: created.id });
      expect(update.after).toMatchObject(change);
      expect(JSON.stringify(audit)).not.toContain('password_hash');
    }
    // Delete in dependency order, then the log holds the deletions.
    for (const controller of [
      'Permissions',
      'Navigations',
      'Subactions',
      'Controllers',
      'Roles',
      'Users',
      'Pages',
      'Clients',
    ]) {
      const list = await ok({
        payload: {
          controller,
          subaction: 'list',
          lang: 'en',
          filter:
            controller === 'Users'
              ? 'Renamed'
              : controller === 'Pages'
                ? '/ui'
                : controller === 'Clients'
                  ? 'New client'
                  : controller === 'Navigations'
                    ? 'editor'
                    : controller === 'Permissions'
                      ? 'Reports'
                      : controller === 'Subactions'
                        ? 'Reports/monthly'
                        : controller === 'Controllers'
                          ? 'Reports'
                          : 'editor',
        },
        token: admin,
      });
      const id = list.items[0].id;
      expect(
        (
          await ok({
            method: 'DELETE',
            payload: { controller, subaction: 'delete', lang: 'en', id },
            token: admin,
          })
        ).deleted,
      ).toBe(id);
    }
    const log = await ok({
      payload: { controller: 'Audit', subaction: 'list', lang: 'en', filter: 'Clients/delete' },
      token: admin,
    });
    expect(log.items[0]).toMatchObject({
      action: 'Clients/delete',
      entity: 'clients',
      after: null,
    });
  });

  it('Deliveries/failed lists the messages the outbox gave up on, newest first, without their code', async () => {
    await t.api.db.query(
      `insert into outbox (channel, kind, recipient, lang, content, status, attempts, next_attempt_at, last_error, created_at, done_at)
       values ('sms', 'sign-in-code', '+15550007777', 'en', null, 'failed', 6, now(), 'the SMS hook answered 503', now(), now())`,
    );
    const failed = await ok({
      payload: { controller: 'Deliveries', subaction: 'failed', lang: 'en' },
      token: admin,
    });
    expect(failed.total).toBeGreaterThanOrEqual(1);
    expect(failed.items[0]).toMatchObject({
      channel: 'sms',
      kind: 'sign-in-code',
      to: '+15550007777',
      attempts: 6,
      error: 'the SMS hook answered 503',
    });
    const customer = await t.signIn();
    const refused = await t.call({
      payload: { controller: 'Deliveries', subaction: 'failed', lang: 'en' },
      token: customer,
    });
    expect(refused.status).toBe(403);
  });

  it('Leads/start and Leads/submit: an anonymous quote request, listed as a lead of Clients', async () => {
    const { started } = await ok({
      method: 'POST',
      payload: { controller: 'Leads', subaction: 'start', lang: 'en' },
    });
    t.clock.now += 5000;
    const sent = await ok({
      method: 'POST',
      payload: {
        controller: 'Leads',
        subaction: 'submit',
        lang: 'en',
        item: {
          name: 'Conformance Lead',
          phone: '+380501112233',
          service: 'maps-listing',
          message: 'Two shops',
          budget: 'under-1k',
          timeline: 'later',
          consent: true,
          started,
          page: '/en',
          utm: { source: 'newsletter' },
        },
      },
    });
    expect(sent).toEqual({ received: true });
    const listed = await ok({
      payload: {
        controller: 'Clients',
        subaction: 'list',
        lang: 'en',
        leadStatus: 'new',
        service: 'maps-listing',
      },
      token: admin,
    });
    expect(listed.items[0]).toMatchObject({ name: 'Conformance Lead', lead: { status: 'new' } });
    const id = listed.items[0].id;
    for (const leadStatus of ['contacted', 'won'])
      await ok({
        method: 'PUT',
        payload: {
          controller: 'Clients',
          subaction: 'update',
          lang: 'en',
          id,
          item: { leadStatus },
        },
        token: admin,
      });
    // A lead with only a phone cannot be invited; with an e-mail added, it can.
    await ok({
      method: 'PUT',
      payload: {
        controller: 'Clients',
        subaction: 'update',
        lang: 'en',
        id,
        item: { email: 'conformance.lead@agency.test' },
      },
      token: admin,
    });
    const invited = await ok({
      method: 'POST',
      payload: { controller: 'Clients', subaction: 'invite', lang: 'en', id },
      token: admin,
    });
    expect(invited).toMatchObject({ created: true, invited: true });
  });

  it('LeadRetention/read and LeadRetention/update: the back office sets how long leads are kept', async () => {
    expect(
      await ok({
        payload: { controller: 'LeadRetention', subaction: 'read', lang: 'en' },
        token: admin,
      }),
    ).toEqual({ retention: { spamDays: 30, lostDays: 365 } });
    const set = await ok({
      method: 'PUT',
      payload: {
        controller: 'LeadRetention',
        subaction: 'update',
        lang: 'en',
        retention: { spamDays: 30, lostDays: 365 },
      },
      token: admin,
    });
    expect(set).toEqual({ retention: { spamDays: 30, lostDays: 365 } });
  });

  it('Pages/preview renders Markdown as the site would, saving nothing', async () => {
    const preview = await ok({
      method: 'POST',
      payload: {
        controller: 'Pages',
        subaction: 'preview',
        lang: 'en',
        content: '# Hi\n::: mask\n*Go*',
      },
      token: admin,
    });
    expect(preview).toEqual({
      body: '<h1>Hi</h1>\n',
      sections: [],
      blocks: { mask: '<em>Go</em>' },
    });
  });

  it('Permissions/grid reads a role as a grid and Permissions/saveGrid changes it', async () => {
    const grid = await ok({
      method: 'GET',
      payload: { controller: 'Permissions', subaction: 'grid', lang: 'en', role: 'customer' },
      token: admin,
    });
    expect(grid.kind).toBe('customer');
    const saved = await ok({
      method: 'PUT',
      payload: {
        controller: 'Permissions',
        subaction: 'saveGrid',
        lang: 'en',
        role: 'customer',
        grant: [],
        revoke: [],
      },
      token: admin,
    });
    expect(saved).toMatchObject({ granted: 0, revoked: 0 });
  });

  it('a clash answers 409 and a reference to nothing 400', async () => {
    const dup = await t.call({
      method: 'POST',
      payload: {
        controller: 'Roles',
        subaction: 'create',
        lang: 'en',
        item: { name: 'customer', description: 'again' },
      },
      token: admin,
    });
    expect(dup.status).toBe(409);
    const dangling = await t.call({
      method: 'POST',
      payload: {
        controller: 'Permissions',
        subaction: 'create',
        lang: 'en',
        item: { role: 'nobody', controller: 'Users', subaction: 'list' },
      },
      token: admin,
    });
    expect(dangling.status).toBe(400);
  });

  it("the back office cannot lock itself out: built-in roles, core grants and one's own account are kept (409)", async () => {
    const find = async (controller: string, filter: string) =>
      (await ok({ payload: { controller, subaction: 'list', lang: 'en', filter }, token: admin }))
        .items[0];
    const del = (controller: string, id: string) =>
      t.call({
        method: 'DELETE',
        payload: { controller, subaction: 'delete', lang: 'en', id },
        token: admin,
      });
    expect((await del('Roles', (await find('Roles', 'admin')).id)).status).toBe(409);
    expect((await del('Controllers', (await find('Controllers', 'Permissions')).id)).status).toBe(
      409,
    );
    expect(
      (await del('Permissions', (await find('Permissions', 'admin Permissions/delete')).id)).status,
    ).toBe(409);
    const me = await find('Users', DEMO_CREDENTIALS.admin.email);
    expect((await del('Users', me.id)).status).toBe(409);
    const demote = (roles: string[]) =>
      t.call({
        method: 'PUT',
        payload: {
          controller: 'Users',
          subaction: 'update',
          lang: 'en',
          id: me.id,
          item: { roles },
        },
        token: admin,
      });
    expect((await demote([])).status).toBe(409);
    // The customer role is not for a back-office user at all (security round 3): refused before that.
    expect((await demote(['customer'])).status).toBe(403);
    expect(
      (
        await t.call({
          payload: { controller: 'Users', subaction: 'list', lang: 'en' },
          token: admin,
        })
      ).status,
    ).toBe(200);
  });

  it('admin account settings and the remaining auth and account calls', async () => {
    expect(
      (
        await ok({
          payload: { controller: 'AdminAccount', subaction: 'settings', lang: 'en' },
          token: admin,
        })
      ).settings.email,
    ).toBe(DEMO_CREDENTIALS.admin.email);
    expect(
      (
        await ok({
          method: 'PUT',
          payload: {
            controller: 'AdminAccount',
            subaction: 'update',
            lang: 'en',
            name: 'Chief admin',
          },
          token: admin,
        })
      ).settings.name,
    ).toBe('Chief admin');
    const noPassword = await t.call({
      method: 'PUT',
      payload: {
        controller: 'AdminAccount',
        subaction: 'update',
        lang: 'en',
        newPassword: 'another long password',
      },
      token: admin,
    });
    expect(noPassword.status).toBe(400);
    expect(
      (
        await ok({
          method: 'POST',
          payload: { controller: 'Index', subaction: 'profile', lang: 'en' },
          token: customer,
        })
      ).profile.kind,
    ).toBe('customer');
    expect(
      (
        await ok({
          payload: { controller: 'Account', subaction: 'settings', lang: 'en' },
          token: customer,
        })
      ).settings.name,
    ).toBe('Demo Coffee');
    expect(
      (
        await ok({
          method: 'PUT',
          payload: {
            controller: 'Account',
            subaction: 'updateSettings',
            lang: 'en',
            name: 'Demo Coffee',
          },
          token: customer,
        })
      ).settings.name,
    ).toBe('Demo Coffee');
    const wrong = await t.call({
      method: 'POST',
      payload: {
        controller: 'Account',
        subaction: 'changePassword',
        lang: 'en',
        currentPassword: 'nope',
        newPassword: 'long enough password',
      },
      token: customer,
    });
    expect(wrong.status).toBe(400);
    expect(
      (
        await ok({
          method: 'POST',
          payload: {
            controller: 'Account',
            subaction: 'changePassword',
            lang: 'en',
            currentPassword: DEMO_CREDENTIALS.customer.password,
            newPassword: DEMO_CREDENTIALS.customer.password,
          },
          token: customer,
        })
      ).changed,
    ).toBe(true);
    // A new number waits for its code (Account/confirmPhone), then the demo number comes back the same way.
    for (const number of ['+15550007777', DEMO_CREDENTIALS.customer.phone]) {
      const pending = await ok({
        method: 'PUT',
        payload: {
          controller: 'Account',
          subaction: 'updateSettings',
          lang: 'en',
          phone: number,
          currentPassword: DEMO_CREDENTIALS.customer.password,
        },
        token: customer,
      });
      expect(pending.settings.pendingPhone).toBe(number);
      const sms = [...t.outbox].reverse().find((message) => message.to === number);
      const code = /\b(\d{6})\b/.exec(sms?.text ?? '')?.[1];
      const confirmed = await ok({
        method: 'POST',
        payload: { controller: 'Account', subaction: 'confirmPhone', lang: 'en', code },
        token: customer,
      });
      expect(confirmed.settings.phone).toBe(number);
    }
    const phone = DEMO_CREDENTIALS.customer.phone;
    await ok({
      method: 'POST',
      payload: { controller: 'Auth', subaction: 'phoneSignIn', lang: 'en', phone },
    });
    const code = /(\d{6})/.exec(t.outbox.at(-1)?.text ?? '')?.[1];
    expect(
      (
        await ok({
          method: 'POST',
          payload: { controller: 'Auth', subaction: 'confirm', lang: 'en', phone, code },
        })
      ).jwt,
    ).toBeTruthy();
    const email = DEMO_CREDENTIALS.customer.email;
    await ok({
      method: 'POST',
      payload: { controller: 'Auth', subaction: 'recover', lang: 'en', email },
    });
    const recovery = /(\d{6})/.exec(t.outbox.at(-1)?.text ?? '')?.[1];
    const session = await ok({
      method: 'POST',
      payload: {
        controller: 'Auth',
        subaction: 'recoverConfirm',
        lang: 'en',
        email,
        code: recovery,
        password: DEMO_CREDENTIALS.customer.password,
      },
    });
    await ok({
      method: 'PUT',
      payload: {
        controller: 'Account',
        subaction: 'updateSettings',
        lang: 'en',
        email: 'other@agency.test',
        currentPassword: DEMO_CREDENTIALS.customer.password,
      },
      token: session.jwt,
    });
    const token = /token=([\w-]+)/.exec(t.outbox.at(-1)?.text ?? '')?.[1];
    expect(
      (
        await ok({
          method: 'POST',
          payload: { controller: 'Auth', subaction: 'confirmEmail', lang: 'en', token },
        })
      ).confirmed,
    ).toBe(true);
    await ok({
      method: 'PUT',
      payload: {
        controller: 'Account',
        subaction: 'updateSettings',
        lang: 'en',
        email,
        currentPassword: DEMO_CREDENTIALS.customer.password,
      },
      token: session.jwt,
    });
    const back = /token=([\w-]+)/.exec(t.outbox.at(-1)?.text ?? '')?.[1];
    await ok({
      method: 'POST',
      payload: { controller: 'Auth', subaction: 'confirmEmail', lang: 'en', token: back },
    });
    expect(
      (
        await ok({
          method: 'POST',
          payload: { controller: 'Auth', subaction: 'signOut', lang: 'en' },
          token: session.jwt,
        })
      ).signedOut,
    ).toBe(true);
  });

  it('migrations are applied once and tracked in schema_migrations', async () => {
    expect(await migrate(t.api.db)).toEqual([]);
    const { rows } = await t.api.db.query<{ version: string }>(
      'select version from schema_migrations',
    );
    expect(rows.map((row) => row.version)).toEqual(
      expect.arrayContaining(['001_schema.sql', '002_post_types_and_read_notifications.sql']),
    );
  });

  it('Auth/socialStart, Auth/socialFinish and Account/unlinkProvider answer as the contract says (providers on loopback)', async () => {
    const social = await startSocialTestApi();
    try {
      const token = await social.passwordSignIn();
      social.provider.accounts.set('conformance', {
        email: 'conformance@example.com',
        email_verified: true,
      });
      const linked = await social.finish(await social.throughGoogle('conformance'), 'en', token);
      expect(linked.status).toBe(200);
      const unlinked = await social.call(
        { controller: 'Account', subaction: 'unlinkProvider', lang: 'en', provider: 'google' },
        token,
      );
      expect(unlinked.status).toBe(200);
    } finally {
      await social.close();
    }
  });

  it('Google/*, Locations/resolveGoogle, Publications/publishGoogle, AgencyGoogle/* and GoogleSync/problems answer as the contract says (the Google double in process)', async () => {
    const g = await startGoogleTestApi();
    try {
      const token = await g.customer();
      const staff = await g.admin();
      const google = (
        subaction: string,
        fields: Record<string, unknown> = {},
        method: 'GET' | 'POST' = 'POST',
      ) =>
        g.ok({
          method,
          payload: { controller: 'Google', subaction, lang: 'en', ...fields },
          token,
        });
      const agency = (
        subaction: string,
        fields: Record<string, unknown> = {},
        method: 'GET' | 'POST' = 'POST',
      ) =>
        g.ok({
          method,
          payload: { controller: 'AgencyGoogle', subaction, lang: 'en', ...fields },
          token: staff,
        });
      await google('status', {}, 'GET');
      expect((await g.connect(token)).status).toBe(200);
      const { rows } = await google('importPreview', {}, 'GET');
      await google('importCommit', {
        choices: rows.map((row: { name: string }) => ({ name: row.name, action: 'create' })),
      });
      const [link] = (
        await g.api.db.query<{ location_id: string; google_name: string }>(
          'select location_id, google_name from google_location_links order by google_name',
        )
      ).rows;
      g.sandbox.control.changeOnGoogleSide(link?.google_name as string, {
        websiteUri: 'https://changed.example/',
      });
      g.advance(nextPullMs(g.now()) - g.now());
      await g.runJobs();
      const resolved = await g.ok({
        method: 'POST',
        payload: {
          controller: 'Locations',
          subaction: 'resolveGoogle',
          lang: 'en',
          id: link?.location_id,
          accept: ['website'],
        },
        token,
      });
      expect(resolved.item.website).toBe('https://changed.example/');
      // The same pull read the listings' reviews: a reply and its removal, queued for Google.
      const review = (
        await g.api.db.query<{ id: string }>(
          "select id from pins where kind = 'reviews' and data ? 'google' order by id limit 1",
        )
      ).rows[0]?.id;
      const replied = await g.ok({
        method: 'POST',
        payload: {
          controller: 'Reviews',
          subaction: 'reply',
          lang: 'en',
          id: review,
          reply: 'Thanks!',
        },
        token,
      });
      expect(replied.item.google.replyState).toBe('waiting');
      await g.ok({
        method: 'POST',
        payload: { controller: 'Reviews', subaction: 'deleteReply', lang: 'en', id: review },
        token,
      });
      // A publication put on the linked listing as a Google post, waiting for the queue.
      const publication = (
        await g.api.db.query<{ id: string }>(
          "select id from pins where kind = 'publications' order by id limit 1",
        )
      ).rows[0]?.id;
      const published = await g.ok({
        method: 'POST',
        payload: {
          controller: 'Publications',
          subaction: 'publishGoogle',
          lang: 'en',
          id: publication,
          locationIds: [link?.location_id],
        },
        token,
      });
      expect(published.item.google[0].state).toBe('waiting');
      await agency('status', {}, 'GET');
      expect((await g.connect(staff, 'agency')).status).toBe(200);
      const { items } = await agency('locations', {}, 'GET');
      const customerId = (
        await g.api.db.query<{ id: string }>(
          "select id from users where email = 'demo@agency.test'",
        )
      ).rows[0]?.id;
      await agency('link', { name: items[0].name, customer: customerId });
      await agency('unlink', { name: items[0].name });
      await g.ok({
        payload: { controller: 'GoogleSync', subaction: 'problems', lang: 'en' },
        token: staff,
      });
      await agency('disconnect');
      await google('disconnect');
    } finally {
      await g.close();
    }
  });

  it('every controller/subaction pair of the contract was answered 200 and matched its schema', () => {
    const missing = CONTRACT_PAIRS.map((pair) => `${pair.controller}/${pair.subaction}`).filter(
      (key) => !answered.has(key),
    );
    expect(missing).toEqual([]);
  });
});
