import Testing
import TesseraSections

/// Random sequences of every operation on a tree of providers and sections: after each one, the
/// batch the root reported, replayed change by change on a copy of the old state, must give the
/// new state. Inconsistent batches are the classic crash of this pattern.
///
/// These tests hold the section actor for long: they yield it often, so that the server tests
/// sharing it in the same run are not starved into timeouts on a busy machine.
@Suite("Batches replay to the new state")
@SectionActor
struct BatchPropertyTests {
    @Test(arguments: 0..<12)
    func randomOperationsReplay(seed: Int) async {
        var random = SeededGenerator(seed: UInt64(seed) &* 7919 &+ 1)
        let root = ComposedSectionProvider()
        let world = World { ArraySection<Int>($0) }
        world.providers.append(root)
        let recorder = BatchRecorder(root)

        for _ in 0..<300 {
            await Task.yield()
            let before = snapshot(root)
            recorder.reset()
            if Int.random(in: 0..<5, using: &random) == 0 {
                root.performBatchUpdates {
                    for _ in 0..<Int.random(in: 1...6, using: &random) {
                        world.randomOperation(root: root, using: &random)
                    }
                }
            } else {
                world.randomOperation(root: root, using: &random)
            }
            let after = snapshot(root)
            let replayed = recorder.replay(on: before)
            #expect(replayed == after)
            if replayed != after { return }
            #expect(root.numberOfSections == after.count)
            #expect(root.numberOfElements == after.reduce(0) { $0 + $1.count })
        }
    }
}

@Suite("Mapping costs O(log n)")
@SectionActor
struct MappingCostTests {
    /// Average nodes visited by the three lookups over every section of a provider of `count`
    /// sections built by inserting at random places, after checking each answer against a scan.
    func averageVisits(sections count: Int) async -> Double {
        var random = SeededGenerator(seed: UInt64(count))
        let root = ComposedSectionProvider()
        var order: [ArraySection<Int>] = []
        for value in 0..<count {
            if value % 256 == 0 { await Task.yield() }
            let section = ArraySection<Int>(Array(repeating: value, count: Int.random(in: 0...3, using: &random)))
            let index = Int.random(in: 0...order.count, using: &random)
            root.insert(section, at: index)
            order.insert(section, at: index)
        }
        var offsets: [Int] = []
        var total = 0
        for section in order {
            offsets.append(total)
            total += section.numberOfElements
        }
        let start = root.mappingVisits
        var lookups = 0
        for lookup in 0..<2_000 {
            if lookup % 256 == 0 { await Task.yield() }
            let index = Int.random(in: 0..<count, using: &random)
            let section = order[index]
            #expect(root.index(of: section) == index)
            #expect(root.section(at: index) === section)
            lookups += 2
            if section.numberOfElements > 0 {
                let location = root.location(ofElementAt: offsets[index])
                #expect(location?.section === section && location?.sectionIndex == index && location?.item == 0)
                lookups += 1
            }
        }
        return Double(root.mappingVisits - start) / Double(lookups)
    }

    @Test func lookupsGrowWithTheLogarithmOfTheNumberOfSections() async {
        let small = await averageVisits(sections: 1_000)
        let large = await averageVisits(sections: 32_000)
        // 32 times the sections: a linear mapping would visit ~32 times the nodes; a balanced
        // tree, a few more (log2 grows from 10 to 15).
        #expect(large < small * 2.5, "\(small) → \(large) nodes per lookup")
        #expect(large < 4 * 15 + 10, "\(large) nodes per lookup at 32,000 sections")
    }
}
