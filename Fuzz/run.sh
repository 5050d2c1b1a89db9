#!/usr/bin/env bash
# Builds the fuzz targets with libFuzzer (Swift's -sanitize=fuzzer) and runs each for SECONDS
# (default 30) from its seed corpus in Fuzz/Corpus/TARGET. Exits non-zero on the first crash,
# naming the input that caused it (libFuzzer writes it as crash-… in the working folder).
#
#   bash Fuzz/run.sh            # 30 s each: what CI runs
#   bash Fuzz/run.sh 3600       # an hour each, by hand
#   TARGETS="qualifier form" bash Fuzz/run.sh 600
set -euo pipefail
cd "$(dirname "$0")"

SECONDS_EACH=${1:-30}
TARGETS=${TARGETS:-"qualifier rules cursor form"}
SCRATCH=${SCRATCH:-../.build-fuzz}
# -sanitize=fuzzer instruments every module built here (the parsers' coverage guides libFuzzer)
# and links libFuzzer; lld, because gold trips over the fuzzer runtime's debug information.
FLAGS=(-Xswiftc -sanitize=fuzzer -Xswiftc -Xclang-linker -Xswiftc -fuse-ld=lld)

for target in $TARGETS; do
    swift build --scratch-path "$SCRATCH" "${FLAGS[@]}" --product "fuzz-$target" >&2
done
BIN=$(swift build --scratch-path "$SCRATCH" "${FLAGS[@]}" --show-bin-path)

# libFuzzer, not Swift's backtracer, handles a crash: it writes the input that caused it.
export SWIFT_BACKTRACE=enable=no
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
for target in $TARGETS; do
    echo "fuzz-$target: $SECONDS_EACH s" >&2
    mkdir -p "$WORK/$target" crashes
    # A fresh folder for what it finds this run, the committed seeds read-only beside it.
    # -max_len: a request line or a form of 64 KiB is larger than any real one.
    if ! "$BIN/fuzz-$target" -max_total_time="$SECONDS_EACH" -max_len=65536 -timeout=10 -rss_limit_mb=2048 \
        -print_final_stats=1 -artifact_prefix="crashes/$target-" "$WORK/$target" "Corpus/$target" 2>"$WORK/$target.log"; then
        tail -40 "$WORK/$target.log" >&2
        echo "fuzz-$target crashed: the input is in Fuzz/$(ls -t crashes/$target-* | head -1)" >&2
        exit 1
    fi
    grep -E "stat::number_of_executed_units|cov:" "$WORK/$target.log" | tail -2 >&2
done
echo "fuzzing: ${TARGETS// /, }: no crash in $SECONDS_EACH s each" >&2
