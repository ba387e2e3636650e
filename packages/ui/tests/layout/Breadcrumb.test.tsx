import type { PageMeta } from '@agency/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Breadcrumb } from '../../src/layout/Breadcrumb';
import { atPage, siteFixture } from '../site-fixture';

function loaded(way: PageMeta['way'], lang: 'ru' | 'en') {
  return {
    type: 'page/loaded' as const,
    page: null,
    meta: { title: 'x', htmlAttrs: { lang }, way },
    actions: [],
    roles: [],
  };
}

describe.each([
  ['ru', 'Главная', 'Навигационная цепочка'],
  ['en', 'Home', 'Breadcrumb'],
] as const)('Breadcrumb in %s', (lang, home, label) => {
  const prefix = lang === 'ru' ? '' : `/${lang}`;

  it('"Breadcrumb: home icon plus trail items"; "breadcrumbs keep p"', () => {
    const f = siteFixture(lang, {
      actions: [
        loaded(
          [
            { label: 'Docs', to: `${prefix}/ui?p=2&el=top&q=1` },
            { label: 'Privacy', to: `${prefix}/privacy-policy` },
          ],
          lang,
        ),
      ],
    });
    render(atPage(f, `${prefix}/privacy-policy`, <Breadcrumb />));
    const nav = screen.getByRole('navigation', { name: label });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label') ?? link.textContent)).toEqual([
      home,
      'Docs',
      'Privacy',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      prefix || '/',
      `${prefix}/ui?p=2`,
      `${prefix}/privacy-policy`,
    ]);
    expect(links[2]?.getAttribute('aria-current')).toBe('page');
  });

  it('shows nothing when the page has no trail', () => {
    render(atPage(siteFixture(lang), prefix || '/', <Breadcrumb />));
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
