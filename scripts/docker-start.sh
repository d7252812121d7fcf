#!/usr/bin/env sh
# The container's start command: one Node program that starts a web process per core and a
# background process (server/index.ts, docs/decisions/0048). With LITESTREAM_REPLICA_URL set, an empty volume is first
# restored from the replica, then the server runs under `litestream replicate`, which streams
# every change of the database to the replica. Without it, the server runs on its own.
set -eu
export NODE_ENV=production
# A heap sized for a small VM (fly.toml gives 512 MB), for each process: V8 otherwise sizes it from the host's
# memory and lets garbage pile up under load (300+ MB). A 4 MB semi-space holds ~10 MB less
# under mixed load than 8 MB at the same throughput (docs/decisions/0037). NODE_OPTIONS given to
# the container come after these, so they win.
export NODE_OPTIONS="--max-old-space-size=128 --max-semi-space-size=4${NODE_OPTIONS:+ $NODE_OPTIONS}"
# glibc raises its mmap threshold after the first large free, after which every response's
# compression buffers (~256 KB each) come from heaps that never shrink: RSS doubled under load.
# A fixed threshold hands them back to the system (at some CPU for uncached pages).
export MALLOC_MMAP_THRESHOLD_="${MALLOC_MMAP_THRESHOLD_:-131072}"
cd "$(dirname "$0")/.."

db_path="${DATABASE_URL#file:}"
if [ -n "${LITESTREAM_REPLICA_URL:-}" ] && [ "$db_path" != "$DATABASE_URL" ]; then
  # The image carries the binary (Dockerfile, scripts/fetch-litestream.sh); LITESTREAM_BIN
  # names another one.
  litestream="${LITESTREAM_BIN:-litestream}"
  if ! command -v "$litestream" >/dev/null 2>&1; then
    echo "LITESTREAM_REPLICA_URL is set but there is no Litestream binary ($litestream): the Docker image has one; elsewhere run scripts/fetch-litestream.sh and set LITESTREAM_BIN." >&2
    exit 1
  fi
  mkdir -p "$(dirname "$db_path")"
  if [ ! -f "$db_path" ]; then
    echo "Restoring $db_path from $LITESTREAM_REPLICA_URL (if a replica exists)"
    "$litestream" restore -if-replica-exists -o "$db_path" "$LITESTREAM_REPLICA_URL"
  fi
  exec "$litestream" replicate -exec "node build/server/index.js" "$db_path" "$LITESTREAM_REPLICA_URL"
fi
exec node build/server/index.js
