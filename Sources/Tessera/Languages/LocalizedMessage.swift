import Foundation

/// A text written in every language Tessera speaks: the typed catalogue entry a page shows in
/// the person's language, never a string resolved before the page knows whom it is for.
///
/// Foundation's string catalogues do not work on Linux (`String(localized:)` is missing, and a
/// bundle picks one language for the whole process), so a catalogue is Swift: an enum whose
/// cases are the texts, with one exhaustive `switch` a language. A text missing in one language
/// is then a compile error, and the values a text takes are typed, not `%@`.
///
/// ```swift
/// enum OrderText: LocalizedMessage {
///     case approve
///     case openOrders(Int)
///
///     func text(in language: UILanguage, locale: Locale) -> String {
///         switch language {
///         case .english:
///             switch self {
///             case .approve: "Approve"
///             case .openOrders(let count): language.plural(count, one: "1 open order", other: "\(language.number(count, locale: locale)) open orders")
///             }
///         case .german:
///             switch self {
///             case .approve: "Genehmigen"
///             case .openOrders(let count): language.plural(count, one: "1 offener Auftrag", other: "\(language.number(count, locale: locale)) offene Aufträge")
///             }
///         // …
///         }
///     }
/// }
///
/// Text(OrderText.openOrders(orders.count))
/// Button(OrderText.approve) { … }
/// ```
///
/// The page's ``EnvironmentValues/uiLanguage`` chooses the language and its
/// ``EnvironmentValues/locale`` writes the numbers: a person in Switzerland reads German texts
/// with Swiss numbers.
public protocol LocalizedMessage: Sendable {
    /// This text in `language`, its numbers written for `locale`.
    func text(in language: UILanguage, locale: Locale) -> String
}

extension EnvironmentValues {
    /// `message` in this environment's language and locale.
    public func text(_ message: some LocalizedMessage) -> String {
        message.text(in: uiLanguage, locale: locale)
    }

    /// `title` as this environment shows it: `message` in its language while `title` is still
    /// `message`'s English text (a component's default title, given as a plain string), `title`
    /// itself otherwise — an application's own title is never translated.
    public func text(_ title: String, defaultedBy message: some LocalizedMessage) -> String {
        guard uiLanguage != .english, title == message.text(in: .english, locale: locale) else { return title }
        return text(message)
    }

    /// What writes messages in this environment's language and locale: for a view's body, where
    /// a control takes its title as a string.
    ///
    /// ```swift
    /// @Environment(\.localization) private var localized
    ///
    /// var body: some View {
    ///     TextField(localized(OrderText.search), name: "q", text: query)
    /// }
    /// ```
    public var localization: Localization {
        Localization(language: uiLanguage, locale: locale)
    }
}

/// Writes messages in one language and locale: the environment's
/// (``EnvironmentValues/localization``).
public struct Localization: Sendable, Hashable {
    /// The language the messages are written in.
    public var language: UILanguage
    /// The locale their numbers are written for.
    public var locale: Locale

    /// Writes messages in `language`, numbers for `locale`.
    public init(language: UILanguage, locale: Locale) {
        self.language = language
        self.locale = locale
    }

    /// `message` in this language.
    public func callAsFunction(_ message: some LocalizedMessage) -> String {
        message.text(in: language, locale: locale)
    }
}

extension UILanguage {
    /// The form `count` takes here, by its plural category: `one` or `other`, and `many` where
    /// the language has it (French and Spanish exact millions: "1 000 000 de lignes"), which is
    /// `other` when not given. The forms write the number themselves, with
    /// ``number(_:locale:)``.
    ///
    /// ```swift
    /// language.plural(rows, one: "1 Zeile", other: "\(language.number(rows, locale: locale)) Zeilen")
    /// ```
    public func plural(_ count: Int, one: String, many: String? = nil, other: String) -> String {
        switch pluralCategory(count) {
        case .one: one
        case .many: many ?? other
        default: other
        }
    }

    /// `number` as `locale` writes a whole number: "1,234" in English, "1.234" in German, "1 234"
    /// in French.
    public func number(_ number: Int, locale: Locale) -> String {
        number.formatted(.number.locale(locale))
    }
}

extension Text {
    /// Text showing `message` in the language of the page (``EnvironmentValues/uiLanguage``).
    ///
    /// ```swift
    /// Text(OrderText.openOrders(orders.count))
    /// ```
    public init(_ message: some LocalizedMessage) {
        self.init(resolving: { environment in environment.text(message) })
    }
}

extension View {
    /// Shows `text`, in the page's language, as a tooltip when the pointer rests on this view
    /// (the `title` attribute).
    public func help(_ text: some LocalizedMessage) -> ModifiedContent<Self, LocalizedAttributeModifier> {
        attribute("title", text)
    }

    /// The label assistive technologies read for this view, in the page's language.
    public func accessibilityLabel(_ label: some LocalizedMessage) -> ModifiedContent<Self, LocalizedAttributeModifier> {
        attribute("aria-label", label)
    }

    /// Sets an HTML attribute to `message` in the page's language (an `aria-label`, a `title`),
    /// as `attribute(_:_:)` sets one to a string.
    public func attribute(_ name: String, _ message: some LocalizedMessage) -> ModifiedContent<Self, LocalizedAttributeModifier> {
        modifier(LocalizedAttributeModifier(name: HTMLAttributes.isWritableName(name) ? name.lowercased() : nil, message: message))
    }

    /// Sets an HTML attribute to `message` in the page's language when `condition` holds, and
    /// writes nothing otherwise.
    public func attribute(_ name: String, _ message: some LocalizedMessage, when condition: Bool) -> ModifiedContent<Self, LocalizedAttributeModifier> {
        modifier(LocalizedAttributeModifier(name: condition && HTMLAttributes.isWritableName(name) ? name.lowercased() : nil, message: message))
    }
}

/// Sets an attribute to a message in the language of the page it is rendered in: see
/// `View/attribute(_:_:)` with a message.
public struct LocalizedAttributeModifier: PrimitiveViewModifier {
    /// The attribute's name; `nil` for a name refused (the modifier then does nothing).
    let name: String?
    let message: any LocalizedMessage

    func decoration(in environment: EnvironmentValues) -> Decoration? {
        name.map { Decoration(.attribute, .independent, .attribute(name: $0, value: environment.text(message))) }
    }

    public static func _render<Modified: View>(
        _ modifier: Self,
        content: Modified,
        into output: inout HTMLOutput,
        context: RenderContext
    ) {
        DecorationModifier._render(DecorationModifier(modifier.decoration(in: context.environment)), content: content, into: &output, context: context)
    }

    public static func _renderAsync<Modified: View, Writer: AsyncHTMLWriter>(
        _ modifier: Self,
        content: Modified,
        into output: inout AsyncHTMLOutput<Writer>,
        context: RenderContext
    ) async throws {
        try await DecorationModifier._renderAsync(
            DecorationModifier(modifier.decoration(in: context.environment)), content: content, into: &output, context: context)
    }
}
