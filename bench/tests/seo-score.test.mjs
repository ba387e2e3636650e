import { describe, expect, it } from 'vitest';
import { isNoindex, scoreWithout } from '../lib/seo-score.mjs';

// The shape of a Lighthouse result's SEO category: not-applicable audits already weigh 0.
const lhr = {
  categories: {
    seo: {
      auditRefs: [
        { id: 'is-crawlable', weight: 4.043 },
        { id: 'document-title', weight: 1 },
        { id: 'meta-description', weight: 1 },
        { id: 'http-status-code', weight: 1 },
        { id: 'hreflang', weight: 0 },
      ],
    },
  },
  audits: {
    'is-crawlable': { score: 0 },
    'document-title': { score: 1 },
    'meta-description': { score: 1 },
    'http-status-code': { score: 1 },
    hreflang: { score: 0 },
  },
};

describe('the SEO score of a noindex page', () => {
  it("recomputes Lighthouse's weighted mean without is-crawlable", () => {
    expect(scoreWithout(lhr, 'seo', [])).toBe(Math.round((3 / 7.043) * 100));
    expect(scoreWithout(lhr, 'seo', ['is-crawlable'])).toBe(100);
    const missing = structuredClone(lhr);
    missing.audits['meta-description'].score = 0;
    expect(scoreWithout(missing, 'seo', ['is-crawlable'])).toBe(67);
  });

  it('knows a noindex page from its robots meta tag or X-Robots-Tag header', () => {
    expect(isNoindex('<head><meta name="robots" content="noindex, nofollow"></head>', null)).toBe(
      true,
    );
    expect(isNoindex('<meta content="noindex" name="robots">', null)).toBe(true);
    expect(isNoindex('<meta name="robots" content="index, follow">', null)).toBe(false);
    expect(isNoindex('<meta name="description" content="noindex here">', null)).toBe(false);
    expect(isNoindex('<p>noindex</p>', 'noindex')).toBe(true);
  });
});
