import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { newSiteDataDir, removeSiteData } from './site-image';
import { resetSiteLog } from './site-log';
import { type BuiltSite, startBuiltSite } from './start-built-site';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    downUrl: string;
    analyticsUrl: string;
    siteImage: string;
  }
}

let site: BuiltSite | undefined;
let down: BuiltSite | undefined;
let analytics: BuiltSite | undefined;
let image: string | undefined;

/**
 * A built site's first demo start on an empty data folder (initdb, migrations, the seed and the demo
 * data), then stopped: the run's demo database. The sites of the run start on copies of it. A stop
 * that is not clean (PGlite not closed) fails the run rather than being copied to every site.
 */
async function makeSiteImage(): Promise<string> {
  const dir = newSiteDataDir('image');
  try {
    const code = await (await startBuiltSite({ DATA_DIR: dir })).stop();
    if (code !== 0) throw new Error(`the site that made the e2e demo database exited with ${code}`);
    return dir;
  } catch (error) {
    removeSiteData(dir);
    throw error;
  }
}

/** Builds the site, makes the run's demo database and starts the site on a copy of it, a second one whose backend is down, and a third with analytics. */
export async function setup(project: TestProject) {
  execFileSync(
    process.execPath,
    [fileURLToPath(new URL('../../scripts/build.mjs', import.meta.url))],
    {
      stdio: 'inherit',
    },
  );
  resetSiteLog();
  image = await makeSiteImage();
  // Port 9 (discard) on loopback: nothing listens, every call is refused.
  down = await startBuiltSite({ WEB_API_URL: 'http://127.0.0.1:9', UPSTREAM_TIMEOUT_MS: '2000' });
  site = await startBuiltSite({}, { image });
  // Google Analytics configured, and /web proxied to the first site's embedded backend.
  analytics = await startBuiltSite({ WEB_API_URL: site.url, GA_MEASUREMENT_ID: 'G-E2ETEST1' });
  project.provide('baseUrl', site.url);
  project.provide('analyticsUrl', analytics.url);
  project.provide('downUrl', down.url);
  project.provide('siteImage', image);
}

/** Stops the sites and deletes the run's demo database; their log stays for the secrets check that `npm run e2e` runs next (e2e/log-check). */
export async function teardown() {
  await site?.stop();
  await down?.stop();
  await analytics?.stop();
  if (image) removeSiteData(image);
}
