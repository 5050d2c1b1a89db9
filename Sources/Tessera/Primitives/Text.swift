import Foundation

/// A run of text, escaped when written.
///
/// ```swift
/// Text("Overdue: ") + Text(invoice.total, format: .currency(code: "EUR")).bold()
/// Text(invoice.dueDate, format: .dateTime.year().month().day())
/// ```
///
/// A plain text is written as a bare text node; a text with styles, or one standing in a stack
/// where each view is an item, is wrapped in a `<span>`.
public struct Text: PrimitiveView {
    enum Storage {
        case verbatim(String)
        case formatted((EnvironmentValues) -> String)
        case concatenated([Text])
        /// A link's text, from an attributed string's `link` attribute.
        case linked(String, destination: String)
    }

    private var storage: Storage
    private var decorations: [Decoration] = []

    /// Text showing `content` as it is.
    public init(_ content: some StringProtocol) {
        storage = .verbatim(String(content))
    }

    /// Text showing `content` as it is: the common case of ``init(_:)-(StringProtocol)``, without
    /// a generic conversion (a table makes one for every cell).
    @inlinable
    public init(_ content: String) {
        self.init(verbatim: content)
    }

    /// Text showing `content` as it is. The same as ``init(_:)-(StringProtocol)``: Tessera
    /// does not localize string literals.
    public init(verbatim content: String) {
        storage = .verbatim(content)
    }

    /// Text showing a value formatted with a Foundation format style, in the locale of the
    /// environment.
    ///
    /// ```swift
    /// Text(0.256, format: .percent)                       // "25.6%"
    /// Text(1234.5, format: .currency(code: "USD"))        // "$1,234.50"
    /// ```
    public init<Format: FormatStyle>(_ input: Format.FormatInput, format: Format) where Format.FormatOutput == String {
        storage = .formatted { environment in
            format.locale(environment.locale).format(input)
        }
    }

    /// Text showing a date formatted in the locale and time zone of the environment.
    public init(_ date: Date, format: Date.FormatStyle) {
        storage = .formatted { environment in
            var format = format.locale(environment.locale)
            format.timeZone = environment.timeZone
            return format.format(date)
        }
    }

    /// Text showing an attributed string, each run in its own `font` and `foregroundColor` (the
    /// attributes of ``FoundationEssentials/AttributeScopes/TesseraAttributes``, by SwiftUI's
    /// names) and a link (`<a>`, its address checked like every URL) where Foundation's `link` is
    /// set. Every run is escaped.
    ///
    /// ```swift
    /// var overdue = AttributedString("Overdue")
    /// overdue.font = .body.bold()
    /// Text(overdue + AttributedString(" since Monday"))
    /// ```
    public init(_ attributedString: AttributedString) {
        let parts = attributedString.runs.map { run -> Text in
            let string = String(attributedString[run.range].characters)
            var part = Text(storage: run.link.map { .linked(string, destination: $0.absoluteString) } ?? .verbatim(string), decorations: [])
            if let font = run.font { part = part.font(font) }
            if let color = run.foregroundColor { part = part.foregroundStyle(color) }
            return part
        }
        if parts.count == 1 {
            self = parts[0]
        } else {
            storage = .concatenated(parts)
        }
    }

    /// Text whose string the page's environment gives: a message in the page's language.
    init(resolving resolve: @escaping (EnvironmentValues) -> String) {
        storage = .formatted(resolve)
    }

    private init(storage: Storage, decorations: [Decoration]) {
        self.storage = storage
        self.decorations = decorations
    }

    /// Two texts, one after the other, each keeping its own styles.
    public static func + (lhs: Text, rhs: Text) -> Text {
        func parts(_ text: Text) -> [Text] {
            if case .concatenated(let parts) = text.storage, text.decorations.isEmpty { return parts }
            return [text]
        }
        return Text(storage: .concatenated(parts(lhs) + parts(rhs)), decorations: [])
    }

    /// The string this text shows in `environment`.
    public func content(in environment: EnvironmentValues = EnvironmentValues()) -> String {
        switch storage {
        case .verbatim(let string): string
        case .formatted(let format): format(environment)
        case .concatenated(let parts): parts.map { $0.content(in: environment) }.joined()
        case .linked(let string, _): string
        }
    }

    public static func _render(_ view: Text, into output: inout HTMLOutput, context: RenderContext) {
        if view.decorations.isEmpty {
            writeContent(view, into: &output, context: context)
        } else {
            // Its decorations pending for the element it writes, as a modifier's would be.
            let (inner, mark) = output.pushInherited(view.decorations, context: context)
            writeContent(view, into: &output, context: inner)
            output.popDecorations(to: mark)
        }
    }

    private static func writeContent(_ view: Text, into output: inout HTMLOutput, context: RenderContext) {
        switch view.storage {
        case .verbatim(let string):
            output.text(string, context: context)
        case .formatted(let format):
            output.text(format(context.environment), context: context)
        case .linked(let string, let destination):
            var attributes = HTMLAttributes(classes: "t-link")
            // As a disabled Link: no address to follow.
            if context.environment.isEnabled {
                attributes.setURL("href", destination)
            } else {
                attributes.set("aria-disabled", "true")
            }
            output.element("a", attributes, context: context) { output, inner in
                output.text(string, context: inner)
            }
        case .concatenated(let parts):
            // Parts of one text stay together: one element, one row.
            if output.textNeedsElement(context) || context.makesRows {
                output.element("span", context: context) { output, inner in
                    for part in parts { Text._render(part, into: &output, context: inner) }
                }
            } else {
                for part in parts { Text._render(part, into: &output, context: context) }
            }
        }
    }

    private func adding(_ decoration: Decoration) -> Text {
        var text = self
        text.add(decoration)
        return text
    }

    /// Adds `decoration` in place, replacing one of the same concern: the innermost wins.
    private mutating func add(_ decoration: Decoration) {
        if !decorations.isEmpty { decorations.removeAll { $0.concern == decoration.concern } }
        decorations.append(decoration)
    }
}

extension Text {
    /// This text in bold.
    public func bold(_ isActive: Bool = true) -> Text {
        isActive ? fontWeight(.bold) : self
    }

    /// This text in italics.
    public func italic(_ isActive: Bool = true) -> Text {
        isActive ? adding(Decoration(.fontStyle, .inherited, .class("t-italic"))) : self
    }

    /// This text with a font weight.
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        guard let weight else { return self }
        return adding(Decoration(.fontWeight, .inherited, .class(weight.className)))
    }

    /// This text in a font.
    public func font(_ font: Font?) -> Text {
        guard let font else { return self }
        var text = self
        font.forEachDecoration { text.add($0) }
        return text
    }

    /// This text in the monospaced design.
    public func monospaced(_ isActive: Bool = true) -> Text {
        isActive ? adding(Decoration(.fontDesign, .inherited, .class(Font.Design.monospaced.className))) : self
    }

    /// This text in a colour.
    public func foregroundStyle(_ color: Color) -> Text {
        adding(Decoration(.foreground, .inherited, color.foregroundDeclaration))
    }

    /// This text in a colour. SwiftUI's older name for ``foregroundStyle(_:)``.
    public func foregroundColor(_ color: Color?) -> Text {
        guard let color else { return self }
        return foregroundStyle(color)
    }

    /// This text underlined.
    public func underline(_ isActive: Bool = true) -> Text {
        isActive ? adding(Decoration(.underline, .independent, .class("t-underline"))) : self
    }

    /// This text struck through.
    public func strikethrough(_ isActive: Bool = true) -> Text {
        isActive ? adding(Decoration(.strikethrough, .independent, .class("t-strikethrough"))) : self
    }
}
