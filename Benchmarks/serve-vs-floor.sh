#!/usr/bin/env bash
# `tessera serve` beside its floor: for each kind of page, the server processor time Tessera
# spends on it against what a hand-written server spends on the same page — the same statements,
# the same bytes, nothing else (issue 46: every page within 2× of its floor, in both looks).
#
# The floor is `tessera-floor` (Benchmarks/Floor): a Hummingbird server that depends on no module
# of Tessera's. For each page kind — the start page, the film list of 25, 100 and 500 rows, a
# search, a film's page, its edit form, and the form saved unchanged (a POST answered with its
# redirect) — it runs the statements Tessera ran for that page, read from Tessera's own statement
# log (`tessera serve --log-statements`), with the same values bound, and writes the page's bytes
# by hand: static markup and the values of the rows it fetched, escaped.
#
# For each engine (ENGINES: sqlite, and postgres with TESSERA_POSTGRES_URL) and each look (LOOKS:
# basic and fiori):
#   1. The capture. For each page kind, a fresh `tessera serve --writable --log-statements LOG`
#      is asked for the page until two requests in a row run the same statements; the last is
#      the steady state ("every": what each request runs). What the first requests ran besides
#      ("kept": counts, the columns' distinct values, a filter's choices — what Tessera keeps for
#      --count-lifetime, 10 s) the floor runs again whenever its own copy is 10 s old. Written to
#      a capture file (Benchmarks/serve_vs_floor.py capture) the floor reads.
#   2. The byte check. Tessera (without the log) and the floor serve the store; every page kind is
#      asked of both, and the floor's answer must be Tessera's: the status, the headers that
#      matter (type, length, cache, cookies, location, security headers) and the body, byte for
#      byte, after replacing only the values that differ from one request to the next, each named
#      with why in serve_vs_floor.py (NORMALISATIONS): the forged-request token (random for each
#      request without its cookie, in the page's forms and its Set-Cookie) and a live list's epoch
#      (random for each list a server keeps); and a cookie's attributes are compared as a set
#      (Hummingbird writes them from a dictionary, in an order that changes with each process).
#      The script stops at the first difference, showing it.
#   3. The measurement. wrk drives each page on each server in turn (after a warm-up), and the
#      server's processor time per request is read from /proc before and after: the process's,
#      and on PostgreSQL its database backends' too (their pids from pg_stat_activity, by the
#      application name each server connects with: PostgreSQL must run on this machine).
# Both servers run without request logging (Tessera --quiet; the floor logs nothing) and without
# the statement log; the SQLite store is a copy, served writable (the save is posted unchanged:
# neither writes).
#
# Usage: Benchmarks/serve-vs-floor.sh                                   # SQLite, scale 5, 3 s a page
#        TESSERA_POSTGRES_URL=postgres://postgres@127.0.0.1:5433/floor_bench Benchmarks/serve-vs-floor.sh
#        DURATION=10s WARM_UP=3s Benchmarks/serve-vs-floor.sh            # the longer run
#        LOOKS=fiori ENGINES=sqlite CHECK_ONLY=1 Benchmarks/serve-vs-floor.sh   # the byte check alone
# With TESSERA_POSTGRES_URL, a database of its own: the rental store's tables in it are replaced by
# scale $SCALE's unless they already hold it. TESSERA and FLOOR name builds to use instead of
# building release ones.
set -euo pipefail
shopt -s inherit_errexit
cd "$(dirname "$0")/.."

SCALE=${SCALE:-5}
DURATION=${DURATION:-3s}
source Benchmarks/lib.sh
WARM_UP=${WARM_UP:-1s}
ENGINES=${ENGINES:-sqlite postgres}
LOOKS=${LOOKS:-basic fiori}
POSTGRES=${TESSERA_POSTGRES_URL:-${POSTGRES_URL:-}}
SEARCH=${SEARCH:-drama}
CHECK_ONLY=${CHECK_ONLY:-}
HELPER=(python3 Benchmarks/serve_vs_floor.py)

PAGES=(start list25 list100 list500 search row edit save)

# Builds the release `tessera` and `tessera-floor` unless TESSERA and FLOOR name programs.
build_programs() {
    if [ -z "${TESSERA:-}" ] || [ -z "${FLOOR:-}" ]; then
        # One product a build: swift build takes the last --product it is given.
        nice swift build -c release --product tessera >&2
        nice swift build -c release --product tessera-floor >&2
        TESSERA=${TESSERA:-.build/release/tessera}
        FLOOR=${FLOOR:-.build/release/tessera-floor}
    fi
}

WORK=$(mktemp -d)
BENCHMARK_FILES+=("$WORK")

# Serves $STORE with tessera, writable, in $LOOK, quietly, with any further options; sets
# TESSERA_PID and TESSERA_ADDRESS.
serve_tessera() {
    DATABASE=$STORE
    start_tessera --writable --quiet --look "$LOOK" "$@"
}

# Serves $STORE with the floor in $LOOK from the capture $CAPTURE, linking the assets of the
# Tessera at $TESSERA_ADDRESS; sets FLOOR_PID and
# FLOOR_ADDRESS.
serve_floor() {
    local output
    output=$(mktemp)
    BENCHMARK_FILES+=("$output")
    # The stylesheet's, icon's and script's names, which change with their content: Tessera's own.
    local assets
    assets=$(curl -fsS "$TESSERA_ADDRESS" | grep -o '/_tessera/tessera-[^"]*' | sort -u | tr '\n' ' ')
    TESSERA_FLOOR_ASSETS="$assets" "$FLOOR" "$STORE" --capture "$CAPTURE" --look "$LOOK" --port 0 >"$output" 2>&1 &
    FLOOR_PID=$!
    BENCHMARK_PIDS+=("$FLOOR_PID")
    wait_for_line "$output" '^Serving '
    FLOOR_ADDRESS=$(grep -o 'http://[^ ]*' "$output" | head -1)
}

# The address of page $1 on the server at $2.
page_url() {
    case $1 in
        start) echo "$2" ;;
        list25 | list100 | list500) echo "${2}e/film?size=${1#list}" ;;
        search) echo "${2}e/film?q=$SEARCH&size=25" ;;
        row) echo "${2}e/film/$ROW" ;;
        edit | save) echo "${2}e/film/$ROW/edit" ;;
    esac
}

# The token this script posts the save with, as its cookie and as the form's field: any
# well-formed token is accepted when the two agree, so one serves both servers.
TOKEN=$(python3 -c 'import secrets; print(secrets.token_hex(32))')
COOKIE="Cookie: tessera_csrf=$TOKEN"

# Asks for page $1 on the server at $2 once, writing its head and body into $3.head and $3.body.
ask() {
    local url
    url=$(page_url "$1" "$2")
    if [ "$1" = save ]; then
        curl -s -D "$3.head" -o "$3.body" -H "$COOKIE" -H 'Content-Type: application/x-www-form-urlencoded' --data-binary "$SAVE_BODY" "$url"
    else
        curl -s -D "$3.head" -o "$3.body" "$url"
    fi
}

# The save's body: the edit form of the server at $1 as the browser would post it, unchanged,
# with this script's token.
save_body() {
    curl -sf "$(page_url edit "$1")" | python3 Benchmarks/django_admin.py form-body "/e/film/$ROW/edit" \
        | sed -E "s/(^|&)_csrf=[0-9a-f]{64}/\1_csrf=$TOKEN/"
}

# 1. Captures every page kind's statements from a fresh Tessera each, into $CAPTURE.
capture() {
    local page log specs=() before start end previous current tries
    for page in "${PAGES[@]}"; do
        log=$WORK/$ENGINE-$LOOK-$page.jsonl
        : >"$log"
        serve_tessera --log-statements "$log"
        if [ "$page" = save ]; then SAVE_BODY=$(save_body "$TESSERA_ADDRESS"); fi
        before=$(stat -c %s "$log")
        previous="" tries=0
        while true; do
            start=$(stat -c %s "$log")
            ask "$page" "$TESSERA_ADDRESS" "$WORK/capture"
            end=$(stat -c %s "$log")
            current=$("${HELPER[@]}" statements "$log" "$start" "$end")
            if [ -n "$current" ] && [ "$current" = "$previous" ]; then break; fi
            previous=$current
            tries=$((tries + 1))
            if [ "$tries" -ge 8 ]; then echo "The page $page never ran the same statements twice in a row." >&2; exit 1; fi
        done
        specs+=("$page=$log:$before:$start:$start:$end")
        stop_server "$TESSERA_PID"
    done
    CAPTURE=$WORK/capture-$ENGINE-$LOOK.json
    "${HELPER[@]}" capture "$CAPTURE" 10 "${specs[@]}"
}

# 2. The byte check of every page kind, the second answer of each server compared.
byte_check() {
    local page
    for page in "${PAGES[@]}"; do
        ask "$page" "$TESSERA_ADDRESS" "$WORK/tessera"
        ask "$page" "$TESSERA_ADDRESS" "$WORK/tessera"
        ask "$page" "$FLOOR_ADDRESS" "$WORK/floor"
        ask "$page" "$FLOOR_ADDRESS" "$WORK/floor"
        "${HELPER[@]}" compare "$ENGINE $LOOK $page" "$WORK/tessera.head" "$WORK/tessera.body" "$WORK/floor.head" "$WORK/floor.body"
    done
    echo "$ENGINE, $LOOK: the floor's pages are Tessera's, byte for byte (${#PAGES[@]} page kinds)." >&2
}

# The pids of the database backends of the connections named $1 (a pattern of application names).
backends() {
    [ "$ENGINE" = postgres ] || return 0
    psql "${POSTGRES%%\?*}" -At -c "select pid from pg_stat_activity where datname = current_database() and application_name similar to '$1' order by pid" | tr '\n' ' '
}

# Measures page $1 on the server whose process is $2, at the server $3, its backends named $4;
# prints measure_with_cpu's figures and the backends' processor time per request summed.
measure_page() {
    local url pids result lua
    url=$(page_url "$1" "$3")
    local -a extra=()
    if [ "$1" = save ]; then
        lua=$WORK/save.lua
        printf 'wrk.method = "POST"\nwrk.headers["Content-Type"] = "application/x-www-form-urlencoded"\nwrk.body = "%s"\n' "$SAVE_BODY" >"$lua"
        extra=(-H "$COOKIE" -s "$lua")
    fi
    wrk -t"$THREADS" -c"$CONNECTIONS" -d"$WARM_UP" "${extra[@]}" "$url" >/dev/null
    pids="$2 $(backends "$4")"
    result=$(measure_with_cpu "$url" "$pids" "${extra[@]}")
    awk '{ db = 0; for (i = 6; i <= NF; i++) db += $i; printf "%s %s %.3f\n", $1, $5, db }' <<<"$result"
}

declare -A T_RESULT F_RESULT STATEMENTS
compare_engine() {
    local page
    for LOOK in $LOOKS; do
        echo "Capturing the statements of every page, $ENGINE, $LOOK…" >&2
        capture
        serve_tessera
        SAVE_BODY=$(save_body "$TESSERA_ADDRESS")
        serve_floor
        byte_check
        if [ -z "$CHECK_ONLY" ]; then
            for page in "${PAGES[@]}"; do
                T_RESULT[$ENGINE/$LOOK/$page]=$(measure_page "$page" "$TESSERA_PID" "$TESSERA_ADDRESS" 'tessera|tessera changes')
                F_RESULT[$ENGINE/$LOOK/$page]=$(measure_page "$page" "$FLOOR_PID" "$FLOOR_ADDRESS" 'tessera-floor')
                STATEMENTS[$ENGINE/$LOOK/$page]=$(python3 -c 'import json, sys; print(len(json.load(open(sys.argv[1]))["pages"][sys.argv[2]]["every"]))' "$CAPTURE" "$page")
            done
        fi
        stop_server "$FLOOR_PID"
        stop_server "$TESSERA_PID"
    done
}

report() {
    local page look t_rps t_cpu t_db f_rps f_cpu f_db
    echo
    if [ "$ENGINE" = sqlite ]; then
        echo "SQLite: tessera serve --writable --quiet beside tessera-floor, scale $SCALE ($(du -h "$SAMPLE" | cut -f1), $FILMS films), film $ROW"
    else
        echo "PostgreSQL: tessera serve --writable --quiet beside tessera-floor, scale $SCALE ($FILMS films), film $ROW"
    fi
    echo "wrk -t$THREADS -c$CONNECTIONS -d$DURATION (after $WARM_UP) on loopback, $(nproc) cores ($(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//')): server CPU ms per request"
    if [ "$ENGINE" = postgres ]; then
        printf '%-26s %-6s %5s %11s %9s %7s   %10s %9s %13s\n' "page" "look" "stmts" "tessera ms" "floor ms" "t / f" "db tessera" "db floor" "with db t / f"
    else
        printf '%-26s %-6s %5s %11s %9s %7s\n' "page" "look" "stmts" "tessera ms" "floor ms" "t / f"
    fi
    for page in "${PAGES[@]}"; do
        for look in $LOOKS; do
            read -r t_rps t_cpu t_db <<<"${T_RESULT[$ENGINE/$look/$page]}"
            read -r f_rps f_cpu f_db <<<"${F_RESULT[$ENGINE/$look/$page]}"
            if [ "$ENGINE" = postgres ]; then
                printf '%-26s %-6s %5s %11.3f %9.3f %6.1f×   %10.3f %9.3f %12.1f×\n' "${LABEL[$page]}" "$look" "${STATEMENTS[$ENGINE/$look/$page]}" \
                    "$t_cpu" "$f_cpu" "$(awk -v a="$t_cpu" -v b="$f_cpu" 'BEGIN { print a / b }')" "$t_db" "$f_db" \
                    "$(awk -v a="$t_cpu" -v b="$t_db" -v c="$f_cpu" -v d="$f_db" 'BEGIN { print (a + b) / (c + d) }')"
            else
                printf '%-26s %-6s %5s %11.3f %9.3f %6.1f×\n' "${LABEL[$page]}" "$look" "${STATEMENTS[$ENGINE/$look/$page]}" \
                    "$t_cpu" "$f_cpu" "$(awk -v a="$t_cpu" -v b="$f_cpu" 'BEGIN { print a / b }')"
            fi
        done
    done
    echo "stmts: the statements each request runs (both servers run the same); t / f: Tessera's CPU per request over the floor's."
    if [ "$ENGINE" = postgres ]; then
        echo "db: the PostgreSQL backends' CPU per request (Tessera's pool and change listener; the floor's pool); with db: each server's own and its backends' together."
    fi
}

require_wrk
build_programs
sample_database
SAMPLE=$DATABASE
read -r FILMS < <(python3 -c 'import sqlite3, sys; print(sqlite3.connect(sys.argv[1]).execute("select count(*) from film").fetchone()[0])' "$SAMPLE")
ROW=$(python3 -c 'import sqlite3, sys; print(sqlite3.connect(sys.argv[1]).execute("select film_id from film order by film_id limit 1 offset ?", (int(sys.argv[2]) // 2,)).fetchone()[0])' "$SAMPLE" "$FILMS")
declare -A LABEL=(
    [start]="start page (tables)"
    [list25]="film list, 25 rows"
    [list100]="film list, 100 rows"
    [list500]="film list, 500 rows"
    [search]="search '$SEARCH', 25 rows"
    [row]="film $ROW's page"
    [edit]="film $ROW's edit form"
    [save]="save (unchanged form)"
)

for ENGINE in $ENGINES; do
    case $ENGINE in
        sqlite)
            # Served writable: a copy, so that the sample stays as generated.
            STORE=$WORK/rental-$SCALE.sqlite
            cp "$SAMPLE" "$STORE"
            ;;
        postgres)
            if [ -z "$POSTGRES" ]; then continue; fi
            STORE=$POSTGRES
            COUNTS='select (select count(*) from film) || $$ $$ || (select count(*) from rental) || $$ $$ || (select count(*) from payment)'
            WANTED=$(python3 -c 'import sqlite3, sys; print(*sqlite3.connect(sys.argv[1]).execute("select (select count(*) from film), (select count(*) from rental), (select count(*) from payment)").fetchone())' "$SAMPLE")
            if [ "$(psql "${STORE%%\?*}" -At -c "$COUNTS" 2>/dev/null || true)" != "$WANTED" ]; then
                echo "Writing the sample store of scale $SCALE into $STORE…" >&2
                "$TESSERA" sample-db --scale "$SCALE" --output "$STORE" --replace >&2
            fi
            ;;
        *)
            echo "ENGINES lists sqlite and postgres, not $ENGINE." >&2
            exit 2
            ;;
    esac
    compare_engine
    if [ -z "$CHECK_ONLY" ]; then report; fi
done
