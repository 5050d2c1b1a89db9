import Foundation
import HTTPTypes
import NIOCore
@_spi(Schema) import TesseraData
import TesseraDirect
import TesseraRules
import TesseraServer
import TesseraTestSupport
import Testing

/// Files on forms: a binary column takes an upload (`multipart/form-data`), is kept when none is
/// chosen, cleared by its box; a picture — told by its bytes — shows as a thumbnail; too large a
/// form is refused (413) and a malformed one (400), with nothing written.
@Suite("File uploads", .heavy, .timeLimit(.minutes(3)))
struct FileUploadTests {
    static func script(_ engine: TestEngine) -> String {
        let bytes = engine == .sqlite ? "blob" : "bytea"
        return """
            CREATE TABLE person (
                id integer PRIMARY KEY, name text NOT NULL, active boolean NOT NULL DEFAULT true, photo \(bytes), contract \(bytes)
            );
            INSERT INTO person (id, name, active) VALUES (1, 'Ada', true), (2, 'Grace', true);
            """
    }

    func application(
        _ engine: TestEngine, uploadLimit: Int = DirectApplication.defaultUploadLimit, look: String = "basic", rules: String? = nil
    ) async throws -> DirectApplication {
        let database = try await engine.database(sqlite: Self.script(.sqlite), postgres: Self.script(.postgres))
        let model = RuleModel()
        if let rules { model.add(try RuleFile(text: rules, fileName: "files.rules", registry: DirectRuleKeys.registry).rules) }
        if look != "basic" { model.add([(.always => \.look <= look).priority(-1)]) }
        let application = DirectApplication(database: database, rules: model, recordsHistory: true, uploadLimit: uploadLimit)
        try await application.prepareHistory()
        return application
    }

    /// A PNG's signature and header, `width` × `height`, then `padding` bytes of every value: a
    /// picture as far as its bytes tell.
    static func png(width: UInt32, height: UInt32, padding: Int = 300) -> [UInt8] {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        for value in [width, height] { bytes += [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
        bytes += [8, 2, 0, 0, 0, 0, 0, 0, 0]
        // Every byte value, NULs, line breaks and what looks like a boundary among them.
        bytes += (0..<padding).map { UInt8($0 % 256) } + Array("\r\n--\r\n------TesseraTestBoundary\r\n".utf8)
        return bytes
    }

    static func person(_ application: DirectApplication, _ id: Int64) async throws -> Row {
        try #require(try await application.database.row(of: "person", key: RowKey([.integer(id)])))
    }

    static func photo(_ application: DirectApplication, _ id: Int64) async throws -> [UInt8]? {
        try await application.database.contents(of: "photo", inRowOf: "person", key: RowKey([.integer(id)]))
    }

    static let path = "/e/person/1/edit"

    @Test("A picture uploaded is kept byte for byte, shown as a thumbnail, opened in place; the form sent back untouched keeps it", arguments: TestEngine.available, ["basic", "fiori"])
    func uploadAndThumbnail(_ engine: TestEngine, look: String) async throws {
        let application = try await application(engine, look: look)
        defer { Task { try? await application.database.close() } }
        let picture = Self.png(width: 640, height: 480)
        try await serve(application) { browser in
            let page = try await browser.get(Self.path)
            var form = try #require(BrowserForm(page.body, action: Self.path))
            #expect(form.isMultipart)
            #expect(page.page.elements.contains { $0.name == "input" && $0.attributes["type"] == "file" && $0.attributes["name"] == "v.photo" })
            // No picture yet: nothing to clear.
            #expect(!page.body.contains("clear.photo"))
            form.attach("v.photo", fileName: "C:\\Users\\ada\\portrait.png", bytes: picture)
            form.set("v.name", to: "Ada L.")
            let saved = try await browser.submit(Self.path, form)
            #expect(saved.status == .seeOther, "\(saved.page.text.prefix(400))")
            #expect(try await Self.photo(application, 1) == picture)
            let row = try await Self.person(application, 1)
            #expect(row["name"] == .text("Ada L."))
            #expect(row["active"] == .bool(true))
            // Nothing else changed: the other binary column stays empty.
            #expect(row["contract"] == .null)

            // The row's page: a thumbnail fitted in 160 × 160 from the header's 640 × 480.
            let shown = try await browser.get("/e/person/1")
            let image = try #require(shown.page.elements.first { $0.name == "img" && $0.attributes["data-thumbnail"] != nil })
            #expect(image.attributes["src"] == "/e/person/1/download/photo")
            #expect(image.attributes["width"] == "160" && image.attributes["height"] == "120")
            #expect(shown.page.text.contains("PNG image, 640 × 480"))

            // Opened in place, as the picture it is.
            let response = try await browser.client.execute(uri: "/e/person/1/download/photo", method: .get, headers: [:], body: nil)
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "image/png")
            #expect(response.headers[.contentDisposition]?.hasPrefix("inline;") == true)
            #expect(response.headers[HTTPField.Name("X-Content-Type-Options")!] == "nosniff")
            #expect(Array(buffer: response.body) == picture)

            // The list: a thumbnail of a small box, the picture itself.
            let list = try await browser.get("/e/person")
            let cell = try #require(list.page.elements.first { $0.name == "img" && $0.attributes["data-thumbnail"] == "list" })
            #expect(cell.attributes["src"] == "/e/person/1/thumbnail/photo" && cell.attributes["width"] == "40")
            let thumbnail = try await browser.client.execute(uri: "/e/person/1/thumbnail/photo", method: .get, headers: [:], body: nil)
            #expect(thumbnail.headers[.contentType] == "image/png" && Array(buffer: thumbnail.body) == picture)
            // A row without one has none, and no thumbnail to ask for.
            #expect(list.page.elements.filter { $0.name == "img" }.count == 1)
            #expect(try await browser.get("/e/person/2/thumbnail/photo").status == .notFound)
            #expect(try await browser.get("/e/person/1/thumbnail/name").status == .notFound)

            // Sent back untouched (an empty file part, as a browser sends it): nothing changes.
            let again = try await browser.get(Self.path)
            #expect(again.body.contains("clear.photo"))
            let untouched = try #require(BrowserForm(again.body, action: Self.path))
            let answer = try await browser.submit(Self.path, untouched)
            #expect(answer.status == .seeOther)
            #expect(BooleanFormTests.notice(browser)?.hasPrefix("Nothing to save") == true, "\(BooleanFormTests.notice(browser) ?? "")")
            #expect(try await Self.photo(application, 1) == picture)
        }
        // Recorded: the change of name and picture, in one entry.
        let history = try await application.database.history(limit: 10)
        #expect(history.count == 1)
    }

    @Test("A file that only claims to be a picture is shown and served as a file", arguments: TestEngine.available)
    func spoofedPictureIsAFile(_ engine: TestEngine) async throws {
        let application = try await application(engine)
        defer { Task { try? await application.database.close() } }
        let text = Array("<svg onload=alert(1)><script>alert(document.cookie)</script>".utf8)
        try await serve(application) { browser in
            let page = try await browser.get(Self.path)
            var form = try #require(BrowserForm(page.body, action: Self.path))
            form.attach("v.photo", fileName: "innocent.png", bytes: text)
            #expect(try await browser.submit(Self.path, form).status == .seeOther)
            #expect(try await Self.photo(application, 1) == text)
            let shown = try await browser.get("/e/person/1")
            #expect(!shown.page.elements.contains { $0.name == "img" })
            #expect(shown.page.text.contains("\(text.count) bytes"))
            let response = try await browser.client.execute(uri: "/e/person/1/download/photo", method: .get, headers: [:], body: nil)
            #expect(response.headers[.contentType] == "application/octet-stream")
            #expect(response.headers[.contentDisposition]?.hasPrefix("attachment;") == true)
            // Named by what it is: text, not a picture.
            #expect(response.headers[.contentDisposition]?.contains("photo.txt") == true)
            // Its thumbnail in a list is a file's icon, drawn here: nothing of the value in it.
            let thumbnail = try await browser.client.execute(uri: "/e/person/1/thumbnail/photo", method: .get, headers: [:], body: nil)
            #expect(thumbnail.headers[.contentType] == "image/svg+xml")
            #expect(!String(buffer: thumbnail.body).contains("script"))
            #expect(shown.page.text.contains("Text, \(text.count) bytes"))
        }
    }

    @Test("Clear empties the value; a text sent for a binary column is ignored", arguments: TestEngine.available)
    func clearAndForgedText(_ engine: TestEngine) async throws {
        let application = try await application(engine)
        defer { Task { try? await application.database.close() } }
        let picture = Self.png(width: 10, height: 20)
        try await serve(application) { browser in
            var form = try #require(BrowserForm(try await browser.get(Self.path).body, action: Self.path))
            form.attach("v.photo", fileName: "a.png", bytes: picture)
            #expect(try await browser.submit(Self.path, form).status == .seeOther)

            // A form of the old kind, URL-encoded, naming the column: the bytes stay.
            var plain = try #require(BrowserForm(try await browser.get(Self.path).body, action: Self.path))
            var fields = plain.submitted.filter { $0.0 != "v.photo" }
            fields.append(("v.photo", "not bytes"))
            _ = try await browser.post(Self.path, fields, withToken: false)
            #expect(try await Self.photo(application, 1) == picture)

            plain.check("clear.photo")
            let cleared = try await browser.submit(Self.path, plain)
            #expect(cleared.status == .seeOther, "\(cleared.page.text.prefix(300))")
            #expect(try await Self.person(application, 1)["photo"] == .null)
        }
    }

    @Test("A form refused by a conflict says the file must be chosen again; a value the rules hide on a row has no thumbnail there", arguments: TestEngine.available)
    func conflictAndHiddenThumbnail(_ engine: TestEngine) async throws {
        let application = try await application(engine, rules: "object.id = 2 => hiddenPropertyKeys = ['photo']\n")
        defer { Task { try? await application.database.close() } }
        let picture = Self.png(width: 8, height: 8)
        try await serve(application) { browser in
            var form = try #require(BrowserForm(try await browser.get(Self.path).body, action: Self.path))
            form.attach("v.photo", fileName: "a.png", bytes: picture)
            // Someone else saves the row meanwhile.
            _ = try await application.database.update(try await Self.person(application, 1), changes: ["name": .text("Ada (theirs)")])
            let refused = try await browser.submit(Self.path, form)
            #expect(refused.status == .conflict)
            #expect(refused.page.text.contains("choose it again"))
            #expect(try await Self.person(application, 1)["photo"] == .null)
            // Person 2's picture, written behind the form's back: its page and its thumbnail hide it.
            var other = try #require(try await application.database.row(of: "person", key: RowKey([.integer(2)])))
            other = try await application.database.update(other, changes: ["photo": .bytes(ByteBuffer(bytes: picture))])
            #expect(try await browser.get("/e/person/2/download/photo").status == .notFound)
            #expect(try await browser.get("/e/person/2/thumbnail/photo").status == .notFound)
        }
    }

    @Test("A new row takes its file with its fields", arguments: TestEngine.available)
    func newRowWithAFile(_ engine: TestEngine) async throws {
        let application = try await application(engine)
        defer { Task { try? await application.database.close() } }
        let picture = Self.png(width: 3, height: 3, padding: 100_000)
        try await serve(application) { browser in
            var form = try #require(BrowserForm(try await browser.get("/new/person").body, action: "/new/person"))
            #expect(form.isMultipart)
            form.set("v.id", to: "7")
            form.set("v.name", to: "Edsger")
            form.attach("v.contract", fileName: "contract.pdf", bytes: Array("%PDF-1.7\n".utf8) + picture)
            let created = try await browser.submit("/new/person", form)
            #expect(created.status == .seeOther, "\(created.page.text.prefix(300))")
            #expect(try await application.database.contents(of: "contract", inRowOf: "person", key: RowKey([.integer(7)])) == Array("%PDF-1.7\n".utf8) + picture)
            #expect(try await application.database.row(of: "person", key: RowKey([.integer(7)]))?["photo"] == .null)
        }
    }

    @Test("A form larger than the upload limit is refused (413) and nothing of it is written", arguments: TestEngine.available)
    func overTheLimit(_ engine: TestEngine) async throws {
        let application = try await application(engine, uploadLimit: 64 << 10)
        defer { Task { try? await application.database.close() } }
        try await serve(application) { browser in
            let page = try await browser.get(Self.path)
            #expect(page.page.text.contains("Up to 64 KiB") || page.page.text.contains("Up to 65536 bytes"))
            var form = try #require(BrowserForm(page.body, action: Self.path))
            form.set("v.name", to: "Changed")
            // Just over, by the announced length: refused before it is read.
            form.attach("v.photo", fileName: "big.png", bytes: Self.png(width: 9, height: 9, padding: (64 << 10) + (1 << 20)))
            let refused = try await browser.submit(Self.path, form)
            #expect(refused.status == .contentTooLarge)
            #expect(refused.page.text.contains("Nothing was saved"))
            // Over by the file alone, the body within the limit of files and fields together.
            form.attach("v.photo", fileName: "big.png", bytes: Self.png(width: 9, height: 9, padding: (64 << 10) + 1))
            #expect(try await browser.submit(Self.path, form).status == .contentTooLarge)
            // Two files each within, together over.
            form.attach("v.photo", fileName: "a.png", bytes: Self.png(width: 9, height: 9, padding: 40 << 10))
            form.attach("v.contract", fileName: "b.bin", bytes: Self.png(width: 9, height: 9, padding: 40 << 10))
            #expect(try await browser.submit(Self.path, form).status == .contentTooLarge)
            // Within: saved.
            form.attach("v.contract", fileName: "b.bin", bytes: [1, 2, 3])
            #expect(try await browser.submit(Self.path, form).status == .seeOther)
        }
        #expect(try await Self.person(application, 1)["name"] == .text("Changed"))
        #expect(try await application.database.contents(of: "contract", inRowOf: "person", key: RowKey([.integer(1)])) == [1, 2, 3])
        #expect(try await application.database.history(limit: 10).count == 1)
    }

    @Test("A multipart form without its token first, or with another's, is refused (403) and writes nothing", arguments: TestEngine.available)
    func tokenFirst(_ engine: TestEngine) async throws {
        let application = try await application(engine)
        defer { Task { try? await application.database.close() } }
        try await serve(application) { browser in
            let page = try await browser.get(Self.path)
            let form = try #require(BrowserForm(page.body, action: Self.path))
            var parts = form.parts()
            #expect(parts.first?.name == "_csrf")
            let name = try #require(parts.firstIndex { $0.name == "v.name" })
            parts[name].bytes = Array("Forged".utf8)
            let photo = try #require(parts.firstIndex { $0.name == "v.photo" })
            parts[photo] = MultipartPart(name: "v.photo", fileName: "x.png", bytes: Self.png(width: 1, height: 1))
            // Without the token.
            #expect(try await browser.postMultipart(Self.path, Array(parts.dropFirst())).status == .forbidden)
            // With it, but not first.
            #expect(try await browser.postMultipart(Self.path, Array(parts.dropFirst()) + [parts[0]]).status == .forbidden)
            // Another token.
            var other = parts
            other[0].bytes = Array(String(repeating: "ab", count: 32).utf8)
            #expect(try await browser.postMultipart(Self.path, other).status == .forbidden)
            // As a file.
            other[0] = MultipartPart(name: "_csrf", fileName: "token.txt", bytes: parts[0].bytes)
            #expect(try await browser.postMultipart(Self.path, other).status == .forbidden)
            // A first part that never ends within what is looked at.
            var long = parts
            long.insert(MultipartPart(name: "_csrf", fileName: nil, bytes: parts[0].bytes + Array(repeating: 0x41, count: 40_000)), at: 0)
            #expect(try await browser.postMultipart(Self.path, long).status == .forbidden)
        }
        let row = try await Self.person(application, 1)
        #expect(row["name"] == .text("Ada") && row["photo"] == .null)
    }

    @Test("Malformed multipart bodies are refused with a 4xx and write nothing", arguments: TestEngine.available)
    func hostileBodies(_ engine: TestEngine) async throws {
        let application = try await application(engine)
        defer { Task { try? await application.database.close() } }
        try await serve(application) { browser in
            let page = try await browser.get(Self.path)
            let form = try #require(BrowserForm(page.body, action: Self.path))
            var parts = form.parts()
            let name = try #require(parts.firstIndex { $0.name == "v.name" })
            parts[name].bytes = Array("Forged".utf8)
            let token = parts[0]
            let boundary = "----TesseraTestBoundary7MA4YWxkTrZu0gW"
            let whole = MultipartPart.body(parts, boundary: boundary)
            func send(_ body: [UInt8], contentType: String = "multipart/form-data; boundary=\(boundary)") async throws -> HTTPResponse.Status {
                try await browser.send(Self.path, method: .post, body: ByteBuffer(bytes: body), contentType: contentType).status
            }
            // No boundary named; one of 71 characters; one with a character a boundary may not have.
            #expect([.forbidden, .badRequest].contains(try await send(whole, contentType: "multipart/form-data")))
            let long = String(repeating: "b", count: 71)
            #expect([.forbidden, .badRequest].contains(try await send(MultipartPart.body(parts, boundary: long), contentType: "multipart/form-data; boundary=\(long)")))
            // Cut short inside a part, after the token.
            #expect(try await send(Array(whole.prefix(whole.count - 30))) == .badRequest)
            // Cut short with no closing boundary, right after a part's end.
            let unclosed = Array(whole.prefix(whole.count - "--\(boundary)--\r\n".utf8.count))
            #expect(try await send(unclosed) == .badRequest)
            // Ten thousand tiny parts.
            let many = [token] + (0..<10_000).map { MultipartPart(name: "x\($0)", fileName: nil, bytes: []) }
            #expect(try await send(MultipartPart.body(many, boundary: boundary)) == .badRequest)
            // A header of 1 MiB.
            var huge = Array("--\(boundary)\r\nContent-Disposition: form-data; name=\"x\"\r\nX-Long: ".utf8) + Array(repeating: 0x61, count: 1 << 20)
            huge += Array("\r\n\r\nvalue\r\n--\(boundary)--\r\n".utf8)
            let hugeBody = MultipartPart.body([token], boundary: boundary).dropLast("--\(boundary)--\r\n".utf8.count) + huge
            #expect(try await send(Array(hugeBody)) == .badRequest)
            // A field that is not UTF-8; a part that names no field; a header line that is none.
            #expect(try await send(MultipartPart.body(parts + [MultipartPart(name: "q", fileName: nil, bytes: [0xFF, 0xFE])], boundary: boundary)) == .badRequest)
            var nameless = Array(MultipartPart.body(parts, boundary: boundary).dropLast("--\(boundary)--\r\n".utf8.count))
            nameless += Array("--\(boundary)\r\nContent-Type: text/plain\r\n\r\nx\r\n--\(boundary)--\r\n".utf8)
            #expect(try await send(nameless) == .badRequest)
            var broken = Array(MultipartPart.body(parts, boundary: boundary).dropLast("--\(boundary)--\r\n".utf8.count))
            broken += Array("--\(boundary)\r\nNot a header\r\n\r\nx\r\n--\(boundary)--\r\n".utf8)
            #expect(try await send(broken) == .badRequest)
            // NUL bytes in a field's value and in a file's name are kept out of nothing: refused as a value.
            var nul = parts
            nul[name].bytes = Array("Ada\u{0}".utf8)
            #expect(try await browser.postMultipart(Self.path, nul).status == .unprocessableContent)
        }
        let row = try await Self.person(application, 1)
        #expect(row["name"] == .text("Ada") && row["photo"] == .null)
        #expect(try await application.database.history(limit: 10).isEmpty)
    }

    @Test(
        "On the real-shaped PostgreSQL schema: a book's cover and a file of a UUID key take uploads; a cut-short or lying header is a file; untouched forms keep every byte",
        .enabled(if: TestEngine.postgresURL != nil && RealSchemas.psql != nil, "needs TESSERA_POSTGRES_URL and psql"))
    func realShapedSchema() async throws {
        let database = try await Database.open(try await RealSchemas.loadPostgres())
        defer { Task { try? await database.close() } }
        let application = DirectApplication(database: database, recordsHistory: true)
        try await application.prepareHistory()
        let files = try await database.fetch(FetchSpecification(entityName: "book_files", sortOrderings: [.ascending("uploaded_at")], pageSize: 100)).rows
        var read: [String: [UInt8]?] = [:]
        for file in files { read[file["id"].text ?? ""] = try await database.contents(of: "content", inRowOf: "book_files", key: file.primaryKey) }
        let contents = read
        let picture = Self.png(width: 1200, height: 1800, padding: 20_000)
        try await serve(application) { browser in
            // Every file's form sent back untouched: multipart, its file part empty.
            for file in files {
                let path = DirectPaths().edit("book_files", key: file.primaryKey)
                let form = try #require(BrowserForm(try await browser.get(path).body, action: path))
                #expect(form.isMultipart)
                let answer = try await browser.submit(path, form)
                #expect(answer.status == .seeOther, "\(path): \(answer.status) \(answer.page.text.prefix(200))")
            }
            for file in files {
                #expect(try await database.contents(of: "content", inRowOf: "book_files", key: file.primaryKey) == contents[file["id"].text ?? ""] ?? nil)
            }
            // 'pride.png' is a PNG's signature and a header cut short: a file, not a picture.
            let pride = try #require(files.first { $0["filename"] == .text("pride.png") })
            let shown = try await browser.get(DirectPaths().inspect("book_files", key: pride.primaryKey))
            #expect(!shown.page.elements.contains { $0.name == "img" })

            // A cover uploaded to a book: a thumbnail, portrait, fitted in 160 pixels high.
            let path = "/e/books/1/edit"
            var form = try #require(BrowserForm(try await browser.get(path).body, action: path))
            form.attach("v.cover_thumbnail", fileName: "cover.png", bytes: picture)
            let saved = try await browser.submit(path, form)
            #expect(saved.status == .seeOther, "\(saved.page.text.prefix(400))")
            #expect(try await database.contents(of: "cover_thumbnail", inRowOf: "books", key: RowKey([.integer(1)])) == picture)
            let book = try await browser.get("/e/books/1")
            let image = try #require(book.page.elements.first { $0.name == "img" && $0.attributes["data-thumbnail"] != nil })
            #expect(image.attributes["width"] == "107" && image.attributes["height"] == "160")
            // Replaced in a row keyed by a UUID; its generated size follows.
            let epub = try #require(files.first { $0["kind"] == .text("epub") })
            let epubPath = DirectPaths().edit("book_files", key: epub.primaryKey)
            var epubForm = try #require(BrowserForm(try await browser.get(epubPath).body, action: epubPath))
            epubForm.attach("v.content", fileName: "book.epub", bytes: Array("PK\u{3}\u{4}".utf8) + [0, 13, 10, 0])
            #expect(try await browser.submit(epubPath, epubForm).status == .seeOther)
            let reread = try #require(try await database.row(of: "book_files", key: epub.primaryKey))
            #expect(reread["byte_size"] == .integer(8))
        }
    }
}
