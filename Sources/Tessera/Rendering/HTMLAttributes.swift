/// The attributes a primitive view gives the element it writes.
///
/// Values are escaped when written; names are the primitive's own constants. Classes and inline
/// styles are kept apart so that the ones modifiers add can be merged into a single `class` and
/// `style` attribute.
public struct HTMLAttributes {
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
        guard !name.isEmpty else { return false }
        for byte in name.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: ":"), UInt8(ascii: "."):
                continue
            default:
                return false
            }
        }
        return (!hasPrefix(name, ignoringCase: "on") || equals(name, ignoringCase: "open"))
            && !equals(name, ignoringCase: "style")
            && !equals(name, ignoringCase: "class")
            && !equals(name, ignoringCase: "data-tid")
    }

    /// ASCII comparisons without making a lower-cased copy: names are checked for every attribute
    /// written.
    private static func hasPrefix(_ name: String, ignoringCase prefix: StaticString) -> Bool {
        var bytes = name.utf8.makeIterator()
        return prefix.withUTF8Buffer { expected in
            expected.allSatisfy { byte in bytes.next().map { $0 | 0x20 == byte } ?? false }
        }
    }

    private static func equals(_ name: String, ignoringCase other: StaticString) -> Bool {
        name.utf8.count == other.utf8CodeUnitCount && hasPrefix(name, ignoringCase: other)
    }

    /// Whether an attribute of this name holds a URL that a browser may follow or load.
    public static func holdsURL(_ name: String) -> Bool {
        let hasUppercase = name.utf8.contains { (0x41...0x5A).contains($0) }
        return switch hasUppercase ? name.lowercased() : name {
        case "href", "src", "action", "formaction", "poster", "cite", "srcset", "xlink:href", "data", "background",
            "manifest", "ping", "longdesc", "codebase", "icon", "profile":
            true
        default:
            false
        }
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
