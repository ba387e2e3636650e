import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from '../../src/App';
import { siteFixture } from '../site-fixture';

// The error pages' words load with their page (the `auth` group's preload): setup-screen-texts.ts
// loads them in every language.

describe('ErrorScreen', () => {
  it.each(['400', '401', '402', '403', '404'])(
    "\"error page showing the code, the text 'Oops. Something went wrong' and a 'Go home' link to /\" (%s, en)",
    (code) => {
      const f = siteFixture('en');
      render(f.wrap(<App url={`/${code}`} />));
      expect(screen.getByText(`Error ${code}`)).toBeTruthy();
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
        'Oops. Something went wrong',
      );
      expect(screen.getByRole('link', { name: 'Go home' }).getAttribute('href')).toBe('/en');
    },
  );

  it('the same page in Russian links home to /', async () => {
    const f = siteFixture('ru');
    render(f.wrap(<App url="/403" />));
    expect(screen.getByText('Ошибка 403')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Упс. Что-то пошло не так');
    await userEvent.click(screen.getByRole('link', { name: 'На главную' }));
    expect(f.navigations).toEqual([{ to: '/', replace: false }]);
  });

  it('"default code 404": an unknown path shows the 404 page', () => {
    const f = siteFixture('en');
    render(f.wrap(<App url="/no-such-page" />));
    expect(screen.getByText('Error 404')).toBeTruthy();
  });
});

describe("the error page keeps the visitor's language", () => {
  it.each([
    ['ru', '/404', 'Ошибка 404', 'На главную', '/'],
    ['ua', '/ua/403', 'Помилка 403', 'На головну', '/ua'],
    ['en', '/en/404', 'Error 404', 'Go home', '/en'],
    ['es', '/es/404', 'Error 404', 'Ir al inicio', '/es'],
  ] as const)('%s: %s links home in its language', (lang, url, code, home, href) => {
    const f = siteFixture(lang);
    render(f.wrap(<App url={url} />));
    expect(screen.getByText(code)).toBeTruthy();
    expect(screen.getByRole('link', { name: home }).getAttribute('href')).toBe(href);
  });
});

describe('a 404 says "page not found" in words and links to the main sections', () => {
  it.each([
    ['ru', '/404', 'Страница не найдена', 'Разделы сайта', '/?el=solutions'],
    ['ua', '/ua/404', 'Сторінку не знайдено', 'Розділи сайту', '/ua?el=solutions'],
    ['en', '/en/no-such-page', 'Page not found', 'Site sections', '/en?el=solutions'],
    ['es', '/es/404', 'Página no encontrada', 'Secciones del sitio', '/es?el=solutions'],
  ] as const)('%s: %s', (lang, url, words, sections, solutions) => {
    render(siteFixture(lang).wrap(<App url={url} />));
    expect(screen.getByText(words)).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: sections });
    const links = [...nav.querySelectorAll('a')];
    expect(links).toHaveLength(4);
    expect(links[0]?.getAttribute('href')).toBe(solutions);
    // The spec's heading and Go home link stay.
    expect(screen.getByRole('heading', { level: 1 }).textContent).not.toBe(words);
  });

  it('another error code does not say "not found"', () => {
    render(siteFixture('en').wrap(<App url="/403" />));
    expect(screen.queryByText('Page not found')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Site sections' })).toBeNull();
  });
});
