-- Tessera real-schema fixture for SQLite (3.37+ for STRICT, 3.38+ for built-in JSON).
--
-- "Stacks": a small lending library's database as an old desktop app left
-- it: loose declared types, values that do not match their column affinity,
-- a WITHOUT ROWID table, a STRICT table, generated columns, no-PK tables,
-- a column that shadows rowid, NUL bytes and invalid UTF-8 inside TEXT,
-- a 2 MB text and a 1 MB blob.
--
-- Load into a fresh file:
--   sqlite3 stacks.db < sqlite.sql
-- See README.md in this folder for the feature checklist.

PRAGMA foreign_keys = ON;
BEGIN;

-- ---------------------------------------------------------------------------
-- Schema
-- ---------------------------------------------------------------------------

-- INTEGER PRIMARY KEY AUTOINCREMENT (rowid alias; creates sqlite_sequence).
CREATE TABLE members (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    name         TEXT NOT NULL,
    email        VARCHAR(20) UNIQUE,              -- length is not enforced
    joined       DATETIME DEFAULT CURRENT_TIMESTAMP,
    birthday     DATE,
    active       BOOLEAN NOT NULL DEFAULT 1,
    balance      DECIMAL(10,2) DEFAULT 0 CHECK (balance >= -1000),
    referred_by  INTEGER REFERENCES members (id) ON DELETE SET NULL,   -- self-reference
    settings     JSON CHECK (settings IS NULL OR json_valid(settings)),
    external_id  UUID,
    zip          STRING,                          -- STRING has NUMERIC affinity: '02134' becomes 2134
    nickname,                                     -- no declared type
    "camelCase"  INTEGER,
    notes        TEXT
);

-- Text primary key in a WITHOUT ROWID table, with a self-reference.
CREATE TABLE shelves (
    code         TEXT PRIMARY KEY,
    room         TEXT NOT NULL,
    capacity     INTEGER CHECK (capacity > 0),
    parent_code  TEXT REFERENCES shelves (code) ON DELETE SET NULL
) WITHOUT ROWID;

-- Non-integer text primary key in an ordinary rowid table.
CREATE TABLE books (
    isbn            TEXT PRIMARY KEY,
    title           TEXT NOT NULL,
    pages           INTEGER,
    price           DECIMAL(10,2),
    rating          DOUBLE PRECISION,
    copies          UNSIGNED BIG INT DEFAULT 1,
    weight_kg       NUMERIC,
    dimensions      FLOATING POINT,               -- contains "INT": INTEGER affinity
    published       DATE,
    genre           STUFF,                        -- made-up type: NUMERIC affinity
    cover           BLOB,
    shelf_code      TEXT REFERENCES shelves (code) ON DELETE SET NULL,
    shelf_position  INTEGER,
    title_length    INTEGER GENERATED ALWAYS AS (length(title)) VIRTUAL,
    UNIQUE (shelf_code, shelf_position),
    CHECK (copies >= 0)
);

-- Composite primary key, FK to a text key, VIRTUAL and STORED generated columns.
CREATE TABLE loans (
    member_id    INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
    book_isbn    TEXT NOT NULL REFERENCES books (isbn) ON DELETE RESTRICT ON UPDATE CASCADE,
    loaned_on    DATE NOT NULL,
    returned_on  DATE,
    due_on       DATE GENERATED ALWAYS AS (date(loaned_on, '+21 days')) VIRTUAL,
    days_out     INTEGER GENERATED ALWAYS AS
                 (CAST(julianday(coalesce(returned_on, '2024-12-31')) - julianday(loaned_on) AS INTEGER)) STORED,
    PRIMARY KEY (member_id, book_isbn, loaned_on),
    CHECK (returned_on IS NULL OR returned_on >= loaned_on)
);

-- "INT PRIMARY KEY" is NOT a rowid alias, and a rowid table's non-integer
-- primary key accepts NULL (legacy SQLite behaviour): one row has id NULL.
CREATE TABLE fines (
    id         INT PRIMARY KEY,
    member_id  INTEGER REFERENCES members (id) ON DELETE CASCADE,
    amount     DECIMAL(10,2) NOT NULL,
    reason     TEXT,
    paid       BOOLEAN
);

-- STRICT table with an ANY column (values kept exactly as inserted).
CREATE TABLE sensor_readings (
    id          INTEGER PRIMARY KEY,
    shelf_code  TEXT NOT NULL REFERENCES shelves (code) ON DELETE CASCADE,
    taken_at    TEXT NOT NULL,
    humidity    REAL,
    reading     ANY,
    raw         BLOB,
    flags       INT
) STRICT;

-- No primary key, no declared types at all.
CREATE TABLE event_log (at, kind, payload, actor);

-- Odd table and column names; no primary key; a column named "rowid"
-- shadows the rowid (oid and _rowid_ still reach it).
CREATE TABLE "Legacy Import" (
    "rowid"                    TEXT,
    "Order Total"              REAL,
    "select"                   TEXT,
    "camelCase"                INTEGER,
    "Customer's ""Nick"" Name" TEXT,
    "from"                     DATE,
    "%_wild"                   TEXT,
    "Größe (cm)"               NUMERIC
);

-- Large values.
CREATE TABLE attachments (
    id         INTEGER PRIMARY KEY,
    book_isbn  TEXT REFERENCES books (isbn) ON DELETE CASCADE,
    filename   TEXT NOT NULL,
    mime       VARCHAR(100),
    body       TEXT,
    data       BLOB
);

CREATE INDEX books_title_nocase ON books (title COLLATE NOCASE);
CREATE UNIQUE INDEX members_external_id ON members (external_id) WHERE external_id IS NOT NULL;

CREATE TRIGGER loans_log_insert AFTER INSERT ON loans
BEGIN
    INSERT INTO event_log (at, kind, payload, actor)
    VALUES (NEW.loaned_on, 'loan', json_object('isbn', NEW.book_isbn, 'due', NEW.due_on), NEW.member_id);
END;

CREATE VIEW open_loans AS
    SELECT m.name AS member, b.title, l.loaned_on, l.due_on, l.days_out
      FROM loans l
      JOIN members m ON m.id = l.member_id
      JOIN books b ON b.isbn = l.book_isbn
     WHERE l.returned_on IS NULL;

-- ---------------------------------------------------------------------------
-- Data
-- ---------------------------------------------------------------------------

INSERT INTO members (id, name, email, joined, birthday, active, balance, referred_by, settings, external_id, zip, nickname, "camelCase", notes) VALUES
    (1, 'Ada Lovelace', 'ada@example.com', '2020-01-15 09:30:00', '1815-12-10', 1, 12.5, NULL,
        '{"theme":"dark","notify":{"email":true}}', '6f1c2a4e-9b0d-4c7e-8f3a-1d2e3f405162', '02134', 'ada', 1, 'Founding member.'),
    (2, 'Robert''); DROP TABLE members;--', 'bobby@tables.example.org.long', 1700000000, NULL, 'yes', '-5.00', 1,
        '{"theme":"light","theme":"dark"}', '0042', '10001', 42, -1, 'email longer than VARCHAR(20); joined is a unix time; balance was text'),
    (3, 'Zoe' || char(769) || ' Ame' || char(769) || 'lie', 'zoe@example.fr', 2460000.5, '1985-02-28', 'TRUE', 'abc', 1,
        '[]', NULL, '75001', x'cafe', 2147483648, 'joined is a Julian day number; balance is text that is not a number'),
    (4, 'נועם כהן', 'noam@example.co.il', '2022-10-10T10:10:10Z', '1990-10-10', 0, 9223372036854775807, 2,
        '123', 'not-a-uuid', 'SW1A 1AA', 3.5, -9223372036854775808, 'settings is a bare JSON number'),
    (5, '👩‍💻 Dev 🚀', 'emoji@example.com', 'yesterday', '2000-02-29', 2, 1e3, 4,
        NULL, '123e4567-e89b-12d3-a456-426614174000', NULL, NULL, NULL, 'joined is not a date; active is 2'),
    (6, '', '', '', '', 0, 0, NULL,
        '""', '', '', '', NULL, ''),
    (7, '<script>alert(1)</script>', 'xss@example.com', '2024-02-29 24:00:00', '2024-13-01', 'on', 0.1 + 0.2, 5,
        '{"note":"<script>alert(1)</script>"}', NULL, '00000', '<b>bold</b>', 0, 'before' || char(0) || 'after NUL'),
    (8, 'O''Brien "The Quill" \ 100% _under_score_', 'obrien@example.ie', '2023-03-03', NULL, 1, 3.14159, 7,
        '{"path":"C:\\Temp\\"}', NULL, 'D02 X285', 'back\slash', 7, 'tab	inside, newline' || char(10) || 'here'),
    (9, 'محمود "القارئ"', 'mahmoud@example.eg', '2024-06-01', NULL, 1, NULL, NULL,
        '{"dir":"rtl","name":"مكتبة"}', NULL, '11511', 'قارئ', NULL, char(8238) || 'right-to-left override' || char(8236));

INSERT INTO shelves (code, room, capacity, parent_code) VALUES
    ('A', 'Main Room', 500, NULL),
    ('A-1', 'Main Room', 50, 'A'),
    ('A-2', 'Main Room', 50, 'A'),
    ('B ''rare''', 'Rare "Books" Room', 20, NULL),
    ('C/D?x=1&y=2#z', 'Basement <script>', 1, NULL),
    ('100%_', 'Annex', 10, 'A'),
    ('猫', '東京 Room', 5, NULL),
    ('', 'Unnamed corner', 3, NULL);

INSERT INTO books (isbn, title, pages, price, rating, copies, weight_kg, dimensions, published, genre, cover, shelf_code, shelf_position) VALUES
    ('9780141439518', 'Pride and Prejudice', 432, 9.99, 4.6, 3, 0.35, 1.0, '1813-01-28', 'classics', x'89504e470d0a1a0a', 'A-1', 1),
    ('9780140449136', 'Crime and Punishment', '671', '14.50', '4.4', '2', '0.5', 2.5, '1866', 'classics', NULL, 'A-1', 2),
    ('9781449373320', 'Designing Data-Intensive Applications', 'many', 'free', 'n/a', 9223372036854775807, 'heavy', '21x28', 2017, 42, x'', 'A-2', 1),
    ('978-0-00-000000-2', 'O''Brien''s 100% _Complete_ Guide to C:\Temp\', x'deadbeef', 0.01, 9e999, 0, NULL, NULL, '2001-09-09', NULL, NULL, '100%_', 1),
    ('979 0000 0000 01', '<script>alert(1)</script>', -1, -0.0, -9e999, 9223372036854775808, 1e-300, NULL, 'never', x'00', x'00ff80fe', 'C/D?x=1&y=2#z', NULL),
    ('isbn''with"quotes', 'The "Unfinished" Manuscript', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL),
    ('مكتبة-1', 'مكتبة الإسكندرية: تاريخ', 280, 120, 3.9, 1, 1.2, NULL, '2003-05-05', 'تاريخ', NULL, 'B ''rare''', 1),
    ('猫-1905', '吾輩は猫である', 470, 18, 4.1, 1, 0.4, NULL, '1905-01-01', '猫', NULL, '猫', 1),
    ('emoji📚', 'Cafe' || char(769) || ' Stories 📚☕ 👩‍👩‍👧', 210, 12, 4.9, 1, NULL, NULL, '2022-02-22', NULL, NULL, 'A-2', 2),
    ('nul-title', 'Nul' || char(0) || 'Byte Title', 1, 1, 1, 1, 1, 1, '2020-02-02', NULL, NULL, NULL, NULL),
    ('', 'Empty ISBN', 0, 0, 0, 0, 0, 0, '', '', x'', '', 1),
    ('  padded  ', '  Tabs' || char(9) || 'and' || char(10) || 'newlines  ', 48, 9999999999.99, 5, 1, 0, 0, '2100-01-01', 'poetry', NULL, NULL, NULL);

INSERT INTO loans (member_id, book_isbn, loaned_on, returned_on) VALUES
    (1, '9780141439518', '2024-03-01', '2024-03-15'),
    (1, '9781449373320', '2024-03-01', NULL),
    (2, '978-0-00-000000-2', '2024-04-01', '2024-04-01'),
    (3, 'emoji📚', '2024-06-15', NULL),
    (4, 'مكتبة-1', '2024-07-01', '2024-08-30'),
    (5, '979 0000 0000 01', '2024-08-08', NULL),
    (7, 'isbn''with"quotes', '2024-09-09', NULL),
    (8, '', '2024-10-10', '2024-10-11'),
    (1, '9780141439518', '2024-11-01', NULL),
    (9, '猫-1905', '2024-12-01', NULL);

INSERT INTO fines (id, member_id, amount, reason, paid) VALUES
    (1, 1, 0.50, 'Late return', 1),
    (2, 2, '5', 'Robert''); DROP TABLE fines;--', 'no'),
    (NULL, 3, 1.25, 'Legacy row with a NULL primary key', NULL),
    ('F-4', 5, 2, 'Text stored in the INT primary key', 0),
    (5, NULL, 0, '', 'false');

INSERT INTO sensor_readings (id, shelf_code, taken_at, humidity, reading, raw, flags) VALUES
    (1, 'B ''rare''', '2024-06-01T08:00:00Z', 45.5, 21.5, x'0102', 0),
    (2, 'B ''rare''', '2024-06-01T09:00:00Z', 46, 22, NULL, 1),
    (3, 'B ''rare''', '2024-06-01T10:00:00Z', NULL, '0042', x'', NULL),
    (4, 'A', '2024-06-01T11:00:00Z', 40.25, x'00ff', NULL, 2),
    (5, 'A', '2024-06-01T12:00:00Z', 39.75, NULL, NULL, -9223372036854775808),
    (6, '猫', '2024-06-01T13:00:00Z', 0, 'ok ✅', NULL, 9223372036854775807),
    (7, '猫', '', -0.0, 9e999, zeroblob(16), 3);

INSERT INTO event_log (at, kind, payload, actor) VALUES
    ('2024-01-01 00:00:00', 'import', '{"rows":12}', 'migration'),
    ('2024-01-01 00:00:00', 'import', '{"rows":12}', 'migration'),
    (1704067200, 'login', NULL, 1),
    (2460311.5, 'login', x'00ff', 1.5),
    (NULL, NULL, NULL, NULL),
    ('2024-02-02', 'note', 'Invalid UTF-8 next: ' || CAST(x'c328ff' AS TEXT), ''),
    ('2024-03-03', 'note', 'NUL' || char(0) || 'inside', '<script>alert(1)</script>');

INSERT INTO "Legacy Import" ("rowid", "Order Total", "select", "camelCase", "Customer's ""Nick"" Name", "from", "%_wild", "Größe (cm)") VALUES
    ('r-1', 19.99, 'yes', 1, 'Ada "The Countess"', '2010-01-01', '%', 21.5),
    ('r-1', 19.99, 'yes', 1, 'Ada "The Countess"', '2010-01-01', '%', 21.5),
    ('', 0, '', 0, '', '1970-01-01', '_', 0),
    (NULL, -12.34, 'SELECT * FROM "select";', -2147483648, 'O''Brien', '2099-12-31', '%_%', 'NaN'),
    ('r-5', NULL, NULL, NULL, NULL, NULL, NULL, NULL),
    ('r-6', 9999999999.99, '<script>alert(1)</script>', 2147483647, 'محمود', '2000-02-29', '100%', '🚀');

INSERT INTO attachments (id, book_isbn, filename, mime, body, data) VALUES
    (1, '9781449373320', 'ddia-2mb.txt', 'text/plain',
        'BEGIN ' || printf('%.*c', 2097152, 'x') || ' END', NULL),
    (2, '9781449373320', 'zeros-1mb.bin', 'application/octet-stream', NULL, zeroblob(1048576)),
    (3, '9780141439518', 'cover.png', 'image/png', NULL, x'89504e470d0a1a0a0000000d49484452'),
    (4, NULL, 'C:\Temp\O''Brien "notes".txt', NULL, '', x''),
    (5, 'emoji📚', '📚 café.jpg', 'image/jpeg', 'caption: ' || char(0) || ' after NUL', x'ffd8ffe000104a464946');

COMMIT;
