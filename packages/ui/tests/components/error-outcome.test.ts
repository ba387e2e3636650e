import { type Action, toWebError } from '@agency/core';
import { describe, expect, it } from 'vitest';
import { applyErrorOutcome, browserErrorOutcome } from '../../src/components/error-outcome';

function applied(error: ReturnType<typeof toWebError>, method: string) {
  const actions: Action[] = [];
  const redirects: string[] = [];
  const outcome = browserErrorOutcome(error, method);
  applyErrorOutcome(
    outcome,
    (action) => actions.push(action),
    (to) => redirects.push(to),
  );
  return { outcome, actions, redirects };
}

describe('the browser error outcome (R8) and its application', () => {
  it('a 400 opens a danger notification with the server text', () => {
    const { actions, redirects } = applied(toWebError(400, { message: 'Name is taken' }), 'POST');
    expect(actions).toEqual([
      {
        type: 'notification/opened',
        notification: { type: 'danger', messageId: 'error.badRequest', text: 'Name is taken' },
      },
    ]);
    expect(redirects).toEqual([]);
  });

  it('a 410 on GET follows its same-origin location; on POST it is "Permission denied"', () => {
    const get = applied(toWebError(410, null, { location: '/sign-in' }), 'GET');
    expect(get.redirects).toEqual(['/sign-in']);
    expect(get.actions).toEqual([]);
    const post = applied(toWebError(410, null), 'POST');
    expect(post.actions).toEqual([
      {
        type: 'notification/opened',
        notification: { type: 'danger', messageId: 'error.permissionDenied' },
      },
    ]);
  });

  it('an outcome of none does nothing', () => {
    const { outcome, actions, redirects } = applied(toWebError(409, null), 'POST');
    expect(outcome).toEqual({ kind: 'none' });
    expect([...actions, ...redirects]).toEqual([]);
  });
});
