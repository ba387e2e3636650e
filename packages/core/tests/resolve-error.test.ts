import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { networkError, toWebError } from '../src/errors';
import { MESSAGE_TEXTS_EN } from '../src/messages';
import { NOTIFICATION_KIND } from '../src/notification-kind';
import { type ErrorOutcome, type ResolveErrorOptions, resolveError } from '../src/resolve-error';
import { isSameOriginPath } from '../src/same-origin-path';

const browser = (method = 'GET', showErrors = true): ResolveErrorOptions => ({
  side: 'browser',
  method,
  showErrors,
});
const server = (method = 'GET', showErrors = true): ResolveErrorOptions => ({
  side: 'server',
  method,
  showErrors,
});
const gone = (location?: string) =>
  toWebError(410, { code: 'GONE' }, location === undefined ? {} : { location });
const NONE: ErrorOutcome = { kind: 'none' };

describe('resolveError: the error catalogue of R8', () => {
  it.each<[string, ReturnType<typeof toWebError>, ResolveErrorOptions, ErrorOutcome]>([
    [
      "400, error display on: danger notification with the body's error text",
      toWebError(400, { message: 'Phone number is invalid' }),
      browser('POST'),
      {
        kind: 'notify',
        type: 'danger',
        messageId: 'error.badRequest',
        text: 'Phone number is invalid',
      },
    ],
    [
      "400, error display on (server side too): danger notification with the body's error text",
      toWebError(400, { error: 'Unknown subaction' }),
      server(),
      { kind: 'notify', type: 'danger', messageId: 'error.badRequest', text: 'Unknown subaction' },
    ],
    [
      '400 whose body has no text: danger notification with the generic bad-request message',
      toWebError(400, '<html>'),
      browser(),
      { kind: 'notify', type: 'danger', messageId: 'error.badRequest' },
    ],
    [
      '400, error display off: nothing',
      toWebError(400, { message: 'x' }),
      browser('GET', false),
      NONE,
    ],
    [
      "404, error display on, browser: notification 'Something went wrong. We are working hard to fix this)'",
      toWebError(404, {}),
      browser(),
      { kind: 'notify', type: 'danger', messageId: 'error.notFound' },
    ],
    [
      '404, error display on, server: 307 redirect to /404',
      toWebError(404, {}),
      server(),
      { kind: 'redirect', status: 307, location: '/404' },
    ],
    ['404, error display off, browser: nothing', toWebError(404, {}), browser('GET', false), NONE],
    ['404, error display off, server: nothing', toWebError(404, {}), server('GET', false), NONE],
    [
      '410 on GET: 307 redirect to the location in the response header (browser)',
      gone('/sign-in'),
      browser(),
      { kind: 'redirect', status: 307, location: '/sign-in' },
    ],
    [
      '410 on GET: 307 redirect to the location in the response header (server)',
      gone('/en/sign-in'),
      server(),
      { kind: 'redirect', status: 307, location: '/en/sign-in' },
    ],
    [
      '410 on GET: 307 redirect even with error display off',
      gone('/admin/login'),
      server('get', false),
      { kind: 'redirect', status: 307, location: '/admin/login' },
    ],
    ['410 on GET without a location: nothing', gone(), browser(), NONE],
    [
      "410 on non-GET, browser: notification 'Permission denied'",
      gone('/sign-in'),
      browser('POST'),
      { kind: 'notify', type: 'danger', messageId: 'error.permissionDenied' },
    ],
    [
      "410 on non-GET (DELETE), browser: notification 'Permission denied'",
      gone(),
      browser('delete', false),
      { kind: 'notify', type: 'danger', messageId: 'error.permissionDenied' },
    ],
    ['410 on non-GET, server: nothing', gone('/sign-in'), server('POST'), NONE],
    [
      "Network failure, browser: notification 'Check your internet connection. No contact)'",
      networkError(),
      browser(),
      { kind: 'notify', type: 'danger', messageId: 'error.network' },
    ],
    [
      "Network failure (no answer in time), browser: notification 'Check your internet connection. No contact)'",
      networkError('TIMEOUT'),
      browser('POST', false),
      { kind: 'notify', type: 'danger', messageId: 'error.network' },
    ],
    [
      'Network failure, server: nothing (the host renders its error page)',
      networkError(),
      server(),
      NONE,
    ],
    ['Other statuses: 401 gives nothing', toWebError(401, {}), browser(), NONE],
    ['Other statuses: 403 gives nothing', toWebError(403, {}), server(), NONE],
    ['Other statuses: 500 gives nothing', toWebError(500, { message: 'boom' }), browser(), NONE],
    ['Other statuses: 502 gives nothing', toWebError(502, null), server(), NONE],
  ])('%s', (_, error, options, outcome) => {
    expect(resolveError(error, options)).toEqual(outcome);
  });
});

describe('resolveError: a 410 location is followed only when it is a same-origin path', () => {
  it.each([
    ['//evil.com'],
    ['/\\evil.com'],
    ['javascript:alert(1)'],
    ['https://evil.com'],
    ['/ok\r\nSet-Cookie:x'],
    ['\t/x'],
    [' /sign-in'],
    ['sign-in'],
  ])('410 on GET with the hostile location %j: no redirect', (location) => {
    expect(resolveError(gone(location), browser())).toEqual(NONE);
    expect(resolveError(gone(location), server())).toEqual(NONE);
  });

  it('410 on GET with a percent-escaped path stays on our origin and is followed', () => {
    expect(resolveError(gone('/%0d%0a'), server())).toEqual({
      kind: 'redirect',
      status: 307,
      location: '/%0d%0a',
    });
  });
});

describe('resolveError: any error', () => {
  it('never throws and never redirects off our origin', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 999 }),
        fc.anything(),
        fc.string(),
        fc.constantFrom('browser' as const, 'server' as const),
        fc.constantFrom('GET', 'get', 'POST', 'PUT', 'DELETE'),
        fc.boolean(),
        (status, body, location, side, method, showErrors) => {
          const error = toWebError(status, body, { location });
          const outcome = resolveError(error, { side, method, showErrors });
          if (outcome.kind === 'redirect') expect(isSameOriginPath(outcome.location)).toBe(true);
        },
      ),
    );
  });
});

describe('message texts and notification kinds', () => {
  it('keeps the English texts of R8 verbatim under their message ids', () => {
    expect(MESSAGE_TEXTS_EN['error.notFound']).toBe(
      'Something went wrong. We are working hard to fix this)',
    );
    expect(MESSAGE_TEXTS_EN['error.permissionDenied']).toBe('Permission denied');
    expect(MESSAGE_TEXTS_EN['error.network']).toBe('Check your internet connection. No contact)');
    expect(MESSAGE_TEXTS_EN['error.badRequest']).not.toBe('');
  });

  it('"Notification: types danger, warning, other (shown as error, warn, else)"', () => {
    expect(NOTIFICATION_KIND).toEqual({ danger: 'error', warning: 'warn', other: 'else' });
  });
});

describe("resolveError keeps the page's language", () => {
  it('a 404 on the server redirects to the 404 page of the page language (bare /404 in ru)', () => {
    expect(resolveError(toWebError(404, {}), { ...server(), lang: 'en' })).toEqual({
      kind: 'redirect',
      status: 307,
      location: '/en/404',
    });
    expect(resolveError(toWebError(404, {}), { ...server(), lang: 'ua' })).toMatchObject({
      location: '/ua/404',
    });
    expect(resolveError(toWebError(404, {}), { ...server(), lang: 'ru' })).toMatchObject({
      location: '/404',
    });
  });
});
