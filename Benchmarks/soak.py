"""Mixed load against one `tessera serve`, for Benchmarks/soak.sh: reads, saves, live streams and
hostile requests from several threads, with a report every 30 seconds of requests, answers by
status, and the server's resident memory and CPU time (from /proc). Standard library only.

    python3 Benchmarks/soak.py --port 8080 --pid 1234 --duration 600
"""
import argparse, collections, http.client, random, re, socket, sys, threading, time, urllib.parse

parser = argparse.ArgumentParser()
parser.add_argument("--port", type=int, required=True)
parser.add_argument("--pid", type=int, required=True)
parser.add_argument("--duration", type=float, default=600)
parser.add_argument("--interval", type=float, default=30)
parser.add_argument("--workers", type=int, default=6)
args = parser.parse_args()

HOST = "127.0.0.1"
lock = threading.Lock()
statuses = collections.Counter()
kinds = collections.Counter()
failures = collections.Counter()
stop = threading.Event()


def record(kind, status):
    with lock:
        kinds[kind] += 1
        statuses[status] += 1


def request(method, path, body=None, headers=None, kind="read", host=None):
    connection = http.client.HTTPConnection(HOST, args.port, timeout=30)
    try:
        all_headers = {"Host": host or f"127.0.0.1:{args.port}"}
        all_headers.update(headers or {})
        connection.request(method, path, body=body, headers=all_headers)
        response = connection.getresponse()
        data = response.read()
        record(kind, response.status)
        return response, data.decode("utf-8", "replace")
    except Exception as error:  # a refused or reset connection is a finding too
        with lock:
            failures[type(error).__name__] += 1
            kinds[kind] += 1
        return None, ""
    finally:
        connection.close()


LISTS = ["/", "/e/film", "/e/film?sort=-title", "/e/film?q=dinosaur", "/e/film?f.rating=PG", "/e/customer?sort=last_name",
         "/e/rental?sort=-rental_date", "/e/payment?q=1", "/e/actor?size=100", "/e/language", "/e/film?where=length%20%3E%20120"]


def reader():
    while not stop.is_set():
        path = random.choice(LISTS)
        response, page = request("GET", path)
        if response is not None and response.status == 200:
            links = re.findall(r'href="(/e/[a-z_]+/[0-9]+)"', page) + re.findall(r'href="(/e/[a-z_]+\?[^"]*page=[^"]*)"', page)
            for link in random.sample(links, min(2, len(links))):
                request("GET", link.replace("&amp;", "&"))


def saver():
    """Edits languages and categories back and forth, as people would: GET the form, POST it."""
    while not stop.is_set():
        entity, key = random.choice([("language", random.randint(1, 6)), ("category", random.randint(1, 16))])
        response, page = request("GET", f"/e/{entity}/{key}/edit", kind="save")
        if response is None or response.status != 200:
            continue
        cookie = response.getheader("Set-Cookie") or ""
        token = re.search(r'tessera_csrf=([0-9a-f]{64})', cookie)
        version = re.search(r'name="_version" value="([^"]*)"', page)
        name = re.search(r'name="v.name"[^>]*value="([^"]*)"', page)
        if not (token and version and name):
            continue
        value = name.group(1)
        value = value[:-1] if value.endswith("!") else value + "!"
        body = urllib.parse.urlencode({"v.name": value, "_version": version.group(1), "_csrf": token.group(1)})
        request("POST", f"/e/{entity}/{key}/edit", body=body, kind="save",
                headers={"Content-Type": "application/x-www-form-urlencoded", "Cookie": f"tessera_csrf={token.group(1)}"})


def streamer():
    """Holds a live list open for a few seconds, reads what comes, and lets go."""
    while not stop.is_set():
        path = random.choice(["/live/language", "/live/category", "/live/film?sort=-title", "/live/language?q=e"])
        try:
            connection = socket.create_connection((HOST, args.port), timeout=30)
            connection.sendall(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n".encode())
            connection.settimeout(1)
            deadline = time.time() + random.uniform(2, 8)
            first = b""
            while time.time() < deadline and not stop.is_set():
                try:
                    chunk = connection.recv(65536)
                except socket.timeout:
                    continue
                if not chunk:
                    break
                first = first or chunk
            status = int(first.split(b" ")[1]) if first.startswith(b"HTTP/") else 0
            record("stream", status)
            connection.close()
        except Exception as error:
            with lock:
                failures[type(error).__name__] += 1


HOSTILE = [
    ("GET", "/e/film?where=" + "(" * 15000 + "film_id%20=%201"),
    ("GET", "/e/film?where=" + "not+" * 5000 + "film_id%20=%201"),
    ("GET", "/e/film?page=garbage"),
    ("GET", "/e/film?q=%00%00"),
    ("GET", "/e/film?f.title=" + "x" * 20000),
    ("GET", "/e/film?sort=nope"),
    ("GET", "/e/nothing/1"),
    ("GET", "/e/film/999999999999999999999"),
    ("GET", "/e/film?where=film_id%20in%20(" + ",".join(["1"] * 2000) + ")"),
]


def attacker():
    while not stop.is_set():
        choice = random.random()
        if choice < 0.6:
            method, path = random.choice(HOSTILE)
            request(method, path, kind="hostile")
        elif choice < 0.7:
            request("GET", "/e/film", kind="hostile", host="rebind.attacker.example")
        else:
            request("POST", "/e/language/1/edit", body="v.name=x", kind="hostile",
                    headers={"Content-Type": "application/x-www-form-urlencoded"})


def slowpoke():
    """Half a header, then silence until the server lets go (its header timeout)."""
    while not stop.is_set():
        try:
            connection = socket.create_connection((HOST, args.port), timeout=60)
            connection.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ")
            started = time.time()
            while connection.recv(1024):
                pass
            record("slow", "closed")
            with lock:
                kinds["slow held s"] += round(time.time() - started)
            connection.close()
        except Exception as error:
            with lock:
                failures["slow " + type(error).__name__] += 1


def server_figures():
    with open(f"/proc/{args.pid}/status") as status:
        rss = next(int(line.split()[1]) for line in status if line.startswith("VmRSS:"))
    with open(f"/proc/{args.pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    ticks = int(fields[11]) + int(fields[12])  # utime + stime, in clock ticks
    return rss / 1024, ticks / 100


def report(started):
    rss, cpu = server_figures()
    with lock:
        total = sum(kinds[k] for k in ("read", "save", "stream", "hostile", "slow"))
        by_status = " ".join(f"{s}:{n}" for s, n in sorted(statuses.items(), key=lambda item: str(item[0])))
        failed = " ".join(f"{k}:{n}" for k, n in failures.items()) or "none"
    print(f"{time.time() - started:6.0f} s  requests {total:7d}  rss {rss:7.1f} MiB  cpu {cpu:7.1f} s  status {by_status}  "
          f"client errors {failed}", flush=True)
    return rss


threads = [threading.Thread(target=target, daemon=True)
           for target in [reader] * max(1, args.workers - 4) + [saver, streamer, attacker, slowpoke]]
started = time.time()
for thread in threads:
    thread.start()
print(f"soak: {len(threads)} workers against port {args.port} for {args.duration:.0f} s", flush=True)
memory = []
try:
    while time.time() - started < args.duration:
        time.sleep(min(args.interval, max(0.1, args.duration - (time.time() - started))))
        memory.append(report(started))
except FileNotFoundError:
    print("soak: the server died", flush=True)
    sys.exit(2)
stop.set()
for thread in threads:
    thread.join(timeout=70)
server_errors = sum(n for s, n in statuses.items() if isinstance(s, int) and s >= 500 and s != 503)
print(f"soak: done. requests by kind: {dict(kinds)}; 5xx other than 503: {server_errors}; "
      f"memory first/last/max {memory[0]:.1f}/{memory[-1]:.1f}/{max(memory):.1f} MiB", flush=True)
sys.exit(1 if server_errors else 0)
