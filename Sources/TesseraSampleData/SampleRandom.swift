/// SplitMix64: a tiny, fast generator whose sequence depends only on its seed, so the sample
/// database is the same on every machine and every run.
struct SampleRandom {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A whole number in `range`.
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    /// One element of `list`.
    mutating func pick<T>(_ list: [T]) -> T { list[int(0...list.count - 1)] }

    /// True with probability `percent` in 100.
    mutating func chance(_ percent: Int) -> Bool { int(0...99) < percent }
}
