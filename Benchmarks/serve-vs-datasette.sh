#!/usr/bin/env bash
# `tessera serve` against Datasette, the nearest peer: both point at the same sample database and
# serve it read-only, and wrk drives each in turn on loopback for the same three pages of the
# rental table (3.6 million rows at scale 200), the same number of rows a page:
#   - the first page, in primary-key order;
#   - a deep page, after $DEPTH rows: each server's own "next" link, reached by following its
#     next links from the first page ($HOP rows a page on the way, to get there in minutes), then
#     asked for with $PAGE_SIZE rows. Both page by key (Tessera's cursor, Datasette's _next), so
#     depth should cost nothing;
#   - one rental's own page, with its related rows.
# Before timing, each page must answer 200 with the rows it should have (the right rental ids in
# order, the row's dates). Datasette comes from PyPI, into a virtual environment under
# .build/benchmark/, and serves the file immutable (-i, its read-only mode, in which it may keep
# counts) without facet suggestions (--setting suggest_facets off): Tessera's list suggests no
# facets, so both do the same work.
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

VENV=.build/benchmark/datasette-$DATASETTE_VERSION
if [ ! -x "$VENV/bin/datasette" ]; then
    if ! python3 -m venv "$VENV" 2>/dev/null; then
        echo "Installing python3-venv (Debian's package)…" >&2
        rm -rf "$VENV"
        apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3-venv >/dev/null
        python3 -m venv "$VENV"
    fi
    "$VENV/bin/pip" install -q "datasette==$DATASETTE_VERSION" >&2
fi
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

# Fails unless the page at $1 lists exactly the rentals $3, $3+1, … ($PAGE_SIZE of them), as
# links whose address starts with $2.
require_rows() {
    local page expected found
    page=$(curl -sf "$1") || { echo "$1 does not answer 200" >&2; exit 1; }
    expected=$(seq "$3" $(( $3 + PAGE_SIZE - 1 )) | tr '\n' ' ')
    found=$( (grep -o "href=\"$2[0-9]*\"" <<<"$page" || true) | grep -o '[0-9]*"$' | tr -d '"' | awk '!seen[$0]++' | tr '\n' ' ')
    if [ "$found" != "$expected" ]; then
        echo "$1 should list rentals $3 to $(( $3 + PAGE_SIZE - 1 )) but lists: ${found:-none}" >&2
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

warm_up() {
    wrk -t"$THREADS" -c"$CONNECTIONS" -d"$WARM_UP" "$1" >/dev/null
}

# --- tessera serve ---
start_tessera
T_FIRST="${TESSERA_ADDRESS}e/rental?size=$PAGE_SIZE"
echo "Following tessera's next links to the page after row $DEPTH ($(( DEPTH / HOP )) pages of $HOP)…" >&2
T_DEEP=$(follow_next "${TESSERA_ADDRESS}e/rental?size=$HOP" $(( DEPTH / HOP )) "$TESSERA_ADDRESS" 'href="/e/rental\?[^"]*page=[^"]*"[^>]*>Next')
T_DEEP=${T_DEEP/size=$HOP/size=$PAGE_SIZE}
T_ROW="${TESSERA_ADDRESS}e/rental/$ROW"
require_rows "$T_FIRST" /e/rental/ 1
require_rows "$T_DEEP" /e/rental/ $(( DEPTH + 1 ))
require_row "$T_ROW"
for url in "$T_FIRST" "$T_DEEP" "$T_ROW"; do warm_up "$url"; done
read -r T_FIRST_RPS T_FIRST_P50 T_FIRST_P90 T_FIRST_P99 < <(measure "$T_FIRST")
read -r T_DEEP_RPS T_DEEP_P50 T_DEEP_P90 T_DEEP_P99 < <(measure "$T_DEEP")
read -r T_ROW_RPS T_ROW_P50 T_ROW_P90 T_ROW_P99 < <(measure "$T_ROW")
stop_server "$TESSERA_PID"

# --- Datasette ---
DATASETTE_OUTPUT=$(mktemp)
BENCHMARK_FILES+=("$DATASETTE_OUTPUT")
"$VENV/bin/datasette" serve -i "$DATABASE" --host 127.0.0.1 --port 0 --setting suggest_facets off >"$DATASETTE_OUTPUT" 2>&1 &
DATASETTE_PID=$!
BENCHMARK_PIDS+=("$DATASETTE_PID")
wait_for_line "$DATASETTE_OUTPUT" 'Uvicorn running on' 60
DATASETTE_ADDRESS=$(grep -o 'http://[^ ]*' "$DATASETTE_OUTPUT" | head -1)/
TABLE="$(basename "$DATABASE" .sqlite)/rental"
D_FIRST="${DATASETTE_ADDRESS}$TABLE?_size=$PAGE_SIZE"
echo "Following Datasette's next links to the page after row $DEPTH ($(( DEPTH / HOP )) pages of $HOP)…" >&2
D_DEEP=$(follow_next "${DATASETTE_ADDRESS}$TABLE?_size=$HOP" $(( DEPTH / HOP )) "$DATASETTE_ADDRESS" 'href="[^"]*_next=[^"]*">Next page')
D_DEEP=${D_DEEP/_size=$HOP/_size=$PAGE_SIZE}
D_ROW="${DATASETTE_ADDRESS}$TABLE/$ROW"
require_rows "$D_FIRST" "/$TABLE/" 1
require_rows "$D_DEEP" "/$TABLE/" $(( DEPTH + 1 ))
require_row "$D_ROW"
for url in "$D_FIRST" "$D_DEEP" "$D_ROW"; do warm_up "$url"; done
read -r D_FIRST_RPS D_FIRST_P50 D_FIRST_P90 D_FIRST_P99 < <(measure "$D_FIRST")
read -r D_DEEP_RPS D_DEEP_P50 D_DEEP_P90 D_DEEP_P99 < <(measure "$D_DEEP")
read -r D_ROW_RPS D_ROW_P50 D_ROW_P90 D_ROW_P99 < <(measure "$D_ROW")
stop_server "$DATASETTE_PID"

row() {
    printf '%-30s %10s %9s %9s %9s   %10s %9s %9s %9s   %9s\n' "$@"
}
ratio() {
    awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f×", a / b }'
}

echo
echo "tessera serve against datasette $DATASETTE_VERSION (-i), scale $SCALE ($(du -h "$DATABASE" | cut -f1) SQLite, $RENTALS rentals), $PAGE_SIZE rows a page"
echo "wrk -t$THREADS -c$CONNECTIONS -d$DURATION on loopback, $(nproc) cores; requests/s and latency (p50, p90, p99)"
row "" "tessera" "" "" "" "datasette" "" "" "" "tessera /"
row "page" "req/s" "p50" "p90" "p99" "req/s" "p50" "p90" "p99" "datasette"
row "first page" "$T_FIRST_RPS" "$T_FIRST_P50" "$T_FIRST_P90" "$T_FIRST_P99" \
    "$D_FIRST_RPS" "$D_FIRST_P50" "$D_FIRST_P90" "$D_FIRST_P99" "$(ratio "$T_FIRST_RPS" "$D_FIRST_RPS")"
row "deep page (after row $DEPTH)" "$T_DEEP_RPS" "$T_DEEP_P50" "$T_DEEP_P90" "$T_DEEP_P99" \
    "$D_DEEP_RPS" "$D_DEEP_P50" "$D_DEEP_P90" "$D_DEEP_P99" "$(ratio "$T_DEEP_RPS" "$D_DEEP_RPS")"
row "row page (rental $ROW)" "$T_ROW_RPS" "$T_ROW_P50" "$T_ROW_P90" "$T_ROW_P99" \
    "$D_ROW_RPS" "$D_ROW_P50" "$D_ROW_P90" "$D_ROW_P99" "$(ratio "$T_ROW_RPS" "$D_ROW_RPS")"
echo "tessera / datasette: tessera's requests per second over datasette's (above 1: tessera answers more)."
