// `npm run web-api`: the /web backend as a standalone server on PORT (default 4001).
import { createServer } from 'node:http';
import { createWebApi } from './create-web-api';

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
const server = createServer((req, res) => {
  const path = (req.url ?? '/').split('?')[0];
  if (path === '/web' || path === '/web/') {
    api.handle(req, res);
    return;
  }
  res.writeHead(404, { 'content-type': 'application/json; charset=utf-8' });
  res.end(
    JSON.stringify({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'The API lives at /web',
      data: null,
    }),
  );
});
server.listen(port, () => console.log(`web-api listening on http://localhost:${port}/web`));

async function stop(): Promise<void> {
  server.close();
  await api.close();
  process.exit(0);
}
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
