// @vitest-environment happy-dom
import { informalSpanishWords } from '@agency/core';
import { expect, it } from 'vitest';
import { showConsentBanner } from '../src/browser/consent-banner';

it('the Spanish analytics consent banner addresses the reader as "usted" (decision 0015)', () => {
  document.body.innerHTML = '';
  showConsentBanner(document, window.localStorage, 'es', () => {});
  const banner = document.querySelector('.consent-banner');
  const words = `${banner?.getAttribute('aria-label')} ${banner?.textContent}`;
  expect(banner?.textContent).toContain('Google Analytics');
  expect(informalSpanishWords(words)).toEqual([]);
});
