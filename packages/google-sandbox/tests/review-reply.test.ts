import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT_NAMES, DEMO_LOCATION_NAMES } from '../src/index';
import { testSandbox } from './support/test-sandbox';

const LVIV_ID = DEMO_LOCATION_NAMES.lviv.split('/')[1];
const REVIEW = `mybusiness.googleapis.com/v4/${DEMO_ACCOUNT_NAMES.merchantGroup}/locations/${LVIV_ID}/reviews/AbFvOqLVIV01`;

describe('reviews.updateReply and deleteReply', () => {
  it('PUT …/reply creates the reply and answers it with its update time', async () => {
    const t = testSandbox();
    const token = await t.merchantToken();
    const answer = await t.call('PUT', `${REVIEW}/reply`, {
      token,
      json: { comment: 'Дякуємо, Марто!' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      comment: 'Дякуємо, Марто!',
      updateTime: '2025-06-02T09:00:00.000Z',
    });
    expect((await t.call('GET', REVIEW, { token })).body.reviewReply).toEqual(answer.body);
  });

  it('the limit is 4096 UTF-8 bytes: 2048 Cyrillic letters pass, 2049 do not', async () => {
    const t = testSandbox();
    const token = await t.merchantToken();
    expect(
      (await t.call('PUT', `${REVIEW}/reply`, { token, json: { comment: 'я'.repeat(2048) } }))
        .status,
    ).toBe(200);
    const over = await t.call('PUT', `${REVIEW}/reply`, {
      token,
      json: { comment: 'я'.repeat(2049) },
    });
    expect(over.status).toBe(400);
    expect(over.body.error).toMatchObject({ code: 400, status: 'INVALID_ARGUMENT' });
    expect(over.body.error.details[0].errorDetails[0]).toMatchObject({ field: 'comment' });
    expect(
      (await t.call('PUT', `${REVIEW}/reply`, { token, json: { comment: 'a'.repeat(4096) } }))
        .status,
    ).toBe(200);
    expect(
      (await t.call('PUT', `${REVIEW}/reply`, { token, json: { comment: 'a'.repeat(4097) } }))
        .status,
    ).toBe(400);
  });

  it('an empty comment or a body that is not a ReviewReply is a 400', async () => {
    const t = testSandbox();
    const token = await t.merchantToken();
    for (const json of [{ comment: '  ' }, { comment: 5 }, { text: 'hi' }, []]) {
      expect(
        (await t.call('PUT', `${REVIEW}/reply`, { token, json })).status,
        JSON.stringify(json),
      ).toBe(400);
    }
  });

  it('DELETE …/reply removes the reply; deleting again is a 404', async () => {
    const t = testSandbox();
    const token = await t.merchantToken();
    const replied = REVIEW.replace('LVIV01', 'LVIV02');
    expect((await t.call('DELETE', `${replied}/reply`, { token })).body).toEqual({});
    expect((await t.call('GET', replied, { token })).body.reviewReply).toBeUndefined();
    expect((await t.call('DELETE', `${replied}/reply`, { token })).status).toBe(404);
  });
});
