// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loadSiteIntl } from '../../src/i18n/load-site-intl';
import { socialProblemText } from '../../src/screens/auth/social-problem-text';
import { preloadScreens } from '../../src/shell/lazy-screens';
import { pageMatch } from '../route-match';

describe("the sign-in screens' words load with their code (issue 30)", () => {
  it("the site catalog a page loads has no sign-in texts; the group's preload adds them in the page's language", async () => {
    const intl = await loadSiteIntl('en');
    expect(intl.formatMessage({ id: 'header.signIn' })).toBe('Sign in');
    expect(intl.formatMessage({ id: 'auth.forgot' })).toBe('auth.forgot');
    await preloadScreens(pageMatch('/en/sign-in'));
    expect(intl.formatMessage({ id: 'auth.forgot' })).toBe('Forgot your password?');
    // Another language's intl gets them only with its own page.
    const ua = await loadSiteIntl('ua');
    expect(ua.formatMessage({ id: 'auth.forgot' })).toBe('auth.forgot');
  });

  it("a refused social sign-in's words load only for a sign-in page whose query names the refusal", async () => {
    await preloadScreens(pageMatch('/en/sign-in'));
    await preloadScreens(pageMatch('/en/sign-in/recovery?social=code'));
    expect(socialProblemText('code', 'en')).toBeNull();
    await preloadScreens(pageMatch('/en/sign-in?social=code'));
    expect(socialProblemText('code', 'en')).toBe(
      'This answer of the sign-in provider was already used or has expired. Please sign in again',
    );
  });
});
