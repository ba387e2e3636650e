import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIST_DIR } from '../src/server/dist-dir';
import { rawRequest } from './support/http';
import { json, pageAnswer, startUpstream, type TestUpstream } from './support/upstream';

/** R14.10: SIGTERM with 100 requests in flight. */
const IN_FLIGHT = 100;

describe('SIGTERM', () => {
  let upstream: TestUpstream;
  const held: Array<() => void> = [];

  beforeAll(async () => {
    // The backend answers only when the test lets it, so every request is still in flight when
    // the signal arrives, however slow the machine.
    upstream = await startUpstream((_req, res) => {
      held.push(() => json(res, 200, pageAnswer('privacy-policy', '/en/privacy-policy', 'Slow')));
    });
  });
  afterAll(() => upstream.close());

  it('graceful shutdown on SIGTERM: 100 in-flight requests finish, new ones are refused, exit 0', async () => {
    const child = spawn(process.execPath, [join(DIST_DIR, 'server/main.js')], {
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        WEB_API_URL: upstream.url,
        NODE_ENV: 'production',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    while (!/Site: (http:\/\/\S+)/.test(output)) await once(child.stdout, 'data');
    const url = output.match(/Site: (http:\/\/\S+)/)?.[1] ?? '';
    const inFlight = Array.from({ length: IN_FLIGHT }, () => rawRequest(url, '/en/privacy-policy'));
    while (upstream.calls.length < IN_FLIGHT)
      await new Promise((resolve) => setTimeout(resolve, 20));
    const exited = once(child, 'exit');
    const closed = once(child, 'close');
    child.kill('SIGTERM');
    // The host logs this line in the same turn as it stops listening.
    while (!output.includes('SIGTERM: finishing in-flight requests')) {
      await once(child.stdout, 'data');
    }
    await expect(rawRequest(url, '/en/privacy-policy')).rejects.toThrow(/ECONNREFUSED|ECONNRESET/);
    for (const answer of held.splice(0)) answer();
    const answers = await Promise.all(inFlight);
    expect(answers.map((answer) => answer.status)).toEqual(Array(IN_FLIGHT).fill(200));
    const [code] = await exited;
    expect(code).toBe(0);
    // Each answer's access line is written in the moments before the exit: the lines still batched
    // then are written at exit, none lost.
    await closed;
    const answered = output
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((entry) => entry.msg === 'request' && entry.path === '/en/privacy-policy');
    expect(answered.filter((entry) => entry.status === 200)).toHaveLength(IN_FLIGHT);
  });
});
