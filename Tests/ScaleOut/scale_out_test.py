#!/usr/bin/env python3
"""Several `tessera serve` instances on one PostgreSQL database, behind nginx, behave as one.

    TESSERA_POSTGRES_URL=postgres://postgres@127.0.0.1:5432/db \\
        python3 Tests/ScaleOut/scale_out_test.py --tessera .build/debug/tessera

It loads the sample store into a schema of its own on the PostgreSQL server the URL names, starts
two instances of `tessera serve` on it (one password, one shared --secret-file) and Debian's nginx
in front of them, round robin without stickiness, then acts as a browser would through nginx:

1. signs in, and the session opens pages on both instances;
2. opens a list page and its live stream (a server-sent event stream, read as EventSource does:
   reconnecting after the `retry` it was told, with Last-Event-ID), saves a row through each
   instance directly, and sees each change arrive within a second;
3. installs the notify triggers (`tessera pg install-notify`) and changes a row with psql: the
   change arrives within a second too;
4. kills the instance serving the stream: the stream reconnects through nginx to the other, is
   resynchronised (every row anew), and hears the next save;
5. starts the killed instance again: the session of before the restart opens its pages;
6. signs out through one instance: the session ends on the other within seconds, and stays ended
   after that one restarts;
7. stops an instance with SIGTERM while a stream is open on it: the stream ends, the process
   exits 0 within seconds.

It needs `nginx` and `psql` (`.ci/run` installs them). A failure says which step, and prints the
tail of each instance's and nginx's log.
"""

import argparse
import html
import http.client
import json
import os
import queue
import re
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse
from pathlib import Path

REPOSITORY = Path(__file__).resolve().parent.parent.parent
TIMEOUT = 15


class Failure(Exception):
    pass


def expect(condition, message):
    if not condition:
        raise Failure(message)


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class Instance:
    """One `tessera serve`, on a port of its own, its output in a log file."""

    def __init__(self, name, tessera, location, port, folder):
        self.name, self.tessera, self.location, self.port, self.folder = name, tessera, location, port, folder
        self.log_path = folder / f"{name}.log"
        self.process = None

    def start(self):
        arguments = [
            str(self.tessera), "serve", self.location, "--host", "127.0.0.1", "--port", str(self.port),
            "--user", "ada", "--password-file", str(self.folder / "password"),
            "--secret-file", str(self.folder / "secret"), "--trusted-proxy", "127.0.0.1",
        ]
        log = open(self.log_path, "ab")
        self.process = subprocess.Popen(arguments, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
        deadline = time.monotonic() + TIMEOUT * 4
        while time.monotonic() < deadline:
            expect(self.process.poll() is None, f"{self.name} exited at start:\n{self.log_tail()}")
            try:
                with socket.create_connection(("127.0.0.1", self.port), timeout=1):
                    return
            except OSError:
                time.sleep(0.1)
        raise Failure(f"{self.name} did not start listening:\n{self.log_tail()}")

    def kill(self, sig=signal.SIGKILL):
        self.process.send_signal(sig)

    def wait(self, timeout):
        return self.process.wait(timeout=timeout)

    def stop(self):
        if self.process and self.process.poll() is None:
            self.process.kill()
            self.process.wait()

    def log_tail(self, lines=25):
        try:
            return "\n".join(self.log_path.read_text(errors="replace").splitlines()[-lines:])
        except OSError:
            return "(no log)"


NGINX_CONFIGURATION = """
daemon off;
worker_processes 1;
pid {folder}/nginx.pid;
error_log {folder}/nginx-error.log warn;
events {{ worker_connections 512; }}
http {{
    access_log off;
    client_body_temp_path {folder}/nginx-body;
    proxy_temp_path {folder}/nginx-proxy;
    fastcgi_temp_path {folder}/nginx-fastcgi;
    uwsgi_temp_path {folder}/nginx-uwsgi;
    scgi_temp_path {folder}/nginx-scgi;
    upstream tessera {{
        server 127.0.0.1:{first} max_fails=1 fail_timeout=5s;
        server 127.0.0.1:{second} max_fails=1 fail_timeout=5s;
        keepalive 16;
    }}
    server {{
        listen 127.0.0.1:{port};
        location / {{
            proxy_pass http://tessera;
            proxy_http_version 1.1;
            proxy_set_header Connection "";
            proxy_set_header Host $http_host;
            proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
            proxy_buffering off;
            proxy_read_timeout 1h;
            # Which instance answered: what lets the test kill the one serving a stream.
            add_header X-Upstream $upstream_addr always;
        }}
    }}
}}
"""


class Nginx:
    def __init__(self, folder, first, second):
        self.folder, self.port = folder, free_port()
        (folder / "nginx.conf").write_text(NGINX_CONFIGURATION.format(folder=folder, first=first, second=second, port=self.port))
        nginx = shutil.which("nginx") or "/usr/sbin/nginx"
        self.process = subprocess.Popen(
            [nginx, "-p", str(folder), "-c", str(folder / "nginx.conf")],
            stdout=subprocess.DEVNULL, stderr=open(folder / "nginx-error.log", "ab"), start_new_session=True)
        deadline = time.monotonic() + TIMEOUT
        while time.monotonic() < deadline:
            expect(self.process.poll() is None, "nginx exited at start:\n" + self.log_tail())
            try:
                with socket.create_connection(("127.0.0.1", self.port), timeout=1):
                    return
            except OSError:
                time.sleep(0.1)
        raise Failure("nginx did not start listening:\n" + self.log_tail())

    def stop(self):
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                self.process.kill()

    def log_tail(self):
        path = self.folder / "nginx-error.log"
        return "\n".join(path.read_text(errors="replace").splitlines()[-15:]) if path.exists() else "(no log)"


class Browser:
    """Cookies, and requests to any of the addresses, as one browser sends them."""

    def __init__(self):
        self.cookies = {}

    def request(self, port, method, path, body=None):
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=TIMEOUT)
        headers = {"Cookie": "; ".join(f"{name}={value}" for name, value in self.cookies.items())}
        if body is not None:
            headers["Content-Type"] = "application/x-www-form-urlencoded"
        connection.request(method, path, body=body, headers=headers)
        response = connection.getresponse()
        text = response.read().decode("utf-8", "replace")
        for header, value in response.getheaders():
            if header.lower() == "set-cookie":
                name, _, rest = value.partition("=")
                self.cookies[name] = rest.split(";", 1)[0]
        connection.close()
        return response.status, dict((k.lower(), v) for k, v in response.getheaders()), text

    def sign_in(self, port):
        status, _, _ = self.request(port, "GET", "/login")
        expect(status == 200, f"the sign-in page answered {status}")
        form = urllib.parse.urlencode({"user": "ada", "password": "correct horse", "_csrf": self.cookies["tessera_csrf"], "next": "/"})
        status, headers, _ = self.request(port, "POST", "/login", form)
        expect(status == 303 and "tessera_session" in self.cookies, f"signing in answered {status} {headers}")

    def save_language(self, port, name):
        form = urllib.parse.urlencode({"v.name": name, "_csrf": self.cookies["tessera_csrf"]})
        status, headers, text = self.request(port, "POST", "/new/language", form)
        expect(status == 303, f"saving '{name}' through port {port} answered {status}: {text[:300]}")
        return time.monotonic()


class EventStream(threading.Thread):
    """A live stream read as a browser's EventSource does: each event into a queue; when the
    stream ends or its connection drops, it connects again after the `retry` the stream asked
    for, saying the last event id it had."""

    def __init__(self, port, path, cookies):
        super().__init__(daemon=True)
        self.port, self.path, self.cookies = port, path, cookies
        self.events = queue.Queue()
        self.last_id = None
        self.retry = 2.0
        self.upstreams = []
        self.connections = 0
        self.stopped = False
        self.connected = threading.Event()

    def run(self):
        while not self.stopped:
            try:
                self.read_once()
            except (OSError, http.client.HTTPException):
                pass
            if not self.stopped:
                time.sleep(self.retry)

    def read_once(self):
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=60)
        headers = {"Cookie": "; ".join(f"{name}={value}" for name, value in self.cookies.items()), "Accept": "text/event-stream"}
        if self.last_id:
            headers["Last-Event-ID"] = self.last_id
        connection.request("GET", self.path, headers=headers)
        response = connection.getresponse()
        self.connections += 1
        self.upstreams.append(response.getheader("X-Upstream"))
        if response.status != 200:
            self.events.put(("status", str(response.status)))
            response.read()
            return
        self.connected.set()
        event, data, identifier = "message", [], None
        while True:
            line = response.fp.readline()
            if not line:
                self.events.put(("closed", ""))
                return
            line = line.decode("utf-8").rstrip("\r\n")
            if line == "":
                if data:
                    if identifier:
                        self.last_id = identifier
                    self.events.put((event, "\n".join(data)))
                event, data, identifier = "message", [], None
            elif line.startswith(":"):
                continue
            else:
                field, _, value = line.partition(":")
                value = value[1:] if value.startswith(" ") else value
                if field == "event":
                    event = value
                elif field == "data":
                    data.append(value)
                elif field == "id":
                    identifier = value
                elif field == "retry" and value.isdigit():
                    self.retry = int(value) / 1000

    def next(self, timeout, kinds=("update", "reset")):
        """The next event of `kinds`, or None when none comes within `timeout` seconds."""
        deadline = time.monotonic() + timeout
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                return None
            try:
                kind, data = self.events.get(timeout=left)
            except queue.Empty:
                return None
            if kind in kinds:
                return kind, data

    def wait_for(self, text, timeout, since):
        """Waits for an update or reset whose HTML holds `text`; returns how long after `since`."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            got = self.next(deadline - time.monotonic())
            if got is None:
                break
            if html.escape(text) in got[1] or text in got[1]:
                return time.monotonic() - since
        raise Failure(f"the stream did not show '{text}' within {timeout} s")


def psql(url, sql):
    base, _, query = url.partition("?")
    schema = urllib.parse.parse_qs(query).get("schema", [None])[0]
    statements = (f"SET search_path TO {schema}; " if schema else "") + sql
    subprocess.run(["psql", base, "-v", "ON_ERROR_STOP=1", "-q", "-c", statements], check=True, stdout=subprocess.DEVNULL)


def live_region(page):
    live = re.search(r'data-live="([^"]+)"', page)
    version = re.search(r'data-version="([^"]+)"', page)
    expect(live and version, "the list page has no live region")
    return html.unescape(live.group(1)), html.unescape(version.group(1))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tessera", default=str(REPOSITORY / ".build" / "debug" / "tessera"))
    parser.add_argument("--postgres", default=os.environ.get("TESSERA_POSTGRES_URL"))
    options = parser.parse_args()
    expect(options.postgres, "give --postgres URL or set TESSERA_POSTGRES_URL")
    expect(shutil.which("nginx") or os.path.exists("/usr/sbin/nginx"), "nginx is not installed (apt-get install nginx)")
    expect(shutil.which("psql"), "psql is not installed (apt-get install postgresql-client)")

    folder = Path(tempfile.mkdtemp(prefix="tessera-scale-out-"))
    os.chmod(folder, 0o755)
    (folder / "password").write_text("correct horse\n")
    secret = folder / "secret"
    secret.write_text(secrets.token_hex(32) + "\n")
    os.chmod(secret, 0o600)
    schema = "scale_" + secrets.token_hex(6)
    psql(options.postgres, f"CREATE SCHEMA {schema}")
    location = options.postgres + ("&" if "?" in options.postgres else "?") + "schema=" + schema
    subprocess.run([options.tessera, "sample-db", "--output", location], check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

    instances = [Instance(name, options.tessera, location, free_port(), folder) for name in ("first", "second")]
    nginx = None
    step = "starting"
    try:
        for instance in instances:
            instance.start()
        nginx = Nginx(folder, instances[0].port, instances[1].port)
        by_address = {f"127.0.0.1:{instance.port}": instance for instance in instances}

        step = "1. a session works on both instances"
        browser = Browser()
        browser.sign_in(nginx.port)
        answered = set()
        for _ in range(4):
            status, headers, _ = browser.request(nginx.port, "GET", "/e/language")
            expect(status == 200, f"a page through nginx answered {status}")
            answered.add(headers.get("x-upstream"))
        expect(answered == set(by_address), f"round robin reached {answered}, not both instances")
        for instance in instances:
            status, _, _ = browser.request(instance.port, "GET", "/e/film")
            expect(status == 200, f"the session opened no page on {instance.name} ({status})")
        print(f"ok   {step}")

        step = "2. saves through either instance reach a live list within a second"
        word = "zz" + secrets.token_hex(3)
        status, _, page = browser.request(nginx.port, "GET", f"/e/language?q={word}")
        expect(status == 200, f"the list page answered {status}")
        path, version = live_region(page)
        stream = EventStream(nginx.port, path + ("&" if "?" in path else "?") + "since=" + urllib.parse.quote(version), browser.cookies)
        stream.start()
        expect(stream.connected.wait(TIMEOUT), "the live stream did not open through nginx")
        for index, instance in enumerate(instances):
            name = f"{word} {index}"
            took = stream.wait_for(name, 1.0, browser.save_language(instance.port, name))
            print(f"     saved through {instance.name}: on the stream after {took * 1000:.0f} ms")
        print(f"ok   {step}")

        step = "3. a change made with psql arrives, with the triggers installed"
        subprocess.run([options.tessera, "pg", "install-notify", location], check=True, stdout=subprocess.DEVNULL)
        started = time.monotonic()
        psql(location, f"UPDATE language SET name = '{word} psql' WHERE name = '{word} 0'")
        took = stream.wait_for(f"{word} psql", 1.0, started)
        print(f"     changed with psql: on the stream after {took * 1000:.0f} ms")
        print(f"ok   {step}")

        step = "4. killing the instance that serves the stream reconnects it through the other"
        serving = by_address[stream.upstreams[-1]]
        other = next(instance for instance in instances if instance is not serving)
        connections = stream.connections
        serving.kill()
        serving.wait(TIMEOUT)
        reset = stream.next(TIMEOUT, kinds=("reset",))
        expect(reset is not None, "the stream was not resynchronised after its instance died")
        expect(stream.connections > connections and stream.upstreams[-1] == f"127.0.0.1:{other.port}",
               f"the stream reconnected through {stream.upstreams[-1]}, not {other.name}")
        expect(f"{word} psql" in reset[1], "the resynchronised list lacks the rows it had")
        took = stream.wait_for(f"{word} after", 1.0, browser.save_language(other.port, f"{word} after"))
        print(f"     reconnected to {other.name}; a save after it arrived in {took * 1000:.0f} ms")
        print(f"ok   {step}")

        step = "5. a session survives a restart"
        serving.start()
        status, _, _ = browser.request(serving.port, "GET", "/e/film")
        expect(status == 200, f"after the restart, {serving.name} answered {status} to the same session")
        print(f"ok   {step}")

        step = "6. a sign-out through one instance ends the session on the others, and a restart does not revive it"
        stream.stopped = True
        old_cookies = dict(browser.cookies)
        form = urllib.parse.urlencode({"_csrf": browser.cookies["tessera_csrf"]})
        status, _, _ = browser.request(serving.port, "POST", "/logout", form)
        expect(status == 303, f"signing out answered {status}")
        other_browser = Browser()
        other_browser.cookies = dict(old_cookies)
        deadline = time.monotonic() + 5
        while time.monotonic() < deadline:
            status, _, _ = other_browser.request(other.port, "GET", "/e/film")
            if status == 303:
                break
            time.sleep(0.1)
        expect(status == 303, f"after a sign-out on {serving.name}, {other.name} still answered {status} to the old session")
        other.kill(signal.SIGTERM)
        other.wait(TIMEOUT)
        other.start()
        other_browser.cookies = dict(old_cookies)
        status, _, _ = other_browser.request(other.port, "GET", "/e/film")
        expect(status == 303, f"after a restart, {other.name} answered {status} to a session signed out before it")
        print(f"ok   {step}")

        step = "7. SIGTERM ends the streams and the process"
        browser = Browser()
        browser.sign_in(nginx.port)
        direct = EventStream(other.port, path + ("&" if "?" in path else "?") + "since=", browser.cookies)
        direct.start()
        expect(direct.connected.wait(TIMEOUT), "a stream straight to the instance did not open")
        direct.next(TIMEOUT)
        direct.stopped = True
        other.kill(signal.SIGTERM)
        closed = direct.next(10, kinds=("closed",))
        expect(closed is not None, "the stream stayed open after SIGTERM")
        code = other.wait(10)
        expect(code == 0, f"{other.name} exited {code} after SIGTERM")
        print(f"ok   {step}")
    except (Failure, subprocess.CalledProcessError, subprocess.TimeoutExpired) as failure:
        print(f"FAIL {step}: {failure}")
        for instance in instances:
            print(f"--- {instance.name} (port {instance.port}) ---\n{instance.log_tail()}")
        if nginx:
            print(f"--- nginx ---\n{nginx.log_tail()}")
        return 1
    finally:
        for instance in instances:
            instance.stop()
        if nginx:
            nginx.stop()
        try:
            psql(options.postgres, f"DROP SCHEMA {schema} CASCADE")
        except subprocess.CalledProcessError:
            pass
        shutil.rmtree(folder, ignore_errors=True)
    print("scale-out: every step passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
