import Foundation
import PropertyBased
@_spi(Schema) import TesseraData
import TesseraDirect
import TesseraServer
import TesseraTestSupport
import Testing

/// Every column type's values, typed into the edit form as a person types them and sent as a
/// browser sends the form (``BrowserForm``), are what the database then holds — by meaning:
/// numbers equal, NaN is NaN, instants the same instant, documents the same tree, text byte for
/// byte — and the form shown again and sent back untouched saves nothing.
///
/// Generated values, the edges of each type among them (true, false and NULL; NaN and the
/// infinities; dates before Christ and infinite ones; a numeric's whole precision; non-ASCII
/// text; empty and nested arrays and JSON documents), on both engines. Each column's edges are
/// also entered one by one before its random values, so that every run tries each of them.
/// A failure names the value and the seed that replays it (`.fixedSeed(…)` on the test).
/// A value the column cannot hold is expected to be refused (422, nothing written): one too
/// long, NaN in SQLite's REAL (which would store NULL), a number SQLite's NUMERIC affinity would
/// round.
///
/// What no form can enter is left out: binary data (the form shows its size only); the empty
/// string in a nullable column (an empty field is NULL), so no empty text or bit string; line
/// breaks in a one-line field. A row holding an ordinary date shows a date picker, into which a
/// person cannot type `infinity` or `… BC`: those are set as ``BrowserForm/set(_:to:)`` sets any
/// field, as EdgeValueTests does (the form shows a text field once the row holds one).
///
/// One server per engine serves every value, into one row. `TESSERA_PROPERTY_CASES` sets how
/// many random values each column takes (20 by default).
@Suite("Values of every column type through the edit form", .heavy, .serialized, .timeLimit(.minutes(5)))
struct FormValuePropertyTests {
    static let cases = ProcessInfo.processInfo.environment["TESSERA_PROPERTY_CASES"].flatMap { Int($0) } ?? 20

    static let sqlite = """
        CREATE TABLE sample (
            id INTEGER PRIMARY KEY,
            whole_number INTEGER,
            real_number REAL,
            note TEXT,
            short_note VARCHAR(12),
            flag BOOLEAN,
            required_flag BOOLEAN NOT NULL DEFAULT FALSE,
            a_date DATE,
            a_timestamp DATETIME,
            exact_amount DECIMAL(38,10),
            amount NUMERIC,
            document JSON
        );
        INSERT INTO sample (id) VALUES (1);
        """

    // bytea is left out: binary data cannot be entered as text by design (the form shows its
    // size only, and the server refuses text for it).
    static let postgres = """
        CREATE TYPE mood AS ENUM ('sad', 'ok', 'happy', 'très content', 'with space');
        CREATE DOMAIN yes_no AS boolean;
        CREATE TABLE sample (
            id integer PRIMARY KEY,
            flag boolean,
            required_flag boolean NOT NULL DEFAULT false,
            answer yes_no,
            small_number smallint,
            whole_number integer,
            big_number bigint,
            amount numeric,
            exact_amount numeric(38,10),
            single_float real,
            double_float double precision,
            note text,
            short_note varchar(12),
            a_date date,
            a_timestamp timestamp,
            a_timestamptz timestamptz,
            a_time time,
            an_interval interval,
            token uuid,
            document json,
            binary_document jsonb,
            numbers integer[],
            words text[],
            flags boolean[],
            feeling mood,
            bits bit(8),
            varying_bits bit varying(16)
        );
        INSERT INTO sample (id) VALUES (1);
        """

    static func columns(_ engine: TestEngine) -> [Column] {
        switch engine {
        case .sqlite:
            return [
                Column.integer("whole_number", Int64.min...Int64.max),
                Column.double("real_number", holdsNaN: false),
                Column.text("note", multiline: true, maximum: 40),
                Column.text("short_note", multiline: false, maximum: 12),
                Column.choice("flag"),
                Column.tick("required_flag"),
                Column.date("a_date"),
                Column.timestamp("a_timestamp", zoned: false),
                Column.decimal("exact_amount", digits: 38, fractionDigits: 10, engine: .sqlite),
                Column.decimal("amount", digits: nil, fractionDigits: nil, engine: .sqlite),
                Column.json("document", engine: .sqlite),
            ]
        case .postgres:
            return [
                Column.choice("flag"),
                Column.tick("required_flag"),
                Column.choice("answer"),
                Column.integer("small_number", Int64(Int16.min)...Int64(Int16.max)),
                Column.integer("whole_number", Int64(Int32.min)...Int64(Int32.max)),
                Column.integer("big_number", Int64.min...Int64.max),
                Column.decimal("amount", digits: nil, fractionDigits: nil, engine: .postgres),
                Column.decimal("exact_amount", digits: 38, fractionDigits: 10, engine: .postgres),
                Column.float("single_float"),
                Column.double("double_float", holdsNaN: true),
                Column.text("note", multiline: true, maximum: 40),
                Column.text("short_note", multiline: false, maximum: 12),
                Column.date("a_date"),
                Column.timestamp("a_timestamp", zoned: false),
                Column.timestamp("a_timestamptz", zoned: true),
                Column.time("a_time"),
                Column.interval("an_interval"),
                Column.uuid("token"),
                Column.json("document", engine: .postgres),
                Column.json("binary_document", engine: .postgres),
                Column.integerArray("numbers"),
                Column.textArray("words"),
                Column.booleanArray("flags"),
                Column.enumeration("feeling", labels: ["sad", "ok", "happy", "très content", "with space"]),
                Column.bits("bits", fixed: 8),
                Column.bits("varying_bits", fixed: nil),
            ]
        }
    }

    @Test(arguments: TestEngine.available)
    func valuesTypedIntoTheFormAreWhatTheDatabaseHolds(_ engine: TestEngine) async throws {
        let database = try await engine.database(sqlite: Self.sqlite, postgres: Self.postgres)
        defer { Task { try? await database.close() } }
        try await serve(DirectApplication(database: database)) { browser in
            var row = Place(database: database, table: "sample", key: RowKey([1]))
            var entered = 0
            let columns = Self.columns(engine)
            for column in columns {
                for entry in column.edges {
                    await row.enter(entry, &browser)
                    entered += 1
                }
                await propertyCheck(count: Self.cases, input: column.generator) { entry in
                    await row.enter(entry, &browser)
                    entered += 1
                }
            }
            // Every value was tried: the edges, then the random ones (all of them when none fails).
            #expect(entered >= columns.reduce(0) { $0 + $1.edges.count } + columns.count)
        }
    }
}

// MARK: - Entering a value

extension FormValuePropertyTests {
    /// What a person does to a field.
    enum Input: Sendable, CustomStringConvertible {
        /// Types this text into it (a text field or text area).
        case typed(String)
        /// Chooses this option of it (a select).
        case chosen(String)
        /// Ticks or clears it (a checkbox).
        case ticked(Bool)

        var description: String {
            switch self {
            case .typed(let text): "types \(String(reflecting: text))"
            case .chosen(let option): "chooses \(String(reflecting: option))"
            case .ticked(let on): on ? "ticks it" : "clears it"
            }
        }
    }

    /// What the database must then hold, compared by meaning.
    enum Expected: Sendable, CustomStringConvertible {
        case null
        case integer(Int64)
        case double(Double)
        case float(Float)
        case decimal(String)
        case text(String)
        case bool(Bool)
        /// The value's text, byte for byte (dates, UUIDs, bit strings, enumeration labels).
        case exactText(String)
        case instant(InstantMeaning)
        case time(microseconds: Int64)
        case interval(IntervalMeaning)
        case json(JSONMeaning)
        case array(ArrayMeaning, ArrayMeaning.Kind)
        /// The column cannot hold the value: the form comes back (422) and nothing changes.
        case refused

        var description: String {
            switch self {
            case .null: "NULL"
            case .integer(let value): "\(value)"
            case .double(let value): "\(value) (double)"
            case .float(let value): "\(value) (real)"
            case .decimal(let value): "\(value) (decimal)"
            case .text(let value): String(reflecting: value)
            case .bool(let value): "\(value)"
            case .exactText(let value): String(reflecting: value)
            case .instant(let value): "\(value)"
            case .time(let value): "\(value)µs"
            case .interval(let value): "\(value)"
            case .json(let value): "\(value)"
            case .array(let value, _): "\(value)"
            case .refused: "a refusal"
            }
        }

        /// Whether `value`, as the data layer reads it, is what was expected.
        func isHeld(in value: DatabaseValue) -> Bool {
            if case .null = self { return value.isNull }
            guard let text = value.text else { return false }
            switch self {
            case .null, .refused: return false
            case .integer(let number): return value == .integer(number)
            case .double(let number):
                guard case .double(let held) = value else { return false }
                return number.isNaN ? held.isNaN : held == number
            case .float(let number):
                guard case .double(let held) = value else { return false }
                return number.isNaN ? held.isNaN : Float(held) == number
            case .decimal(let number): return DecimalMeaning.canonical(text) != nil && DecimalMeaning.canonical(text) == DecimalMeaning.canonical(number)
            case .text(let expected):
                guard case .text(let held) = value else { return false }
                return held.utf8.elementsEqual(expected.utf8)
            case .bool(let flag): return value == .bool(flag)
            case .exactText(let expected): return text.utf8.elementsEqual(expected.utf8)
            case .instant(let instant): return InstantMeaning(text) == instant
            case .time(let microseconds): return TimeMeaning.microseconds(text) == microseconds
            case .interval(let interval): return IntervalMeaning(text) == interval
            case .json(let document): return JSONMeaning.parse(text)?.same(document) ?? false
            case .array(let array, let kind): return ArrayMeaning.parse(text)?.same(array, as: kind) ?? false
            }
        }
    }

    /// One value for one column: what the person does, and what the database must then hold.
    struct Entry: Sendable, CustomTestStringConvertible {
        var column: String
        var input: Input
        var expected: Expected

        var testDescription: String { "\(column): the person \(input), expecting \(expected)" }
    }

    /// The row every value is entered into, the database it is read from, and its edit form as
    /// the browser last had it: after a form sent back untouched saved nothing, that form is
    /// still the row's, and the next value is typed into it.
    struct Place {
        let database: Database
        let table: String
        let key: RowKey
        private var form: BrowserForm?
        private var snapshot: [String: String]?

        init(database: Database, table: String, key: RowKey) {
            self.database = database
            self.table = table
            self.key = key
        }

        /// Every column of the row as the data layer reads it, a line each (what "unchanged"
        /// means), and the row.
        func read() async throws -> (lines: [String: String], row: Row) {
            let row = try #require(try await database.row(of: table, key: key))
            return (Dictionary(uniqueKeysWithValues: row.namedValues.map { ($0.0, String(reflecting: $0.1)) }), row)
        }

        /// Enters `entry` through the edit form, checks what the database holds, then sends the
        /// form back untouched and checks that nothing is saved. Records what goes wrong.
        mutating func enter(_ entry: Entry, _ browser: inout Visitor) async {
            do {
                try await check(entry, &browser)
            } catch {
                Issue.record(error, "\(entry.testDescription)")
                form = nil
                snapshot = nil
            }
        }

        private mutating func check(_ entry: Entry, _ browser: inout Visitor) async throws {
            let path = DirectPaths().edit(table, key: key)
            let field = EditForm.fieldName(entry.column)
            var form: BrowserForm
            let before: [String: String]
            if let kept = self.form, let lines = snapshot {
                (form, before) = (kept, lines)
            } else {
                before = try await read().lines
                let page = try await browser.get(path)
                form = try #require(BrowserForm(page.body, action: path), "\(path) answers \(page.status)")
            }
            // Kept only once this value has gone through and the form was sent back untouched.
            self.form = nil
            snapshot = nil
            switch entry.input {
            case .typed(let text), .chosen(let text): form.set(field, to: text)
            case .ticked(let on): form.check(field, on)
            }
            let answer = try await browser.post(path, form.submitted, withToken: false)
            let (after, row) = try await read()
            if case .refused = entry.expected {
                #expect(answer.status.code == 422, "\(entry.testDescription): answered \(answer.status)")
                #expect(after == before, "\(entry.testDescription): the row changed")
                return
            }
            guard answer.status == .seeOther else {
                Issue.record("\(entry.testDescription): answered \(answer.status): \(String(answer.page.text.prefix(400)))")
                return
            }
            let held = row[entry.column]
            #expect(entry.expected.isHeld(in: held), "\(entry.testDescription): the database holds \(String(reflecting: held))")
            for (name, value) in before where name != entry.column && after[name] != value {
                Issue.record("\(entry.testDescription): \(name) changed from \(value) to \(after[name] ?? "nothing")")
            }

            // Shown again and sent back as it is: nothing to save, nothing changed.
            let again = try await browser.get(path)
            let untouched = try #require(BrowserForm(again.body, action: path), "\(path) answers \(again.status)")
            #expect(untouched.value(field) != nil, "\(entry.testDescription): the form has no field \(field)")
            let resent = try await browser.post(path, untouched.submitted, withToken: false)
            let notice = BooleanFormTests.notice(browser) ?? ""
            let final = try await read().lines
            guard resent.status == .seeOther, notice.hasPrefix("Nothing to save"), final == after else {
                Issue.record(
                    """
                    \(entry.testDescription): sent back untouched (\(field)=\(String(reflecting: untouched.value(field)))), \
                    answered \(resent.status) \(notice) \(String(resent.page.text.prefix(400))); the row was \(after), is \(final)
                    """)
                return
            }
            self.form = untouched
            snapshot = final
        }
    }
}

extension FormValuePropertyTests.Input {
    /// A cleared checkbox sends nothing under its own name but its hidden `false`.
    var isUntick: Bool {
        if case .ticked(false) = self { return true }
        return false
    }
}

// MARK: - Columns and their values

typealias Dice = any SeededRandomNumberGenerator

extension FormValuePropertyTests {
    /// A column, the edges of its type, and a generator of its values (the edges among them).
    struct Column: Sendable {
        let name: String
        let edges: [Entry]
        let random: @Sendable (inout Dice) -> Entry

        init(_ name: String, edges: [(Input, Expected)], random: @escaping @Sendable (inout Dice) -> (Input, Expected)) {
            self.name = name
            self.edges = edges.map { Entry(column: name, input: $0.0, expected: $0.1) }
            self.random = { dice in
                let (input, expected) = random(&dice)
                return Entry(column: name, input: input, expected: expected)
            }
        }

        /// A quarter of the values are edges, the rest random.
        var generator: Generator<Entry, Shrink.None<Entry>> {
            let edges = edges
            let random = random
            return Generator { dice in
                if !edges.isEmpty, Draw.chance(0.25, &dice) { return Draw.pick(edges, &dice) }
                return random(&dice)
            }
        }

        static let empty: (Input, Expected) = (.typed(""), .null)

        static func integer(_ name: String, _ range: ClosedRange<Int64>) -> Column {
            var edges: [(Input, Expected)] = [empty]
            for number in [range.lowerBound, range.upperBound, 0, -1, 1] where range.contains(number) {
                edges.append((.typed(String(number)), .integer(number)))
            }
            return Column(name, edges: edges) { dice in
                let number = Int64.random(in: range, using: &dice)
                var text = String(number)
                if number >= 0, Draw.chance(0.1, &dice) { text = "+" + text }
                if Draw.chance(0.1, &dice) { text = " \(text) " }
                return (.typed(text), .integer(number))
            }
        }

        /// A double precision column; SQLite's REAL keeps the infinities but not NaN (it would
        /// store NULL), so there NaN is refused.
        static func double(_ name: String, holdsNaN: Bool) -> Column {
            var edges: [(Input, Expected)] = [
                empty, (.typed("NaN"), holdsNaN ? .double(.nan) : .refused), (.typed("Infinity"), .double(.infinity)),
                (.typed("-Infinity"), .double(-.infinity)),
            ]
            for number in [Double.greatestFiniteMagnitude, -Double.greatestFiniteMagnitude, Double.leastNonzeroMagnitude, -Double.leastNormalMagnitude, 0, 0.1, 1e15, -1e16, 123456789.123456789] {
                edges.append((.typed("\(number)"), .double(number)))
            }
            edges.append((.typed("-0"), .double(0)))
            edges.append((.typed("2.50"), .double(2.5)))
            return Column(name, edges: edges) { dice in
                var number = Double(bitPattern: UInt64.random(in: .min ... .max, using: &dice))
                if !number.isFinite || Draw.chance(0.5, &dice) { number = Double.random(in: -1e6...1e6, using: &dice) }
                return (.typed("\(number)"), .double(number))
            }
        }

        static func float(_ name: String) -> Column {
            var edges: [(Input, Expected)] = [
                empty, (.typed("NaN"), .float(.nan)), (.typed("Infinity"), .float(.infinity)), (.typed("-Infinity"), .float(-.infinity)),
            ]
            for number in [Float.greatestFiniteMagnitude, -Float.greatestFiniteMagnitude, Float.leastNonzeroMagnitude, Float.leastNormalMagnitude, 0, 0.1] {
                edges.append((.typed("\(number)"), .float(number)))
            }
            // More digits than a real keeps: the nearest real.
            edges.append((.typed("16777217"), .float(16777216)))
            return Column(name, edges: edges) { dice in
                var number = Float(bitPattern: UInt32.random(in: .min ... .max, using: &dice))
                if !number.isFinite || Draw.chance(0.5, &dice) { number = Float.random(in: -1e4...1e4, using: &dice) }
                return (.typed("\(number)"), .float(number))
            }
        }

        /// A decimal of `digits` digits, `fractionDigits` of them after the point (unconstrained
        /// when `nil`). PostgreSQL's also holds NaN, and the infinities when unconstrained;
        /// SQLite's keeps a number of more digits than a Double only when it is a whole number of
        /// 64 bits, and refuses the others.
        static func decimal(_ name: String, digits: Int?, fractionDigits: Int?, engine: TestEngine) -> Column {
            @Sendable func expected(_ number: String) -> Expected {
                engine == .sqlite && !SQLiteNumbers.keeps(number) ? .refused : .decimal(number)
            }
            var edges: [(Input, Expected)] = [empty, (.typed("0"), .decimal("0")), (.typed("-0.000"), .decimal("0")), (.typed("+7.50"), .decimal("7.5")), (.typed(".5"), .decimal("0.5"))]
            if let digits, let fractionDigits {
                let whole = String(repeating: "9", count: digits - fractionDigits)
                let fraction = String(repeating: "9", count: fractionDigits)
                edges.append((.typed(whole + "." + fraction), .decimal(whole + "." + fraction)))
                edges.append((.typed("-" + whole + "." + fraction), .decimal("-" + whole + "." + fraction)))
                let smallest = "0." + String(repeating: "0", count: fractionDigits - 1) + "1"
                edges.append((.typed(smallest), .decimal(smallest)))
                edges.append((.typed("1" + String(repeating: "0", count: digits - fractionDigits - 1)), .decimal("1" + String(repeating: "0", count: digits - fractionDigits - 1))))
            } else {
                let long = "1234567890123456789012345678901234567890.0987654321098765432109876543210987654321"
                edges.append((.typed(long), .decimal(long)))
                edges.append((.typed("-" + long), .decimal("-" + long)))
                edges.append((.typed("0.000000000000000000000000000001"), .decimal("0.000000000000000000000000000001")))
                edges.append((.typed("123456789012345678901234567890"), .decimal("123456789012345678901234567890")))
            }
            edges = edges.map { input, value in
                guard case .decimal(let number) = value else { return (input, value) }
                return (input, expected(number))
            }
            let infinity: Expected = engine == .postgres && digits == nil ? .decimal("Infinity") : .refused
            edges.append((.typed("NaN"), engine == .postgres ? .decimal("NaN") : .refused))
            edges.append((.typed("Infinity"), infinity))
            edges.append((.typed("-Infinity"), engine == .postgres && digits == nil ? .decimal("-Infinity") : .refused))
            return Column(name, edges: edges) { dice in
                let wholeCount = Int.random(in: 0...min((digits ?? 45) - (fractionDigits ?? 0), 45), using: &dice)
                let fractionCount = Int.random(in: 0...(fractionDigits ?? 25), using: &dice)
                var text = Draw.digits(wholeCount, &dice)
                if text.isEmpty { text = "0" }
                if fractionCount > 0 { text += "." + Draw.digits(fractionCount, &dice) }
                if Draw.chance(0.4, &dice) { text = "-" + text }
                return (.typed(text), expected(text))
            }
        }

        /// Characters a person may type: ASCII with HTML's and SQL's special characters,
        /// accented and composed letters, other scripts, emoji (of four UTF-8 bytes, and joined
        /// sequences), combining marks, spaces of other kinds; never NUL nor other controls.
        static let characters: [String] = [
            "a", "Z", "0", " ", "\t", "<", ">", "&", "\"", "'", "\\", "%", "_", ",", "{", "}", ";", "é", "e\u{301}", "ß", "Ω", "ж", "中", "文",
            "ש", "ل", "😀", "👩‍👩‍👧", "\u{A0}", "\u{2028}", "\u{FEFF}", "\u{FFFD}", "&amp;", "NULL",
        ]

        /// Text of up to `maximum` Unicode scalars; with line breaks in a text area, which the
        /// browser sends as CR LF.
        static func text(_ name: String, multiline: Bool, maximum: Int) -> Column {
            @Sendable func sent(_ text: String) -> String { BrowserForm.crlf(text) }
            var edges: [(Input, Expected)] = [
                empty, (.typed(" "), .text(" ")), (.typed("NULL"), .text("NULL")), (.typed("café"), .text("café")),
                (.typed("cafe\u{301}"), .text("cafe\u{301}")), (.typed("  leading and trailing  "), .text("  leading and trailing  ")),
                (.typed("<b>&amp;</b>"), .text("<b>&amp;</b>")), (.typed("'; DROP TABLE sample; --"), .text("'; DROP TABLE sample; --")),
                (.typed(String(repeating: "😀", count: maximum)), .text(String(repeating: "😀", count: maximum))),
                (.typed("👩‍👩‍👧 שלום 中文"), .text("👩‍👩‍👧 שלום 中文")),
            ]
            // Longer than the column allows: refused, not cut.
            edges = edges.map { input, expected in
                guard case .typed(let text) = input, text.unicodeScalars.count > maximum else { return (input, expected) }
                return (input, .refused)
            }
            if multiline {
                edges.append((.typed("two\nlines"), .text(sent("two\nlines"))))
                edges.append((.typed("\nafter a line break"), .text(sent("\nafter a line break"))))
                edges.append((.typed("a line break after\n"), .text(sent("a line break after\n"))))
            }
            let pool = characters + (multiline ? ["\n"] : [])
            return Column(name, edges: edges) { dice in
                var text = ""
                var scalars = 0
                let length = Int.random(in: 1...maximum, using: &dice)
                while scalars < length {
                    let piece = Draw.pick(pool, &dice)
                    guard scalars + piece.unicodeScalars.count <= length else { continue }
                    text += piece
                    scalars += piece.unicodeScalars.count
                }
                // An empty-looking value still is one (a space is kept); empty alone is NULL.
                return (.typed(text), .text(sent(text)))
            }
        }

        /// A nullable boolean: a choice of empty, yes and no.
        static func choice(_ name: String) -> Column {
            let options: [(Input, Expected)] = [(.chosen(""), .null), (.chosen("true"), .bool(true)), (.chosen("false"), .bool(false))]
            return Column(name, edges: options) { dice in Draw.pick(options, &dice) }
        }

        /// A boolean that needs a value: a switch.
        static func tick(_ name: String) -> Column {
            let options: [(Input, Expected)] = [(.ticked(true), .bool(true)), (.ticked(false), .bool(false))]
            return Column(name, edges: options + options) { dice in Draw.pick(options, &dice) }
        }

        static func enumeration(_ name: String, labels: [String]) -> Column {
            let options: [(Input, Expected)] = [(.chosen(""), .null)] + labels.map { (.chosen($0), .exactText($0)) }
            return Column(name, edges: options) { dice in Draw.pick(options, &dice) }
        }

        /// A calendar date `YYYY-MM-DD` (a year of four digits or more), `BC` after it when
        /// before Christ.
        static func dateText(year: Int64, month: Int, day: Int, beforeChrist: Bool) -> String {
            let yearText = String(year)
            return String(repeating: "0", count: max(0, 4 - yearText.count)) + yearText + "-" + Draw.two(month) + "-" + Draw.two(day) + (beforeChrist ? " BC" : "")
        }

        /// A random day: mostly of years 1 to 9999, some before Christ, a few after 9999.
        static func randomDay(_ dice: inout Dice, latest: Int64 = 294_275) -> (year: Int64, month: Int, day: Int, beforeChrist: Bool) {
            let era = Int.random(in: 0..<10, using: &dice)
            let beforeChrist = era < 2
            let year: Int64 = beforeChrist ? Int64.random(in: 1...4713, using: &dice) : era == 9 ? Int64.random(in: 10_000...latest, using: &dice) : Int64.random(in: 1...9999, using: &dice)
            let month = Int.random(in: 1...12, using: &dice)
            let day = Int.random(in: 1...InstantMeaning.daysIn(month: month, year: beforeChrist ? 1 - year : year), using: &dice)
            return (year, month, day, beforeChrist)
        }

        static func date(_ name: String) -> Column {
            var edges: [(Input, Expected)] = [empty, (.typed("Infinity"), .exactText("infinity")), (.typed("-infinity"), .exactText("-infinity"))]
            for day in ["0001-01-01", "9999-12-31", "2000-02-29", "1900-02-28", "0001-01-01 BC", "0044-03-15 BC", "0005-02-29 BC", "4714-11-24 BC", "10000-01-01", "5874897-12-31"] {
                edges.append((.typed(day), .exactText(day)))
            }
            return Column(name, edges: edges) { dice in
                let day = randomDay(&dice, latest: 5_874_897)
                let text = dateText(year: day.year, month: day.month, day: day.day, beforeChrist: day.beforeChrist)
                return (.typed(text), .exactText(text))
            }
        }

        /// A date and time; `zoned`: with a time zone (`Z`, `+05:30`, `-08`) or none (UTC).
        static func timestamp(_ name: String, zoned: Bool) -> Column {
            var edges: [(Input, Expected)] = [empty, (.typed("infinity"), .instant(.plusInfinity)), (.typed("-Infinity"), .instant(.minusInfinity))]
            var texts = [
                "0001-01-01 00:00:00", "0001-12-31 23:59:59.999999 BC", "4713-01-01 00:00:00 BC", "294275-12-31 23:59:59.999999",
                "2000-02-29T12:00", "1970-01-01 00:00:00.000001", "2024-02-29 23:59:59.5",
            ]
            if zoned {
                texts += ["0001-01-01 00:30:00+01", "2024-03-31 02:30:00+02:00", "2024-12-31 23:00:00-05:30", "2024-06-01 12:00:00Z", "0044-03-15 12:00:00+02 BC"]
            }
            for text in texts { edges.append((.typed(text), .instant(InstantMeaning(text)!))) }
            return Column(name, edges: edges) { dice in
                let day = randomDay(&dice, latest: zoned ? 200_000 : 294_275)
                var text = dateText(year: day.year, month: day.month, day: day.day, beforeChrist: false)
                text += Draw.chance(0.2, &dice) ? "T" : " "
                text += Draw.two(Int.random(in: 0...23, using: &dice)) + ":" + Draw.two(Int.random(in: 0...59, using: &dice))
                if Draw.chance(0.8, &dice) {
                    text += ":" + Draw.two(Int.random(in: 0...59, using: &dice))
                    let fraction = Int.random(in: 0...6, using: &dice)
                    if fraction > 0 { text += "." + Draw.digits(fraction, &dice) }
                }
                if zoned, Draw.chance(0.7, &dice) {
                    let hours = Int.random(in: 0...14, using: &dice)
                    let minutes = Draw.pick([0, 0, 30, 45], &dice)
                    text += Draw.pick(["Z", (Draw.chance(0.5, &dice) ? "+" : "-") + Draw.two(hours) + (minutes == 0 && Draw.chance(0.5, &dice) ? "" : ":" + Draw.two(minutes))], &dice)
                }
                if day.beforeChrist { text += " BC" }
                return (.typed(text), .instant(InstantMeaning(text)!))
            }
        }

        static func time(_ name: String) -> Column {
            let edges: [(Input, Expected)] = [
                empty, (.typed("00:00:00"), .time(microseconds: 0)), (.typed("24:00:00"), .time(microseconds: 86_400_000_000)),
                (.typed("23:59:59.999999"), .time(microseconds: 86_399_999_999)), (.typed("12:00 AM"), .time(microseconds: 0)),
                (.typed("4:05 PM"), .time(microseconds: (16 * 3600 + 5 * 60) * 1_000_000)),
            ]
            return Column(name, edges: edges) { dice in
                let hours = Int64.random(in: 0...23, using: &dice)
                let minutes = Int64.random(in: 0...59, using: &dice)
                var text = Draw.two(Int(hours)) + ":" + Draw.two(Int(minutes))
                var microseconds = (hours * 3600 + minutes * 60) * 1_000_000
                if Draw.chance(0.8, &dice) {
                    let seconds = Int64.random(in: 0...59, using: &dice)
                    text += ":" + Draw.two(Int(seconds))
                    microseconds += seconds * 1_000_000
                    let count = Int.random(in: 0...6, using: &dice)
                    if count > 0 {
                        let fraction = Draw.digits(count, &dice)
                        text += "." + fraction
                        microseconds += Int64(fraction)! * Int64(pow(10, Double(6 - count)))
                    }
                }
                return (.typed(text), .time(microseconds: microseconds))
            }
        }

        static func interval(_ name: String) -> Column {
            let edges: [(Input, Expected)] = [
                empty, (.typed("0"), .interval(IntervalMeaning())), (.typed("178000000 years"), .interval(IntervalMeaning(months: 178_000_000 * 12))),
                (.typed("-178000000 years"), .interval(IntervalMeaning(months: -178_000_000 * 12))),
                (.typed("1 day -00:00:00.000001"), .interval(IntervalMeaning(days: 1, microseconds: -1))),
                (.typed("-1 mons"), .interval(IntervalMeaning(months: -1))), (.typed("2 hours 30 minutes"), .interval(IntervalMeaning(microseconds: 9_000_000_000))),
            ]
            return Column(name, edges: edges) { dice in
                var parts: [String] = []
                var meaning = IntervalMeaning()
                if Draw.chance(0.4, &dice) {
                    let years = Int64.random(in: -3...3, using: &dice)
                    parts.append("\(years) years")
                    meaning.months += years * 12
                }
                if Draw.chance(0.4, &dice) {
                    let months = Int64.random(in: -11...11, using: &dice)
                    parts.append("\(months) mons")
                    meaning.months += months
                }
                if Draw.chance(0.5, &dice) {
                    let days = Int64.random(in: -40...40, using: &dice)
                    parts.append("\(days) days")
                    meaning.days += days
                }
                if parts.isEmpty || Draw.chance(0.5, &dice) {
                    let hours = Int64.random(in: 0...100, using: &dice)
                    let minutes = Int64.random(in: 0...59, using: &dice)
                    let seconds = Int64.random(in: 0...59, using: &dice)
                    let negative = Draw.chance(0.3, &dice)
                    var clock = (negative ? "-" : "") + Draw.two(Int(hours)) + ":" + Draw.two(Int(minutes)) + ":" + Draw.two(Int(seconds))
                    var microseconds = (hours * 3600 + minutes * 60 + seconds) * 1_000_000
                    if Draw.chance(0.3, &dice) {
                        let count = Int.random(in: 1...6, using: &dice)
                        let fraction = Draw.digits(count, &dice)
                        clock += "." + fraction
                        microseconds += Int64(fraction)! * Int64(pow(10, Double(6 - count)))
                    }
                    parts.append(clock)
                    meaning.microseconds += negative ? -microseconds : microseconds
                }
                return (.typed(parts.joined(separator: " ")), .interval(meaning))
            }
        }

        static func uuid(_ name: String) -> Column {
            let edges: [(Input, Expected)] = [
                empty, (.typed("00000000-0000-0000-0000-000000000000"), .exactText("00000000-0000-0000-0000-000000000000")),
                (.typed("FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF"), .exactText("ffffffff-ffff-ffff-ffff-ffffffffffff")),
            ]
            return Column(name, edges: edges) { dice in
                let hex = (0..<32).map { _ in String(Int.random(in: 0..<16, using: &dice), radix: 16) }.joined()
                var text = ""
                for (index, character) in hex.enumerated() {
                    if [8, 12, 16, 20].contains(index) { text += "-" }
                    text.append(character)
                }
                return (.typed(Draw.chance(0.3, &dice) ? text.uppercased() : text), .exactText(text))
            }
        }

        static func bits(_ name: String, fixed: Int?) -> Column {
            let longest = fixed ?? 16
            var edges: [(Input, Expected)] = [empty]
            for bits in [String(repeating: "0", count: longest), String(repeating: "1", count: longest)] + (fixed == nil ? ["0", "1"] : []) {
                edges.append((.typed(bits), .exactText(bits)))
            }
            return Column(name, edges: edges) { dice in
                let count = fixed ?? Int.random(in: 1...longest, using: &dice)
                let bits = (0..<count).map { _ in Draw.chance(0.5, &dice) ? "1" : "0" }.joined()
                return (.typed(bits), .exactText(bits))
            }
        }

        // MARK: JSON

        /// A JSON document; SQLite's JSON column has NUMERIC affinity, so a document that is
        /// only a number is kept as SQLite keeps numbers (or refused).
        static func json(_ name: String, engine: TestEngine) -> Column {
            @Sendable func expected(_ text: String, _ meaning: JSONMeaning) -> Expected {
                guard engine == .sqlite, case .number = meaning, !SQLiteNumbers.keeps(text) else { return .json(meaning) }
                return .refused
            }
            var edges: [(Input, Expected)] = [empty]
            let documents = [
                "[]", "{}", "[[]]", "{\"a\":{}}", "[{}, [], [[]], {\"\": []}]", "null", "0", "-0", "\"\"", "true", "false",
                "123456789012345678901234567890", "1e400", "-1.5E-300", "0.1", "[[[[[[[[[[[[1]]]]]]]]]]]]",
                "\"\\ud83d\\ude00 \\u00e9 \\\" \\\\ \\/ \\b\\f\\n\\r\\t\"", "{\"ключ\": \"значение\", \"中\": [1, 2.5, -3e2]}",
                "{\n  \"pretty\": [\n    1,\n    2\n  ]\n}", "  {\"spaces\" :  true }  ",
            ]
            for document in documents {
                edges.append((.typed(document), expected(document.trimmingCharacters(in: .whitespacesAndNewlines), JSONMeaning.parse(document)!)))
            }
            return Column(name, edges: edges) { dice in
                let (text, meaning) = JSONText.document(depth: 0, &dice)
                return (.typed(text), expected(text, meaning))
            }
        }

        // MARK: Arrays

        static func integerArray(_ name: String) -> Column {
            var edges: [(Input, Expected)] = [empty]
            for literal in ["{}", "{NULL}", "{1,NULL,3}", "{{1,2},{3,4}}", "{{{1}}}", "{-2147483648,2147483647}", "{ 1 , 2 }"] {
                edges.append((.typed(literal), .array(ArrayMeaning.parse(literal)!, .integer)))
            }
            return Column(name, edges: edges) { dice in
                ArrayText.random(&dice, kind: .integer, nested: true) { dice in
                    String(Int32.random(in: .min ... .max, using: &dice))
                }
            }
        }

        static func booleanArray(_ name: String) -> Column {
            var edges: [(Input, Expected)] = [empty]
            for literal in ["{}", "{t,f,NULL}", "{{true,false},{NULL,true}}", "{yes,no,on,off}"] {
                edges.append((.typed(literal), .array(ArrayMeaning.parse(literal)!, .boolean)))
            }
            return Column(name, edges: edges) { dice in
                ArrayText.random(&dice, kind: .boolean, nested: true) { dice in
                    Draw.pick(["true", "false", "t", "f", "yes", "no", "on", "off", "TRUE"], &dice)
                }
            }
        }

        static func textArray(_ name: String) -> Column {
            var edges: [(Input, Expected)] = [empty]
            for literal in [
                "{}", "{\"\"}", "{NULL}", "{\"NULL\"}", "{\"a,b\",\"{c}\",\"d\\\"e\",\"f\\\\g\"}", "{\" leading\",\"trailing \"}",
                "{café,😀,\"中 文\"}", "{{a,b},{c,d}}",
            ] {
                edges.append((.typed(literal), .array(ArrayMeaning.parse(literal)!, .text)))
            }
            let pool = characters.filter { $0 != "\t" && $0 != "\u{2028}" }
            return Column(name, edges: edges) { dice in
                ArrayText.random(&dice, kind: .text, nested: false) { dice in
                    (0..<Int.random(in: 0...6, using: &dice)).map { _ in Draw.pick(pool, &dice) }.joined()
                }
            }
        }
    }
}

// MARK: - Writing values as a person types them

/// What SQLite keeps of a number written as text to a column of NUMERIC affinity: a whole
/// number of 64 bits as it is, any other as the nearest Double — the same number only when the
/// Double reads back as it was written (`0.1` does; `12345678901234567.89` does not).
enum SQLiteNumbers {
    static func keeps(_ text: String) -> Bool {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if !trimmed.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }), Int64(trimmed.hasPrefix("+") ? String(trimmed.dropFirst()) : trimmed) != nil {
            return true
        }
        guard let number = Double(trimmed), number.isFinite else { return false }
        return DecimalMeaning.canonical("\(number)") == DecimalMeaning.canonical(trimmed)
    }
}

/// Random choices made with the property's random number generator.
enum Draw {
    static func chance(_ probability: Double, _ dice: inout Dice) -> Bool {
        Double.random(in: 0..<1, using: &dice) < probability
    }

    static func pick<T>(_ items: [T], _ dice: inout Dice) -> T {
        items[Int.random(in: 0..<items.count, using: &dice)]
    }

    static func digits(_ count: Int, _ dice: inout Dice) -> String {
        String((0..<count).map { _ in Character(String(Int.random(in: 0...9, using: &dice))) })
    }

    static func two(_ number: Int) -> String {
        number < 10 ? "0\(number)" : "\(number)"
    }
}

/// Random JSON documents, written with the spacing and escapes people and programs use.
enum JSONText {
    static func document(depth: Int, _ dice: inout Dice) -> (String, JSONMeaning) {
        let kind = depth >= 3 ? Int.random(in: 0...4, using: &dice) : Int.random(in: 0...6, using: &dice)
        switch kind {
        case 0: return ("null", .null)
        case 1:
            let flag = Draw.chance(0.5, &dice)
            return ("\(flag)", .bool(flag))
        case 2:
            let sign = Draw.chance(0.5, &dice) ? "-" : ""
            let number: String
            switch Int.random(in: 0...4, using: &dice) {
            case 0: number = String(Int64.random(in: .min ... .max, using: &dice))
            case 1: number = sign + String(Int.random(in: 1...9, using: &dice)) + Draw.digits(Int.random(in: 0...29, using: &dice), &dice)
            case 2: number = sign + "0." + Draw.digits(Int.random(in: 1...20, using: &dice), &dice)
            case 3: number = sign + "\(Int.random(in: 1...9, using: &dice))e\(Int.random(in: -300...300, using: &dice))"
            default: number = "\(Int.random(in: -99...99, using: &dice)).\(Draw.digits(2, &dice))E+\(Int.random(in: 0...20, using: &dice))"
            }
            return (number, .number(number))
        case 3, 4:
            let text = (0..<Int.random(in: 0...8, using: &dice)).map { _ in Draw.pick(FormValuePropertyTests.Column.characters + ["\n", "\u{1}", "\u{1F}", "/"], &dice) }.joined()
            return (quoted(text, &dice), .string(text))
        case 5:
            var texts: [String] = []
            var items: [JSONMeaning] = []
            for _ in 0..<Int.random(in: 0...4, using: &dice) {
                let (text, meaning) = document(depth: depth + 1, &dice)
                texts.append(text)
                items.append(meaning)
            }
            return ("[" + texts.joined(separator: separator(&dice)) + "]", .array(items))
        default:
            var texts: [String] = []
            var members: [(String, JSONMeaning)] = []
            for _ in 0..<Int.random(in: 0...4, using: &dice) {
                let key = (0..<Int.random(in: 0...4, using: &dice)).map { _ in Draw.pick(FormValuePropertyTests.Column.characters, &dice) }.joined()
                guard !members.contains(where: { $0.0.utf8.elementsEqual(key.utf8) }) else { continue }
                let (text, meaning) = document(depth: depth + 1, &dice)
                texts.append(quoted(key, &dice) + Draw.pick([":", ": ", " : "], &dice) + text)
                members.append((key, meaning))
            }
            return ("{" + texts.joined(separator: separator(&dice)) + "}", .object(members))
        }
    }

    static func separator(_ dice: inout Dice) -> String {
        Draw.pick([",", ", ", ",\n  "], &dice)
    }

    /// A JSON string: quotes, backslashes and controls escaped; other characters as they are or,
    /// now and then, as `\uXXXX` escapes (surrogate pairs beyond the first plane).
    static func quoted(_ text: String, _ dice: inout Dice) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += Draw.chance(0.5, &dice) ? "\\\\" : "\\u005c"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\u{0}"..."\u{1F}": result += String(format: "\\u%04x", scalar.value)
            default:
                if !scalar.isASCII, Draw.chance(0.3, &dice) {
                    for unit in String(scalar).utf16 { result += String(format: "\\u%04X", unit) }
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}

/// Random PostgreSQL array literals: empty, of one dimension, or (`nested`) rectangular of two
/// or three; elements `NULL` now and then, quoted where they must be (and sometimes where they
/// need not be), spaces after commas sometimes.
enum ArrayText {
    static func random(
        _ dice: inout Dice, kind: ArrayMeaning.Kind, nested: Bool, element: (inout Dice) -> String
    ) -> (FormValuePropertyTests.Input, FormValuePropertyTests.Expected) {
        let dimensions = Draw.chance(0.1, &dice) ? 0 : nested ? Int.random(in: 1...3, using: &dice) : 1
        let sizes = (0..<dimensions).map { _ in Int.random(in: 1...(dimensions > 1 ? 3 : 5), using: &dice) }
        let spaced = Draw.chance(0.3, &dice)
        func build(_ level: Int, _ dice: inout Dice) -> (String, ArrayMeaning) {
            guard level < sizes.count else {
                if Draw.chance(0.15, &dice) { return (Draw.pick(["NULL", "null"], &dice), .element(nil)) }
                let value = element(&dice)
                return (kind == .text ? quoted(value, &dice) : value, .element(value))
            }
            var texts: [String] = []
            var items: [ArrayMeaning] = []
            for _ in 0..<sizes[level] {
                let (text, meaning) = build(level + 1, &dice)
                texts.append(text)
                items.append(meaning)
            }
            return ("{" + texts.joined(separator: spaced ? ", " : ",") + "}", .array(items))
        }
        if dimensions == 0 { return (.typed("{}"), .array(.array([]), kind)) }
        let (text, meaning) = build(0, &dice)
        return (.typed(text), .array(meaning, kind))
    }

    /// An element as written in a literal: in double quotes, `"` and `\` escaped, when it is
    /// empty, `NULL`, or holds what the literal's syntax uses; bare otherwise, unless chosen.
    static func quoted(_ value: String, _ dice: inout Dice) -> String {
        let special = value.isEmpty || value.uppercased() == "NULL"
            || value.unicodeScalars.contains { "{},\"\\ \t\n".unicodeScalars.contains($0) || $0 == "\u{A0}" || $0 == "\u{FEFF}" }
        guard special || Draw.chance(0.3, &dice) else { return value }
        return "\"" + value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
