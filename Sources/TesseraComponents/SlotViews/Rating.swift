import Foundation
import Tessera

/// A rating out of a number of stars: the value of a ``RatingControl``'s `rating` slot, and the
/// stars it shows.
///
/// Read-only, it is a row of stars that assistive technologies read as one picture, "4 of 5
/// stars". Given a field name, it is a real form control: a radio button per star, named after
/// the field, the current one checked, each labelled "3 stars"; the form submits the chosen number.
///
/// ```swift
/// Rating(4)                                   // ★★★★☆, "4 of 5 stars"
/// Rating(3.5, outOf: 10)                      // 4 of 10: halves round up
/// Rating(3, name: "score")                    // five radio buttons named "score", the third checked
/// RatingControl(rating: 4)                    // a literal is a read-only rating out of five
/// ```
///
/// The value is a whole number of stars, from 0 to the maximum: a fraction is rounded to the
/// nearest star, a half up (3.5 is 4); a value below 0 (or not a number) is 0, one above the
/// maximum is the maximum. A maximum below 1 is 1.
public struct Rating: View, Hashable, Sendable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    /// The stars given, from 0 to ``maximum``.
    public let value: Int
    /// The stars there are: 5 unless given.
    public let maximum: Int
    /// The form field the rating is submitted under; `nil` when it is read-only.
    public let name: String?
    /// What the stars rate, for assistive technologies: the name of the radio group when it is
    /// editable.
    public let title: String

    /// A read-only rating of `value` stars out of `maximum`.
    ///
    /// ```swift
    /// Rating(4.2)            // 4 of 5 stars
    /// ```
    public init(_ value: Double, outOf maximum: Int = 5) {
        self.init(value, outOf: maximum, name: nil, title: "Rating")
    }

    /// An editable rating: a radio button per star, submitted under `name`, with `value` stars
    /// checked (none when it is 0), the group named `title` for assistive technologies.
    ///
    /// ```swift
    /// Rating(film.stars, outOf: 5, name: "stars", title: "Your rating")
    /// ```
    public init(_ value: Double, outOf maximum: Int = 5, name: String?, title: String = "Rating") {
        let maximum = max(1, maximum)
        self.maximum = maximum
        // `Int(_:)` traps on NaN and infinities: clamp before converting.
        let rounded = value.isNaN ? 0 : value.rounded(.toNearestOrAwayFromZero)
        self.value = Int(min(max(0, rounded), Double(maximum)))
        self.name = name
        self.title = title
    }

    /// A read-only rating of a literal number of stars out of five: `RatingControl(rating: 4)`.
    public init(integerLiteral value: Int) {
        self.init(Double(value))
    }

    /// A read-only rating of a literal number of stars out of five, rounded: `4.5` is 5.
    public init(floatLiteral value: Double) {
        self.init(value)
    }

    /// The rating read aloud: "4 of 5 stars".
    public var accessibilityText: String { ComponentText.stars(value, of: maximum).text(in: .english, locale: Locale(identifier: "en_US_POSIX")) }

    public var body: some View {
        if let name {
            RatingRadioGroup(rating: self, name: name)
        } else {
            HStack(spacing: 2) {
                for star in 0..<maximum {
                    Image(systemName: star < value ? "star.fill" : "star")
                }
            }
            .foregroundStyle(Color.theme(.criticalLabel))
            .attribute("role", "img")
            .accessibilityLabel(ComponentText.stars(value, of: maximum))
        }
    }
}

/// An editable rating: a `<fieldset>` of radio buttons, one per star. Tessera has no radio
/// control of its own, so the rating writes its inputs itself, disabled where the environment
/// disables controls, as Tessera's controls are.
struct RatingRadioGroup: PrimitiveView {
    let rating: Rating
    let name: String

    static func _render(_ view: RatingRadioGroup, into output: inout HTMLOutput, context: RenderContext) {
        var group = HTMLAttributes(classes: "t-hstack")
        // A fieldset draws a frame and insets its content by default; the stars stand bare.
        group.addStyle("border", "0")
        group.addStyle("margin", "0")
        group.addStyle("padding", "0")
        group.addStyle("gap", "2px")
        group.set("data-rating", String(view.rating.value))
        output.element("fieldset", group, context: context, layout: .items) { output, inner in
            output.element("legend", HTMLAttributes(classes: "t-visually-hidden"), context: inner) { output, legend in
                output.text(legend.environment.text(view.rating.title, defaultedBy: ComponentText.rating), context: legend)
            }
            for star in 1...view.rating.maximum {
                output.withIdentity(.position(star)) { output in
                    writeStar(star, of: view, into: &output, context: inner)
                }
            }
        }
    }

    private static func writeStar(_ star: Int, of view: RatingRadioGroup, into output: inout HTMLOutput, context: RenderContext) {
        let color = Color.theme(.criticalLabel)
        output.element("label", HTMLAttributes(classes: "t-label"), context: context, layout: .items) { output, label in
            var input = HTMLAttributes()
            input.set("type", "radio")
            input.set("name", view.name)
            input.set("value", String(star))
            if star == view.rating.value { input.set("checked", nil) }
            if !label.environment.isEnabled { input.set("disabled", nil) }
            output.voidElement("input", input, context: label)
            let icon = Image(systemName: star <= view.rating.value ? "star.fill" : "star").foregroundStyle(color)
            type(of: icon)._render(icon, into: &output, context: label)
            output.element("span", HTMLAttributes(classes: "t-visually-hidden"), context: label) { output, text in
                output.text(text.environment.text(ComponentText.star(star)), context: text)
            }
        }
    }
}
