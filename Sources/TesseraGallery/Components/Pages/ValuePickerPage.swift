import Tessera
import TesseraComponents

extension ComponentGallery {
    static let valuePicker = GalleryPage(
        name: "ValuePicker",
        summary: "A choice of one value: a real select, or radio buttons every value in sight, with an error and a hint."
    ) {
        #specimen("View builders") {
            ValuePicker(title: "Unit", name: "unit", options: valuePickerUnits, selection: "kg") {
                EmptyView()
            } hintText: {
                Text("The unit the quantity is counted in")
            }
        }
        #specimen("Plain values") { valuePickerSample }
        #specimen("A model") { ValuePicker(model: ValuePickerItem()) }
        #specimen("Radio buttons: a supplier's payment terms") {
            ValuePicker(
                title: "Payment terms", name: "terms",
                options: [ListPickerOption("0", label: "Due at once"), ListPickerOption("14", label: "14 days net"), ListPickerOption("30", label: "30 days net")],
                selection: "30", presentation: .radios, isRequired: true, hintText: "As agreed in the supplier's contract")
        }
        #specimen("Radio buttons, in error") {
            ValuePicker(
                title: "Payment terms", name: "new_terms", options: [ListPickerOption("14", label: "14 days net"), ListPickerOption("30", label: "30 days net")],
                selection: "", presentation: .radios, isRequired: true, errorMessage: "Choose the terms")
        }
        #specimen("Disabled") { valuePickerSample.disabled() }
        #specimen("Restyled: on one line") { valuePickerSample.valuePickerStyle(ValuePickerOneLine()) }
        #specimen("Light", colorScheme: .light) { valuePickerSample }
        #specimen("Dark", colorScheme: .dark) { valuePickerSample }
    }

    fileprivate static let valuePickerUnits = [
        ListPickerOption("pcs", label: "Pieces"), ListPickerOption("kg", label: "Kilograms"), ListPickerOption("m", label: "Metres"),
    ]

    @SpecimenCode
    private static var valuePickerSample: ValuePicker {
        ValuePicker(title: "Unit", name: "unit", options: valuePickerUnits, selection: "kg", hintText: "The unit the quantity is counted in")
    }
}

/// An item of an app's own, shown through `ValuePickerModel`.
private struct ValuePickerItem: ValuePickerModel {
    var title = "Unit"
    var name = "unit"
    var options = ComponentGallery.valuePickerUnits
    var selection = "kg"
    var presentation = ValuePicker.Presentation.menu
    var isRequired = false
    var errorMessage: String? = nil
    var hintText: String? = "The unit the quantity is counted in"
}

/// The picker and its hint on one line.
private struct ValuePickerOneLine: ValuePickerStyle {
    func makeBody(configuration: ValuePickerConfiguration) -> some View {
        HStack(alignment: .lastTextBaseline, spacing: 12) {
            configuration.picker
            configuration.hintText.font(.footnote).foregroundStyle(Color.theme(.secondaryLabel))
        }
        .attribute("data-component", "ValuePicker")
    }
}
