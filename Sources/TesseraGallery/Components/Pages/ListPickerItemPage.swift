import Tessera
import TesseraComponents

extension ComponentGallery {
    static let listPickerItem = GalleryPage(
        name: "ListPickerItem",
        summary: "A titled choice of one value (a real <select>), the selected option marked, with an error and a hint."
    ) {
        #specimen("View builders") {
            ListPickerItem(title: "Country", name: "country", options: listPickerCountries, selection: "FR") {
                EmptyView()
            } hintText: {
                Text("Where the goods are shipped")
            }
        }
        #specimen("Plain values") { listPickerItemSample }
        #specimen("A model") { ListPickerItem(model: ListPickerItemField()) }
        #specimen("Any view in a slot") {
            ListPickerItem(title: "Country", name: "country", options: listPickerCountries, selection: "FR") {
                EmptyView()
            } hintText: {
                Label("Where the goods are shipped", systemImage: "location")
            }
        }
        #specimen("In error") {
            ListPickerItem(title: "Country", name: "country", options: listPickerCountries, selection: "IT", errorMessage: "We do not ship there yet")
        }
        #specimen("Disabled") { listPickerItemSample.disabled() }
        #specimen("Restyled: title and list on one line") { listPickerItemSample.listPickerItemStyle(ListPickerInline()) }
        #specimen("Light", colorScheme: .light) { listPickerItemSample }
        #specimen("Dark", colorScheme: .dark) { listPickerItemSample }
    }

    fileprivate static var listPickerCountries: [ListPickerOption] {
        [ListPickerOption("DE", label: "Germany"), ListPickerOption("FR", label: "France"), ListPickerOption("IT", label: "Italy")]
    }

    @SpecimenCode
    private static var listPickerItemSample: ListPickerItem {
        ListPickerItem(title: "Country", name: "country", options: listPickerCountries, selection: "FR", hintText: "Where the goods are shipped")
    }
}

/// A field of an app's own, shown through `ListPickerItemModel`.
private struct ListPickerItemField: ListPickerItemModel {
    var title = "Country"
    var name = "country"
    var options = ComponentGallery.listPickerCountries
    var selection = "FR"
    var errorMessage: String? = nil
    var hintText: String? = "Where the goods are shipped"
}

/// The list and its hint on one line.
private struct ListPickerInline: ListPickerItemStyle {
    func makeBody(configuration: ListPickerItemConfiguration) -> some View {
        HStack(spacing: 12) {
            configuration.picker
            configuration.hintText.font(.footnote)
        }
    }
}
