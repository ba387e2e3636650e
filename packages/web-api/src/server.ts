// `npm run web-api`: the /web backend as a standalone server on PORT (default 4001).
import { createServer } from 'node:http';
import { DEFAULT_LANGUAGE } from '@agency/core';
import { WebApiError } from './base/web-api-error';
import { createWebApi } from './create-web-api';
import { errorAnswer } from './http/json-answer';

let api: Awaited<ReturnType<typeof createWebApi>>;
try {
  api = await createWebApi();
} catch (error) {
  // A bad SMTP_URL or SMS hook setting: one line naming the variable, no stack.
  if (!(error instanceof Error) || error.name !== 'ConfigError') throw error;
  console.error(`Configuration error: ${error.message}`);
  process.exit(1);
}
const port = Number(process.env.PORT ?? 4001);
// A path other than /web names no language: the answer is in the default one.
const elsewhere = errorAnswer(
  new WebApiError(404, 'NOT_FOUND', 'request.apiAtWeb'),
  DEFAULT_LANGUAGE,
);
const server = createServer((req, res) => {
  const path = (req.url ?? '/').split('?')[0];
  if (path === '/web' || path === '/web/') {
    api.handle(req, res);
    return;
  }
  res.writeHead(elsewhere.status, elsewhere.headers);
  res.end(elsewhere.body);
});
server.listen(port, () => console.log(`web-api listening on http://localhost:${port}/web`));

async function stop(): Promise<void> {
  server.close();
  await api.close();
  process.exit(0);
}
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
