import Tessera

/// A titled search in a form, suggesting what to search for as the person types, with an error
/// message and a hint beneath: a real `<input type="search">` named after the field, its
/// suggestions a `<datalist>`. Fiori's search field with suggestions.
///
/// ```swift
/// Form(method: .get) {
///     SearchField(title: "Search products", name: "q", text: query, placeholder: "Name or number",
///                 suggestions: recentSearches)
/// }
///
/// SearchField(title: "Customer", name: "customer", text: "", suggestions: ["Acme", "Globex"]) {
///     EmptyView()
/// } hintText: {
///     Text("Press Enter to search")
/// }
///
/// SearchField(model: search)           // Search: SearchFieldModel
/// ```
///
/// The browser shows the suggestions that match what is typed and fills the field with the one
/// chosen: it needs no script, and the server sends the suggestions with the page (the recent
/// searches, the most frequent). The datalist's id is made from the field's name
/// (`q-suggestions`). The messages are linked to the field by `aria-describedby`, and an error
/// makes it `aria-invalid`. Inside `.disabled()` it is disabled.
@FormCell
public struct SearchField {
    /// The fields, in the order the initializers take them; the messages follow.
    public enum Fields {
        /// The search's title: the text of its label.
        case title(String)
        /// The form field's name: what the server receives the search under.
        case name(String)
        /// What is searched for.
        case text(String)
        /// What the empty field shows.
        case placeholder(String? = nil)
        /// What to suggest, in order; none leaves out the datalist.
        case suggestions([String] = [])
        /// Whether the form may not be sent with the field empty.
        case isRequired(Bool = false)
    }

    static func searchField(_ field: SearchFieldConfiguration) -> some View {
        let listID = String(field.name.map { $0.isWhitespace ? "_" : $0 }) + "-suggestions"
        var attributes: [(String, String?)] = []
        if let placeholder = field.placeholder { attributes.append(("placeholder", placeholder)) }
        if !field.suggestions.isEmpty { attributes += [("list", listID), ("autocomplete", "off")] }
        if field.isRequired { attributes.append(("required", nil)) }
        return TextInputControl(
            title: field.title, name: field.name, value: field.text, type: "search", classes: ["t-text-field"], attributes: attributes,
            suggestions: field.suggestions.isEmpty ? nil : (listID, field.suggestions))
    }
}

public extension View {
    #styleModifier(for: SearchField.self)
}
