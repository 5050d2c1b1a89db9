import Foundation
import Tessera

/// The page `tessera render` writes: a customer of the sample rental store, with the kinds of
/// views a business screen is made of.
struct DemoPage: View {
    struct Rental: Identifiable {
        var id: Int
        var title: String
        var rentedOn: Date
        var amount: Double
        var isReturned: Bool
    }

    let rentals: [Rental] = [
        Rental(id: 16_050, title: "Academy Dinosaur", rentedOn: Date(timeIntervalSince1970: 1_717_000_000), amount: 2.99, isReturned: true),
        Rental(id: 16_051, title: "Ace Goldfinger", rentedOn: Date(timeIntervalSince1970: 1_717_300_000), amount: 4.99, isReturned: true),
        Rental(id: 16_052, title: "Affair Prejudice", rentedOn: Date(timeIntervalSince1970: 1_717_600_000), amount: 0.99, isReturned: false),
    ]

    var body: some View {
        NavigationStack {
            content.navigationTitle("Customer")
        }
    }

    @ViewBuilder private var content: some View {
        HStack(spacing: 16) {
            Image(systemName: "person.circle")
                .font(.largeTitle)
                .foregroundStyle(.accentColor)
            VStack(alignment: .leading, spacing: 2) {
                Text("Mary Smith").font(.title2).bold()
                Text("Customer since March 2006 · Store 1").foregroundStyle(.secondary)
            }
            Spacer()
            Label("Active", systemImage: "checkmark.circle")
                .foregroundStyle(.green)
                .help("Rentals are allowed")
        }

        Section("Contact") {
            Grid(alignment: .leading) {
                GridRow {
                    Label("Email", systemImage: "envelope").foregroundStyle(.secondary)
                    Link("mary.smith@example.com", destination: "mailto:mary.smith@example.com")
                }
                GridRow {
                    Label("Phone", systemImage: "phone").foregroundStyle(.secondary)
                    Link("+1 555 0100", destination: "tel:+15550100")
                }
                GridRow {
                    Label("Address", systemImage: "location").foregroundStyle(.secondary)
                    Text("1913 Hanoi Way, Sasebo")
                }
            }
        }

        Section("Recent rentals") {
            Table(rentals) {
                TableColumn("Film") { rental in
                    Link(rental.title, destination: "/film/\(rental.id)")
                }
                TableColumn("Rented") { rental in
                    Text(rental.rentedOn, format: Date.FormatStyle(date: .abbreviated, time: .omitted))
                }
                TableColumn("Amount") { rental in
                    Text(rental.amount, format: .currency(code: "USD"))
                }
                TableColumn("Status") { rental in
                    if rental.isReturned {
                        Label("Returned", systemImage: "checkmark").foregroundStyle(.green)
                    } else {
                        Label("Out", systemImage: "clock").foregroundStyle(.orange)
                    }
                }
            }
        }

        Section {
            List {
                NavigationLink("Payments", destination: "/customer/1/payments")
                NavigationLink("Rentals", destination: "/customer/1/rentals")
            }
        } header: {
            Text("Related")
        } footer: {
            Text("Lists open filtered to this customer.")
        }

        Form(action: "/customer/1", method: .post) {
            Section("Edit") {
                TextField("First name", name: "first_name", text: "Mary")
                TextField("Last name", name: "last_name", text: "Smith")
                TextField("Email", name: "email", text: "mary.smith@example.com", prompt: "name@example.com")
                Picker("Store", name: "store_id", selection: 1) {
                    Text("Store 1 — Lethbridge").tag(1)
                    Text("Store 2 — Woodridge").tag(2)
                }
                DatePicker("Member since", name: "create_date", selection: Date(timeIntervalSince1970: 1_139_000_000), displayedComponents: .date)
                Stepper("Rental limit", name: "rental_limit", value: 3, in: 1...10)
                Toggle("Active", name: "active", isOn: true)
                TextEditor("Notes", name: "notes", text: "Prefers <classics> & comedies.")
            }
            HStack {
                Button(submit: "Save", name: "action", value: "save")
                Button(submit: "Delete", name: "action", value: "delete", role: .destructive)
                Spacer()
                ProgressView("Profile complete", value: 0.8)
            }
        }
    }
}
