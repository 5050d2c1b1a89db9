#!/usr/bin/env bash
# `tessera serve` against Datasette, the nearest peer: both point at the same sample database and
# serve it read-only, and wrk drives each in turn on loopback for the same pages of the rental
# table (3.6 million rows at scale 200):
#   - the first page, in primary-key order, of $PAGE_SIZE rows, of 100 rows and of 500 rows;
#   - a deep page, after $DEPTH rows: each server's own "next" link, reached by following its
#     next links from the first page ($HOP rows a page on the way, to get there in minutes), then
#     asked for with $PAGE_SIZE rows. Both page by key (Tessera's cursor, Datasette's _next), so
#     depth should cost nothing;
#   - one rental's own page, with its related rows;
#   - the list of tables with their row counts (Tessera's entity list, Datasette's database page).
# For each page it reports requests per second and latency, and the server's processor time per
# request, read from /proc for the server's process before and after the run: a figure that wrk
# on the same cores, or anything else running, does not blur.
# Before timing, each page must answer 200 with what it should show (the right rental ids in
# order, the row's dates, the tables). Datasette comes from PyPI, into a virtual environment under
# .build/benchmark/, and serves the file immutable (-i: read-only, no locks, counts kept) without
# facet suggestions (--setting suggest_facets off); Tessera serves it immutable too (--immutable:
# the same three) and looks for facets to suggest once in five minutes per column, not on every
# request, so after the warm-up both do the same work.
# Usage: Benchmarks/serve-vs-datasette.sh
#        SCALE=20 DURATION=5s DEPTH=10000 Benchmarks/serve-vs-datasette.sh
set -euo pipefail
cd "$(dirname "$0")/.."

source Benchmarks/lib.sh
DATASETTE_VERSION=${DATASETTE_VERSION:-0.65.5}
PAGE_SIZE=${PAGE_SIZE:-25}
DEPTH=${DEPTH:-100000}
HOP=${HOP:-500}
WARM_UP=${WARM_UP:-2s}

if (( DEPTH % HOP != 0 )); then
    echo "DEPTH ($DEPTH) must be a multiple of HOP ($HOP)." >&2
    exit 2
fi

require_wrk
build_tessera
sample_database

require_datasette
PYTHON=$VENV/bin/python

# What the database says the pages must show.
RENTALS=$("$PYTHON" -c 'import sqlite3, sys; print(sqlite3.connect(sys.argv[1]).execute("select count(*) from rental").fetchone()[0])' "$DATABASE")
if (( DEPTH + PAGE_SIZE > RENTALS )); then
    echo "DEPTH ($DEPTH) + PAGE_SIZE ($PAGE_SIZE) is beyond the $RENTALS rentals at scale $SCALE." >&2
    exit 2
fi
ROW=$(( RENTALS / 2 ))
# Its dates (the return date only when it was returned), one a line.
mapfile -t ROW_DATES < <("$PYTHON" -c 'import sqlite3, sys; print(*(d for d in sqlite3.connect(sys.argv[1]).execute("select rental_date, return_date from rental where rental_id = ?", (int(sys.argv[2]),)).fetchone() if d is not None), sep="\n")' "$DATABASE" "$ROW")
[ "${#ROW_DATES[@]}" -gt 0 ] || { echo "Rental $ROW is not in $DATABASE." >&2; exit 1; }

# Fails unless the page at $1 lists exactly the rentals $3, $3+1, … ($4 of them, $PAGE_SIZE by
# default), as links whose address starts with $2.
require_rows() {
    local page expected found size=${4:-$PAGE_SIZE}
    page=$(curl -sf "$1") || { echo "$1 does not answer 200" >&2; exit 1; }
    expected=$(seq "$3" $(( $3 + size - 1 )) | tr '\n' ' ')
    found=$( (grep -o "href=\"$2[0-9]*\"" <<<"$page" || true) | grep -o '[0-9]*"$' | tr -d '"' | awk '!seen[$0]++' | tr '\n' ' ')
    if [ "$found" != "$expected" ]; then
        echo "$1 should list rentals $3 to $(( $3 + size - 1 )) but lists: ${found:-none}" >&2
        exit 1
    fi
}

# Fails unless the page at $1 shows rental $ROW's dates.
require_row() {
    local page date
    page=$(curl -sf "$1") || { echo "$1 does not answer 200" >&2; exit 1; }
    for date in "${ROW_DATES[@]}"; do
        grep -qF "$date" <<<"$page" || { echo "$1 does not show rental $ROW's date $date" >&2; exit 1; }
    done
}

# Follows next links from the page at $1, $2 times, and prints the last next link found. $3 is
# the server's address (put before links that are only a path); $4 an extended regular
# expression that matches the next link from its href="…" on.
follow_next() {
    local url=$1 page link
    for _ in $(seq 1 "$2"); do
        page=$(curl -sf "$url") || { echo "$url does not answer 200" >&2; exit 1; }
        link=$( (grep -oE "$4" <<<"$page" || true) | tail -1 | sed -E -e 's/^href="([^"]*)".*$/\1/' -e 's/&amp;/\&/g')
        [ -n "$link" ] || { echo "$url has no next link" >&2; exit 1; }
        case $link in
            http*) url=$link ;;
            *) url=${3%/}$link ;;
        esac
    done
    echo "$url"
}

# Fails unless the page at $1 links to the tables film, rental and customer ($2 before each name).
require_tables() {
    local page table
    page=$(curl -sf "$1") || { echo "$1 does not answer 200" >&2; exit 1; }
    for table in film rental customer; do
        grep -q "href=\"$2$table\"" <<<"$page" || { echo "$1 does not link to the table $table" >&2; exit 1; }
    done
}

warm_up() {
    wrk -t"$THREADS" -c"$CONNECTIONS" -d"$WARM_UP" "$1" >/dev/null
}

# The pages compared, in the order of the table printed at the end.
PAGES=(first first100 first500 deep row tables)
declare -A LABEL=(
    [first]="first page, $PAGE_SIZE rows"
    [first100]="first page, 100 rows"
    [first500]="first page, 500 rows"
    [deep]="deep page (after row $DEPTH)"
    [row]="row page (rental $ROW)"
    [tables]="tables and their counts"
)
declare -A TESSERA_URL DATASETTE_URL TESSERA_RESULT DATASETTE_RESULT

# --- tessera serve ---
start_tessera --immutable
TESSERA_URL[first]="${TESSERA_ADDRESS}e/rental?size=$PAGE_SIZE"
TESSERA_URL[first100]="${TESSERA_ADDRESS}e/rental?size=100"
TESSERA_URL[first500]="${TESSERA_ADDRESS}e/rental?size=500"
echo "Following tessera's next links to the page after row $DEPTH ($(( DEPTH / HOP )) pages of $HOP)…" >&2
T_DEEP=$(follow_next "${TESSERA_ADDRESS}e/rental?size=$HOP" $(( DEPTH / HOP )) "$TESSERA_ADDRESS" 'href="/e/rental\?[^"]*page=[^"]*"[^>]*>Next')
TESSERA_URL[deep]=${T_DEEP/size=$HOP/size=$PAGE_SIZE}
TESSERA_URL[row]="${TESSERA_ADDRESS}e/rental/$ROW"
TESSERA_URL[tables]="${TESSERA_ADDRESS}"
require_rows "${TESSERA_URL[first]}" /e/rental/ 1
require_rows "${TESSERA_URL[first100]}" /e/rental/ 1 100
require_rows "${TESSERA_URL[first500]}" /e/rental/ 1 500
require_rows "${TESSERA_URL[deep]}" /e/rental/ $(( DEPTH + 1 ))
require_row "${TESSERA_URL[row]}"
require_tables "${TESSERA_URL[tables]}" /e/
for page in "${PAGES[@]}"; do
    warm_up "${TESSERA_URL[$page]}"
    TESSERA_RESULT[$page]=$(measure_with_cpu "${TESSERA_URL[$page]}" "$TESSERA_PID")
done
stop_server "$TESSERA_PID"

# --- Datasette ---
start_datasette
DATABASE_NAME=$(basename "$DATABASE" .sqlite)
TABLE="$DATABASE_NAME/rental"
DATASETTE_URL[first]="${DATASETTE_ADDRESS}$TABLE?_size=$PAGE_SIZE"
DATASETTE_URL[first100]="${DATASETTE_ADDRESS}$TABLE?_size=100"
DATASETTE_URL[first500]="${DATASETTE_ADDRESS}$TABLE?_size=500"
echo "Following Datasette's next links to the page after row $DEPTH ($(( DEPTH / HOP )) pages of $HOP)…" >&2
D_DEEP=$(follow_next "${DATASETTE_ADDRESS}$TABLE?_size=$HOP" $(( DEPTH / HOP )) "$DATASETTE_ADDRESS" 'href="[^"]*_next=[^"]*">Next page')
DATASETTE_URL[deep]=${D_DEEP/_size=$HOP/_size=$PAGE_SIZE}
DATASETTE_URL[row]="${DATASETTE_ADDRESS}$TABLE/$ROW"
DATASETTE_URL[tables]="${DATASETTE_ADDRESS}$DATABASE_NAME"
require_rows "${DATASETTE_URL[first]}" "/$TABLE/" 1
require_rows "${DATASETTE_URL[first100]}" "/$TABLE/" 1 100
require_rows "${DATASETTE_URL[first500]}" "/$TABLE/" 1 500
require_rows "${DATASETTE_URL[deep]}" "/$TABLE/" $(( DEPTH + 1 ))
require_row "${DATASETTE_URL[row]}"
require_tables "${DATASETTE_URL[tables]}" "/$DATABASE_NAME/"
for page in "${PAGES[@]}"; do
    warm_up "${DATASETTE_URL[$page]}"
    DATASETTE_RESULT[$page]=$(measure_with_cpu "${DATASETTE_URL[$page]}" "$DATASETTE_PID")
done
stop_server "$DATASETTE_PID"

row() {
    printf '%-30s %9s %9s %9s %8s   %9s %9s %9s %8s   %7s %7s\n' "$@"
}
ratio() {
    awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f×", a / b }'
}

echo
echo "tessera serve --immutable against datasette $DATASETTE_VERSION -i, scale $SCALE ($(du -h "$DATABASE" | cut -f1) SQLite, $RENTALS rentals)"
echo "wrk -t$THREADS -c$CONNECTIONS -d$DURATION on loopback, $(nproc) cores: requests/s, latency (p50, p99), the server's CPU time per request"
row "" "tessera" "" "" "" "datasette" "" "" "" "req/s" "CPU"
row "page" "req/s" "p50" "p99" "CPU ms" "req/s" "p50" "p99" "CPU ms" "t / d" "d / t"
for page in "${PAGES[@]}"; do
    read -r t_rps t_p50 _ t_p99 t_cpu <<<"${TESSERA_RESULT[$page]}"
    read -r d_rps d_p50 _ d_p99 d_cpu <<<"${DATASETTE_RESULT[$page]}"
    row "${LABEL[$page]}" "$t_rps" "$t_p50" "$t_p99" "$t_cpu" "$d_rps" "$d_p50" "$d_p99" "$d_cpu" \
        "$(ratio "$t_rps" "$d_rps")" "$(ratio "$d_cpu" "$t_cpu")"
done
echo "req/s t / d: tessera's requests per second over datasette's (above 1: tessera answers more)."
echo "CPU d / t: datasette's processor time per request over tessera's (10× or more: tessera costs a tenth or less)."
