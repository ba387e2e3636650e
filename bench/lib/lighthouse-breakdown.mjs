import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROME_FLAGS, CHROME_PATH } from './chromium.mjs';

const round = (ms) => Math.round(ms);

/**
 * One Lighthouse run (default mobile profile, simulated 4× CPU throttling) of `url` and what its trace
 * shows standing in the way of Total Blocking Time: the main thread's long tasks (start, duration and
 * the script they are attributed to), the main thread's time by kind of work, and each script's
 * evaluation and parse/compile time; the four categories' scores. `headers` go with every request
 * (a session cookie).
 */
export async function lighthouseBreakdown(url, headers) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      ...(headers ? { extraHeaders: headers } : {}),
    });
    const items = (id) => lhr.audits[id]?.details?.items ?? [];
    return {
      url,
      scores: Object.fromEntries(
        Object.entries(lhr.categories).map(([name, category]) => [
          name,
          Math.round(category.score * 100),
        ]),
      ),
      tbt: round(lhr.audits['total-blocking-time'].numericValue),
      fcp: round(lhr.audits['first-contentful-paint'].numericValue),
      lcp: round(lhr.audits['largest-contentful-paint'].numericValue),
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      longTasks: items('long-tasks').map((task) => ({
        url: task.url,
        startTime: round(task.startTime),
        duration: round(task.duration),
      })),
      mainThread: items('mainthread-work-breakdown').map((group) => ({
        group: group.groupLabel ?? group.group,
        duration: round(group.duration),
      })),
      scripts: items('bootup-time').map((script) => ({
        url: script.url,
        total: round(script.total),
        scripting: round(script.scripting),
        parseCompile: round(script.scriptParseCompile),
      })),
      // The weighted audits that cost points (a noindex page's seo: is-crawlable).
      missed: Object.entries(lhr.categories).flatMap(([name, category]) =>
        category.auditRefs
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => `${name}: ${ref.id}`),
      ),
      runtimeError: lhr.runtimeError?.message ?? null,
    };
  } finally {
    chrome.kill();
  }
}
