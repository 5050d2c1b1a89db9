/// A deterministic catalogue of films like the sample rental store's, for the benchmark.
struct Film: Identifiable {
    var id: Int
    var title: String
    var year: Int
    var rating: String
    var length: Int
    var rate: String
    var isAvailable: Bool
    var description: String

    static func catalog(count: Int) -> [Film] {
        let adjectives = ["Academy", "Ace", "Affair", "African", "Agent", "Airplane", "Alabama", "Aladdin", "Alamo", "Alien", "Alley", "Amadeus", "Amelie", "American", "Anaconda", "Angels"]
        let nouns = ["Dinosaur", "Goldfinger", "Prejudice", "Egg", "Truman", "Sierra", "Devil", "Calendar", "Fugitive", "Center", "Evolution", "Holy", "Hahn", "Circus", "Confessions", "Life"]
        let ratings = ["G", "PG", "PG-13", "R", "NC-17"]
        let rates = ["0.99", "2.99", "4.99"]
        let plots = [
            "A Epic Drama of a Feminist And a Mad Scientist who must Battle a Teacher in The Canadian Rockies",
            "A Astounding Epistle of a Database Administrator & a Explorer who must Find a Car in \"Ancient China\"",
            "A Fanciful Documentary of a Frisbee And a Lumberjack who must Chase a Monkey in A Shark Tank",
            "A Thoughtful Panorama of a <Database Administrator> who must Outgun a Crocodile in Berlin",
        ]
        var generator = SplitMix64(seed: 42)
        return (1...count).map { id in
            Film(
                id: id,
                title: "\(adjectives[Int(generator.next() % 16)]) \(nouns[Int(generator.next() % 16)])",
                year: 1990 + Int(generator.next() % 35),
                rating: ratings[Int(generator.next() % 5)],
                length: 46 + Int(generator.next() % 140),
                rate: rates[Int(generator.next() % 3)],
                isAvailable: generator.next() % 4 != 0,
                description: plots[Int(generator.next() % 4)]
            )
        }
    }
}

/// A small, fast, seeded random number generator: the same catalogue on every run.
struct SplitMix64 {
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
