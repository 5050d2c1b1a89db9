/// The attributes a primitive view gives the element it writes.
///
/// Values are escaped when written; names are the primitive's own constants. Classes and inline
/// styles are kept apart so that the ones modifiers add can be merged into a single `class` and
/// `style` attribute.
public struct HTMLAttributes: Sendable {
    // Most elements have a class or two and an attribute at most, and a table has such elements
    // on every row: the classes are one string (small enough to need no memory of its own, most
    // often) and the first attribute is held inline, so that they allocate nothing.
    @usableFromInline var classList = ""
    var styles: [(property: String, value: String)] = []
    @usableFromInline var firstAttribute: (name: String, value: String?)?
    @usableFromInline var moreAttributes: [(name: String, value: String?)] = []

    /// Whether the element draws a box of its own (a button's padding, border and background).
    /// Padding, backgrounds, borders and clipping from modifiers then go on a `<div>` around it,
    /// as SwiftUI draws them around the control, instead of replacing its own.
    public var hasOwnBox = false

    /// No attributes.
    public init() {}

    /// Whether there are none: no class, style or attribute, and no box of its own.
    var isEmpty: Bool {
        classList.isEmpty && styles.isEmpty && firstAttribute == nil && moreAttributes.isEmpty && !hasOwnBox
    }

    /// Attributes with the given classes.
    @inlinable
    public init(classes: String...) {
        for name in classes { addClass(name) }
    }

    /// Adds a class.
    @inlinable
    public mutating func addClass(_ name: String) {
        guard !name.isEmpty else { return }
        if classList.isEmpty {
            classList = name
        } else {
            classList += " "
            classList += name
        }
    }

    /// Adds an inline style declaration. Use it for values only known at run time (a width, a
    /// custom colour); everything else belongs in the stylesheet.
    public mutating func addStyle(_ property: String, _ value: String) {
        styles.append((property, value))
    }

    /// Sets an attribute. A `nil` value writes a boolean attribute (`disabled`).
    @inlinable
    public mutating func set(_ name: String, _ value: String?) {
        if firstAttribute == nil {
            firstAttribute = (name, value)
        } else {
            moreAttributes.append((name, value))
        }
    }

    /// Sets an attribute holding a URL. The renderer checks every URL attribute (see
    /// ``holdsURL(_:)``) as it writes it: one with a scheme other than `http`, `https`, `mailto`, `tel`
    /// and `sms` becomes ``blockedURL``, so data can never become a `javascript:` link.
    @inlinable
    public mutating func setURL(_ name: String, _ url: String) {
        set(name, url)
    }

    /// Whether the renderer writes an attribute of this name: a plain name of letters, digits,
    /// `-`, `_`, `:` and `.`, that is not an event handler (`on…`; `open` is allowed), and not
    /// `style`, `class` or
    /// `data-tid`, which the renderer writes itself. Anything else is left out, so a name that
    /// came from data cannot inject script or a second attribute.
    public static func isWritableName(_ name: String) -> Bool {
        kind(of: name) != .unwritable
    }

    /// Whether an attribute of this name holds a URL that a browser may follow or load.
    public static func holdsURL(_ name: String) -> Bool {
        kind(of: name) == .url
    }

    /// What the renderer makes of an attribute's name.
    enum NameKind {
        /// Not written (see ``isWritableName(_:)``).
        case unwritable
        /// Written, its value escaped.
        case plain
        /// Written, its value escaped and checked by ``isSafeURL(_:)``.
        case url
    }

    /// Decides what an attribute name is in one pass over its bytes, which it lower-cases into
    /// a key of up to sixteen bytes compared as two numbers: every attribute written asks.
    static func kind(of name: String) -> NameKind {
        var key = NameKey()
        for byte in name.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: ":"), UInt8(ascii: "."):
                key.append(byte)
            case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                key.append(byte | 0x20)
            default:
                return .unwritable
            }
        }
        guard key.length > 0 else { return .unwritable }
        if key.startsWithOn && key != NameKey.open { return .unwritable }
        if key == NameKey.style || key == NameKey.class || key == NameKey.dataTID { return .unwritable }
        return NameKey.urls.contains(key) ? .url : .plain
    }

    /// What an unsafe URL is replaced with.
    public static let blockedURL = "about:blank#blocked"

    /// Whether a URL is relative or has a scheme that cannot run script.
    public static func isSafeURL(_ url: String) -> Bool {
        // Browsers drop tabs and newlines and trim control characters and spaces before they
        // read the scheme, so `java\tscript:` is a scheme too: do the same before looking.
        var scheme = ""
        var hasScheme = false
        for scalar in url.unicodeScalars {
            if scalar == ":" {
                hasScheme = true
                break
            }
            // A path, query or fragment before any colon: a relative URL.
            if scalar == "/" || scalar == "?" || scalar == "#" { return true }
            if scalar.value <= 0x20 { continue }
            scheme.unicodeScalars.append(scalar)
        }
        guard hasScheme else { return true }
        switch scheme.lowercased() {
        case "http", "https", "mailto", "tel", "sms": return true
        default: return false
        }
    }
}

/// An attribute name lower-cased into sixteen bytes and its length, to compare as numbers.
struct NameKey: Equatable {
    private var low: UInt64 = 0
    private var high: UInt64 = 0
    private(set) var length = 0

    mutating func append(_ byte: UInt8) {
        if length < 8 {
            low |= UInt64(byte) << (8 * UInt64(length))
        } else if length < 16 {
            high |= UInt64(byte) << (8 * UInt64(length - 8))
        }
        length += 1
    }

    /// Whether the name starts with `on`, as event handlers do.
    var startsWithOn: Bool {
        length >= 2 && low & 0xFFFF == UInt64(UInt8(ascii: "o")) | UInt64(UInt8(ascii: "n")) << 8
    }

    init() {}

    /// The key of a name already in lower case.
    init(_ name: StaticString) {
        name.withUTF8Buffer { bytes in
            for byte in bytes { append(byte) }
        }
    }

    static func == (a: NameKey, b: NameKey) -> Bool {
        // Names longer than sixteen bytes share a key with their first sixteen: none of the names
        // compared against is that long, so such a name never equals one.
        a.length == b.length && a.low == b.low && a.high == b.high && a.length <= 16
    }

    static let open = NameKey("open")
    static let style = NameKey("style")
    static let `class` = NameKey("class")
    static let dataTID = NameKey("data-tid")

    /// The names of attributes whose value is a URL a browser may follow or load.
    static let urls: [NameKey] = [
        "href", "src", "action", "formaction", "poster", "cite", "srcset", "xlink:href", "data",
        "background", "manifest", "ping", "longdesc", "codebase", "icon", "profile",
    ].map(NameKey.init)
}
