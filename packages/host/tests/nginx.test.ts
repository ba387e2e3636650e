import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/server/config';
import { IN_MEMORY, type RunningHost, readManifest, startHost } from '../src/server/start-host';
import { databaseImage } from './support/database-image';
import { rawRequest } from './support/http';
import { PUBLIC_URL } from './support/site';

// R15.9: deploy/nginx.conf itself (ports, paths and the upstream replaced) runs in front of the host
// with TRUST_PROXY=1. .ci/run installs nginx; elsewhere the test is skipped, saying why.
const NGINX = '/usr/sbin/nginx';
const SKIPPED = existsSync(NGINX) ? '' : ` (skipped: ${NGINX} is missing; apt-get install nginx)`;
const SITE_CONF = fileURLToPath(new URL('../../../deploy/nginx.conf', import.meta.url));
const DOMAIN = 'example.com';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

// Replaces `from` in the site file and fails when the file no longer has it: the test must run the real file.
function replaceAll(text: string, from: string | RegExp, to: string): string {
  const found = typeof from === 'string' ? text.includes(from) : from.test(text);
  if (!found) throw new Error(`deploy/nginx.conf no longer contains ${from}`);
  return typeof from === 'string' ? text.split(from).join(to) : text.replace(from, to);
}

describe.skipIf(SKIPPED !== '')(`deploy/nginx.conf in front of the host${SKIPPED}`, () => {
  let dir: string;
  let site: RunningHost;
  let nginx: ChildProcess;
  let nginxLog = '';
  let httpPort: number;
  let tlsPort: number;

  /** One HTTPS request to nginx, from the loopback address `from` (each one is another client). */
  function send(
    path: string,
    options: {
      from?: string;
      method?: string;
      headers?: Record<string, string>;
      body?: string;
    } = {},
  ): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port: tlsPort,
          path,
          method: options.method ?? 'GET',
          servername: DOMAIN,
          rejectUnauthorized: false,
          localAddress: options.from ?? '127.0.0.1',
          agent: false,
          headers: { host: DOMAIN, ...options.headers },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks).toString('utf8'),
            }),
          );
        },
      );
      req.on('error', reject);
      req.end(options.body);
    });
  }

  const askCode = (from: string, forwardedFor: string, phone: string) =>
    send('/web', {
      from,
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      body: JSON.stringify({ controller: 'Auth', subaction: 'phoneSignIn', lang: 'en', phone }),
    });

  beforeAll(async () => {
    site = await startHost(
      loadConfig({
        PORT: '0',
        HOST: '127.0.0.1',
        PUBLIC_URL,
        DATA_DIR: IN_MEMORY,
        TRUST_PROXY: '1',
        LOG_LEVEL: 'warn',
      }),
      undefined,
      undefined,
      { pgliteImage: databaseImage('site') },
    );
    dir = mkdtempSync(join(tmpdir(), 'agency-nginx-'));
    mkdirSync(join(dir, 'tmp'));
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        `/CN=${DOMAIN}`,
        '-keyout',
        join(dir, 'privkey.pem'),
        '-out',
        join(dir, 'fullchain.pem'),
      ],
      { stdio: 'ignore' },
    );
    httpPort = await freePort();
    tlsPort = await freePort();
    let conf = readFileSync(SITE_CONF, 'utf8');
    conf = replaceAll(conf, 'server 127.0.0.1:3000;', `server ${new URL(site.url).host};`);
    // The test machine may have no IPv6 loopback; the IPv4 lines are the same server.
    conf = replaceAll(conf, /^\s*listen \[::\]:.*$/gm, '');
    conf = replaceAll(conf, /listen 80\b/g, `listen 127.0.0.1:${httpPort}`);
    conf = replaceAll(conf, /listen 443\b/g, `listen 127.0.0.1:${tlsPort}`);
    conf = replaceAll(conf, '/etc/ssl/agency/', `${dir}/`);
    conf = replaceAll(conf, '/var/log/nginx/', `${dir}/`);
    conf = replaceAll(conf, '/var/cache/nginx/agency-assets', join(dir, 'assets-cache'));
    writeFileSync(join(dir, 'site.conf'), conf);
    // Debian's nginx.conf, reduced to what a test needs: no daemon, no worker switching user, all in dir.
    writeFileSync(
      join(dir, 'nginx.conf'),
      [
        'daemon off;',
        'master_process off;',
        `pid ${dir}/nginx.pid;`,
        `error_log ${dir}/error.log warn;`,
        'events { worker_connections 128; }',
        'http {',
        `  include /etc/nginx/mime.types;`,
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
          (kind) => `  ${kind}_temp_path ${dir}/tmp/${kind};`,
        ),
        `  access_log ${dir}/access.log;`,
        `  include ${dir}/site.conf;`,
        '}',
      ].join('\n'),
    );
    nginx = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    nginx.stderr?.on('data', (chunk: Buffer) => {
      nginxLog += chunk.toString();
    });
    for (let attempt = 0; ; attempt++) {
      if (nginx.exitCode !== null)
        throw new Error(`nginx exited: ${nginxLog}${readFileSync(join(dir, 'error.log'), 'utf8')}`);
      try {
        await send('/healthz');
        break;
      } catch (error) {
        if (attempt > 100) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  });
  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      nginx.kill('SIGQUIT');
      await new Promise((resolve) => nginx.once('exit', resolve));
    }
    await site?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('serves pages and /web over TLS, and plain HTTP redirects to the canonical address', async () => {
    const page = await send('/en/privacy-policy');
    expect(page.status).toBe(200);
    expect(page.body).toContain('Privacy policy');
    const load = await send('/web?controller=Index&subaction=index&lang=en&route=%2Fen');
    expect(load.status).toBe(200);
    expect(JSON.parse(load.body).data.page.route).toBe('home');

    const plain = await rawRequest(`http://127.0.0.1:${httpPort}`, '/en?x=1', {
      headers: { host: DOMAIN },
    });
    expect(plain.status).toBe(301);
    expect(plain.headers.location).toBe(`https://${DOMAIN}/en?x=1`);
  });

  it('the access log names the path, never the query string or the Referer (a token rides in the confirmation link)', async () => {
    const secret = 'secret-token-0123456789abcdef';
    const page = await send(`/en/email-confirmation?token=${secret}`, {
      headers: { referer: `https://${DOMAIN}/en/email-confirmation?token=${secret}` },
    });
    expect(page.status).toBe(200);
    await expect
      .poll(() => readFileSync(join(dir, 'agency-site.access.log'), 'utf8'))
      .toContain('"GET /en/email-confirmation HTTP/');
    expect(readFileSync(join(dir, 'agency-site.access.log'), 'utf8')).not.toContain(secret);
  });

  it('keeps the content-hashed assets a year and passes them as the host compressed them', async () => {
    const asset = readManifest().entry;
    const first = await send(asset, { headers: { 'accept-encoding': 'gzip' } });
    expect(first.status).toBe(200);
    const second = await send(asset, { headers: { 'accept-encoding': 'gzip' } });
    expect(second.headers['x-cache-status']).toBe('HIT');
    expect(second.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(second.headers['content-encoding']).toBe('gzip');
    // An unknown asset name is answered by the host each time, never from nginx's copy.
    for (let i = 0; i < 2; i++) {
      const missing = await send('/assets/missing-0000.js');
      expect(missing.status).not.toBe(200);
      expect(missing.headers['x-cache-status']).not.toBe('HIT');
    }
  });

  it('rate limits see the client address nginx passed, not nginx’s, and a client-sent X-Forwarded-For cannot spoof it', async () => {
    // Code requests allow 10 per address an hour. Every request names another address in its own
    // X-Forwarded-For; nginx appends the real one, and that is the one counted.
    for (let i = 0; i < 10; i++) {
      const answer = await askCode('127.0.0.2', `203.0.113.${i + 1}`, `+1555030${1000 + i}`);
      expect(answer.status, answer.body).toBe(200);
    }
    const eleventh = await askCode('127.0.0.2', '198.51.100.77', '+15550309999');
    expect(eleventh.status).toBe(429);
    // nginx connects to the host from one address for everybody: another client is still served.
    expect((await askCode('127.0.0.3', '127.0.0.2', '+15550309998')).status).toBe(200);
  });

  it('never takes Host or X-Forwarded-Host into links, and answers no other name', async () => {
    const forged = {
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'http',
      forwarded: 'host=evil.example;proto=http',
    };
    for (const path of ['/en', '/en/privacy-policy', '/sitemap.xml', '/robots.txt']) {
      const answer = await send(path, { headers: forged });
      expect(answer.status, path).toBe(200);
      expect(answer.body, path).toContain(PUBLIC_URL);
      expect(answer.body, path).not.toContain('evil.example');
      expect(answer.body, path).not.toContain(`//${DOMAIN}`);
    }
    const root = await send('/', { headers: forged });
    expect(String(root.headers.location ?? '')).not.toMatch(/evil|example\.com/);
    // /web still reaches the host's own backend, whatever the client names.
    const load = await send('/web?controller=Index&subaction=index&lang=en&route=%2Fen', {
      headers: forged,
    });
    expect(load.status).toBe(200);
    // Any other name: the connection is closed without an answer (444).
    await expect(send('/en', { headers: { host: 'evil.example' } })).rejects.toThrow();
  });
});
