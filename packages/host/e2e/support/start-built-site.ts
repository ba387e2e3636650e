import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { DIST_DIR } from '../../src/server/dist-dir';
import { copySiteImage, removeSiteData } from './site-image';
import { appendSiteLog } from './site-log';

/** A built site running as its own process (what `npm start` runs). */
export interface BuiltSite {
  url: string;
  child: ChildProcess;
  /** Stops the site (SIGTERM, a graceful stop) and resolves with its exit code. */
  stop(): Promise<number | null>;
}

/**
 * Starts dist/server/main.js on a free loopback port with the demo accounts (the suites sign in with
 * them) unless `env` says otherwise. Given `image` (see site-image.ts), its embedded database is a
 * copy of it, deleted when the site ends; else `env` chooses (DATA_DIR, WEB_API_URL), and by default
 * it is a new in-memory one. A start from a copy skips ~6 s of CPU (initdb and the first start).
 */
export async function startBuiltSite(
  env: Record<string, string> = {},
  { image }: { image?: string } = {},
): Promise<BuiltSite> {
  if (image && env.DATA_DIR) throw new Error('startBuiltSite: an image or a DATA_DIR, not both');
  const dataDir = image ? copySiteImage(image) : undefined;
  const child = spawn(process.execPath, [join(DIST_DIR, 'server/main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir ?? ':memory:',
      // A DATABASE_URL in the shell would send an on-disk site's data there (in memory ignores it).
      DATABASE_URL: '',
      AGENCY_DEMO: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  // Everything a site prints goes to the run's log, which global teardown checks for secrets.
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    appendSiteLog(chunk);
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    process.stderr.write(chunk);
    appendSiteLog(chunk);
  });
  const ended = once(child, 'exit');
  // However the site ends (stopped, or failing at start), its copy of the data goes with it.
  if (dataDir) {
    const remove = () => removeSiteData(dataDir);
    void ended.then(remove, remove);
  }
  const exited = ended.then(([code]) => {
    throw new Error(`the site exited with ${code} before listening:\n${output}`);
  });
  while (!/Site: http:\/\/\S+/.test(output)) {
    await Promise.race([once(child.stdout as NodeJS.ReadableStream, 'data'), exited]);
  }
  exited.catch(() => {});
  const url = output.match(/Site: (http:\/\/\S+)/)?.[1] ?? '';
  return {
    url: url.replace('localhost', '127.0.0.1'),
    child,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      const [code] = await ended;
      return code as number | null;
    },
  };
}
