import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { DIST_DIR } from '../../src/server/start-host';
import { appendSiteLog } from './site-log';

/** A built site running as its own process (what `npm start` runs). */
export interface BuiltSite {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Starts dist/server/main.js on a free loopback port with an in-memory database and the demo accounts
 * (the suites sign in with them) unless `env` says otherwise.
 */
export async function startBuiltSite(env: Record<string, string> = {}): Promise<BuiltSite> {
  const child = spawn(process.execPath, [join(DIST_DIR, 'server/main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: ':memory:',
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
  const exited = once(child, 'exit').then(([code]) => {
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
      if (child.exitCode !== null) return;
      const done = once(child, 'exit');
      child.kill('SIGTERM');
      await done;
    },
  };
}
