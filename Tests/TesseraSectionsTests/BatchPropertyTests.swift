import Testing
import TesseraSections

/// Random sequences of every operation on a tree of providers and sections: after each one, the
/// batch the root reported, replayed change by change on a copy of the old state, must give the
/// new state. Inconsistent batches are the classic crash of this pattern.
@Suite("Batches replay to the new state")
@SectionActor
struct BatchPropertyTests {
    final class World {
        var sections: [ArraySection<Int>] = []
        var providers: [ComposedSectionProvider] = []
        var segmented: [SegmentedSectionProvider] = []
        var nextValue = 1000
    }

    @Test(arguments: 0..<12)
    func randomOperationsReplay(seed: Int) {
        var random = SeededGenerator(seed: UInt64(seed) &* 7919 &+ 1)
        let root = ComposedSectionProvider()
        let world = World()
        world.providers.append(root)
        let recorder = BatchRecorder(root)

        for _ in 0..<300 {
            let before = snapshot(root)
            recorder.reset()
            if Int.random(in: 0..<5, using: &random) == 0 {
                root.performBatchUpdates {
                    for _ in 0..<Int.random(in: 1...6, using: &random) {
                        randomOperation(world, root: root, using: &random)
                    }
                }
            } else {
                randomOperation(world, root: root, using: &random)
            }
            let after = snapshot(root)
            let replayed = recorder.replay(on: before)
            #expect(replayed == after)
            if replayed != after { return }
            #expect(root.numberOfSections == after.count)
            #expect(root.numberOfElements == after.reduce(0) { $0 + $1.count })
        }
    }

    private func randomOperation(_ world: World, root: ComposedSectionProvider, using random: inout SeededGenerator) {
        func value() -> Int {
            world.nextValue += 1
            return world.nextValue
        }
        let attached = world.sections.filter { root.index(of: $0) != nil }
        switch Int.random(in: 0..<18, using: &random) {
        case 0, 1:
            let section = ArraySection<Int>((0..<Int.random(in: 0...4, using: &random)).map { _ in value() })
            let provider = world.providers.randomElement(using: &random)!
            provider.insert(section, at: Int.random(in: 0...provider.childCount, using: &random))
            world.sections.append(section)
        case 2:
            guard world.providers.count < 8 else { return }
            let provider = ComposedSectionProvider()
            let section = ArraySection<Int>([value(), value()])
            provider.append(section)
            world.sections.append(section)
            if Bool.random(using: &random), let segmented = world.segmented.randomElement(using: &random) {
                segmented.append(provider)
            } else {
                let parent = world.providers.randomElement(using: &random)!
                parent.insert(provider, at: Int.random(in: 0...parent.childCount, using: &random))
            }
            world.providers.append(provider)
        case 3:
            guard world.segmented.count < 3 else { return }
            let segmented = SegmentedSectionProvider()
            let a = ArraySection<Int>([value()])
            let b = ArraySection<Int>([value(), value(), value()])
            segmented.append(a)
            segmented.append(b)
            world.sections += [a, b]
            world.providers.randomElement(using: &random)!.append(segmented)
            world.segmented.append(segmented)
        case 4:
            guard let segmented = world.segmented.randomElement(using: &random), segmented.childCount > 0 else { return }
            segmented.currentIndex = Int.random(in: 0..<segmented.childCount, using: &random)
        case 5:
            guard let segmented = world.segmented.randomElement(using: &random), segmented.childCount > 0 else { return }
            segmented.removeChild(at: Int.random(in: 0..<segmented.childCount, using: &random))
        case 6:
            // Remove a section from whichever composed provider holds it.
            guard let section = world.sections.randomElement(using: &random),
                let holder = section.updateDelegate as? ComposedSectionProvider
            else { return }
            holder.remove(section)
        case 7:
            // Remove a whole provider from the composed provider that holds it.
            guard let provider = world.providers.filter({ $0 !== root }).randomElement(using: &random),
                let holder = provider.updateDelegate as? ComposedSectionProvider
            else { return }
            holder.remove(provider)
        case 8:
            // Move a section from one provider to another inside one batch.
            guard let section = attached.randomElement(using: &random),
                let holder = section.updateDelegate as? ComposedSectionProvider,
                let target = world.providers.randomElement(using: &random)
            else { return }
            root.performBatchUpdates {
                section.append(value())
                holder.remove(section)
                target.insert(section, at: Int.random(in: 0...target.childCount, using: &random))
                section.performBatchUpdates { $0.insert(value(), at: 0) }
            }
        default:
            guard let section = (attached.isEmpty ? world.sections : attached).randomElement(using: &random) else { return }
            let count = section.numberOfElements
            switch Int.random(in: 0..<7, using: &random) {
            case 0: section.append(value())
            case 1: section.insert(value(), at: Int.random(in: 0...count, using: &random))
            case 2: if count > 0 { section.remove(at: Int.random(in: 0..<count, using: &random)) }
            case 3: if count > 0 { section.replace(at: Int.random(in: 0..<count, using: &random), with: value()) }
            case 4: if count > 1 { section.move(from: Int.random(in: 0..<count, using: &random), to: Int.random(in: 0..<count, using: &random)) }
            case 5: section.setElements((0..<Int.random(in: 0...3, using: &random)).map { _ in value() })
            default:
                var target = section.elements.shuffled(using: &random)
                if !target.isEmpty && Bool.random(using: &random) { target.removeLast() }
                target.insert(value(), at: Int.random(in: 0...target.count, using: &random))
                section.replace(with: target)
            }
        }
    }
}

@Suite("Mapping costs O(log n)")
@SectionActor
struct MappingCostTests {
    /// Average nodes visited by the three lookups over every section of a provider of `count`
    /// sections built by inserting at random places, after checking each answer against a scan.
    func averageVisits(sections count: Int) -> Double {
        var random = SeededGenerator(seed: UInt64(count))
        let root = ComposedSectionProvider()
        var order: [ArraySection<Int>] = []
        for value in 0..<count {
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
        for _ in 0..<2_000 {
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

    @Test func lookupsGrowWithTheLogarithmOfTheNumberOfSections() {
        let small = averageVisits(sections: 1_000)
        let large = averageVisits(sections: 32_000)
        // 32 times the sections: a linear mapping would visit ~32 times the nodes; a balanced
        // tree, a few more (log2 grows from 10 to 15).
        #expect(large < small * 2.5, "\(small) → \(large) nodes per lookup")
        #expect(large < 4 * 15 + 10, "\(large) nodes per lookup at 32,000 sections")
    }
}
