import Tessera
import TesseraComponents
import Testing

private struct Review: RatingControlModel {
    var rating: Rating
    var valueLabel: String?
    var reviewCountLabel: String?
}

/// The count of reviews alone.
private struct CountOnly: RatingControlStyle {
    func makeBody(configuration: RatingControlConfiguration) -> some View {
        configuration.reviewCountLabel
    }
}

/// How many times `part` occurs in `html`.
private func count(_ part: String, in html: String) -> Int {
    html.components(separatedBy: part).count - 1
}

@Suite("RatingControl")
struct RatingControlTests {
    private let filled = render(Image(systemName: "star.fill"))
    private let outlined = render(Image(systemName: "star"))

    @Test func theThreeInitializersRenderTheSameForTheSameContent() {
        let value = tricky("4.0"), reviews = tricky("(128)")
        let byValues = render(RatingControl(rating: Rating(4), valueLabel: value, reviewCountLabel: reviews))
        #expect(byValues == render(RatingControl { Rating(4) } valueLabel: { Text(value) } reviewCountLabel: { Text(reviews) }))
        #expect(byValues == render(RatingControl(model: Review(rating: 4, valueLabel: value, reviewCountLabel: reviews))))
        expectEscaped(byValues, [value, reviews])
    }

    @Test func aRatingAloneIsItsStars() {
        let html = render(RatingControl(rating: 4))
        #expect(html.hasPrefix(#"<div class="t-hstack" style="gap:6px" data-component="RatingControl"><div class="t-hstack"#))
        #expect(html.contains(#"aria-label="4 of 5 stars" role="img">"#))
        #expect(count(filled, in: html) == 4)
        #expect(count(outlined, in: html) == 1)
        #expect(!html.contains("<input"), "a read-only rating is no form control")
    }

    @Test func outOfRangeRatingsAreClampedAndHalvesRoundUp() {
        #expect(Rating(7).value == 5)
        #expect(Rating(-2).value == 0)
        #expect(Rating(.nan).value == 0)
        #expect(Rating(.infinity).value == 5)
        #expect(Rating(3.5).value == 4)
        #expect(Rating(3.49).value == 3)
        #expect(Rating(2, outOf: 0).maximum == 1 && Rating(2, outOf: 0).value == 1)
        #expect(Rating(7, outOf: 10).accessibilityText == "7 of 10 stars")
        #expect(render(Rating(9)).contains(#"aria-label="5 of 5 stars""#))
        #expect(count(outlined, in: render(Rating(-1, outOf: 3))) == 3)
    }

    @Test func anEditableRatingIsARadioButtonPerStarNamedAfterTheField() {
        let html = render(RatingControl(rating: Rating(3, name: "stars", title: tricky("Your rating"))))
        #expect(count(#"<input type="radio" name="stars""#, in: html) == 5)
        for star in 1...5 {
            #expect(html.contains(#"name="stars" value="\#(star)""#))
        }
        #expect(count("checked", in: html) == 1)
        #expect(html.contains(#"name="stars" value="3" checked>"#))
        #expect(html.contains(#"<span class="t-visually-hidden">1 star</span>"#))
        #expect(html.contains(#"<span class="t-visually-hidden">3 stars</span>"#))
        #expect(html.contains("<legend"))
        expectEscaped(html, [tricky("Your rating")])
        #expect(!html.contains("disabled"))
    }

    @Test func anEditableRatingOfNoneChecksNoStar() {
        let html = render(Rating(0, outOf: 3, name: "stars"))
        #expect(count(#"type="radio""#, in: html) == 3)
        #expect(!html.contains("checked"))
    }

    @Test func theFieldNameIsEscaped() {
        let html = render(Rating(1, name: tricky("stars")))
        #expect(html.contains(#"name="stars &lt;i&gt;&amp;amp;&lt;/i&gt; &quot;q&quot; &#39;a&#39;""#), "\(html)")
    }

    @Test func aDisabledRatingDisablesEveryStar() {
        let html = render(RatingControl(rating: Rating(3, name: "stars")).disabled())
        #expect(count(" disabled", in: html) == 5)
        #expect(count(#"checked disabled>"#, in: html) == 1)
    }

    @Test func stylesOfOnesOwnReplaceTheLook() {
        #expect(render(RatingControl(rating: 4, valueLabel: "4.0", reviewCountLabel: "(128)").ratingControlStyle(CountOnly())) == "(128)")
    }
}
