/// A sequence of values, each with a weight (how many sections and how many elements it holds),
/// that finds the value at an index or at a running total of weights, and the index and running
/// totals of a value, in O(log n) — and stays so while values are inserted, removed and reweighed.
///
/// It is a treap ordered by position (an implicit key): each node keeps the totals of its subtree,
/// and a random priority keeps the tree balanced with high probability. Nodes know their parent, so
/// a value's index is found by climbing from its node. Priorities come from a seeded generator:
/// the same operations build the same tree. Values are found by their ``Identifiable/id``.
struct WeightedSequence<Value: Identifiable> {
    typealias Weight = SectionWeight

    final class Node {
        let value: Value
        var weight: Weight
        let priority: UInt64
        var left: Node?
        var right: Node?
        // Unowned: a parent outlives its children in the tree, and a weak reference costs a side
        // table on every node of a tree that may hold 100,000 sections.
        unowned(unsafe) var parent: Node?
        var count = 1
        var total: Weight

        init(value: Value, weight: Weight, priority: UInt64) {
            self.value = value
            self.weight = weight
            self.priority = priority
            self.total = weight
        }

        func update() {
            count = 1 + (left?.count ?? 0) + (right?.count ?? 0)
            total = weight + (left?.total ?? .zero) + (right?.total ?? .zero)
        }
    }

    private var root: Node?
    private var nodes: [Value.ID: Node] = [:]
    private var seed: UInt64 = 0x2545_F491_4F6C_DD1D

    /// Nodes visited by lookups and updates since the sequence was made: the cost tests count.
    private(set) var visits = 0

    var count: Int { root?.count ?? 0 }
    var total: Weight { root?.total ?? .zero }

    func contains(_ id: Value.ID) -> Bool {
        nodes[id] != nil
    }

    /// The values in order. O(n).
    var values: [Value] {
        var result: [Value] = []
        result.reserveCapacity(count)
        func walk(_ node: Node?) {
            guard let node else { return }
            walk(node.left)
            result.append(node.value)
            walk(node.right)
        }
        walk(root)
        return result
    }

    // MARK: Lookups

    /// The value at `index`.
    mutating func value(at index: Int) -> Value {
        precondition(index >= 0 && index < count, "index \(index) out of 0..<\(count)")
        var node = root!
        var index = index
        while true {
            visits += 1
            let leftCount = node.left?.count ?? 0
            if index < leftCount {
                node = node.left!
            } else if index == leftCount {
                return node.value
            } else {
                index -= leftCount + 1
                node = node.right!
            }
        }
    }

    /// The index of `value`, and the total weight of the values before it.
    mutating func position(of id: Value.ID) -> (index: Int, before: Weight)? {
        guard let node = nodes[id] else { return nil }
        var index = node.left?.count ?? 0
        var before = node.left?.total ?? .zero
        var current = node
        while let parent = current.parent {
            visits += 1
            if parent.right === current {
                index += (parent.left?.count ?? 0) + 1
                before = before + (parent.left?.total ?? .zero) + parent.weight
            }
            current = parent
        }
        return (index, before)
    }

    /// The value holding the section at running section total `section`, with the weight before it.
    mutating func value(containingSection section: Int) -> (value: Value, before: Weight)? {
        find(target: section) { $0.sections }
    }

    /// The value holding the element at running element total `element`, with the weight before it.
    mutating func value(containingElement element: Int) -> (value: Value, before: Weight)? {
        find(target: element) { $0.elements }
    }

    private mutating func find(target: Int, _ measure: (Weight) -> Int) -> (value: Value, before: Weight)? {
        guard var node = root, target >= 0, target < measure(node.total) else { return nil }
        var before = Weight.zero
        var target = target
        while true {
            visits += 1
            let leftTotal = node.left.map { measure($0.total) } ?? 0
            if target < leftTotal {
                node = node.left!
                continue
            }
            target -= leftTotal
            let own = measure(node.weight)
            if target < own {
                return (node.value, before + (node.left?.total ?? .zero))
            }
            target -= own
            before = before + (node.left?.total ?? .zero) + node.weight
            node = node.right!
        }
    }

    // MARK: Changes

    /// Inserts `value` with `weight` at `index`.
    mutating func insert(_ value: Value, weight: Weight, at index: Int) {
        precondition(index >= 0 && index <= count, "index \(index) out of 0...\(count)")
        precondition(!contains(value.id), "a value can stand in the sequence once")
        let node = Node(value: value, weight: weight, priority: nextPriority())
        nodes[value.id] = node
        guard var current = root else {
            root = node
            return
        }
        // Descend to the empty place at `index`, then rotate the node up by priority.
        var index = index
        while true {
            visits += 1
            let leftCount = current.left?.count ?? 0
            if index <= leftCount {
                if let left = current.left {
                    current = left
                } else {
                    current.left = node
                    break
                }
            } else {
                index -= leftCount + 1
                if let right = current.right {
                    current = right
                } else {
                    current.right = node
                    break
                }
            }
        }
        node.parent = current
        updateUpwards(from: current)
        while let parent = node.parent, parent.priority < node.priority {
            rotateUp(node)
        }
    }

    /// Removes `value`.
    mutating func remove(_ id: Value.ID) {
        guard let node = nodes.removeValue(forKey: id) else { return }
        // Rotate the node down until it has at most one child, then splice it out.
        while let left = node.left, let right = node.right {
            rotateUp(left.priority > right.priority ? left : right)
        }
        let child = node.left ?? node.right
        let parent = node.parent
        child?.parent = parent
        if let parent {
            if parent.left === node { parent.left = child } else { parent.right = child }
            updateUpwards(from: parent)
        } else {
            root = child
        }
        node.parent = nil
        node.left = nil
        node.right = nil
    }

    /// Changes the weight of `value`.
    mutating func setWeight(_ weight: Weight, of id: Value.ID) {
        guard let node = nodes[id] else { return }
        node.weight = weight
        updateUpwards(from: node)
    }

    /// The weight of `value`.
    func weight(of id: Value.ID) -> Weight? {
        nodes[id]?.weight
    }

    private mutating func updateUpwards(from node: Node) {
        var current: Node? = node
        while let node = current {
            visits += 1
            node.update()
            current = node.parent
        }
    }

    /// Rotates `node` above its parent, keeping the order of values.
    private mutating func rotateUp(_ node: Node) {
        guard let parent = node.parent else { return }
        let grandparent = parent.parent
        if parent.left === node {
            parent.left = node.right
            node.right?.parent = parent
            node.right = parent
        } else {
            parent.right = node.left
            node.left?.parent = parent
            node.left = parent
        }
        parent.parent = node
        node.parent = grandparent
        if let grandparent {
            if grandparent.left === parent { grandparent.left = node } else { grandparent.right = node }
        } else {
            root = node
        }
        parent.update()
        node.update()
        visits += 1
    }

    private mutating func nextPriority() -> UInt64 {
        // SplitMix64: fast, and the same sequence of operations always builds the same tree.
        seed &+= 0x9E37_79B9_7F4A_7C15
        var value = seed
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}

/// How many sections and how many elements a child of a provider holds.
struct SectionWeight: Equatable {
    var sections: Int
    var elements: Int

    static let zero = SectionWeight(sections: 0, elements: 0)

    static func + (lhs: SectionWeight, rhs: SectionWeight) -> SectionWeight {
        SectionWeight(sections: lhs.sections + rhs.sections, elements: lhs.elements + rhs.elements)
    }
}
