import Tessera
import TesseraDirect

/// A customer's page of your own; it reads the row from the environment, as in Direct to SwiftUI.
struct CustomerPage: View, Sendable {
    @Environment(\.object) private var customer
    @Environment(\.directPaths) private var paths

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("\(customer?["first_name"].text ?? "") \(customer?["last_name"].text ?? "")").font(.title2)
            Text(customer?["email"].text ?? "no e-mail").foregroundStyle(.secondary)
            if let key = customer?.primaryKey {
                Link("Rentals", destination: paths.list("rental", query: ListQuery(condition: "customer_id = \(key.values[0])")))
            }
        }
    }
}

/// A property component of your own: a rating as a badge.
struct RatingBadge: View, Sendable {
    @Environment(\.propertyValue) private var rating

    var body: some View {
        Text(rating.text ?? "unrated").bold().padding(4).background(.yellow.opacity(0.3)).cornerRadius(4)
    }
}
