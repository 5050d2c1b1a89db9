#!/usr/bin/env bash
# How fast `tessera serve` answers, measured from outside with wrk on loopback:
#   - a QueryList page: /e/rental, 25 rentals of 3.6 million with their customer, inventory and
#     staff links and the (estimated) total;
#   - an Inspect page: one rental, its to-one links and its payments;
#   - the baseline, in the same run: the stylesheet, which goes through the same server, router
#     and middleware but touches no database and renders nothing. The ratio says what a page
#     costs over the server's floor.
# Usage: Benchmarks/serve.sh            (scale 200, about 10 million rows: ~1 minute to generate)
#        SCALE=1 DURATION=5s Benchmarks/serve.sh
set -euo pipefail
cd "$(dirname "$0")/.."

SCALE=${SCALE:-200}
DURATION=${DURATION:-10s}
CONNECTIONS=${CONNECTIONS:-16}
THREADS=${THREADS:-2}

if ! command -v wrk >/dev/null; then
    echo "Installing wrk (Debian's package)…" >&2
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wrk >/dev/null
fi

swift build -c release --product tessera >&2
TESSERA=.build/release/tessera
mkdir -p .build/benchmark
DATABASE=.build/benchmark/rental-$SCALE.sqlite
if [ ! -f "$DATABASE" ]; then
    "$TESSERA" sample-db --scale "$SCALE" --output "$DATABASE" >&2
fi

OUTPUT=$(mktemp)
"$TESSERA" serve "$DATABASE" --read-only --port 0 >"$OUTPUT" 2>&1 &
SERVER=$!
trap 'kill $SERVER 2>/dev/null || true; rm -f "$OUTPUT"' EXIT
for _ in $(seq 1 100); do
    grep -q '^Serving ' "$OUTPUT" && break
    sleep 0.1
done
ADDRESS=$(grep -o 'http://[^ ]*' "$OUTPUT" | head -1)
[ -n "$ADDRESS" ] || { cat "$OUTPUT" >&2; exit 1; }
STYLESHEET=$(curl -s "$ADDRESS" | grep -o '/_tessera/[^"]*\.css' | head -1)
ROW=$(( (SCALE * 18000) / 2 ))

# Prints "requests/s p50 p99" for one address.
measure() {
    curl -sf -o /dev/null "$1" || { echo "$1 does not answer 200" >&2; exit 1; }
    wrk -t"$THREADS" -c"$CONNECTIONS" -d"$DURATION" --latency "$1" | awk '
        /Requests\/sec/ { rps = $2 }
        /^ +50%/ { p50 = $2 }
        /^ +99%/ { p99 = $2 }
        /Non-2xx/ { bad = $NF }
        END { if (bad) { print "non-2xx answers:", bad > "/dev/stderr"; exit 1 } print rps, p50, p99 }'
}

read -r BASE_RPS BASE_P50 BASE_P99 < <(measure "$ADDRESS${STYLESHEET#/}")
read -r LIST_RPS LIST_P50 LIST_P99 < <(measure "${ADDRESS}e/rental")
read -r ROW_RPS ROW_P50 ROW_P99 < <(measure "${ADDRESS}e/rental/$ROW")

echo
echo "tessera serve, scale $SCALE ($(du -h "$DATABASE" | cut -f1) SQLite), wrk -t$THREADS -c$CONNECTIONS -d$DURATION, $(nproc) cores"
printf '%-36s %12s %10s %10s %14s\n' "page" "requests/s" "p50" "p99" "vs baseline"
printf '%-36s %12s %10s %10s %14s\n' "baseline: the stylesheet" "$BASE_RPS" "$BASE_P50" "$BASE_P99" "1.00×"
printf '%-36s %12s %10s %10s %14s\n' "QueryList /e/rental (25 rows)" "$LIST_RPS" "$LIST_P50" "$LIST_P99" \
    "$(awk -v a="$LIST_RPS" -v b="$BASE_RPS" 'BEGIN { printf "%.2f×", a / b }')"
printf '%-36s %12s %10s %10s %14s\n' "Inspect /e/rental/$ROW" "$ROW_RPS" "$ROW_P50" "$ROW_P99" \
    "$(awk -v a="$ROW_RPS" -v b="$BASE_RPS" 'BEGIN { printf "%.2f×", a / b }')"
