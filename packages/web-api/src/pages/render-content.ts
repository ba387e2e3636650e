import MarkdownIt from 'markdown-it';

/** Page content as HTML: the body (block Markdown) and each `::: name` block (inline Markdown). */
export interface RenderedContent {
  body: string;
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

/** Whether a URL may stand in a rendered link: http(s), mailto, tel, a same-origin path or an anchor. */
export function isSafeContentUrl(url: string): boolean {
  return markdown.validateLink(url);
}

/**
 * Renders page content (decision 0019): text before the first `::: name` line is the body, rendered as
 * block Markdown; each named block runs to the next such line and is rendered inline, for its place on the page.
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
  const bodyText = body.join('\n').trim();
  return { body: bodyText === '' ? '' : markdown.render(bodyText), blocks };
}
