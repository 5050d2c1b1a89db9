import Tessera
import TesseraDirect

/// A customer's page of your own; it reads the row from the environment, as in Direct to SwiftUI,
/// and its columns as members (`customer.firstName` is the column `first_name`).
struct CustomerPage: View, Sendable {
    @Environment(\.object) private var customer
    @Environment(\.directPaths) private var paths

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("\(customer.firstName?.string ?? "") \(customer.lastName?.string ?? "")").font(.title2)
            Text(customer.email?.string ?? "no e-mail").foregroundStyle(.secondary)
            if let key = customer.primaryKey {
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

/// A property editor of your own, Direct to SwiftUI's `EditRating`: a whole number from 1 to
/// `maximum` chosen as stars. It names its control with the property's form field, so the edit
/// form saves what it sends (and checks it like any field: a value out of the column's range or
/// constraint comes back with a message).
struct StarRatingEditor: View, Sendable {
    let maximum: Int
    @Environment(\.displayNameForProperty) private var label
    @Environment(\.editFieldName) private var fieldName
    @Environment(\.editedText) private var value

    var body: some View {
        if let fieldName {
            Picker(label, name: fieldName, selection: value) {
                ForEach(1...maximum, id: \.self) { stars in
                    Text(String(repeating: "★", count: stars) + String(repeating: "☆", count: maximum - stars)).tag(String(stars))
                }
            }
            .attribute("data-star-rating", nil)
        }
    }
}
