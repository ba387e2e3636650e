import { render } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { PrivacyPolicyScreen } from '../src/screens/legal';
import { preloadScreens } from '../src/shell/lazy-screens';
import { atPage, CONFIG, siteFixture } from './site-fixture';

beforeAll(() => preloadScreens({ route: { name: 'privacy-policy', group: 'site' }, lang: 'en' }));

// Decision 0019: the legal page shows the document as web-api rendered the edited Markdown.
describe('a legal page reads its edited content', () => {
  it('draws the rendered intro, contents and sections, placeholders filled and escaped', () => {
    const fixture = siteFixture('en', {
      state: (state) => ({
        ...state,
        page: {
          route: 'privacy-policy',
          title: 'Privacy policy',
          html: {
            body: '<p>Edited by {brand}.</p>\n',
            sections: [
              {
                id: 'who',
                heading: 'Who <em>we</em> are',
                html: '<p>Write to {email} or call {phone}; {legalEntity}.</p>\n',
              },
            ],
            blocks: {},
          },
        },
      }),
    });
    const { container } = render(atPage(fixture, '/en/privacy-policy', <PrivacyPolicyScreen />));
    const article = container.querySelector('article.legal');
    expect(article?.querySelector('h1')?.textContent).toBe('Privacy policy');
    expect(article?.querySelector('.legal__html')?.innerHTML).toBe(
      `<p>Edited by ${CONFIG.brand}.</p>\n`,
    );
    expect(article?.querySelector('.legal__contents a')?.outerHTML).toBe(
      '<a href="#who">Who <em>we</em> are</a>',
    );
    const section = article?.querySelector('section#who');
    expect(section?.querySelector('h2')?.innerHTML).toBe('Who <em>we</em> are');
    expect(section?.querySelector('.legal__html')?.innerHTML).toBe(
      `<p>Write to <a href="mailto:${CONFIG.email}">${CONFIG.email}</a> or call <a href="${CONFIG.phones[0].tel}">${CONFIG.phones[0].label}</a>; Northwind Studio OÜ.</p>\n`,
    );
    expect(article?.textContent).not.toContain('What data we collect');
  });

  it('without content in the page, shows the notice of decision 0042, not a text of its own', () => {
    const { container } = render(
      atPage(siteFixture('en'), '/en/privacy-policy', <PrivacyPolicyScreen />),
    );
    expect(container.querySelector('h1')?.textContent).toBe('Privacy policy');
    expect(container.querySelector('[role="note"]')?.textContent).toContain(
      'The full text of this document is not available here',
    );
    expect(container.querySelectorAll('h2')).toHaveLength(0);
  });
});
