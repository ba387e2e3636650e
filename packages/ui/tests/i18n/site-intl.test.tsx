// @vitest-environment node
import {
  createStore,
  htmlLang,
  initialState,
  LANGUAGES,
  type Language,
  matchRoute,
  reducer,
} from '@agency/core';
import { createIntl } from '@formatjs/intl';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { App } from '../../src/App';
import { compileCatalog } from '../../src/i18n/compile-catalog';
import { createSiteIntl } from '../../src/i18n/create-site-intl';
import type { CompiledMessage, MessageElement } from '../../src/i18n/format-message';
import { MESSAGES } from '../../src/i18n/messages';
import type { SiteIntl } from '../../src/i18n/site-intl';
import { SiteProvider } from '../../src/provider/SiteProvider';
import { preloadScreens } from '../../src/shell/lazy-screens';
import { CONFIG, CONTEXT, fakeApi, manualTimers, NOW, recordingAnalytics } from '../site-fixture';

// The ICU runtime the site intl replaces: what every message and page must read as before.
function formatjsIntl(lang: Language): SiteIntl {
  return createIntl<string>({
    locale: htmlLang(lang),
    defaultLocale: htmlLang(lang),
    messages: MESSAGES[lang],
  });
}

function argumentsOf(elements: CompiledMessage, names = new Map<string, 'text' | 'count'>()) {
  for (const element of elements as readonly MessageElement[]) {
    if (element.type === 1) names.set(element.value, names.get(element.value) ?? 'text');
    if (element.type === 5 || element.type === 6) {
      names.set(element.value, element.type === 6 ? 'count' : 'text');
      for (const option of Object.values(element.options)) argumentsOf(option.value, names);
    }
  }
  return names;
}

const COUNTS = [0, 1, 2, 3, 4, 5, 11, 12, 21, 22, 25, 101, 1000, 1.5];

describe('the site intl', () => {
  it.each(LANGUAGES)(
    'words every %s message as @formatjs/intl does, with each plural count',
    (lang) => {
      const ours = createSiteIntl(lang);
      const theirs = formatjsIntl(lang);
      const compiled = compileCatalog(MESSAGES[lang], htmlLang(lang));
      let checked = 0;
      for (const [id, message] of Object.entries(compiled)) {
        const names = [...argumentsOf(message)];
        const counts = names.some(([, kind]) => kind === 'count') ? COUNTS : [0];
        for (const count of counts) {
          const values = Object.fromEntries(
            names.map(([name, kind]) => [name, kind === 'count' ? count : `‹${name}›`]),
          );
          expect(ours.formatMessage({ id }, values), `${lang} ${id} ${count}`).toBe(
            theirs.formatMessage({ id }, values),
          );
          checked += 1;
        }
      }
      expect(checked).toBeGreaterThan(Object.keys(MESSAGES[lang]).length);
    },
  );

  it('formats numbers as the locale writes them and answers an unknown id with the id', () => {
    expect(createSiteIntl('ru').formatNumber(0.73, { style: 'percent' })).toBe(
      formatjsIntl('ru').formatNumber(0.73, { style: 'percent' }),
    );
    expect(createSiteIntl('en').formatMessage({ id: 'no.such.message' })).toBe('no.such.message');
  });

  it.each([
    '/',
    '/en',
    '/ua',
    '/es',
    '/en/privacy-policy',
    '/terms-of-service',
    '/en/sign-in',
    '/sign-in/confirmation',
    '/es/404',
  ])('renders %s exactly as with @formatjs/intl', async (url) => {
    const match = matchRoute(url);
    if ('redirect' in match) throw new Error(`${url} redirects`);
    await preloadScreens(match);
    const render = (intl: SiteIntl) =>
      renderToString(
        <SiteProvider
          store={createStore(reducer, initialState(CONTEXT, match.lang))}
          intl={intl}
          navigate={() => {}}
          api={fakeApi(() => ({}))}
          config={CONFIG}
          analytics={recordingAnalytics()}
          now={NOW}
          timers={manualTimers()}
        >
          <App url={url} />
        </SiteProvider>,
      );
    const html = render(createSiteIntl(match.lang));
    expect(html.length).toBeGreaterThan(1000);
    expect(html).toBe(render(formatjsIntl(match.lang)));
  });
});
