import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Pager } from '../../src/components/lists/Pager';
import { atPage, siteFixture } from '../site-fixture';

const TEXTS = { label: 'Pages', previous: 'Previous', next: 'Next', status: 'Page 1 of 3' };

describe('Pager', () => {
  it('as links: the next page URL keeps the list query; page 1 has no previous link', () => {
    render(
      atPage(
        siteFixture('en'),
        '/en/account/locations',
        <Pager
          p={1}
          pages={3}
          texts={TEXTS}
          hrefOf={(p) => `/account/locations?p=${p}`}
          keep={['p']}
        />,
      ),
    );
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(screen.getByRole('link', { name: 'Next' }).getAttribute('href')).toBe(
      '/en/account/locations?p=2',
    );
    expect(screen.queryByRole('link', { name: 'Previous' })).toBeNull();
    expect(nav.querySelector('[aria-current="page"]')?.textContent).toBe('Page 1 of 3');
  });

  it('as buttons: moves by onPage; the last page disables next', async () => {
    const moves: number[] = [];
    render(
      atPage(
        siteFixture('en'),
        '/en/admin',
        <Pager p={3} pages={3} texts={TEXTS} onPage={(p) => moves.push(p)} />,
      ),
    );
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(moves).toEqual([2]);
  });

  it('draws nothing when everything fits one page', () => {
    const { container } = render(
      atPage(
        siteFixture('en'),
        '/en/admin',
        <Pager p={1} pages={1} texts={TEXTS} onPage={() => {}} />,
      ),
    );
    expect(container.querySelector('nav')).toBeNull();
  });
});
