#!/usr/bin/env bash
# The SQL page of `tessera serve` against Datasette's: both serve the same sample database
# read-only (immutable), and wrk drives each page of a query in turn on loopback, for three
# queries of issue 44:
#   - select: 25 rentals in key order (the page's own table of values, keys linked to rows);
#   - aggregate: the rentals (the largest table) counted by month, and those returned;
#   - join: 100 films with their categories, through the table between them.
# For each it reports requests per second, latency, and the server's processor time per request,
# read from /proc for the server's process before and after the run (what wrk on the same cores
# does not blur). Before timing, each page must answer 200 and show what the database says the
# query gives (its first and last values). Tessera's /sql?sql=… and Datasette's /DATABASE?sql=…
# are the same kind of page: the query in the address, its rows as an HTML table, with a time
# limit raised on both (10 s) so that the aggregate is never stopped.
# Usage: Benchmarks/sql-vs-datasette.sh                      # scale 20 (360,000 rentals), 10 s a page
#        SCALE=5 DURATION=3s Benchmarks/sql-vs-datasette.sh  # quicker
#        TESSERA=.build/release/tessera DATABASE=… Benchmarks/sql-vs-datasette.sh
set -euo pipefail
cd "$(dirname "$0")/.."

SCALE=${SCALE:-20}
source Benchmarks/lib.sh
WARM_UP=${WARM_UP:-2s}

require_wrk
build_tessera
sample_database
require_datasette
PYTHON=$VENV/bin/python

QUERIES=(select aggregate join)
declare -A LABEL=(
    [select]="select, 25 rows"
    [aggregate]="aggregate of rental"
    [join]="join, 100 rows"
)
declare -A SQL=(
    [select]="SELECT rental_id, rental_date, return_date, customer_id FROM rental ORDER BY rental_id LIMIT 25"
    [aggregate]="SELECT substr(rental_date, 1, 7) AS month, count(*) AS rentals, count(return_date) AS returned FROM rental GROUP BY month ORDER BY month"
    [join]="SELECT f.film_id, f.title, c.name AS category FROM film f JOIN film_category fc ON fc.film_id = f.film_id JOIN category c ON c.category_id = fc.category_id ORDER BY f.film_id LIMIT 100"
)

# The first and the last value of each query's first column, then of its last: what both pages
# must show.
declare -A EXPECTED
for query in "${QUERIES[@]}"; do
    EXPECTED[$query]=$("$PYTHON" -c '
import sqlite3, sys
rows = sqlite3.connect(sys.argv[1]).execute(sys.argv[2]).fetchall()
print(rows[0][0], rows[-1][0], rows[0][-1], rows[-1][-1], sep="\n")' "$DATABASE" "${SQL[$query]}")
done

encode() {
    "$PYTHON" -c 'import sys, urllib.parse; print(urllib.parse.quote(sys.argv[1], safe=""))' "$1"
}

# Fails unless the page at $1 answers 200 and shows each value the database gives ($2, one a line).
require_values() {
    local page value
    page=$(curl -sf "$1") || { echo "$1 does not answer 200" >&2; exit 1; }
    while IFS= read -r value; do
        grep -qF ">$value<" <<<"$page" || { echo "$1 does not show $value" >&2; exit 1; }
    done <<<"$2"
}

warm_up() {
    wrk -t"$THREADS" -c"$CONNECTIONS" -d"$WARM_UP" "$1" >/dev/null
}

declare -A TESSERA_RESULT DATASETTE_RESULT

start_tessera --immutable --sql-time-limit 10
for query in "${QUERIES[@]}"; do
    url="${TESSERA_ADDRESS}sql?sql=$(encode "${SQL[$query]}")"
    require_values "$url" "${EXPECTED[$query]}"
    warm_up "$url"
    TESSERA_RESULT[$query]=$(measure_with_cpu "$url" "$TESSERA_PID")
done
stop_server "$TESSERA_PID"

start_datasette --setting sql_time_limit_ms 10000
DATABASE_NAME=$(basename "$DATABASE" .sqlite)
for query in "${QUERIES[@]}"; do
    url="${DATASETTE_ADDRESS}$DATABASE_NAME?sql=$(encode "${SQL[$query]}")"
    require_values "$url" "${EXPECTED[$query]}"
    warm_up "$url"
    DATASETTE_RESULT[$query]=$(measure_with_cpu "$url" "$DATASETTE_PID")
done
stop_server "$DATASETTE_PID"

row() {
    printf '%-22s %9s %9s %9s %8s   %9s %9s %9s %8s   %7s %7s\n' "$@"
}
ratio() {
    awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f×", a / b }'
}

RENTALS=$("$PYTHON" -c 'import sqlite3, sys; print(sqlite3.connect(sys.argv[1]).execute("select count(*) from rental").fetchone()[0])' "$DATABASE")
echo
echo "The SQL page: tessera serve --immutable against datasette $DATASETTE_VERSION -i, scale $SCALE ($RENTALS rentals)"
echo "wrk -t$THREADS -c$CONNECTIONS -d$DURATION on loopback, $(nproc) cores: requests/s, latency (p50, p99), the server's CPU time per request"
row "" "tessera" "" "" "" "datasette" "" "" "" "req/s" "CPU"
row "query" "req/s" "p50" "p99" "CPU ms" "req/s" "p50" "p99" "CPU ms" "t / d" "d / t"
for query in "${QUERIES[@]}"; do
    read -r t_rps t_p50 _ t_p99 t_cpu <<<"${TESSERA_RESULT[$query]}"
    read -r d_rps d_p50 _ d_p99 d_cpu <<<"${DATASETTE_RESULT[$query]}"
    row "${LABEL[$query]}" "$t_rps" "$t_p50" "$t_p99" "$t_cpu" "$d_rps" "$d_p50" "$d_p99" "$d_cpu" \
        "$(ratio "$t_rps" "$d_rps")" "$(ratio "$d_cpu" "$t_cpu")"
done
echo "req/s t / d: tessera's requests per second over datasette's (above 1: tessera answers more)."
echo "CPU d / t: datasette's processor time per request over tessera's (above 1: tessera costs less)."
