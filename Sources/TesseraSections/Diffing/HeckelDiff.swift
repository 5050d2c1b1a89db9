/// The changes that turn one array into another: Paul Heckel's diff ("A technique for isolating
/// differences between files", 1978), with moves.
///
/// Heckel's symbol table pairs equal elements of the old and the new array in one pass over each:
/// an element that occurs once in both is an anchor, and equal elements that occur several times
/// pair up in order. Unpaired old elements are removals and unpaired new ones insertions, found
/// without comparing every pair, in time linear in the arrays' length.
///
/// Of the paired elements, the longest run that kept its order stays where it is and every other
/// one moves, so the number of moves is the least possible. The steps come out in the order a
/// ``Section`` reports changes — each index is in the array as it is after the steps before it —
/// which takes a Fenwick tree to compute: O(n log n) in all, with small constants.
public enum HeckelDiff {
    /// One step from the old array towards the new one.
    public enum Step: Hashable, Sendable {
        /// Remove the element at this index.
        case remove(Int)
        /// Insert, at index `at`, the element at index `element` of the new array.
        case insert(at: Int, element: Int)
        /// Move the element at `from` to `to` (remove it, then insert it there).
        case move(from: Int, to: Int)
    }

    /// The steps that turn `old` into `new`.
    ///
    /// Inlinable so that it is specialized for the element type where it is called: generic code
    /// hashing through witness tables runs several times slower.
    @inlinable
    public static func changes<Element: Hashable>(from old: [Element], to new: [Element]) -> [Step] {
        // The symbol table: for each distinct element, the old indexes not yet paired, in order.
        var unpairedOld: [Element: OldIndexes] = [:]
        unpairedOld.reserveCapacity(old.count)
        for (index, element) in old.enumerated() {
            unpairedOld[element, default: OldIndexes()].append(index)
        }
        var oldForNew = [Int](repeating: -1, count: new.count)
        var newForOld = [Int](repeating: -1, count: old.count)
        for (index, element) in new.enumerated() {
            if let oldIndex = unpairedOld[element]?.popFirst() {
                oldForNew[index] = oldIndex
                newForOld[oldIndex] = index
            }
        }

        var steps: [Step] = []
        for oldIndex in stride(from: old.count - 1, through: 0, by: -1) where newForOld[oldIndex] < 0 {
            steps.append(.remove(oldIndex))
        }

        // What is left: the paired elements in their old order ("kept"), each knowing its new index.
        var kept: [Int] = []  // new index of each kept element, in old order
        var keptPosition = [Int](repeating: -1, count: new.count)
        for oldIndex in old.indices where newForOld[oldIndex] >= 0 {
            keptPosition[newForOld[oldIndex]] = kept.count
            kept.append(newForOld[oldIndex])
        }
        var staying = [Bool](repeating: false, count: new.count)
        for target in longestIncreasingSubsequence(kept) {
            staying[target] = true
        }

        // Working from the back, each element that moves or is inserted goes right before its
        // successor, so the moved and inserted elements form runs, each right before a staying
        // element (its anchor) or at the end. That fixes every element's place in one order:
        // by anchor, a run before its anchor, in new order. Ranking that order once lets a
        // Fenwick tree of the elements present give any element's index in O(log n).
        var anchor = [Int](repeating: kept.count, count: new.count)
        var currentAnchor = kept.count
        for newIndex in stride(from: new.count - 1, through: 0, by: -1) {
            if staying[newIndex] {
                currentAnchor = keptPosition[newIndex]
            } else {
                anchor[newIndex] = currentAnchor
            }
        }
        var runLength = [Int](repeating: 0, count: kept.count + 1)
        for newIndex in new.indices where !staying[newIndex] {
            runLength[anchor[newIndex]] += 1
        }
        var runStart = [Int](repeating: 0, count: kept.count + 1)
        var keptRank = [Int](repeating: 0, count: kept.count)
        var rank = 0
        for position in 0...kept.count {
            runStart[position] = rank
            rank += runLength[position]
            if position < kept.count {
                keptRank[position] = rank
                rank += 1
            }
        }
        var placedRank = [Int](repeating: 0, count: new.count)
        var placedInRun = [Int](repeating: 0, count: kept.count + 1)
        for newIndex in new.indices where !staying[newIndex] {
            placedRank[newIndex] = runStart[anchor[newIndex]] + placedInRun[anchor[newIndex]]
            placedInRun[anchor[newIndex]] += 1
        }

        var present = FenwickTree(count: rank)
        for position in kept.indices {
            present.add(1, at: keptRank[position])
        }
        for newIndex in stride(from: new.count - 1, through: 0, by: -1) where !staying[newIndex] {
            if keptPosition[newIndex] >= 0 {
                let from = present.prefixSum(keptRank[keptPosition[newIndex]])
                present.add(-1, at: keptRank[keptPosition[newIndex]])
                let to = present.prefixSum(placedRank[newIndex])
                present.add(1, at: placedRank[newIndex])
                if from != to { steps.append(.move(from: from, to: to)) }
            } else {
                let at = present.prefixSum(placedRank[newIndex])
                present.add(1, at: placedRank[newIndex])
                steps.append(.insert(at: at, element: newIndex))
            }
        }
        return steps
    }

    /// The values of the longest strictly increasing subsequence of `values` (patience sorting).
    @usableFromInline
    static func longestIncreasingSubsequence(_ values: [Int]) -> [Int] {
        var tails: [Int] = []  // index into values of the smallest tail of each length
        var previous = [Int](repeating: -1, count: values.count)
        for (index, value) in values.enumerated() {
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[index] = tails[low - 1] }
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var result: [Int] = []
        var index = tails.last ?? -1
        while index >= 0 {
            result.append(values[index])
            index = previous[index]
        }
        return result.reversed()
    }

    /// The not yet paired old indexes of one element: usually one, so no array until a second.
    @usableFromInline
    struct OldIndexes {
        @usableFromInline var first: Int?
        @usableFromInline var rest: [Int] = []
        @usableFromInline var restStart = 0

        @inlinable
        init() {}

        @inlinable
        mutating func append(_ index: Int) {
            if first == nil && rest.isEmpty {
                first = index
            } else {
                rest.append(index)
            }
        }

        @inlinable
        mutating func popFirst() -> Int? {
            if let first {
                self.first = nil
                return first
            }
            guard restStart < rest.count else { return nil }
            restStart += 1
            return rest[restStart - 1]
        }
    }
}

/// Counts over positions 0..<n with O(log n) updates and prefix sums.
@usableFromInline
struct FenwickTree {
    @usableFromInline var tree: [Int]

    /// A tree of `count` positions, all zero.
    @inlinable
    init(count: Int) {
        tree = [Int](repeating: 0, count: count + 1)
    }

    /// Adds `delta` at `position`.
    @inlinable
    mutating func add(_ delta: Int, at position: Int) {
        var index = position + 1
        while index < tree.count {
            tree[index] += delta
            index += index & -index
        }
    }

    /// The sum over positions 0..<position.
    @inlinable
    func prefixSum(_ position: Int) -> Int {
        var index = position
        var sum = 0
        while index > 0 {
            sum += tree[index]
            index -= index & -index
        }
        return sum
    }
}
