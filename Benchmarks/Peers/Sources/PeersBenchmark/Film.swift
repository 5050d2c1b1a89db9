/// A film of the sample rental store (`tessera sample-db`): what the page lists.
///
/// The catalogue is made here, deterministically, rather than read from a generated database, so
/// that the benchmark needs no database and builds only the view layer of Tessera; its shape is
/// the sample store's `film` table (title of an adjective and a noun, a generated plot, a year,
/// an MPAA rating, a length, a rental rate) plus an availability, shown as a status tag.
struct Film: Sendable {
    var id: Int
    var title: String
    var year: Int
    var rating: String
    var length: Int
    var rate: String
    var isAvailable: Bool
    var description: String

    /// The words of the status tag.
    var status: String { isAvailable ? "In stock" : "Rented out" }

    /// The address of the film's own page.
    var path: String { "/film/\(id)" }

    /// Titles that a page must escape, put in place of every 997th generated one from the third
    /// on (so that a page of three rows has one): markup, both quotes, ampersands, and a character
    /// outside ASCII.
    ///
    /// None has an ampersand directly followed by letters and a semicolon (`&amp;`): Plot takes
    /// such text for an entity someone wrote on purpose and passes it through unescaped, so the
    /// page would differ from the others in a way that is Plot's choice, not a mistake of its
    /// template here (Docs/Performance.md, "Rendering against other libraries", says so).
    static let hostileTitles = [
        "<script>alert(\"owned\")</script>",
        "Tom & Jerry's \"Big\" Day",
        "AT&T <Limited> Edition",
        "'Single' & \"double\" quotes > <b>bold</b>",
        "Café 5 < 7 && 9 > 8",
    ]

    /// `count` films, the same on every run.
    static func catalog(count: Int) -> [Film] {
        let adjectives = [
            "Academy", "Ace", "Affair", "African", "Agent", "Airplane", "Alabama", "Aladdin", "Alamo", "Alien",
            "Alley", "Amadeus", "Amelie", "American", "Anaconda", "Angels", "Apollo", "Arabia", "Armageddon", "Attacks",
        ]
        let nouns = [
            "Dinosaur", "Goldfinger", "Prejudice", "Egg", "Truman", "Sierra", "Devil", "Calendar", "Fugitive", "Center",
            "Evolution", "Holy", "Hahn", "Circus", "Confessions", "Life", "Graffiti", "Lies", "Outlaw", "Wars",
        ]
        let describers = ["Epic", "Astounding", "Fanciful", "Thoughtful", "Intrepid", "Beautiful", "Emotional", "Boring"]
        let genres = ["Drama", "Epistle", "Documentary", "Panorama", "Saga", "Story", "Character Study", "Yarn"]
        let characters = [
            "Feminist", "Mad Scientist", "Teacher", "Database Administrator", "Explorer", "Frisbee", "Lumberjack",
            "Monkey", "Crocodile", "Dentist", "Husband", "Cat", "Moose", "Pioneer", "Robot", "Woman",
        ]
        let verbs = ["Battle", "Find", "Chase", "Outgun", "Redeem", "Build", "Sink", "Meet", "Defeat", "Discover"]
        // Some places have quotes, apostrophes and ampersands of their own, as real text does.
        let places = [
            "The Canadian Rockies", "\"Ancient China\"", "A Shark Tank", "Berlin", "A Manhattan Penthouse",
            "The Outback", "Nigeria", "A Baloon Factory", "The Gulf of Mexico", "Soviet Georgia",
            "A U-Boat", "Rock & Roll's <Hall of Fame>", "A Jet Boat", "The Sahara Desert",
        ]
        let ratings = ["G", "PG", "PG-13", "R", "NC-17"]
        let rates = ["0.99", "2.99", "4.99"]
        var random = SplitMix64(seed: 2005)
        func pick(_ words: [String]) -> String { words[Int(random.next() % UInt64(words.count))] }
        return (1...max(1, count)).map { id in
            let title = id % 997 == 3
                ? hostileTitles[(id / 997) % hostileTitles.count]
                : "\(pick(adjectives)) \(pick(nouns))"
            let description = "A \(pick(describers)) \(pick(genres)) of a \(pick(characters)) And a \(pick(characters)) who must \(pick(verbs)) a \(pick(characters)) in \(pick(places))"
            return Film(
                id: id,
                title: title,
                year: 1980 + Int(random.next() % 27),
                rating: pick(ratings),
                length: 46 + Int(random.next() % 140),
                rate: pick(rates),
                isAvailable: random.next() % 4 != 0,
                description: description
            )
        }
    }
}

/// A small seeded random number generator (SplitMix64): the same catalogue on every run and in
/// every child process.
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
