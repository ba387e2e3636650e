import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROME_FLAGS, CHROME_PATH } from './chromium.mjs';
import { median } from './median.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

async function runOnce(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
  });
  try {
    // Default config: the mobile profile with simulated throttling.
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    const { lhr } = result;
    const missed = [];
    for (const category of CATEGORIES) {
      for (const ref of lhr.categories[category].auditRefs) {
        const audit = lhr.audits[ref.id];
        if (ref.weight > 0 && audit.score !== null && audit.score < 1) {
          missed.push(`${category}: ${ref.id} (${audit.displayValue ?? audit.score})`);
        }
      }
    }
    return {
      scores: Object.fromEntries(
        CATEGORIES.map((category) => [category, Math.round(lhr.categories[category].score * 100)]),
      ),
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      missed,
      runtimeError: lhr.runtimeError?.message ?? null,
    };
  } finally {
    chrome.kill();
  }
}

/** Lighthouse (default mobile profile) `runs` times per page against Debian Chromium; per-figure medians and the audits that cost points. */
export async function measureLighthouse(site, paths, { runs, log }) {
  const pages = [];
  for (const path of paths) {
    const results = [];
    for (let run = 1; run <= runs; run += 1) {
      const result = await runOnce(`${site}${path}`);
      log(
        `  ${path} run ${run}: ${CATEGORIES.map((c) => result.scores[c]).join('/')} LCP ${result.lcp.toFixed(0)} ms TBT ${result.tbt.toFixed(0)} ms CLS ${result.cls.toFixed(3)}`,
      );
      results.push(result);
    }
    pages.push({
      path,
      scores: Object.fromEntries(
        CATEGORIES.map((c) => [c, median(results.map((result) => result.scores[c]))]),
      ),
      lcp: median(results.map((result) => result.lcp)),
      tbt: median(results.map((result) => result.tbt)),
      cls: median(results.map((result) => result.cls)),
      missed: [...new Set(results.flatMap((result) => result.missed))],
      errors: results.map((result) => result.runtimeError).filter((error) => error !== null),
    });
  }
  return pages;
}
