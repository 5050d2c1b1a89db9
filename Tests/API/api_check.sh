#!/usr/bin/env bash
# The data addresses against their own description, from outside: `tessera serve` on the sample
# store, on a schema of odd names (a table named in German with an umlaut, two names that
# camel-case alike, a view without a key) and, with TESSERA_POSTGRES_URL, on the real-shaped
# PostgreSQL fixture (every type it has: composites, ranges, hstore, enums, arrays, NaN, BC dates,
# views of outer joins) in a database of its own; each /openapi.json must pass openapi-spec-validator,
# and Schemathesis then sends what the description allows — generated parameters, every
# operation, stateful links — and checks what must always hold: no 5xx, answers that match their
# schema, their content type and their documented statuses, 405 for a method not offered — every
# check Schemathesis has but one.
#
#   Tests/API/api_check.sh --tessera .build/debug/tessera              # what CI runs (a few minutes)
#   EXAMPLES=100 Tests/API/api_check.sh --tessera .build/release/tessera   # longer, by hand
#
# (Schemathesis's positive_data_acceptance check is left out: `where=` is a language and `page=`
# a signed cursor, which no schema can describe so that every string it allows is accepted.)
set -euo pipefail
cd "$(dirname "$0")/../.."

TESSERA=""
while [ $# -gt 0 ]; do
    case "$1" in
        --tessera) TESSERA=$2; shift 2 ;;
        *) echo "usage: Tests/API/api_check.sh --tessera PATH" >&2; exit 64 ;;
    esac
done
[ -x "$TESSERA" ] || { echo "api_check: no tessera at '$TESSERA'" >&2; exit 64; }

VENV=.build/api-check-venv
if [ ! -x "$VENV/bin/schemathesis" ]; then
    python3 -m venv "$VENV"
    "$VENV/bin/pip" install --quiet --disable-pip-version-check "schemathesis==4.32.5" "openapi-spec-validator==0.9.0"
fi

WORK=$(mktemp -d)
PIDS=()
cleanup() {
    for pid in "${PIDS[@]}"; do kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; done
    rm -rf "$WORK"
}
trap cleanup EXIT

"$TESSERA" sample-db --output "$WORK/rental.sqlite" >/dev/null 2>&1
sqlite3 "$WORK/odd.sqlite" <<'SQL'
CREATE TABLE "KundenÜbersicht" (id INTEGER PRIMARY KEY, name TEXT NOT NULL, seit DATE);
CREATE TABLE order_item (id INTEGER PRIMARY KEY, qty INTEGER NOT NULL CHECK (qty > 0), price NUMERIC(8,2));
CREATE TABLE "orderItem" (id INTEGER PRIMARY KEY, note TEXT, data BLOB);
INSERT INTO "KundenÜbersicht" VALUES (1, 'Ärger GmbH', '2024-02-29'), (2, '"quoted", with commas', NULL);
INSERT INTO order_item VALUES (1, 3, 9.99), (2, 1, NULL);
INSERT INTO "orderItem" VALUES (1, 'x', x'00ff'), (2, NULL, NULL);
CREATE VIEW totals AS SELECT qty AS total, price FROM order_item;
SQL

# Saved queries on the sample store: their files are operations too, with typed parameters.
cat > "$WORK/queries.yaml" <<'YAML'
queries:
  films-of-a-rating:
    title: Films of a rating
    sql: SELECT film_id, title, length FROM film WHERE rating = :rating AND length >= :minutes ORDER BY title LIMIT :n
  rentals-since:
    sql: SELECT rental_id, rental_date FROM rental WHERE rental_date >= :since ORDER BY rental_id LIMIT 20
  film-count:
    sql: SELECT count(*) AS films FROM film
YAML

DATABASES=("rental:$WORK/rental.sqlite" "odd:$WORK/odd.sqlite")
PSQL=$(command -v psql || ls /usr/lib/postgresql/*/bin/psql 2>/dev/null | head -1 || true)
if [ -n "${TESSERA_POSTGRES_URL:-}" ] && [ -z "$PSQL" ]; then
    echo "api_check: TESSERA_POSTGRES_URL is set but there is no psql to load the fixture with" >&2
    exit 1
fi
if [ -n "${TESSERA_POSTGRES_URL:-}" ]; then
    # A database made afresh from the fixture (it has schemas of its own), beside the tests' one.
    PG_CHECK_URL="${TESSERA_POSTGRES_URL%/*}/tessera_api_check"
    "$PSQL" -X -q -d "$TESSERA_POSTGRES_URL" -c "DROP DATABASE IF EXISTS tessera_api_check" -c "CREATE DATABASE tessera_api_check"
    "$PSQL" -X -q -v ON_ERROR_STOP=1 -d "$PG_CHECK_URL" -f Tests/Fixtures/RealSchemas/postgres.sql >/dev/null
    DATABASES+=("postgres:$PG_CHECK_URL")
fi

status=0
for entry in "${DATABASES[@]}"; do
    database=${entry%%:*}
    extra=()
    [ "$database" = rental ] && extra=(--queries "$WORK/queries.yaml")
    "$TESSERA" serve "${entry#*:}" "${extra[@]}" --port 0 >"$WORK/$database.log" 2>&1 &
    PIDS+=($!)
    for _ in $(seq 1 300); do grep -q "Serving" "$WORK/$database.log" && break; sleep 0.1; done
    PORT=$(grep -o 'http://127.0.0.1:[0-9]*' "$WORK/$database.log" | head -1 | sed 's/.*://')
    [ -n "$PORT" ] || { echo "api_check: the server did not start" >&2; cat "$WORK/$database.log" >&2; exit 1; }
    curl -sf "http://127.0.0.1:$PORT/openapi.json" >"$WORK/$database-openapi.json"
    echo "api_check: $database: openapi-spec-validator"
    "$VENV/bin/openapi-spec-validator" "$WORK/$database-openapi.json" || status=1
    echo "api_check: $database: schemathesis, ${EXAMPLES:-3} examples an operation"
    "$VENV/bin/schemathesis" run "http://127.0.0.1:$PORT/openapi.json" \
        --checks all --exclude-checks positive_data_acceptance \
        --max-examples "${EXAMPLES:-3}" --seed 1 --no-color || status=1
done
exit $status
