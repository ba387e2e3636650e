import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LegalDocument } from '../src/screens/legal/LegalDocument';
import type { LegalParties, LegalText } from '../src/screens/legal/legal-text';
import { privacyPolicyEn } from '../src/screens/legal/privacy-policy.en';
import { termsOfServiceEn } from '../src/screens/legal/terms-of-service.en';

afterEach(cleanup);

const parties: LegalParties = {
  brand: 'Northwind Studio',
  legalEntity: 'Northwind Studio OÜ',
  email: 'privacy@northwind.test',
  phones: [
    { label: '+372 555 0101', tel: 'tel:+3725550101' },
    { label: '+372 555 0102', tel: 'tel:+3725550102' },
  ],
};

const otherParties: LegalParties = {
  brand: 'Blue Heron Digital',
  legalEntity: 'Blue Heron Digital S.L.',
  email: 'legal@blueheron.test',
  phones: [{ label: '+34 600 000 111', tel: 'tel:+34600000111' }],
};

const documents: [string, LegalText][] = [
  ['privacy policy', privacyPolicyEn],
  ['terms of service', termsOfServiceEn],
];

describe.each(documents)('LegalDocument: the %s', (_name, text) => {
  it('names the brand, legal entity, e-mail and phone from the site configuration, never literals', () => {
    const { container, rerender } = render(<LegalDocument text={text} parties={parties} />);
    const first = container.textContent ?? '';
    expect(first).toContain('Northwind Studio OÜ');
    expect(first).toContain('privacy@northwind.test');
    expect(first).toContain('+372 555 0101');
    expect(first).not.toContain('{');

    rerender(<LegalDocument text={text} parties={otherParties} />);
    const second = container.textContent ?? '';
    expect(second).toContain('Blue Heron Digital S.L.');
    expect(second).toContain('legal@blueheron.test');
    expect(second).toContain('+34 600 000 111');
    expect(second).not.toContain('Northwind');
    expect(second).not.toContain('{');
  });

  it('links the e-mail with mailto: and the phone with tel:', () => {
    render(<LegalDocument text={text} parties={parties} />);
    const emailLinks = screen.getAllByRole('link', { name: 'privacy@northwind.test' });
    expect(emailLinks.length).toBeGreaterThan(0);
    for (const link of emailLinks)
      expect(link.getAttribute('href')).toBe('mailto:privacy@northwind.test');
    const phoneLinks = screen.getAllByRole('link', { name: '+372 555 0101' });
    expect(phoneLinks.length).toBeGreaterThan(0);
    for (const link of phoneLinks) expect(link.getAttribute('href')).toBe('tel:+3725550101');
  });

  it('forms a proper outline: one h1 first, then only h2 section headings', () => {
    render(<LegalDocument text={text} parties={parties} />);
    const headings = screen.getAllByRole('heading');
    expect(headings[0]?.tagName).toBe('H1');
    expect(headings[0]?.textContent).toBe(text.title);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const rest = headings.slice(1);
    expect(rest.map((heading) => heading.tagName)).toEqual(text.sections.map(() => 'H2'));
    expect(rest.map((heading) => heading.textContent)).toEqual(
      text.sections.map((section) => section.heading),
    );
  });

  it('table of contents anchors point to existing sections named by the same heading', () => {
    const { container } = render(<LegalDocument text={text} parties={parties} />);
    const contents = screen.getByRole('navigation', { name: text.contentsLabel });
    const links = within(contents).getAllByRole('link');
    expect(links).toHaveLength(text.sections.length);
    for (const link of links) {
      const href = link.getAttribute('href') ?? '';
      expect(href.startsWith('#')).toBe(true);
      const target = container.querySelector(`[id="${href.slice(1)}"]`);
      expect(target, href).not.toBeNull();
      expect(target?.tagName).toBe('SECTION');
      const region = screen.getByRole('region', { name: link.textContent ?? '' });
      expect(region).toBe(target);
    }
    const ids = [...container.querySelectorAll('[id]')].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('shows the effective date as a machine-readable date', () => {
    const { container } = render(<LegalDocument text={text} parties={parties} />);
    const time = container.querySelector('time');
    expect(time?.getAttribute('dateTime')).toBe('2026-11-22');
    expect(time?.parentElement?.textContent).toBe('Effective date: 22 November 2026');
  });
});
