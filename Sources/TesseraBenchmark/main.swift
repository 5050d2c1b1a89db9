import Foundation
import Tessera

// Renders a realistic 10,000-row table page with Tessera and with a hand-written byte writer
// that produces the same bytes, and prints rows per second, bytes per second and the ratio.
// Run it in release mode: swift run -c release tessera-benchmark [rows] [iterations]
//
// Two checks of what rendering costs besides time (ResourceChecks.swift):
//   tessera-benchmark streaming [rows]       memory while a slow reader takes a huge page
//   tessera-benchmark concurrency [renders]  threads while many pages render at once
// and one for counting instructions (Benchmarks/instructions.sh runs it under callgrind):
//   tessera-benchmark instructions tessera|hand-written rows times   render the page `times` times

let arguments = CommandLine.arguments.dropFirst()
switch arguments.first {
case "streaming":
    let rows = arguments.dropFirst().first.flatMap(Int.init) ?? 1_000_000
    exit(try await ResourceChecks.streaming(rows: rows) ? 0 : 1)
case "concurrency":
    let renders = arguments.dropFirst().first.flatMap(Int.init) ?? 1_000
    exit(try await ResourceChecks.concurrency(renders: renders) ? 0 : 1)
case "instructions":
    // Only the rendering, `times` times, and nothing printed: callgrind counts the rest once,
    // and the script takes the difference of two counts.
    let rest = Array(arguments.dropFirst())
    guard rest.count == 3, let rows = Int(rest[1]), let times = Int(rest[2]), rows > 0, times >= 0 else {
        print("usage: tessera-benchmark instructions tessera|hand-written rows times")
        exit(2)
    }
    let films = Film.catalog(count: rows)
    for _ in 0..<times {
        if rest[0] == "tessera" {
            var sink = CountingSink()
            try HTMLRenderer().render(FilmTablePage(films: films), into: &sink)
        } else {
            var bytes: [UInt8] = []
            HandWrittenFilmTable(films: films).write(into: &bytes)
        }
    }
    exit(0)
default:
    break
}
let rowCount = arguments.first.flatMap(Int.init) ?? 10_000
let iterations = arguments.dropFirst().first.flatMap(Int.init) ?? 20
guard rowCount > 0, iterations > 0 else {
    print("usage: tessera-benchmark [rows > 0] [iterations > 0]")
    exit(2)
}

let films = Film.catalog(count: rowCount)
let page = FilmTablePage(films: films)
let handWritten = HandWrittenFilmTable(films: films)
let renderer = HTMLRenderer()

// Equivalence first: a faster writer of different HTML would prove nothing.
let tesseraBytes = renderer.renderBytes(page)
var baselineBytes: [UInt8] = []
handWritten.write(into: &baselineBytes)
guard tesseraBytes == baselineBytes else {
    let offset = zip(tesseraBytes, baselineBytes).prefix { $0 == $1 }.count
    let context = { (bytes: [UInt8]) in String(decoding: bytes[max(0, offset - 60)..<min(bytes.count, offset + 60)], as: UTF8.self) }
    print("The two writers disagree at byte \(offset):\n  tessera:      \(context(tesseraBytes))\n  hand-written: \(context(baselineBytes))")
    exit(1)
}

/// The processor time this thread has spent, in seconds: what a busy machine does not blur as
/// it blurs the clock on the wall (another process's turn on the core is not counted).
func threadCPUTime() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// Runs the two writers in turn, `iterations` times each after three runs that warm caches and
/// the allocator, and gives the median processor time of each: taken in turn, a slower spell of
/// the machine falls on both alike.
func measure(_ first: () throws -> Void, _ second: () throws -> Void) rethrows -> (Double, Double) {
    var firstSamples: [Double] = []
    var secondSamples: [Double] = []
    for iteration in 0..<(iterations + 3) {
        var start = threadCPUTime()
        try first()
        let firstTime = threadCPUTime() - start
        start = threadCPUTime()
        try second()
        let secondTime = threadCPUTime() - start
        if iteration >= 3 {
            firstSamples.append(firstTime)
            secondSamples.append(secondTime)
        }
    }
    return (firstSamples.sorted()[firstSamples.count / 2], secondSamples.sorted()[secondSamples.count / 2])
}

var statistics = RenderStatistics()
var buffer: [UInt8] = []
let (tesseraSeconds, baselineSeconds) = try measure({
    var sink = CountingSink()
    statistics = try renderer.render(page, into: &sink)
}, {
    buffer.removeAll(keepingCapacity: true)
    handWritten.write(into: &buffer)
})

func figure(_ value: Double) -> String {
    String(format: "%12.0f", value)
}

let bytes = Double(tesseraBytes.count)
print("Rendering a \(rowCount)-row film table page (\(tesseraBytes.count) bytes), median processor time of \(iterations) runs each, in turn")
print("writer            rows/s       MB/s    ms/page   memory held")
print(String(format: "tessera     %@ %10.1f %10.2f   %@", figure(Double(rowCount) / tesseraSeconds), bytes / tesseraSeconds / 1e6, tesseraSeconds * 1e3, "\(statistics.peakBufferSize / 1024) KiB buffer (streams)"))
print(String(format: "hand-written%@ %10.1f %10.2f   %@", figure(Double(rowCount) / baselineSeconds), bytes / baselineSeconds / 1e6, baselineSeconds * 1e3, "\(buffer.capacity / 1024) KiB (whole page)"))
print(String(format: "tessera takes %.2f× the time of the hand-written writer", tesseraSeconds / baselineSeconds))
