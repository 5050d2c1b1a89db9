#!/usr/bin/env bash
# `tessera serve` against Django's admin, the application most people would write over a database
# they were handed: both point at the same sample store (scale $SCALE: 5000 films, 90,000 rentals
# at scale 5), and wrk drives each in turn on loopback for the same pages of the film table:
#   - the start page (Tessera's tables with their counts; Django's /admin/, its apps and models);
#   - the film list's first page, in primary-key order, of 25, 100 and 500 rows (Tessera's
#     ?size=N; Django's list_per_page, read from DJANGO_LIST_PER_PAGE: gunicorn is restarted);
#   - a search, films whose text holds $SEARCH, 25 rows (Tessera's ?q=; Django's ?q= over
#     search_fields, the text columns);
#   - one film's page: Tessera's row page, against Django's change view (Django has no page that
#     only shows a row: its change view is its row page);
#   - the film's edit form: Tessera's edit page, against Django's change view again, both served
#     writable;
#   - a save: the edit form posted unchanged (wrk -s, a Lua script that posts the body, with the
#     form's CSRF token and its cookie), each answering with a redirect. Tessera notices nothing
#     changed and writes nothing; Django updates every column and logs the change (its history).
# For each it reports requests per second and the server's processor time per request, read from
# /proc before and after the run: for Django the gunicorn worker's (one sync worker: the master
# only hands out connections). On PostgreSQL also the database's own: the processor time of the
# database's backends (their pids from pg_stat_activity, their time from /proc: PostgreSQL must run
# on this machine), and statements per page from pg_stat_statements when the server loads it
# (shared_preload_libraries, which takes a restart: else the column says so).
#
# Before timing, each page must answer 200 (a save, 302 or 303) with what it should show: the
# same film ids in the same order on both servers (and, for lists, the first N films), the film's
# title, the tables. Read pages are served read-only: Tessera --immutable and Django opening the
# same SQLite file immutable (mode=ro&immutable=1), or on PostgreSQL Tessera --read-only and Django
# in read-only transactions; the edit form and the save are served writable from a copy of the file
# (on PostgreSQL, the database itself: the unchanged form leaves the rows as they were).
#
# The Django side: Django $DJANGO_VERSION (the latest 6.x by default), gunicorn and psycopg from
# PyPI into a virtual environment under .build/benchmark/ (Django 6 needs Python 3.12 or later:
# python3.12 or later on the PATH, pyenv's, or DJANGO_PYTHON). Benchmarks/django_admin.py writes
# the project under .build/benchmark/django-admin-ENGINE-SCALE/ (models from inspectdb, mended;
# a ModelAdmin per table set up from the data; Django's own tables kept out of the store), with
# DEBUG off, persistent database connections, and a superuser signed in once: every request sends
# its session cookie.
#
# Usage: Benchmarks/serve-vs-django.sh
#        TESSERA_POSTGRES_URL=postgres://me@localhost/django_bench Benchmarks/serve-vs-django.sh
#        SCALE=1 DURATION=3s Benchmarks/serve-vs-django.sh          # a quick look
#        ENGINES=postgres TESSERA_POSTGRES_URL=… Benchmarks/serve-vs-django.sh   # one engine
#        SCALE=20 DURATION=30s WARM_UP=5s Benchmarks/serve-vs-django.sh   # the long run
# With TESSERA_POSTGRES_URL (or POSTGRES_URL), a database of its own: the rental store's tables in
# it are replaced by scale $SCALE's (unless they already hold it), and Django's tables go into its
# schema django_admin.
set -euo pipefail
shopt -s inherit_errexit  # a measurement that fails inside $(…) stops the script
cd "$(dirname "$0")/.."

SCALE=${SCALE:-5}
DURATION=${DURATION:-5s}
source Benchmarks/lib.sh
DJANGO_VERSION=${DJANGO_VERSION:-6}
WARM_UP=${WARM_UP:-2s}
SEARCH=${SEARCH:-drama}
POSTGRES=${TESSERA_POSTGRES_URL:-${POSTGRES_URL:-}}
ENGINES=${ENGINES:-sqlite postgres}
# A sync worker answers one connection at a time while the others wait: wrk's 2 s would count
# the wait of a 500-row page as a timeout, so both servers get longer.
WRK_TIMEOUT=(--timeout 60s)

# Prints a Python of 3.12 or later: DJANGO_PYTHON, python3.1x or python3 on the PATH, or pyenv's.
django_python() {
    local candidate pyenv_root
    pyenv_root=$(pyenv root 2>/dev/null || true)
    for candidate in "${DJANGO_PYTHON:-}" python3.14 python3.13 python3.12 python3 \
        $(ls -d "${pyenv_root:-/nonexistent}"/versions/3.1[2-9]*/bin/python3 2>/dev/null | sort -rV); do
        if [ -n "$candidate" ] && "$candidate" -c 'import sys, venv; sys.exit(sys.version_info < (3, 12))' 2>/dev/null; then
            echo "$candidate"
            return
        fi
    done
    echo "Django 6 needs Python 3.12 or later, and none was found (DJANGO_PYTHON names one)." >&2
    exit 1
}

# Sets DJANGO_VENV to a virtual environment under .build/benchmark/ with Django $DJANGO_VERSION
# (6: the latest 6.x when it is made; 6.0.1: that one), gunicorn and psycopg, made when missing.
require_django() {
    DJANGO_VENV=.build/benchmark/django-$DJANGO_VERSION
    if [ ! -x "$DJANGO_VENV/bin/gunicorn" ]; then
        local python spec
        python=$(django_python)
        rm -rf "$DJANGO_VENV"
        "$python" -m venv "$DJANGO_VENV"
        case $DJANGO_VERSION in
            *.*) spec="django==$DJANGO_VERSION" ;;
            *) spec="django>=$DJANGO_VERSION,<$(( DJANGO_VERSION + 1 ))" ;;
        esac
        echo "Installing $spec, gunicorn and psycopg into $DJANGO_VENV…" >&2
        "$DJANGO_VENV/bin/pip" install -q "$spec" gunicorn "psycopg[binary]" >&2
    fi
    DJANGO_PY=$DJANGO_VENV/bin/python
    DJANGO_INSTALLED=$("$DJANGO_PY" -m django --version)
    GUNICORN_INSTALLED=$("$DJANGO_VENV/bin/gunicorn" --version | grep -o '[0-9][0-9.]*' | head -1)
}

helper() {
    "$DJANGO_PY" Benchmarks/django_admin.py "$@"
}

# Serves the project $PROJECT with gunicorn, one sync worker, on a free loopback port; the store
# $1, read-only when $2 is 1, $3 rows a list page. Sets DJANGO_PID (the master), DJANGO_WORKER and
# DJANGO_ADDRESS (http://127.0.0.1:PORT/).
start_django() {
    local output store=$1 options=()
    # gunicorn runs in the project's folder: a file's path must not be relative.
    case $store in postgres://* | postgresql://*) ;; *) store=$(realpath "$store") ;; esac
    output=$(mktemp)
    BENCHMARK_FILES+=("$output")
    # gunicorn 24 and later keep a control socket in ~/.gunicorn, which two servers would share.
    if "$DJANGO_VENV/bin/gunicorn" --help | grep -q -- --no-control-socket; then options+=(--no-control-socket); fi
    DJANGO_STORE=$store DJANGO_STORE_READ_ONLY=$2 DJANGO_LIST_PER_PAGE=$3 \
        "$DJANGO_VENV/bin/gunicorn" --chdir "$PROJECT" --workers 1 --worker-class sync \
        --bind 127.0.0.1:0 "${options[@]}" wsgi:application >"$output" 2>&1 &
    DJANGO_PID=$!
    BENCHMARK_PIDS+=("$DJANGO_PID")
    wait_for_line "$output" 'Booting worker with pid' 60
    DJANGO_WORKER=$(grep -o 'Booting worker with pid: [0-9]*' "$output" | grep -o '[0-9]*$' | head -1)
    DJANGO_ADDRESS=$(grep -o 'http://[0-9.:]*' "$output" | head -1)/
}

# Signs the superuser in through the admin's own form, once, and sets DJANGO_COOKIE to the header
# every request sends (its session and CSRF cookies).
sign_in_django() {
    local jar page token
    jar=$(mktemp)
    BENCHMARK_FILES+=("$jar")
    page=$(curl -sf -c "$jar" -b "$jar" "${DJANGO_ADDRESS}admin/login/")
    token=$(grep -o 'name="csrfmiddlewaretoken" value="[^"]*"' <<<"$page" | head -1 | sed 's/.*value="//; s/"$//')
    curl -sf -o /dev/null -c "$jar" -b "$jar" --data-urlencode "csrfmiddlewaretoken=$token" \
        --data "username=admin&password=admin&next=/admin/" "${DJANGO_ADDRESS}admin/login/"
    grep -q sessionid "$jar" || { echo "Could not sign in to Django's admin." >&2; exit 1; }
    DJANGO_COOKIE="Cookie: $(awk '$6 == "sessionid" || $6 == "csrftoken" { printf "%s%s=%s", sep, $6, $7; sep = "; " }' "$jar")"
}

# The film ids the page at $1 links to with $2 (an extended regular expression ending where the
# id starts), in order, each once; $3, a header to send.
page_ids() {
    local page
    page=$(curl -sf ${3:+-H "$3"} "$1") || { echo "$1 does not answer 200" >&2; exit 1; }
    (grep -oE "$2[0-9]+" <<<"$page" || true) | grep -oE '[0-9]+$' | awk '!seen[$0]++' | tr '\n' ' '
}

# Fails unless the page at $1 (header $3) shows $2.
require_text() {
    local page
    page=$(curl -sf ${3:+-H "$3"} "$1") || { echo "$1 does not answer 200" >&2; exit 1; }
    grep -qF "$2" <<<"$page" || { echo "$1 does not show $2" >&2; exit 1; }
}

# Writes a wrk script that posts the body $2 (form-encoded) into the file $1.
post_script() {
    printf 'wrk.method = "POST"\nwrk.headers["Content-Type"] = "application/x-www-form-urlencoded"\nwrk.body = "%s"\n' "$2" >"$1"
}

# Fails unless posting the body in $2 to $1 (header $3) answers a redirect to an address that
# holds $4; the body was read from a form, so it is form-encoded and has no quotes.
require_save() {
    local answer
    answer=$(curl -s -o /dev/null -w '%{http_code} %{redirect_url}' ${3:+-H "$3"} \
        -H 'Content-Type: application/x-www-form-urlencoded' --data-binary "$2" "$1")
    case $answer in
        30[23]\ *"$4"*) ;;
        *) echo "Posting the form to $1 answered $answer, not a redirect to $4" >&2; exit 1 ;;
    esac
}

warm_up() {
    local url=$1
    shift
    wrk -t"$THREADS" -c"$CONNECTIONS" -d"$WARM_UP" "${WRK_TIMEOUT[@]}" "$@" "$url" >/dev/null
}

# Warms up and measures the page $1 at $2 on the server whose process is $3, with wrk's arguments
# after; on PostgreSQL with the database's backends too. Prints measure_with_cpu's figures and, on
# PostgreSQL, the backends' processor time per request summed.
measure_page() {
    local name=$1 url=$2 pid=$3 backends="" result
    shift 3
    warm_up "$url" "$@"
    if [ "$ENGINE" = postgres ]; then backends=$(helper pg-backends "$STORE"); fi
    result=$(measure_with_cpu "$url" "$pid $backends" "${WRK_TIMEOUT[@]}" "$@")
    if [ "$ENGINE" = postgres ] && [ "$(helper pg-backends "$STORE")" != "$backends" ]; then
        echo "The database's connections changed during the run of $name: its CPU misses some." >&2
    fi
    awk '{ db = 0; for (i = 6; i <= NF; i++) db += $i; printf "%s %s %s %s %s %.3f\n", $1, $2, $3, $4, $5, db }' <<<"$result"
}

# Statements a request of the page costs the database, from pg_stat_statements over 20 requests
# one after the other ($2: the address; then curl's arguments); "-" without pg_stat_statements.
statements_per_page() {
    local url=$1 before after
    shift
    if [ "$ENGINE" != postgres ] || [ -z "$STATEMENTS" ]; then echo "-"; return; fi
    before=$(helper pg-statements "$STORE")
    for _ in $(seq 1 20); do curl -s -o /dev/null "$@" "$url"; done
    after=$(helper pg-statements "$STORE")
    awk -v n=$(( after - before )) 'BEGIN { printf "%.1f", n / 20 }'
}

PAGES=(start list25 list100 list500 search row edit save)

# Measures every page on both servers for the store $STORE ($ENGINE: sqlite or postgres) and
# prints the table.
compare() {
    local page size table t_ids d_ids copy body lua jar pages
    declare -gA T_RESULT D_RESULT T_STATEMENTS D_STATEMENTS T_URL LABEL
    PROJECT=.build/benchmark/django-admin-$ENGINE-$SCALE
    echo "Making the Django project $PROJECT ($ENGINE)…" >&2
    helper make "$PROJECT" "$STORE" >&2

    read -r FILMS < <(helper query "$STORE" 'select count(*) from film')
    ROW=$(helper query "$STORE" "select film_id from film order by film_id limit 1 offset $(( FILMS / 2 ))")
    TITLE=$(helper query "$STORE" "select title from film where film_id = $ROW")
    STATEMENTS=""
    if [ "$ENGINE" = postgres ]; then
        if STATEMENTS=$(helper pg-statements "$STORE" 2>/tmp/why.$$); then :; else
            STATEMENTS=""
            STATEMENTS_WHY=$(cat /tmp/why.$$)
        fi
        rm -f /tmp/why.$$
    fi
    LABEL=(
        [start]="start page (tables)"
        [list25]="film list, 25 rows"
        [list100]="film list, 100 rows"
        [list500]="film list, 500 rows"
        [search]="search '$SEARCH', 25 rows"
        [row]="film $ROW's page"
        [edit]="film $ROW's edit form"
        [save]="save (unchanged form)"
    )
    local -A list_ids
    for size in 25 100 500; do
        list_ids[$size]=$(helper query "$STORE" "select film_id from film order by film_id limit $size" | tr '\n' ' ')
    done

    # --- tessera serve, read-only ---
    DATABASE=$STORE
    if [ "$ENGINE" = sqlite ]; then start_tessera --immutable; else start_tessera --read-only; fi
    T_URL=(
        [start]="$TESSERA_ADDRESS"
        [list25]="${TESSERA_ADDRESS}e/film?size=25"
        [list100]="${TESSERA_ADDRESS}e/film?size=100"
        [list500]="${TESSERA_ADDRESS}e/film?size=500"
        [search]="${TESSERA_ADDRESS}e/film?q=$SEARCH&size=25"
        [row]="${TESSERA_ADDRESS}e/film/$ROW"
    )
    for table in film rental customer; do require_text "${T_URL[start]}" "href=\"/e/$table\""; done
    for size in 25 100 500; do
        t_ids=$(page_ids "${T_URL[list$size]}" 'href="/e/film/')
        [ "$t_ids" = "${list_ids[$size]}" ] || { echo "${T_URL[list$size]} lists films $t_ids, not ${list_ids[$size]}" >&2; exit 1; }
    done
    T_SEARCH_IDS=$(page_ids "${T_URL[search]}" 'href="/e/film/')
    [ -n "$T_SEARCH_IDS" ] || { echo "${T_URL[search]} finds no film" >&2; exit 1; }
    require_text "${T_URL[row]}" "$TITLE"
    for page in start list25 list100 list500 search row; do
        T_RESULT[$page]=$(measure_page "$page" "${T_URL[$page]}" "$TESSERA_PID")
        T_STATEMENTS[$page]=$(statements_per_page "${T_URL[$page]}")
    done
    stop_server "$TESSERA_PID"

    # --- tessera serve, writable: the edit form and the save ---
    if [ "$ENGINE" = sqlite ]; then
        copy=.build/benchmark/django-save-$SCALE.sqlite
        cp "$STORE" "$copy"
        BENCHMARK_FILES+=("$copy")
        DATABASE=$copy
    fi
    start_tessera --writable
    T_URL[edit]="${TESSERA_ADDRESS}e/film/$ROW/edit"
    T_URL[save]=${T_URL[edit]}
    require_text "${T_URL[edit]}" "value=\"$TITLE\""
    jar=$(mktemp)
    BENCHMARK_FILES+=("$jar")
    body=$(curl -sf -c "$jar" "${T_URL[edit]}" | helper form-body "/e/film/$ROW/edit")
    TESSERA_COOKIE="Cookie: $(awk '$6 == "tessera_csrf" { print $6 "=" $7 }' "$jar")"
    require_save "${T_URL[save]}" "$body" "$TESSERA_COOKIE" "/e/film/$ROW"
    lua=$(mktemp --suffix=.lua)
    BENCHMARK_FILES+=("$lua")
    post_script "$lua" "$body"
    T_RESULT[edit]=$(measure_page edit "${T_URL[edit]}" "$TESSERA_PID")
    T_STATEMENTS[edit]=$(statements_per_page "${T_URL[edit]}")
    T_RESULT[save]=$(measure_page save "${T_URL[save]}" "$TESSERA_PID" -H "$TESSERA_COOKIE" -s "$lua")
    T_STATEMENTS[save]=$(statements_per_page "${T_URL[save]}" -H "$TESSERA_COOKIE" \
        -H 'Content-Type: application/x-www-form-urlencoded' --data-binary "$body")
    stop_server "$TESSERA_PID"

    # --- Django's admin, read-only, 25 rows a page (then 100, then 500) ---
    local film_link='href="/admin/store/film/'
    declare -A d_path=(
        [start]="admin/"
        [list25]="admin/store/film/"
        [list100]="admin/store/film/"
        [list500]="admin/store/film/"
        [search]="admin/store/film/?q=$SEARCH"
        [row]="admin/store/film/$ROW/change/"
    )
    for size in 25 100 500; do
        start_django "$STORE" 1 "$size"
        if [ "$size" = 25 ]; then sign_in_django; fi
        d_ids=$(page_ids "${DJANGO_ADDRESS}admin/store/film/" "$film_link" "$DJANGO_COOKIE")
        [ "$d_ids" = "${list_ids[$size]}" ] || { echo "Django's film list lists films $d_ids, not ${list_ids[$size]}" >&2; exit 1; }
        if [ "$size" = 25 ]; then
            for table in film rental customer; do
                require_text "${DJANGO_ADDRESS}admin/" "href=\"/admin/store/$table/\"" "$DJANGO_COOKIE"
            done
            d_ids=$(page_ids "${DJANGO_ADDRESS}${d_path[search]}" "$film_link" "$DJANGO_COOKIE")
            [ "$d_ids" = "$T_SEARCH_IDS" ] || { echo "Searching '$SEARCH', Django finds films $d_ids, Tessera $T_SEARCH_IDS" >&2; exit 1; }
            require_text "${DJANGO_ADDRESS}${d_path[row]}" "value=\"$TITLE\"" "$DJANGO_COOKIE"
            pages=(start list25 search row)
        else
            pages=("list$size")
        fi
        for page in "${pages[@]}"; do
            D_RESULT[$page]=$(measure_page "$page" "${DJANGO_ADDRESS}${d_path[$page]}" "$DJANGO_WORKER" -H "$DJANGO_COOKIE")
            D_STATEMENTS[$page]=$(statements_per_page "${DJANGO_ADDRESS}${d_path[$page]}" -H "$DJANGO_COOKIE")
        done
        stop_server "$DJANGO_PID"
    done

    # --- Django's admin, writable: the change view as the edit form, and its save ---
    if [ "$ENGINE" = sqlite ]; then cp "$STORE" "$copy"; start_django "$copy" 0 25; else start_django "$STORE" 0 25; fi
    local change="${DJANGO_ADDRESS}admin/store/film/$ROW/change/"
    require_text "$change" "value=\"$TITLE\"" "$DJANGO_COOKIE"
    body=$(curl -sf -H "$DJANGO_COOKIE" "$change" | helper form-body '#film_form' _save=Save)
    require_save "$change" "$body" "$DJANGO_COOKIE" "/admin/store/film/"
    post_script "$lua" "$body"
    D_RESULT[edit]=$(measure_page edit "$change" "$DJANGO_WORKER" -H "$DJANGO_COOKIE")
    D_STATEMENTS[edit]=$(statements_per_page "$change" -H "$DJANGO_COOKIE")
    D_RESULT[save]=$(measure_page save "$change" "$DJANGO_WORKER" -H "$DJANGO_COOKIE" -s "$lua")
    D_STATEMENTS[save]=$(statements_per_page "$change" -H "$DJANGO_COOKIE" \
        -H 'Content-Type: application/x-www-form-urlencoded' --data-binary "$body")
    stop_server "$DJANGO_PID"

    report
}

row() {
    if [ "$ENGINE" = postgres ]; then
        printf '%-28s %9s %8s %9s %8s %7s %7s   %8s %8s %7s %7s\n' "$@"
    else
        printf '%-28s %9s %8s %9s %8s %7s %7s\n' "${@:1:7}"
    fi
}
ratio() {
    awk -v a="$1" -v b="$2" 'BEGIN { if (b + 0 == 0) print "-"; else printf "%.1f×", a / b }'
}

report() {
    local page t_rps t_cpu t_db d_rps d_cpu d_db
    echo
    if [ "$ENGINE" = sqlite ]; then
        echo "SQLite: tessera serve --immutable (edit and save: writable, a copy) against Django $DJANGO_INSTALLED's admin (gunicorn $GUNICORN_INSTALLED, one sync worker), scale $SCALE ($(du -h "$STORE" | cut -f1), $FILMS films)"
    else
        echo "PostgreSQL: tessera serve --read-only (edit and save: writable) against Django $DJANGO_INSTALLED's admin (gunicorn $GUNICORN_INSTALLED, one sync worker), scale $SCALE ($FILMS films)"
    fi
    echo "wrk -t$THREADS -c$CONNECTIONS -d$DURATION on loopback, $(nproc) cores: requests/s and the server's CPU time per request (Django: its worker's)"
    row "" "tessera" "" "django" "" "req/s" "CPU" "database CPU ms" "" "statements" ""
    row "page" "req/s" "CPU ms" "req/s" "CPU ms" "t / d" "d / t" "tessera" "django" "tessera" "django"
    for page in "${PAGES[@]}"; do
        read -r t_rps _ _ _ t_cpu t_db <<<"${T_RESULT[$page]}"
        read -r d_rps _ _ _ d_cpu d_db <<<"${D_RESULT[$page]}"
        row "${LABEL[$page]}" "$t_rps" "$t_cpu" "$d_rps" "$d_cpu" "$(ratio "$t_rps" "$d_rps")" "$(ratio "$d_cpu" "$t_cpu")" \
            "$t_db" "$d_db" "${T_STATEMENTS[$page]}" "${D_STATEMENTS[$page]}"
    done
    echo "CPU d / t: Django's processor time per request over Tessera's (10×: Tessera costs a tenth)."
    if [ "$ENGINE" = postgres ]; then
        echo "database CPU ms: the PostgreSQL backends' processor time per request (Tessera's pool, Django's two connections)."
        if [ -z "$STATEMENTS" ]; then echo "statements: not counted: ${STATEMENTS_WHY:-pg_stat_statements cannot be read}."; fi
    fi
}

require_wrk
build_tessera
sample_database
require_django

for ENGINE in $ENGINES; do
    case $ENGINE in
        sqlite)
            STORE=$DATABASE
            ;;
        postgres)
            if [ -z "$POSTGRES" ]; then continue; fi
            STORE=$POSTGRES
            # The store is written into PostgreSQL unless it already holds this scale's.
            COUNTS='select (select count(*) from film), (select count(*) from rental), (select count(*) from payment)'
            if [ "$(helper query "$STORE" "$COUNTS" 2>/dev/null || true)" != "$(helper query "$DATABASE" "$COUNTS")" ]; then
                echo "Writing the sample store of scale $SCALE into $STORE…" >&2
                "$TESSERA" sample-db --scale "$SCALE" --output "$STORE" --replace >&2
            fi
            ;;
        *)
            echo "ENGINES lists sqlite and postgres, not $ENGINE." >&2
            exit 2
            ;;
    esac
    compare
done
