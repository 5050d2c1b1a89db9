import Foundation
import TesseraSections

// Two figures for TesseraSections, each next to a peer measured in the same run:
//  1. Heckel's diff with moves against the standard library's `difference(from:)` (Myers' diff)
//     with `inferringMoves()`, on arrays of 1,000 to 1,000,000 elements under several kinds of
//     edits: a few moves, many moves, appends, one insertion, a reversal.
//  2. Mapping lookups per second in a provider of 10 to 100,000 sections, against a linear scan.
// Run it in release mode: swift run -c release tessera-sections-benchmark

struct Generator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}

func seconds(_ body: () -> Void) -> Double {
    let start = ContinuousClock.now
    body()
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
}

/// The CPU time this thread has used, in seconds: on a shared machine, what another process
/// takes of the processor does not count, as it would in a wall-clock time.
func threadCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// The median CPU time of `body` over `samples` samples, each repeating it enough times to take
/// a millisecond or more, so that a diff of a few microseconds is timed above the clock's grain.
func medianCPUTime(samples: Int, _ body: () -> Void) -> Double {
    var repetitions = 1
    while true {
        let start = threadCPUSeconds()
        for _ in 0..<repetitions { body() }
        if threadCPUSeconds() - start >= 1e-3 { break }
        repetitions *= 4
    }
    let times = (0..<samples).map { _ in
        let start = threadCPUSeconds()
        for _ in 0..<repetitions { body() }
        return (threadCPUSeconds() - start) / Double(repetitions)
    }
    return times.sorted()[samples / 2]
}

func format(_ seconds: Double) -> String {
    if seconds < 1e-3 { return String(format: "%.1f µs", seconds * 1e6) }
    if seconds < 1 { return String(format: "%.1f ms", seconds * 1e3) }
    return String(format: "%.2f s", seconds)
}

/// `old` with `moves` of its elements moved to random places, `removals` others removed and
/// `insertions` new ones inserted at random places. Built in one pass, as a million elements
/// with a hundred thousand moves would take hours one `remove`/`insert` at a time.
func edited(_ old: [Int], moves: Int, insertions: Int, removals: Int, seed: UInt64) -> [Int] {
    var random = Generator(state: seed)
    var indexes = Array(old.indices)
    for index in 0..<(moves + removals) {  // the first ones of a random permutation
        indexes.swapAt(index, Int.random(in: index..<indexes.count, using: &random))
    }
    var taken = [Bool](repeating: false, count: old.count)
    for index in indexes.prefix(moves + removals) {
        taken[index] = true
    }
    let staying = old.indices.filter { !taken[$0] }.map { old[$0] }
    let placed = (indexes.prefix(moves).map { old[$0] } + (0..<insertions).map { old.count + $0 }).shuffled(using: &random)
    let places = placed.map { _ in Int.random(in: 0...staying.count, using: &random) }.sorted()
    var new: [Int] = []
    new.reserveCapacity(staying.count + placed.count)
    var next = 0
    for (place, element) in zip(places, placed) {
        new.append(contentsOf: staying[next..<place])
        new.append(element)
        next = place
    }
    new.append(contentsOf: staying[next...])
    return new
}

/// A kind of edit: its name in the table, the new array, and about how many elements Myers'
/// diff finds different (d), which sets its cost.
struct Edit {
    let name: String
    let make: (_ old: [Int], _ seed: UInt64) -> [Int]
    let differences: (_ count: Int) -> Int

    static func moved(_ name: String, moves: @escaping (Int) -> Int) -> Edit {
        Edit(
            name: name,
            make: { old, seed in
                let moves = moves(old.count)
                return edited(old, moves: moves, insertions: moves / 2, removals: moves / 2, seed: seed)
            },
            differences: { 3 * moves($0) }
        )
    }
}

let edits: [Edit] = [
    .moved("100 moves, 50 in, 50 out", moves: { _ in 100 }),
    .moved("1% moved, ½% in, ½% out", moves: { $0 / 100 }),
    .moved("10% moved, 5% in, 5% out", moves: { $0 / 10 }),
    Edit(name: "100 appended", make: { old, _ in old + (old.count..<(old.count + 100)) }, differences: { _ in 100 }),
    Edit(
        name: "1 inserted in the middle",
        make: { old, _ in
            var new = old
            new.insert(old.count, at: old.count / 2)
            return new
        },
        differences: { _ in 1 }
    ),
    Edit(name: "reversed", make: { old, _ in old.reversed() }, differences: { 2 * $0 }),
]

/// Past this n·d, Myers' diff runs for seconds to minutes, so it is not run.
let myersLimit = 2e9

print("Diffs of n elements (median CPU time; steps or changes found in brackets)")
print("Myers' diff, under the standard library's difference(from:), takes O(n·d) for d differences.")
print("Heckel's compares the common prefix and suffix away, then pairs the middle in one walk where it")
print("differs in few places, or through a table of indexes: O(n), and O(k log k) for k moves and inserts.")
print()
print("        n | edit                     |       Heckel (steps) | stdlib + inferringMoves (changes) | stdlib / Heckel")
for count in [1_000, 100_000, 1_000_000] {
    let old = Array(0..<count)
    for (number, edit) in edits.enumerated() {
        let new = edit.make(old, UInt64(count * 10 + number))
        let samples = count >= 1_000_000 ? 3 : 5
        var steps = 0
        let heckel = medianCPUTime(samples: samples) { steps = HeckelDiff.changes(from: old, to: new).count }
        let differences = edit.differences(count)
        let stdlibText: String
        let ratioText: String
        if Double(count) * Double(differences) <= myersLimit {
            var changes = 0
            let stdlib = medianCPUTime(samples: samples) { changes = new.difference(from: old).inferringMoves().count }
            stdlibText = "\(format(stdlib)) (\(changes))"
            ratioText = String(format: "%8.1f×", stdlib / heckel)
        } else {
            stdlibText = "not run: n·d = \(count * differences)"
            ratioText = "       —"
        }
        print(
            "\(String(count).leftPadded(9)) | \(edit.name.rightPadded(24)) | \("\(format(heckel)) (\(steps))".leftPadded(20)) | \(stdlibText.leftPadded(33)) | \(ratioText)"
        )
    }
}

extension String {
    func leftPadded(_ width: Int) -> String {
        String(repeating: " ", count: max(0, width - count)) + self
    }

    func rightPadded(_ width: Int) -> String {
        self + String(repeating: " ", count: max(0, width - count))
    }
}

print()
print("Mapping lookups in a provider of n sections (index of a section, section at an index, section of an element)")
print("   sections |  provider lookups/s | nodes per lookup | linear scan lookups/s | provider / scan")
await MainActor.run {}
for count in [10, 1_000, 100_000] {
    let (lookups, visits, scan) = await measureMapping(sections: count)
    print(String(format: "%11d | %19.0f | %16.1f | %21.0f | %12.1f×", count, lookups, visits, scan, lookups / scan))
}

@SectionActor
func measureMapping(sections count: Int) -> (lookupsPerSecond: Double, visitsPerLookup: Double, scanPerSecond: Double) {
    var random = Generator(state: 7)
    let root = ComposedSectionProvider()
    var order: [ArraySection<Int>] = []
    for value in 0..<count {
        let section = ArraySection<Int>(Array(repeating: value, count: Int.random(in: 1...5, using: &random)))
        root.append(section)
        order.append(section)
    }
    let queries = (0..<200_000).map { _ in Int.random(in: 0..<count, using: &random) }
    let visitsBefore = root.mappingVisits
    var checksum = 0
    let elapsed = seconds {
        for query in queries {
            checksum &+= root.index(of: order[query]) ?? 0
            checksum &+= root.section(at: query).numberOfElements
            checksum &+= root.location(ofElementAt: query)?.item ?? 0
        }
    }
    let lookups = Double(queries.count * 3)
    let visits = Double(root.mappingVisits - visitsBefore) / lookups
    // The peer: the same three answers from a scan over the sections, as a plain array would.
    let scanQueries = queries.prefix(count >= 100_000 ? 200 : 20_000)
    let scanElapsed = seconds {
        for query in scanQueries {
            checksum &+= order.firstIndex { $0 === order[query] } ?? 0
            checksum &+= order[query].numberOfElements
            var remaining = query
            for section in order {
                if remaining < section.numberOfElements { break }
                remaining -= section.numberOfElements
            }
            checksum &+= remaining
        }
    }
    if checksum == 42 { print("") }  // keeps the work from being optimised away
    return (lookups / elapsed, visits, Double(scanQueries.count * 3) / scanElapsed)
}
