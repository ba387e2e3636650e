import { networkError, toWebError } from '@agency/core';
import { describe, expect, it } from 'vitest';
import {
  formPostAnswer,
  isCrossSite,
  readPostedForm,
  refuseFormPost,
} from '../src/server/form-post-decision';
import { FORM_POSTS, type FormPostRule } from '../src/server/form-posts';

const PUBLIC = 'https://agency.example';
const FORM = { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' };

function rule(name: string): FormPostRule {
  const found = FORM_POSTS.find((candidate) => candidate.form === name);
  if (found === undefined) throw new Error(`no rule ${name}`);
  return found;
}

describe('form post decisions', () => {
  it.each([
    [{ 'sec-fetch-site': 'same-origin', origin: 'https://evil.example' }, false],
    [{ 'sec-fetch-site': 'same-site' }, true],
    [{ 'sec-fetch-site': 'cross-site' }, true],
    [{ 'sec-fetch-site': 'none' }, true],
    [{ origin: PUBLIC }, false],
    [{ origin: 'http://127.0.0.1:4000', host: '127.0.0.1:4000' }, false],
    [{ origin: 'https://agency.example.evil.example' }, true],
    [{ origin: 'null' }, true],
    [{}, false],
  ])('isCrossSite(%j) is %s', (headers, expected) => {
    expect(isCrossSite(headers, PUBLIC)).toBe(expected);
  });

  it('refuses a cross-site post (403) before looking at its type, and anything but a url-encoded form (415)', () => {
    expect(refuseFormPost({ ...FORM, origin: 'https://evil.example' }, PUBLIC)?.status).toBe(403);
    expect(
      refuseFormPost({ 'content-type': 'multipart/form-data; boundary=x' }, PUBLIC)?.status,
    ).toBe(415);
    expect(refuseFormPost({}, PUBLIC)?.status).toBe(415);
    expect(refuseFormPost(FORM, PUBLIC)).toBeNull();
  });

  it('reads the named form: fields trimmed, secrets untouched, missing ones empty, others dropped', () => {
    const read = readPostedForm(
      [rule('signIn'), rule('phoneSignIn')],
      '_form=signIn&email=+a%40b.c+&password=+x+&role=admin',
    );
    expect(read).toEqual({ rule: rule('signIn'), values: { email: 'a@b.c', password: ' x ' } });
    expect(readPostedForm([rule('signIn')], '_form=signIn')).toMatchObject({
      values: { email: '', password: '' },
    });
    expect(readPostedForm([rule('signIn')], '_form=changePassword')).toMatchObject({ status: 400 });
    expect(readPostedForm([rule('signIn')], '')).toMatchObject({ status: 400 });
  });

  it('a refused call renders the form again: 400 for the visitor, 429 when told to wait, 502/504 for the backend; never a secret', () => {
    const values = { email: 'a@b.c', password: 'secret' };
    const refused = toWebError(
      400,
      { statusCode: 400, code: 'VALIDATION_FAILED', message: '' },
      { 'x-a': '1' },
    );
    expect(formPostAnswer(rule('signIn'), values, { error: refused }, 'en')).toEqual({
      kind: 'render',
      status: 400,
      posted: { form: 'signIn', values: { email: 'a@b.c' }, error: { ...refused, headers: {} } },
    });
    const status = (error: ReturnType<typeof networkError>) => {
      const answer = formPostAnswer(rule('signIn'), values, { error }, 'en');
      return answer.kind === 'render' ? answer.status : answer.kind;
    };
    expect(status(toWebError(429, null))).toBe(429);
    expect(status(toWebError(500, null))).toBe(502);
    expect(status(networkError())).toBe(502);
    expect(status(networkError('TIMEOUT'))).toBe(504);
  });

  it('success follows the rule: a session sets the cookie, a first step renders done, a gone session still signs out', () => {
    expect(formPostAnswer(rule('signIn'), {}, { data: { jwt: 'a.b.c' } }, 'ua')).toEqual({
      kind: 'redirect',
      location: '/ua/account',
      session: 'a.b.c',
    });
    expect(
      formPostAnswer(
        rule('recover'),
        { email: 'a@b.c' },
        { data: { sent: true, expiresIn: 600, attempts: 5 } },
        'en',
      ),
    ).toEqual({
      kind: 'render',
      status: 200,
      posted: { form: 'recover', values: { email: 'a@b.c' }, error: null, done: true },
    });
    expect(formPostAnswer(rule('signOut'), {}, { error: toWebError(410, null) }, 'en')).toEqual({
      kind: 'redirect',
      location: '/en/sign-in',
      session: null,
    });
  });
});
