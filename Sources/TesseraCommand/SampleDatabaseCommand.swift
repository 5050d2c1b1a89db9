import ArgumentParser
import Foundation
import TesseraData
import TesseraSampleData

/// `tessera sample-db`: generates the sample rental store database.
struct SampleDatabaseCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sample-db",
        abstract: "Generate the sample rental store database, on SQLite or PostgreSQL, at any scale.",
        discussion: """
            The rental store has languages, categories, films, actors (with film_actor), \
            film_category, countries, cities, addresses, stores, staff, customers, inventory, \
            rentals and payments, plus a view, customer_list. Names, dates and amounts are \
            realistic and the same on every run: the same scale always gives the same rows.

            Scale 1 is about 50,000 rows; rows grow in proportion, so scale 200 is about \
            10 million (rentals and payments 3.6 million each). SQLite writes scale 1 in about \
            a second and scale 200 in a few minutes, in one transaction.

            EXAMPLES
              tessera sample-db                                  # rental.sqlite, scale 1
              tessera sample-db --scale 20 --output big.sqlite
              tessera sample-db --output postgres://me@localhost/rental --replace

            The output is an SQLite file path, or a postgres:// URL of an existing database \
            (the tables are made in its current schema). An existing file, or existing rental \
            store tables, are replaced only with --replace. Progress goes to standard error; \
            the summary to standard output. \
            Sources/TesseraData/TesseraData.docc/Data.md describes the tables.
            """
    )

    @Option(name: .long, help: ArgumentHelp("How big: 1 is about 50,000 rows, 200 about 10 million.", valueName: "N"))
    var scale: Int = 1

    @Option(name: [.short, .long], help: ArgumentHelp("An SQLite file path or a postgres:// URL.", valueName: "path-or-url"))
    var output: String = "rental.sqlite"

    @Flag(name: .long, help: "Replace an existing file, or existing rental store tables.")
    var replace = false

    func validate() throws {
        guard (1...100_000).contains(scale) else {
            throw ValidationError("--scale must be a whole number from 1 to 100000 (1 is about 50,000 rows), not \(scale).")
        }
    }

    func run() async throws {
        do {
            let summary = try await SampleDatabase.generate(at: output, scale: scale, replace: replace) { line in
                FileHandle.standardError.write(Data("sample-db: \(line)\n".utf8))
            }
            let seconds = String(format: "%.1f", summary.seconds)
            print("\(output): \(summary.totalRows) rows in \(summary.rowCounts.count) tables, scale \(scale), \(seconds) s")
        } catch let error as DatabaseError {
            FileHandle.standardError.write(Data("tessera sample-db: \(error.message)\n".utf8))
            throw ExitCode(1)
        }
    }
}
