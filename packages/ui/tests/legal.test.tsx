import { LANGUAGES } from '@agency/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RenderedContent } from '../src/components/use-rendered-content';
import { MESSAGES } from '../src/i18n/messages';
import { LegalDocument, type LegalParties } from '../src/screens/legal';
import { atPage, siteFixture } from './site-fixture';

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

// A document as web-api renders the seeded Markdown (render-content): the body, then `##` sections.
const RENDERED: RenderedContent = {
  body: '<p><em>Effective date: 22 November 2026</em></p>\n<p>What {brand} collects.</p>\n',
  sections: [
    {
      id: 'privacy-controller',
      heading: '1. Who we are',
      html: '<p>The controller is {legalEntity}. Write to {email} or call {phone}.</p>\n',
    },
    {
      id: 'privacy-data',
      heading: '2. What data we collect',
      html: '<ul>\n<li>Names</li>\n</ul>\n',
    },
    { id: 'privacy-contact', heading: '3. Contact', html: '<p>{email}</p>\n' },
  ],
  blocks: {},
};

function draw(
  props: { rendered: RenderedContent | null; parties?: LegalParties },
  lang = 'en' as const,
) {
  return render(
    atPage(
      siteFixture(lang),
      `/${lang}/privacy-policy`,
      <LegalDocument
        title="Privacy policy"
        rendered={props.rendered}
        parties={props.parties ?? parties}
      />,
    ),
  );
}

describe('LegalDocument draws the page text web-api rendered', () => {
  it('names the brand, legal entity, e-mail and phone from the site configuration, never literals', () => {
    const { container, unmount } = draw({ rendered: RENDERED });
    const first = container.textContent ?? '';
    for (const value of [
      'Northwind Studio',
      'Northwind Studio OÜ',
      'privacy@northwind.test',
      '+372 555 0101',
    ])
      expect(first).toContain(value);
    expect(first).not.toMatch(/[{}]/);
    unmount();
    const second = draw({ rendered: RENDERED, parties: otherParties }).container.textContent ?? '';
    for (const value of ['Blue Heron Digital S.L.', 'legal@blueheron.test', '+34 600 000 111'])
      expect(second).toContain(value);
    expect(second).not.toContain('Northwind');
  });

  it('links the e-mail with mailto: and the phone with tel:', () => {
    draw({ rendered: RENDERED });
    for (const link of screen.getAllByRole('link', { name: 'privacy@northwind.test' }))
      expect(link.getAttribute('href')).toBe('mailto:privacy@northwind.test');
    expect(screen.getByRole('link', { name: '+372 555 0101' }).getAttribute('href')).toBe(
      'tel:+3725550101',
    );
  });

  it('forms a proper outline: one h1 first (the page title), then the h2 sections', () => {
    draw({ rendered: RENDERED });
    const headings = screen.getAllByRole('heading');
    expect(headings.map((heading) => heading.tagName)).toEqual(['H1', 'H2', 'H2', 'H2']);
    expect(headings[0]?.textContent).toBe('Privacy policy');
  });

  it('the table of contents, named in the page language, anchors each section named by its heading', () => {
    const { container } = draw({ rendered: RENDERED });
    const contents = screen.getByRole('navigation', { name: MESSAGES.en['legal.contents'] });
    const links = within(contents).getAllByRole('link');
    expect(links).toHaveLength(RENDERED.sections.length);
    for (const link of links) {
      const target = container.querySelector(
        `[id="${(link.getAttribute('href') ?? '').slice(1)}"]`,
      );
      expect(target).not.toBeNull();
      expect(screen.getByRole('region', { name: link.textContent ?? '' })).toBe(target);
    }
    const ids = [...container.querySelectorAll('[id]')].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('without a phone in the configuration: no empty link and no raw placeholder', () => {
    const { container } = draw({ rendered: RENDERED, parties: { ...parties, phones: [] } });
    expect(container.textContent).not.toMatch(/[{}]/);
    for (const link of screen.getAllByRole('link')) expect(link.textContent).not.toBe('');
    expect(screen.queryAllByRole('link', { name: /^\+/ })).toHaveLength(0);
  });
});

// Decision 0042: the ui keeps no copy of the legal texts; a page without its text says so briefly.
describe('LegalDocument without the page text (an embedder without a backend)', () => {
  it.each(LANGUAGES)(
    'shows the notice and the way to the contacts in %s, and no document',
    (lang) => {
      const { container } = render(
        atPage(
          siteFixture(lang),
          lang === 'ru' ? '/privacy-policy' : `/${lang}/privacy-policy`,
          <LegalDocument
            title={MESSAGES[lang]['footer.privacy']}
            rendered={null}
            parties={parties}
          />,
        ),
      );
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
        MESSAGES[lang]['footer.privacy'],
      );
      const note = screen.getByRole('note');
      expect(note.textContent).toContain(MESSAGES[lang]['legal.unavailable']);
      expect(
        within(note)
          .getByRole('link', { name: MESSAGES[lang]['legal.contacts'] })
          .getAttribute('href'),
      ).toBe(lang === 'ru' ? '/?el=contacts' : `/${lang}?el=contacts`);
      expect(within(note).getByRole('link', { name: parties.email }).getAttribute('href')).toBe(
        `mailto:${parties.email}`,
      );
      expect(screen.queryAllByRole('heading', { level: 2 })).toHaveLength(0);
      expect(container.querySelector('nav')).toBeNull();
    },
  );

  it('an empty rendered text is no text: the notice, not an empty document', () => {
    draw({ rendered: { body: '', sections: [], blocks: {} } });
    expect(screen.getByRole('note').textContent).toContain(MESSAGES.en['legal.unavailable']);
  });

  it('without a configured e-mail, only the link to the contacts', () => {
    draw({ rendered: null, parties: { ...parties, email: '' } });
    expect(within(screen.getByRole('note')).getAllByRole('link')).toHaveLength(1);
  });
});
