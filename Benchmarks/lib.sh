# What the serving benchmarks share: wrk, a release build of `tessera`, the sample database,
# starting a server and waiting for it, measuring one address, and stopping everything on exit.
# Sourced (not run) by serve.sh and serve-vs-datasette.sh from the repository's root folder.

SCALE=${SCALE:-200}
DURATION=${DURATION:-10s}
CONNECTIONS=${CONNECTIONS:-16}
THREADS=${THREADS:-2}

# Servers started and files made, undone when the script ends however it ends.
BENCHMARK_PIDS=()
BENCHMARK_FILES=()
benchmark_cleanup() {
    local pid
    for pid in "${BENCHMARK_PIDS[@]}"; do
        kill "$pid" 2>/dev/null || true
        wait "$pid" 2>/dev/null || true
    done
    if [ "${#BENCHMARK_FILES[@]}" -gt 0 ]; then rm -rf "${BENCHMARK_FILES[@]}"; fi
}
trap benchmark_cleanup EXIT

# Installs wrk (Debian's package) when it is missing.
require_wrk() {
    if ! command -v wrk >/dev/null; then
        echo "Installing wrk (Debian's package)…" >&2
        apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wrk >/dev/null
    fi
}

# Builds `tessera` in release mode and sets TESSERA to the program, unless TESSERA already names
# one (a build of another commit, say).
build_tessera() {
    if [ -n "${TESSERA:-}" ]; then return; fi
    swift build -c release --product tessera >&2
    TESSERA=.build/release/tessera
}

# Sets DATABASE to the sample database of scale $SCALE, generating it once into .build/benchmark/,
# unless DATABASE already names one (of that scale).
sample_database() {
    if [ -n "${DATABASE:-}" ]; then return; fi
    mkdir -p .build/benchmark
    DATABASE=.build/benchmark/rental-$SCALE.sqlite
    if [ ! -f "$DATABASE" ]; then
        "$TESSERA" sample-db --scale "$SCALE" --output "$DATABASE" >&2
    fi
}

# Loads the sample store of scale $SCALE into a schema of its own in the PostgreSQL database
# $POSTGRES (made for this run: a database another run or a person uses is left as it was) and sets
# DATABASE to its location; the schema is dropped when the script ends, however it ends. $1 names
# the schema's prefix (bench, share). LOCATION_OPTIONS adds to the location Tessera is given
# (prepare=off: statements sent as they are, never prepared).
sample_schema() {
    SCHEMA=${1:-bench}_$(date +%s)_$$
    psql "$POSTGRES" -q -c "CREATE SCHEMA $SCHEMA"
    trap 'benchmark_cleanup; psql "$POSTGRES" -q -c "DROP SCHEMA IF EXISTS $SCHEMA CASCADE" >/dev/null 2>&1 || true' EXIT
    DATABASE="$POSTGRES$( [[ $POSTGRES == *\?* ]] && echo '&' || echo '?' )schema=$SCHEMA"
    "$TESSERA" sample-db --scale "$SCALE" --output "$DATABASE" >&2
    DATABASE+=${LOCATION_OPTIONS:+&$LOCATION_OPTIONS}
}

# Waits until the file $1 has a line matching $2, for at most $3 seconds (default 30); prints the
# file and fails when it never does.
wait_for_line() {
    local tries=$(( ${3:-30} * 10 ))
    while [ "$tries" -gt 0 ]; do
        grep -q "$2" "$1" && return 0
        sleep 0.1
        tries=$((tries - 1))
    done
    echo "The server did not start:" >&2
    cat "$1" >&2
    exit 1
}

# Serves $DATABASE with tessera on a free loopback port, read-only or as the options given say
# (--immutable; --writable: changes allowed; and any other of tessera serve's options); sets
# TESSERA_PID and TESSERA_ADDRESS (http://127.0.0.1:PORT/).
start_tessera() {
    local output option
    local -a options=()
    for option in "${@:---read-only}"; do
        if [ "$option" != --writable ]; then options+=("$option"); fi
    done
    output=$(mktemp)
    BENCHMARK_FILES+=("$output")
    "$TESSERA" serve "$DATABASE" "${options[@]}" --port 0 >"$output" 2>&1 &
    TESSERA_PID=$!
    BENCHMARK_PIDS+=("$TESSERA_PID")
    wait_for_line "$output" '^Serving '
    TESSERA_ADDRESS=$(grep -o 'http://[^ ]*' "$output" | head -1)
}

# Serves $DATABASE with Datasette ($VENV, from require_datasette) on a free loopback port,
# immutable (-i) and without facet suggestions, with any further settings given ("--setting
# max_csv_mb 0"); sets DATASETTE_PID and DATASETTE_ADDRESS (http://127.0.0.1:PORT/).
start_datasette() {
    local output
    output=$(mktemp)
    BENCHMARK_FILES+=("$output")
    "$VENV/bin/datasette" serve -i "$DATABASE" --host 127.0.0.1 --port 0 --setting suggest_facets off "$@" >"$output" 2>&1 &
    DATASETTE_PID=$!
    BENCHMARK_PIDS+=("$DATASETTE_PID")
    wait_for_line "$output" 'Uvicorn running on' 60
    DATASETTE_ADDRESS=$(grep -o 'http://[^ ]*' "$output" | head -1)/
}

# Stops the server whose process is $1.
stop_server() {
    kill "$1" 2>/dev/null || true
    wait "$1" 2>/dev/null || true
}

# Fails unless the address $1 answers 200.
require_ok() {
    curl -sf -o /dev/null "$1" || { echo "$1 does not answer 200" >&2; exit 1; }
}

# Drives the address $1 with wrk and prints "requests/s p50 p90 p99", the latencies as wrk writes
# them (484.00us, 63.00ms, 1.20s). Fails on any answer that is not 2xx; warns on timeouts.
measure() {
    require_ok "$1"
    wrk -t"$THREADS" -c"$CONNECTIONS" -d"$DURATION" --latency "$1" | awk '
        /Requests\/sec/ { rps = $2 }
        /^ +50%/ { p50 = $2 }
        /^ +90%/ { p90 = $2 }
        /^ +99%/ { p99 = $2 }
        /Non-2xx/ { bad = $NF }
        /Socket errors/ { if ($NF + 0 > 0) print "wrk: " $0 > "/dev/stderr" }
        END { if (bad) { print "non-2xx answers:", bad > "/dev/stderr"; exit 1 } print rps, p50, p90, p99 }'
}

# The processor time the process $1 has spent so far (user and system, all its threads), in
# clock ticks (getconf CLK_TCK a second), read from /proc/$1/stat: what a request costs the
# server itself, which a busy machine (wrk on the same cores) does not blur as it blurs latency.
cpu_ticks() {
    # The fields after the command name, which may hold spaces, start after its closing ')'.
    sed -e 's/^.*) //' "/proc/$1/stat" | awk '{ print $12 + $13 }'
}

# Waits (30 s at most) until the processes $@ are idle: 2 clock ticks or less between two looks half
# a second apart. A server may still be answering requests that wrk, ending a warm-up, gave up on
# (a sync worker queues them; a slow page's take long): their time must not count in a run's.
settle() {
    local tries=60 last now
    last=$(for pid in "$@"; do cpu_ticks "$pid"; done | awk '{ s += $1 } END { print s + 0 }')
    while [ "$tries" -gt 0 ]; do
        sleep 0.5
        now=$(for pid in "$@"; do cpu_ticks "$pid"; done | awk '{ s += $1 } END { print s + 0 }')
        if (( now - last <= 2 )); then return 0; fi
        last=$now
        tries=$((tries - 1))
    done
    echo "The server did not go idle within 30 s: the run counts some of the warm-up's requests." >&2
}

# Like measure, for the server whose process is $2, and prints "requests/s p50 p90 p99 cpu", the
# last the server's processor time per request in milliseconds (its CPU time during the run over
# the requests wrk completed). $2 may list several processes ("1234 5678": a worker and its
# database's backends): one such figure each, in that order. Any further arguments go to wrk as
# they are (-H 'Cookie: …', -s post.lua, --timeout 30s); the check that the address answers sends
# the headers (-H) among them too.
measure_with_cpu() {
    local url=$1 pid output argument prior="" i
    local -a pids before=() after=() ticks=() headers=()
    read -ra pids <<<"$2"
    shift 2
    for argument in "$@"; do
        if [ "$prior" = -H ]; then headers+=(-H "$argument"); fi
        prior=$argument
    done
    curl -sf -o /dev/null "${headers[@]}" "$url" || { echo "$url does not answer 200" >&2; exit 1; }
    settle "${pids[@]}"
    for pid in "${pids[@]}"; do before+=("$(cpu_ticks "$pid")"); done
    output=$(wrk -t"$THREADS" -c"$CONNECTIONS" -d"$DURATION" --latency "$@" "$url")
    for pid in "${pids[@]}"; do after+=("$(cpu_ticks "$pid")"); done
    for i in "${!pids[@]}"; do ticks+=($(( after[i] - before[i] ))); done
    awk -v ticks="${ticks[*]}" -v hz="$(getconf CLK_TCK)" '
        /Requests\/sec/ { rps = $2 }
        /^ +50%/ { p50 = $2 }
        /^ +90%/ { p90 = $2 }
        /^ +99%/ { p99 = $2 }
        / requests in / { requests = $1 }
        /Non-2xx/ { bad = $NF }
        /Socket errors/ { if ($NF + 0 > 0) print "wrk: " $0 > "/dev/stderr" }
        END {
            if (bad) { print "non-2xx answers:", bad > "/dev/stderr"; exit 1 }
            if (requests + 0 == 0) { print "wrk completed no request (a longer DURATION?)" > "/dev/stderr"; exit 1 }
            printf "%s %s %s %s", rps, p50, p90, p99
            n = split(ticks, each, " ")
            for (i = 1; i <= n; i++) printf " %.3f", each[i] * 1000 / hz / requests
            printf "\n"
        }' <<<"$output"
}

# Sets VENV to a virtual environment under .build/benchmark/ with Datasette $DATASETTE_VERSION from
# PyPI, made when missing (and python3-venv, Debian's package, installed when that is missing).
require_datasette() {
    DATASETTE_VERSION=${DATASETTE_VERSION:-0.65.5}
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
}

# A latency as wrk writes it (484.00us, 63.00ms, 1.20s), in milliseconds.
milliseconds() {
    awk -v t="$1" 'BEGIN {
        if (t ~ /us$/) printf "%.3f", t / 1000
        else if (t ~ /ms$/) printf "%.3f", t + 0
        else if (t ~ /m$/) printf "%.3f", t * 60000
        else printf "%.3f", t * 1000 }'
}
