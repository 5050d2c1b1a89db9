import Foundation
import HTTPTypes
import Tessera
@_spi(Schema) import TesseraData
import TesseraDirect
import TesseraRules
import TesseraServer
import TesseraTestSupport
import Testing

/// Direct to SwiftUI's "Writing your own Property View", as its users write it: the row as an
/// environment object, a tap that sets its rating.
private struct EditRating: View, Sendable {
    @EnvironmentObject private var object: ManagedObject
    @Environment(\.displayNameForProperty) private var label
    @Environment(\.propertyKey) private var propertyKey

    let ratings = ["G", "PG", "PG-13", "R", "NC-17"]

    var body: some View {
        HStack(spacing: 16) {
            Text(label)
            Spacer()
            ForEach(ratings, id: \.self) { rating in
                Group {
                    if self.object.rating as? String == rating {
                        Text(rating).foregroundColor(.black).attribute("data-chosen", nil)
                    } else {
                        Text(rating).foregroundColor(.gray)
                    }
                }
                .onTapGesture { self.object.rating = rating }
            }
        }
    }
}

/// A view that tries to set what the form does not edit (the key), beside what it does.
private struct RenameTitle: View, Sendable {
    @EnvironmentObject private var object: ManagedObject

    var body: some View {
        Text(verbatim: "Title: \(object.title ?? "")")
        Button("Rename") {
            object.filmId = 99
            object.title = "Renamed"
        }
    }
}

/// A control bound to the pending row.
private struct RateField: View, Sendable {
    @EnvironmentObject private var object: ManagedObject

    var body: some View {
        TextField(
            "Rental rate", name: "rate",
            text: Binding(get: { (object.rentalRate as? Decimal).map { "\($0)" } ?? "" }, set: { object.rentalRate = $0 }))
    }
}

/// The row page's own view of the rating, reading the same object.
private struct ShowRating: View, Sendable {
    @EnvironmentObject private var object: ManagedObject

    var body: some View {
        Text(verbatim: "Rated \(object.rating as? String ?? "-") for \(object.entityName)").attribute("data-show-rating", nil)
    }
}

private enum Films {
    static let script = """
        CREATE TABLE film (
            film_id INTEGER PRIMARY KEY,
            title VARCHAR(80) NOT NULL,
            description TEXT,
            rating VARCHAR(5) DEFAULT 'G',
            rental_rate NUMERIC(4,2),
            in_stock BOOLEAN NOT NULL DEFAULT TRUE
        );
        INSERT INTO film VALUES (1, 'Academy Dinosaur', 'A dinosaur and a squirrel', 'PG', 0.99, TRUE);
        INSERT INTO film VALUES (2, 'Ace Goldfinger', NULL, NULL, 4.99, FALSE);
        """

    static let rules: RuleModel = [
        \.propertyKey == "rating" && \.task == "edit" => \.component <= EditRating(),
        \.propertyKey == "rating" && \.task == "inspect" => \.component <= ShowRating(),
        \.propertyKey == "title" && \.task == "edit" => \.component <= RenameTitle(),
        \.propertyKey == "rental_rate" && \.task == "edit" => \.component <= RateField(),
    ]

    static func application(_ engine: TestEngine) async throws -> (DirectApplication, Database) {
        let database = try await engine.database(sqlite: script, postgres: script)
        return (DirectApplication(database: database, rules: rules), database)
    }

    static func value(_ database: Database, _ key: Int64, _ column: String) async throws -> DatabaseValue {
        try await database.row(of: "film", key: RowKey([.integer(key)]))?[column] ?? .null
    }
}

extension HTMLPage {
    /// The value of the button of the form whose text is `text`.
    fileprivate func button(_ text: String) -> String? {
        all("button").first { $0.text.trimmingCharacters(in: .whitespacesAndNewlines) == text }?.attributes["value"]
    }
}

@Suite("A property view of yours edits the pending row, as Direct to SwiftUI's editors do", .heavy)
struct DirectEditorTests {
    @Test(arguments: TestEngine.available)
    func aTapSetsTheRatingOnTheFormAndSaveWritesIt(_ engine: TestEngine) async throws {
        let (application, database) = try await Films.application(engine)
        try await serve(application) { browser in
            let edit = try await browser.get("/e/film/1/edit")
            #expect(edit.status == .ok)
            // The view is a part of the form: its taps are buttons of it, its column a hidden field.
            #expect(edit.page.all("div").contains { $0.attributes["data-editor"] == "rating" })
            #expect(edit.page.all("span").first { $0.attributes["data-chosen"] != nil }?.text == "PG")
            #expect(edit.page.field("v.rating") == "PG")
            let form = try #require(BrowserForm(edit.body, action: "/e/film/1/edit"))
            let tapR = try #require(edit.page.button("R"))

            let tapped = try await browser.post("/e/film/1/edit", form.submitted(pressing: "t-action", value: tapR))
            #expect(tapped.status == .ok)
            #expect(tapped.page.all("span").first { $0.attributes["data-chosen"] != nil }?.text == "R")
            #expect(tapped.page.field("v.rating") == "R")
            // Nothing is saved by a tap.
            #expect(try await Films.value(database, 1, "rating") == .text("PG"))

            // Enter in a field presses Save, not the first tap; Save writes the tapped rating and
            // nothing else (the switch that was on stays on).
            let again = try #require(BrowserForm(tapped.body, action: "/e/film/1/edit"))
            #expect(again.submitted.contains { $0.0 == "_enter" } && !again.submitted.contains { $0.0 == "t-action" })
            let saved = try await browser.post("/e/film/1/edit", again.submitted)
            #expect(saved.status == .seeOther)
            #expect(try await Films.value(database, 1, "rating") == .text("R"))
            #expect(try await Films.value(database, 1, "in_stock").text == "true")
            #expect(try await Films.value(database, 1, "title") == .text("Academy Dinosaur"))
        }
    }

    @Test(arguments: TestEngine.available)
    func theFormPostedBackUntouchedChangesNothing(_ engine: TestEngine) async throws {
        let (application, database) = try await Films.application(engine)
        try await serve(application) { browser in
            for key in [1, 2] as [Int64] {
                let before = try await database.row(of: "film", key: RowKey([.integer(key)]))
                let edit = try await browser.get("/e/film/\(key)/edit")
                let form = try #require(BrowserForm(edit.body, action: "/e/film/\(key)/edit"))
                let saved = try await browser.post("/e/film/\(key)/edit", form.submitted(pressing: nil))
                #expect(saved.status == .seeOther)
                let after = try await database.row(of: "film", key: RowKey([.integer(key)]))
                #expect(before == after, "film \(key)")
            }
        }
    }

    @Test(arguments: TestEngine.available)
    func aViewSetsOnlyWhatTheFormEdits(_ engine: TestEngine) async throws {
        let (application, database) = try await Films.application(engine)
        try await serve(application) { browser in
            let edit = try await browser.get("/e/film/2/edit")
            let form = try #require(BrowserForm(edit.body, action: "/e/film/2/edit"))
            let rename = try #require(edit.page.button("Rename"))
            let tapped = try await browser.post("/e/film/2/edit", form.submitted(pressing: "t-action", value: rename))
            #expect(tapped.status == .ok)
            #expect(tapped.page.text.contains("Title: Renamed"))
            let again = try #require(BrowserForm(tapped.body, action: "/e/film/2/edit"))
            #expect(try await browser.post("/e/film/2/edit", again.submitted).status == .seeOther)
            #expect(try await Films.value(database, 2, "title") == .text("Renamed"))
            // The key is not on the form: setting it changed nothing, and row 99 was never made.
            #expect(try await database.row(of: "film", key: RowKey([.integer(99)])) == nil)
            #expect(try await Films.value(database, 2, "rating") == .null)
        }
    }

    @Test(arguments: TestEngine.available)
    func aBoundControlOfYoursIsSavedWithTheForm(_ engine: TestEngine) async throws {
        let (application, database) = try await Films.application(engine)
        try await serve(application) { browser in
            let edit = try await browser.get("/e/film/1/edit")
            var form = try #require(BrowserForm(edit.body, action: "/e/film/1/edit"))
            let field = try #require(form.submitted.map(\.0).first { $0.hasPrefix("t-bind:") })
            #expect(form.value(field) == "0.99")
            form.set(field, to: "2.49")
            let saved = try await browser.post("/e/film/1/edit", form.submitted)
            #expect(saved.status == .seeOther)
            #expect(try await Films.value(database, 1, "rental_rate").text == "2.49")
        }
    }

    @Test(arguments: TestEngine.available)
    func aTapThatIsNoLongerOnTheFormLosesNothing(_ engine: TestEngine) async throws {
        let (application, database) = try await Films.application(engine)
        try await serve(application) { browser in
            let edit = try await browser.get("/e/film/1/edit")
            var form = try #require(BrowserForm(edit.body, action: "/e/film/1/edit"))
            form.set("v.description", to: "Typed, not saved")
            let stale = try await browser.post("/e/film/1/edit", form.submitted(pressing: nil).filter { $0.0 != "_enter" } + [("t-action", "rating:/9/9")])
            #expect(stale.status == .conflict)
            #expect(stale.page.text.contains("no longer on this form"))
            #expect(stale.page.field("v.description") == "Typed, not saved")
            #expect(try await Films.value(database, 1, "description") == .text("A dinosaur and a squirrel"))
        }
    }

    /// The editor's fields as an attacker sends them: a row the rules do not let be changed, a
    /// tap key of 100 KB, thousands of bound fields that name nothing. Refused or ignored, nothing
    /// changes, and the closure never runs where the form could not be shown.
    @Test(arguments: TestEngine.available)
    func hostileTapsAndBoundFieldsChangeNothing(_ engine: TestEngine) async throws {
        let database = try await engine.database(sqlite: Films.script, postgres: Films.script)
        let rules: RuleModel = [
            \.propertyKey == "rating" && \.task == "edit" => \.component <= EditRating(),
            \.entity.name == "film" && \.object?.title == "Ace Goldfinger" => \.isObjectEditable <= false,
        ]
        try await serve(DirectApplication(database: database, rules: rules)) { browser in
            let edit = try await browser.get("/e/film/1/edit")
            let tapR = try #require(edit.page.button("R"))
            let version = try await database.row(of: "film", key: RowKey([.integer(2)]))!.versionToken
            // The same tap, sent to the row that may not be changed.
            let refused = try await browser.post("/e/film/2/edit", [("t-action", tapR), ("_version", version)])
            #expect(refused.status == .forbidden)
            #expect(try await Films.value(database, 2, "rating") == .null)

            let form = try #require(BrowserForm(edit.body, action: "/e/film/1/edit"))
            let huge = try await browser.post("/e/film/1/edit", form.submitted(pressing: nil).filter { $0.0 != "_enter" } + [("t-action", String(repeating: "rating:/0", count: 11_000))])
            #expect(huge.status == .conflict)
            let noise = (0..<3_000).map { ("t-bind:rating:/\($0)", "PG-13") }
            let saved = try await browser.post("/e/film/1/edit", form.submitted(pressing: nil) + noise)
            #expect(saved.status == .seeOther)
            #expect(try await Films.value(database, 1, "rating") == .text("PG"))
            #expect(try await Films.value(database, 1, "rental_rate").text == "0.99")
        }
    }

    @Test(arguments: TestEngine.available)
    func theRowsPageHasTheObjectToRead(_ engine: TestEngine) async throws {
        let (application, _) = try await Films.application(engine)
        try await serve(application) { browser in
            let film = try await browser.get("/e/film/1")
            #expect(film.status == .ok)
            #expect(film.page.all("span").contains { $0.text == "Rated PG for film" } || film.page.text.contains("Rated PG for film"))
            // No form there: nothing is a button of one.
            #expect(!film.body.contains("t-tap"))
        }
    }
}
