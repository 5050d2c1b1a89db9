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
/// which takes an order-statistic tree to compute: O(n log n) in all.
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

        // What is left: the paired elements in their old order, each knowing its new index.
        var current = WeightedSequence<Slot>()
        var slots = [Slot?](repeating: nil, count: new.count)
        var targets: [Int] = []
        for oldIndex in old.indices where newForOld[oldIndex] >= 0 {
            let slot = Slot()
            slots[newForOld[oldIndex]] = slot
            current.insert(slot, weight: .zero, at: current.count)
            targets.append(newForOld[oldIndex])
        }
        var staying = [Bool](repeating: false, count: new.count)
        for target in longestIncreasingSubsequence(targets) {
            staying[target] = true
        }

        // From the back, each new element goes right before its successor, which is in place.
        for newIndex in stride(from: new.count - 1, through: 0, by: -1) {
            let successor = newIndex + 1 < new.count ? current.position(of: slots[newIndex + 1]!)!.index : current.count
            if let slot = slots[newIndex] {
                guard !staying[newIndex] else { continue }
                let from = current.position(of: slot)!.index
                let to = from < successor ? successor - 1 : successor
                current.remove(slot)
                current.insert(slot, weight: .zero, at: to)
                if from != to { steps.append(.move(from: from, to: to)) }
            } else {
                let slot = Slot()
                slots[newIndex] = slot
                current.insert(slot, weight: .zero, at: successor)
                steps.append(.insert(at: successor, element: newIndex))
            }
        }
        return steps
    }

    /// A place in the array being rearranged.
    private final class Slot {}

    /// The values of the longest strictly increasing subsequence of `values` (patience sorting).
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
    private struct OldIndexes {
        private var first: Int?
        private var rest: [Int] = []
        private var restStart = 0

        mutating func append(_ index: Int) {
            if first == nil && rest.isEmpty {
                first = index
            } else {
                rest.append(index)
            }
        }

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
