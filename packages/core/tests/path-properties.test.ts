import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isExternalLink } from '../src/external-link';
import { languageFromPath, localizePath, stripLanguagePrefix } from '../src/language-prefix';
import { LANGUAGES } from '../src/languages';
import { localizeLink } from '../src/links';
import { matchRoute } from '../src/match-route';
import { parseQuery } from '../src/query';
import { ROUTES } from '../src/routes';

const language = fc.constantFrom(...LANGUAGES);

// Segments that exercise the rules (language codes, route words, empty) mixed with any text.
const segment = fc.oneof(
  fc.constantFrom('ru', 'ua', 'en', 'es', 'RU', 'account', 'pins', 'archive', 'admin', '404', ''),
  fc.string({ maxLength: 8 }),
  fc.string({ unit: 'binary', maxLength: 6 }),
);

const path = fc
  .tuple(
    fc.boolean(),
    fc.array(segment, { maxLength: 6 }),
    fc.option(fc.string({ maxLength: 12 }), { nil: undefined }),
    fc.option(fc.string({ maxLength: 6 }), { nil: undefined }),
  )
  .map(([rooted, segments, query, hash]) => {
    const body = `${rooted ? '/' : ''}${segments.join('/')}`;
    return `${body}${query === undefined ? '' : `?${query}`}${hash === undefined ? '' : `#${hash}`}`;
  });

const internalPath = fc
  .oneof(path, fc.string(), fc.string({ unit: 'binary' }))
  .filter((p) => !isExternalLink(p));

const externalLink = fc.oneof(
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc.emailAddress().map((email) => `mailto:${email}`),
  fc.stringMatching(/^\+?[0-9]{6,14}$/).map((phone) => `tel:${phone}`),
  fc.stringMatching(/^[0-9]{6,14}$/).map((phone) => `viber://chat?number=${phone}`),
  fc
    .tuple(fc.constantFrom('HTTP://', 'Https://', 'MAILTO:', 'Tel:', 'VIBER:'), fc.string())
    .map(([scheme, rest]) => `${scheme}${rest}`),
);

const anyString = fc.oneof(
  path,
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: 'grapheme' }),
  fc.webUrl().map((url) => url.replace(/^https?:\/\/[^/]*/, '')),
);

describe('properties of the path rules (fast-check)', () => {
  it('"A path prefix /ru, /ua, /en or /es is removed, then the chosen language is added": localizePath is idempotent', () => {
    fc.assert(
      fc.property(fc.oneof(internalPath, externalLink), language, (p, lang) => {
        const once = localizePath(p, lang);
        expect(localizePath(once, lang)).toBe(once);
      }),
      { numRuns: 2000 },
    );
  });

  it('"The language is derived from the first path segment": languageFromPath(localizePath(p, l)) === l', () => {
    fc.assert(
      fc.property(internalPath, language, (p, lang) => {
        expect(languageFromPath(localizePath(p, lang))).toBe(lang);
      }),
      { numRuns: 2000 },
    );
  });

  it('"Links starting with http(s), mailto:, tel: or viber: are external and never prefixed": localizePath and localizeLink never touch them', () => {
    fc.assert(
      fc.property(externalLink, language, (href, lang) => {
        expect(isExternalLink(href)).toBe(true);
        expect(localizePath(href, lang)).toBe(href);
        expect(localizeLink(href, lang)).toBe(href);
        expect(stripLanguagePrefix(href)).toBe(href);
      }),
      { numRuns: 1000 },
    );
  });

  it('a stripped path names no language, so it reads as ru', () => {
    fc.assert(
      fc.property(internalPath, (p) => {
        expect(languageFromPath(stripLanguagePrefix(p))).toBe('ru');
      }),
      { numRuns: 1000 },
    );
  });

  it('"Link query parameters kept by default are p and el": no other parameter survives localizeLink', () => {
    fc.assert(
      fc.property(internalPath, language, (p, lang) => {
        const link = localizeLink(p, lang);
        const search = link.split('#')[0]?.split('?').slice(1).join('?') ?? '';
        for (const name of Object.keys(parseQuery(search))) expect(['p', 'el']).toContain(name);
        expect(languageFromPath(link)).toBe(lang);
      }),
      { numRuns: 1000 },
    );
  });

  it('matchRoute never throws on any string, and answers a match of the table or a safe redirect', () => {
    fc.assert(
      fc.property(anyString, (url) => {
        const outcome = matchRoute(url);
        if ('redirect' in outcome) {
          expect([307, 308]).toContain(outcome.status);
          // Same-origin and fit for a Location header: one leading slash, printable ASCII only.
          expect(outcome.redirect).toMatch(/^\/(?![/\\])[\x21-\x7e]*$/);
          // An unknown page goes to the 404 page of the prefix's language (ru's is bare /404).
          if (outcome.status === 307) expect(outcome.redirect).toMatch(/^(\/(ua|en|es))?\/404$/);
        } else {
          expect(ROUTES).toContain(outcome.route);
          expect(outcome.route.languages).toContain(outcome.lang);
        }
      }),
      { numRuns: 5000 },
    );
  });

  it('a 308 leads to the page in one hop: its location is a match, never another redirect', () => {
    let permanent = 0;
    fc.assert(
      fc.property(path, (url) => {
        const outcome = matchRoute(url);
        if (!('redirect' in outcome) || outcome.status !== 308) return;
        permanent += 1;
        const next = matchRoute(outcome.redirect);
        expect('redirect' in next).toBe(false);
      }),
      // A fixed seed: the count below depends on the sample, and about one random seed in eight
      // reaches 20 or fewer, which failed the suite at random.
      { numRuns: 5000, seed: 20261122 },
    );
    // The generator must really reach /ru and trailing-slash URLs for this property to mean anything.
    expect(permanent).toBeGreaterThan(20);
  });
});
