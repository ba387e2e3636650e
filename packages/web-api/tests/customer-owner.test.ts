import { describe, expect, it } from 'vitest';
import { ANONYMOUS } from '../src/access/caller';
import { customerOwner } from '../src/handlers/call-context';
import { WebApiError } from '../src/http/web-api-error';

describe('customerOwner: the account a customer pair acts for', () => {
  it("is the customer session's owner", () => {
    const caller = { ...ANONYMOUS, kind: 'customer' as const, owner: 'owner-1', userId: 'user-1' };
    expect(customerOwner({ caller, lang: 'en' })).toBe('owner-1');
  });

  it('sends a caller without an account (a pair the roles granted to anonymous) to sign in', () => {
    let thrown: unknown = null;
    try {
      customerOwner({ caller: ANONYMOUS, lang: 'ua' });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(WebApiError);
    expect(thrown).toMatchObject({
      status: 410,
      code: 'GONE',
      headers: { location: '/ua/sign-in' },
    });
  });
});
