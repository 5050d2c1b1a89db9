import Foundation
import Tessera
import TesseraData
import TesseraDirect
import TesseraRules
import TesseraSampleData

// What a rule-driven list page costs, per row and per cell: the Direct application's list of the
// sample store's films — its own response, no HTTP — in the basic and the fiori look, cold (a new
// application, whose rule caches are empty) and warm (the median of the pages after), beside the
// floor: the same rows' values as a plain Tessera table of texts, every cell decided once. Run it
// in release mode:
//
//     swift run -c release tessera-direct-benchmark [rows ...] [--runs N] [--look basic|fiori] [--database PATH]
//
// Rows are page sizes (25, 100 and 500 by default; 500 is the largest page the application
// serves). Without --database it makes a scale-1 sample database in the temporary folder.
// Times are the thread's processor time: another process on the core does not count.

let arguments = Array(CommandLine.arguments.dropFirst())
@MainActor func option(_ name: String) -> String? {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}
if arguments.contains("--help") || arguments.contains("-h") {
    print("usage: tessera-direct-benchmark [rows ...] [--runs N] [--look basic|fiori] [--database PATH]")
    exit(0)
}
let optionValues = Set(["--runs", "--database", "--look"].compactMap { name in arguments.firstIndex(of: name).map { $0 + 1 } })
let sizes = arguments.indices.filter { !optionValues.contains($0) }.compactMap { Int(arguments[$0]) }
let pageSizes = sizes.isEmpty ? [25, 100, 500] : sizes
guard pageSizes.allSatisfy({ (1...500).contains($0) }) else {
    FileHandle.standardError.write(Data("tessera-direct-benchmark: a page has 1 to 500 rows\n".utf8))
    exit(64)
}
let runs = max(3, Int(option("--runs") ?? "20") ?? 20)
let path = option("--database")
    ?? FileManager.default.temporaryDirectory.appendingPathComponent("tessera-direct-benchmark/rental.sqlite").path
if !FileManager.default.fileExists(atPath: path) {
    try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    FileHandle.standardError.write(Data("Making the sample database at \(path)…\n".utf8))
    try await SampleDatabase.generate(at: path, scale: 1)
}
let database = try await Database.open(path, readOnly: true)

/// The processor time this thread has spent, in seconds.
func threadCPUTime() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// Renders `view` into a sink that counts the bytes; its processor time in seconds and the bytes.
func render(_ view: some View) throws -> (seconds: Double, bytes: Int) {
    var sink = CountingSink()
    let start = threadCPUTime()
    try HTMLRenderer().render(view, into: &sink)
    return (threadCPUTime() - start, sink.byteCount)
}

/// The list page of `rows` films from `application`.
func listPage(_ application: DirectApplication, rows: Int) async throws -> DirectPage {
    let request = DirectRequest(path: "/e/film", parameters: [("size", String(rows))])
    guard case .page(let page, _) = try await application.respond(to: request) else {
        throw DirectError(.notFound, "no list page of films")
    }
    return page
}

/// The floor for `group`: its rows' values as a plain table of texts, one column per shown
/// property, nothing decided per cell.
func floorPage(_ group: DisplayGroup, keys: [String]) -> some View {
    HTMLDocument(title: "Films") {
        Table(group.rows, columns: keys.map { key in TableColumn<Row>(key) { row in Text(row[key].text ?? "") } })
    }
}

func median(_ values: [Double]) -> Double {
    values.sorted()[values.count / 2]
}

func micro(_ seconds: Double) -> String {
    String(format: "%9.1f", seconds * 1e6)
}

print("The Direct list page of films (\(path)), its rendering's processor time; warm: median of \(runs) pages")
print("look    rows  cells/row   cold µs/row   warm µs/row   warm µs/cell   floor µs/cell   warm/floor   KiB/page")
let looks = option("--look").map { [$0] } ?? ["basic", "fiori"]
guard looks.allSatisfy(["basic", "fiori"].contains) else {
    FileHandle.standardError.write(Data("tessera-direct-benchmark: the looks are basic and fiori\n".utf8))
    exit(64)
}
for look in looks {
    let rules = RuleModel()
    if look != "basic" {
        // As `tessera serve --look fiori` does: below every other rule.
        rules.add([Rule(qualifier: .always, assignment: \.look <= look, priority: -1)])
    }
    for rows in pageSizes {
        // Cold: a new application, its first page.
        let cold = DirectApplication(database: database, rules: rules)
        let firstPage = try await listPage(cold, rows: rows)
        let (coldSeconds, bytes) = try render(HTMLDocument(title: firstPage.title) { firstPage })
        // Warm: the same application, page after page (the rows fetched each time, as a request
        // would; only the rendering is timed).
        var warm: [Double] = []
        var floor: [Double] = []
        var cellsPerRow = 0
        for _ in 0..<runs {
            let page = try await listPage(cold, rows: rows)
            warm.append(try render(HTMLDocument(title: page.title) { page }).seconds)
            guard let group = page.displayGroup else { continue }
            let keys = cold.context(task: "list", entity: group.entity).displayPropertyKeys
            cellsPerRow = keys.count
            floor.append(try render(floorPage(group, keys: keys)).seconds)
        }
        let shown = max(1, min(rows, firstPage.displayGroup?.rows.count ?? rows))
        let cells = Double(shown * max(1, cellsPerRow))
        let warmSeconds = median(warm)
        let floorSeconds = median(floor)
        print(
            look.padding(toLength: 6, withPad: " ", startingAt: 0),
            String(format: "%5d %10d", shown, cellsPerRow),
            "   ", micro(coldSeconds / Double(shown)),
            "    ", micro(warmSeconds / Double(shown)),
            "     ", micro(warmSeconds / cells),
            "      ", micro(floorSeconds / cells),
            String(format: "   %9.1f×   %8d", warmSeconds / floorSeconds, bytes / 1024)
        )
    }
}
print("cold: the first page of a new application; warm/floor: the rule-driven page over a plain table of the same values.")
try await database.close()
