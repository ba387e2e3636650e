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
