#!/usr/bin/env bash
# Instructions per page of the film table page — Tessera's renderer and the hand-written writer of
# the same bytes — counted by valgrind's callgrind: a figure that a busy machine does not disturb,
# unlike seconds. Each writer renders the page once and three times; the difference, halved, is
# one page without the setup and the first rendering's one-time costs.
#
#   Benchmarks/instructions.sh [rows]          # 2000 rows by default
#
# TESSERA_BENCHMARK names the program (a release build, built when missing).
set -euo pipefail
cd "$(dirname "$0")/.."
ROWS=${1:-2000}
if ! command -v valgrind >/dev/null; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq valgrind >/dev/null
fi
BIN=${TESSERA_BENCHMARK:-}
if [ -z "$BIN" ]; then
    swift build -c release --product tessera-benchmark >&2
    BIN=.build/release/tessera-benchmark
fi
count() {
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$BIN" instructions "$1" "$ROWS" "$2" 2>&1 \
        | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}
declare -A PER_PAGE
for writer in tessera hand-written; do
    once=$(count "$writer" 1)
    thrice=$(count "$writer" 3)
    PER_PAGE[$writer]=$(( (thrice - once) / 2 ))
done
printf 'Instructions per %d-row film page (callgrind):\n' "$ROWS"
printf '  %-13s %14d  (%d a row)\n' tessera "${PER_PAGE[tessera]}" $(( PER_PAGE[tessera] / ROWS ))
printf '  %-13s %14d  (%d a row)\n' hand-written "${PER_PAGE[hand-written]}" $(( PER_PAGE[hand-written] / ROWS ))
awk -v t="${PER_PAGE[tessera]}" -v h="${PER_PAGE[hand-written]}" 'BEGIN { printf "  tessera executes %.2f× the instructions of the hand-written writer\n", t / h }'
