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
