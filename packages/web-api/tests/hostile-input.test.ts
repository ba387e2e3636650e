import { FORMAT_INPUT_MAX_LENGTH } from '@agency/core/forms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boundedRegExp } from '../src/access/contract-validator';
import { PAYLOAD_MAX_DEPTH } from '../src/http/read-payload';
import { splitAnchor } from '../src/pages/render-content';
import { startTestApi, type TestApi } from './support/test-api';

// Security round 3: inputs whose size or shape once drove the CPU or the stack. Each test judges the
// answer (status, fields, rendered text), never a duration.
describe('hostile input: size and shape never stall or crash a call', () => {
  let t: TestApi;
  let customer: string;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApi();
    customer = await t.signIn();
    admin = await t.adminSignIn();
  });
  afterAll(() => t.close());

  it.each([
    ['100,000 dots then @', `http://a${'.'.repeat(100_000)}@`],
    ['32 KB of dots', `http://a${'.'.repeat(32_000)}`],
    ['a long well-formed address', `https://a.example/${'p'.repeat(3000)}`],
  ])('a site URL of %s is a 400 naming url, its length first', async (_name, url) => {
    const answer = await t.call({
      method: 'POST',
      payload: { controller: 'Sites', subaction: 'create', lang: 'en', item: { name: 'x', url } },
      token: customer,
      raw: {
        type: 'application/json',
        body: JSON.stringify({
          controller: 'Sites',
          subaction: 'create',
          lang: 'en',
          item: { name: 'x', url },
        }),
      },
    });
    expect(answer.status).toBe(answer.status === 413 ? 413 : 400);
    if (answer.status === 400) {
      const codes = answer.body.data.fields
        .filter((field: { field: string }) => field.field === 'item.url')
        .map((field: { code: string }) => field.code);
      expect(codes).toContain('maxLength');
      // The length bound runs before the pattern: even a well-formed long address fails it.
      expect(codes).toContain('pattern');
    }
  });

  it('a payload with thousands of bad values answers with the first 50 field errors only', async () => {
    const phones = Array.from({ length: 3000 }, () => 'not a phone');
    const answer = await t.call({
      method: 'POST',
      payload: {
        controller: 'Locations',
        subaction: 'create',
        lang: 'en',
        item: { name: 'x', additionalPhones: phones, addressLines: phones },
      },
      token: customer,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.data.fields).toHaveLength(50);
  });

  it('a web address with empty host labels is refused by the contract', async () => {
    const answer = await t.call({
      method: 'POST',
      payload: {
        controller: 'Sites',
        subaction: 'create',
        lang: 'en',
        item: { name: 'x', url: 'http://a..example/', status: 'live' },
      },
      token: customer,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.data.fields).toContainEqual(
      expect.objectContaining({ field: 'item.url', code: 'pattern' }),
    );
  });

  it.each([
    ['arrays', (depth: number) => `{"x":${'['.repeat(depth)}${']'.repeat(depth)}}`],
    ['objects', (depth: number) => `{"x":${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}}`],
  ])('a body of %s nested 5,000 deep is a clear 400, not a 500', async (_name, body) => {
    const answer = await t.call({
      method: 'POST',
      payload: {},
      token: customer,
      // The language rides inside the body, which is never read past its depth: the answer is Russian.
      raw: { type: 'application/json', body: body(5000) },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('BAD_REQUEST');
    expect(answer.body.message).toBe(`Данные запроса вложены глубже ${PAYLOAD_MAX_DEPTH} уровней`);
  });

  it('a body nested just within the bound reaches the validator (a field error, not the depth refusal)', async () => {
    const depth = PAYLOAD_MAX_DEPTH - 1;
    const answer = await t.call({
      method: 'POST',
      payload: {},
      token: customer,
      raw: {
        type: 'application/json',
        body: `{"controller":"Sites","subaction":"create","lang":"en","item":{"name":"x","url":"https://a.example","extra":${'['.repeat(depth - 2)}${']'.repeat(depth - 2)}}}`,
      },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('VALIDATION_FAILED');
  });

  it('a privacy policy heading of 40,000 spaces renders its text (the anchor is read by position)', async () => {
    const content = `## a${' '.repeat(40_000)}x\n\nText.\n\n## Contact {#contact}\n\nMail us.`;
    const answer = await t.call({
      method: 'POST',
      payload: { controller: 'Pages', subaction: 'preview', lang: 'en', content },
      token: admin,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.sections.map((s: { id: string; heading: string }) => s.id)).toEqual([
      'section-1',
      'contact',
    ]);
    expect(answer.body.data.sections[0].heading).toBe(`a${' '.repeat(40_000)}x`);
  });
});

describe('a heading anchor `{#id}` read by position', () => {
  it.each([
    ['Who we are {#about}', { text: 'Who we are', anchor: 'about' }],
    ['Who we are   {#about}   ', { text: 'Who we are', anchor: 'about' }],
    ['Who we are', { text: 'Who we are', anchor: null }],
    ['Who {#we} are', { text: 'Who {#we} are', anchor: null }],
    ['Bad {#Upper}', { text: 'Bad {#Upper}', anchor: null }],
    ['Empty {#}', { text: 'Empty {#}', anchor: null }],
    [`a${' '.repeat(1000)}{x`, { text: `a${' '.repeat(1000)}{x`, anchor: null }],
  ])('%j', (inline, expected) => {
    expect(splitAnchor(inline)).toEqual(expected);
  });
});

describe("the contract's pattern engine bounds the length first", () => {
  it('a text past the bound is refused even where its pattern matches', () => {
    const pattern = boundedRegExp('^a+$', 'u');
    expect(pattern.test('a'.repeat(FORMAT_INPUT_MAX_LENGTH))).toBe(true);
    expect(pattern.test('a'.repeat(FORMAT_INPUT_MAX_LENGTH + 1))).toBe(false);
  });

  it('each compiled pattern names its own source (ajv keeps one per name)', () => {
    expect(String(boundedRegExp('^a$', 'u'))).toBe('/^a$/u');
    expect(String(boundedRegExp('^b$', 'u'))).not.toBe(String(boundedRegExp('^a$', 'u')));
  });
});
