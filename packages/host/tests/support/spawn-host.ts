import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The built server entry that `npm run serve` runs. */
export const MAIN_JS = fileURLToPath(new URL('../../dist/server/main.js', import.meta.url));

/** A spawned server process: everything it wrote, and how it ended. */
export interface SpawnedHost {
  child: ChildProcess;
  /** stdout and stderr so far, in arrival order. */
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

/** Runs the built server as its own process with exactly the given environment (plus PATH). */
export function spawnHost(env: Record<string, string>): SpawnedHost {
  const child = spawn(process.execPath, [MAIN_JS], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    text += chunk.toString('utf8');
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    text += chunk.toString('utf8');
  });
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return { child, output: () => text, exited };
}

/** Waits until the spawned server logs its URL, and answers it. */
export async function siteUrl(host: SpawnedHost, timeoutMs = 60_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = /Site: (http:\/\/[^\s"]+)/.exec(host.output());
    if (found) return found[1] as string;
    if (host.child.exitCode !== null) throw new Error(`the server exited:\n${host.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the server did not start:\n${host.output()}`);
}
