import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { pinned } from './pinning.mjs';

/** A server started as its own process on the server core. */
export class ServerProcess {
  constructor(child, url) {
    this.child = child;
    this.url = url;
  }

  /** Resident set size in bytes, read from /proc (Linux). */
  rss() {
    const status = readFileSync(`/proc/${this.child.pid}/status`, 'utf8');
    const kb = Number(status.match(/^VmRSS:\s+(\d+)\s+kB$/m)?.[1]);
    return kb * 1024;
  }

  /** Whether the process has ended (by itself or by a signal, an OOM kill or an abort among them). */
  get ended() {
    return this.child.exitCode !== null || this.child.signalCode !== null;
  }

  /** Stops the process where it is (SIGSTOP): none of its timers or collections run until resume. */
  pause() {
    if (!this.ended) this.child.kill('SIGSTOP');
  }

  /** Lets a paused process run again (SIGCONT); harmless on one that runs. */
  resume() {
    if (!this.ended) this.child.kill('SIGCONT');
  }

  /** SIGTERM (after SIGCONT, so a paused process can handle it), then waits for the exit. */
  stop() {
    if (this.ended) return Promise.resolve();
    return new Promise((resolve) => {
      this.child.once('exit', () => resolve());
      this.child.kill('SIGCONT');
      this.child.kill('SIGTERM');
    });
  }
}

/**
 * Starts `node [nodeArgs] script` pinned to the server core and resolves once it prints a line
 * matching `ready` (whose first group is the URL); rejects with its output when it exits first or
 * times out.
 */
export function startNodeServer(script, { env = {}, nodeArgs = [], ready, timeoutMs = 180_000 }) {
  const [command, args] = pinned('server', process.execPath, [...nodeArgs, script]);
  const child = spawn(command, args, {
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${script} did not start in ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = (chunk) => {
      output += chunk.toString();
      const found = output.match(ready);
      if (found) {
        clearTimeout(timer);
        child.stdout.off('data', onData);
        // Keep draining so a chatty server never blocks on a full pipe.
        child.stdout.resume();
        resolve(new ServerProcess(child, found[1]));
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited with ${code} before it was ready:\n${output}`));
    });
  });
}
