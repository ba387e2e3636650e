import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constraintAnswer } from '../src/db/constraint-answer';
import { DEMO_CREDENTIALS } from '../src/index';
import { expectContractAnswer, startTestApi, type TestApi } from './support/test-api';

// What PostgreSQL says and we never pass on: index expressions, key values.
function expectOurWords(body: { message: string; data: unknown }) {
  const text = JSON.stringify(body);
  expect(text).not.toMatch(/Key \(|lower\(|already exists|violates|constraint/);
}

describe('constraint violations are answered in our words, with the field named', () => {
  let t: TestApi;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApi();
    admin = await t.adminSignIn();
  });
  afterAll(() => t.close());

  it('a second user with a used e-mail: 409, field item.email, no server detail', async () => {
    const payload = {
      controller: 'Users',
      subaction: 'create',
      lang: 'en',
      item: {
        kind: 'customer',
        name: 'Copy',
        email: DEMO_CREDENTIALS.customer.email.toUpperCase(),
        roles: ['customer'],
      },
    };
    const answer = await t.call({ method: 'POST', payload, token: admin });
    expectContractAnswer(payload, answer);
    expect(answer.status).toBe(409);
    expect(answer.body.data.fields).toEqual([
      { field: 'item.email', code: 'duplicate', message: 'This value is already used' },
    ]);
    expectOurWords(answer.body);
    expect(JSON.stringify(answer.body)).not.toContain(DEMO_CREDENTIALS.customer.email);
  });

  it('a role with a used name: 409, field item.name, no server detail', async () => {
    const payload = {
      controller: 'Roles',
      subaction: 'create',
      lang: 'en',
      item: { name: 'customer', description: 'again' },
    };
    const answer = await t.call({ method: 'POST', payload, token: admin });
    expectContractAnswer(payload, answer);
    expect(answer.status).toBe(409);
    expect(answer.body.data.fields[0]).toMatchObject({ field: 'item.name', code: 'duplicate' });
    expectOurWords(answer.body);
  });

  it('maps each constraint class and leaves other errors alone', () => {
    const duplicate = constraintAnswer({
      code: '23505',
      detail: 'Key (kind, lower(email))=(customer, a@b.c) already exists.',
    });
    expect(duplicate?.status).toBe(409);
    expect(duplicate?.details?.fields?.[0]?.field).toBe('item.email');
    expect(JSON.stringify(duplicate)).not.toContain('a@b.c');
    const reference = constraintAnswer({
      code: '23503',
      detail: 'Key (role_name)=(nobody) is not present in table "roles".',
    });
    expect(reference?.status).toBe(400);
    expect(reference?.details?.fields?.[0]).toMatchObject({
      field: 'item.roleName',
      code: 'reference',
    });
    expect(JSON.stringify(reference)).not.toContain('nobody');
    expect(constraintAnswer({ code: '23514', detail: 'Failing row contains (x).' })?.status).toBe(
      400,
    );
    expect(constraintAnswer({ code: '23502', column: 'name' })?.details?.fields?.[0]?.field).toBe(
      'item.name',
    );
    expect(
      constraintAnswer(
        { code: '23505' },
        { field: () => 'email', duplicate: 'auth.emailTaken' },
      )?.body('ru').message,
    ).toBe('Этот e-mail уже использует другой аккаунт');
    expect(constraintAnswer(new Error('boom'))).toBeNull();
    expect(constraintAnswer({ code: '42P01' })).toBeNull();
  });
});
