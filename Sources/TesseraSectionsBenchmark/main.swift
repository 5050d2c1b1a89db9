import Foundation
import TesseraSections

// Two figures for TesseraSections, each next to a peer measured in the same run:
//  1. Heckel's diff with moves against the standard library's `difference(from:)` (Myers' diff)
//     with `inferringMoves()`, on arrays of 1,000 to 1,000,000 elements with random moves.
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

func median(runs: Int, _ body: () -> Void) -> Double {
    (0..<runs).map { _ in seconds(body) }.sorted()[runs / 2]
}

func format(_ seconds: Double) -> String {
    seconds < 1e-3 ? String(format: "%8.1f µs", seconds * 1e6) : String(format: "%8.1f ms", seconds * 1e3)
}

/// `old` with `moves` random moves, and half as many insertions and removals.
func shuffled(_ old: [Int], moves: Int, seed: UInt64) -> [Int] {
    var random = Generator(state: seed)
    var new = old
    for _ in 0..<moves {
        let element = new.remove(at: Int.random(in: 0..<new.count, using: &random))
        new.insert(element, at: Int.random(in: 0...new.count, using: &random))
    }
    for index in 0..<(moves / 2) {
        new.remove(at: Int.random(in: 0..<new.count, using: &random))
        new.insert(old.count + index, at: Int.random(in: 0...new.count, using: &random))
    }
    return new
}

print("Diffs of n elements (median time; steps or changes found in brackets)")
print("Myers' diff, under the standard library's difference(from:), takes O(n·d) for d differences;")
print("Heckel's takes O(n) to pair and O(n log n) to order the steps, whatever d is.")
print()
print("        n | random moves |       Heckel (steps) | stdlib + inferringMoves (changes) | stdlib / Heckel")
for count in [1_000, 100_000, 1_000_000] {
    for moves in [100, count / 100] {
        let old = Array(0..<count)
        let new = shuffled(old, moves: moves, seed: UInt64(count + moves))
        let runs = count >= 1_000_000 ? 3 : 5
        var steps = 0
        let heckel = median(runs: runs) { steps = HeckelDiff.changes(from: old, to: new).count }
        // Myers' cost grows with n·d: past ~2·10⁹ cell visits it runs for minutes, so it is not run.
        let differences = moves * 3
        let stdlibText: String
        let ratioText: String
        if Double(count) * Double(differences) <= 2e9 {
            var changes = 0
            let stdlib = median(runs: runs) { changes = new.difference(from: old).inferringMoves().count }
            stdlibText = "\(format(stdlib)) (\(changes))"
            ratioText = String(format: "%8.1f×", stdlib / heckel)
        } else {
            stdlibText = "not run: n·d = \(count * differences)"
            ratioText = "       —"
        }
        print(
            "\(String(count).leftPadded(9)) | \(String(moves).leftPadded(12)) | \(("\(format(heckel)) (\(steps))").leftPadded(20)) | \(stdlibText.leftPadded(33)) | \(ratioText)"
        )
    }
}

extension String {
    func leftPadded(_ width: Int) -> String {
        String(repeating: " ", count: max(0, width - count)) + self
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
