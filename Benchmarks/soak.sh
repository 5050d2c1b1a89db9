#!/usr/bin/env bash
# A soak: one `tessera serve` under mixed load — page reads, saves, live streams held and dropped,
# hostile requests (deep nesting, huge parameters, bad cursors, NUL bytes, a foreign Host, forms
# without a token, half-sent headers) — for a while, printing every 30 s the requests so far, the
# answers by status, and the server's resident memory and CPU time. Fails on a 5xx (other than a
# 503 the server means) or a dead server. Not a test: run it by hand, long; CI runs a minute.
#
#   Benchmarks/soak.sh                      # 10 minutes, release build, scale-1 sample
#   Benchmarks/soak.sh --duration 60        # a minute
#   TESSERA=.build/debug/tessera Benchmarks/soak.sh --duration 60
set -euo pipefail
cd "$(dirname "$0")/.."
source Benchmarks/lib.sh

DURATION_S=600
while [ $# -gt 0 ]; do
    case "$1" in
        --duration) DURATION_S=$2; shift 2 ;;
        *) echo "usage: Benchmarks/soak.sh [--duration SECONDS]" >&2; exit 64 ;;
    esac
done

build_tessera
WORK=$(mktemp -d)
BENCHMARK_FILES+=("$WORK")
"$TESSERA" sample-db --scale "${SCALE_SOAK:-1}" --output "$WORK/rental.sqlite" >&2
"$TESSERA" serve "$WORK/rental.sqlite" --port 0 --header-timeout 5 >"$WORK/server.log" 2>&1 &
SERVER=$!
BENCHMARK_PIDS+=("$SERVER")
wait_for_line "$WORK/server.log" "Serving"
PORT=$(grep -o 'http://127.0.0.1:[0-9]*' "$WORK/server.log" | head -1 | sed 's/.*://')
echo "soak: $TESSERA on port $PORT, pid $SERVER" >&2
status=0
python3 Benchmarks/soak.py --port "$PORT" --pid "$SERVER" --duration "$DURATION_S" --interval "${INTERVAL:-30}" || status=$?
if ! kill -0 "$SERVER" 2>/dev/null; then
    echo "soak: the server died" >&2
    tail -40 "$WORK/server.log" >&2
    exit 2
fi
if grep -q "request failed" "$WORK/server.log"; then
    echo "soak: the server logged failures:" >&2
    grep "request failed" "$WORK/server.log" | sort | uniq -c | head -20 >&2
fi
exit $status
