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
  stop(): Promise<void>;
}

/**
 * Starts dist/server/main.js on a free loopback port with the demo accounts (the suites sign in with
 * them) unless `env` says otherwise. Its database is a copy of `image` (see site-image.ts) when one
 * is given, else an in-memory one from initdb: a start from the copy skips ~6 s of CPU.
 */
export async function startBuiltSite(
  env: Record<string, string> = {},
  { image }: { image?: string } = {},
): Promise<BuiltSite> {
  const dataDir = image ? copySiteImage(image) : undefined;
  const child = spawn(process.execPath, [join(DIST_DIR, 'server/main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir ?? ':memory:',
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
  if (dataDir) void ended.then(() => removeSiteData(dataDir));
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
      await ended;
    },
  };
}
