/// A CSS `font-family` list — typefaces separated by commas, each a name in quotes (`'Source
/// Sans 3'`) or one or more identifiers (`system-ui`, `Helvetica Neue`) — read strictly, so
/// that what a theme gives as a font family can only ever be a font family in the stylesheet.
///
/// A list is written into the theme's stylesheet as it is: anything CSS reads other than a
/// font family — a comment (`Inter, /* …` hid the rest of the stylesheet), a `;` or a brace
/// that ends the declaration, a backslash escape, a quote left open — would change what
/// follows it. So a family is accepted only when every part of it is one of the two forms.
///
/// ```swift
/// FontFamilyList("Inter, 'Source Sans 3', system-ui")?.css   // "Inter, 'Source Sans 3', system-ui"
/// FontFamilyList("Inter, /* x")                              // nil
/// ```
public struct FontFamilyList: Hashable, Sendable {
    /// The typefaces, each as CSS reads it: a quoted name with its quotes, or identifiers
    /// separated by one space.
    public let families: [String]

    /// The list as it goes into a stylesheet.
    public var css: String { families.joined(separator: ", ") }

    /// The list `text` reads as, or `nil` when any part of it is not a typeface's name.
    public init?(_ text: String) {
        var families: [String] = []
        var current = ""
        var quote: Character?
        for character in text {
            if let open = quote {
                current.append(character)
                if character == open { quote = nil }
            } else if character == "," {
                families.append(current)
                current = ""
            } else {
                if character == "'" || character == "\"" { quote = character }
                current.append(character)
            }
        }
        guard quote == nil else { return nil }
        families.append(current)
        var read: [String] = []
        for family in families {
            guard let name = Self.family(family) else { return nil }
            read.append(name)
        }
        self.families = read
    }

    /// One typeface, trimmed and made plain (identifiers one space apart), or `nil`.
    private static func family(_ text: String) -> String? {
        let trimmed = text.trimmingWhiteSpace
        guard let first = trimmed.first else { return nil }
        if first == "'" || first == "\"" {
            // A name in quotes: closed by the same quote, with no escape and no control character.
            guard trimmed.count >= 3, trimmed.last == first else { return nil }
            let inner = trimmed.dropFirst().dropLast()
            guard !inner.contains(first), !inner.contains("\\"),
                !inner.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
            else { return nil }
            return String(trimmed)
        }
        let identifiers = trimmed.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard identifiers.allSatisfy(isIdentifier) else { return nil }
        return identifiers.joined(separator: " ")
    }

    /// A CSS identifier without escapes: letters, digits, `-`, `_` and anything past ASCII, not
    /// starting with a digit (nor with `-` and a digit).
    private static func isIdentifier(_ text: Substring) -> Bool {
        let scalars = Array(text.unicodeScalars)
        guard let first = scalars.first else { return false }
        func isNameStart(_ scalar: Unicode.Scalar) -> Bool {
            (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z") || scalar == "_" || (scalar.value >= 0x80 && scalar.properties.generalCategory != .control)
        }
        func isName(_ scalar: Unicode.Scalar) -> Bool {
            isNameStart(scalar) || (scalar >= "0" && scalar <= "9") || scalar == "-"
        }
        if first == "-" {
            guard scalars.count > 1, isNameStart(scalars[1]) || scalars[1] == "-" else { return false }
        } else if !isNameStart(first) {
            return false
        }
        return scalars.dropFirst().allSatisfy(isName)
    }
}

extension String {
    fileprivate var trimmingWhiteSpace: Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let start = firstIndex(where: { !isSpace($0) }), let end = lastIndex(where: { !isSpace($0) }) else { return "" }
        return self[start...end]
    }
}
