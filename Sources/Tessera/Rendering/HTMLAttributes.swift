/// The attributes a primitive view gives the element it writes.
///
/// Values are escaped when written; names are the primitive's own constants. Classes and inline
/// styles are kept apart so that the ones modifiers add can be merged into a single `class` and
/// `style` attribute.
public struct HTMLAttributes {
    var classes: [String] = []
    var styles: [(property: String, value: String)] = []
    var attributes: [(name: String, value: String?)] = []

    /// Whether the element draws a box of its own (a button's padding, border and background).
    /// Padding, backgrounds, borders and clipping from modifiers then go on a `<div>` around it,
    /// as SwiftUI draws them around the control, instead of replacing its own.
    public var hasOwnBox = false

    /// No attributes.
    public init() {}

    /// Attributes with the given classes.
    public init(classes: String...) {
        self.classes = classes
    }

    /// Adds a class.
    public mutating func addClass(_ name: String) {
        classes.append(name)
    }

    /// Adds an inline style declaration. Use it for values only known at run time (a width, a
    /// custom colour); everything else belongs in the stylesheet.
    public mutating func addStyle(_ property: String, _ value: String) {
        styles.append((property, value))
    }

    /// Sets an attribute. A `nil` value writes a boolean attribute (`disabled`).
    public mutating func set(_ name: String, _ value: String?) {
        attributes.append((name, value))
    }

    /// Sets an attribute holding a URL. URLs with a scheme other than `http`, `https`, `mailto`
    /// and `tel` are replaced by ``blockedURL``, so that data can never become a `javascript:`
    /// link.
    public mutating func setURL(_ name: String, _ url: String) {
        attributes.append((name, HTMLAttributes.isSafeURL(url) ? url : HTMLAttributes.blockedURL))
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
        case "http", "https", "mailto", "tel": return true
        default: return false
        }
    }
}
