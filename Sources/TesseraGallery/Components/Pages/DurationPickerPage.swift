import Tessera
import TesseraComponents

extension ComponentGallery {
    static let durationPicker = GalleryPage(
        name: "DurationPicker",
        summary: "A length of time in hours and minutes, which DurationPicker.decode reads back on the server as one number of minutes."
    ) {
        #specimen("View builders") {
            DurationPicker(title: "Labour", name: "labour", minutes: 150) {
                EmptyView()
            } hintText: {
                Text("Time on site, without travel")
            }
        }
        #specimen("Plain values") { durationPickerSample }
        #specimen("A model") { DurationPicker(model: DurationPickerEntry()) }
        #specimen("A work order's time, in error") {
            DurationPicker(
                title: "Travel", name: "travel", minutes: 0, maximumHours: 12, isRequired: true, errorMessage: "Enter the time spent travelling",
                hintText: "Both ways, at most 12 hours")
        }
        #specimen("Disabled") { durationPickerSample.disabled() }
        #specimen("Restyled: the hint first") { durationPickerSample.durationPickerStyle(DurationHintFirst()) }
        #specimen("Light", colorScheme: .light) { durationPickerSample }
        #specimen("Dark", colorScheme: .dark) { durationPickerSample }
    }

    @SpecimenCode
    private static var durationPickerSample: DurationPicker {
        DurationPicker(title: "Labour", name: "labour", minutes: 150, hintText: "Time on site, without travel")
    }
}

/// A time sheet's entry of an app's own, shown through `DurationPickerModel`.
private struct DurationPickerEntry: DurationPickerModel {
    var title = "Labour"
    var name = "labour"
    var minutes = 150
    var maximumHours = 99
    var hoursTitle = "Hours"
    var minutesTitle = "Minutes"
    var isRequired = false
    var errorMessage: String? = nil
    var hintText: String? = "Time on site, without travel"
}

/// The hint above the hours and minutes.
private struct DurationHintFirst: DurationPickerStyle {
    func makeBody(configuration: DurationPickerConfiguration) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            configuration.hintText.font(.footnote).foregroundStyle(Color.theme(.secondaryLabel))
            configuration.durationInputs
            configuration.errorMessage.foregroundStyle(Color.theme(.negativeLabel))
        }
        .attribute("data-component", "DurationPicker")
    }
}
