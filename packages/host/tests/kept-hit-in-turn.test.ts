import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isStreamed } from '../src/server/host-response';
import type { RunningHost } from '../src/server/start-host';
import { fetchUpstream, testHandler } from './support/handle';
import { startPagesSite } from './support/site';
import { pageAnswer } from './support/upstream';

// Issue 30's hits, decision 0066: a kept page asked for again by the same target is answered in the
// request's own turn, with no promise between the request and its answer.
describe('a kept page is answered in the turn of its request', () => {
  const loads: string[] = [];
  const site = testHandler(
    fetchUpstream(async (request) => {
      const route = new URL(request.url).searchParams.get('route') ?? '/';
      loads.push(route);
      return Response.json(pageAnswer('home', route, 'Agency'));
    }),
  );

  const bodyOf = async (answer: ReturnType<typeof site.answer>['answer']) => {
    const response = await answer;
    if (isStreamed(response.body)) throw new Error('a kept page is bytes in memory');
    return Buffer.from(response.body).toString('utf8');
  };

  it('the first request is decided (routed, loaded, kept); the same target again is the kept page at once, noted as a hit', async () => {
    const first = site.answer('/en');
    expect(first.answer).toBeInstanceOf(Promise);
    const drawn = await bodyOf(first.answer);
    expect(loads).toEqual(['/en']);
    const again = site.answer('/en');
    expect(again.answer).not.toBeInstanceOf(Promise);
    expect(await bodyOf(again.answer)).toBe(drawn);
    expect(again.trace).toMatchObject({ route: 'home', cache: 'hit' });
    expect(loads).toEqual(['/en']);
  });

  it('a token cookie of either kind, or a target not yet decided, still goes the whole way', async () => {
    await bodyOf(site.answer('/en').answer);
    const whole = [
      site.answer('/en', { cookie: 'token=x.y.z' }).answer,
      site.answer('/en', { cookie: 'admin-token=x.y.z' }).answer,
      site.answer('/en?utm=1').answer,
    ];
    for (const answer of whole) expect(answer).toBeInstanceOf(Promise);
    await Promise.all(whole);
  });
});

describe("the node:http adapter writes a kept page's hit before the request's event returns", () => {
  let site: RunningHost;

  beforeAll(async () => {
    site = await startPagesSite();
  });
  afterAll(async () => {
    await site?.close();
  });

  // A request handed to the server as node:http hands it: the response ends in memory (no socket).
  function ask(path: string): ServerResponse {
    const socket = new Socket();
    // The client's address, as a connected socket has it.
    Object.defineProperty(socket, 'remoteAddress', { value: '127.0.0.1' });
    const req = new IncomingMessage(socket);
    req.method = 'GET';
    req.url = path;
    req.headers = { host: 'localhost' };
    const res = new ServerResponse(req);
    site.host.server.emit('request', req, res);
    return res;
  }

  it('a target decided to a kept page has its answer ended when emit returns; an answer still to decide ends later', async () => {
    expect((await fetch(`${site.url}/en`)).status).toBe(200);
    const hit = ask('/en');
    expect(hit.writableEnded).toBe(true);
    expect(hit.headersSent).toBe(true);
    expect(hit.statusCode).toBe(200);
    const decided = ask('/healthz');
    expect(decided.writableEnded).toBe(false);
    await expect.poll(() => decided.writableEnded).toBe(true);
  });
});
