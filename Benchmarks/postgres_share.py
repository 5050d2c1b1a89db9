"""What each page of `tessera serve` costs PostgreSQL, for Benchmarks/postgres-share.sh.

    python3 Benchmarks/postgres_share.py ADDRESS TESSERA_PID POSTGRES_URL REQUESTS PAGE...

For each page (a path, or NAME=PATH), asks for it REQUESTS times one after another over one
keep-alive connection (after a warm-up of a tenth as many), and prints per request:
  - Tessera's processor time (user + system, /proc/PID/stat);
  - the database's: the processor time of the backends serving this database (their pids from
    pg_stat_activity, their time from /proc: PostgreSQL must run on this machine);
  - statements: calls in pg_stat_statements when the server loads it; else transactions
    committed or rolled back in this database (pg_stat_database, which backends report within
    ten seconds: each page then waits that long), each statement outside a transaction being one
    — a page's transaction of several statements (a facet's time limit) counts once.
Another client of the same database while it runs is counted too: measure on a quiet one.
"""

import http.client
import os
import subprocess
import sys
import time
import urllib.parse

TICK = os.sysconf("SC_CLK_TCK")


def cpu_ticks(pid: int) -> int:
    """The process's user and system time so far, in clock ticks; 0 for a process gone."""
    try:
        with open(f"/proc/{pid}/stat") as file:
            fields = file.read().rsplit(")", 1)[1].split()
        return int(fields[11]) + int(fields[12])
    except (OSError, IndexError, ValueError):
        return 0


def psql(url: str, sql: str) -> list:
    result = subprocess.run(["psql", url, "-Atc", sql], capture_output=True, text=True, check=True)
    return [line for line in result.stdout.splitlines() if line]


def main() -> None:
    address, tessera_pid, url, requests = sys.argv[1], int(sys.argv[2]), sys.argv[3], int(sys.argv[4])
    pages = sys.argv[5:]
    database = urllib.parse.urlsplit(url).path.lstrip("/") or "postgres"
    parsed = urllib.parse.urlsplit(address)
    connection = http.client.HTTPConnection(parsed.hostname, parsed.port)

    def get(path: str) -> int:
        connection.request("GET", path)
        response = connection.getresponse()
        response.read()
        return response.status

    def backends() -> set:
        return {int(pid) for pid in psql(url, (
            "SELECT pid FROM pg_stat_activity WHERE datname = current_database() "
            "AND backend_type = 'client backend' AND pid <> pg_backend_pid()"))}

    # Statements: pg_stat_statements' calls when the server loads it (counted as each ends);
    # else transactions, which an idle backend reports to pg_stat_database within ten seconds.
    statement_counts = psql(url, "SELECT count(*) FROM pg_extension WHERE extname = 'pg_stat_statements'") == ["1"]
    if statement_counts:
        try:
            psql(url, "SELECT 1 FROM pg_stat_statements LIMIT 1")
        except subprocess.CalledProcessError:
            statement_counts = False

    def transactions() -> int:
        if statement_counts:
            return int(psql(url, "SELECT coalesce(sum(calls), 0) FROM pg_stat_statements WHERE dbid = "
                                 "(SELECT oid FROM pg_database WHERE datname = current_database())")[0])
        time.sleep(11)
        return int(psql(url, f"SELECT xact_commit + xact_rollback FROM pg_stat_database WHERE datname = '{database}'")[0])

    print(f"{'page':34} {'tessera ms':>10} {'database ms':>11} {'statements':>10}")
    for page in pages:
        # NAME=PATH: the name has no "=", the path may.
        name, _, path = page.partition("=") if not page.startswith("/") else (page, "", page)
        for _ in range(max(3, requests // 10)):
            status = get(path)
            if status != 200:
                sys.exit(f"{path} answered {status}")
        before_pids = backends()
        before_transactions = transactions()
        # Between the two counts, two of this script's own questions count too (the first
        # count's own, the second list of backends): taken away.
        own = 2
        tessera_before = cpu_ticks(tessera_pid)
        database_before = {pid: cpu_ticks(pid) for pid in before_pids}
        for _ in range(requests):
            get(path)
        tessera_after = cpu_ticks(tessera_pid)
        after_pids = backends()
        database_after = {pid: cpu_ticks(pid) for pid in before_pids | after_pids}
        after_transactions = transactions()
        if after_pids - before_pids:
            print(f"  ({name}: {len(after_pids - before_pids)} connection(s) opened during the run; their time before it is counted)",
                  file=sys.stderr)
        database_ticks = sum(database_after[pid] - database_before.get(pid, 0) for pid in database_after)
        statements = (after_transactions - before_transactions - own) / requests
        print(f"{name:34} {(tessera_after - tessera_before) * 1000 / TICK / requests:>10.3f} "
              f"{database_ticks * 1000 / TICK / requests:>11.3f} {statements:>10.1f}")


if __name__ == "__main__":
    main()
