import type { Query, State } from '@agency/core';
import {
  type AppParts,
  FooterWhenSeen,
  footerMarkupKey,
  Header,
  headerMarkupKey,
  KeptFooter,
  KeptHeader,
  PageLocation,
  type SiteConfig,
} from '@agency/ui';
import type { ReactElement, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';

/** What kept parts are drawn for: the page's state, its location, its clock and how the page renders a tree. */
export interface KeptPartsInput {
  state: State;
  path: string;
  query: Query;
  url: string;
  now: number;
  site: SiteConfig;
  /** renderToString of a tree inside the page's own providers (store, intl, site config). */
  render: (node: ReactNode) => string;
}

interface KeptPart {
  name: 'header' | 'footer';
  /** What the part's markup depends on; null when this page's part is not to be kept. */
  key(input: KeptPartsInput): string | null;
  /** The element the page draws for the part. */
  draw: ReactElement;
  /** The part's root around markup drawn before (what the page draws instead). */
  around(html: string): ReactElement;
}

const PARTS: readonly KeptPart[] = [
  {
    name: 'header',
    key: ({ state, path, query }) => headerMarkupKey(state, path, query),
    draw: <Header />,
    around: (html) => <KeptHeader html={html} />,
  },
  {
    name: 'footer',
    key: ({ state, now }) => footerMarkupKey(state, now),
    draw: <FooterWhenSeen />,
    around: (html) => <KeptFooter html={html} />,
  },
];

// Where a root's content goes: a character the roots' own markup never holds.
const MARK = '\u0000';
// Each part's root as markup, split where its content goes (made on first use): the kept markup is
// what the part drew between the two, and a part whose markup is not so framed is never kept.
const frames = new Map<KeptPart['name'], string[]>();

// Header keys vary with the page its language switcher links to (and the list page, p): each part's
// keys are bounded on their own, so many pages' headers never push out the footers.
const KEPT_PER_PART = 256;
// The kept markup of each part, per site configuration (brand, contacts), dropped with it.
const keptBySite = new WeakMap<SiteConfig, Record<KeptPart['name'], Map<string, string | null>>>();

function contentOf(part: KeptPart, markup: string): string | null {
  let frame = frames.get(part.name);
  if (frame === undefined) {
    frame = renderToString(part.around(MARK)).split(MARK);
    frames.set(part.name, frame);
  }
  const [open = '', close = ''] = frame;
  if (!markup.startsWith(open) || !markup.endsWith(close)) return null;
  return markup.slice(open.length, markup.length - close.length);
}

/**
 * The site header's and footer's markup for a page, drawn once per what it depends on (the ui's
 * headerMarkupKey and footerMarkupKey) and kept (issue 30, decision 0054): the page renders the
 * kept markup in their place, the same bytes React would write, and the browser hydrates it as
 * its own Header and Footer.
 */
export function keptParts(input: KeptPartsInput): AppParts {
  let site = keptBySite.get(input.site);
  if (site === undefined) {
    site = { header: new Map(), footer: new Map() };
    keptBySite.set(input.site, site);
  }
  const parts: { header?: ReactElement; footer?: ReactElement } = {};
  for (const part of PARTS) {
    const key = part.key(input);
    if (key === null) continue;
    const kept = site[part.name];
    let content = kept.get(key);
    if (content === undefined) {
      content = contentOf(
        part,
        input.render(<PageLocation url={input.url}>{part.draw}</PageLocation>),
      );
      if (kept.size >= KEPT_PER_PART) kept.clear();
      kept.set(key, content);
    }
    if (content !== null) parts[part.name] = part.around(content);
  }
  return parts;
}
