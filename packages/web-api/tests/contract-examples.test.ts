import { contract } from '@agency/contracts';
import { describe, expect, it } from 'vitest';
import { TOKEN_TTL_SECONDS } from '../src/auth/tokens';
import { DEMO_CREDENTIALS } from '../src/seed/demo-credentials';

// An integrator tries the reference's examples against a demo site: they must sign in there.
function examplesOf(schema: string): Record<string, unknown>[] {
  const found = contract.components.schemas[schema]?.examples;
  return Array.isArray(found) ? (found as Record<string, unknown>[]) : [];
}

describe("the contract's sign-in examples", () => {
  it('use the demo customer seeded in demo mode', () => {
    const { email, password, phone } = DEMO_CREDENTIALS.customer;
    expect(examplesOf('AuthSignInRequest')).toEqual([expect.objectContaining({ email, password })]);
    expect(examplesOf('AccountChangePasswordRequest')).toEqual([
      expect.objectContaining({ currentPassword: password }),
    ]);
    expect(examplesOf('AuthPhoneSignInRequest')).toEqual([expect.objectContaining({ phone })]);
    expect(examplesOf('AuthRecoverRequest')).toEqual([expect.objectContaining({ email })]);
  });

  it('use the demo admin seeded in demo mode', () => {
    const { email, password } = DEMO_CREDENTIALS.admin;
    expect(examplesOf('AdminLoginRequest')).toEqual([expect.objectContaining({ email, password })]);
  });
});

describe("the contract's token lifetimes", () => {
  it('are the ones the backend signs (hours and exp seconds)', () => {
    const text = (contract.info as { description?: string }).description ?? '';
    const { customer, admin } = TOKEN_TTL_SECONDS;
    expect(text).toContain(`a customer token lives ${customer / 3600} hours`);
    expect(text).toContain(`an admin token ${admin / 3600} hours`);
    expect(text).toContain(`\`iat\` + ${customer} or ${admin}`);
  });
});
