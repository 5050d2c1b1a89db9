#!/usr/bin/env bash
# Light pages beside heavy ones: 30 clients ask for the heaviest answers a list offers (a search
# over every row, six facets, 500 rows, as JSON) at scale 10, while one client loads a 25-row list
# and a row page; prints the light pages' p50/p95/p99 and the server's CPU. The goal: the light
# pages' p99 under 100 ms on a two-core machine. A benchmark, not a test: run it by hand.
#
#   Benchmarks/heavy-vs-light.sh                        # release build, 60 s, 30 heavy clients
#   HEAVY=10 DURATION_S=20 Benchmarks/heavy-vs-light.sh
#   TESSERA=.build/debug/tessera Benchmarks/heavy-vs-light.sh
set -euo pipefail
cd "$(dirname "$0")/.."
SCALE=${SCALE:-10}
source Benchmarks/lib.sh

build_tessera
sample_database
WORK=$(mktemp -d)
BENCHMARK_FILES+=("$WORK")
"$TESSERA" serve "$DATABASE" --port 0 ${SERVE_OPTIONS:-} >"$WORK/server.log" 2>&1 &
SERVER=$!
BENCHMARK_PIDS+=("$SERVER")
wait_for_line "$WORK/server.log" "Serving"
PORT=$(grep -o 'http://127.0.0.1:[0-9]*' "$WORK/server.log" | head -1 | sed 's/.*://')
echo "heavy-vs-light: $TESSERA on $DATABASE, port $PORT, pid $SERVER" >&2
python3 Benchmarks/heavy_vs_light.py --port "$PORT" --pid "$SERVER" --heavy "${HEAVY:-30}" --duration "${DURATION_S:-60}"
