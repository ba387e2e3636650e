#!/usr/bin/env bash
# The production path in a temporary copy of the checkout: `npm run build` (or the checkout's build,
# with SERVE_CHECK_BUILT=1), `npm prune --omit=dev`, then `npm run serve` with no dev dependency on
# disk; pages, /web and the health endpoints must answer.
# Usage: bash .ci/serve-check.sh   (SERVE_CHECK_PORT picks the port, default one the kernel has free; SERVE_CHECK_BUILT=1
# copies the checkout's packages/*/dist instead of building again, refused when a source is newer)
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
# A port the kernel has free now: a fixed one in the ephemeral range (38080) was once taken by another
# process's socket, and the server refused to start (EADDRINUSE).
port=${SERVE_CHECK_PORT:-$(node --input-type=module -e "import { freePort } from '$root/bench/lib/free-port.mjs'; console.log(await freePort());")}
work=$(mktemp -d)
pid=""
cleanup() {
  # npm runs the server as a child: the whole process group (its own session) is stopped.
  if [ -n "$pid" ]; then kill -- -"$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; fi
  if [ -z "${SERVE_CHECK_KEEP:-}" ]; then rm -rf "$work"; fi
}
trap cleanup EXIT

echo "serve-check: copying the checkout to $work"
# Tracked and new files, not the ignored ones (no dist/, no .data/, no node_modules/).
(cd "$root" && git ls-files -z --cached --others --exclude-standard) |
  (cd "$root" && xargs -0 -I{} sh -c 'test -e "{}" && printf "%s\0" "{}" || true') |
  (cd "$root" && tar --null -T - -cf -) | (cd "$work" && tar -xf -)
# node_modules hard-linked (no download, no copy of 500 MB); prune only unlinks, and npm's own
# bookkeeping file is a real copy, so the checkout's node_modules is never touched.
cp -al "$root/node_modules" "$work/node_modules"
rm -f "$work/node_modules/.package-lock.json"
cp "$root/node_modules/.package-lock.json" "$work/node_modules/.package-lock.json"

cd "$work"
if [ -n "${SERVE_CHECK_BUILT:-}" ]; then
  # .ci/run has just built this checkout with the same `npm run build` (and the host tests' global
  # setup rebuilt the host with the same script): the output is copied, not built again (decision 0058).
  [ -f "$root/packages/host/dist/server/main.js" ] || { echo "serve-check: SERVE_CHECK_BUILT is set, but the checkout is not built"; exit 1; }
  # A source edited after the oldest build output would be served stale: refused.
  oldest=$(ls -dtr "$root"/packages/*/dist | head -n 1)
  stale=$(find "$root"/packages/*/src "$root/contracts" -type f -newer "$oldest" -print -quit)
  [ -z "$stale" ] || { echo "serve-check: ${stale#"$root"/} is newer than the build ($oldest): npm run build first"; exit 1; }
  for dist in "$root"/packages/*/dist; do
    cp -a "$dist" "$work/packages/$(basename "$(dirname "$dist")")/dist"
  done
else
  npm run build >"$work/build.log" 2>&1 || { tail -40 "$work/build.log"; exit 1; }
fi
npm prune --omit=dev >"$work/prune.log" 2>&1 || { tail -40 "$work/prune.log"; exit 1; }
for dev in vitest esbuild typescript @biomejs/biome tsup pino-pretty; do
  if [ -e "node_modules/$dev" ]; then echo "serve-check: dev dependency $dev still present after prune"; exit 1; fi
done

echo "serve-check: npm run serve on port $port"
if curl -s -o /dev/null "http://127.0.0.1:$port/"; then echo "serve-check: port $port is already taken"; exit 1; fi
NODE_ENV=production PORT=$port HOST=127.0.0.1 PUBLIC_URL="http://127.0.0.1:$port" \
  DATA_DIR="$work/data" JWT_SECRET=serve-check-secret-serve-check-secret \
  setsid npm run serve >"$work/serve.log" 2>&1 &
pid=$!

base="http://127.0.0.1:$port"
for _ in $(seq 1 120); do
  if curl -fsS -o /dev/null "$base/readyz" 2>/dev/null; then break; fi
  if ! kill -0 "$pid" 2>/dev/null; then cat "$work/serve.log"; echo "serve-check: the server exited"; exit 1; fi
  sleep 0.5
done

fail() {
  echo "serve-check: $1"
  tail -40 "$work/serve.log"
  exit 1
}
curl -fsS "$base/readyz" >/dev/null || fail "/readyz does not answer 200"
curl -fsS "$base/" | grep -q '<html' || fail "the landing page is not HTML"
curl -fsSL "$base/en/" | grep -q "<html" || fail "/en/ is not HTML"
curl -fsS "$base/web?controller=Index&subaction=index&lang=en&route=%2Fen" | grep -q '"data":{"page"' ||
  fail "/web did not answer the landing data"
curl -fsS -o /dev/null "$base/robots.txt" || fail "/robots.txt does not answer"
# The access log is JSON in production, one line per request, with the request id.
logged=""
for _ in $(seq 1 20); do
  if grep -q '"msg":"request".*"reqId"' "$work/serve.log"; then logged=1; break; fi
  sleep 0.2
done
[ -n "$logged" ] || fail "no JSON access-log line"
echo "serve-check: ok (the build pruned and served: pages, /web, health and access log answer)"
