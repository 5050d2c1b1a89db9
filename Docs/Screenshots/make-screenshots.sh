#!/usr/bin/env bash
# Screenshots of Tessera's component gallery and of the Direct application's list, row and form
# pages in both looks, each in the light and the dark palette, taken by headless Chromium (Debian's
# package; installed when missing) from a real `tessera` on loopback. The README shows some.
# (The browser test keeps every kind of page, at 1400 and 390 px, in its artifacts' looks/.)
#
#   Docs/Screenshots/make-screenshots.sh              # into Docs/Screenshots/
#   OUT=/tmp/shots WIDTH=1400 Docs/Screenshots/make-screenshots.sh
#   ONLY=components Docs/Screenshots/make-screenshots.sh   # the gallery's component pages alone
#   ONLY=icons Docs/Screenshots/make-screenshots.sh        # the gallery's icons page alone
#   ONLY=direct Docs/Screenshots/make-screenshots.sh       # the Direct application's pages alone
#
# Every component's gallery page is kept in components/NAME.png (its top: the three forms, each
# beside its code, then the restyled, disabled, light and dark specimens as far as they fit). A
# test fails for a component without one. After changing a component, run the script with
# ONLY=components and look at what `git status Docs/Screenshots` shows changed before committing.
#
# TESSERA names a `tessera` program to use instead of building one (a debug build otherwise).
set -euo pipefail
cd "$(dirname "$0")/../.."

OUT=${OUT:-Docs/Screenshots}
WIDTH=${WIDTH:-1200}
HEIGHT=${HEIGHT:-1500}
mkdir -p "$OUT"

if ! command -v chromium >/dev/null; then
    echo "Installing chromium (Debian's package)…" >&2
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi
if [ -z "${TESSERA:-}" ]; then
    swift build --product tessera >&2
    TESSERA=.build/debug/tessera
fi

WORK=$(mktemp -d)
PIDS=()
cleanup() {
    local pid
    for pid in "${PIDS[@]}"; do kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; done
    rm -rf "$WORK"
}
trap cleanup EXIT

# Starts `tessera ARGUMENTS… --port 0`, waits until it prints its address, and sets ADDRESS.
start() {
    local log="$WORK/server-${#PIDS[@]}.log"
    "$TESSERA" "$@" --port 0 >"$log" 2>&1 &
    PIDS+=($!)
    for _ in $(seq 300); do
        if ADDRESS=$(grep -o 'http://[^ ]*' "$log" | head -1) && [ -n "$ADDRESS" ]; then return; fi
        sleep 0.1
    done
    echo "tessera $1 did not start:" >&2
    cat "$log" >&2
    exit 1
}

# Takes the page at $1 in the palette $2 (light or dark) into $OUT/$3-$2.png, and checks that
# Chromium wrote a picture.
shoot() {
    local scheme=1 file="$OUT/$3-$2.png"
    [ "$2" = dark ] && scheme=0
    rm -f "$file"
    # preferredColorScheme: 0 is dark, 1 light — what the page's prefers-color-scheme then reads.
    # No --virtual-time-budget: a live list's event stream never ends, and Chromium would wait
    # for it forever.
    timeout 120 chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor=1 \
        --window-size="$WIDTH,$HEIGHT" --blink-settings=preferredColorScheme=$scheme \
        --screenshot="$file" "$1" >/dev/null 2>&1 || true
    if [ ! -s "$file" ] || [ "$(head -c 8 "$file" | od -An -tx1 | tr -d ' \n')" != 89504e470d0a1a0a ]; then
        echo "Chromium wrote no picture of $1" >&2
        exit 1
    fi
    echo "$file"
}

if [ "${ONLY:-}" != direct ]; then
start gallery
if [ -z "${ONLY:-}" ]; then
    for scheme in light dark; do
        shoot "${ADDRESS}components/ObjectItem" "$scheme" gallery-objectitem
    done
fi
# The icons page (every name Image(systemName:) draws), at the widths the browser test checks: on a
# desk, 1400 px, and on a phone, 390 px.
if [ -z "${ONLY:-}" ] || [ "$ONLY" = icons ]; then
    wide=$WIDTH tall=$HEIGHT
    for size in 1400x1000:gallery-icons 390x1300:gallery-icons-phone; do
        WIDTH=${size%%x*} rest=${size#*x}
        HEIGHT=${rest%%:*}
        for scheme in light dark; do
            shoot "${ADDRESS}icons" "$scheme" "${size#*:}"
        done
    done
    WIDTH=$wide HEIGHT=$tall
    if [ "${ONLY:-}" = icons ]; then exit 0; fi
fi

# Every component's page, light, its top COMPONENT_HEIGHT pixels; made smaller (a palette of 256
# colours) when Python's imaging library is there, so that fifty of them weigh little in git.
mkdir -p "$OUT/components"
COMPONENT_HEIGHT=${COMPONENT_HEIGHT:-1100}
names=$(curl -fsS "$ADDRESS" | grep -o 'href="/components/[A-Za-z]*"' | sed 's|href="/components/||; s|"||' | sort -u)
[ -n "$names" ] || { echo "the gallery's index lists no component" >&2; exit 1; }
for name in $names; do
    file="$OUT/components/$name.png"
    rm -f "$file"
    timeout 120 chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor=1 \
        --window-size="$WIDTH,$COMPONENT_HEIGHT" --blink-settings=preferredColorScheme=1 --force-prefers-reduced-motion \
        --screenshot="$file" "${ADDRESS}components/$name" >/dev/null 2>&1 || true
    [ -s "$file" ] || { echo "Chromium wrote no picture of the $name page" >&2; exit 1; }
    python3 -c 'import sys; from PIL import Image; Image.open(sys.argv[1]).convert("RGB").quantize(256).save(sys.argv[1], optimize=True)' "$file" 2>/dev/null || true
    # The same picture as the one committed (the palette may come out in another order): keep
    # the committed file, so that only pages that changed show in `git status`.
    committed="$WORK/committed.png"
    if git show "HEAD:$file" > "$committed" 2>/dev/null && python3 -c 'import sys; from PIL import Image, ImageChops
a, b = (Image.open(f).convert("RGB") for f in sys.argv[1:3]); sys.exit(0 if a.size == b.size and ImageChops.difference(a, b).getbbox() is None else 1)' "$file" "$committed" 2>/dev/null; then
        cp "$committed" "$file"
    fi
    echo "$file"
done
# Pictures of components the gallery no longer has.
for file in "$OUT"/components/*.png; do
    name=$(basename "$file" .png)
    echo "$names" | grep -qx "$name" || { rm -f "$file"; echo "removed $file (no such component)"; }
done
[ "${ONLY:-}" = components ] && exit 0
fi

# The Direct application's list, row and form pages, in each look, on a desk and on a phone. The sample is a copy of its
# own, so the servers may offer their forms.
"$TESSERA" sample-db --output "$WORK/rental.sqlite" >&2
# A picture for the first staff member (its form takes one; written here as an upload would).
python3 - "$WORK/rental.sqlite" <<'PICTURE'
import sqlite3, struct, sys, zlib
def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
width, height = 480, 320
rows = b"".join(b"\x00" + b"".join(bytes([60 + x * 120 // width, 110 + y * 90 // height, 190 - x * 60 // width]) for x in range(width)) for y in range(height))
png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)) + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b"")
database = sqlite3.connect(sys.argv[1])
database.execute("UPDATE staff SET picture = ? WHERE staff_id = 1", (png,))
database.commit()
PICTURE
# Saved queries: the start page lists them; one has a date and a count to ask for.
cat > "$WORK/queries.yaml" <<'QUERIES'
queries:
  late-rentals:
    title: Rentals not back
    description: Films not returned yet, rented before the day given, oldest first.
    sql: |
      SELECT r.rental_id, r.customer_id, f.title, r.rental_date
      FROM rental r
      JOIN inventory i ON i.inventory_id = r.inventory_id
      JOIN film f ON f.film_id = i.film_id
      WHERE r.return_date IS NULL AND r.rental_date < :before
      ORDER BY r.rental_date
      LIMIT :n
  films-of-a-rating:
    title: Films of a rating
    description: Titles of a rating, at least as long as asked.
    sql: SELECT film_id, title, length FROM film WHERE rating = :rating AND length >= :minutes ORDER BY title
  return-rental:
    title: Return a rental
    description: Marks a rental returned on the day given.
    sql: |
      UPDATE rental SET return_date = :day
      WHERE rental_id = :rental AND return_date IS NULL
    parameters:
      day: date
    write: true
  open-rentals:
    title: Rentals out
    sql: SELECT count(*) AS rentals FROM rental WHERE return_date IS NULL
  rentals-by-month:
    title: Rentals by month
    sql: SELECT substr(rental_date, 1, 7) AS month, count(*) AS rentals FROM rental GROUP BY month ORDER BY month
  revenue-by-staff:
    title: Revenue by staff member
    sql: |
      SELECT s.first_name || ' ' || s.last_name AS staff, round(sum(p.amount), 2) AS revenue
      FROM payment p JOIN staff s ON s.staff_id = p.staff_id
      GROUP BY p.staff_id ORDER BY revenue DESC LIMIT 8
dashboards:
  morning:
    title: Every morning
    description: What the store looks like today.
    tiles:
      - query: open-rentals
        show: kpi
      - query: rentals-by-month
        show: kpi
        title: Rentals this month
      - query: rentals-by-month
        show: column
      - query: revenue-by-staff
        show: bar
      - query: late-rentals
        show: table
        values:
          before: 2005-07-01
          n: 5
QUERIES
for look in basic fiori; do
    start serve "$WORK/rental.sqlite" --look "$look" --queries "$WORK/queries.yaml" --quiet
    for scheme in light dark; do
        shoot "${ADDRESS}e/film" "$scheme" "$look-list"
        shoot "${ADDRESS}e/film/1" "$scheme" "$look-inspect"
        shoot "${ADDRESS}e/film/1/edit" "$scheme" "$look-edit"
        # Rentals: named by their films and customers, drilled into by date, pages numbered.
        shoot "${ADDRESS}e/rental" "$scheme" "$look-rentals"
        # A query of one's own, with a parameter, and its rows.
        shoot "${ADDRESS}sql?sql=SELECT%20rating%2C%20count(*)%20AS%20films%2C%20round(avg(rental_rate)%2C%202)%20AS%20average_rate%0AFROM%20film%0AWHERE%20length%20%3E%20%3Aminutes%0AGROUP%20BY%20rating%20ORDER%20BY%20films%20DESC&p.minutes=90" "$scheme" "$look-sql"
        # A saved query: its typed fields, and its rows.
        shoot "${ADDRESS}q/late-rentals?before=2005-06-01&n=8" "$scheme" "$look-saved-query"
        shoot "${ADDRESS}q/return-rental" "$scheme" "$look-saved-change"
        shoot "${ADDRESS}d/morning" "$scheme" "$look-dashboard"
        shoot "${ADDRESS}" "$scheme" "$look-start"
    done
    # On a phone: a list's rows as cards, and a row's page with its related rows.
    wide=$WIDTH tall=$HEIGHT
    WIDTH=390 HEIGHT=1300
    for scheme in light dark; do
        shoot "${ADDRESS}e/rental" "$scheme" "$look-phone-list"
        shoot "${ADDRESS}e/customer/1" "$scheme" "$look-phone-inspect"
        shoot "${ADDRESS}sql?sql=SELECT%20rating%2C%20count(*)%20AS%20films%2C%20round(avg(rental_rate)%2C%202)%20AS%20average_rate%0AFROM%20film%0AWHERE%20length%20%3E%20%3Aminutes%0AGROUP%20BY%20rating%20ORDER%20BY%20films%20DESC&p.minutes=90" "$scheme" "$look-phone-sql"
        shoot "${ADDRESS}q/late-rentals?before=2005-06-01&n=8" "$scheme" "$look-phone-saved-query"
        shoot "${ADDRESS}q/return-rental" "$scheme" "$look-phone-saved-change"
        shoot "${ADDRESS}d/morning" "$scheme" "$look-phone-dashboard"
    done
    WIDTH=$wide HEIGHT=$tall
    # A customer's form and page as Examples/rental.rules lays them out: groups (Django admin's
    # fieldsets), a closed one, a read-only value, help under a field.
    start serve "$WORK/rental.sqlite" --look "$look" --rules Examples/rental.rules --quiet
    for scheme in light dark; do
        shoot "${ADDRESS}e/customer/1/edit" "$scheme" "$look-edit-fieldsets"
        shoot "${ADDRESS}e/customer/1" "$scheme" "$look-inspect-fieldsets"
    done
    WIDTH=390 HEIGHT=1300
    for scheme in light dark; do
        shoot "${ADDRESS}e/customer/1/edit" "$scheme" "$look-phone-edit-fieldsets"
    done
    # The customer's payments edited in the customer's form (inlineRelationships): the whole
    # table on a desk; a new customer's two empty payments as cards on a phone.
    WIDTH=$wide HEIGHT=2100
    for scheme in light dark; do
        shoot "${ADDRESS}e/customer/3/edit" "$scheme" "$look-edit-inline"
    done
    WIDTH=390 HEIGHT=1500
    for scheme in light dark; do
        shoot "${ADDRESS}new/customer" "$scheme" "$look-phone-edit-inline"
    done
    WIDTH=$wide HEIGHT=$tall
    # A staff member's picture: its thumbnail on their page, and their form's file field.
    for scheme in light dark; do
        shoot "${ADDRESS}e/staff/1" "$scheme" "$look-inspect-picture"
        shoot "${ADDRESS}e/staff/1/edit" "$scheme" "$look-edit-file"
    done
    WIDTH=390 HEIGHT=1300
    for scheme in light dark; do
        shoot "${ADDRESS}e/staff/1/edit" "$scheme" "$look-phone-edit-file"
    done
    WIDTH=$wide HEIGHT=$tall
done

# Files in a folder (`--upload-folder`, `fileFolder`): a book's cover and guide are files on the
# disk whose paths its text columns hold — the row's page, its form, the list, the phone's form.
mkdir -p "$WORK/files"
python3 - "$WORK/books.sqlite" "$WORK/files" <<'BOOKS'
import os, sqlite3, struct, sys, zlib
def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
width, height = 320, 480
rows = b"".join(b"\x00" + b"".join(bytes([200 - y * 120 // height, 150 + x * 60 // width, 60 + y * 90 // height]) for x in range(width)) for y in range(height))
png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)) + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b"")
folder = sys.argv[2]
os.makedirs(folder + "/covers"); os.makedirs(folder + "/guides")
cover = "covers/5f0c2b7e91d84a3c8e6f1a2b3c4d9a1e-dune.png"
guide = "guides/0a9b8c7d6e5f40312233445566778899-dune-reading-guide.pdf"
open(folder + "/" + cover, "wb").write(png)
open(folder + "/" + guide, "wb").write(b"%PDF-1.7\n" + bytes(24_000))
database = sqlite3.connect(sys.argv[1])
database.executescript("""
CREATE TABLE book (book_id integer PRIMARY KEY, title text NOT NULL, author text NOT NULL, cover text, reading_guide text);
INSERT INTO book (book_id, title, author) VALUES (1, 'Dune', 'Frank Herbert'), (2, 'Emma', 'Jane Austen'), (3, 'Kindred', 'Octavia E. Butler');
""")
database.execute("UPDATE book SET cover = ?, reading_guide = ? WHERE book_id = 1", (cover, guide))
database.execute("UPDATE book SET reading_guide = 'guides/moved-away.pdf' WHERE book_id = 3")
database.commit()
BOOKS
cat > "$WORK/books.rules" <<'RULES'
entity.name = 'book' and propertyKey = 'cover' => fileFolder = 'covers'
entity.name = 'book' and propertyKey = 'reading_guide' => fileFolder = 'guides'
RULES
for look in basic fiori; do
    start serve "$WORK/books.sqlite" --look "$look" --rules "$WORK/books.rules" --upload-folder "$WORK/files" --quiet
    WIDTH=1400 HEIGHT=900
    for scheme in light dark; do
        shoot "${ADDRESS}e/book/1" "$scheme" "$look-folder-inspect"
        shoot "${ADDRESS}e/book" "$scheme" "$look-folder-list"
    done
    HEIGHT=1300
    for scheme in light dark; do
        shoot "${ADDRESS}e/book/1/edit" "$scheme" "$look-folder-edit"
    done
    WIDTH=390 HEIGHT=1300
    for scheme in light dark; do
        shoot "${ADDRESS}e/book/1/edit" "$scheme" "$look-phone-folder-edit"
    done
done
