import Tessera
import TesseraComponents

extension ComponentGallery {
    static let searchField = GalleryPage(
        name: "SearchField",
        summary: "A search with suggestions: a real search input whose datalist the browser offers as one types, without a script."
    ) {
        #specimen("View builders") {
            SearchField(title: "Search products", name: "q", text: "", placeholder: "Name or number", suggestions: searchFieldSuggestions) {
                EmptyView()
            } hintText: {
                Text("Recent searches are suggested")
            }
        }
        #specimen("Plain values") { searchFieldSample }
        #specimen("A model") { SearchField(model: SearchFieldQuery()) }
        #specimen("A product search") {
            // Sent to this page itself, as a reader would try it: the search shows in the address.
            Form(method: .get) {
                SearchField(
                    title: "Search products", name: "q", text: "", placeholder: "Name or number",
                    suggestions: ["Hex bolt M8", "Hex nut M8", "Washer 8 mm", "Threaded rod M8"], isRequired: true)
                Button(submit: "Search")
            }
        }
        #specimen("Nothing found, in error") {
            SearchField(title: "Search products", name: "q", text: "zzz", errorMessage: "No product matches \"zzz\"")
        }
        #specimen("Disabled") { searchFieldSample.disabled() }
        #specimen("Restyled: the label hidden") { searchFieldSample.searchFieldStyle(SearchLabelHidden()) }
        #specimen("Light", colorScheme: .light) { searchFieldSample }
        #specimen("Dark", colorScheme: .dark) { searchFieldSample }
    }

    fileprivate static let searchFieldSuggestions = ["Hex bolt M8", "Hex nut M8", "Washer 8 mm"]

    @SpecimenCode
    private static var searchFieldSample: SearchField {
        SearchField(
            title: "Search products", name: "q", text: "", placeholder: "Name or number", suggestions: searchFieldSuggestions,
            hintText: "Recent searches are suggested")
    }
}

/// A search of an app's own, shown through `SearchFieldModel`.
private struct SearchFieldQuery: SearchFieldModel {
    var title = "Search products"
    var name = "q"
    var text = ""
    var placeholder: String? = "Name or number"
    var suggestions = ComponentGallery.searchFieldSuggestions
    var isRequired = false
    var errorMessage: String? = nil
    var hintText: String? = "Recent searches are suggested"
}

/// The field alone, its title read by assistive technologies only.
private struct SearchLabelHidden: SearchFieldStyle {
    func makeBody(configuration: SearchFieldConfiguration) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            configuration.searchField.labelsHidden()
            configuration.errorMessage.foregroundStyle(Color.theme(.negativeLabel))
            configuration.hintText.font(.footnote).foregroundStyle(Color.theme(.secondaryLabel))
        }
        .attribute("data-component", "SearchField")
    }
}
