#!/usr/bin/env bash
# Several `tessera serve` instances on one PostgreSQL database behind nginx (round robin): wrk
# drives a list page and an inspect page through nginx with 1, 2 and 4 instances, and each line
# prints requests per second and p99 (and, for the list, how much of the machine's CPU was left
# idle meanwhile), and how long a save through one instance takes to reach a live list listening
# through another, from sending the save to the row on the stream (median, p99 and max of 20).
#
#   TESSERA_POSTGRES_URL=postgres://postgres@127.0.0.1:5432/bench Benchmarks/scale-out.sh
#   SCALE=1 DURATION=5s INSTANCES="1 2" Benchmarks/scale-out.sh
#
# The URL names a database the user may create a schema in; the sample store (scale $SCALE,
# default 5) is loaded into a schema of its own, dropped at the end. Needs nginx and wrk (Debian's
# packages) and psql. Everything runs on this machine: the instances, nginx, wrk and PostgreSQL
# share its cores, so the figures say what the instances cost, and where the machine stops.
set -euo pipefail
cd "$(dirname "$0")/.."
SCALE=${SCALE:-5}
source Benchmarks/lib.sh

INSTANCES=${INSTANCES:-1 2 4}
POSTGRES=${TESSERA_POSTGRES_URL:?set TESSERA_POSTGRES_URL to a PostgreSQL database (bash .ci/run shows how one is started)}
NGINX=$(command -v nginx || echo /usr/sbin/nginx)
[ -x "$NGINX" ] || { echo "nginx is not installed (apt-get install nginx)" >&2; exit 1; }
require_wrk
build_tessera

WORK=$(mktemp -d)
chmod 755 "$WORK"
BENCHMARK_FILES+=("$WORK")
sample_schema bench
ROW=$(( (SCALE * 18000) / 2 ))

free_port() { python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }

# Starts nginx in front of the ports given; sets NGINX_PID and PROXY (its port).
start_nginx() {
    PROXY=$(free_port)
    local servers="" port
    for port in "$@"; do servers+="server 127.0.0.1:$port; "; done
    cat >"$WORK/nginx.conf" <<CONF
daemon off;
worker_processes 1;
pid $WORK/nginx.pid;
error_log $WORK/nginx-error.log warn;
events { worker_connections 1024; }
http {
    access_log off;
    client_body_temp_path $WORK/body; proxy_temp_path $WORK/proxy; fastcgi_temp_path $WORK/fastcgi;
    uwsgi_temp_path $WORK/uwsgi; scgi_temp_path $WORK/scgi;
    upstream tessera { $servers keepalive 64; }
    server {
        listen 127.0.0.1:$PROXY;
        location / {
            proxy_pass http://tessera;
            proxy_http_version 1.1;
            proxy_set_header Connection "";
            proxy_set_header Host \$http_host;
            proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;
            proxy_buffering off;
            proxy_read_timeout 1h;
            add_header X-Upstream \$upstream_addr always;
        }
    }
}
CONF
    "$NGINX" -p "$WORK" -c "$WORK/nginx.conf" &
    NGINX_PID=$!
    BENCHMARK_PIDS+=("$NGINX_PID")
    local tries=100
    until curl -s -o /dev/null "http://127.0.0.1:$PROXY/healthz"; do
        tries=$((tries - 1)); [ "$tries" -gt 0 ] || { echo "nginx did not start" >&2; cat "$WORK/nginx-error.log" >&2; exit 1; }
        sleep 0.1
    done
}

echo
echo "tessera serve × N on PostgreSQL (scale $SCALE) behind nginx, wrk -t$THREADS -c$CONNECTIONS -d$DURATION, $(nproc) cores"
printf '%-10s %12s %10s %10s %14s %12s %32s\n' "instances" "list req/s" "list p99" "idle CPU" "inspect req/s" "inspect p99" "save→listener ms (p50 p99 max)"
for count in $INSTANCES; do
    ports=() pids=()
    for _ in $(seq "$count"); do
        port=$(free_port)
        "$TESSERA" serve "$DATABASE" --port "$port" --trusted-proxy 127.0.0.1 --quiet >"$WORK/instance-$port.log" 2>&1 &
        pids+=($!)
        BENCHMARK_PIDS+=($!)
        ports+=("$port")
    done
    for port in "${ports[@]}"; do wait_for_line "$WORK/instance-$port.log" '^Serving ' 60; done
    start_nginx "${ports[@]}"
    IDLE_BEFORE=$(awk '/^cpu / { print $5 + $6, $2 + $3 + $4 + $5 + $6 + $7 + $8 }' /proc/stat)
    read -r LIST_RPS _ _ LIST_P99 < <(measure "http://127.0.0.1:$PROXY/e/rental")
    IDLE=$(awk -v before="$IDLE_BEFORE" '/^cpu / { split(before, b, " "); printf "%.0f%%", 100 * ($5 + $6 - b[1]) / ($2 + $3 + $4 + $5 + $6 + $7 + $8 - b[2]) }' /proc/stat)
    read -r ROW_RPS _ _ ROW_P99 < <(measure "http://127.0.0.1:$PROXY/e/rental/$ROW")
    LATENCY=$(python3 Benchmarks/scale_out_latency.py --proxy "$PROXY" --instances "$(IFS=,; echo "${ports[*]}")" --count 20)
    printf '%-10s %12s %10s %10s %14s %12s %32s\n' "$count" "$LIST_RPS" "$LIST_P99" "$IDLE" "$ROW_RPS" "$ROW_P99" "$LATENCY"
    stop_server "$NGINX_PID"
    for pid in "${pids[@]}"; do stop_server "$pid"; done
done
