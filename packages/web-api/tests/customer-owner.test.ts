import { describe, expect, it } from 'vitest';
import { type AdminCaller, ANONYMOUS, type CustomerCaller } from '../src/access/caller';
import { WebApiError } from '../src/base/web-api-error';
import { customerOwner } from '../src/context/call-context';

describe('customerOwner: the account a customer pair acts for', () => {
  it("is the customer session's owner", () => {
    const caller: CustomerCaller = {
      kind: 'customer',
      roles: ['customer'],
      userId: 'user-1',
      email: null,
      owner: 'owner-1',
      sid: 'session-1',
    };
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

  it('sends an admin (a pair the roles granted to admins) to sign in as a customer', () => {
    const caller: AdminCaller = {
      kind: 'admin',
      roles: ['admin'],
      userId: 'admin-1',
      email: 'admin@example.com',
      sid: 'session-2',
    };
    expect(() => customerOwner({ caller, lang: 'en' })).toThrow(
      expect.objectContaining({ status: 410, headers: { location: '/en/sign-in' } }),
    );
  });
});
