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
/// which takes a Fenwick tree over the elements that move or are inserted.
///
/// Most diffs change a small part of an array, so the work is kept to that part:
///
/// - The common prefix and suffix are compared with `==` and set aside first: they stay where they
///   are, and only the middle is diffed. Equal arrays, appends, removals or insertions at one place
///   cost one pass of comparisons, with no hashing and nothing allocated for the array's length.
/// - A middle of one side only is all insertions or all removals; a middle whose one element moved
///   from one end to the other, or whose two ends swapped, is found by comparing too.
/// - A small middle is paired by comparing every pair, which costs less than hashing it.
/// - A larger one that differs in few places is walked side by side: equal runs pair by
///   comparison, each element is tested against the few left unpaired, and only those equal to
///   one of them go through a table. A table of a million indexes misses the cache on every
///   lookup, where the walk reads memory in order.
/// - Any other middle is paired through an open-addressing table of old indexes.
///
/// Each way pairs the middle's elements as the table would, so the steps are the same whichever
/// is taken. The work is O(n) in all, plus O(k log k) for the k elements that move or are inserted
/// (and O(n log n) at worst to find the elements that stay, when the order is much shuffled).
///
/// What is guaranteed, whichever way is taken:
///
/// - The steps turn `old` into `new`: every removal first, from the highest index down, then the
///   insertions and moves, each index in the array as it is after the steps before it.
/// - The common prefix and suffix stay. In the middle, equal elements pair up in order (the first
///   old one with the first new one, and so on); an element with more copies in one array than
///   the other has its extra copies removed or inserted, so removals and insertions are the fewest.
/// - Of the paired elements, all but a longest subsequence that kept its order move, and no other
///   element does: for arrays of distinct elements, that is the fewest moves there are.
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

    /// Middles with at most this many pairs of elements (old count × new count) are paired by
    /// comparing every pair: below it, that costs less than hashing both sides and allocating a
    /// table.
    @inlinable
    static var comparedPairsLimit: Int { 1024 }

    /// The steps that turn `old` into `new`.
    ///
    /// Inlinable so that it is specialized for the element type where it is called: generic code
    /// comparing and hashing through witness tables runs several times slower.
    @inlinable
    public static func changes<Element: Hashable>(from old: [Element], to new: [Element]) -> [Step] {
        old.withUnsafeBufferPointer { old in
            new.withUnsafeBufferPointer { new in
                let prefix = commonPrefixCount(old, new)
                let suffix = commonSuffixCount(old[prefix...], new[prefix...])
                return middleChanges(
                    from: UnsafeBufferPointer(rebasing: old[prefix..<(old.count - suffix)]),
                    to: UnsafeBufferPointer(rebasing: new[prefix..<(new.count - suffix)]),
                    offset: prefix
                )
            }
        }
    }

    /// The steps for the middles left after the common prefix and suffix are set aside: their
    /// first elements differ, and so do their last. `offset`, the prefix's length, is added to
    /// every index.
    @inlinable
    static func middleChanges<Element: Hashable>(
        from old: UnsafeBufferPointer<Element>,
        to new: UnsafeBufferPointer<Element>,
        offset: Int
    ) -> [Step] {
        if old.isEmpty {
            // Inserted from the back, each at the front of the middle, as the general path orders
            // insertions before an element that stays.
            return new.indices.reversed().map { .insert(at: offset, element: offset + $0) }
        }
        if new.isEmpty {
            return old.indices.reversed().map { .remove(offset + $0) }
        }
        if let steps = endMoveSteps(from: old, to: new, offset: offset) {
            return steps
        }
        if max(old.count, new.count) < Int(Int32.max) {
            return pairedChanges(from: old, to: new, offset: offset, indexesAs: Int32.self)
        }
        return pairedChanges(from: old, to: new, offset: offset, indexesAs: Int.self)
    }

    /// The steps for middles that are neither empty nor an end moved, from a pairing of their
    /// elements that stores indexes as `Index`.
    @inlinable
    static func pairedChanges<Element: Hashable, Index: FixedWidthInteger & SignedInteger>(
        from old: UnsafeBufferPointer<Element>,
        to new: UnsafeBufferPointer<Element>,
        offset: Int,
        indexesAs: Index.Type
    ) -> [Step] {
        // old.count × new.count ≤ the limit, without overflowing on huge middles.
        let pairing =
            old.count <= comparedPairsLimit / new.count
            ? Pairing<Index>(comparing: old, with: new)
            : Pairing<Index>(walking: old, with: new)
        return pairing.steps(offset: offset)
    }

    /// How many elements at the start of both are equal.
    @inlinable
    static func commonPrefixCount<Element: Equatable>(
        _ old: UnsafeBufferPointer<Element>,
        _ new: UnsafeBufferPointer<Element>
    ) -> Int {
        let limit = min(old.count, new.count)
        var count = 0
        while count < limit && old[count] == new[count] {
            count += 1
        }
        return count
    }

    /// How many elements at the end of both are equal.
    @inlinable
    static func commonSuffixCount<Element: Equatable>(
        _ old: Slice<UnsafeBufferPointer<Element>>,
        _ new: Slice<UnsafeBufferPointer<Element>>
    ) -> Int {
        let limit = min(old.count, new.count)
        var count = 0
        while count < limit && old[old.endIndex - 1 - count] == new[new.endIndex - 1 - count] {
            count += 1
        }
        return count
    }
}
