import Tessera
import TesseraComponents

extension ComponentGallery {
    static let ratingControl = GalleryPage(
        name: "RatingControl",
        summary: "A rating in stars: read-only, read as \"4 of 5 stars\", or a real form control of radio buttons."
    ) {
        #specimen("View builders") {
            RatingControl {
                Rating(4)
            } valueLabel: {
                Text("4.0")
            } reviewCountLabel: {
                Text("(128 reviews)")
            }
        }
        #specimen("Plain values") { ratingControlSample }
        #specimen("A model") { RatingControl(model: RatingControlReview()) }
        #specimen("Any view in a slot") {
            RatingControl {
                Label("Recommended", systemImage: "heart")
            } valueLabel: {
                Text("by 9 of 10 buyers")
            }
        }
        #specimen("Editable: radio buttons named \"stars\"") {
            // Sent to this page itself, as a reader would try it: the choice shows in the address.
            Form(method: .get) {
                RatingControl(rating: Rating(3, name: "stars", title: "Your rating"))
                Button(submit: "Rate")
            }
        }
        #specimen("Disabled") {
            RatingControl(rating: Rating(3, name: "stars", title: "Your rating")).disabled()
        }
        #specimen("Out of ten, 7.5 rounded up") { RatingControl(rating: Rating(7.5, outOf: 10), valueLabel: "7.5") }
        #specimen("Restyled: the count first") { ratingControlSample.ratingControlStyle(RatingCountFirst()) }
        #specimen("Light", colorScheme: .light) { ratingControlSample }
        #specimen("Dark", colorScheme: .dark) { ratingControlSample }
    }

    @SpecimenCode
    private static var ratingControlSample: RatingControl {
        RatingControl(rating: 4, valueLabel: "4.0", reviewCountLabel: "(128 reviews)")
    }
}

/// A review of an app's own, shown through `RatingControlModel`.
private struct RatingControlReview: RatingControlModel {
    var rating: Rating = 4
    var valueLabel: String? = "4.0"
    var reviewCountLabel: String? = "(128 reviews)"
}

/// The count of reviews before the stars.
private struct RatingCountFirst: RatingControlStyle {
    func makeBody(configuration: RatingControlConfiguration) -> some View {
        HStack(spacing: 8) {
            configuration.reviewCountLabel.font(.headline)
            configuration.rating
        }
    }
}
