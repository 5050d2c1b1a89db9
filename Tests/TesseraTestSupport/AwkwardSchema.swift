/// A schema made to trip a reader and a writer up, on both engines: composite keys, a table
/// without a key, reserved words, spaces, quotes and emoji in names, a view, a generated column,
/// and a column of each type the engine has. Shared by the data layer's reflection tests and the
/// application's round trips.
public enum AwkwardSchema {
    public static let sqlite = """
        CREATE TABLE "order" ("select" INTEGER NOT NULL, "group" TEXT NOT NULL, "first name" VARCHAR(10), "naïve café" TEXT,
            PRIMARY KEY ("select", "group"));
        CREATE TABLE "line item" (id INTEGER PRIMARY KEY, "order select" INTEGER NOT NULL, "order group" TEXT NOT NULL,
            qty INTEGER CHECK (qty > 0), FOREIGN KEY ("order select", "order group") REFERENCES "order" ("select", "group"));
        CREATE TABLE log (message TEXT, at TIMESTAMP);
        CREATE VIEW "big orders" AS SELECT * FROM "order" WHERE "select" > 10;
        CREATE TABLE affinities (id INTEGER PRIMARY KEY, i INT, t TEXT, b BLOB, r REAL, n NUMERIC, untyped, flag BOOLEAN,
            d DATE, ts DATETIME, dec DECIMAL(10,2), j JSON, u UUID, vc VARCHAR(5), big BIGINT, ch CHARACTER(3), dbl DOUBLE PRECISION,
            fl FLOAT, cl CLOB, generated_total INTEGER GENERATED ALWAYS AS (i * 2) VIRTUAL);
        CREATE TABLE "weird""quote" ("a""b" INTEGER PRIMARY KEY, "😀" TEXT UNIQUE);
        CREATE TABLE parent (id INTEGER PRIMARY KEY);
        CREATE TABLE child (id INTEGER PRIMARY KEY, parent REFERENCES parent);
        INSERT INTO "order" VALUES (1, 'a', 'Zoë', 'crème'), (20, 'b', NULL, NULL);
        INSERT INTO affinities (id, i, t, b, r, n, untyped, flag, d, ts, dec, j, u, vc) VALUES
            (1, 7, 'x', x'00010203', 1.5, 12.25, 'anything', 1, '2024-02-29', '2024-02-29 12:00:00', 3.5, '{"a": 1}',
             '123e4567-e89b-12d3-a456-426614174000', 'abc');
        """

    public static let postgres = """
        CREATE TABLE "order" ("select" integer NOT NULL, "group" text NOT NULL, "first name" varchar(10), "naïve café" text,
            PRIMARY KEY ("select", "group"));
        CREATE TABLE "line item" (id serial PRIMARY KEY, "order select" integer NOT NULL, "order group" text NOT NULL,
            qty integer CHECK (qty > 0), FOREIGN KEY ("order select", "order group") REFERENCES "order" ("select", "group"));
        CREATE TABLE log (message text, at timestamp);
        CREATE VIEW "big orders" AS SELECT * FROM "order" WHERE "select" > 10;
        CREATE TABLE affinities (id bigserial PRIMARY KEY, t text, vc varchar(5), i integer, bi bigint, si smallint,
            n numeric(10,2), flag boolean, d date, ts timestamp, tstz timestamptz, u uuid, j json, jb jsonb, b bytea,
            arr integer[], f double precision, r real, ch char(3), generated_total integer GENERATED ALWAYS AS (i * 2) STORED);
        CREATE TABLE "weird""quote" ("a""b" integer PRIMARY KEY, "😀" text UNIQUE);
        CREATE TABLE parent (id integer PRIMARY KEY);
        CREATE TABLE child (id integer PRIMARY KEY, parent integer REFERENCES parent);
        INSERT INTO "order" VALUES (1, 'a', 'Zoë', 'crème'), (20, 'b', NULL, NULL);
        INSERT INTO affinities (t, vc, i, bi, si, n, flag, d, ts, tstz, u, j, jb, b, arr, f, r, ch) VALUES
            ('x', 'abc', 7, 9000000000, 3, 12.25, true, '2024-02-29', '2024-02-29 12:00:00', '2024-02-29 12:00:00+02',
             '123e4567-e89b-12d3-a456-426614174000', '{"a": 1}', '{"b": 2}', '\\x00010203', '{1,2,3}', 1.5, 2.5, 'ab');
        """
}
