extension HeckelDiff.Pairing {
    /// Pairs by walking both middles side by side, as long as they differ in few places — the
    /// common case of a large array where a few elements moved, came or went here and there —
    /// and through a table of indexes (``init(hashing:with:)``) when they differ in too many
    /// places for the walk to pay.
    ///
    /// A table of a million indexes is larger than the caches, and each lookup in it waits for
    /// memory, where a walk reads both arrays in order. Equal runs pair by comparison; where the
    /// middles differ, the walk skips to the nearest place where they agree again, leaving what
    /// it skipped unpaired. That pairs every element that occurs in no skipped place in order,
    /// as Heckel's table would; the elements equal to a skipped one (a repeated element the walk
    /// may have paired out of order) are then unpaired and paired again in order through a table
    /// of just them. So the pairing is the one the table gives, at the cost of one pass of
    /// comparisons and a membership test per element.
    @inlinable
    init<Element: Hashable>(walking old: UnsafeBufferPointer<Element>, with new: UnsafeBufferPointer<Element>) {
        self.init(oldCount: old.count, newCount: new.count)
        if pairEqualRuns(old, new) {
            pairAgainElementsEqualToUnpaired(old, new)
        } else {
            // The arrays are reused: fresh pages cost more than clearing these.
            newForOld.withUnsafeMutableBufferPointer { $0.update(repeating: -1) }
            oldForNew.withUnsafeMutableBufferPointer { $0.update(repeating: -1) }
            pairInOrder(old.indices, of: old, with: new.indices, of: new)
        }
    }

    /// Pairs the equal runs a side-by-side walk finds; false when more than an eighth of the
    /// elements are left unpaired, or when finding where the middles agree again took more than
    /// one comparison per element.
    @inlinable
    mutating func pairEqualRuns<Element: Equatable>(_ old: UnsafeBufferPointer<Element>, _ new: UnsafeBufferPointer<Element>) -> Bool {
        let unpairedLimit = (old.count + new.count) / 8
        var unpaired = 0
        var comparisonsLeft = old.count + new.count
        var oldIndex = 0
        var newIndex = 0
        while oldIndex < old.count && newIndex < new.count {
            if old[oldIndex] == new[newIndex] {
                pair(oldIndex, newIndex)
                oldIndex += 1
                newIndex += 1
                continue
            }
            guard
                let (oldSkip, newSkip) = HeckelDiff.nearestAgreement(
                    old[oldIndex...], new[newIndex...], comparisonsLeft: &comparisonsLeft)
            else { return false }
            unpaired += oldSkip + newSkip
            guard unpaired <= unpairedLimit else { return false }
            oldIndex += oldSkip
            newIndex += newSkip
        }
        return unpaired + (old.count - oldIndex) + (new.count - newIndex) <= unpairedLimit
    }

    /// Unpairs every paired element equal to an unpaired one, and pairs all of those in order.
    ///
    /// An element that no unpaired element equals has all its copies paired by the walk, the
    /// k-th old one with the k-th new one, since the walk only goes forward: in order already.
    @inlinable
    mutating func pairAgainElementsEqualToUnpaired<Element: Hashable>(
        _ old: UnsafeBufferPointer<Element>, _ new: UnsafeBufferPointer<Element>
    ) {
        var unpairedValues: [Element] = []
        for oldIndex in newForOld.indices where newForOld[oldIndex] < 0 {
            unpairedValues.append(old[oldIndex])
        }
        for newIndex in oldForNew.indices where oldForNew[newIndex] < 0 {
            unpairedValues.append(new[newIndex])
        }
        guard !unpairedValues.isEmpty else { return }
        let unpaired = HeckelDiff.UnpairedElements(unpairedValues)
        for oldIndex in newForOld.indices where newForOld[oldIndex] >= 0 && unpaired.contains(old[oldIndex]) {
            unpair(oldIndex)
        }
        let oldLeft = newForOld.indices.filter { newForOld[$0] < 0 }
        let newLeft = oldForNew.indices.filter { oldForNew[$0] < 0 }
        pairInOrder(oldLeft, of: old, with: newLeft, of: new)
    }
}

extension HeckelDiff {
    /// Past this many elements skipped in all, a search for where the middles agree again looks
    /// only for runs that were inserted or removed, not for ones replaced by others.
    @inlinable
    static var mixedSkipLimit: Int { 8 }

    /// The fewest elements to skip, (old, new), from the start of `old` and `new` (whose first
    /// elements differ) to reach two equal ones: every split of the total up to
    /// ``mixedSkipLimit``, then only skips of one side. Skips everything left when none of those
    /// agree; nil when the search would take more than `comparisonsLeft` comparisons.
    @inlinable
    static func nearestAgreement<Element: Equatable>(
        _ old: Slice<UnsafeBufferPointer<Element>>,
        _ new: Slice<UnsafeBufferPointer<Element>>,
        comparisonsLeft: inout Int
    ) -> (old: Int, new: Int)? {
        let oldStart = old.startIndex
        let newStart = new.startIndex
        for total in 1..<max(old.count, new.count, mixedSkipLimit + 1) {
            if total <= mixedSkipLimit {
                var oldSkip = max(0, total - new.count + 1)
                while oldSkip <= min(total, old.count - 1) {
                    if old[oldStart + oldSkip] == new[newStart + total - oldSkip] {
                        return (oldSkip, total - oldSkip)
                    }
                    oldSkip += 1
                }
                comparisonsLeft -= total + 1
            } else {
                if total < new.count && old[oldStart] == new[newStart + total] {
                    return (0, total)
                }
                if total < old.count && old[oldStart + total] == new[newStart] {
                    return (total, 0)
                }
                comparisonsLeft -= 2
            }
            if comparisonsLeft < 0 { return nil }
        }
        return (old.count, new.count)
    }

    /// The elements a walk left unpaired, for membership tests of every element, most of which
    /// fail: up to four are compared one by one, without hashing; more are hashed, and a bitmap
    /// of their hashes, small enough to stay in the cache, answers most tests before the set is
    /// looked at.
    @usableFromInline
    struct UnpairedElements<Element: Hashable> {
        @usableFromInline let few: [Element]
        @usableFromInline let many: Set<Element>
        /// One bit for each hash value modulo its size, set for the hashes of `many`.
        @usableFromInline let hashBits: [UInt64]
        @usableFromInline let hashMask: Int

        @inlinable
        init(_ elements: [Element]) {
            guard elements.count > 4 else {
                few = elements
                many = []
                hashBits = []
                hashMask = 0
                return
            }
            few = []
            many = Set(elements)
            // About 64 bits an element, so that few tests of an element not in it get past them.
            var bitCount = 64
            while bitCount < 64 * many.count && bitCount < 1 << 23 {
                bitCount *= 2
            }
            hashMask = bitCount - 1
            var hashBits = [UInt64](repeating: 0, count: bitCount / 64)
            for element in many {
                let bit = element.hashValue & hashMask
                hashBits[bit >> 6] |= 1 << UInt64(bit & 63)
            }
            self.hashBits = hashBits
        }

        @inlinable
        func contains(_ element: Element) -> Bool {
            if many.isEmpty { return few.contains(element) }
            let bit = element.hashValue & hashMask
            return hashBits[bit >> 6] & (1 << UInt64(bit & 63)) != 0 && many.contains(element)
        }
    }
}
