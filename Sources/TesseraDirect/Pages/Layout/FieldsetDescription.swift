import Tessera

/// A ``Fieldset``'s description, under its title on a form and on a row's page.
struct FieldsetDescription: View {
    let text: String

    var body: some View {
        Text(text).font(.footnote).foregroundStyle(.secondary).attribute("data-fieldset-description", nil)
    }
}
