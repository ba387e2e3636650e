// The tail reference: node:http spending the same CPU time on every answer (a busy loop of the
// microseconds the path names, /<microseconds>/<bytes>) and answering that many bytes. Its work
// never varies, so the p99/p50 wrk reports for it is the load generator's and the kernel's own tail
// at that cost per answer.
import { createServer } from 'node:http';

const bodies = new Map();

function bodyOf(bytes) {
  let body = bodies.get(bytes);
  if (body === undefined) {
    body = Buffer.alloc(bytes, 'a');
    bodies.set(bytes, body);
  }
  return body;
}

const server = createServer((req, res) => {
  const found = /^\/(\d{1,6})\/(\d{1,7})$/.exec(req.url ?? '');
  if (!found) {
    res.writeHead(404).end();
    return;
  }
  const until = performance.now() + Number(found[1]) / 1000;
  while (performance.now() < until);
  const body = bodyOf(Number(found[2]));
  res.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': String(body.byteLength),
  });
  res.end(body);
});
server.listen(0, '127.0.0.1', () => {
  console.log(`Constant cost: http://127.0.0.1:${server.address().port}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
