import { isWebUrl } from '@agency/core/forms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContractValidator } from '../src/access/contract-validator';
import { expectContractAnswer, startTestApi, type TestApi } from './support/test-api';

const ADDRESSES = [
  'https://coffee-point.example',
  'http://localhost:3000/x',
  'HTTP://Coffee.Example/a?b#c',
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'ftp://files.example/a',
  'data:text/html,x',
  'https://intranet',
  'https://user@evil.example',
  'mailto:a@b.example',
];

describe('web-address fields accept only http(s), as the core rule says', () => {
  let t: TestApi;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApi();
    admin = await t.adminSignIn();
  });
  afterAll(() => t.close());

  it.each(ADDRESSES)(
    'Clients.website %s: the backend agrees with core isWebUrl',
    async (website) => {
      const payload = {
        controller: 'Clients',
        subaction: 'create',
        lang: 'en',
        item: { name: `Client ${website.length}`, website },
      };
      const answer = await t.call({ method: 'POST', payload, token: admin });
      expectContractAnswer(payload, answer);
      expect(answer.status).toBe(isWebUrl(website) ? 200 : 400);
      if (!isWebUrl(website)) {
        expect(answer.body.data.fields).toContainEqual(
          expect.objectContaining({ field: 'item.website' }),
        );
      }
    },
  );

  it('every format: uri field of the contract carries the same rule', () => {
    const validator = createContractValidator();
    const item = (website: string) => ({
      controller: 'Locations',
      subaction: 'create',
      lang: 'en',
      item: { name: 'x', website },
    });
    for (const address of ADDRESSES) {
      const errors = validator
        .check('LocationsCreateRequest', item(address))
        .filter((error) => error.field === 'item.website');
      expect(errors.length === 0, address).toBe(isWebUrl(address));
    }
  });
});
