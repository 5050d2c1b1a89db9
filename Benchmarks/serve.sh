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

source Benchmarks/lib.sh

require_wrk
build_tessera
sample_database
start_tessera
ADDRESS=$TESSERA_ADDRESS
STYLESHEET=$(curl -s "$ADDRESS" | grep -o '/_tessera/[^"]*\.css' | head -1)
ROW=$(( (SCALE * 18000) / 2 ))

read -r BASE_RPS BASE_P50 _ BASE_P99 < <(measure "$ADDRESS${STYLESHEET#/}")
read -r LIST_RPS LIST_P50 _ LIST_P99 < <(measure "${ADDRESS}e/rental")
read -r ROW_RPS ROW_P50 _ ROW_P99 < <(measure "${ADDRESS}e/rental/$ROW")

echo
echo "tessera serve, scale $SCALE ($(du -h "$DATABASE" | cut -f1) SQLite), wrk -t$THREADS -c$CONNECTIONS -d$DURATION, $(nproc) cores"
printf '%-36s %12s %10s %10s %14s\n' "page" "requests/s" "p50" "p99" "vs baseline"
printf '%-36s %12s %10s %10s %14s\n' "baseline: the stylesheet" "$BASE_RPS" "$BASE_P50" "$BASE_P99" "1.00×"
printf '%-36s %12s %10s %10s %14s\n' "QueryList /e/rental (25 rows)" "$LIST_RPS" "$LIST_P50" "$LIST_P99" \
    "$(awk -v a="$LIST_RPS" -v b="$BASE_RPS" 'BEGIN { printf "%.2f×", a / b }')"
printf '%-36s %12s %10s %10s %14s\n' "Inspect /e/rental/$ROW" "$ROW_RPS" "$ROW_P50" "$ROW_P99" \
    "$(awk -v a="$ROW_RPS" -v b="$BASE_RPS" 'BEGIN { printf "%.2f×", a / b }')"
