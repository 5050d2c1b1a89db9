extension HeckelDiff.Pairing {
    /// The steps this pairing gives, each index plus `offset`: the removals, high to low, then the
    /// insertions and moves, from the back of the new array to its front.
    @inlinable
    func steps(offset: Int) -> [HeckelDiff.Step] {
        var steps: [HeckelDiff.Step] = []
        var removed: [Int] = []  // ascending
        for oldIndex in newForOld.indices where newForOld[oldIndex] < 0 {
            removed.append(oldIndex)
        }
        steps.reserveCapacity(removed.count)
        for oldIndex in removed.reversed() {
            steps.append(.remove(offset + oldIndex))
        }
        let staying = staying()
        appendInsertionsAndMoves(staying: staying, removed: removed, offset: offset, to: &steps)
        return steps
    }

    /// Which old elements stay, by old index: the paired ones of a longest run whose new indexes
    /// increase in the old order, found by patience sorting.
    ///
    /// Most elements of a large diff kept their order, so each usually extends the longest run
    /// found so far, checked before a binary search: O(n) then, O(n log n) at worst.
    @inlinable
    func staying() -> [Bool] {
        // For each length, the old index of the element with the smallest new index that ends a
        // run of that length, and that new index for the longest run.
        var tails: [Index] = []
        tails.reserveCapacity(min(newForOld.count, oldForNew.count))
        var longestTail: Index = -1
        var previous = [Index](repeating: -1, count: newForOld.count)  // in the run, by old index
        for (oldIndex, newIndex) in newForOld.enumerated() where newIndex >= 0 {
            if newIndex > longestTail {
                previous[oldIndex] = tails.last ?? -1
                tails.append(Index(truncatingIfNeeded: oldIndex))
                longestTail = newIndex
            } else {
                let length = firstTail(in: tails, notBelow: newIndex)
                previous[oldIndex] = length > 0 ? tails[length - 1] : -1
                tails[length] = Index(truncatingIfNeeded: oldIndex)
                if length == tails.count - 1 { longestTail = newIndex }
            }
        }
        var staying = [Bool](repeating: false, count: newForOld.count)
        var oldIndex = Int(tails.last ?? -1)
        while oldIndex >= 0 {
            staying[oldIndex] = true
            oldIndex = Int(previous[oldIndex])
        }
        return staying
    }

    /// The first length whose tail's new index is not below `newIndex`.
    @inlinable
    func firstTail(in tails: [Index], notBelow newIndex: Index) -> Int {
        var low = 0
        var high = tails.count
        while low < high {
            let middle = (low + high) / 2
            if newForOld[Int(tails[middle])] < newIndex { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Appends the insertions and moves, working from the back of the new array.
    ///
    /// Each element that moves or is inserted goes right before its anchor — the next element
    /// in the new order that stays, or the end — and everything behind it in the new order is in
    /// place by then. So its destination is the count of elements still before its anchor: the
    /// elements left after the removals before it in the old order, less those already moved
    /// away. An element that moves is at the count of those left before it, less those moved
    /// away from before it, plus those already placed before an anchor before it. Two Fenwick
    /// trees over old indexes count what moved away and what was placed, touched only for the k
    /// elements that move or are inserted: O(k log k); the elements that stay cost nothing.
    @inlinable
    func appendInsertionsAndMoves(staying: [Bool], removed: [Int], offset: Int, to steps: inout [HeckelDiff.Step]) {
        let placements = placements(staying: staying)
        let coordinates = HeckelDiff.Coordinates(placements, oldCount: newForOld.count)
        var movedAway = FenwickTree<Index>(count: coordinates.count)  // by old index
        var placed = FenwickTree<Index>(count: coordinates.count)  // by old index of the anchor
        /// The elements left after the removals before old index `oldIndex`.
        func leftBefore(_ oldIndex: Int) -> Int {
            oldIndex - HeckelDiff.firstIndex(in: removed, notBelow: oldIndex)
        }
        for placement in placements {
            let anchor = coordinates.rank(of: placement.anchor)
            if placement.oldIndex >= 0 {
                let position = coordinates.rank(of: placement.oldIndex)
                let from = leftBefore(placement.oldIndex) - movedAway.prefixSum(position) + placed.prefixSum(position)
                movedAway.add(1, at: position)
                let to = leftBefore(placement.anchor) - movedAway.prefixSum(anchor)
                placed.add(1, at: anchor)
                if from != to { steps.append(.move(from: offset + from, to: offset + to)) }
            } else {
                let at = leftBefore(placement.anchor) - movedAway.prefixSum(anchor)
                placed.add(1, at: anchor)
                steps.append(.insert(at: offset + at, element: offset + placement.newIndex))
            }
        }
    }

    /// The elements that move or are inserted, from the back of the new array to its front,
    /// each with its anchor.
    @inlinable
    func placements(staying: [Bool]) -> [HeckelDiff.Placement] {
        var placements: [HeckelDiff.Placement] = []
        var anchor = newForOld.count
        for newIndex in oldForNew.indices.reversed() {
            let oldIndex = Int(oldForNew[newIndex])
            if oldIndex >= 0 && staying[oldIndex] {
                anchor = oldIndex
            } else {
                placements.append(HeckelDiff.Placement(newIndex: newIndex, oldIndex: oldIndex, anchor: anchor))
            }
        }
        return placements
    }
}

extension HeckelDiff {
    /// An element that moves or is inserted.
    @usableFromInline
    struct Placement {
        /// Its index in the new array.
        @usableFromInline let newIndex: Int
        /// Its index in the old array, or -1 when it is inserted.
        @usableFromInline let oldIndex: Int
        /// The old index of the next element in the new order that stays, or the old count.
        @usableFromInline let anchor: Int

        @inlinable
        init(newIndex: Int, oldIndex: Int, anchor: Int) {
            self.newIndex = newIndex
            self.oldIndex = oldIndex
            self.anchor = anchor
        }
    }

    /// The old indexes the Fenwick trees count at, numbered 0..<count in their order: only the
    /// ones the placements name, when they are few, so that the trees and the work on them
    /// follow the number of placements rather than the array's length; all of them otherwise,
    /// which spares sorting.
    @usableFromInline
    struct Coordinates {
        /// The old indexes named, ascending; nil when every old index counts as itself.
        @usableFromInline let named: [Int]?
        @usableFromInline let count: Int

        @usableFromInline
        init(_ placements: [Placement], oldCount: Int) {
            guard placements.count * 8 < oldCount else {
                named = nil
                count = oldCount + 1
                return
            }
            var indexes: [Int] = []
            indexes.reserveCapacity(2 * placements.count)
            for placement in placements {
                indexes.append(placement.anchor)
                if placement.oldIndex >= 0 { indexes.append(placement.oldIndex) }
            }
            indexes.sort()
            var unique: [Int] = []
            unique.reserveCapacity(indexes.count)
            for index in indexes where index != unique.last {
                unique.append(index)
            }
            named = unique
            count = unique.count
        }

        /// The number of `oldIndex`, one the placements name.
        @inlinable
        func rank(of oldIndex: Int) -> Int {
            guard let named else { return oldIndex }
            return HeckelDiff.firstIndex(in: named, notBelow: oldIndex)
        }
    }

    /// The index of the first value in `sorted` that is not below `value`.
    @inlinable
    static func firstIndex(in sorted: [Int], notBelow value: Int) -> Int {
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

/// Counts over positions 0..<n with O(log n) updates and prefix sums, each count a `Count`.
@usableFromInline
struct FenwickTree<Count: FixedWidthInteger> {
    @usableFromInline var tree: [Count]

    /// A tree of `count` positions, all zero.
    @inlinable
    init(count: Int) {
        tree = [Count](repeating: 0, count: count + 1)
    }

    /// Adds `delta` at `position`.
    @inlinable
    mutating func add(_ delta: Count, at position: Int) {
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
        var sum: Count = 0
        while index > 0 {
            sum += tree[index]
            index -= index & -index
        }
        return Int(sum)
    }
}
