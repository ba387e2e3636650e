import { describe, expect, it } from 'vitest';
import { createContractValidator } from '../src/access/contract-validator';
import { socialConfigOf } from '../src/auth/social-config';
import { createSocialSignIn } from '../src/auth/social-providers';
import { createTokenService } from '../src/auth/tokens';
import { openDb } from '../src/db/open-db';
import { createGoogleJobs } from '../src/google/google-job-kinds';
import { createWebCallAnswerer, type HandlerDeps, urlPath } from '../src/http/answer-web-call';
import { seedIfEmpty } from '../src/seed/seed';
import { databaseImage } from './support/fresh-database';

describe('"no query string is logged anywhere, on any path"', () => {
  it.each([
    ['/web?token=abc', '/web'],
    ['/web#x?token=abc', '/web'],
    ['/web', '/web'],
    ['/', '/'],
  ])('the logged path of %s is %s', (target, path) => {
    expect(urlPath(target)).toBe(path);
  });

  it('a 500 on a GET is logged at error level with its path and stack, never its query string', async () => {
    const db = await openDb({ inMemory: true, image: databaseImage('none') });
    try {
      await seedIfEmpty(db, Date.now(), false);
      const info: string[] = [];
      const errors: string[] = [];
      const secret = new TextEncoder().encode('test-secret-of-at-least-thirty-two-characters');
      const deps: HandlerDeps = {
        db,
        // A page load (the confirmation link's page), failing inside its handler.
        handlers: {
          'Index/index': () => {
            throw new Error('handler broke');
          },
        },
        tokens: createTokenService(secret, Date.now),
        secret,
        now: Date.now,
        siteUrl: '',
        log: (line) => info.push(line),
        logError: (line) => errors.push(line),
        queryValidator: createContractValidator({ coerceTypes: true }),
        bodyValidator: createContractValidator(),
        social: createSocialSignIn(socialConfigOf({}, {})),
        google: null,
        googleJobs: createGoogleJobs(null),
        leads: { email: null, webhook: null, challengeKey: null },
      };
      const answer = await createWebCallAnswerer(deps)({
        method: 'GET',
        url: '/web?controller=Index&subaction=index&lang=en&route=%2Fen%2Femail-confirmation&token=secret-token-0123456789',
        authorization: undefined,
        contentType: undefined,
        contentLength: undefined,
        requestId: 'req-1',
        userAgent: '',
        ip: '127.0.0.1',
        chunks: async function* () {},
      });
      expect(answer.status).toBe(500);
      expect(info).toEqual([]);
      expect(errors).toHaveLength(1);
      expect(errors[0]).toContain('req-1 GET /web: Error: handler broke');
      expect(errors.join('\n')).not.toContain('secret-token');
    } finally {
      await db.close();
    }
  });
});
