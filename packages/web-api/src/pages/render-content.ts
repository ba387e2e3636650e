import MarkdownIt from 'markdown-it';

/** A level-2 section of the body: its anchor, its heading (inline HTML) and the HTML up to the next. */
export interface RenderedSection {
  id: string;
  heading: string;
  html: string;
}

/** Page content as HTML: the body before its first `##` heading, its `##` sections, each `::: name` block. */
export interface RenderedContent {
  body: string;
  sections: RenderedSection[];
  blocks: Record<string, string>;
}

// Schemes a link or image may use, or a path on this site (not `//host`, which browsers read as another origin).
const SAFE_URL = /^(?:https?:|mailto:|tel:|\/(?![/\\])|#)/i;

// Raw HTML off: `<script>`, `<img onerror>` and every other tag or attribute an editor types is shown as text.
const markdown = new MarkdownIt('default', { html: false, linkify: false, typographer: false });
// markdown-it hands over the URL with entities and escapes decoded (`jav&#x61;script:` is judged as
// `javascript:`) and controls and spaces percent-encoded, so anything but an allowed start fails.
markdown.validateLink = (url: string) => SAFE_URL.test(url.trim());

const BLOCK_START = /^:::[ \t]+([a-z][a-z0-9.-]*)[ \t]*$/;
// `## Heading {#anchor}`: the anchor stays the same in every language, so links survive a language switch.
const ANCHOR_ID = /^[a-z0-9][a-z0-9-]*$/;

/** A heading's text and its `{#anchor}` suffix read apart, by position rather than a backtracking pattern. */
export function splitAnchor(inline: string): { text: string; anchor: string | null } {
  const trimmed = inline.trimEnd();
  const open = trimmed.lastIndexOf('{#');
  if (!trimmed.endsWith('}') || open === -1) return { text: inline, anchor: null };
  const anchor = trimmed.slice(open + 2, -1);
  if (!ANCHOR_ID.test(anchor)) return { text: inline, anchor: null };
  return { text: trimmed.slice(0, open).trimEnd(), anchor };
}

// The body split at its top-level h2 headings: what comes before, then each section.
function renderBody(source: string): { body: string; sections: RenderedSection[] } {
  if (source === '') return { body: '', sections: [] };
  const env = {};
  const tokens = markdown.parse(source, env);
  const render = (from: number, to: number) =>
    markdown.renderer.render(tokens.slice(from, to), markdown.options, env);
  const starts = tokens.flatMap((token, index) =>
    token.type === 'heading_open' && token.tag === 'h2' && token.level === 0 ? [index] : [],
  );
  const sections = starts.map((start, n) => {
    const { text, anchor } = splitAnchor(tokens[start + 1]?.content ?? '');
    return {
      id: anchor ?? `section-${n + 1}`,
      heading: markdown.renderInline(text),
      // heading_open, inline, heading_close, then the section's own tokens.
      html: render(start + 3, starts[n + 1] ?? tokens.length),
    };
  });
  return { body: render(0, starts[0] ?? tokens.length), sections };
}

/** Whether a URL may stand in a rendered link: http(s), mailto, tel, a same-origin path or an anchor. */
export function isSafeContentUrl(url: string): boolean {
  return markdown.validateLink(url);
}

/**
 * Renders page content (decision 0019): text before the first `::: name` line is the body, rendered as
 * block Markdown and split at its `##` headings; each named block runs to the next such line and is
 * rendered inline, for its place on the page.
 */
export function renderContent(source: string): RenderedContent {
  const body: string[] = [];
  const named = new Map<string, string[]>();
  let current = body;
  for (const line of source.split(/\r?\n/)) {
    const start = BLOCK_START.exec(line);
    if (start) {
      current = [];
      named.set(start[1] as string, current);
    } else current.push(line);
  }
  const blocks: Record<string, string> = {};
  for (const [name, lines] of named) blocks[name] = markdown.renderInline(lines.join('\n').trim());
  return { ...renderBody(body.join('\n').trim()), blocks };
}

// The same Markdown renders to the same HTML: a page's text changes only when an editor saves it,
// and each page load rendered it again (a legal page's most costly step after its query).
const RENDERED_KEPT = 64;
const rendered = new Map<string, RenderedContent>();

/** `renderContent`, remembered for the last RENDERED_KEPT sources (keyed by the whole source). */
export function renderContentKept(source: string): RenderedContent {
  const known = rendered.get(source);
  if (known !== undefined) return known;
  const result = renderContent(source);
  if (rendered.size >= RENDERED_KEPT) rendered.delete(rendered.keys().next().value as string);
  rendered.set(source, result);
  return result;
}
