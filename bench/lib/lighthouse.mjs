import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROME_FLAGS, CHROME_PATH } from './chromium.mjs';
import { median } from './median.mjs';
import { isNoindex, scoreWithout } from './seo-score.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

async function runOnce(url, headers) {
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
      ...(headers ? { extraHeaders: headers } : {}),
    });
    const { lhr } = result;
    const missed = [];
    for (const category of CATEGORIES) {
      for (const ref of lhr.categories[category].auditRefs) {
        const audit = lhr.audits[ref.id];
        if (ref.weight > 0 && audit.score !== null && audit.score < 1) {
          missed.push(`${category}: ${ref.id}`);
        }
      }
    }
    return {
      scores: Object.fromEntries(
        CATEGORIES.map((category) => [category, Math.round(lhr.categories[category].score * 100)]),
      ),
      seoWithoutCrawlable: scoreWithout(lhr, 'seo', ['is-crawlable']),
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      // Lighthouse's measure of this machine's CPU; its 4× throttling assumes 1,000 or more.
      benchmarkIndex: lhr.environment.benchmarkIndex,
      missed,
      // A signed-in page that redirected (session not taken) measured another page.
      runtimeError:
        lhr.runtimeError?.message ??
        (new URL(lhr.finalDisplayedUrl).pathname === new URL(url).pathname
          ? null
          : `redirected to ${new URL(lhr.finalDisplayedUrl).pathname}`),
    };
  } finally {
    chrome.kill();
  }
}

function measured(result) {
  return (
    result.runtimeError === null &&
    [result.lcp, result.tbt, result.cls].every((value) => typeof value === 'number') &&
    Object.values(result.scores).every((score) => Number.isFinite(score))
  );
}

async function noindexOf(url, headers) {
  const response = await fetch(url, { headers: headers ?? {}, redirect: 'manual' });
  return isNoindex(await response.text(), response.headers.get('x-robots-tag'));
}

/**
 * Lighthouse (default mobile profile) `runs` times per page against Debian Chromium; per-figure
 * medians and the audits that cost points. A page is a path on `site`, or `{ path, origin, headers }`
 * (another origin, request headers such as a session cookie on every request). Each page says
 * whether it is noindex and its SEO score without the is-crawlable audit.
 */
export async function measureLighthouse(site, paths, { runs, log }) {
  const pages = [];
  for (const page of paths) {
    const { path, origin = site, headers } = typeof page === 'string' ? { path: page } : page;
    const url = `${origin}${path}`;
    const noindex = await noindexOf(url, headers);
    const results = [];
    const errors = [];
    for (let run = 1; run <= runs; run += 1) {
      let result = await runOnce(url, headers);
      // A run that could not measure (page load error, no LCP) is noted and run again, twice at most.
      for (let retry = 0; retry < 2 && !measured(result); retry += 1) {
        errors.push(result.runtimeError ?? 'a metric was missing');
        result = await runOnce(url, headers);
      }
      if (!measured(result)) {
        errors.push(result.runtimeError ?? 'a metric was missing');
        log(`  ${path} run ${run}: no figures (${errors.at(-1)})`);
        continue;
      }
      log(
        `  ${path} run ${run}: ${CATEGORIES.map((c) => result.scores[c]).join('/')} LCP ${result.lcp.toFixed(0)} ms TBT ${result.tbt.toFixed(0)} ms CLS ${result.cls.toFixed(3)} benchmarkIndex ${result.benchmarkIndex}`,
      );
      results.push(result);
    }
    if (results.length === 0) {
      pages.push({
        path,
        noindex,
        scores: null,
        seoWithoutCrawlable: null,
        lcp: null,
        tbt: null,
        cls: null,
        benchmarkIndex: null,
        missed: [],
        errors,
      });
      continue;
    }
    pages.push({
      path,
      noindex,
      scores: Object.fromEntries(
        CATEGORIES.map((c) => [c, median(results.map((result) => result.scores[c]))]),
      ),
      seoWithoutCrawlable: median(results.map((result) => result.seoWithoutCrawlable)),
      lcp: median(results.map((result) => result.lcp)),
      tbt: median(results.map((result) => result.tbt)),
      cls: median(results.map((result) => result.cls)),
      benchmarkIndex: median(results.map((result) => result.benchmarkIndex)),
      missed: [...new Set(results.flatMap((result) => result.missed))],
      errors,
    });
  }
  return pages;
}
