import Tessera
import TesseraComponents

extension ComponentGallery {
    static let keyValueItem = GalleryPage(
        name: "KeyValueItem",
        summary: "A label and its value, the label above: one field of an object's details."
    ) {
        #specimen("View builders") {
            KeyValueItem {
                Text("Cost centre")
            } value: {
                Text("CC-4711 Maintenance North")
            }
        }
        #specimen("Plain values") { keyValueItemSample }
        #specimen("A model") { KeyValueItem(model: SampleField()) }
        #specimen("Any view in a slot") {
            KeyValueItem {
                Label("Due", systemImage: "calendar")
            } value: {
                Text("3 days overdue").foregroundStyle(Color.theme(.negativeLabel))
            }
        }
        #specimen("Fields of a work order") {
            VStack(alignment: .leading, spacing: 12) {
                KeyValueItem(key: "Order", value: "WO-4711")
                KeyValueItem(key: "Equipment", value: "Pump P-100, Hall 3")
                keyValueItemSample
                KeyValueItem(key: "Planned cost", value: "EUR 1,240.00")
            }
        }
        #specimen("Restyled: on one line") { keyValueItemSample.keyValueItemStyle(OneLineField()) }
        #specimen("Disabled") { keyValueItemSample.disabled() }
        #specimen("Selected") {
            VStack(alignment: .leading, spacing: 12) {
                KeyValueItem(key: "Order", value: "WO-4711")
                keyValueItemSample.selected()
                KeyValueItem(key: "Planned cost", value: "EUR 1,240.00")
            }
        }
        #specimen("Light", colorScheme: .light) { keyValueItemSample }
        #specimen("Dark", colorScheme: .dark) { keyValueItemSample }
    }

    @SpecimenCode
    private static var keyValueItemSample: KeyValueItem {
        KeyValueItem(key: "Cost centre", value: "CC-4711 Maintenance North")
    }
}

/// A field of a work order of an app's own, shown through `KeyValueItemModel`.
fileprivate struct SampleField: KeyValueItemModel {
    var key = "Cost centre"
    var value = "CC-4711 Maintenance North"
}

/// The label and its value side by side, the label first: for a dense table of details.
fileprivate struct OneLineField: KeyValueItemStyle {
    func makeBody(configuration: KeyValueItemConfiguration) -> some View {
        HStack(spacing: 8) {
            configuration.key.foregroundStyle(Color.theme(.secondaryLabel))
            configuration.value.font(.headline)
        }
    }
}
