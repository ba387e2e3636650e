// The reference ceiling: node:http answering every request with the landing's final HTML bytes
// (BENCH_HTML_FILE), no routing, no headers beyond type and length.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const body = readFileSync(process.env.BENCH_HTML_FILE ?? '');
const server = createServer((_req, res) => {
  res.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': String(body.byteLength),
  });
  res.end(body);
});
server.listen(0, '127.0.0.1', () => {
  console.log(`Static: http://127.0.0.1:${server.address().port}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
