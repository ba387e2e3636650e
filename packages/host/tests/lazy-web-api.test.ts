import type { WebApi } from '@agency/ui';
import { webApiOver } from '@agency/ui/web-api';
import { describe, expect, it } from 'vitest';
import { lazyWebApi } from '../src/browser/lazy-web-api';

describe('lazyWebApi', () => {
  it('loads the client with the first call, once, and passes every call and answer through', async () => {
    const sent: string[] = [];
    let loads = 0;
    const api: WebApi = lazyWebApi(async () => {
      loads += 1;
      return webApiOver(async (request) => {
        sent.push(`${request.method} ${request.controller}/${request.subaction}`);
        return { data: { lang: 'en' } };
      });
    });
    expect(loads).toBe(0);
    const [first, second] = await Promise.all([
      api.call('Account/settings', {}),
      api.call('Account/changePassword', { currentPassword: 'a', newPassword: 'b' }),
    ]);
    expect(loads).toBe(1);
    expect(sent).toEqual(['GET Account/settings', 'POST Account/changePassword']);
    expect(first.data).toEqual({ lang: 'en' });
    expect(second.data).toEqual({ lang: 'en' });
  });

  it('rejects a call as the loaded client does', async () => {
    const api = lazyWebApi(async () =>
      webApiOver(async () => {
        throw new Error('offline');
      }),
    );
    await expect(api.call('Account/settings', {})).rejects.toThrow('offline');
  });
});
