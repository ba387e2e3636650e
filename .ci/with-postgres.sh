#!/usr/bin/env bash
# Runs a command with DATABASE_URL pointing at a throwaway PostgreSQL cluster on loopback.
set -euo pipefail
bin=$(dirname "$(compgen -G '/usr/lib/postgresql/*/bin/postgres' | sort -V | tail -n 1)")
dir=$(mktemp -d /tmp/agency-pg.XXXXXX)
port=${PGPORT_CI:-54329}
run_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
[ "$(id -u)" = 0 ] && chown postgres "$dir"
run_pg "$bin/initdb" -D "$dir/data" -U agency --auth=trust >/dev/null
# A throwaway cluster: durability is not under test, so no fsync (one pair of suite runs: 145 s against 155).
run_pg "$bin/pg_ctl" -D "$dir/data" -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" -l "$dir/log" -w start >/dev/null
trap 'run_pg "$bin/pg_ctl" -D "$dir/data" -m fast stop >/dev/null; rm -rf "$dir"' EXIT
export DATABASE_URL="postgres://agency@127.0.0.1:$port/postgres"
"$@"
