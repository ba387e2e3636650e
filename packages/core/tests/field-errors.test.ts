import { describe, expect, it } from 'vitest';
import { hasFieldErrors, toWebError } from '../src/index';

describe('rule: one error, one message (a refusal that names fields is shown beside them)', () => {
  it('a wrong password names its field', () => {
    const refused = toWebError(400, {
      code: 'VALIDATION_FAILED',
      message: 'The e-mail or the password is wrong',
      data: { fields: [{ field: 'password', code: 'invalid', message: 'wrong' }] },
    });
    expect(hasFieldErrors(refused)).toBe(true);
  });

  it.each([
    ['no data', toWebError(400, { message: 'Nothing to save' })],
    ['an empty list', toWebError(400, { data: { fields: [] } })],
    ['fields that are not a list', toWebError(400, { data: { fields: 'password' } })],
    ['a data value that is not an object', toWebError(400, { data: 7 })],
  ])('%s: nothing stands beside a field, so the notification tells it', (_, refused) => {
    expect(hasFieldErrors(refused)).toBe(false);
  });
});
