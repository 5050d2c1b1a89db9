import Foundation

// What a value written by PostgreSQL or SQLite means, read from its text, written apart from the
// application on purpose (as BrowserForm models the browser apart from it): a test that compares
// what was typed with what the database holds must not share a mistake with the code it checks.
// Each reader takes the spellings the engines write and the ones a person types, and gives a
// value that compares by meaning: numbers as numbers, instants as instants, documents as trees.

/// An exact decimal number read from its text: `-0012.500` and `-12.5` are the same, `1e3` is
/// `1000`; `NaN` and the infinities are themselves.
enum DecimalMeaning {
    /// The number's canonical text (`-12.5`, `0`, `1000`, `NaN`, `Infinity`), or `nil` when
    /// `text` is no number.
    static func canonical(_ text: String) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        switch trimmed.lowercased() {
        case "nan": return "NaN"
        case "infinity", "+infinity", "inf", "+inf": return "Infinity"
        case "-infinity", "-inf": return "-Infinity"
        default: break
        }
        var scalars = Substring(trimmed)
        var negative = false
        if scalars.hasPrefix("-") { negative = true; scalars = scalars.dropFirst() } else if scalars.hasPrefix("+") { scalars = scalars.dropFirst() }
        var exponent = 0
        if let e = scalars.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            guard let value = Int(scalars[scalars.index(after: e)...]) else { return nil }
            exponent = value
            scalars = scalars[..<e]
        }
        let parts = scalars.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            !(parts[0].isEmpty && (parts.count == 1 || parts[1].isEmpty))
        else { return nil }
        // All the digits, and where the point stands among them.
        var digits: [Character] = Array(parts[0]) + (parts.count == 2 ? Array(parts[1]) : [])
        var point = parts[0].count + exponent
        if point < 1 {
            digits.insert(contentsOf: repeatElement("0", count: 1 - point), at: 0)
            point = 1
        }
        let length = digits.count
        if point > length { digits.append(contentsOf: repeatElement("0", count: point - length)) }
        var whole = String(String(digits[..<point]).drop { $0 == "0" })
        var fraction = String(digits[point...])
        while fraction.last == "0" { fraction.removeLast() }
        if whole.isEmpty { whole = "0" }
        let magnitude = fraction.isEmpty ? whole : whole + "." + fraction
        return negative && magnitude != "0" ? "-" + magnitude : magnitude
    }
}

/// A moment read from a timestamp's text — `2024-02-29 10:00:00.5`, `…T…`, with a zone (`Z`,
/// `+05:30`, `-08`) or without (UTC), `… BC`, years of more than four digits — as seconds and
/// microseconds from 1970 in the proleptic Gregorian calendar PostgreSQL counts in.
enum InstantMeaning: Hashable, Sendable, CustomStringConvertible {
    case minusInfinity
    case at(seconds: Int64, microseconds: Int64)
    case plusInfinity

    var description: String {
        switch self {
        case .minusInfinity: "-infinity"
        case .plusInfinity: "infinity"
        case .at(let seconds, let microseconds): "\(seconds)s+\(microseconds)µs"
        }
    }

    /// Days from 1970-01-01 to the day of astronomical year `year` (1 BC is 0).
    static func days(year: Int64, month: Int64, day: Int64) -> Int64 {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * ((month + 9) % 12) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146097 + dayOfEra - 719468
    }

    /// Whether astronomical year `year` is a leap year.
    static func isLeap(_ year: Int64) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    /// The number of days of `month` in astronomical year `year`.
    static func daysIn(month: Int, year: Int64) -> Int {
        [31, isLeap(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
    }

    /// The moment `text` names, or `nil` when it names none.
    init?(_ text: String) {
        var body = Substring(text.trimmingCharacters(in: .whitespaces))
        switch body.lowercased() {
        case "infinity", "+infinity": self = .plusInfinity; return
        case "-infinity": self = .minusInfinity; return
        default: break
        }
        var beforeChrist = false
        if body.uppercased().hasSuffix(" BC") {
            beforeChrist = true
            body = body.dropLast(3)
        }
        guard let dash = body.firstIndex(of: "-"), let year = Int64(body[..<dash]), year > 0 else { return nil }
        let rest = body[body.index(after: dash)...]
        guard rest.count >= 5, let month = Int64(rest.prefix(2)), rest.dropFirst(2).first == "-", let day = Int64(rest.dropFirst(3).prefix(2)) else { return nil }
        var time = rest.dropFirst(5)
        var seconds: Int64 = 0
        var microseconds: Int64 = 0
        var offset: Int64 = 0
        if !time.isEmpty {
            guard time.first == " " || time.first == "T" else { return nil }
            time = time.dropFirst()
            // The zone: what follows the clock's digits, colons and fraction.
            let clockEnd = time.firstIndex { !($0.isNumber || $0 == ":" || $0 == ".") } ?? time.endIndex
            let clock = time[..<clockEnd]
            let zone = time[clockEnd...]
            guard let parsed = Self.clock(clock) else { return nil }
            (seconds, microseconds) = parsed
            if !zone.isEmpty {
                guard let zoneOffset = Self.zone(zone) else { return nil }
                offset = zoneOffset
            }
        }
        let astronomical = beforeChrist ? 1 - year : year
        let total = Self.days(year: astronomical, month: month, day: day) * 86_400 + seconds - offset
        self = .at(seconds: total, microseconds: microseconds)
    }

    /// `HH:MM[:SS[.ffffff]]` as seconds and microseconds of the day.
    static func clock(_ text: Substring) -> (Int64, Int64)? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard (2...3).contains(parts.count), let hours = Int64(parts[0]), let minutes = Int64(parts[1]) else { return nil }
        var seconds: Int64 = 0
        var microseconds: Int64 = 0
        if parts.count == 3 {
            let secondParts = parts[2].split(separator: ".", omittingEmptySubsequences: false)
            guard let whole = Int64(secondParts[0]) else { return nil }
            seconds = whole
            if secondParts.count == 2 {
                let fraction = secondParts[1]
                guard !fraction.isEmpty, fraction.count <= 6, let value = Int64(fraction) else { return nil }
                microseconds = value * Int64(pow(10, Double(6 - fraction.count)))
            }
        }
        return (hours * 3600 + minutes * 60 + seconds, microseconds)
    }

    /// `Z`, `+HH`, `-HH:MM`, `+HHMM` as seconds east of UTC.
    static func zone(_ text: Substring) -> Int64? {
        if text == "Z" || text == "z" { return 0 }
        guard let sign = text.first, sign == "+" || sign == "-" else { return nil }
        let digits = text.dropFirst().filter { $0 != ":" }
        guard digits.allSatisfy({ $0.isASCII && $0.isNumber }), [2, 4, 6].contains(digits.count) else { return nil }
        let numbers = stride(from: 0, to: digits.count, by: 2).map { Int64(digits.dropFirst($0).prefix(2))! }
        let seconds = numbers[0] * 3600 + (numbers.count > 1 ? numbers[1] * 60 : 0) + (numbers.count > 2 ? numbers[2] : 0)
        return sign == "-" ? -seconds : seconds
    }
}

/// A PostgreSQL `time` of day, in microseconds (`24:00:00` is the day's end).
enum TimeMeaning {
    static func microseconds(_ text: String) -> Int64? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let (seconds, micro) = InstantMeaning.clock(Substring(trimmed)) else { return nil }
        return seconds * 1_000_000 + micro
    }
}

/// A PostgreSQL `interval` as its three fields: months, days, microseconds. Reads the
/// `postgres` style the server writes (`1 year -2 mons +3 days -04:05:06.5`) and the words a
/// person types (`3 hours`, `15 minutes`).
struct IntervalMeaning: Hashable, Sendable, CustomStringConvertible {
    var months: Int64 = 0
    var days: Int64 = 0
    var microseconds: Int64 = 0

    var description: String { "\(months) months \(days) days \(microseconds)µs" }

    init(months: Int64 = 0, days: Int64 = 0, microseconds: Int64 = 0) {
        self.months = months
        self.days = days
        self.microseconds = microseconds
    }

    init?(_ text: String) {
        let tokens = text.split(separator: " ")
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            if token.contains(":") {
                var clock = token
                var negative = false
                if clock.first == "-" { negative = true; clock = clock.dropFirst() } else if clock.first == "+" { clock = clock.dropFirst() }
                guard let (seconds, micro) = InstantMeaning.clock(clock) else { return nil }
                let value = seconds * 1_000_000 + micro
                microseconds += negative ? -value : value
                index += 1
                continue
            }
            guard let number = Int64(token.hasPrefix("+") ? token.dropFirst() : token) else { return nil }
            guard index + 1 < tokens.count else {
                // A bare number is seconds.
                microseconds += number * 1_000_000
                index += 1
                continue
            }
            let unit = tokens[index + 1].lowercased()
            if unit.hasPrefix("year") { months += number * 12 }
            else if unit.hasPrefix("mon") { months += number }
            else if unit.hasPrefix("day") { days += number }
            else if unit.hasPrefix("hour") { microseconds += number * 3_600_000_000 }
            else if unit.hasPrefix("min") { microseconds += number * 60_000_000 }
            else if unit.hasPrefix("sec") { microseconds += number * 1_000_000 }
            else { return nil }
            index += 2
        }
    }
}

/// A JSON document as a tree: objects compare whatever the order of their members, numbers by
/// their value (`1e2` is `100`, as jsonb keeps it), strings by their bytes.
indirect enum JSONMeaning: Sendable, CustomStringConvertible {
    case null
    case bool(Bool)
    case number(String)
    case string(String)
    case array([JSONMeaning])
    case object([(String, JSONMeaning)])

    var description: String {
        switch self {
        case .null: "null"
        case .bool(let value): "\(value)"
        case .number(let value): value
        case .string(let value): String(reflecting: value)
        case .array(let items): "[" + items.map(\.description).joined(separator: ",") + "]"
        case .object(let members): "{" + members.map { String(reflecting: $0.0) + ":" + $0.1.description }.joined(separator: ",") + "}"
        }
    }

    /// Whether `other` means the same document.
    func same(_ other: JSONMeaning) -> Bool {
        switch (self, other) {
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.number(let a), .number(let b)): return DecimalMeaning.canonical(a) == DecimalMeaning.canonical(b)
        case (.string(let a), .string(let b)): return a.utf8.elementsEqual(b.utf8)
        case (.array(let a), .array(let b)): return a.count == b.count && zip(a, b).allSatisfy { $0.same($1) }
        case (.object(let a), .object(let b)):
            guard a.count == b.count else { return false }
            return a.allSatisfy { key, value in b.contains { $0.0.utf8.elementsEqual(key.utf8) && $0.1.same(value) } }
        default: return false
        }
    }

    /// The document `text` holds, or `nil` when it is no JSON.
    static func parse(_ text: String) -> JSONMeaning? {
        var reader = Reader(scalars: Array(text.unicodeScalars))
        guard let value = reader.value() else { return nil }
        reader.skipSpace()
        return reader.index == reader.scalars.count ? value : nil
    }

    private struct Reader {
        let scalars: [Unicode.Scalar]
        var index = 0

        mutating func skipSpace() {
            while index < scalars.count, [" ", "\t", "\n", "\r"].contains(scalars[index]) { index += 1 }
        }

        mutating func take(_ word: String) -> Bool {
            let wanted = Array(word.unicodeScalars)
            guard index + wanted.count <= scalars.count, Array(scalars[index..<index + wanted.count]) == wanted else { return false }
            index += wanted.count
            return true
        }

        mutating func value() -> JSONMeaning? {
            skipSpace()
            guard index < scalars.count else { return nil }
            switch scalars[index] {
            case "n": return take("null") ? .null : nil
            case "t": return take("true") ? .bool(true) : nil
            case "f": return take("false") ? .bool(false) : nil
            case "\"": return string().map(JSONMeaning.string)
            case "[":
                index += 1
                var items: [JSONMeaning] = []
                skipSpace()
                if index < scalars.count, scalars[index] == "]" { index += 1; return .array(items) }
                while true {
                    guard let item = value() else { return nil }
                    items.append(item)
                    skipSpace()
                    guard index < scalars.count else { return nil }
                    if scalars[index] == "," { index += 1; continue }
                    if scalars[index] == "]" { index += 1; return .array(items) }
                    return nil
                }
            case "{":
                index += 1
                var members: [(String, JSONMeaning)] = []
                skipSpace()
                if index < scalars.count, scalars[index] == "}" { index += 1; return .object(members) }
                while true {
                    skipSpace()
                    guard index < scalars.count, scalars[index] == "\"", let key = string() else { return nil }
                    skipSpace()
                    guard index < scalars.count, scalars[index] == ":" else { return nil }
                    index += 1
                    guard let item = value() else { return nil }
                    // A repeated key: the last one counts, as in jsonb.
                    members.removeAll { $0.0.utf8.elementsEqual(key.utf8) }
                    members.append((key, item))
                    skipSpace()
                    guard index < scalars.count else { return nil }
                    if scalars[index] == "," { index += 1; continue }
                    if scalars[index] == "}" { index += 1; return .object(members) }
                    return nil
                }
            default:
                let start = index
                while index < scalars.count, "+-0123456789.eE".unicodeScalars.contains(scalars[index]) { index += 1 }
                let number = String(String.UnicodeScalarView(scalars[start..<index]))
                return DecimalMeaning.canonical(number) == nil || number.isEmpty ? nil : .number(number)
            }
        }

        mutating func string() -> String? {
            index += 1
            var result = String.UnicodeScalarView()
            var pendingHigh: UInt32?
            while index < scalars.count {
                let scalar = scalars[index]
                index += 1
                if scalar == "\"" { return pendingHigh == nil ? String(result) : nil }
                guard scalar == "\\" else {
                    guard pendingHigh == nil else { return nil }
                    result.append(scalar)
                    continue
                }
                guard index < scalars.count else { return nil }
                let escaped = scalars[index]
                index += 1
                let simple: [Unicode.Scalar: Unicode.Scalar] = ["\"": "\"", "\\": "\\", "/": "/", "b": "\u{8}", "f": "\u{C}", "n": "\n", "r": "\r", "t": "\t"]
                if let replacement = simple[escaped] {
                    guard pendingHigh == nil else { return nil }
                    result.append(replacement)
                    continue
                }
                guard escaped == "u", index + 4 <= scalars.count,
                    let code = UInt32(String(String.UnicodeScalarView(scalars[index..<index + 4])), radix: 16)
                else { return nil }
                index += 4
                if let high = pendingHigh {
                    guard (0xDC00...0xDFFF).contains(code), let combined = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (code - 0xDC00)) else { return nil }
                    result.append(combined)
                    pendingHigh = nil
                } else if (0xD800...0xDBFF).contains(code) {
                    pendingHigh = code
                } else {
                    guard let plain = Unicode.Scalar(code) else { return nil }
                    result.append(plain)
                }
            }
            return nil
        }
    }
}

/// A PostgreSQL array literal (`{1,NULL,{2,3}}`, `{"a b","\"q\""}`) as a tree of its elements'
/// texts, `nil` for `NULL`.
indirect enum ArrayMeaning: Sendable, CustomStringConvertible {
    case element(String?)
    case array([ArrayMeaning])

    /// How two elements' texts compare.
    enum Kind: Sendable {
        case integer, boolean, text

        func same(_ a: String?, _ b: String?) -> Bool {
            guard let a, let b else { return a == nil && b == nil }
            switch self {
            case .integer: return Int64(a) != nil && Int64(a) == Int64(b)
            case .boolean: return Self.truth(a) != nil && Self.truth(a) == Self.truth(b)
            case .text: return a.utf8.elementsEqual(b.utf8)
            }
        }

        static func truth(_ text: String) -> Bool? {
            switch text.lowercased() {
            case "t", "true", "yes", "y", "on", "1": true
            case "f", "false", "no", "n", "off", "0": false
            default: nil
            }
        }
    }

    var description: String {
        switch self {
        case .element(let text): text.map { String(reflecting: $0) } ?? "NULL"
        case .array(let items): "{" + items.map(\.description).joined(separator: ",") + "}"
        }
    }

    func same(_ other: ArrayMeaning, as kind: Kind) -> Bool {
        switch (self, other) {
        case (.element(let a), .element(let b)): return kind.same(a, b)
        case (.array(let a), .array(let b)): return a.count == b.count && zip(a, b).allSatisfy { $0.same($1, as: kind) }
        default: return false
        }
    }

    static func parse(_ text: String) -> ArrayMeaning? {
        let scalars = Array(text.trimmingCharacters(in: CharacterSet(charactersIn: " ")).unicodeScalars)
        var index = 0
        func skipSpace() { while index < scalars.count, scalars[index] == " " { index += 1 } }
        func array() -> ArrayMeaning? {
            guard index < scalars.count, scalars[index] == "{" else { return nil }
            index += 1
            var items: [ArrayMeaning] = []
            skipSpace()
            if index < scalars.count, scalars[index] == "}" { index += 1; return .array(items) }
            while index < scalars.count {
                skipSpace()
                guard index < scalars.count else { return nil }
                if scalars[index] == "{" {
                    guard let nested = array() else { return nil }
                    items.append(nested)
                } else if scalars[index] == "\"" {
                    index += 1
                    var element = String.UnicodeScalarView()
                    while index < scalars.count, scalars[index] != "\"" {
                        if scalars[index] == "\\" { index += 1 }
                        guard index < scalars.count else { return nil }
                        element.append(scalars[index])
                        index += 1
                    }
                    guard index < scalars.count else { return nil }
                    index += 1
                    items.append(.element(String(element)))
                } else {
                    var element = String.UnicodeScalarView()
                    while index < scalars.count, scalars[index] != ",", scalars[index] != "}" {
                        if scalars[index] == "\\" { index += 1 }
                        guard index < scalars.count else { return nil }
                        element.append(scalars[index])
                        index += 1
                    }
                    // PostgreSQL trims ASCII white space only: a no-break space is part of it.
                    let word = String(element).trimmingCharacters(in: CharacterSet(charactersIn: " \t\n\r\u{0B}\u{0C}"))
                    items.append(.element(word.uppercased() == "NULL" ? nil : word))
                }
                skipSpace()
                guard index < scalars.count else { return nil }
                if scalars[index] == "," { index += 1; continue }
                if scalars[index] == "}" { index += 1; return .array(items) }
                return nil
            }
            return nil
        }
        guard let value = array(), index == scalars.count else { return nil }
        return value
    }
}
