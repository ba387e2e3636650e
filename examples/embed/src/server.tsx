import { readFile } from 'node:fs/promises';
import { createServer, type ServerResponse } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { htmlLang } from '@agency/core';
import { webApiOver } from '@agency/ui/web-api';
import { answer } from './backend.js';
import { BOOT_ELEMENT_ID, ROOT_ELEMENT_ID } from './boot.js';
import { renderScreen } from './render.js';

const CLIENT_DIR = join(import.meta.dirname, 'client');
const TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

// On the server the WebApi answers in process; the browser's goes through POST /web to the same answers.
const api = webApiOver(async (request) => {
  const answered = answer(request);
  if (answered === null)
    throw new Error(`no answer for ${request.controller}/${request.subaction}`);
  return answered;
});

function send(res: ServerResponse, status: number, type: string, body: string | Buffer) {
  res.writeHead(status, { 'content-type': type });
  res.end(body);
}

// JSON inside <script>: "<" escaped, so no "</script>" in the data can end the element.
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c');
}

async function readBody(req: AsyncIterable<Buffer>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

const server = createServer(async (req, res) => {
  const url = req.url ?? '/';
  try {
    if (url.startsWith('/client/')) {
      const file = normalize(join(CLIENT_DIR, url.slice('/client/'.length).split('?')[0] ?? ''));
      const type = TYPES[extname(file)];
      if (!file.startsWith(CLIENT_DIR) || type === undefined)
        return send(res, 404, 'text/plain', '');
      return send(res, 200, type, await readFile(file));
    }
    if (url === '/web' && req.method === 'POST') {
      const answered = answer(JSON.parse(await readBody(req)));
      return answered === null
        ? send(res, 404, 'application/json', '{"error":"not served here"}')
        : send(res, 200, 'application/json', JSON.stringify(answered));
    }
    const rendered = await renderScreen(url, api, Date.now());
    if ('location' in rendered) {
      res.writeHead(rendered.status, { location: rendered.location });
      return res.end();
    }
    const { state } = rendered.boot;
    send(
      res,
      rendered.status,
      'text/html; charset=utf-8',
      `<!doctype html><html lang="${htmlLang(state.lang)}"><head><meta charset="utf-8">` +
        '<meta name="viewport" content="width=device-width, initial-scale=1">' +
        '<title>An app that embeds @agency/ui</title><link rel="icon" href="data:,">' +
        '<link rel="stylesheet" href="/client/client.css"></head><body>' +
        '<header class="host-header"><h1>An app that embeds @agency/ui</h1></header>' +
        `<div id="${ROOT_ELEMENT_ID}">${rendered.html}</div>` +
        `<script type="application/json" id="${BOOT_ELEMENT_ID}">${scriptJson(rendered.boot)}</script>` +
        '<script type="module" src="/client/client.js"></script></body></html>',
    );
  } catch (error) {
    console.error(error);
    send(res, 500, 'text/plain', 'server error');
  }
});

server.listen(Number(process.env.PORT ?? 3100), '127.0.0.1', () => {
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : '';
  console.log(`embed example: http://127.0.0.1:${port}`);
});
