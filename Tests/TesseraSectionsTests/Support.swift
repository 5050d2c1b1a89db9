import TesseraSections

/// A seeded generator: every run of the property tests sees the same sequences.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}

/// Records a provider's batches with the values each change refers to, read while the provider
/// is in the state the change describes, and replays them on a copy of the old state.
@SectionActor
final class BatchRecorder {
    enum Recorded {
        case change(SectionChange, value: Int?, section: [Int]?)
    }

    private(set) var batches: [[Recorded]] = []
    private var current: [Recorded] = []
    private(set) var observer: ChangeSetObserver!

    init(_ provider: any SectionProvider) {
        observer = ChangeSetObserver(onChange: { [unowned self] provider, change in
            var value: Int?
            var section: [Int]?
            switch change {
            case .insertElement(let path), .updateElement(let path):
                value = (provider.section(at: path.section) as! ArraySection<Int>)[path.item]
            case .reloadSection(let index):
                section = (provider.section(at: index) as! ArraySection<Int>).elements
            default:
                break
            }
            self.current.append(.change(change, value: value, section: section))
        }, handler: { [unowned self] _ in
            self.batches.append(self.current)
            self.current = []
        })
        provider.updateDelegate = observer
    }

    var changeCount: Int { batches.reduce(0) { $0 + $1.count } }

    func reset() {
        batches = []
    }

    /// Applies every recorded batch, change by change, to `snapshot`.
    func replay(on snapshot: [[Int]]) -> [[Int]] {
        var state = snapshot
        for batch in batches {
            for case .change(let change, let value, let section) in batch {
                switch change {
                case .insertSection(let index): state.insert([], at: index)
                case .removeSection(let index): state.remove(at: index)
                case .reloadSection(let index): state[index] = section!
                case .insertElement(let path): state[path.section].insert(value!, at: path.item)
                case .removeElement(let path): state[path.section].remove(at: path.item)
                case .updateElement(let path): state[path.section][path.item] = value!
                case .moveElement(let from, let to):
                    let element = state[from.section].remove(at: from.item)
                    state[to.section].insert(element, at: to.item)
                }
            }
        }
        return state
    }
}

@SectionActor
func snapshot(_ provider: any SectionProvider) -> [[Int]] {
    provider.sections.map { ($0 as! ArraySection<Int>).elements }
}

/// A tree of providers and sections that random operations grow, change and shrink: the
/// property tests of batches and of coordinators' updates share it.
@SectionActor
final class World {
    var sections: [ArraySection<Int>] = []
    var providers: [ComposedSectionProvider] = []
    var segmented: [SegmentedSectionProvider] = []
    var nextValue = 1000
    /// Makes the sections: plain ones, or ones with cells and handlers.
    let makeSection: ([Int]) -> ArraySection<Int>

    init(makeSection: @escaping ([Int]) -> ArraySection<Int>) {
        self.makeSection = makeSection
    }
}

extension World {
    /// One random operation of any kind on `world`, whose root is `root`.
    func randomOperation(root: ComposedSectionProvider, using random: inout SeededGenerator) {
        let world = self
        func value() -> Int {
            world.nextValue += 1
            return world.nextValue
        }
        let attached = world.sections.filter { root.index(of: $0) != nil }
        switch Int.random(in: 0..<18, using: &random) {
        case 0, 1:
            let section = world.makeSection((0..<Int.random(in: 0...4, using: &random)).map { _ in value() })
            let provider = world.providers.randomElement(using: &random)!
            provider.insert(section, at: Int.random(in: 0...provider.childCount, using: &random))
            world.sections.append(section)
        case 2:
            guard world.providers.count < 8 else { return }
            let provider = ComposedSectionProvider()
            let section = world.makeSection([value(), value()])
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
            let a = world.makeSection([value()])
            let b = world.makeSection([value(), value(), value()])
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
