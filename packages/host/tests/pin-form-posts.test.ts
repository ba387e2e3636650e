import {
  WEB_OPERATIONS,
  type WebOperationData,
  type WebOperationKey,
} from '@agency/contracts/web-operations';
import { matchRoute, type RouteMatch, toWebError } from '@agency/core';
import { BODY_MAX_LENGTH, NAME_MAX_LENGTH, URL_MAX_LENGTH } from '@agency/core/forms';
import { loadPinForms } from '@agency/ui';
import { beforeAll, describe, expect, it } from 'vitest';
import { FORM_MAX_BYTES } from '../src/server/form-post';
import {
  callBody,
  checkRefusal,
  formPostAnswer,
  formPostRules,
  readPostedForm,
} from '../src/server/form-post-decision';
import { FORM_POSTS, type FormPostRule, pinFormPosts } from '../src/server/form-posts';

type Pins = Awaited<ReturnType<typeof loadPinForms>>;

const SPLIT = {
  tuesday: [
    { open: '09:00', close: '13:00' },
    { open: '14:00', close: '19:00' },
  ],
  saturday: [{ open: '00:00', close: '24:00' }],
};
// A stored location as the list answers it, with fields the form does not show (additionalPhones).
const STORED = {
  id: 'loc-1',
  name: 'Split Hours Cafe',
  storeCode: 'HRS-1',
  addressLines: ['Khreshchatyk 1', 'Floor 2'],
  locality: 'Kyiv',
  administrativeArea: null,
  postalCode: null,
  country: 'UA',
  phone: '+380441234567',
  additionalPhones: ['+380441234568'],
  website: null,
  primaryCategory: null,
  additionalCategories: [],
  hours: SPLIT,
  latitude: 50.45,
  longitude: 30.52,
  archivedAt: null,
  updatedAt: '2026-11-20T10:00:00.000Z',
};
const PAGE = { list: { items: [STORED], total: 1, p: 1, pages: 1, perPage: 20 } };

function match(url: string): RouteMatch {
  const matched = matchRoute(url);
  if ('redirect' in matched) throw new Error(`${url} redirects`);
  return matched;
}

// What a browser posts: the form's fields url-encoded, textarea line breaks as CRLF.
function body(form: string, values: Readonly<Record<string, string>>): string {
  const fields = new URLSearchParams({ _form: form });
  for (const [name, value] of Object.entries(values))
    fields.append(name, value.replace(/\n/g, '\r\n'));
  return fields.toString();
}

// The answer a list form's success does not read (it goes back to the list whatever the record).
const UNREAD = {} as WebOperationData<WebOperationKey>;

describe('pin form posts', () => {
  let pins: Pins;
  let rules: readonly FormPostRule[];
  beforeAll(async () => {
    pins = await loadPinForms();
    rules = [...FORM_POSTS, ...pinFormPosts(pins)];
  });
  const locations = () => pins.PIN_FORM_KINDS[0]?.spec ?? expect.fail('no kinds');

  it('each kind list page has its create and edit forms (and sign-out); no other page has them', () => {
    for (const { route } of pins.PIN_FORM_KINDS) {
      const url = `/en/account/pins/${route.replace('account-pins-', '')}`;
      // The locations page also connects and disconnects Google Business Profile (issue 26).
      const google =
        route === 'account-pins-locations' ? ['googleConnect', 'googleDisconnect'] : [];
      // A review from Google is edited in its reply only (issue 27).
      const replies = route === 'account-pins-reviews' ? ['reviewReply', 'reviewDeleteReply'] : [];
      expect(formPostRules(match(url), rules).map((rule) => rule.form)).toEqual([
        ...google,
        'signOut',
        ...replies,
        'pinCreate',
        'pinUpdate',
      ]);
    }
    expect(formPostRules(match('/en/account'), rules).map((rule) => rule.form)).toEqual([
      'signOut',
    ]);
  });

  it('the statistics page connects Google Business Profile as the locations page does (issue 27)', () => {
    const page = formPostRules(match('/ua/account/pins/statistics'), rules);
    const connect = page.find((rule) => rule.form === 'googleConnect');
    expect(page.map((rule) => rule.form)).toEqual(['googleConnect', 'signOut']);
    expect(connect).toMatchObject({ operation: 'Google/connectStart' });
  });

  it("each form's call has the contract's method, as the browser's call sends it (update is a PUT)", () => {
    const page = formPostRules(match('/en/account/pins/reviews'), rules);
    expect(page.map((rule) => [rule.form, WEB_OPERATIONS[rule.operation].method])).toEqual([
      ['signOut', 'POST'],
      ['reviewReply', 'POST'],
      ['reviewDeleteReply', 'POST'],
      ['pinCreate', 'POST'],
      ['pinUpdate', 'PUT'],
    ]);
  });

  it('a reply to a review from Google is posted as typed (Reviews/reply), its removal by id (Reviews/deleteReply); both back to the list', () => {
    const page = formPostRules(match('/en/account/pins/reviews?edit=re2&stars=5'), rules);
    const reply = readPostedForm(
      page,
      body('reviewReply', { id: 're2', reply: ' Дякуємо!\nДо зустрічі ' }),
    );
    if ('status' in reply) throw new Error(reply.text);
    expect(reply.rule.operation).toBe('Reviews/reply');
    expect(callBody(reply.rule, reply.values, null, 'en')).toEqual({
      body: { id: 're2', reply: ' Дякуємо!\nДо зустрічі ' },
    });
    expect(
      formPostAnswer(reply.rule, reply.values, { data: UNREAD }, 'en', { edit: 're2', stars: '5' }),
    ).toEqual({
      kind: 'redirect',
      location: '/en/account/pins/reviews?stars=5',
    });
    const remove = readPostedForm(page, body('reviewDeleteReply', { id: 're2' }));
    if ('status' in remove) throw new Error(remove.text);
    expect([remove.rule.operation, callBody(remove.rule, remove.values, null, 'en')]).toEqual([
      'Reviews/deleteReply',
      { body: { id: 're2' } },
    ]);
    // Only the reviews page has them.
    expect(
      formPostRules(match('/en/account/pins/sites'), rules).map((rule) => rule.form),
    ).not.toContain('reviewReply');
  });

  it('an unchanged edit posted without JavaScript sends what the browser form sends: nothing changed, split hours kept', () => {
    const spec = locations();
    const page = formPostRules(match('/en/account/pins/locations?edit=loc-1'), rules);
    const values = { ...spec.toForm(STORED), id: 'loc-1' };
    const read = readPostedForm(page, body('pinUpdate', values));
    if ('status' in read) throw new Error(read.text);
    expect(read.values).toEqual(values);
    expect(checkRefusal(read.rule, read.values)).toBeNull();
    const sent = callBody(read.rule, read.values, PAGE, 'en');
    expect(sent).toEqual({ body: pins.pinFormPayload(spec, values, STORED) });
    expect(sent).toEqual({ body: { id: 'loc-1', item: {} } });
  });

  it('an edit sends only what changed; values reach the payload as typed (CRLF read as LF)', () => {
    const spec = locations();
    const page = formPostRules(match('/en/account/pins/locations'), rules);
    const values = {
      ...spec.toForm(STORED),
      id: 'loc-1',
      name: ' Split Hours Cafe 2 ',
      addressLines: 'Khreshchatyk 1\nFloor 3',
    };
    const read = readPostedForm(page, body('pinUpdate', values));
    if ('status' in read) throw new Error(read.text);
    expect(read.values.name).toBe(' Split Hours Cafe 2 ');
    expect(read.values.addressLines).toBe('Khreshchatyk 1\nFloor 3');
    expect(callBody(read.rule, read.values, PAGE, 'en')).toEqual({
      body: {
        id: 'loc-1',
        item: { name: 'Split Hours Cafe 2', addressLines: ['Khreshchatyk 1', 'Floor 3'] },
      },
    });
  });

  it('a new location with split hours: the whole item, as the browser form builds it', () => {
    const spec = locations();
    const page = formPostRules(match('/en/account/pins/locations'), rules);
    const values = { ...spec.blank, name: 'New', 'hours.tuesday': '09:00-13:00, 14:00-19:00' };
    const read = readPostedForm(page, body('pinCreate', values));
    if ('status' in read) throw new Error(read.text);
    const sent = callBody(read.rule, read.values, null, 'en');
    expect(sent).toEqual({ body: pins.pinFormPayload(spec, values, null) });
    expect(sent).toMatchObject({
      body: { item: { name: 'New', hours: { tuesday: SPLIT.tuesday } } },
    });
  });

  it("the kind's own check refuses before any call, with form field names; a record gone from the page is a 404 in the page's language", () => {
    const spec = locations();
    const page = formPostRules(match('/en/account/pins/locations'), rules);
    const create = page.find((rule) => rule.form === 'pinCreate');
    const update = page.find((rule) => rule.form === 'pinUpdate');
    if (create === undefined || update === undefined) throw new Error('no pin rules');
    const refused = checkRefusal(create, { ...spec.blank, 'hours.monday': '25:00-26:00' });
    if (refused === null) throw new Error('not refused');
    expect(refused.statusCode).toBe(400);
    expect((refused.data as { fields: { field: string }[] }).fields.map((f) => f.field)).toEqual([
      'name',
      'hours.monday',
    ]);
    const gone = { ...spec.toForm(STORED), id: 'other' };
    expect(callBody(update, gone, PAGE, 'ua')).toMatchObject({
      error: {
        statusCode: 404,
        code: 'NOT_FOUND',
        message: 'Цього запису більше немає на сторінці',
      },
    });
    expect(callBody(update, gone, PAGE, 'es')).toMatchObject({
      error: { message: 'El registro ya no está en esta página' },
    });
  });

  it('success goes back to the list with its query, without the open form; failure renders the values', () => {
    const create = formPostRules(match('/ua/account/pins/sites'), rules).find(
      (rule) => rule.form === 'pinCreate',
    );
    if (create === undefined) throw new Error('no pin rules');
    expect(
      formPostAnswer(create, {}, { data: UNREAD }, 'ua', { q: 'demo', edit: 'new', sort: 'name' }),
    ).toEqual({ kind: 'redirect', location: '/ua/account/pins/sites?q=demo&sort=name' });
    const error = toWebError(409, { statusCode: 409, code: 'CONFLICT', message: 'Taken' });
    expect(formPostAnswer(create, { name: 'x' }, { error }, 'ua')).toMatchObject({
      kind: 'render',
      status: 400,
      posted: { form: 'pinCreate', values: { name: 'x' } },
    });
  });

  it('every pin form filled to its limits in Cyrillic fits the host form body limit', () => {
    for (const { spec } of pins.PIN_FORM_KINDS) {
      const longest = (name: string) => {
        const field = spec.fields.find((candidate) => candidate.name === name);
        const max = field?.input?.maxLength;
        if (typeof max === 'number') return max;
        if (field?.kind === 'textarea' || field?.kind === 'lines') return BODY_MAX_LENGTH;
        return field?.kind === 'url' ? URL_MAX_LENGTH : NAME_MAX_LENGTH;
      };
      const values = Object.fromEntries(
        pins.pinFormFields(spec).map((name) => [name, 'я'.repeat(longest(name))]),
      );
      expect(body('pinUpdate', values).length, spec.kind).toBeLessThanOrEqual(FORM_MAX_BYTES);
    }
  });
});
