import Foundation
import HTTPTypes
import Tessera
@_spi(Schema) import TesseraData
import TesseraDirect
import TesseraServer
import TesseraTestSupport
import Testing

/// Each page is in its person's language: their own choice (the language form, kept in a
/// cookie), else their browser's `Accept-Language`, else the application's default; the page says
/// which (`<html lang>`, `Content-Language`) and tells caches it varies.
@Suite("A page in the person's language", .heavy, .timeLimit(.minutes(2)))
struct LanguageChoiceTests {
    static let script = """
        CREATE TABLE film (id INTEGER PRIMARY KEY, title TEXT NOT NULL);
        INSERT INTO film VALUES (1, 'Dune'), (2, 'Heat');
        """

    static func database() async throws -> Database {
        let location = try await TestEngine.sqlite.makeLocation()
        try await Database.runScript(script, at: location)
        return try await Database.open(location)
    }

    /// `uri` asked for with `Accept-Language: header`, the cookies kept so far with it.
    static func get(_ uri: String, acceptLanguage header: String, _ browser: inout Visitor) async throws -> Visitor.Visit {
        try await browser.send(uri, method: .get, body: nil, contentType: nil, headers: [.acceptLanguage: header])
    }

    @Test func theBrowsersLanguageThenThePersonsChoice() async throws {
        let database = try await Self.database()
        try await serve(DirectApplication(database: database, languages: UILanguage.allCases)) { browser in
            let plain = try await browser.get("/e/film")
            #expect(plain.body.contains(#"<html lang="en">"#), "no header: the default")
            #expect(plain.headers[.contentLanguage] == "en")
            #expect(plain.headers[.vary]?.contains("Accept-Language") == true)

            let german = try await Self.get("/e/film", acceptLanguage: "de-CH,de;q=0.9,en;q=0.5", &browser)
            #expect(german.body.contains(#"<html lang="de">"#))
            #expect(german.headers[.contentLanguage] == "de")
            #expect(german.body.contains(">Suchen</span></button>"), "the list's own texts in German")
            #expect(german.body.contains("Dune"), "the data as it is")
            let japanese = try await Self.get("/e/film", acceptLanguage: "ja", &browser)
            #expect(japanese.body.contains(#"<html lang="ja">"#) && japanese.body.contains(">検索</span></button>"))
            let unknown = try await Self.get("/e/film", acceptLanguage: "pt-BR, *;q=0", &browser)
            #expect(unknown.body.contains(#"<html lang="en">"#), "a language not offered: the default")
            let huge = try await Self.get("/e/film", acceptLanguage: String(repeating: "de-DE-x-aaaaaaaa;q=0.5,", count: 200), &browser)
            #expect(huge.status == .ok && huge.body.contains(#"<html lang="de">"#), "a header of 4,600 bytes read as far as its first 500")

            // The person's choice wins over the browser's, and takes them back where they were.
            let chosen = try await browser.post("/language", [("language", "fr"), ("next", "/e/film?q=Dune")])
            #expect(chosen.status == .seeOther)
            #expect(chosen.location == "/e/film?q=Dune")
            let french = try await Self.get("/e/film", acceptLanguage: "de", &browser)
            #expect(french.body.contains(#"<html lang="fr">"#) && french.body.contains(">Rechercher</span></button>"), "\(french.body.prefix(300))")
            let row = try await browser.get("/e/film/1")
            #expect(row.body.contains(">Modifier<"), "every page after it")
        }
        try await database.close()
    }

    @Test func aChoiceIsOneOfferedSentWithItsTokenAndLeadsOnlyHere() async throws {
        let database = try await Self.database()
        try await serve(DirectApplication(database: database, languages: [.english, .german])) { browser in
            _ = try await browser.get("/e/film")
            #expect(try await browser.post("/language", [("language", "fr")]).status == .badRequest, "not offered")
            #expect(try await browser.post("/language", [("language", "de\u{0}")]).status == .badRequest)
            #expect(try await browser.post("/language", [("language", String(repeating: "d", count: 100_000))]).status == .badRequest)
            #expect(try await browser.post("/language", [("language", "de")], withToken: false).status == .forbidden, "no token, no choice")
            #expect(browser.cookies["tessera-language"] == nil, "nothing refused was kept")
            for next in ["//evil.example/", "https://evil.example/", "/\\evil.example", "e/film", "/e/film\r\nSet-Cookie: x=1"] {
                let chosen = try await browser.post("/language", [("language", "de"), ("next", next)])
                #expect(chosen.status == .seeOther)
                #expect(chosen.location == "/", "\(next) is not a page here")
            }
            #expect(browser.cookies["tessera-language"] == "de")
            var stranger = Visitor(browser.client)
            let forged = try await stranger.send("/e/film", method: .get, body: nil, contentType: nil, headers: [.cookie: "tessera-language=fr"])
            #expect(forged.body.contains(#"<html lang="en">"#), "a language not offered in the cookie is no choice")
        }
        try await database.close()
    }

    /// What the application says in its own sentences — the notice after a save, a refusal's
    /// page — is in the person's language too; the database's names and values as they are.
    @Test func noticesAndRefusalsInThePersonsLanguage() async throws {
        let database = try await Self.database()
        try await serve(DirectApplication(database: database, languages: [.english, .german])) { browser in
            _ = try await browser.get("/e/film")
            _ = try await browser.post("/language", [("language", "de")])
            let edit = try await browser.get("/e/film/1/edit")
            var form = try #require(BrowserForm(edit.body, action: "/e/film/1/edit"))
            let untouched = try await browser.submit("/e/film/1/edit", form)
            #expect(untouched.status == .seeOther)
            let shown = try await browser.get(try #require(untouched.location))
            #expect(shown.body.contains("Nichts zu sichern: Kein Feld wurde geändert."), "\(shown.body.surroundings(of: ["data-notice"]))")
            form.set("v.title", to: "Dune: Part One")
            let saved = try await browser.submit("/e/film/1/edit", form)
            let after = try await browser.get(try #require(saved.location))
            #expect(after.body.contains("Gesichert: Dune: Part One."))

            // A field's mistake, typed by the data layer, in German too.
            form.set("v.title", to: "")
            let mistaken = try await browser.submit("/e/film/1/edit", form)
            #expect(mistaken.status == .unprocessableContent)
            #expect(mistaken.body.contains("Title: erforderlich"), "\(mistaken.body.surroundings(of: ["erforderlich", "required"]))")

            // The client script's own texts come with the page, in German; English pages carry none.
            #expect(after.body.contains(#"data-texts="{&quot;rowsFound&quot;:&quot;Gefundene Zeilen&quot;"#), "\(after.body.surroundings(of: ["data-texts"]))")

            let missing = try await browser.get("/e/film/99")
            #expect(missing.status == .notFound)
            #expect(missing.body.contains("<title>Nicht gefunden"), "the reason in German")
            #expect(missing.body.contains("Es gibt keine Zeile (Film) mit dem Schlüssel 99."))
            #expect(missing.body.contains(">Zur Startseite<"))
            let noTable = try await browser.get("/e/flim")
            #expect(noTable.body.contains("Es gibt keine Tabelle oder Sicht namens „flim“."))

            // The same refusal for someone whose browser asks for English.
            var english = Visitor(browser.client)
            let refused = try await english.get("/e/film/99")
            #expect(refused.body.contains("There is no film with the key 99. It may have been deleted."))
            #expect(refused.body.contains(">Go to the start page<"))
            #expect(!refused.body.contains("data-texts"))
        }
        try await database.close()
    }

    /// An application in one language other than English is in that language throughout —
    /// its pages, notices and refusals — with no choice to offer.
    @Test func anApplicationInGermanAloneIsInGerman() async throws {
        let database = try await Self.database()
        try await serve(DirectApplication(database: database, languages: [.german], defaultLanguage: .german)) { browser in
            let page = try await Self.get("/e/film", acceptLanguage: "en", &browser)
            #expect(page.body.contains(#"<html lang="de">"#) && page.body.contains(">Suchen</span></button>"))
            #expect(try await browser.get("/e/film/99").body.contains("Es gibt keine Zeile (Film) mit dem Schlüssel 99."))
            #expect(try await browser.post("/language", [("language", "de")]).status != .seeOther, "nothing to choose")
        }
        try await database.close()
    }

    @Test func anApplicationOfOneLanguageOffersNoChoice() async throws {
        let database = try await Self.database()
        try await serve(DirectApplication(database: database)) { browser in
            let page = try await Self.get("/e/film", acceptLanguage: "de", &browser)
            #expect(page.body.contains(#"<html lang="en">"#) && page.body.contains(">Search</span></button>"))
            #expect(page.headers[.contentLanguage] == nil && page.headers[.vary] == nil)
            #expect(try await browser.post("/language", [("language", "de")]).status != .seeOther)
        }
        try await database.close()
    }
}
