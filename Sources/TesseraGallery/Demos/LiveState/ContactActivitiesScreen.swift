import Observation
import Tessera
import TesseraComponents

/// The Fiori concept documents' example, on the web: contacts whose activity buttons call the
/// view model, which shows an alert by setting a flag.
///
/// In the concept, a SwiftUI view model is `@Published`/observable, each `ContactItem`'s activity
/// calls a method of it, and `.alert(isPresented:)` shows what was chosen. Here the same code runs
/// on the server: the buttons' actions run there, the flag re-renders the view, and the page shows
/// the alert (a modal dialog with the script, a box over the page without it).
struct ContactActivitiesScreen: View {
    @Bindable var model: ContactActivitiesModel

    var body: some View {
        NavigationStack {
            GalleryBackLink()
            VStack(alignment: .leading, spacing: 16) {
                Text("Each activity runs the view model's method on the server, which shows an alert.").foregroundStyle(.secondary)
                List {
                    ForEach(model.contacts) { contact in
                        ContactItem {
                            Text(contact.name)
                        } subtitle: {
                            Text(contact.role)
                        } activityItems: {
                            ContactActivityButtons(contact: contact, model: model)
                        }
                    }
                }
                if let last = model.lastActivity {
                    Text("Last activity: \(last)").foregroundStyle(.secondary).attribute("data-last-activity", nil)
                }
            }
        }
        .navigationTitle("Contacts")
        .alert(model.alertTitle, isPresented: $model.isAlertPresented) {
            Button("OK") { model.confirm() }
            Button("Cancel", role: .cancel) { model.cancel() }
        } message: {
            Text(model.alertMessage)
        }
    }
}

/// The activities of one contact as buttons that call the model.
struct ContactActivityButtons: View {
    let contact: ContactActivitiesModel.Contact
    let model: ContactActivitiesModel

    var body: some View {
        HStack(spacing: 8) {
            ForEach(ContactActivitiesModel.activities, id: \.self) { kind in
                Button(role: .cancel, action: { model.didSelect(kind, for: contact) }) {
                    Image(systemName: ActivityItem(kind: kind, destination: "").systemImage)
                }
                .accessibilityLabel("\(ActivityItem(kind: kind, destination: "").label) \(contact.name)")
            }
        }
    }
}

/// The view model of the example: contacts, and the alert's state.
@Observable
final class ContactActivitiesModel {
    struct Contact: Identifiable, Hashable {
        let id: Int
        let name: String
        let role: String
    }

    static let activities: [ActivityItem.Kind] = [.phone, .email, .message]

    let contacts = [
        Contact(id: 1, name: "Ada Lovelace", role: "Analyst, London"),
        Contact(id: 2, name: "Grace Hopper", role: "Head of procurement, Arlington"),
        Contact(id: 3, name: "Edsger Dijkstra", role: "Plant manager, Eindhoven"),
    ]

    var isAlertPresented = false
    private(set) var alertTitle = ""
    private(set) var alertMessage = ""
    private(set) var lastActivity: String?
    private var pending: String?

    func didSelect(_ kind: ActivityItem.Kind, for contact: Contact) {
        let verb: String =
            switch kind {
            case .phone: "Call"
            case .email: "Email"
            case .message: "Message"
            case .videoCall: "Video call"
            case .detail: "Show"
            }
        alertTitle = "\(verb) \(contact.name)?"
        alertMessage = "This would \(verb.lowercased()) \(contact.name), \(contact.role)."
        pending = "\(verb) \(contact.name)"
        isAlertPresented = true
    }

    func confirm() {
        lastActivity = pending
        pending = nil
    }

    func cancel() {
        lastActivity = pending.map { $0 + " (cancelled)" }
        pending = nil
    }
}
