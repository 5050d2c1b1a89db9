import Tessera

/// A rating in stars, with the value in words and how many reviews it stands on. Fiori's
/// `RatingControl`.
///
/// Read-only, the stars are one picture assistive technologies read as "4 of 5 stars". Give the
/// ``Rating`` a field name and they become a real form control: radio buttons named after the
/// field, one per star, the current one checked, disabled inside `.disabled()`.
///
/// ```swift
/// RatingControl(rating: 4, valueLabel: "4.0", reviewCountLabel: "(128)")
///
/// RatingControl(rating: Rating(film.stars, name: "stars", title: "Your rating"))
///
/// RatingControl {
///     Rating(3, outOf: 10)
/// } valueLabel: {
///     Text(3, format: .number)
/// }
///
/// RatingControl(model: review)         // Review: RatingControlModel
/// ```
@Component
public struct RatingControl {
    /// The slots, and what the initializer of plain values takes for each.
    public enum Slots {
        case rating(Rating)
        case valueLabel(String?)
        case reviewCountLabel(String?)
    }

    @ViewBuilder
    static func baseBody(_ configuration: RatingControlConfiguration) -> some View {
        HStack(alignment: .center, spacing: 6) {
            configuration.rating
            configuration.valueLabel.font(.subheadline)
            configuration.reviewCountLabel.font(.footnote).foregroundStyle(Color.theme(.secondaryLabel))
        }
        .attribute("data-component", "RatingControl")
    }
}

public extension View {
    #styleModifier(for: RatingControl.self)
}
