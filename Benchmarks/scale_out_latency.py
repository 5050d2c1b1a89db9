#!/usr/bin/env python3
"""How long a save through one instance takes to reach a browser listening through another.

    python3 Benchmarks/scale_out_latency.py --proxy PORT --instances PORT,PORT --count 20

Opens a list page and its live stream through the proxy, then saves a row (a new language) through
each instance in turn but the one serving the stream (the proxy names it in X-Upstream), straight
to its port, and times each save from the moment it was sent to the moment the stream carried the
row: the save itself, its notification, and the other instance's refresh and push. With one
instance, through that one. Prints "median p99 max" in
milliseconds. Used by Benchmarks/scale-out.sh.
"""

import argparse
import html
import http.client
import re
import secrets
import statistics
import sys
import threading
import time
import urllib.parse


def request(port, method, path, cookies, body=None):
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    headers = {"Cookie": "; ".join(f"{k}={v}" for k, v in cookies.items())}
    if body is not None:
        headers["Content-Type"] = "application/x-www-form-urlencoded"
    connection.request(method, path, body=body, headers=headers)
    response = connection.getresponse()
    text = response.read().decode("utf-8", "replace")
    for header, value in response.getheaders():
        if header.lower() == "set-cookie":
            name, _, rest = value.partition("=")
            cookies[name] = rest.split(";", 1)[0]
    connection.close()
    return response.status, text


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--proxy", type=int, required=True)
    parser.add_argument("--instances", required=True)
    # At most a page of the list (25 rows): a row past it is on the next page, not on the stream.
    parser.add_argument("--count", type=int, default=20)
    options = parser.parse_args()
    ports = [int(port) for port in options.instances.split(",")]
    cookies = {}
    word = "zq" + secrets.token_hex(3)
    status, page = request(options.proxy, "GET", f"/e/language?q={word}", cookies)
    if status != 200:
        sys.exit(f"the list page answered {status}")
    path = html.unescape(re.search(r'data-live="([^"]+)"', page).group(1))
    version = html.unescape(re.search(r'data-version="([^"]+)"', page).group(1))

    arrived = {}
    serving = []
    ready = threading.Event()

    def read():
        connection = http.client.HTTPConnection("127.0.0.1", options.proxy, timeout=60)
        connection.request("GET", path + "&since=" + urllib.parse.quote(version),
                           headers={"Cookie": "; ".join(f"{k}={v}" for k, v in cookies.items())})
        response = connection.getresponse()
        serving.append(response.getheader("X-Upstream") or "")
        ready.set()
        while True:
            line = response.fp.readline()
            if not line:
                return
            for name in re.findall(word + r" \d+", line.decode("utf-8", "replace")):
                arrived.setdefault(name, time.monotonic())

    threading.Thread(target=read, daemon=True).start()
    ready.wait(10)
    others = [port for port in ports if serving and serving[0] != f"127.0.0.1:{port}"] or ports
    latencies = []
    for index in range(options.count):
        name = f"{word} {index}"
        form = urllib.parse.urlencode({"v.name": name, "_csrf": cookies["tessera_csrf"]})
        sent = time.monotonic()
        status, text = request(others[index % len(others)], "POST", "/new/language", cookies, form)
        if status != 303:
            sys.exit(f"a save answered {status}: {text[:200]}")
        saved = sent
        deadline = saved + 5
        while name not in arrived and time.monotonic() < deadline:
            time.sleep(0.001)
        if name not in arrived:
            sys.exit(f"'{name}' never reached the stream")
        latencies.append(max(0.0, arrived[name] - saved) * 1000)
        time.sleep(0.05)
    latencies.sort()
    p99 = latencies[min(len(latencies) - 1, int(len(latencies) * 0.99))]
    print(f"{statistics.median(latencies):.1f} {p99:.1f} {latencies[-1]:.1f}")


if __name__ == "__main__":
    main()
