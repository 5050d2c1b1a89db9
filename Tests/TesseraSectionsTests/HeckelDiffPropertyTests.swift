import Testing
import TesseraSections

/// Properties of ``HeckelDiff/changes(from:to:)`` on arrays of every shape, through the public
/// API: the steps, replayed on the old array, give the new one; removals come first, from the
/// highest index down; and the number of removals, insertions and moves is the one the
/// documented pairing gives — for moves, all paired elements but a longest run that kept its
/// order — computed here the plain way. Sizes reach past the small-middle limit, so that the
/// comparing, walking and hashing ways of pairing are all taken.
@Suite("Heckel diff properties")
struct HeckelDiffPropertyTests {
    /// `old` after `steps`, or nil when a step's index is out of range or a removal comes after
    /// another step than a removal at a higher index.
    static func replay<Element>(_ steps: [HeckelDiff.Step], on old: [Element], new: [Element]) -> [Element]? {
        var array = old
        var lastRemoval = Int.max
        var pastRemovals = false
        for step in steps {
            switch step {
            case .remove(let index):
                guard !pastRemovals, index < lastRemoval, array.indices.contains(index) else { return nil }
                lastRemoval = index
                array.remove(at: index)
            case .insert(let index, let element):
                pastRemovals = true
                guard (0...array.count).contains(index), new.indices.contains(element) else { return nil }
                array.insert(new[element], at: index)
            case .move(let from, let to):
                pastRemovals = true
                guard array.indices.contains(from), array.indices.contains(to) else { return nil }
                array.insert(array.remove(at: from), at: to)
            }
        }
        return array
    }

    /// The removals, insertions and moves the documented pairing gives: the common prefix and
    /// suffix stay; in the middle, equal elements pair in order; every paired element moves but
    /// those of a longest subsequence whose new indexes increase.
    static func expectedCounts<Element: Hashable>(
        from old: [Element], to new: [Element]
    ) -> (removals: Int, insertions: Int, moves: Int) {
        var prefix = 0
        while prefix < min(old.count, new.count) && old[prefix] == new[prefix] {
            prefix += 1
        }
        var suffix = 0
        while suffix < min(old.count, new.count) - prefix && old[old.count - 1 - suffix] == new[new.count - 1 - suffix] {
            suffix += 1
        }
        let oldMiddle = Array(old[prefix..<(old.count - suffix)])
        let newMiddle = Array(new[prefix..<(new.count - suffix)])
        var unpaired: [Element: [Int]] = [:]
        for (index, element) in oldMiddle.enumerated() {
            unpaired[element, default: []].append(index)
        }
        var newForOld = [Int?](repeating: nil, count: oldMiddle.count)
        for (index, element) in newMiddle.enumerated() {
            if let oldIndex = unpaired[element]?.first {
                unpaired[element]!.removeFirst()
                newForOld[oldIndex] = index
            }
        }
        let kept = newForOld.compactMap { $0 }
        // The longest increasing subsequence's length, by the quadratic recurrence.
        var longestEndingAt = [Int](repeating: 1, count: kept.count)
        for index in kept.indices {
            for before in 0..<index where kept[before] < kept[index] {
                longestEndingAt[index] = max(longestEndingAt[index], longestEndingAt[before] + 1)
            }
        }
        let longest = longestEndingAt.max() ?? 0
        return (oldMiddle.count - kept.count, newMiddle.count - kept.count, kept.count - longest)
    }

    /// Checks every property of the diff from `old` to `new`; with `distinct` elements, also that
    /// the steps are exactly the previous algorithm's.
    static func check(_ old: [Int], _ new: [Int], distinct: Bool, _ what: Comment) {
        let steps = HeckelDiff.changes(from: old, to: new)
        #expect(replay(steps, on: old, new: new) == new, what)
        var counts = (removals: 0, insertions: 0, moves: 0)
        for step in steps {
            switch step {
            case .remove: counts.removals += 1
            case .insert: counts.insertions += 1
            case .move: counts.moves += 1
            }
        }
        let expected = expectedCounts(from: old, to: new)
        #expect(counts == expected, what)
        if distinct {
            #expect(steps == PreviousHeckelDiff.changes(from: old, to: new), what)
        }
    }

    /// `array` after `count` random edits — removals, moves and insertions of values from
    /// `fresh` — in one stretch of `array` or anywhere.
    static func edited(
        _ array: [Int], count: Int, local: Bool, fresh: () -> Int, using random: inout SeededGenerator
    ) -> [Int] {
        var array = array
        let start = local && !array.isEmpty ? Int.random(in: 0..<array.count, using: &random) : 0
        for _ in 0..<count {
            let end = local ? min(array.count, start + 8) : array.count
            let place = { (array: [Int], random: inout SeededGenerator) in
                Int.random(in: min(start, array.count)...min(end, array.count), using: &random)
            }
            switch Int.random(in: 0..<3, using: &random) {
            case 0 where start < end:
                array.remove(at: Int.random(in: start..<end, using: &random))
            case 1 where start < end:
                let element = array.remove(at: Int.random(in: start..<end, using: &random))
                array.insert(element, at: local ? place(array, &random) : Int.random(in: 0...array.count, using: &random))
            default:
                array.insert(fresh(), at: place(array, &random))
            }
        }
        return array
    }

    @Test(arguments: 0..<400)
    func randomArraysReplayWithTheFewestMoves(seed: Int) {
        var random = SeededGenerator(seed: UInt64(seed) &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407)
        let count = [0, 1, 2, 3, 5, 8, 20, 40, 120, 600, 2_000][Int.random(in: 0..<11, using: &random)]
        let distinct = seed % 3 != 0
        let alphabet = distinct ? Int.max : [1, 2, 3, 5, 20, 500][Int.random(in: 0..<6, using: &random)]
        var old: [Int]
        switch Int.random(in: 0..<4, using: &random) {
        case 0 where !distinct: old = [Int](repeating: 7, count: count)
        case 1: old = Array(0..<count)
        case 2: old = Array((0..<count).reversed())
        default:
            old = distinct ? Array(0..<count).shuffled(using: &random) : (0..<count).map { _ in Int.random(in: 0..<alphabet, using: &random) }
        }
        if distinct { old = old.map { $0 * 2 } }  // odd values are fresh
        var nextFresh = 1
        var freshRandom = SeededGenerator(seed: UInt64(seed))
        let fresh = { () -> Int in
            defer { nextFresh += 2 }
            return distinct ? nextFresh : Int.random(in: 0..<alphabet, using: &freshRandom)
        }
        let new: [Int]
        let edit = Int.random(in: 0..<7, using: &random)
        switch edit {
        case 0: new = old.shuffled(using: &random)
        case 1: new = old.reversed()
        case 2: new = old + (0..<Int.random(in: 1...5, using: &random)).map { _ in fresh() }
        case 3: new = Array(old.dropFirst(Int.random(in: 0...min(3, count), using: &random)))
        default:
            let edits = Int.random(in: 0...max(1, count / [1, 10, 100][edit - 4]), using: &random)
            new = Self.edited(old, count: edits, local: seed % 2 == 0, fresh: fresh, using: &random)
        }
        Self.check(old, new, distinct: distinct, "seed \(seed), \(old.count) → \(new.count) elements, edit \(edit)")
    }

    @Test func edgeCases() {
        let ten = Array(0..<10)
        let cases: [(old: [Int], new: [Int], distinct: Bool)] = [
            ([], [], true),
            ([], [1, 2, 3], true),
            ([1, 2, 3], [], true),
            (ten, ten, true),
            ([5, 5, 5, 5], [5, 5], false),
            ([5, 5], [5, 5, 5, 5], false),
            ([5, 5, 5], [6, 6, 6], false),
            (ten, ten.reversed(), true),
            ([1], [2], true),
            ([1, 2], [2, 1], true),
            ([1, 2, 1], [2, 1, 1], false),
            ([1, 2, 3, 1], [2, 3, 1, 1], false),
            ([1, 2, 3, 4, 1], [2, 3, 4, 1, 1], false),
        ]
        for (old, new, distinct) in cases {
            Self.check(old, new, distinct: distinct, "\(old) → \(new)")
        }
    }

    /// The shapes found by comparing alone — one element moved from one end of the middle to the
    /// other, or the two ends swapped — at every distance, and the same shapes when a moved
    /// element occurs elsewhere too, which pairing in order must pair differently.
    @Test(arguments: [2, 3, 4, 5, 40, 3_000])
    func endMovesAndSwaps(count: Int) {
        let old = Array(0..<count).map { $0 * 2 }
        var new = old
        new.append(new.removeFirst())
        Self.check(old, new, distinct: true, "first to last of \(count)")
        Self.check(new, old, distinct: true, "last to first of \(count)")
        new = old
        new.swapAt(0, count - 1)
        Self.check(old, new, distinct: true, "ends of \(count) swapped")
        let padded = [-1] + old + [-3]
        var paddedNew = padded
        paddedNew.swapAt(1, count)
        Self.check(padded, paddedNew, distinct: true, "ends of \(count) swapped inside a prefix and a suffix")

        var repeated = old
        repeated[count / 2] = old[0]  // the moved element occurs in the middle too
        var repeatedNew = repeated
        repeatedNew.append(repeatedNew.removeFirst())
        Self.check(repeated, repeatedNew, distinct: false, "first to last of \(count), repeated")
        repeatedNew = repeated
        repeatedNew.swapAt(0, count - 1)
        Self.check(repeated, repeatedNew, distinct: false, "ends of \(count) swapped, repeated")
    }

    /// Large arrays with a few scattered edits, where the middle is paired by walking it, and
    /// with many, where it is hashed; with distinct elements and with few distinct values.
    @Test(arguments: 0..<24)
    func largeArraysWithScatteredEdits(seed: Int) {
        var random = SeededGenerator(seed: UInt64(seed) &+ 31_337)
        let count = [1_500, 4_000][seed % 2]
        let distinct = seed % 4 < 2
        let alphabet = distinct ? Int.max : [3, 50, 1_000][seed % 3]
        let old = distinct ? Array(0..<count).map { $0 * 2 } : (0..<count).map { _ in Int.random(in: 0..<alphabet, using: &random) }
        var nextFresh = 1
        var freshRandom = SeededGenerator(seed: UInt64(seed))
        let fresh = { () -> Int in
            defer { nextFresh += 2 }
            return distinct ? nextFresh : Int.random(in: 0..<alphabet, using: &freshRandom)
        }
        let edits = [1, 2, 5, 20, 60, 400][seed % 6]
        let new = Self.edited(old, count: edits, local: false, fresh: fresh, using: &random)
        Self.check(old, new, distinct: distinct, "seed \(seed): \(edits) edits of \(count) elements")
    }
}
