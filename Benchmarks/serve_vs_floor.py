"""What Benchmarks/serve-vs-floor.sh asks of Python: the statements of a request, read from
Tessera's statement log; the capture file the floor replays; and the byte check of a page.

    python3 Benchmarks/serve_vs_floor.py statements LOG FROM TO
        The statements the log holds between byte offsets FROM and TO (one request's), one a line,
        with only what the floor replays: the SQL and its values (not the time or the rows).
    python3 Benchmarks/serve_vs_floor.py capture OUT COUNT_LIFETIME NAME=LOG:COLD_FROM:COLD_TO:WARM_FROM:WARM_TO …
        Writes the capture file OUT: for each page kind NAME, from the log LOG, the statements of
        its warm request ("every") and those its first requests ran that the warm one did not
        ("kept": counts and the like, which Tessera keeps for COUNT_LIFETIME seconds).
    python3 Benchmarks/serve_vs_floor.py compare NAME TESSERA_HEAD TESSERA_BODY FLOOR_HEAD FLOOR_BODY
        The byte check: fails, printing the first difference, unless the floor's answer is
        Tessera's — its status, the headers that matter and its body, byte for byte, after the
        normalisations listed in NORMALISATIONS.

The log's lines are JSON objects ({"sql": …, "binds": […], "ms": …, "rows": …}); a value bound on
SQLite is a JSON integer, a number with a point (a double) or a string, on PostgreSQL always a
string. The capture writes each value with its type named ({"integer": 25}, {"double": 4.99},
{"text": "drama"}, or null), so that the floor binds what Tessera bound.
"""

import json
import re
import sys

# Values that differ from one request to the next on the same server, and why; each replaced by
# a name on both sides before the bytes are compared. Nothing else is.
NORMALISATIONS = [
    # The forged-request token: Tessera makes a new random one (32 bytes, 64 hexadecimal digits)
    # for every request that comes without its cookie, as wrk's do, puts it in each form of the
    # page (<input type="hidden" name="_csrf" value="…">) and sets it as the cookie tessera_csrf.
    # The floor makes its own the same way; no two requests share one.
    (re.compile(rb'name="_csrf" value="[0-9a-f]{64}"'), b'name="_csrf" value="CSRF-TOKEN"'),
    (re.compile(rb"tessera_csrf=[0-9a-f]{64}"), b"tessera_csrf=CSRF-TOKEN"),
    # A live list's epoch: ten random letters and digits Tessera draws for each list it keeps
    # (data-version="EPOCH.0", the version the list's changes count from), so that a browser
    # holding a page of another server's list, or of an earlier run, starts again. The floor
    # draws its own; the version's number after the dot is compared.
    (re.compile(rb'data-version="[0-9a-z]{10}\.'), b'data-version="EPOCH.'),
]

# A cookie's attributes (Path, HttpOnly, SameSite, Max-Age) in a fixed order: Hummingbird writes
# them from a dictionary, whose order differs from one process to the next (Swift seeds its hashes
# per process), so Tessera's own order changes with each start. Their set is compared.
def cookie_attributes_sorted(value):
    parts = value.split("; ")
    return "; ".join(parts[:1] + sorted(parts[1:]))


# The headers compared (lower case): what a browser acts on. Not Date (the second it was sent),
# Server (the floor is not Tessera) or Connection.
COMPARED_HEADERS = [
    "content-type", "content-length", "cache-control", "location", "set-cookie",
    "content-security-policy", "x-content-type-options", "x-frame-options", "referrer-policy",
]


def statements(log, start, end):
    with open(log, "rb") as file:
        file.seek(start)
        text = file.read(end - start).decode("utf-8")
    result = []
    for line in text.splitlines():
        if not line.strip():
            continue
        entry = json.loads(line)
        if "error" in entry:
            sys.exit(f"a statement failed in Tessera: {entry['sql']}: {entry['error']}")
        result.append({"sql": entry["sql"], "binds": [typed(value) for value in entry["binds"]]})
    return result


def typed(value):
    if value is None:
        return None
    if isinstance(value, bool):
        sys.exit(f"a Boolean bound value, which the log never writes: {value}")
    if isinstance(value, int):
        return {"integer": value}
    if isinstance(value, float):
        return {"double": value}
    if isinstance(value, str):
        return {"text": value}
    sys.exit(f"a bound value the floor cannot bind: {value!r}")


def capture(out, lifetime, specs):
    pages = {}
    for spec in specs:
        name, place = spec.split("=", 1)
        log, cold_from, cold_to, warm_from, warm_to = place.rsplit(":", 4)
        cold = statements(log, int(cold_from), int(cold_to))
        warm = statements(log, int(warm_from), int(warm_to))
        kept = []
        for statement in cold:
            if statement not in warm and statement not in kept:
                kept.append(statement)
        pages[name] = {"every": warm, "kept": kept}
    with open(out, "w") as file:
        json.dump({"countLifetime": float(lifetime), "pages": pages}, file, indent=1)


def read_answer(head_path, body_path):
    with open(head_path, "rb") as file:
        head = file.read().decode("latin-1")
    with open(body_path, "rb") as file:
        body = file.read()
    # curl -D writes every head it received; the last is the answer's.
    blocks = [block for block in re.split(r"\r?\n\r?\n", head) if block.strip()]
    lines = blocks[-1].splitlines()
    status = lines[0].split(" ", 2)[1]
    headers = {}
    for line in lines[1:]:
        name, _, value = line.partition(":")
        headers.setdefault(name.strip().lower(), []).append(value.strip())
    return status, headers, body


def normalise(data):
    for pattern, replacement in NORMALISATIONS:
        data = pattern.sub(replacement, data)
    return data


def compare(name, tessera_head, tessera_body, floor_head, floor_body):
    t_status, t_headers, t_body = read_answer(tessera_head, tessera_body)
    f_status, f_headers, f_body = read_answer(floor_head, floor_body)
    problems = []
    if t_status != f_status:
        problems.append(f"status: tessera {t_status}, floor {f_status}")
    for header in COMPARED_HEADERS:
        t_value = [normalise(v.encode()).decode() for v in t_headers.get(header, [])]
        f_value = [normalise(v.encode()).decode() for v in f_headers.get(header, [])]
        if header == "set-cookie":
            t_value = [cookie_attributes_sorted(v) for v in t_value]
            f_value = [cookie_attributes_sorted(v) for v in f_value]
        if t_value != f_value:
            problems.append(f"header {header}: tessera {t_value}, floor {f_value}")
    t_body, f_body = normalise(t_body), normalise(f_body)
    if t_body != f_body:
        at = next((i for i, (a, b) in enumerate(zip(t_body, f_body)) if a != b), min(len(t_body), len(f_body)))
        line = t_body.count(b"\n", 0, at) + 1
        problems.append(
            f"body ({len(t_body)} bytes from tessera, {len(f_body)} from the floor) first differs at byte {at} (line {line}):\n"
            f"    tessera: …{t_body[max(0, at - 80):at + 80]!r}\n"
            f"    floor:   …{f_body[max(0, at - 80):at + 80]!r}")
    if problems:
        print(f"{name}: the floor's answer is not Tessera's:", file=sys.stderr)
        for problem in problems:
            print("  " + problem, file=sys.stderr)
        sys.exit(1)


def main():
    command, arguments = sys.argv[1], sys.argv[2:]
    if command == "statements":
        for statement in statements(arguments[0], int(arguments[1]), int(arguments[2])):
            print(json.dumps(statement, sort_keys=True))
    elif command == "capture":
        capture(arguments[0], arguments[1], arguments[2:])
    elif command == "compare":
        compare(*arguments)
    else:
        sys.exit(f"unknown command {command}")


if __name__ == "__main__":
    main()
