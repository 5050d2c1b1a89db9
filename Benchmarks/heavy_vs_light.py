"""Light pages beside heavy ones, for Benchmarks/heavy-vs-light.sh: HEAVY clients ask, over and
over, for the heaviest answers a list offers (a search over every row, six facets, 500 rows, as
JSON), while one client loads a 25-row list and a row page, one after the other. Prints the light
pages' latency (p50, p95, p99, max), the heavy answers by status, and the server's CPU time (from
/proc). Standard library only.

    python3 Benchmarks/heavy_vs_light.py --port 8080 --pid 1234 --heavy 30 --duration 60
"""
import argparse, collections, http.client, os, statistics, sys, threading, time

parser = argparse.ArgumentParser()
parser.add_argument("--port", type=int, required=True)
parser.add_argument("--pid", type=int, required=True)
parser.add_argument("--heavy", type=int, default=30)
parser.add_argument("--duration", type=float, default=60)
parser.add_argument("--warmup", type=float, default=5)
args = parser.parse_args()

HEAVY = [
    "/e/rental.json?q=a&size=500&facet=staff_id&facet=customer_id&facet=inventory_id&facet=return_date&facet=rental_date&facet=last_update",
    "/e/payment.json?q=1&size=500&facet=staff_id&facet=customer_id&facet=rental_id&facet=amount&facet=payment_date&facet=last_update",
    "/e/customer.json?q=e&size=500&facet=store_id&facet=address_id&facet=active&facet=create_date&facet=last_update&facet=email",
]
LIGHT = ["/e/film?size=25", "/e/film/1"]

stop = threading.Event()
measuring = threading.Event()
lock = threading.Lock()
heavy_statuses = collections.Counter()
light_times = collections.defaultdict(list)
light_statuses = collections.Counter()


def cpu_seconds(pid):
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def heavy(index):
    connection = None
    while not stop.is_set():
        path = HEAVY[index % len(HEAVY)]
        index += 1
        try:
            if connection is None:
                connection = http.client.HTTPConnection("127.0.0.1", args.port, timeout=120)
            connection.request("GET", path)
            response = connection.getresponse()
            response.read()
            if measuring.is_set():
                with lock:
                    heavy_statuses[response.status] += 1
        except Exception as error:
            with lock:
                heavy_statuses[type(error).__name__] += 1
            connection = None


def light():
    connection = http.client.HTTPConnection("127.0.0.1", args.port, timeout=120)
    while not stop.is_set():
        for path in LIGHT:
            start = time.perf_counter()
            try:
                connection.request("GET", path)
                response = connection.getresponse()
                response.read()
                status = response.status
            except Exception as error:
                status = type(error).__name__
                connection = http.client.HTTPConnection("127.0.0.1", args.port, timeout=120)
            elapsed = time.perf_counter() - start
            if measuring.is_set():
                with lock:
                    light_times[path].append(elapsed)
                    light_statuses[status] += 1


def percentile(values, fraction):
    values = sorted(values)
    return values[min(len(values) - 1, int(fraction * len(values)))] if values else float("nan")


threads = [threading.Thread(target=heavy, args=(i,), daemon=True) for i in range(args.heavy)]
threads.append(threading.Thread(target=light, daemon=True))
for thread in threads:
    thread.start()
time.sleep(args.warmup)
measuring.set()
cpu_start, wall_start = cpu_seconds(args.pid), time.perf_counter()
time.sleep(args.duration)
measuring.clear()
cpu = cpu_seconds(args.pid) - cpu_start
wall = time.perf_counter() - wall_start
stop.set()

print(f"{args.heavy} heavy clients, {wall:.0f} s: server CPU {cpu:.1f} s ({cpu / wall:.2f} cores)")
print(f"heavy answers: {dict(heavy_statuses)} ({sum(v for k, v in heavy_statuses.items() if k == 200) / wall:.1f}/s answered 200)")
print(f"light answers: {dict(light_statuses)}")
worst = 0.0
for path in LIGHT:
    times = light_times[path]
    if not times:
        print(f"{path}: no answer in {wall:.0f} s")
        worst = float("inf")
        continue
    p99 = percentile(times, 0.99)
    worst = max(worst, p99)
    print(f"{path}: {len(times)} answers, p50 {percentile(times, 0.5) * 1000:.1f} ms, p95 {percentile(times, 0.95) * 1000:.1f} ms, "
          f"p99 {p99 * 1000:.1f} ms, max {max(times) * 1000:.1f} ms")
print(f"light p99, the worse of the two: {worst * 1000:.1f} ms (goal: under 100 ms)")
