import Foundation
import Tessera
import TesseraDirect
import TesseraRules

/// The rules of the example, as Direct to SwiftUI's README writes them: an array literal.
public enum SeedRules {
    /// Dollars, as Foundation formats them.
    static let currencyFormatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.currencyCode = "USD"
        formatter.locale = Locale(identifier: "en_US")
        return formatter
    }()

    /// The customer's page, the rating editor, the description's large editor and the prices.
    public static let rules: RuleModel = [
        \.task == "inspect" && \.entity.name == "customer"
            => \.page <= CustomerView(),

        \.propertyKey == "rating" && \.task == "edit"
            => \.component <= EditRating(),

        \.propertyKey == "description" && \.task == "edit"
            => \.component <= D2SEditLargeString(),

        // The database's own column names: Core Data's model said `rentalRate`.
        \.propertyKey == "rental_rate" || \.propertyKey == "replacement_cost"
            => \.formatter <= currencyFormatter,
    ]
}
