import type { WebError } from '@agency/core';
import createClient from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrowserApi } from '../src/browser/create-browser-api';
import { json, startUpstream, type TestUpstream } from './support/upstream';

// One error, one message: the host's catalogue hears whether the caller shows field errors itself.
describe('createBrowserApi tells the error catalogue when a form shows the field errors', () => {
  let upstream: TestUpstream;
  beforeAll(async () => {
    upstream = await startUpstream((_req, res) =>
      json(res, 400, {
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'The e-mail or the password is wrong',
        data: { fields: [{ field: 'password', code: 'invalid', message: 'wrong' }] },
      }),
    );
  });
  afterAll(() => upstream.close());

  it('a form’s call is reported with fieldsInline, another call without', async () => {
    const heard: [number, string, boolean][] = [];
    const api = createBrowserApi(createClient({ baseUrl: upstream.url }), {
      lang: () => 'en',
      jwt: () => null,
      onError: (error: WebError, method, fieldsInline) =>
        heard.push([error.statusCode, method, fieldsInline]),
    });
    const payload = { email: 'demo@agency.test', password: 'wrong' };
    await expect(api.call('Auth/signIn', payload, { fieldsInline: true })).rejects.toMatchObject({
      statusCode: 400,
    });
    await expect(api.call('Auth/signIn', payload)).rejects.toMatchObject({ statusCode: 400 });
    expect(heard).toEqual([
      [400, 'POST', true],
      [400, 'POST', false],
    ]);
  });
});
