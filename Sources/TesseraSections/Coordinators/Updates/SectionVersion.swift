/// Which state of a coordinator's sections a page or an update shows: the coordinator's epoch
/// and the number of batches it has seen.
///
/// Written `epoch.number` (`k3v9x2.41`), in pages (`data-version`) and as the id of each live
/// update, so a browser that reconnects says what it has. The epoch is random per coordinator, so
/// a page from before a server restart is never taken for a state of the new one.
public struct SectionVersion: Hashable, Sendable, Comparable, LosslessStringConvertible, Codable {
    /// The coordinator's epoch: random letters and digits.
    public let epoch: String
    /// How many batches the coordinator had seen.
    public let number: Int

    /// The version `number` of `epoch`.
    public init(epoch: String, number: Int) {
        self.epoch = epoch
        self.number = number
    }

    /// A new epoch's first version.
    static func initial() -> SectionVersion {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("0123456789abcdefghijklmnopqrstuvwxyz".utf8)
        let epoch = String(decoding: (0..<10).map { _ in alphabet[Int(generator.next(upperBound: UInt(alphabet.count)))] }, as: UTF8.self)
        return SectionVersion(epoch: epoch, number: 0)
    }

    /// The version after this one.
    var next: SectionVersion { SectionVersion(epoch: epoch, number: number + 1) }

    /// Reads `epoch.number`; `nil` for anything else (the text comes from browsers).
    public init?(_ description: String) {
        guard description.utf8.count <= 64, let dot = description.lastIndex(of: ".") else { return nil }
        let epoch = description[..<dot]
        let number = description[description.index(after: dot)...]
        guard !epoch.isEmpty, epoch.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x7A).contains($0) }),
            !number.isEmpty, number.utf8.count <= 18, number.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
            let value = Int(number)
        else { return nil }
        self.init(epoch: String(epoch), number: value)
    }

    public var description: String { "\(epoch).\(number)" }

    /// Orders versions of one epoch; versions of different epochs are not comparable and order by
    /// epoch only so that the order is total.
    public static func < (lhs: SectionVersion, rhs: SectionVersion) -> Bool {
        (lhs.epoch, lhs.number) < (rhs.epoch, rhs.number)
    }

    /// Reads the version from its text, `epoch.number`.
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let version = SectionVersion(text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not a section version: \(text)"))
        }
        self = version
    }

    /// Writes the version as its text, `epoch.number`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
