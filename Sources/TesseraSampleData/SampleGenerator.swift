import Foundation
import TesseraData

/// Makes the sample rows table by table and writes them through ``BatchInserter``s, in one
/// transaction. It keeps counters, never rows: memory does not grow with the scale.
struct SampleGenerator {
    let connection: ScriptConnection
    var engine: Database.Engine { connection.engine }
    let scale: Int
    let progress: @Sendable (String) -> Void
    private var random = SampleRandom(seed: 0x7E55_E4A0)
    private var counts: [SampleDatabase.TableCount] = []

    init(connection: ScriptConnection, scale: Int, progress: @escaping @Sendable (String) -> Void) {
        self.connection = connection
        self.scale = scale
        self.progress = progress
    }

    mutating func run() async throws -> [SampleDatabase.TableCount] {
        try await execute(engine == .sqlite ? "BEGIN IMMEDIATE" : "BEGIN")
        for table in SampleSchema.tables {
            var sql = SampleSchema.createTable(table, engine: engine)
            if engine == .postgres {
                // PostgreSQL wants the referenced table to exist: staff comes later.
                sql = sql.replacingOccurrences(of: " REFERENCES staff (staff_id) DEFERRABLE INITIALLY DEFERRED", with: "")
            }
            try await execute(sql)
        }
        if engine == .postgres {
            try await execute("ALTER TABLE store ADD FOREIGN KEY (manager_staff_id) REFERENCES staff (staff_id) DEFERRABLE INITIALLY DEFERRED")
            try await execute("SET CONSTRAINTS ALL DEFERRED")
        }
        try await execute(SampleSchema.customerListView)

        let n = scale
        let stamp = DatabaseValue.timestamp("2006-02-15 04:34:33")
        let cities = 600 * n, stores = 2 * n, staffCount = 2 * stores, customers = 600 * n
        let actors = 200 * n, films = 1000 * n, rentals = 18_000 * n
        let addresses = stores + staffCount + customers

        try await fill("language", count: SampleNames.languages.count) { index, _ in
            [.integer(Int64(index)), .text(SampleNames.languages[index - 1]), stamp]
        }
        try await fill("category", count: SampleNames.categories.count) { index, _ in
            [.integer(Int64(index)), .text(SampleNames.categories[index - 1]), stamp]
        }
        try await fill("country", count: SampleNames.countries.count) { index, _ in
            [.integer(Int64(index)), .text(SampleNames.countries[index - 1]), stamp]
        }
        let countryCount = SampleNames.countries.count
        try await fill("city", count: cities) { index, random in
            var name = ""
            for _ in 0..<random.int(2...3) { name += random.pick(SampleNames.syllables) }
            name = name.prefix(1).uppercased() + name.dropFirst()
            return [.integer(Int64(index)), .text(name), .integer(Int64(random.int(1...countryCount))), stamp]
        }
        try await fill("address", count: addresses) { index, random in
            let street = "\(random.int(1...1999)) \(random.pick(SampleNames.streets)) \(random.pick(SampleNames.streetKinds))"
            let phone = String(random.int(100_000_000...999_999_999)) + String(random.int(10...99))
            return [
                .integer(Int64(index)), .text(street), random.chance(5) ? .text("Apt \(random.int(1...300))") : .null,
                .text(random.pick(SampleNames.districts)), .integer(Int64(random.int(1...cities))),
                random.chance(3) ? .null : .text(String(random.int(10_000...99_999))), .text(phone), stamp,
            ]
        }
        try await fill("store", count: stores) { index, _ in
            [.integer(Int64(index)), .integer(Int64(2 * index - 1)), .integer(Int64(index)), stamp]
        }
        try await fill("staff", count: staffCount) { index, random in
            let first = random.pick(SampleNames.firstNames), last = random.pick(SampleNames.lastNames)
            let user = String(first.prefix(1) + last.filter(\.isLetter).prefix(10)).capitalized
            return [
                .integer(Int64(index)), .text(first.capitalized), .text(last.capitalized), .integer(Int64(stores + index)),
                .text("\(first.capitalized).\(last.filter(\.isLetter).capitalized)\(index)@sakilastaff.com"),
                // No picture: one is uploaded on the staff member's form.
                .integer(Int64((index + 1) / 2)), .bool(true), .text(user), .null, stamp,
            ]
        }
        try await fill("actor", count: actors) { index, random in
            [.integer(Int64(index)), .text(random.pick(SampleNames.firstNames)), .text(random.pick(SampleNames.lastNames)), stamp]
        }
        try await fill("film", count: films) { index, random in
            let title = random.pick(SampleNames.titleAdjectives) + " " + random.pick(SampleNames.titleNouns)
            let description = "A \(random.pick(SampleNames.describers)) \(random.pick(SampleNames.genres)) of a \(random.pick(SampleNames.characters)) And a \(random.pick(SampleNames.characters)) who must \(random.pick(SampleNames.verbs)) a \(random.pick(SampleNames.characters)) in \(random.pick(SampleNames.places))"
            let rate = random.pick(["0.99", "2.99", "4.99"])
            return [
                .integer(Int64(index)), .text(title), random.chance(2) ? .null : .text(description),
                .integer(Int64(random.int(1980...2006))), .integer(Int64(random.chance(90) ? 1 : random.int(2...6))),
                random.chance(10) ? .integer(Int64(random.int(1...6))) : .null, .integer(Int64(random.int(3...7))),
                .decimal(rate), random.chance(3) ? .null : .integer(Int64(random.int(46...185))),
                .decimal("\(random.int(9...29)).99"), .text(random.pick(SampleNames.ratings)),
                .text(random.pick(SampleNames.features)), stamp,
            ]
        }
        // film_actor: 1 to 10 distinct actors per film, written in key order per film.
        var filmActor = BatchInserter(connection: connection, table: "film_actor", columns: ["actor_id", "film_id", "last_update"])
        for film in 1...films {
            var chosen = Set<Int>()
            for _ in 0..<random.int(1...10) { chosen.insert(random.int(1...actors)) }
            for actor in chosen.sorted() {
                try await filmActor.add([.integer(Int64(actor)), .integer(Int64(film)), stamp])
            }
        }
        try await finish(&filmActor)
        try await fill("film_category", count: films) { index, random in
            [.integer(Int64(index)), .integer(Int64(random.int(1...SampleNames.categories.count))), stamp]
        }
        try await fill("customer", count: customers) { index, random in
            let first = random.pick(SampleNames.firstNames), last = random.pick(SampleNames.lastNames)
            let created = SampleCalendar.date(days: 12_850 + random.int(0...400))
            let emailName = "\(first).\(last)".filter { $0.isASCII && ($0.isLetter || $0 == ".") }
            return [
                .integer(Int64(index)), .integer(Int64(random.int(1...stores))), .text(first), .text(last),
                random.chance(2) ? .null : .text("\(emailName)\(index)@sakilacustomer.org"), .integer(Int64(stores + staffCount + index)),
                .bool(!random.chance(3)), .date(created), stamp,
            ]
        }
        var inventory = BatchInserter(connection: connection, table: "inventory", columns: ["inventory_id", "film_id", "store_id", "last_update"])
        for film in 1...films {
            for _ in 0..<random.int(2...7) {
                try await inventory.add([.integer(Int64(inventory.rowCount + 1)), .integer(Int64(film)), .integer(Int64(random.int(1...stores))), stamp])
            }
        }
        let inventoryCount = inventory.rowCount
        try await finish(&inventory)

        // Rentals over about two years from the opening, in order, with payments beside them.
        let spacing = Swift.max(1, 63_000_000 / rentals)
        var rental = BatchInserter(connection: connection, table: "rental", columns: SampleSchema.tables.first { $0.name == "rental" }!.columns)
        var payment = BatchInserter(connection: connection, table: "payment", columns: SampleSchema.tables.first { $0.name == "payment" }!.columns)
        for index in 1...rentals {
            let rented = SampleCalendar.opening + index * spacing + random.int(0...spacing)
            let days = random.int(1...10)
            let returned: DatabaseValue = random.chance(1) ? .null : .timestamp(SampleCalendar.timestamp(rented + days * 86_400 + random.int(0...80_000)))
            let customer = Int64(random.int(1...customers)), staff = Int64(random.int(1...staffCount))
            try await rental.add([
                .integer(Int64(index)), .timestamp(SampleCalendar.timestamp(rented)), .integer(Int64(random.int(1...inventoryCount))),
                .integer(customer), returned, .integer(staff), stamp,
            ])
            let base = random.pick([99, 299, 499]), late = days > 5 ? (days - 5) * 100 : 0
            let cents = base + late
            try await payment.add([
                .integer(Int64(index)), .integer(customer), .integer(staff), .integer(Int64(index)),
                .decimal("\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)"),
                .timestamp(SampleCalendar.timestamp(rented + random.int(0...3600))), stamp,
            ])
            if index % 500_000 == 0 { progress("rental, payment: \(index) of \(rentals) rows each") }
        }
        try await finish(&rental)
        try await finish(&payment)

        // Check the deferred store → staff keys now: PostgreSQL builds no index on a table
        // with checks pending.
        if engine == .postgres { try await execute("SET CONSTRAINTS ALL IMMEDIATE") }
        progress("indexes")
        for index in SampleSchema.indexes { try await execute(index) }
        if engine == .postgres {
            // Identity columns were given explicit keys; start their sequences after them.
            for table in SampleSchema.tables {
                guard let key = table.key else { continue }
                try await connection.execute(
                    "SELECT CAST(setval(pg_get_serial_sequence($1, $2), (SELECT COALESCE(max(\(connection.quoted(key))), 0) + 1 FROM \(connection.quoted(table.name))), false) AS TEXT)",
                    binds: [.text(table.name), .text(key)])
            }
        }
        try await execute("COMMIT")
        progress("statistics")
        try await execute("ANALYZE")
        return counts
    }

    private func execute(_ sql: String) async throws {
        try await connection.execute(sql)
    }

    /// Writes `count` rows made by `row(index, &random)` for index 1...count.
    private mutating func fill(
        _ table: String, count: Int, row: (Int, inout SampleRandom) -> [DatabaseValue]
    ) async throws {
        let columns = SampleSchema.tables.first { $0.name == table }!.columns
        var inserter = BatchInserter(connection: connection, table: table, columns: columns)
        if count > 0 {
            for index in 1...count { try await inserter.add(row(index, &random)) }
        }
        try await finish(&inserter)
    }

    private mutating func finish(_ inserter: inout BatchInserter) async throws {
        try await inserter.flush()
        counts.append(SampleDatabase.TableCount(table: inserter.table, rows: inserter.rowCount))
        progress("\(inserter.table): \(inserter.rowCount) rows")
    }
}
