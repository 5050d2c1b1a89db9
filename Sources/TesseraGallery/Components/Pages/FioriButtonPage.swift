import Tessera
import TesseraComponents

extension ComponentGallery {
    static let fioriButton = GalleryPage(
        name: "FioriButton",
        summary: "A button in one of three kinds: primary for the thing to do next, secondary, and tertiary."
    ) {
        #specimen("View builders") {
            FioriButton(action: .submit(name: "action", value: "release")) {
                Text("Release order")
            }
        }
        #specimen("Plain values") { fioriButtonSample }
        #specimen("A model") { FioriButton(model: SampleCommand()) }
        #specimen("The three kinds") {
            HStack(alignment: .center, spacing: 12) {
                fioriButtonSample
                FioriButton(title: "Save draft", action: .submit(name: "action", value: "draft")).fioriButtonStyle(.secondary)
                FioriButton(title: "Cancel", action: .link("#work-order-4711")).fioriButtonStyle(.tertiary)
            }
        }
        // Fiori for SwiftUI's button of code to run: on the server in a live view; on this page,
        // which is not live, a button that does nothing.
        #specimen("Fiori's spelling: code to run") {
            FioriButton(title: "Approve") { print("approved") }
        }
        #specimen("With an icon, as a link") {
            FioriButton(action: .link("#new-work-order")) {
                Label("New work order", systemImage: "plus")
            }
        }
        #specimen("Restyled: a destructive action") { fioriButtonSample.fioriButtonStyle(DestructiveButton()) }
        #specimen("Disabled") { fioriButtonSample.disabled() }
        #specimen("Each kind disabled") {
            HStack(alignment: .center, spacing: 12) {
                fioriButtonSample
                FioriButton(title: "Save draft", action: .submit(name: "action", value: "draft")).fioriButtonStyle(.secondary)
                FioriButton(title: "Cancel", action: .link("#work-order-4711")).fioriButtonStyle(.tertiary)
            }
            .disabled()
        }
        #specimen("Light", colorScheme: .light) { fioriButtonSample }
        #specimen("Dark", colorScheme: .dark) { fioriButtonSample }
    }

    @SpecimenCode
    private static var fioriButtonSample: FioriButton {
        FioriButton(title: "Release order", action: .submit(name: "action", value: "release"))
    }
}

/// A command of an app's own, shown through `FioriButtonModel`.
fileprivate struct SampleCommand: FioriButtonModel {
    var title = "Release order"
    var action = FioriButtonAction.submit(name: "action", value: "release")
}

/// The secondary look in the negative colour, for an action that destroys.
fileprivate struct DestructiveButton: FioriButtonStyle {
    func makeBody(configuration: FioriButtonConfiguration) -> some View {
        FioriSecondaryButtonStyle().makeBody(configuration: configuration).foregroundStyle(Color.theme(.negativeLabel))
    }
}
