import Foundation
import Tessera

extension Theme {
    /// The largest theme file read, in bytes: 64 KiB. A theme is a few dozen lines (every token
    /// and every text style together take under 4 KiB); a larger file is a mistake, not a theme.
    public static let maximumFileSize = 64 * 1024

    /// The theme a person wrote in the JSON file at `path`: what it sets, over the standard theme.
    ///
    /// ```json
    /// {
    ///   "colors": {
    ///     "tintColor": { "light": "#6B2FBA", "dark": "#C9A7F5" },
    ///     "iconColor": { "light": "#6B2FBA", "dark": "#C9A7F5" }
    ///   },
    ///   "fontFamily": "Inter, system-ui, sans-serif",
    ///   "fonts": { "headline": { "size": 18, "lineHeight": 1.3, "weight": "bold" } }
    /// }
    /// ```
    ///
    /// Every key is optional. `colors` maps a ``ColorToken``'s name to its `light` and `dark`
    /// values, each `#RRGGBB`; a token left out, or a palette left out of a token, keeps the
    /// standard theme's. `fonts` maps a text style (`largeTitle` … `caption2`) to its `size` in
    /// CSS pixels, its `lineHeight` as a multiple of the size (1.3 when left out) and its
    /// `weight`: `ultraLight`, `thin`, `light`, `regular` (when left out), `medium`,
    /// `semibold`, `bold`, `heavy`, `black`, or 100 to 900. `fontFamily` lists typefaces as CSS
    /// does.
    ///
    /// Anything else is refused, with where it is and what to write instead: a misspelt token
    /// would otherwise change nothing, silently. A theme whose text is hard to read is not
    /// refused; ask ``contrastWarnings`` about it.
    ///
    /// - Throws: ``ThemeFileError`` when the file cannot be read, is larger than
    ///   ``maximumFileSize``, is not JSON, or says something this format does not.
    public init(contentsOfFile path: String) throws(ThemeFileError) {
        let url = URL(fileURLWithPath: path)
        let data: Data
        do {
            // Its size before its bytes: a path to a huge file (or a device) is not read whole.
            let size = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? 0
            guard size <= Theme.maximumFileSize else {
                throw ThemeFileError(
                    .tooLarge, file: path,
                    message: "the file is \(size) bytes; a theme file is at most \(Theme.maximumFileSize) bytes (64 KiB). Check that this is the theme file.")
            }
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            data = try handle.read(upToCount: Theme.maximumFileSize + 1) ?? Data()
        } catch let error as ThemeFileError {
            throw error
        } catch {
            throw ThemeFileError(
                .unreadable, file: path, message: "the file cannot be read. Check its path and that you may read it.",
                underlying: Self.reason(of: error))
        }
        try self.init(json: data, file: path)
    }

    /// The theme the JSON in `data` describes, in the format of ``init(contentsOfFile:)``;
    /// `file` names it in errors.
    ///
    /// - Throws: ``ThemeFileError``.
    public init(json data: Data, file: String = "theme") throws(ThemeFileError) {
        guard data.count <= Theme.maximumFileSize else {
            throw ThemeFileError(
                .tooLarge, file: file,
                message: "the file is \(data.count) bytes; a theme file is at most \(Theme.maximumFileSize) bytes (64 KiB). Check that this is the theme file.")
        }
        let decoded: ThemeFile
        do {
            decoded = try JSONDecoder().decode(ThemeFile.self, from: data)
        } catch let error as ThemeFileError {
            throw error.in(file)
        } catch let error as DecodingError {
            throw ThemeFileError(decoding: error, file: file)
        } catch {
            throw ThemeFileError(.notJSON, file: file, message: "the file is not JSON.", underlying: Self.reason(of: error))
        }
        var colors: [ColorToken: Pair] = [:]
        for (token, given) in decoded.colors {
            let standard = Theme.standard.colors[token]!
            colors[token] = Pair(light: given.light ?? standard.light, dark: given.dark ?? standard.dark)
        }
        self.init(colors: colors, fonts: decoded.fonts, fontFamily: decoded.fontFamily)
    }

    private static func reason(of error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError {
            return "\(nsError.localizedDescription) (\(underlying.localizedDescription))"
        }
        return nsError.localizedDescription
    }

    // MARK: - Readability

    /// A colour of a theme that stands out too little from a background of its palette.
    public struct ContrastWarning: Sendable, Hashable, CustomStringConvertible {
        /// The colour drawn: a text colour, an icon's or a chart's.
        public var token: ColorToken
        /// The background it is drawn on.
        public var background: ColorToken
        /// The palette.
        public var scheme: ColorScheme
        /// Their contrast ratio (WCAG 2), from 1 to 21.
        public var ratio: Double
        /// The ratio it needs: 4.5 for text (level AA), 3 for icons and charts' marks.
        public var required: Double

        public var description: String {
            let shown = (ratio * 100).rounded(.down) / 100
            let kind = token.isText ? "text" : "marks"
            return "\(token.rawValue) on \(background.rawValue) in the \(scheme.rawValue) palette has a contrast of \(shown):1; "
                + "\(kind) need\(token.isText ? "s" : "") \(required == 4.5 ? "4.5" : "3"):1 (WCAG AA). "
                + "Make \(token.rawValue).\(scheme.rawValue) \(scheme == .light ? "darker" : "lighter"), or \(background.rawValue).\(scheme.rawValue) \(scheme == .light ? "lighter" : "darker")."
        }
    }

    /// Every pair of a colour and a background of its palette that is hard to tell apart: text
    /// colours (``ColorToken/isText``) under 4.5:1, WCAG's level AA for text; icons' and charts'
    /// colours under 3:1, its level for graphics. Empty for the standard theme, which a test
    /// checks.
    ///
    /// A theme file is not refused for these: the server says them when it starts, and serves.
    ///
    /// ```swift
    /// for warning in theme.contrastWarnings { print("warning: \(warning)") }
    /// ```
    public var contrastWarnings: [ContrastWarning] {
        var warnings: [ContrastWarning] = []
        for scheme in ColorScheme.allCases {
            for token in ColorToken.allCases where token.isText || token.isGraphic {
                let required = token.isText ? 4.5 : 3
                for background in ColorToken.allCases where background.isBackground {
                    let ratio = color(token, in: scheme).contrastRatio(with: color(background, in: scheme))
                    if ratio < required {
                        warnings.append(ContrastWarning(token: token, background: background, scheme: scheme, ratio: ratio, required: required))
                    }
                }
            }
        }
        return warnings
    }
}

/// Why a theme file was not read: what is wrong, where (the file, and the key inside it), what
/// to do, and the JSON reader's own words when it had some.
///
/// ```
/// purple.json: colors.tintColour: 'tintColour' is not a colour token. The tokens are: primaryLabel, …
/// purple.json: colors.tintColor.light: '#6B2FB' is not a colour. Write #RRGGBB: six hexadecimal digits, such as #6B2FBA.
/// ```
public struct ThemeFileError: Error, Sendable, CustomStringConvertible {
    /// What kind of mistake.
    public enum Kind: Sendable, Hashable {
        /// The file cannot be opened or read.
        case unreadable
        /// The file is larger than ``Theme/maximumFileSize``.
        case tooLarge
        /// The file is not JSON (or nests deeper than the reader goes).
        case notJSON
        /// A key the format does not have: a misspelt token, text style or field.
        case unknownKey
        /// A value of the wrong form: a colour not `#RRGGBB`, a size that is not a positive
        /// number, a weight that is none.
        case invalidValue
    }

    /// What kind of mistake.
    public var kind: Kind
    /// The file, as it was named.
    public var file: String
    /// Where in the file, as keys joined by dots (`colors.tintColor.light`); `nil` for the file
    /// as a whole.
    public var keyPath: String?
    /// What is wrong and what to do, in a sentence or two.
    public var message: String
    /// What the system or the JSON reader said, kept as it said it; `nil` when it said nothing
    /// more than ``message``.
    public var underlying: String?

    init(_ kind: Kind, file: String, keyPath: String? = nil, message: String, underlying: String? = nil) {
        self.kind = kind
        self.file = file
        self.keyPath = keyPath
        self.message = message
        self.underlying = underlying
    }

    /// One line: `FILE: KEY: MESSAGE (UNDERLYING)`.
    public var description: String {
        var text = file + ": "
        if let keyPath, !keyPath.isEmpty { text += keyPath + ": " }
        text += message
        if let underlying { text += " (\(underlying))" }
        return text
    }

    func `in`(_ file: String) -> ThemeFileError {
        var error = self
        error.file = file
        return error
    }

    init(decoding error: DecodingError, file: String) {
        func path(_ codingPath: [any CodingKey]) -> String {
            ThemeFile.path(codingPath)
        }
        switch error {
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            // The reader's own words (where the syntax breaks) are in the underlying error.
            let detail = (context.underlyingError.map { ($0 as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\($0)" })
                ?? context.debugDescription
            self.init(
                .notJSON, file: file,
                message: "the file is not JSON. A theme file is one JSON object, such as {\"colors\": {\"tintColor\": {\"light\": \"#6B2FBA\", \"dark\": \"#C9A7F5\"}}}.",
                underlying: detail)
        case .dataCorrupted(let context):
            self.init(.invalidValue, file: file, keyPath: path(context.codingPath), message: context.debugDescription)
        case .typeMismatch(let type, let context):
            let keyPath = path(context.codingPath)
            self.init(
                .invalidValue, file: file, keyPath: keyPath, message: "expected \(ThemeFile.expectation(at: context.codingPath, type: type)).",
                underlying: context.debugDescription)
        case .valueNotFound(_, let context):
            self.init(
                .invalidValue, file: file, keyPath: path(context.codingPath),
                message: "expected \(ThemeFile.expectation(at: context.codingPath, type: Any.self)), not null. Leave the key out to keep the standard theme's.")
        case .keyNotFound(let key, let context):
            self.init(.invalidValue, file: file, keyPath: path(context.codingPath), message: "'\(key.stringValue)' is missing.")
        @unknown default:
            self.init(.notJSON, file: file, message: "the file cannot be read as a theme.", underlying: "\(error)")
        }
    }
}

// MARK: - The format

/// The file as written: what it sets, each value checked.
private struct ThemeFile: Decodable {
    var colors: [ColorToken: (light: RGBColor?, dark: RGBColor?)] = [:]
    var fonts: [Font.TextStyle: FontMetrics] = [:]
    var fontFamily: String?

    /// Any key, so that an unknown one can be named rather than ignored.
    struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ string: String) { stringValue = string }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    static let topKeys = ["colors", "fontFamily", "fonts"]

    static let fontFamilyHelp = "List typefaces separated by commas, each a name (letters, digits, '-' and '_', words one space apart) or a name in single quotes, with no comment or escape: \"Inter, 'Source Sans 3', system-ui, sans-serif\"."
    static let weights: [(String, Font.Weight)] = [
        ("ultraLight", .ultraLight), ("thin", .thin), ("light", .light), ("regular", .regular), ("medium", .medium),
        ("semibold", .semibold), ("bold", .bold), ("heavy", .heavy), ("black", .black),
    ]

    /// Refuses keys not among `known`, naming them and the ones there are.
    static func checkKeys(of container: KeyedDecodingContainer<Key>, known: [String], what: String) throws {
        for key in container.allKeys where !known.contains(key.stringValue) {
            throw ThemeFileError(
                .unknownKey, file: "", keyPath: Self.path(container.codingPath + [key]),
                message: "'\(Self.printable(key.stringValue))' is not \(what). Use one of: \(known.joined(separator: ", ")).")
        }
    }

    /// A key as it can be shown on one line: control characters escaped, and at most 60
    /// characters.
    static func printable(_ text: String) -> String {
        let escaped = text.unicodeScalars.map { $0.properties.generalCategory == .control ? "\\u{\(String($0.value, radix: 16))}" : String($0) }.joined()
        return escaped.count > 60 ? String(escaped.prefix(60)) + "…" : escaped
    }

    /// `400`, `0.5`: a bound as written.
    static func shown(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    /// Where in the file: the keys of `codingPath`, printable, joined by dots.
    static func path(_ codingPath: [any CodingKey]) -> String {
        codingPath.map { printable($0.stringValue) }.joined(separator: ".")
    }

    /// What a value at `codingPath` should be, in words.
    static func expectation(at codingPath: [any CodingKey], type: Any.Type) -> String {
        let keys = codingPath.map(\.stringValue)
        switch keys.count {
        case 0: return "an object with \"colors\", \"fonts\" and \"fontFamily\""
        case 1 where keys[0] == "colors": return "an object of colour tokens, such as {\"tintColor\": {\"light\": \"#6B2FBA\", \"dark\": \"#C9A7F5\"}}"
        case 1 where keys[0] == "fonts": return "an object of text styles, such as {\"headline\": {\"size\": 18, \"weight\": \"bold\"}}"
        case 1: return "a string of typefaces, such as \"Inter, system-ui, sans-serif\""
        case 2 where keys[0] == "colors": return "an object with \"light\" and \"dark\" colours, such as {\"light\": \"#6B2FBA\", \"dark\": \"#C9A7F5\"}"
        case 2: return "an object with \"size\", \"lineHeight\" and \"weight\", such as {\"size\": 18, \"lineHeight\": 1.3, \"weight\": \"bold\"}"
        default:
            switch keys.last {
            case "light", "dark": return "a colour as a string, #RRGGBB, such as \"#6B2FBA\""
            case "weight": return "a weight: a name (regular, semibold, bold, …) or a number from 100 to 900"
            default: return "a positive number"
            }
        }
    }

    init(from decoder: any Decoder) throws {
        let top = try decoder.container(keyedBy: Key.self)
        try Self.checkKeys(of: top, known: Self.topKeys, what: "a key of a theme file")
        if top.contains(Key("colors")) {
            let colors = try top.nestedContainer(keyedBy: Key.self, forKey: Key("colors"))
            try Self.checkKeys(of: colors, known: ColorToken.allCases.map(\.rawValue), what: "a colour token")
            for key in colors.allKeys {
                let token = ColorToken(rawValue: key.stringValue)!
                let pair = try colors.nestedContainer(keyedBy: Key.self, forKey: key)
                try Self.checkKeys(of: pair, known: ["light", "dark"], what: "a palette")
                func color(_ name: String) throws -> RGBColor? {
                    guard pair.contains(Key(name)) else { return nil }
                    let text = try pair.decode(String.self, forKey: Key(name))
                    guard let color = RGBColor(hex: text) else {
                        throw ThemeFileError(
                            .invalidValue, file: "", keyPath: Self.path(pair.codingPath + [Key(name)]),
                            message: "'\(Self.printable(text))' is not a colour. Write #RRGGBB: six hexadecimal digits, such as #6B2FBA.")
                    }
                    return color
                }
                self.colors[token] = (try color("light"), try color("dark"))
            }
        }
        if top.contains(Key("fonts")) {
            let styles = try top.nestedContainer(keyedBy: Key.self, forKey: Key("fonts"))
            try Self.checkKeys(of: styles, known: Font.TextStyle.allCases.map(\.rawValue), what: "a text style")
            for key in styles.allKeys {
                let style = Font.TextStyle(rawValue: key.stringValue)!
                let metrics = try styles.nestedContainer(keyedBy: Key.self, forKey: key)
                try Self.checkKeys(of: metrics, known: ["size", "lineHeight", "weight"], what: "a font's field")
                func number(_ name: String, in range: ClosedRange<Double>) throws -> Double? {
                    guard metrics.contains(Key(name)) else { return nil }
                    let value = try metrics.decode(Double.self, forKey: Key(name))
                    guard range.contains(value) else {
                        throw ThemeFileError(
                            .invalidValue, file: "", keyPath: Self.path(metrics.codingPath + [Key(name)]),
                            message: "\(value) is out of bounds: give a number from \(Self.shown(range.lowerBound)) to \(Self.shown(range.upperBound)).")
                    }
                    return value
                }
                guard let size = try number("size", in: 1...400) else {
                    throw ThemeFileError(
                        .invalidValue, file: "", keyPath: Self.path(metrics.codingPath),
                        message: "'size' is missing: give the size in CSS pixels, such as {\"size\": 18}.")
                }
                var weight = Font.Weight.regular
                if metrics.contains(Key("weight")) {
                    let weightPath = Self.path(metrics.codingPath + [Key("weight")])
                    let names = Self.weights.map(\.0).joined(separator: ", ")
                    if let name = try? metrics.decode(String.self, forKey: Key("weight")) {
                        guard let named = Self.weights.first(where: { $0.0 == name })?.1 else {
                            throw ThemeFileError(
                                .invalidValue, file: "", keyPath: weightPath,
                                message: "'\(Self.printable(name))' is not a weight. Use one of: \(names); or a number from 100 to 900.")
                        }
                        weight = named
                    } else {
                        let value = try metrics.decode(Int.self, forKey: Key("weight"))
                        guard let numbered = Self.weights.first(where: { $0.1.value == value })?.1 else {
                            throw ThemeFileError(
                                .invalidValue, file: "", keyPath: weightPath,
                                message: "\(value) is not a weight. Use 100, 200, … 900, or one of: \(names).")
                        }
                        weight = numbered
                    }
                }
                self.fonts[style] = FontMetrics(size: size, lineHeight: try number("lineHeight", in: 0.5...4) ?? 1.3, weight: weight)
            }
        }
        if top.contains(Key("fontFamily")) {
            let family = try top.decode(String.self, forKey: Key("fontFamily"))
            // What the stylesheet would not take, refused here: the person sees their mistake.
            guard family.count <= 500, family.contains(where: { !$0.isWhitespace }) else {
                throw ThemeFileError(
                    .invalidValue, file: "", keyPath: "fontFamily",
                    message: "give from 1 to 500 characters of typefaces, such as \"Inter, system-ui, sans-serif\", or leave the key out.")
            }
            if let bad = family.unicodeScalars.first(where: { ";{}<>\\".unicodeScalars.contains($0) || $0.properties.generalCategory == .control }) {
                throw ThemeFileError(
                    .invalidValue, file: "", keyPath: "fontFamily",
                    message: "'\(Self.printable(String(bad)))' cannot be in a font family. \(Self.fontFamilyHelp)")
            }
            guard FontFamilyList(family) != nil else {
                throw ThemeFileError(
                    .invalidValue, file: "", keyPath: "fontFamily",
                    message: "'\(Self.printable(family))' is not a list of typefaces. \(Self.fontFamilyHelp)")
            }
            fontFamily = family
        }
    }
}

extension RGBColor {
    /// The colour written `#RRGGBB` (upper or lower case); `nil` for anything else.
    ///
    /// ```swift
    /// RGBColor(hex: "#6B2FBA")   // RGBColor(red: 0x6B, green: 0x2F, blue: 0xBA)
    /// ```
    public init?(hex text: String) {
        let utf8 = Array(text.utf8)
        guard utf8.count == 7, utf8[0] == UInt8(ascii: "#"),
            utf8.dropFirst().allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0 | 0x20) }),
            let value = UInt32(text.dropFirst(), radix: 16)
        else { return nil }
        self.init(value)
    }
}
