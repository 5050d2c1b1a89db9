import Foundation

/// The fields of a submitted form (`application/x-www-form-urlencoded`), in order, with repeated
/// names kept.
///
/// ```swift
/// let form = try await FormData(request: request)
/// let name = form["last_name"]            // the last value submitted under the name
/// let tags = form.values(for: "tag")      // every value, in order
/// ```
///
/// A malformed body (a bad percent escape, bytes that are not UTF-8) is a 400 error that says
/// what was wrong; a body larger than the limit is a 413. Nothing is half-read.
///
/// The parser needs nothing of the server (the request readers are in `FormData+Request.swift`),
/// so the fuzz target in `Fuzz/` compiles this file alone.
public struct FormData: Sendable, Equatable {
    /// The fields, in the order the browser sent them.
    public private(set) var fields: [(name: String, value: String)]

    /// The largest form body read by default: 1 MiB.
    public static let defaultLimit = 1024 * 1024

    /// Parses a form body.
    public init(urlEncoded body: String) throws(FormDataError) {
        fields = []
        guard !body.isEmpty else { return }
        for pair in body.split(separator: "&", omittingEmptySubsequences: true) {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = try FormData.decode(parts[0])
            let value = parts.count > 1 ? try FormData.decode(parts[1]) : ""
            fields.append((name, value))
        }
    }

    /// The last value submitted under `name`, or `nil`.
    public subscript(name: String) -> String? {
        fields.last { $0.name == name }?.value
    }

    /// Every value submitted under `name`, in order.
    public func values(for name: String) -> [String] {
        fields.filter { $0.name == name }.map(\.value)
    }

    public static func == (lhs: FormData, rhs: FormData) -> Bool {
        lhs.fields.elementsEqual(rhs.fields) { $0.name == $1.name && $0.value == $1.value }
    }

    /// Decodes `+` as a space and `%XX` escapes, requiring the result to be UTF-8.
    private static func decode(_ text: Substring) throws(FormDataError) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            switch byte {
            case UInt8(ascii: "+"):
                bytes.append(UInt8(ascii: " "))
            case UInt8(ascii: "%"):
                guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
                    throw FormDataError(description: "A field of the form has a '%' that is not followed by two hexadecimal digits.")
                }
                bytes.append(high << 4 | low)
            default:
                bytes.append(byte)
            }
        }
        guard let string = String(validating: bytes, as: UTF8.self) else {
            throw FormDataError(description: "A field of the form is not valid UTF-8 text.")
        }
        return string
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}

/// A form body that is not `application/x-www-form-urlencoded`.
public struct FormDataError: Error, CustomStringConvertible, Sendable {
    /// What was wrong, in a sentence.
    public var description: String
}
