import Foundation

/// The languages a browser asks for (`Accept-Language`, RFC 9110 §12.5.4), and the one of a list
/// of supported languages that serves it best (RFC 4647 §3.4, "Lookup").
///
/// ```swift
/// let accepted = AcceptLanguage("de-CH,de;q=0.9,en;q=0.8")
/// accepted.lookup(among: ["en", "de", "fr"])   // ("de", region: "CH")
/// ```
///
/// Forgiving, as browsers' headers are read everywhere: an item that does not parse is skipped,
/// not the whole header; `q=0` means "not this one"; items of equal weight keep their order. A
/// header longer than ``maximumLength`` is read up to the last comma before it, as Django does
/// since CVE-2023-23969, so that no header makes the server parse without end.
public struct AcceptLanguage: Sendable, Equatable {
    /// One language range and its weight.
    public struct Range: Sendable, Equatable {
        /// The range, lowercased, `_` read as `-`: `de-ch`, `en`, `*`.
        public var tag: String
        /// Its weight, from 0.001 to 1.
        public var quality: Double
    }

    /// The ranges asked for, the heaviest first (the header's order among equals), without those
    /// of weight 0.
    public let ranges: [Range]
    /// The ranges refused outright (`q=0`).
    public let refused: [String]

    /// Characters of a header read at most.
    public static let maximumLength = 500

    /// The ranges of `header`.
    public init(_ header: String) {
        var text = Substring(header)
        if text.utf8.count > Self.maximumLength {
            let cut = text.utf8.prefix(Self.maximumLength)
            let head = Substring(decoding: cut, as: UTF8.self)
            text = head.lastIndex(of: ",").map { head[..<$0] } ?? ""
        }
        var ranges: [(range: Range, order: Int)] = []
        var refused: [String] = []
        for (order, item) in text.split(separator: ",").enumerated() {
            let parts = item.split(separator: ";")
            guard let first = parts.first else { continue }
            let tag = first.trimmingCharacters(in: .whitespaces).lowercased().replacingOccurrences(of: "_", with: "-")
            guard Self.isRange(tag) else { continue }
            var quality = 1.0
            var valid = true
            for parameter in parts.dropFirst() {
                let pair = parameter.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                guard pair.count == 2, pair[0].lowercased() == "q" else { continue }
                guard let weight = Self.quality(pair[1]) else {
                    valid = false
                    break
                }
                quality = weight
            }
            guard valid else { continue }
            if quality == 0 {
                refused.append(tag)
            } else {
                ranges.append((Range(tag: tag, quality: quality), order))
            }
        }
        self.ranges = ranges.sorted { $0.range.quality != $1.range.quality ? $0.range.quality > $1.range.quality : $0.order < $1.order }.map(\.range)
        self.refused = refused
    }

    /// The supported language that serves the ranges best, with the region the range named
    /// (`de-ch` → `de` and `CH`, for the formatting locale); `nil` when none serves. A range
    /// serves a language when, cut from the right a subtag at a time, it becomes it; `*` serves
    /// the first supported language not refused.
    public func lookup(among supported: [String]) -> (language: String, region: String?)? {
        let supported = supported.map { $0.lowercased() }
        for range in ranges {
            if range.tag == "*" {
                if let any = supported.first(where: { !refused.contains($0) }) { return (any, nil) }
                continue
            }
            var subtags = range.tag.split(separator: "-").map(String.init)
            let region = subtags.dropFirst().first { $0.count == 2 && $0.allSatisfy(\.isLetter) }?.uppercased()
            while !subtags.isEmpty {
                let candidate = subtags.joined(separator: "-")
                if supported.contains(candidate), !refused.contains(candidate) { return (candidate, region) }
                subtags.removeLast()
                // A single-letter subtag is no range on its own (`x`, `i`): cut it with the next.
                if subtags.last?.count == 1 { subtags.removeLast() }
            }
        }
        return nil
    }

    /// Whether `tag` is a language range: `*`, or subtags of 1 to 8 letters and digits (the
    /// first letters only) joined by hyphens.
    private static func isRange(_ tag: String) -> Bool {
        if tag == "*" { return true }
        let subtags = tag.split(separator: "-", omittingEmptySubsequences: false)
        guard let first = subtags.first, (1...8).contains(first.count), first.allSatisfy({ $0.isASCII && $0.isLetter }) else { return false }
        return subtags.dropFirst().allSatisfy { (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
    }

    /// A weight: `0` or `1`, or `0.` / `1.` and up to three digits (`1.` only with zeros).
    private static func quality(_ text: String) -> Double? {
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let whole = parts.first, whole == "0" || whole == "1" else { return nil }
        if parts.count == 1 { return whole == "1" ? 1 : 0 }
        let fraction = parts[1]
        guard fraction.count <= 3, fraction.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        if whole == "1" { return fraction.allSatisfy { $0 == "0" } ? 1 : nil }
        return Double("0." + (fraction.isEmpty ? "0" : fraction))
    }
}
