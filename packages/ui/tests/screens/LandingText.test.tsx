import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LandingScreen } from '../../src/screens/landing/LandingScreen';
import { atPage, CONFIG, siteFixture } from '../site-fixture';

const withBlocks = (blocks: Record<string, string>) =>
  siteFixture('en', {
    state: (state) => ({ ...state, page: { route: 'home', html: { body: '', blocks } } }),
  });

// Decision 0019: the landing shows the blocks web-api rendered from the edited Markdown, else its messages.
describe('the landing reads its texts from the page content', () => {
  it('shows each edited block as the server rendered it, with the brand filled in', () => {
    const { container } = render(
      atPage(
        withBlocks({
          'hero.tagline': 'Go <em>online</em> today',
          'about.text': '{brand} &amp; friends',
          'slide.ppc.title': 'Clicks, <strong>counted</strong>',
          'slide.quote': 'Ask us',
          mask: 'Online',
        }),
        '/en',
        <LandingScreen />,
      ),
    );
    expect(container.querySelector('.hero__tagline')?.innerHTML).toBe('Go <em>online</em> today');
    expect(container.querySelector('#about .section__lead')?.innerHTML).toBe(
      `${CONFIG.brand} &amp; friends`,
    );
    expect(container.querySelectorAll('.slide h3')[1]?.innerHTML).toBe(
      'Clicks, <strong>counted</strong>',
    );
    expect(container.querySelector('.slide .button')?.textContent).toBe('Ask us');
    expect(container.querySelector('.text-mask')?.textContent).toBe('Online');
    // A block the content lacks keeps today's text.
    expect(container.querySelector('.hero__subtitle')?.textContent).toMatch(/^We design, build/);
  });

  it('without content, shows the built-in messages', () => {
    // The landing needs its page's location (its quote form reads it), as under <App>.
    const { container } = render(atPage(siteFixture('en'), '/en', <LandingScreen />));
    expect(container.querySelector('.hero__tagline')?.textContent).toBe('Become online in 1 click');
    expect(container.querySelector('#about .section__lead')?.textContent).toMatch(
      new RegExp(`^${CONFIG.brand} is a small team`),
    );
  });
});
