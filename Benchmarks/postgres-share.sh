#!/usr/bin/env bash
# What each kind of page costs PostgreSQL: `tessera serve --read-only` on the sample store,
# loaded into a schema of its own (scale $SCALE, default 5; dropped at the end), and each page
# asked for $REQUESTS times one after another (default 200). For each it prints Tessera's own
# processor time per request, the database backends' (from /proc: PostgreSQL runs on this
# machine), and the statements a page costs the database (transactions in pg_stat_database: a
# transaction of several statements counts once). Run it on a quiet database: another client's
# work is counted too.
#
#   TESSERA_POSTGRES_URL=postgres://postgres@127.0.0.1:5432/bench Benchmarks/postgres-share.sh
#   SCALE=200 REQUESTS=100 TESSERA_POSTGRES_URL=… Benchmarks/postgres-share.sh
#
# Pages: the start page; the film and rental lists (25 rows), the film list of 100, a search, a
# filtered list; a film's, a rental's and a customer's page (read-only: no forms). The rows are
# those of a scale-1 store at any scale (film 10, rental 1000, customer 5).
set -euo pipefail
cd "$(dirname "$0")/.."
SCALE=${SCALE:-5}
REQUESTS=${REQUESTS:-200}
source Benchmarks/lib.sh

POSTGRES=${TESSERA_POSTGRES_URL:?set TESSERA_POSTGRES_URL to a PostgreSQL database (bash .ci/run shows how one is started)}
build_tessera

sample_schema share
start_tessera --read-only --quiet
echo "tessera serve --read-only on PostgreSQL, the sample store at scale $SCALE; $REQUESTS requests a page, one after another"
python3 Benchmarks/postgres_share.py "$TESSERA_ADDRESS" "$TESSERA_PID" "$POSTGRES" "$REQUESTS" \
    "start page=/" "film list=/e/film" "film list, 100 rows=/e/film?size=100" "rental list=/e/rental" \
    "film search=/e/film?q=drama" "films rated PG=/e/film?f.rating.is=PG" \
    "film page=/e/film/10" "rental page=/e/rental/1000" "customer page=/e/customer/5"
