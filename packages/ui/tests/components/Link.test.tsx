import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Link } from '../../src/components/Link';
import { atPage, siteFixture } from '../site-fixture';

describe('Link', () => {
  it.each([
    ['ru', '/privacy-policy?p=2&el=a&utm=x', '/privacy-policy?p=2&el=a'],
    ['en', '/privacy-policy?p=2&el=a&utm=x', '/en/privacy-policy?p=2&el=a'],
    ['ua', '/en/ui', '/ua/ui'],
  ] as const)(
    '"Link query parameters kept by default are p and el" and the %s prefix is added',
    (lang, to, href) => {
      render(atPage(siteFixture(lang), '/', <Link to={to}>go</Link>));
      expect(screen.getByRole('link', { name: 'go' }).getAttribute('href')).toBe(href);
    },
  );

  it.each(['https://example.org/x', 'mailto:a@b.c', 'tel:+1', 'viber://chat'])(
    '"Links starting with http(s), mailto:, tel: or viber: are external and never prefixed": %s',
    async (to) => {
      const f = siteFixture('en');
      render(atPage(f, '/en', <Link to={to}>out</Link>));
      const link = screen.getByRole('link', { name: 'out' });
      expect(link.getAttribute('href')).toBe(to);
      link.addEventListener('click', (event) => event.preventDefault());
      await userEvent.click(link);
      expect(f.navigations).toEqual([]);
    },
  );

  it('navigates inside the site without a reload, but leaves modified clicks to the browser', async () => {
    const f = siteFixture('en');
    render(atPage(f, '/en', <Link to="/ui">demo</Link>));
    const link = screen.getByRole('link', { name: 'demo' });
    await userEvent.click(link);
    expect(f.navigations).toEqual([{ to: '/en/ui', replace: false }]);
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link, { ctrlKey: true });
    expect(f.navigations).toHaveLength(1);
  });
});
