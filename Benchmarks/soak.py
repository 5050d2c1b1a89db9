"""Mixed load against one `tessera serve`, for Benchmarks/soak.sh: reads, saves, live streams and
hostile requests from several threads, with a report every 30 seconds of requests, answers by
status, and the server's resident memory and CPU time (from /proc). Standard library only.

With --big-table, waves of --hoarders clients ask for that table's 20 MB values (lists, JSON,
CSV, row pages, downloads) and never read: the server's memory must stay under --rss-bound MiB
and fall back after they go. With --gallery-port, a hostile client of `tessera gallery`'s live
views opens sessions and sends events as fast as it can, while a bystander from another loopback
address must still be answered.

    python3 Benchmarks/soak.py --port 8080 --pid 1234 --duration 600
"""
import argparse, collections, http.client, random, re, select, socket, sys, threading, time, urllib.parse

parser = argparse.ArgumentParser()
parser.add_argument("--port", type=int, required=True)
parser.add_argument("--pid", type=int, required=True)
parser.add_argument("--duration", type=float, default=600)
parser.add_argument("--interval", type=float, default=30)
parser.add_argument("--workers", type=int, default=6)
parser.add_argument("--big-table", help="a table of 20 MB values for the hoarders")
parser.add_argument("--big-keys", type=int, default=10, help="its rows' keys are 1...N")
parser.add_argument("--hoarders", type=int, default=100, help="clients that never read, per wave")
parser.add_argument("--hoard-every", type=float, default=120, help="seconds between the starts of waves")
parser.add_argument("--hold", type=float, default=25, help="seconds a hoarder holds its connection")
parser.add_argument("--rss-bound", type=float, default=300, help="MiB the server may allocate at most (RssAnon)")
parser.add_argument("--gallery-port", type=int)
parser.add_argument("--gallery-pid", type=int)
parser.add_argument("--gallery-rss-bound", type=float, default=400)
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


def big_paths():
    key = random.randint(1, args.big_keys)
    table = args.big_table
    return random.choice([f"/e/{table}", f"/e/{table}.json", f"/e/{table}.csv", f"/e/{table}/{key}", f"/e/{table}/{key}.json",
                          f"/e/{table}/{key}/download/body", f"/e/{table}/{key}/download/data", f"/e/{table}.json?size=100"])


hoard = {"waves": 0, "peak": 0.0, "before": [], "after": []}


def hoarder_waves():
    """Every --hoard-every seconds, --hoarders clients ask for big values with a tiny receive
    buffer and never read; they let go after --hold seconds (or when the server cut them off)."""
    while not stop.is_set():
        wave_started = time.time()
        hoard["before"].append(resident(args.pid))
        sockets = []
        for _ in range(args.hoarders):
            try:
                connection = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
                connection.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
                connection.settimeout(10)
                connection.connect((HOST, args.port))
                connection.sendall(f"GET {big_paths()} HTTP/1.1\r\nHost: 127.0.0.1:{args.port}\r\n\r\n".encode())
                sockets.append(connection)
            except OSError as error:
                with lock:
                    failures["hoarder " + type(error).__name__] += 1
        with lock:
            kinds["hoarder"] += len(sockets)
        stop.wait(args.hold)
        for connection in sockets:
            connection.close()
        hoard["waves"] += 1
        # The memory the server holds once they have gone (and its buffers were freed).
        stop.wait(10)
        hoard["after"].append(resident(args.pid))
        stop.wait(max(0, args.hoard_every - (time.time() - wave_started)))


def rss_sampler():
    """The server's resident memory twice a second: the peak, not only every report's."""
    while not stop.is_set():
        try:
            hoard["peak"] = max(hoard["peak"], resident(args.pid))
            if args.gallery_pid:
                live["peak"] = max(live["peak"], resident(args.gallery_pid))
        except FileNotFoundError:
            return
        stop.wait(0.5)


live = {"peak": 0.0, "bystander": collections.Counter(), "attacker": collections.Counter()}


def live_request(method, path, body=None, cookies="", source="127.0.0.1", extra=None):
    connection = http.client.HTTPConnection(HOST, args.gallery_port, timeout=30, source_address=(source, 0))
    try:
        headers = {"Host": f"127.0.0.1:{args.gallery_port}"}
        if cookies:
            headers["Cookie"] = cookies
        if body is not None:
            headers["Content-Type"] = "application/x-www-form-urlencoded"
        headers.update(extra or {})
        connection.request(method, path, body=body, headers=headers)
        response = connection.getresponse()
        text = response.read().decode("utf-8", "replace")
        jar = [cookie.split(";")[0] for name, cookie in response.getheaders() if name.lower() == "set-cookie"]
        return response.status, text, "; ".join([cookies] * bool(cookies) + jar)
    finally:
        connection.close()


def hidden(page, name):
    found = re.search(r'name="%s" value="([^"]*)"' % re.escape(name), page)
    return found.group(1) if found else ""


def live_attacker():
    """Opens sessions it never uses, sends add events as fast as it can to the shared to-do list
    and to a tab of its own, and holds streams it never reads."""
    held = []
    while not stop.is_set():
        try:
            path = random.choice(["/state/todo-shared", "/state/todo", "/state/counter", "/state/contacts"])
            status, page, cookies = live_request("GET", path)
            live["attacker"][status] += 1
            if status != 200:
                stop.wait(0.2)
                continue
            session = hidden(page, "t-session")
            fields = [("t-session", session), ("t-token", hidden(page, "t-token")), ("_csrf", hidden(page, "_csrf"))]
            bound = re.search(r'name="(t-bind:[^"]+)"', page)
            buttons = re.findall(r'<button[^>]*value="([^"]*)"', page)
            for index in range(random.randint(5, 60)):
                form = list(fields)
                if bound:
                    form.append((bound.group(1), "x" * random.choice([10, 400, 5000]) + str(index)))
                if buttons:
                    form.append(("t-action", random.choice(buttons)))
                status, _, _ = live_request("POST", f"{path}?s={session}", body=urllib.parse.urlencode(form), cookies=cookies,
                                            extra={"X-Tessera-Live": "1"})
                live["attacker"][status] += 1
            if len(held) < 40:
                stream = socket.create_connection((HOST, args.gallery_port), timeout=10)
                stream.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
                stream.sendall(f"GET {path}/live?s={session} HTTP/1.1\r\nHost: 127.0.0.1:{args.gallery_port}\r\n"
                               f"Accept: text/event-stream\r\nCookie: {cookies}\r\n\r\n".encode())
                held.append(stream)
            elif random.random() < 0.2:
                held.pop(random.randrange(len(held))).close()
        except OSError as error:
            with lock:
                failures["live " + type(error).__name__] += 1
    for stream in held:
        stream.close()


def bystander():
    """Someone else, from another loopback address, opening the shared list now and then."""
    while not stop.is_set():
        try:
            status, page, _ = live_request("GET", "/state/todo-shared", source="127.0.0.2")
            live["bystander"][status] += 1
        except OSError as error:
            live["bystander"][type(error).__name__] += 1
        stop.wait(2)


def resident(pid, field="RssAnon:"):
    """MiB of the process's memory: by default what it allocated itself (RssAnon), without the
    pages of files it maps (SQLite maps the database: the system's file cache, counted in VmRSS
    once per connection that touched them, given back whenever the system needs them)."""
    with open(f"/proc/{pid}/status") as status:
        return next(int(line.split()[1]) for line in status if line.startswith(field)) / 1024


def server_figures():
    rss = resident(args.pid, "VmRSS:") * 1024
    with open(f"/proc/{args.pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    ticks = int(fields[11]) + int(fields[12])  # utime + stime, in clock ticks
    return rss / 1024, ticks / 100


def report(started):
    rss, cpu = server_figures()
    with lock:
        total = sum(kinds[k] for k in ("read", "save", "stream", "hostile", "slow", "hoarder"))
        by_status = " ".join(f"{s}:{n}" for s, n in sorted(statuses.items(), key=lambda item: str(item[0])))
        failed = " ".join(f"{k}:{n}" for k, n in failures.items()) or "none"
    print(f"{time.time() - started:6.0f} s  requests {total:7d}  rss {rss:7.1f} MiB, allocated {resident(args.pid):.1f} "
          f"(peak {hoard['peak']:.1f})  cpu {cpu:7.1f} s  "
          f"status {by_status}  client errors {failed}", flush=True)
    if args.gallery_port:
        print(f"         gallery allocated {resident(args.gallery_pid):.1f} MiB (peak {live['peak']:.1f})  "
              f"attacker {dict(live['attacker'])}  bystander {dict(live['bystander'])}", flush=True)
    return rss


targets = [reader] * max(1, args.workers - 4) + [saver, streamer, attacker, slowpoke, rss_sampler]
if args.big_table:
    targets.append(hoarder_waves)
if args.gallery_port:
    targets += [live_attacker, bystander]
threads = [threading.Thread(target=target, daemon=True) for target in targets]
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
      f"rss first/last/max {memory[0]:.1f}/{memory[-1]:.1f}/{max(memory):.1f} MiB; allocated peak {hoard['peak']:.1f}, "
      f"last {resident(args.pid):.1f} MiB", flush=True)
failed = bool(server_errors)
if args.big_table:
    print(f"soak: {hoard['waves']} waves of {args.hoarders} clients that never read; allocated before each "
          f"{[round(m) for m in hoard['before']]} MiB, 10 s after each {[round(m) for m in hoard['after']]} MiB, "
          f"peak {hoard['peak']:.1f} MiB (bound {args.rss_bound:.0f})", flush=True)
    if hoard["waves"] == 0 or hoard["peak"] > args.rss_bound:
        print("soak: FAILED: no wave ran, or the server held more than the bound", flush=True)
        failed = True
    if hoard["after"] and hoard["after"][-1] > hoard["before"][0] + 0.5 * (hoard["peak"] - hoard["before"][0]) + 20:
        print("soak: FAILED: the server's memory did not fall back after the last wave", flush=True)
        failed = True
if args.gallery_port:
    # Capacity recovers by itself: once the attacker stops, a newcomer is answered.
    recovered = None
    for _ in range(30):
        status, _, _ = live_request("GET", "/state/todo-shared", source="127.0.0.3")
        if status == 200:
            recovered = status
            break
        time.sleep(2)
    refused = sum(n for s, n in live["bystander"].items() if s != 200)
    gallery_errors = sum(n for s, n in live["attacker"].items() if isinstance(s, int) and s >= 500 and s != 503)
    print(f"soak: gallery peak {live['peak']:.1f} MiB (bound {args.gallery_rss_bound:.0f}); attacker answers "
          f"{dict(live['attacker'])}; bystander answers {dict(live['bystander'])}; a newcomer after: {recovered}", flush=True)
    if recovered != 200 or gallery_errors or live["peak"] > args.gallery_rss_bound or refused > 0.1 * sum(live["bystander"].values()):
        print("soak: FAILED: the gallery refused others, answered 5xx, held more than its bound or did not recover", flush=True)
        failed = True
sys.exit(1 if failed else 0)
