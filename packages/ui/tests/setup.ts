import { LANGUAGES } from '@agency/core';
import { cleanup, configure } from '@testing-library/react';
import HTMLElementConfig from 'happy-dom/lib/config/HTMLElementConfig.js';
import HTMLElementConfigContentModelEnum from 'happy-dom/lib/config/HTMLElementConfigContentModelEnum.js';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { loadConfirmDialog } from '../src/components/ConfirmDialog';
import { loadFooter } from '../src/layout/footer-module';
import { loadAccountMessages } from '../src/screens/account/i18n/account-intl';
import { loadLandingSections } from '../src/screens/landing/landing-sections-module';
import { preloadScreens } from '../src/shell/lazy-screens';
import { loadPageScreen } from '../src/shell/page-screen-module';

// happy-dom 21 predates the HTML <search> element, a plain HTMLElement in browsers that have it;
// without this entry it makes an HTMLUnknownElement and React warns that the tag is unrecognized.
HTMLElementConfig.search ??= {
  className: 'HTMLElement',
  contentModel: HTMLElementConfigContentModelEnum.anyDescendants,
};

// waitFor and findBy* only stop a hang: their 1 s default fails on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

// The sign-in family is code-split like account and admin; the host loads it before rendering such a
// page (server, hydration, navigation), so the screens' tests start from it loaded too.
beforeAll(() => preloadScreens('auth'));
// Every page off the landing is drawn by a chunk of its own (its breadcrumb and its group's screen),
// which the host loads before drawing such a page (issue 30).
beforeAll(() => loadPageScreen());
// The legal pages are a group of their own (issue 30), loaded the same way.
beforeAll(() => preloadScreens('legal'));
// The account texts load by language with the account group's preload (issue 30): the account screens'
// tests render the screens directly, so their three languages are loaded here.
beforeAll(() => Promise.all((['ru', 'en', 'ua'] as const).map(loadAccountMessages)));
// The landing's sections too (issue 30): the server and a navigation load them before drawing the
// landing; hydration without them is landing-sections.test.tsx's subject.
beforeAll(() => loadLandingSections('ru'));
// The footer too (issue 30): the server and a navigation load it before drawing a page; the hydrated
// page's footer waiting for its code is footer-when-seen.test.tsx's subject.
beforeAll(() => Promise.all(LANGUAGES.map((lang) => loadFooter(lang))));
// The open confirmation dialog's code loads with the first confirmation asked (issue 30): loaded here,
// in every language, a test's confirmation waits for no module load.
beforeAll(() => Promise.all(LANGUAGES.map((lang) => loadConfirmDialog(lang))));

// Each test starts from an empty document (Vitest runs without globals, so no automatic cleanup).
afterEach(cleanup);

// Files share a worker's window and modules (vitest.workspace.ts): each leaves the document empty and
// its spies and stubbed globals undone, as a fresh window would be.
afterAll(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  if (typeof document === 'undefined') return;
  document.head.replaceChildren();
  document.body.replaceChildren();
});
