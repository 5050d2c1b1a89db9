extension HeckelDiff {
    /// Which old element each new element pairs with, and the reverse: equal elements paired in
    /// order, indexes within the middles.
    @usableFromInline
    struct Pairing {
        /// For each old element, the index of the new element it pairs with, or -1 (removed).
        @usableFromInline var newForOld: [Int]
        /// For each new element, the index of the old element it pairs with, or -1 (inserted).
        @usableFromInline var oldForNew: [Int]

        /// No element paired yet.
        @inlinable
        init(oldCount: Int, newCount: Int) {
            newForOld = [Int](repeating: -1, count: oldCount)
            oldForNew = [Int](repeating: -1, count: newCount)
        }

        /// Pairs `oldIndex` with `newIndex`.
        @inlinable
        mutating func pair(_ oldIndex: Int, _ newIndex: Int) {
            newForOld[oldIndex] = newIndex
            oldForNew[newIndex] = oldIndex
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
            var table = OldIndexTable(oldIndexes, of: old)
            for newIndex in newIndexes {
                let oldIndex = table.popFirst(equalTo: new[newIndex], in: old)
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
    /// table holds one `Int` a slot and finds the element through its index in `old`; the table
    /// is at most half full, so a lookup reads one or two slots. The rarer repeated elements
    /// chain their later indexes through `nextEqual`, allocated at the first repeat.
    @usableFromInline
    struct OldIndexTable {
        /// 0 for an empty slot; `i + 1` when old index `i` is its element's first unpaired one;
        /// `-(i + 1)` when its element (the one at `i`) has none left.
        @usableFromInline var slots: [Int]
        /// `slots.count - 1`: the slot count is a power of two.
        @usableFromInline let mask: Int
        /// For each old index, the next old index of an equal element, or -1; empty until an
        /// element repeats.
        @usableFromInline var nextEqual: [Int] = []

        /// The table of the old elements at `indexes`, which ascend.
        @inlinable
        init<Element: Hashable>(_ indexes: some BidirectionalCollection<Int>, of old: UnsafeBufferPointer<Element>) {
            var capacity = 16
            while capacity < 2 * indexes.count {
                capacity *= 2
            }
            slots = [Int](repeating: 0, count: capacity)
            mask = capacity - 1
            // From the back, so that each repeat goes in front of the later ones.
            for index in indexes.reversed() {
                insert(index, of: old)
            }
        }

        /// Adds `index`, which comes before every index of an equal element added so far.
        @inlinable
        mutating func insert<Element: Hashable>(_ index: Int, of old: UnsafeBufferPointer<Element>) {
            let element = old[index]
            var slot = element.hashValue & mask
            while true {
                let entry = slots[slot]
                if entry == 0 {
                    slots[slot] = index + 1
                    return
                }
                if old[entry - 1] == element {
                    if nextEqual.isEmpty {
                        nextEqual = [Int](repeating: -1, count: old.count)
                    }
                    nextEqual[index] = entry - 1
                    slots[slot] = index + 1
                    return
                }
                slot = (slot + 1) & mask
            }
        }

        /// The first unpaired old index of an element equal to `element`, now paired; -1 if none.
        @inlinable
        mutating func popFirst<Element: Hashable>(equalTo element: Element, in old: UnsafeBufferPointer<Element>) -> Int {
            var slot = element.hashValue & mask
            while true {
                let entry = slots[slot]
                if entry == 0 { return -1 }
                let index = abs(entry) - 1
                if old[index] == element {
                    guard entry > 0 else { return -1 }
                    let next = nextEqual.isEmpty ? -1 : nextEqual[index]
                    slots[slot] = next >= 0 ? next + 1 : -entry
                    return index
                }
                slot = (slot + 1) & mask
            }
        }
    }
}
