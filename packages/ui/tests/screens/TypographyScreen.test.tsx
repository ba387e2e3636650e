import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from '../../src/App';
import { CONFIG, siteFixture } from '../site-fixture';

describe.each([
  ['ru', '/ui', 'Заголовок первого уровня', 'Внутренняя ссылка на главную', '/'],
  ['en', '/en/ui', 'Heading level 1', 'Internal link to the home page', '/en'],
] as const)('TypographyScreen in %s', (lang, url, h1, internal, home) => {
  it('"typography demo (headings levels 1-4, links)"', () => {
    render(siteFixture(lang).wrap(<App url={url} />));
    const main = screen.getByRole('main');
    for (const level of [1, 2, 3, 4]) {
      expect(main.querySelector(`h${level}`)?.textContent).toBeTruthy();
    }
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(h1);
    expect(screen.getByRole('link', { name: internal }).getAttribute('href')).toBe(home);
    expect(
      screen
        .getAllByRole('link')
        .some((link) => link.getAttribute('href') === `mailto:${CONFIG.email}`),
    ).toBe(true);
  });
});
