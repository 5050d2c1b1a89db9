/// A colour, with the names of SwiftUI's system colours.
///
/// System colours are CSS custom properties of the stylesheet (`--t-red`, …), with a light and a
/// dark value, so a theme can change them in one place. Other colours are written as `rgb()`.
public struct Color: Hashable, Sendable {
    enum Storage: Hashable, Sendable {
        case named(SystemColorNames)
        case rgb(red: Double, green: Double, blue: Double, opacity: Double)
        case variable(String)
        indirect case withOpacity(Storage, Double)
    }

    let storage: Storage

    private init(named name: String) {
        storage = .named(SystemColorNames(name))
    }

    private init(storage: Storage) {
        self.storage = storage
    }

    /// A colour from red, green and blue components between 0 and 1.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        storage = .rgb(red: red, green: green, blue: blue, opacity: opacity)
    }

    /// The colour a stylesheet gives the custom property `--name`: a theme's colour, which the
    /// theme changes in one place (light, dark, or an app's own).
    ///
    /// `name` is letters, digits, `-` and `_`, without the leading dashes.
    public init(variable name: String) {
        precondition(
            !name.isEmpty && name.utf8.allSatisfy { byte in
                (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x2D || byte == 0x5F
            }, "a colour's custom property is named with letters, digits, '-' and '_': \(name)")
        storage = .variable(name)
    }

    /// A grey between black (0) and white (1).
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    /// This colour, made more transparent: `opacity` multiplies its alpha.
    public func opacity(_ opacity: Double) -> Color {
        Color(storage: .withOpacity(storage, opacity))
    }

    /// The system colour red, light and dark.
    public static let red = Color(named: "red")
    /// The system colour orange, light and dark.
    public static let orange = Color(named: "orange")
    /// The system colour yellow, light and dark.
    public static let yellow = Color(named: "yellow")
    /// The system colour green, light and dark.
    public static let green = Color(named: "green")
    /// The system colour mint, light and dark.
    public static let mint = Color(named: "mint")
    /// The system colour teal, light and dark.
    public static let teal = Color(named: "teal")
    /// The system colour cyan, light and dark.
    public static let cyan = Color(named: "cyan")
    /// The system colour blue, light and dark.
    public static let blue = Color(named: "blue")
    /// The system colour indigo, light and dark.
    public static let indigo = Color(named: "indigo")
    /// The system colour purple, light and dark.
    public static let purple = Color(named: "purple")
    /// The system colour pink, light and dark.
    public static let pink = Color(named: "pink")
    /// The system colour brown, light and dark.
    public static let brown = Color(named: "brown")
    /// The system colour gray, light and dark.
    public static let gray = Color(named: "gray")
    /// The system colour black, light and dark.
    public static let black = Color(named: "black")
    /// The system colour white, light and dark.
    public static let white = Color(named: "white")
    /// No colour: fully transparent.
    public static let clear = Color(named: "clear")
    /// The colour of primary content: text, mostly. Follows light and dark mode.
    public static let primary = Color(named: "primary")
    /// The colour of secondary content, such as a subtitle.
    public static let secondary = Color(named: "secondary")
    /// The colour of tertiary content, such as a footnote.
    public static let tertiary = Color(named: "tertiary")
    /// The application's accent colour: links, buttons, selection.
    public static let accentColor = Color(named: "accent")
    /// The colour of the page's background.
    public static let background = Color(named: "background")

    /// The declaration that makes this the text colour: a class for a system colour.
    var foregroundDeclaration: Decoration.Declaration {
        if case .named(let names) = storage { return .class(names.foregroundClass) }
        return .style(property: "color", value: cssValue)
    }

    /// The declaration that makes this the background colour: a class for a system colour.
    var backgroundDeclaration: Decoration.Declaration {
        if case .named(let names) = storage { return .class(names.backgroundClass) }
        return .style(property: "background-color", value: cssValue)
    }

    /// The colour as a CSS value.
    var cssValue: String {
        Color.css(storage)
    }

    private static func css(_ storage: Storage) -> String {
        switch storage {
        case .named(let names):
            return names.variable
        case .variable(let name):
            return "var(--" + name + ")"
        case .rgb(let red, let green, let blue, let opacity):
            let alpha = CSSNumber.format(clamped(opacity))
            return "rgb(\(channel(red)) \(channel(green)) \(channel(blue)) / \(alpha))"
        case .withOpacity(let base, let opacity):
            let percent = CSSNumber.format(clamped(opacity) * 100)
            return "color-mix(in srgb, \(css(base)) \(percent)%, transparent)"
        }
    }

    private static func clamped(_ value: Double) -> Double {
        value.isNaN ? 0 : Swift.min(1, Swift.max(0, value))
    }

    private static func channel(_ value: Double) -> Int {
        Int((clamped(value) * 255).rounded())
    }
}

/// The names a system colour goes by in the stylesheet, made once per colour rather than on every
/// use.
struct SystemColorNames: Hashable, Sendable {
    let foregroundClass: String
    let backgroundClass: String
    let variable: String

    init(_ name: String) {
        foregroundClass = "t-fg-\(name)"
        backgroundClass = "t-bg-\(name)"
        variable = "var(--t-\(name))"
    }
}
