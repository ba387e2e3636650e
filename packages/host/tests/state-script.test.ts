import { beforeAll, describe, expect, it } from 'vitest';
import type { PageData } from '../src/server/load-page';
import { type TestDecider, testDecider } from './support/decide';
import { pageAnswer } from './support/upstream';

const HOSTILE_TITLE = '</script><script>window.pwned=1</script><!-- \u2028 & <b>';

describe('state serialised into the page', () => {
  let site: TestDecider;

  beforeAll(() => {
    site = testDecider(async () => ({
      kind: 'page',
      data: pageAnswer('privacy-policy', '/en/privacy-policy', HOSTILE_TITLE).data as PageData,
    }));
  });

  it('</script> inside page data cannot break out of the state script', async () => {
    const { body } = await site.request('/en/privacy-policy');
    expect(body).not.toContain('<script>window.pwned');
    // Exactly the page's own scripts: JSON-LD is absent here, so the state block and the bootstrap.
    expect(body.match(/<script\b/g)).toHaveLength(2);
    const block = body.match(/<script type="application\/json" id="state">([^<]*)<\/script>/);
    expect(block).not.toBeNull();
    const boot = JSON.parse(block?.[1] ?? 'null');
    expect(boot.state.page.title).toBe(HOSTILE_TITLE);
  });

  it('the title from page data is escaped in <title> and meta tags', async () => {
    const { body } = await site.request('/en/privacy-policy');
    expect(body).toContain('<title>&lt;/script&gt;&lt;script&gt;window.pwned=1');
  });
});

describe("a legal page's text in the document once (decision 0049)", () => {
  const SENTENCE = 'We keep enquiries for one year &amp; no longer.';
  const html = {
    body: `<p>Intro by {brand}.</p>\n`,
    sections: [{ id: 'privacy-retention', heading: '6. How long', html: `<p>${SENTENCE}</p>\n` }],
    blocks: {},
  };
  let site: TestDecider;

  beforeAll(() => {
    site = testDecider(async (match) => ({
      kind: 'page',
      data: pageAnswer(match.route.name, match.path, 'A title', { html }).data as PageData,
    }));
  });

  const bootOf = (body: string) =>
    JSON.parse(
      body.match(/<script type="application\/json" id="state">([^<]*)<\/script>/)?.[1] ?? 'null',
    );

  it.each(['/en/privacy-policy', '/terms-of-service'])(
    "%s: the page draws the text's HTML, the boot state only its anchors, headings and marker",
    async (path) => {
      const { body } = await site.request(path);
      expect(body.split(SENTENCE)).toHaveLength(2);
      expect(body).toContain(`<div id="content-text:privacy-retention" class="legal__html"><p>`);
      expect(body).toContain('<div id="content-text" class="legal__html"><p>Intro by ');
      const boot = bootOf(body);
      expect(boot.state.page.html).toEqual({
        inDocument: true,
        sections: [{ id: 'privacy-retention', heading: '6. How long' }],
        blocks: {},
      });
      expect(JSON.stringify(boot)).not.toContain('We keep enquiries');
    },
  );

  it('a page whose screen does not draw the rendered content keeps it in the boot state', async () => {
    const { body } = await site.request('/en/sign-in');
    expect(bootOf(body).state.page.html).toEqual(html);
  });
});
