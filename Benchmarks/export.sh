#!/usr/bin/env bash
# Every row of the rental table (3.6 million at scale 200) as CSV, from `tessera serve` and from
# Datasette (`.csv?_stream=on`), one after the other on loopback. For each: that the file has
# every row (counted by Python's csv reader, plus the header), rows per second, the server's
# processor time (from /proc, which a busy machine does not blur as it blurs the wall clock), and
# the server's own memory (RssAnon, sampled during the export: flat memory means its peak is what
# it held before) beside its peak resident size (VmHWM, with the database file's mapped pages).
# Usage: Benchmarks/export.sh
#        SCALE=20 Benchmarks/export.sh
#        TESSERA=.build/debug/tessera SCALE=1 Benchmarks/export.sh     # a quick check of the script
set -euo pipefail
cd "$(dirname "$0")/.."

source Benchmarks/lib.sh
build_tessera
sample_database
require_datasette
PYTHON=$VENV/bin/python

RENTALS=$("$PYTHON" -c 'import sqlite3, sys; print(sqlite3.connect(sys.argv[1]).execute("select count(*) from rental").fetchone()[0])' "$DATABASE")

# The server's peak resident memory so far, in MiB: every page it has touched, its own and the
# database file's pages it reads through a memory map (Tessera maps the file: those are the
# system's file cache, shared, counted in the resident size once touched).
peak_mib() {
    awk '/^VmHWM:/ { printf "%.1f", $2 / 1024 }' "/proc/$1/status"
}

# The server's own memory (anonymous: its heap and stacks, not mapped files), in MiB, sampled
# every 50 ms while the process $2 runs, for the server $1; prints the largest when $2 ends.
peak_anonymous_mib() {
    local peak=0 now
    while kill -0 "$2" 2>/dev/null; do
        now=$(awk '/^RssAnon:/ { print $2 }' "/proc/$1/status")
        if [ "$now" -gt "$peak" ]; then peak=$now; fi
        sleep 0.05
    done
    awk -v kb="$peak" 'BEGIN { printf "%.1f", kb / 1024 }'
}

# Downloads $1 into a file, for the server $2, and prints "rows seconds cpu-seconds heap-before
# heap-peak resident-peak"; fails unless the file holds $RENTALS rows and a header.
export_csv() {
    local file before_cpu after_cpu before_heap heap_peak start end rows curl_pid sampler_file
    file=$(mktemp)
    sampler_file=$(mktemp)
    BENCHMARK_FILES+=("$file" "$sampler_file")
    before_cpu=$(cpu_ticks "$2")
    before_heap=$(awk '/^RssAnon:/ { printf "%.1f", $2 / 1024 }' "/proc/$2/status")
    start=$(date +%s.%N)
    curl -sf -o "$file" "$1" &
    curl_pid=$!
    peak_anonymous_mib "$2" "$curl_pid" >"$sampler_file" &
    wait "$curl_pid" || { echo "$1 does not answer 200" >&2; exit 1; }
    end=$(date +%s.%N)
    after_cpu=$(cpu_ticks "$2")
    wait
    heap_peak=$(cat "$sampler_file")
    rows=$("$PYTHON" -c 'import csv, sys; print(sum(1 for _ in csv.reader(open(sys.argv[1], newline=""))) - 1)' "$file")
    if [ "$rows" != "$RENTALS" ]; then
        echo "$1 gave $rows rows, not the $RENTALS rentals" >&2
        exit 1
    fi
    awk -v rows="$rows" -v start="$start" -v end="$end" -v ticks=$(( after_cpu - before_cpu )) -v hz="$(getconf CLK_TCK)" \
        -v before="$before_heap" -v peak="$heap_peak" -v resident="$(peak_mib "$2")" \
        'BEGIN { printf "%d %.2f %.2f %s %s %s\n", rows, end - start, ticks / hz, before, peak, resident }'
}

start_tessera --immutable
curl -sf -o /dev/null "${TESSERA_ADDRESS}e/rental"   # the first page, as a person would arrive
TESSERA_RESULT=$(export_csv "${TESSERA_ADDRESS}e/rental.csv" "$TESSERA_PID")
stop_server "$TESSERA_PID"

# max_csv_mb 0: Datasette stops a CSV at 100 MB unless told not to (the scale-200 table is 300 MB).
start_datasette --setting max_csv_mb 0
curl -sf -o /dev/null "${DATASETTE_ADDRESS}$(basename "$DATABASE" .sqlite)/rental"
DATASETTE_RESULT=$(export_csv "${DATASETTE_ADDRESS}$(basename "$DATABASE" .sqlite)/rental.csv?_stream=on&_size=max" "$DATASETTE_PID")
stop_server "$DATASETTE_PID"

echo "The rental table as CSV, scale $SCALE ($RENTALS rows): tessera serve --immutable against datasette $DATASETTE_VERSION -i"
printf '%-10s %10s %9s %12s %9s %22s %14s\n' server rows seconds "rows/s" "cpu s" "heap MiB before→peak" "resident MiB"
for server in tessera datasette; do
    if [ "$server" = tessera ]; then result=$TESSERA_RESULT; else result=$DATASETTE_RESULT; fi
    read -r rows seconds cpu before peak resident <<<"$result"
    awk -v s="$server" -v rows="$rows" -v seconds="$seconds" -v cpu="$cpu" -v before="$before" -v peak="$peak" -v resident="$resident" \
        'BEGIN { printf "%-10s %10d %9.2f %12.0f %9.2f %15s → %s %14s\n", s, rows, seconds, rows / (seconds > 0 ? seconds : 0.01), cpu, before, peak, resident }'
done
echo "heap: the server's anonymous memory (RssAnon), sampled every 50 ms; resident: its peak resident size (VmHWM),"
echo "with the pages of the database file it read through a memory map (Tessera's), which are the system's file cache."
read -r _ t_seconds t_cpu _ _ _ <<<"$TESSERA_RESULT"
read -r _ d_seconds d_cpu _ _ _ <<<"$DATASETTE_RESULT"
awk -v ts="$t_seconds" -v ds="$d_seconds" -v tc="$t_cpu" -v dc="$d_cpu" \
    'BEGIN { printf "tessera: %.1f× datasette'"'"'s rows per second, %.1f× less processor time\n", ds / (ts > 0 ? ts : 0.01), dc / (tc > 0 ? tc : 0.01) }'
