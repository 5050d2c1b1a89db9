import Tessera

/// A row's checkbox in a list whose rows can be acted on together: it belongs to the list's bulk
/// form (``BulkActionBar``) by the form's id, wherever the form is on the page, so that the table
/// needs no form around it — and a live list's rows, pushed later, carry theirs.
struct RowSelectBox: PrimitiveView {
    /// The row's key, as its address writes it.
    let key: String
    /// The row's name: a screen reader says "Select ACADEMY DINOSAUR", in the page's language.
    let name: String

    /// The id of the form the boxes belong to.
    static let formID = "bulk-rows"
    /// The name the boxes submit their keys under.
    static let fieldName = "row"

    static func _render(_ view: Self, into output: inout HTMLOutput, context: RenderContext) {
        var attributes = HTMLAttributes(classes: "t-row-select")
        attributes.set("type", "checkbox")
        attributes.set("form", formID)
        attributes.set("name", fieldName)
        attributes.set("value", view.key)
        attributes.set("aria-label", DirectText.selectRow(view.name).text(in: context.environment.uiLanguage, locale: context.environment.locale))
        output.voidElement("input", attributes, context: context)
    }
}
