import Foundation

private struct IsEnabledKey: EnvironmentKey {
    static let defaultValue = true
}

private struct LocaleKey: EnvironmentKey {
    // Made once: a page reads it for every number it formats.
    static let defaultValue = Locale(identifier: "en_US")
}

private struct UILanguageKey: EnvironmentKey {
    static let defaultValue = UILanguage.english
}

private struct TimeZoneKey: EnvironmentKey {
    static var defaultValue: TimeZone { TimeZone(identifier: "UTC")! }
}

private struct LabelsHiddenKey: EnvironmentKey {
    static let defaultValue = false
}

private struct ImageAssetsPathKey: EnvironmentKey {
    static let defaultValue = "/assets/"
}

private struct ControlAttributesKey: EnvironmentKey {
    static let defaultValue: [String: String?] = [:]
}

extension EnvironmentValues {
    /// Whether controls are enabled. ``View/disabled(_:)`` turns it off for a subtree.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }

    /// The locale that formatted text (``Text/init(_:format:)-(_,Format)``) uses. A server renders
    /// for many users, so the default is fixed (`en_US`), never the machine's: set the
    /// user's locale at the root of each page.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The language of Tessera's own texts on the page (its buttons, headings, messages) and of
    /// its `<html lang>`. English unless a page's root sets another — the person's choice, else
    /// their browser's `Accept-Language` — with ``locale`` beside it for formatting.
    public var uiLanguage: UILanguage {
        get { self[UILanguageKey.self] }
        set { self[UILanguageKey.self] = newValue }
    }

    /// The time zone that dates are shown and edited in. The default is UTC, never the
    /// machine's, for the same reason as ``locale``.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }

    /// Whether controls hide their labels visually (assistive technologies still read them).
    /// Set with ``View/labelsHidden()``.
    public var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }

    /// Where an application's own images are served from: ``Image/init(_:label:)`` asks for
    /// `Image("logo.svg")` at this path and the name, `/assets/logo.svg` by default. Serve the
    /// folder there, with Hummingbird's `FileMiddleware` for one.
    public var imageAssetsPath: String {
        get { self[ImageAssetsPathKey.self] }
        set { self[ImageAssetsPathKey.self] = newValue }
    }
}

extension EnvironmentValues {
    /// Attributes for the form controls in a view, by name, set with
    /// ``View/controlAttribute(_:_:)``; a `nil` value removes the attribute.
    public var controlAttributes: [String: String?] {
        get { self[ControlAttributesKey.self] }
        set { self[ControlAttributesKey.self] = newValue }
    }
}

extension View {
    /// Gives the form controls in this view an HTML attribute: what the browser needs to check
    /// and help with the input before it is sent — `type` (`date`, `number`, `email`…),
    /// `maxlength`, `required`, `inputmode`, `autocomplete`, `step`.
    ///
    /// ```swift
    /// TextField("Released", name: "release_date", text: film.releaseDate)
    ///     .controlAttribute("type", "date")
    ///     .controlAttribute("required", "")         // a boolean attribute
    ///     .controlAttribute("maxlength", limit.map(String.init))  // nil: none
    /// ```
    ///
    /// The attribute goes on the control itself (`<input>`, `<textarea>`, `<select>`), not its
    /// label, and replaces the control's own value for that attribute; `nil` removes it. The
    /// server must still check what it receives: a browser can be told to skip these checks.
    public func controlAttribute(_ name: String, _ value: String?) -> ModifiedContent<Self, EnvironmentModifier> {
        modifier(EnvironmentModifier { $0.controlAttributes[name] = .some(value) })
    }

    /// Hides the labels of the controls in this view from sight, not from assistive technologies.
    public func labelsHidden() -> ModifiedContent<Self, EnvironmentModifier> {
        environment(\.labelsHidden, true)
    }
}
