import type { WebError } from '@agency/core';
import createClient from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrowserApi } from '../src/browser/create-browser-api';
import { json, startUpstream, type TestUpstream } from './support/upstream';

// One error, one message: the host's catalogue (the notification) does not hear of field errors a form shows.
describe('createBrowserApi leaves field errors a form shows to the form', () => {
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

  it('a form’s refused call is not reported to the catalogue; a call that shows no fields is', async () => {
    const heard: [number, string][] = [];
    const api = createBrowserApi(createClient({ baseUrl: upstream.url }), {
      lang: () => 'en',
      jwt: () => null,
      onError: (error: WebError, method) => heard.push([error.statusCode, method]),
    });
    const payload = { email: 'demo@agency.test', password: 'wrong' };
    await expect(api.call('Auth/signIn', payload, { fieldsInline: true })).rejects.toMatchObject({
      statusCode: 400,
    });
    await expect(api.call('Auth/signIn', payload)).rejects.toMatchObject({ statusCode: 400 });
    expect(heard).toEqual([[400, 'POST']]);
  });
});
