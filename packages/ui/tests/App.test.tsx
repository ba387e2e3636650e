import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { App } from '../src/App';
import { KeptFooter } from '../src/layout/FooterWhenSeen';
import { KeptHeader } from '../src/layout/Header';
import { siteFixture } from './site-fixture';

describe('App', () => {
  it('"Root shell: preloader, routed page, go-to-top button, notification area": header, main, footer around the screen', () => {
    render(siteFixture('en').wrap(<App url="/en" />));
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main').textContent).toContain('Become online in 1 click');
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Skip to content' }).getAttribute('href')).toBe(
      '#main',
    );
  });

  it("on a server, draws the header's and footer's kept markup given as parts in their place", () => {
    const html = renderToString(
      siteFixture('en').wrap(
        <App
          url="/en/404"
          parts={{
            header: <KeptHeader html="<b>kept header</b>" />,
            footer: <KeptFooter html="<i>kept footer</i>" />,
          }}
        />,
      ),
    );
    expect(html).toContain('<div class="header-slot"><b>kept header</b></div>');
    expect(html).toContain(
      '<!--$--><footer class="footer" data-theme="black"><i>kept footer</i></footer><!--/$-->',
    );
    expect(html).not.toContain('class="header"');
  });

  it("without a url, shows the page named by the page data's route", () => {
    const f = siteFixture('ru', {
      actions: [
        {
          type: 'page/loaded',
          page: { route: '/sign-in' },
          meta: { title: 'Вход', htmlAttrs: { lang: 'ru' }, way: [] },
          actions: [],
          roles: [],
        },
      ],
    });
    render(f.wrap(<App />));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Вход');
  });

  it.each([
    ['/', 'auto'],
    ['/privacy-policy', 'black'],
    ['/sign-in', 'black'],
    ['/ui', 'white'],
  ])(
    '"themes auto/black/white from the route table": %s is drawn in the %s theme',
    (url, theme) => {
      const { container } = render(siteFixture('ru').wrap(<App url={url} />));
      expect(container.firstElementChild?.getAttribute('data-theme')).toBe(theme);
    },
  );
});
