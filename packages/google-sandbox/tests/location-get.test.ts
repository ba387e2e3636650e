import { describe, expect, it } from 'vitest';
import { DEMO_LOCATION_NAMES } from '../src/index';
import { testSandbox } from './support/test-sandbox';

const GET = `mybusinessbusinessinformation.googleapis.com/v1/${DEMO_LOCATION_NAMES.kyiv}`;

describe('locations.get', () => {
  it('needs a readMask and returns the masked fields', async () => {
    const t = testSandbox();
    const token = await t.merchantToken();
    expect((await t.call('GET', GET, { token })).status).toBe(400);
    const answer = await t.call('GET', `${GET}?readMask=title,phoneNumbers,metadata.placeId`, {
      token,
    });
    expect(answer.body).toEqual({
      name: DEMO_LOCATION_NAMES.kyiv,
      title: 'Зерно — кав’ярня на Хрещатику',
      phoneNumbers: { primaryPhone: '+380 44 555 0101', additionalPhones: ['+380 67 555 0100'] },
      metadata: { placeId: 'ChIJSandboxZernoKyiv01' },
    });
  });

  it('a removed location, or one of another user, is a 404 NOT_FOUND', async () => {
    const t = testSandbox();
    const token = await t.merchantToken();
    const other = await t.call(
      'GET',
      `mybusinessbusinessinformation.googleapis.com/v1/${DEMO_LOCATION_NAMES.odesa}?readMask=title`,
      { token },
    );
    expect(other.status).toBe(404);
    t.sandbox.control.removeLocation(DEMO_LOCATION_NAMES.kyiv);
    const gone = await t.call('GET', `${GET}?readMask=title`, { token });
    expect(gone.status).toBe(404);
    expect(gone.body.error).toEqual({
      code: 404,
      message: 'Requested entity was not found.',
      status: 'NOT_FOUND',
    });
  });
});
