import Tessera
import TesseraComponents

extension ComponentGallery {
    static let tag = GalleryPage(
        name: "Tag",
        summary: "A short label in a pill: a category, a state, a keyword."
    ) {
        #specimen("View builders") {
            Tag {
                Text("Urgent")
            } icon: {
                Image(systemName: "flag")
            }
        }
        #specimen("Plain values") { tagSample }
        #specimen("A model") { Tag(model: SamplePriority()) }
        #specimen("Tags of a work order") {
            HStack(alignment: .center, spacing: 6) {
                Tag("Hall 3")
                Tag("Pump")
                tagSample
                Tag(label: "Approved", icon: Image(systemName: "checkmark"))
            }
        }
        #specimen("Restyled: filled in the critical colour") { tagSample.tagStyle(FilledTag()) }
        #specimen("Disabled") { tagSample.disabled() }
        #specimen("Light", colorScheme: .light) { tagSample }
        #specimen("Dark", colorScheme: .dark) { tagSample }
    }

    @SpecimenCode
    private static var tagSample: Tag { Tag(label: "Urgent", icon: Image(systemName: "flag")) }
}

/// A work order's priority of an app's own, shown through `TagModel`.
fileprivate struct SamplePriority: TagModel {
    var label = "Urgent"
    var icon: Image? = Image(systemName: "flag")
}

/// The tag filled, for a state that must stand out.
fileprivate struct FilledTag: TagStyle {
    func makeBody(configuration: TagConfiguration) -> some View {
        HStack(alignment: .center, spacing: 4) {
            configuration.icon
            configuration.label.bold()
        }
        .font(.caption)
        .padding(.horizontal, 8)
        .padding(.vertical, 2)
        .foregroundStyle(Color.theme(.primaryBackground))
        .background(Color.theme(.criticalLabel))
        .cornerRadius(10)
    }
}
