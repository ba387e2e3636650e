import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningHost } from '../src/server/start-host';
import { rawRequest } from './support/http';
import { startSite } from './support/site';
import { json, pageAnswer, startUpstream, type TestUpstream } from './support/upstream';

const HOSTILE_TITLE = '</script><script>window.pwned=1</script><!-- \u2028 & <b>';

describe('state serialised into the page', () => {
  let upstream: TestUpstream;
  let site: RunningHost;

  beforeAll(async () => {
    upstream = await startUpstream((_req, res) => {
      json(res, 200, pageAnswer('privacy-policy', '/en/privacy-policy', HOSTILE_TITLE));
    });
    site = await startSite(upstream.url);
  });
  afterAll(async () => {
    await site.close();
    await upstream.close();
  });

  it('</script> inside page data cannot break out of the state script', async () => {
    const { body } = await rawRequest(site.url, '/en/privacy-policy');
    expect(body).not.toContain('<script>window.pwned');
    // Exactly the page's own scripts: JSON-LD is absent here, so the state block and the bootstrap.
    expect(body.match(/<script\b/g)).toHaveLength(2);
    const block = body.match(/<script type="application\/json" id="state">([^<]*)<\/script>/);
    expect(block).not.toBeNull();
    const boot = JSON.parse(block?.[1] ?? 'null');
    expect(boot.state.page.title).toBe(HOSTILE_TITLE);
  });

  it('the title from page data is escaped in <title> and meta tags', async () => {
    const { body } = await rawRequest(site.url, '/en/privacy-policy');
    expect(body).toContain('<title>&lt;/script&gt;&lt;script&gt;window.pwned=1');
  });
});
