import Tessera
import TesseraDirect

// Direct to SwiftUI's "Writing your own Property View": a film's rating edited with a row of
// taps. What the web lacks: `NSManagedObject` — the pending row is a `ManagedObject`, read and
// set by member; a tap runs on the server and the form shows the change, which Save writes.

/// The ratings as taps, the film's own in black.
public struct EditRating: View, Sendable {
    @EnvironmentObject private var object: ManagedObject
    @Environment(\.displayNameForProperty) private var label
    @Environment(\.propertyKey) private var propertyKey

    let ratings = ["G", "PG", "PG-13", "R", "NC-17"]

    public init() {}

    public var body: some View {
        HStack(spacing: 16) {
            Text(label)
            Spacer()
            ForEach(ratings, id: \.self) { rating in
                Group {
                    if self.object.rating as? String == rating {
                        Text(rating)
                            .foregroundColor(.primary)
                            .bold()
                    } else {
                        Text(rating)
                            .foregroundColor(.gray)
                    }
                }
                .onTapGesture { self.object.rating = rating }
                .accessibilityLabel("Rate \(rating)")
            }
        }
    }
}
