import Foundation

// Renders the same 10,000-row film page with Tessera and with Plot, swift-mustache, Stencil and
// Leaf, checks that every library's page says what Tessera's says, then measures each library in
// a fresh process of its own and prints rows per second, bytes per second and peak memory, with
// the ratios to Tessera. Run it in release mode, from this folder:
//
//     swift run -c release peers-benchmark [rows] [runs]
//
// Memory: the resident-set high-water mark (Linux's VmHWM; see `residentHighWaterMarkKiB`) only
// ever rises, so one process cannot tell one library's peak from another's. Each library is therefore measured by a
// child process of this same executable (`--measure LIBRARY rows runs`), which makes the films,
// prepares its templates, notes the mark, renders (3 untimed renderings, then the timed ones) and
// notes the mark again. The table shows the whole process's peak and how much rendering raised it
// above what the process held before (the program, the runtime, the films and the templates).

@main
enum PeersBenchmark {
    static let usage = """
        usage: peers-benchmark [rows] [runs]                 compare every library (default 10000 rows, 20 runs)
               peers-benchmark --print LIBRARY [rows]        print one library's page
               peers-benchmark --measure LIBRARY rows runs   measure one library (what the comparison runs)
        libraries: \(renderers.map { $0.name }.joined(separator: ", "))
        """

    static func main() throws {
        let arguments = Array(CommandLine.arguments.dropFirst())
        switch arguments.first {
        case "--print":
            guard arguments.count >= 2 else { fail(usage) }
            let films = Film.catalog(count: positiveNumber(arguments.dropFirst(2).first, default: 10))
            print(try renderer(named: arguments[1]).init(films: films).html())

        case "--measure":
            guard arguments.count == 4 else { fail(usage) }
            let films = Film.catalog(count: positiveNumber(arguments[2], default: 10_000))
            let library = try renderer(named: arguments[1]).init(films: films)
            print(try measure(library, runs: positiveNumber(arguments[3], default: 20)).line)

        case "-h", "--help":
            print(usage)

        default:
            guard arguments.count <= 2 else { fail(usage) }
            let rows = positiveNumber(arguments.first, default: 10_000)
            let runs = positiveNumber(arguments.dropFirst().first, default: 20)
            try compare(rows: rows, runs: runs)
        }
    }

    static func renderer(named name: String) -> any PageRenderer.Type {
        guard let type = renderers.first(where: { $0.name.lowercased() == name.lowercased() }) else {
            fail("No library is called '\(name)'.\n\(usage)")
        }
        return type
    }

    static func positiveNumber(_ text: String?, default value: Int) -> Int {
        guard let text else { return value }
        guard let number = Int(text), number > 0 else { fail(usage) }
        return number
    }
}

/// Checks every library's page against Tessera's, then measures each in a child process and
/// prints the table.
func compare(rows: Int, runs: Int) throws {
    let films = Film.catalog(count: rows)
    let reference = HTMLEvent.events(of: try TesseraRenderer(films: films).html())
    checkReference(reference, films: films)
    for type in renderers.dropFirst() {
        let events = HTMLEvent.events(of: try type.init(films: films).html())
        if let difference = difference(between: reference, and: events, library: type.name) {
            fail(difference)
        }
    }
    print("""
        Checked first: every library's page has the same \(rows) rows, links and text as tessera's, \
        once character references are decoded
        (every 997th title, from the third on, has markup, quotes or ampersands).
        """)

    var results: [(type: any PageRenderer.Type, measurement: Measurement)] = []
    for type in renderers {
        let line = try runChild(["--measure", type.name, String(rows), String(runs)])
        guard let measurement = Measurement(line: line.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            fail("The measurement of \(type.name) printed '\(line)', not its numbers.")
        }
        results.append((type, measurement))
    }

    let tessera = results[0].measurement
    print("""

        Rendering a \(rows)-row film page, median of up to \(runs) runs per library (after 3 untimed), \
        each library in a fresh process
        library             rows/s      MB/s   ms/page   CPU ms   KiB/page   peak RSS   rendering's part   speed vs tessera   peak RSS vs tessera   output
        """)
    for (type, result) in results {
        let columns = [
            type.name.padding(toLength: 15, withPad: " ", startingAt: 0),
            String(format: "%10.0f", Double(rows) / result.seconds),
            String(format: "%9.1f", Double(result.bytes) / result.seconds / 1e6),
            String(format: "%9.2f", result.seconds * 1e3),
            String(format: "%8.2f", result.processorSeconds * 1e3),
            String(format: "%10d", result.bytes / 1024),
            String(format: "%7.1f MiB", Double(result.peakKiB) / 1024),
            String(format: "%14.1f MiB", Double(result.peakKiB - result.beforeRenderingKiB) / 1024),
            String(format: "%17.2f×", tessera.seconds / result.seconds),
            String(format: "%20.2f×", Double(result.peakKiB) / Double(tessera.peakKiB)),
            "  " + type.delivery,
        ]
        print(columns.joined(separator: " "))
    }
    print("""
        ms/page: median time of a page; CPU ms: median processor time of a page (all threads). \
        speed vs tessera: the library's rows per second over tessera's (below 1: slower).
        peak RSS: the process's resident-set high-water mark; rendering's part: how far rendering raised it.
        """)
}

/// Stops the benchmark if Tessera's own page is not what the films say: the reference must be right
/// before the others are compared with it.
func checkReference(_ events: [HTMLEvent], films: [Film]) {
    let rows = events.filter { if case .start("tr", _) = $0 { true } else { false } }.count
    guard rows == films.count + 1 else {
        fail("tessera's page has \(rows) rows, not a header and \(films.count) films.")
    }
    let texts = Set(events.compactMap { if case .text(let text) = $0 { text } else { nil } })
    for film in films where !texts.contains(film.title) || !texts.contains(film.description) {
        fail("tessera's page does not have film \(film.id)'s title or description as text: \(film.title)")
    }
}
