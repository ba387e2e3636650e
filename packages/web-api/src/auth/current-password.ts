import { fieldError } from '../base/web-api-error';
import type { CallContext } from '../context/call-context';
import { verifyPassword } from './password';
import { passwordAccountKey, startPasswordCheck } from './password-attempts';

/** Who confirms a sensitive change with their password. */
export interface PasswordOwner {
  id: string;
  kind: 'customer' | 'admin';
  email: string | null;
  password_hash: string | null;
}

/**
 * Checks the current password of a signed-in person before a sensitive change. The guess is counted
 * like a sign-in attempt of that address (the same counter, so a stolen token cannot guess freely).
 */
export async function checkCurrentPassword(
  ctx: CallContext,
  person: PasswordOwner,
  password: string | undefined,
): Promise<void> {
  if (password === undefined)
    throw fieldError('currentPassword', 'required', 'password.currentRequired');
  const check = await startPasswordCheck(
    ctx.db,
    passwordAccountKey(person.kind, person.email ?? person.id),
    ctx.ipKey,
    ctx.now(),
  );
  if (!(await verifyPassword(password, person.password_hash)))
    throw fieldError('currentPassword', 'invalid', 'password.currentWrong');
  await check.passed();
}
