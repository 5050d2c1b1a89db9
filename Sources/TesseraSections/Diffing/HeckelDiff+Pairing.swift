extension HeckelDiff {
    /// Which old element each new element pairs with, and the reverse: equal elements paired in
    /// order, indexes within the middles.
    ///
    /// The indexes are stored as `Index`, `Int32` unless a middle has 2³¹ elements or more: on a
    /// million elements, the fresh pages a diff's arrays touch cost as much time as the work
    /// done in them, and half the bytes take half of that.
    @usableFromInline
    struct Pairing<Index: FixedWidthInteger & SignedInteger> {
        /// For each old element, the index of the new element it pairs with, or -1 (removed).
        @usableFromInline var newForOld: [Index]
        /// For each new element, the index of the old element it pairs with, or -1 (inserted).
        @usableFromInline var oldForNew: [Index]

        /// No element paired yet.
        @inlinable
        init(oldCount: Int, newCount: Int) {
            newForOld = [Index](repeating: -1, count: oldCount)
            oldForNew = [Index](repeating: -1, count: newCount)
        }

        /// Pairs `oldIndex` with `newIndex`.
        @inlinable
        mutating func pair(_ oldIndex: Int, _ newIndex: Int) {
            newForOld[oldIndex] = Index(truncatingIfNeeded: newIndex)
            oldForNew[newIndex] = Index(truncatingIfNeeded: oldIndex)
        }

        /// Unpairs the old element at `oldIndex` and its new element.
        @inlinable
        mutating func unpair(_ oldIndex: Int) {
            oldForNew[Int(newForOld[oldIndex])] = -1
            newForOld[oldIndex] = -1
        }

        /// Pairs by comparing each new element with the old ones until an unpaired equal one:
        /// O(old × new) comparisons, for middles small enough that this beats hashing them.
        @inlinable
        init<Element: Equatable>(comparing old: UnsafeBufferPointer<Element>, with new: UnsafeBufferPointer<Element>) {
            self.init(oldCount: old.count, newCount: new.count)
            for newIndex in new.indices {
                for oldIndex in old.indices where newForOld[oldIndex] < 0 && old[oldIndex] == new[newIndex] {
                    pair(oldIndex, newIndex)
                    break
                }
            }
        }

        /// Pairs through a table of the old elements' indexes: O(old + new) hashes.
        @inlinable
        init<Element: Hashable>(hashing old: UnsafeBufferPointer<Element>, with new: UnsafeBufferPointer<Element>) {
            self.init(oldCount: old.count, newCount: new.count)
            pairInOrder(old.indices, of: old, with: new.indices, of: new)
        }

        /// Pairs, in order, the equal elements among the old elements at `oldIndexes` and the
        /// new ones at `newIndexes`, both ascending and unpaired so far.
        @inlinable
        mutating func pairInOrder<Element: Hashable>(
            _ oldIndexes: some BidirectionalCollection<Int>,
            of old: UnsafeBufferPointer<Element>,
            with newIndexes: some Collection<Int>,
            of new: UnsafeBufferPointer<Element>
        ) {
            var table = OldIndexTable<Index>(oldIndexes, of: old)
            HeckelDiff.forEachHashed(newIndexes, of: new) { newIndex, hash in
                let oldIndex = table.popFirst(equalTo: new[newIndex], hash: hash, in: old)
                if oldIndex >= 0 {
                    pair(oldIndex, newIndex)
                }
            }
        }
    }

    /// Heckel's symbol table: for each distinct old element, its old indexes not yet paired, first
    /// first.
    ///
    /// A `Dictionary` from element to a list of indexes stores each element again and a list per
    /// element, and costs several cache misses a lookup on large arrays. This open-addressing
    /// table holds one index a slot and finds the element through it in `old`; the table is at
    /// most half full, so a lookup reads one or two slots. The rarer repeated elements chain
    /// their later indexes through `nextEqual`, allocated at the first repeat.
    @usableFromInline
    struct OldIndexTable<Index: FixedWidthInteger & SignedInteger> {
        /// 0 for an empty slot; `i + 1` when old index `i` is its element's first unpaired one;
        /// `-(i + 1)` when its element (the one at `i`) has none left.
        @usableFromInline var slots: [Index]
        /// `slots.count - 1`: the slot count is a power of two.
        @usableFromInline let mask: Int
        /// For each old index, the next old index of an equal element, or -1; empty until an
        /// element repeats.
        @usableFromInline var nextEqual: [Index] = []

        /// The table of the old elements at `indexes`, which ascend.
        @inlinable
        init<Element: Hashable>(_ indexes: some BidirectionalCollection<Int>, of old: UnsafeBufferPointer<Element>) {
            var capacity = 16
            while capacity < 2 * indexes.count {
                capacity *= 2
            }
            slots = [Index](repeating: 0, count: capacity)
            mask = capacity - 1
            // From the back, so that each repeat goes in front of the later ones.
            HeckelDiff.forEachHashed(indexes.reversed(), of: old) { index, hash in
                insert(index, hash: hash, of: old)
            }
        }

        /// Adds `index`, whose element has `hash`, which comes before every index of an equal
        /// element added so far.
        @inlinable
        mutating func insert<Element: Hashable>(_ index: Int, hash: Int, of old: UnsafeBufferPointer<Element>) {
            let element = old[index]
            var slot = hash & mask
            while true {
                let entry = Int(slots[slot])
                if entry == 0 {
                    slots[slot] = Index(truncatingIfNeeded: index + 1)
                    return
                }
                if old[entry - 1] == element {
                    if nextEqual.isEmpty {
                        nextEqual = [Index](repeating: -1, count: old.count)
                    }
                    nextEqual[index] = Index(truncatingIfNeeded: entry - 1)
                    slots[slot] = Index(truncatingIfNeeded: index + 1)
                    return
                }
                slot = (slot + 1) & mask
            }
        }

        /// The first unpaired old index of an element equal to `element`, whose hash is `hash`,
        /// now paired; -1 if none.
        @inlinable
        mutating func popFirst<Element: Hashable>(
            equalTo element: Element, hash: Int, in old: UnsafeBufferPointer<Element>
        ) -> Int {
            var slot = hash & mask
            while true {
                let entry = Int(slots[slot])
                if entry == 0 { return -1 }
                let index = abs(entry) - 1
                if old[index] == element {
                    guard entry > 0 else { return -1 }
                    let next = nextEqual.isEmpty ? -1 : Int(nextEqual[index])
                    slots[slot] = Index(truncatingIfNeeded: next >= 0 ? next + 1 : -entry)
                    return index
                }
                slot = (slot + 1) & mask
            }
        }
    }

    /// Calls `body` with each of `indexes` and the hash of its element, hashing a block of them
    /// before `body` sees any.
    ///
    /// `body` reads a slot of a table larger than the caches: a cache miss each. With the hashes
    /// at hand, the reads of a block depend on nothing before them, so the processor has many
    /// of them in flight at once instead of one or two between hash computations.
    @inlinable
    static func forEachHashed<Element: Hashable>(
        _ indexes: some Sequence<Int>,
        of elements: UnsafeBufferPointer<Element>,
        _ body: (_ index: Int, _ hash: Int) -> Void
    ) {
        let blockSize = 64
        withUnsafeTemporaryAllocation(of: (index: Int, hash: Int).self, capacity: blockSize) { block in
            var count = 0
            for index in indexes {
                block[count] = (index, elements[index].hashValue)
                count += 1
                if count == blockSize {
                    for entry in block { body(entry.index, entry.hash) }
                    count = 0
                }
            }
            for entry in block[..<count] { body(entry.index, entry.hash) }
        }
    }
}
