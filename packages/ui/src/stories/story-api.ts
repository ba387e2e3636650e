import { toWebError } from '@agency/core';
import { type WebApi, webApiOver } from '../provider/web-api';

const SESSION = {
  jwt: 'story.jwt.token',
  alternate: { owner: 'story-owner', sid: 'story-sid', name: 'Demo Coffee' },
};

// Stories show real form behaviour without a backend: a second of latency, and the contract's
// 400 answer for the documented wrong inputs (password "wrong", code 000000).
function answer(subaction: string, payload: Record<string, unknown>): unknown {
  if (payload.password === 'wrong' || payload.code === '000000') {
    const field = payload.code === '000000' ? 'code' : 'password';
    throw toWebError(400, {
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'Invalid',
      data: { fields: [{ field, code: 'invalid', message: 'invalid' }] },
    });
  }
  if (subaction === 'phoneSignIn' || subaction === 'recover')
    return { sent: true, expiresIn: 600, attempts: 5 };
  if (subaction === 'confirmEmail') return { confirmed: true, email: 'demo@agency.test' };
  return SESSION;
}

/** The stories' /web: answers the Auth calls after a second, refusing the documented wrong inputs. */
export const storyApi: WebApi = webApiOver(
  (request) =>
    new Promise((resolve, reject) => {
      setTimeout(() => {
        try {
          resolve({ data: answer(request.subaction, request.payload ?? {}) });
        } catch (error) {
          reject(error);
        }
      }, 1000);
    }),
);
