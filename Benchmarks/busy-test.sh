#!/usr/bin/env bash
# `swift test` on a machine whose cores are all kept busy by other work, as CI's machine often is:
# one busy process per core runs beside the whole suite, which must pass all the same. Not run in
# CI (it is the full suite again); run it by hand before calling a change to the tests or to the
# server's concurrency done.
#
#   Benchmarks/busy-test.sh                  # the whole suite, as the README runs it
#   Benchmarks/busy-test.sh --filter Live    # any `swift test` arguments
#   BUSY=4 Benchmarks/busy-test.sh           # four busy processes instead of one per core
#
# It prints, besides the test output, the wall time and the CPU time the suite used, so that a
# run that starved (much wall time, little CPU) tells itself apart from one that was merely slow.
set -euo pipefail
cd "$(dirname "$0")/.."

BUSY=${BUSY:-$(nproc)}
pids=()
stop_busy() {
    for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
}
trap stop_busy EXIT
for _ in $(seq "$BUSY"); do
    # A loop of the shell's own: all CPU, no memory, no I/O.
    sh -c 'while :; do :; done' &
    pids+=($!)
done
echo "busy-test: $BUSY busy processes: ${pids[*]}" >&2

swift build --build-tests
start=$(date +%s)
status=0
/usr/bin/time -f "busy-test: swift test used %U s user + %S s system CPU, %e s wall, peak RSS %M KiB" \
    swift test --skip-build "$@" || status=$?
echo "busy-test: exit $status after $(( $(date +%s) - start )) s beside $BUSY busy processes" >&2
exit $status
