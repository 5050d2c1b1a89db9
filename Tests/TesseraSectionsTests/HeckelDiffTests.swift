import Testing
import TesseraSections

@Suite("Heckel diff")
struct HeckelDiffTests {
    func apply(_ steps: [HeckelDiff.Step], to old: [String], new: [String]) -> [String] {
        var array = old
        for step in steps {
            switch step {
            case .remove(let index): array.remove(at: index)
            case .insert(let index, let element): array.insert(new[element], at: index)
            case .move(let from, let to): array.insert(array.remove(at: from), at: to)
            }
        }
        return array
    }

    @Test func equalArraysNeedNothing() {
        #expect(HeckelDiff.changes(from: ["a", "b"], to: ["a", "b"]) == [])
        #expect(HeckelDiff.changes(from: [String](), to: []) == [])
    }

    @Test func insertionsAndRemovals() {
        let old = ["a", "b", "c"]
        let new = ["x", "a", "c", "y"]
        let steps = HeckelDiff.changes(from: old, to: new)
        #expect(steps == [.remove(1), .insert(at: 2, element: 3), .insert(at: 0, element: 0)])
        #expect(apply(steps, to: old, new: new) == new)
    }

    @Test func aRotationIsOneMove() {
        let old = ["d", "a", "b", "c"]
        let new = ["a", "b", "c", "d"]
        let steps = HeckelDiff.changes(from: old, to: new)
        #expect(steps == [.move(from: 0, to: 3)])
        #expect(apply(steps, to: old, new: new) == new)
    }

    @Test func aSwapIsTwoMovesAtMost() {
        let old = Array(0..<100).map(String.init)
        var new = old
        new.swapAt(3, 90)
        let steps = HeckelDiff.changes(from: old, to: new)
        #expect(steps.count <= 2)
        #expect(apply(steps, to: old, new: new) == new)
    }

    @Test func duplicatesPairInOrder() {
        let old = ["a", "b", "a", "c", "a"]
        let new = ["a", "a", "c", "b", "x", "a"]
        let steps = HeckelDiff.changes(from: old, to: new)
        #expect(apply(steps, to: old, new: new) == new)
        #expect(!steps.contains(.remove(0)))
    }

    @Test(arguments: 0..<40)
    func randomArraysAlwaysReplay(seed: Int) {
        var random = SeededGenerator(seed: UInt64(seed) + 99)
        let alphabet = (0..<Int.random(in: 1...30, using: &random)).map { "e\($0)" }
        let old = (0..<Int.random(in: 0...60, using: &random)).map { _ in alphabet.randomElement(using: &random)! }
        var new = old.shuffled(using: &random)
        for _ in 0..<Int.random(in: 0...10, using: &random) {
            if !new.isEmpty && Bool.random(using: &random) {
                new.remove(at: Int.random(in: 0..<new.count, using: &random))
            } else {
                new.insert(alphabet.randomElement(using: &random)! + "new", at: Int.random(in: 0...new.count, using: &random))
            }
        }
        let steps = HeckelDiff.changes(from: old, to: new)
        #expect(apply(steps, to: old, new: new) == new)
        let removals = steps.filter { if case .remove = $0 { true } else { false } }.count
        let insertions = steps.filter { if case .insert = $0 { true } else { false } }.count
        #expect(old.count - removals + insertions == new.count)
    }
}
