import Tessera
import TesseraComponents

// Fiori for SwiftUI's concept documents, as their users write them: contacts by view builders,
// by plain values with an action, and by a model in Fiori's trailing-underscore naming; a view
// model of `@Published` properties that shows an alert. What the web lacks: UIKit's phone and mail
// sheets — an activity runs its action on the server in a live view, and is a link elsewhere.

/// A contact as the app's model has it, named as Fiori names a model's values.
public struct Employee: ContactItemModel {
    public var title_: String
    public var subtitle_: String?
    public var footnote_: String?
    public var descriptionText_: String?
    public var detailImage_: Image?
    public var activityItems_: [ActivityItem]
}

/// The screen's view model: what was chosen, and whether the alert shows.
public final class ContactsViewModel: ObservableObject {
    @Published public var showingAlert = false
    @Published public var chosen = ""

    public init() {}

    func didSelect(_ activityItem: ActivityItem, of name: String) {
        chosen = "\(activityItem.type) \(name)"
        showingAlert = true
    }
}

/// Three contacts, each written one of Fiori's ways.
public struct FioriContactsScreen: View {
    @StateObject private var viewModel = ContactsViewModel()

    let grace = Employee(
        title_: "Grace Hopper", subtitle_: "Head of procurement", footnote_: "Arlington", descriptionText_: nil, detailImage_: nil,
        activityItems_: [ActivityItem(type: .email, data: "grace@example.com")])

    public init() {}

    public var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 16) {
                Link("Gallery", destination: "/")
                List {
                    // View builders: any view in any slot, the last one `actionItems`.
                    ContactItem {
                        Text("Ada Lovelace")
                    } subtitle: {
                        Text("Analyst")
                    } footnote: {
                        Text("London")
                    } descriptionText: {
                        Text("Works on the analytical engine's tables")
                    } detailImage: {
                        Image(systemName: "person.crop.circle")
                    } actionItems: {
                        ActionItems(actionItems: [ActivityItem(type: .email, data: "ada@example.com")]) { activityItem in
                            viewModel.didSelect(activityItem, of: "Ada Lovelace")
                        }
                    }

                    // Plain values, the activities a line each, with an action.
                    ContactItem(title: "Edsger Dijkstra", subtitle: "Plant manager", action: { selected in
                        viewModel.didSelect(selected, of: "Edsger Dijkstra")
                    }) {
                        .phone(6504224410)
                        .email("edsger@example.com")
                    }

                    // A model, its activities as links (a behaviour of its own would run code).
                    ContactItem(model: grace)
                }
            }
        }
        .navigationTitle("Contacts, in Fiori's spelling")
        .alert(isPresented: $viewModel.showingAlert) {
            Alert(title: Text("Chosen"), message: Text(viewModel.chosen), dismissButton: .default(Text("OK")))
        }
    }
}
