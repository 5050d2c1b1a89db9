import TesseraSections

/// The diff as it was before the common prefix and suffix were set aside and the middle paired
/// by a walk: Heckel's symbol table as a dictionary, a longest increasing subsequence, and the
/// steps ordered with a Fenwick tree over every element. Kept to check that, for arrays of
/// distinct elements (where the pairing is the same whichever way it is found), the faster diff
/// gives exactly the same steps.
enum PreviousHeckelDiff {
    static func changes<Element: Hashable>(from old: [Element], to new: [Element]) -> [HeckelDiff.Step] {
        var unpairedOld: [Element: [Int]] = [:]
        for (index, element) in old.enumerated() {
            unpairedOld[element, default: []].append(index)
        }
        var oldForNew = [Int](repeating: -1, count: new.count)
        var newForOld = [Int](repeating: -1, count: old.count)
        for (index, element) in new.enumerated() {
            if let oldIndex = unpairedOld[element]?.first {
                unpairedOld[element]!.removeFirst()
                oldForNew[index] = oldIndex
                newForOld[oldIndex] = index
            }
        }

        var steps: [HeckelDiff.Step] = []
        for oldIndex in stride(from: old.count - 1, through: 0, by: -1) where newForOld[oldIndex] < 0 {
            steps.append(.remove(oldIndex))
        }

        var kept: [Int] = []
        var keptPosition = [Int](repeating: -1, count: new.count)
        for oldIndex in old.indices where newForOld[oldIndex] >= 0 {
            keptPosition[newForOld[oldIndex]] = kept.count
            kept.append(newForOld[oldIndex])
        }
        var staying = [Bool](repeating: false, count: new.count)
        for target in longestIncreasingSubsequence(kept) {
            staying[target] = true
        }

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

        var present = Fenwick(count: rank)
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

    static func longestIncreasingSubsequence(_ values: [Int]) -> [Int] {
        var tails: [Int] = []
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

    struct Fenwick {
        var tree: [Int]

        init(count: Int) {
            tree = [Int](repeating: 0, count: count + 1)
        }

        mutating func add(_ delta: Int, at position: Int) {
            var index = position + 1
            while index < tree.count {
                tree[index] += delta
                index += index & -index
            }
        }

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
}
