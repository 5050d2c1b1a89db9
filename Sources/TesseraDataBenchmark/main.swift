import Foundation
import TesseraData
import TesseraSampleData

// Times what the Direct application does on a big database: page 1 and page 10,000 of a sorted
// list (keyset paging), filtered counts, and an inspect page with its relationships. Run it in
// release mode:
//
//     swift run -c release tessera-data-benchmark [--database PATH] [--scale N] [--runs N]
//
// Without --database it uses a scale-200 sample database (about 10 million rows) in the
// temporary folder, and generates it first when it is not there (a few minutes).

let arguments = Array(CommandLine.arguments.dropFirst())
@MainActor func option(_ name: String) -> String? {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}
if arguments.contains("--help") || arguments.contains("-h") {
    print("usage: tessera-data-benchmark [--database PATH] [--scale N] [--runs N]")
    exit(0)
}
guard let scale = Int(option("--scale") ?? "200"), scale >= 1 else {
    FileHandle.standardError.write(Data("tessera-data-benchmark: --scale takes a whole number of at least 1\n".utf8))
    exit(64)
}
let runs = max(1, Int(option("--runs") ?? "5") ?? 5)
let defaultPath = FileManager.default.temporaryDirectory
    .appendingPathComponent("tessera-data-benchmark/rental-scale-\(scale).sqlite").path
let path = option("--database") ?? defaultPath

/// The median of `runs` timings of `body`, in milliseconds, and its last result.
func measure<T>(_ body: () async throws -> T) async throws -> (milliseconds: Double, result: T) {
    var times: [Double] = []
    var result: T?
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        result = try await body()
        times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
    }
    return (times.sorted()[times.count / 2], result!)
}

func line(_ label: String, _ milliseconds: Double, _ note: String) {
    print(label.padding(toLength: 44, withPad: " ", startingAt: 0) + String(format: "%9.2f ms   ", milliseconds) + note)
}

if !FileManager.default.fileExists(atPath: path) {
    try FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    FileHandle.standardError.write(Data("Generating the scale-\(scale) sample database at \(path)…\n".utf8))
    let summary = try await SampleDatabase.generate(at: path, scale: scale) { message in
        FileHandle.standardError.write(Data("  \(message)\n".utf8))
    }
    FileHandle.standardError.write(Data("  \(summary.totalRows) rows in \(String(format: "%.0f", summary.seconds)) s\n".utf8))
}

let database = try await Database.open(path)
let rentals = try await database.count(FetchSpecification(entityName: "rental"))
print("\(path): rental has \(rentals) rows; median of \(runs) runs each")
print("")

// A sorted list: rentals, newest first, 50 a page.
let list = FetchSpecification(entityName: "rental", sortOrderings: [.descending("rental_date")], pageSize: 50)
let first = try await measure { try await database.fetch(list) }
line("sorted list, page 1", first.milliseconds, "rental by rental_date desc, 50 rows")

var cursor = first.result.nextCursor!
let walkStart = Date()
for _ in 2..<10_000 {
    cursor = try await database.fetch(list, at: cursor).nextCursor!
}
let walk = Date().timeIntervalSince(walkStart)
let deep = try await measure { try await database.fetch(list, at: cursor) }
line("sorted list, page 10,000", deep.milliseconds, "rows 499,951–500,000 (reached by following 9,999 next cursors in \(String(format: "%.1f", walk)) s)")
let back = try await measure { try await database.fetch(list, at: deep.result.previousCursor!) }
line("sorted list, page 9,999 (backwards)", back.milliseconds, "previous cursor of page 10,000")
let searched = try await measure {
    try await database.fetch(FetchSpecification(entityName: "customer", searchText: "smith mary", sortOrderings: [.ascending("last_name")], pageSize: 50))
}
line("search, page 1", searched.milliseconds, "customer: 'smith mary' in every text column, \(searched.result.rows.count) rows")

// Counts.
let selective = FetchSpecification(entityName: "rental", qualifier: try Qualifier("customer_id = 4242"))
let selectiveCount = try await measure { try await database.count(selective) }
line("filtered count, selective", selectiveCount.milliseconds, "rental where customer_id = 4242: \(selectiveCount.result)")
let broad = FetchSpecification(entityName: "payment", qualifier: try Qualifier("amount >= 5 and payment_date >= '2006-01-01'"))
let broadCount = try await measure { try await database.count(broad) }
line("filtered count, broad", broadCount.milliseconds, "payment where amount >= 5 and payment_date >= 2006: \(broadCount.result)")
let tableCount = try await measure { try await database.count(FetchSpecification(entityName: "payment")) }
line("whole-table count", tableCount.milliseconds, "payment: \(tableCount.result)")

// An inspect page: one customer, its to-one links, and short lists of its to-many rows.
let customerEntity = try database.model.entity(named: "customer")
let inspect = try await measure { () async throws -> Int in
    guard let customer = try await database.row(of: "customer", key: RowKey([.integer(4242)])) else { return 0 }
    var shown = 1
    for relationship in customerEntity.relationships {
        if relationship.kind == .toOne {
            shown += try await database.fetchRelated(relationship, of: [customer]).rows(for: customer).count
        } else if let qualifier = relationship.destinationQualifier(for: customer) {
            let spec = FetchSpecification(entityName: relationship.destinationEntity, qualifier: qualifier, pageSize: 5)
            shown += try await database.fetch(spec).rows.count
            _ = try await database.count(spec)
        }
    }
    return shown
}
let relationshipNames = customerEntity.relationships.map(\.name).joined(separator: ", ")
line("inspect with relationships", inspect.milliseconds, "customer 4242 + \(relationshipNames) (5 rows and a count each): \(inspect.result) rows")

let films = try await database.fetch(FetchSpecification(entityName: "film", sortOrderings: [.ascending("title")], pageSize: 50))
let filmEntity = try database.model.entity(named: "film")
let prefetch = try await measure { () async throws -> Int in
    var total = 0
    for name in ["language", "actor", "category"] {
        let related = try await database.fetchRelated(filmEntity.relationship(named: name), of: films.rows)
        total += films.rows.reduce(0) { $0 + related.rows(for: $1).count }
    }
    return total
}
line("related rows for a page of 50 films", prefetch.milliseconds, "language, actor, category: 3 queries, \(prefetch.result) rows")
try await database.close()
