import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
@_spi(Schema) import TesseraData
import TesseraDirect
import TesseraRules
import TesseraServer
import TesseraTestSupport
import Testing

/// Files in a folder: text columns a rule marks (`fileFolder`) hold paths of files the server
/// keeps under its upload folder. Uploads are written by the server under names of its own, before
/// the row and never over a file; a refused save leaves no file behind; a stored value is read only
/// when it names a regular file inside the folder.
@Suite("Files in an upload folder", .heavy, .timeLimit(.minutes(3)))
struct FolderFileTests {
    static func script(_ engine: TestEngine) -> String {
        """
        CREATE TABLE book (
            id integer PRIMARY KEY, title text NOT NULL UNIQUE, in_print boolean NOT NULL DEFAULT true,
            cover text, scan varchar(60), manual text NOT NULL
        );
        INSERT INTO book (id, title, in_print, manual) VALUES (1, 'Dune', true, 'nothing-here.pdf'), (2, 'Emma', true, 'm.pdf');
        """
    }

    static let rules = """
        entity.name = 'book' and propertyKey = 'cover' => fileFolder = 'covers'
        entity.name = 'book' and propertyKey = 'scan' => fileFolder = 'scans/2026'
        entity.name = 'book' and propertyKey = 'manual' => fileFolder = ''

        """

    /// A folder of its own under the system's temporary one, removed by `body`'s end.
    static func withFolder<T>(_ body: (URL) async throws -> T) async throws -> T {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-uploads-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(at: url) }
        return try await body(url)
    }

    func application(_ engine: TestEngine, folder: URL?, look: String = "basic", rules: String = FolderFileTests.rules) async throws -> DirectApplication {
        let database = try await engine.database(sqlite: Self.script(.sqlite), postgres: Self.script(.postgres))
        let model = RuleModel()
        model.add(try RuleFile(text: rules, fileName: "files.rules", registry: DirectRuleKeys.registry).rules)
        if look != "basic" { model.add([(.always => \.look <= look).priority(-1)]) }
        let application = DirectApplication(
            database: database, rules: model, recordsHistory: true, uploadFolder: try folder.map { try UploadFolder(path: $0.path) })
        try await application.prepareHistory()
        return application
    }

    static func book(_ application: DirectApplication, _ id: Int64) async throws -> Row {
        try #require(try await application.database.row(of: "book", key: RowKey([.integer(id)])))
    }

    /// Every file under `folder`, by its path there, with its bytes.
    static func files(in folder: URL) throws -> [String: [UInt8]] {
        var found: [String: [UInt8]] = [:]
        let root = folder.resolvingSymlinksInPath().path
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [:] }
        for case let path as String in walker {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isDirectory), !isDirectory.boolValue {
                found[path] = Array(try Data(contentsOf: URL(fileURLWithPath: root + "/" + path)))
            }
        }
        return found
    }

    /// The values of a page's options (its selects' choices).
    static func options(of page: HTMLPage) -> Set<String> {
        var values: Set<String> = []
        for element in page.elements where element.name == "option" {
            if let value = element.attributes["value"] { values.insert(value) }
        }
        return values
    }

    static let path = "/e/book/1/edit"
    static let picture = FileUploadTests.png(width: 300, height: 600)

    @Test("A file uploaded goes to the rule's folder under a name of the server's, shown, opened and kept by a form sent back untouched", arguments: TestEngine.available, ["basic", "fiori"])
    func uploadShowAndKeep(_ engine: TestEngine, look: String) async throws {
        try await Self.withFolder { folder in
            let application = try await application(engine, folder: folder, look: look)
            defer { Task { try? await application.database.close() } }
            try await serve(application) { browser in
                let page = try await browser.get(Self.path)
                var form = try #require(BrowserForm(page.body, action: Self.path))
                #expect(form.isMultipart)
                for column in ["cover", "scan", "manual"] {
                    #expect(page.page.elements.contains { $0.name == "input" && $0.attributes["type"] == "file" && $0.attributes["name"] == "v.\(column)" })
                    // No text field for a column of file paths.
                    #expect(page.page.elements.filter { $0.attributes["name"] == "v.\(column)" }.allSatisfy { $0.name == "input" && $0.attributes["type"] == "file" })
                }
                // A value that names no file here says so.
                #expect(page.page.text.contains("nothing-here.pdf — not in the upload folder"))
                form.attach("v.cover", fileName: "C:\\Users\\ada\\Dune cover (1).png", bytes: Self.picture)
                form.set("v.title", to: "Dune!")
                let saved = try await browser.submit(Self.path, form)
                #expect(saved.status == .seeOther, "\(saved.page.text.prefix(400))")
                let row = try await Self.book(application, 1)
                let value = try #require(row["cover"].text)
                // The server's name: the rule's folder, 32 random hex digits, the browser's name made safe.
                let name = value.dropFirst("covers/".count)
                #expect(value.hasPrefix("covers/") && name.prefix(32).allSatisfy(\.isHexDigit) && name.dropFirst(32) == "-Dune_cover__1_.png", "\(value) \(name.dropFirst(32))")
                #expect(try Self.files(in: folder) == [value: Self.picture])
                #expect(row["title"] == .text("Dune!") && row["in_print"] == .bool(true) && row["scan"] == .null && row["manual"] == .text("nothing-here.pdf"))

                // The row's page: its thumbnail, fitted in 160 px, its name and what it is.
                let shown = try await browser.get("/e/book/1")
                let image = try #require(shown.page.elements.first { $0.name == "img" && $0.attributes["data-thumbnail"] != nil })
                #expect(image.attributes["src"] == "/e/book/1/download/cover")
                #expect(image.attributes["width"] == "80" && image.attributes["height"] == "160")
                #expect(shown.page.text.contains("Dune_cover__1_.png — PNG image, 300 × 600"))
                let response = try await browser.client.execute(uri: "/e/book/1/download/cover", method: .get, headers: [:], body: nil)
                #expect(response.status == .ok && response.headers[.contentType] == "image/png")
                #expect(response.headers[.contentDisposition]?.hasPrefix("inline;") == true)
                #expect(response.headers[HTTPField.Name("X-Content-Type-Options")!] == "nosniff")
                #expect(Array(buffer: response.body) == Self.picture)

                // The list: the small picture itself, and the file's name.
                let list = try await browser.get("/e/book")
                let cell = try #require(list.page.elements.first { $0.name == "img" && $0.attributes["data-thumbnail"] == "list" })
                #expect(cell.attributes["src"] == "/e/book/1/thumbnail/cover")
                #expect(list.page.text.contains("Dune_cover__1_.png"))
                // A path is not set in bulk: the list's Set offers the typed columns only.
                #expect(try await browser.post("/e/book/bulk", [("row", "1"), ("action", "set"), ("column", "cover"), ("value", "covers/x.png")]).status == .badRequest)
                #expect(try await Self.book(application, 1)["cover"] == .text(value))
                let thumbnail = try await browser.client.execute(uri: "/e/book/1/thumbnail/cover", method: .get, headers: [:], body: nil)
                #expect(thumbnail.headers[.contentType] == "image/png" && Array(buffer: thumbnail.body) == Self.picture)
                #expect(try await browser.get("/e/book/1/thumbnail/scan").status == .notFound)

                // Sent back untouched: nothing changes, no file is written.
                let untouched = try #require(BrowserForm(try await browser.get(Self.path).body, action: Self.path))
                #expect(try await browser.submit(Self.path, untouched).status == .seeOther)
                #expect(BooleanFormTests.notice(browser)?.hasPrefix("Nothing to save") == true, "\(BooleanFormTests.notice(browser) ?? "")")
                #expect(try await Self.book(application, 1)["cover"] == .text(value))
                #expect(try Self.files(in: folder).count == 1)

                // Replaced: a new file under a new name; the old one stays for the history's undo.
                var replace = try #require(BrowserForm(try await browser.get(Self.path).body, action: Self.path))
                let pdf = Array("%PDF-1.7\n".utf8) + Array(repeating: 0, count: 2000)
                replace.attach("v.cover", fileName: "back.pdf", bytes: pdf)
                #expect(try await browser.submit(Self.path, replace).status == .seeOther)
                let newValue = try #require(try await Self.book(application, 1)["cover"].text)
                #expect(newValue != value && newValue.hasSuffix("-back.pdf"))
                #expect(try Self.files(in: folder) == [value: Self.picture, newValue: pdf])
                let replaced = try await browser.get("/e/book/1")
                #expect(replaced.page.text.contains("back.pdf — PDF document"))
                let download = try await browser.client.execute(uri: "/e/book/1/download/cover", method: .get, headers: [:], body: nil)
                #expect(download.headers[.contentDisposition] == "attachment; filename=\"back.pdf\"")
                #expect(download.headers[.contentType] == "application/octet-stream" && Array(buffer: download.body) == pdf)

                // Cleared: NULL, and the file stays on the disk.
                var clear = try #require(BrowserForm(try await browser.get(Self.path).body, action: Self.path))
                clear.check("clear.cover")
                #expect(try await browser.submit(Self.path, clear).status == .seeOther)
                #expect(try await Self.book(application, 1)["cover"] == .null)
                #expect(try Self.files(in: folder).count == 2)
                // A path that cannot be NULL is emptied to '', as Django's FileField empties one.
                var empty = try #require(BrowserForm(try await browser.get(Self.path).body, action: Self.path))
                empty.check("clear.manual")
                #expect(try await browser.submit(Self.path, empty).status == .seeOther)
                #expect(try await Self.book(application, 1)["manual"] == .text(""))
            }
            // Undone, the history brings the picture back — its file is still there.
            let history = try await application.database.history(limit: 10)
            #expect(history.count == 4)
        }
    }

    @Test("A folder in a folder is made, a column's length is kept to, the folder itself serves '' ", arguments: TestEngine.available)
    func subfoldersAndLengths(_ engine: TestEngine) async throws {
        try await Self.withFolder { folder in
            let application = try await application(engine, folder: folder)
            defer { Task { try? await application.database.close() } }
            try await serve(application) { browser in
                var form = try #require(BrowserForm(try await browser.get(Self.path).body, action: Self.path))
                let long = String(repeating: "a", count: 300) + ".tiff"
                form.attach("v.scan", fileName: long, bytes: [1, 2, 3])
                form.attach("v.manual", fileName: "../../.hidden manual.pdf", bytes: Array("%PDF-1.4".utf8))
                let saved = try await browser.submit(Self.path, form)
                #expect(saved.status == .seeOther, "\(saved.page.text.prefix(400))")
                let row = try await Self.book(application, 1)
                let scan = try #require(row["scan"].text)
                // varchar(60): the folder, the random part, then as much of the name's end as fits.
                #expect(scan.count == 60 && scan.hasPrefix("scans/2026/") && scan.hasSuffix("a.tiff"), "\(scan)")
                let manual = try #require(row["manual"].text)
                #expect(!manual.contains("/") && manual.hasSuffix("-hidden_manual.pdf"), "\(manual)")
                #expect(try Self.files(in: folder) == [scan: [1, 2, 3], manual: Array("%PDF-1.4".utf8)])
            }
        }
    }

    @Test("Values that lead out of the folder name no file: nothing of them is read or sent", arguments: TestEngine.available)
    func traversalIsRefused(_ engine: TestEngine) async throws {
        try await Self.withFolder { folder in
            let application = try await application(engine, folder: folder)
            defer { Task { try? await application.database.close() } }
            // A secret beside the folder, a link inside it that leads to it, a folder link out.
            let secret = folder.deletingLastPathComponent().appendingPathComponent("tessera-secret-\(UUID().uuidString).png")
            try Data(Self.picture).write(to: secret)
            defer { try? FileManager.default.removeItem(at: secret) }
            try FileManager.default.createSymbolicLink(atPath: folder.path + "/link.png", withDestinationPath: secret.path)
            try FileManager.default.createSymbolicLink(atPath: folder.path + "/out", withDestinationPath: folder.deletingLastPathComponent().path)
            try FileManager.default.createDirectory(atPath: folder.path + "/covers", withIntermediateDirectories: false)
            // Files inside the folder, but not the cover column's to show: another column's, hidden ones.
            try FileManager.default.createDirectory(atPath: folder.path + "/scans/2026", withIntermediateDirectories: true)
            try Data(Self.picture).write(to: folder.appendingPathComponent("scans/2026/\(secret.lastPathComponent)"))
            try Data(Self.picture).write(to: folder.appendingPathComponent(".hidden.png"))
            try Data(Self.picture).write(to: folder.appendingPathComponent("covers/.hidden.png"))
            let name = secret.lastPathComponent
            let tried = [
                "../\(name)", secret.path, "link.png", "out/\(name)", "covers/../../\(name)", "covers/", "covers", ".", "./",
                String(repeating: "../", count: 50) + "etc/passwd", "scans/2026/\(name)", ".hidden.png", "covers/.hidden.png",
            ]
            try await serve(application) { browser in
                for value in tried {
                    _ = try await application.database.update(try await Self.book(application, 2), changes: ["cover": .text(value)])
                    let download = try await browser.get("/e/book/2/download/cover")
                    #expect(download.status == .notFound, "\(value)")
                    let thumbnail = try await browser.client.execute(uri: "/e/book/2/thumbnail/cover", method: .get, headers: [:], body: nil)
                    // The server's icon, never the file.
                    #expect(thumbnail.headers[.contentType] == "image/svg+xml" && Array(buffer: thumbnail.body) != Self.picture, "\(value)")
                    let page = try await browser.get("/e/book/2")
                    #expect(page.status == .ok && page.page.text.contains("not in the upload folder"), "\(value)")
                    #expect(!page.page.elements.contains { $0.name == "img" && $0.attributes["data-thumbnail"] != nil }, "\(value)")
                    let form = try await browser.get("/e/book/2/edit")
                    #expect(form.status == .ok && !form.page.text.contains("PNG image"), "\(value)")
                }
                // A text sent for the column — even on a form of the old kind — is ignored.
                let before = try await Self.book(application, 1)
                let plain = try #require(BrowserForm(try await browser.get(Self.path).body, action: Self.path))
                var fields = plain.submitted.filter { $0.0 != "v.cover" }
                fields.append(("v.cover", "../\(name)"))
                _ = try await browser.post(Self.path, fields, withToken: false)
                #expect(try await Self.book(application, 1)["cover"] == before["cover"])
            }
            // Nothing was written into the folder.
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/covers") == [".hidden.png"])
        }
    }

    @Test("A save refused — by a mistake, a conflict, the database, or a concurrent save — leaves no file behind", arguments: TestEngine.available)
    func refusedSavesLeaveNoFile(_ engine: TestEngine) async throws {
        try await Self.withFolder { folder in
            let application = try await application(engine, folder: folder)
            defer { Task { try? await application.database.close() } }
            try await serve(application) { browser in
                // A mistake of another field (a title left empty): 422, nothing written.
                var form = try #require(BrowserForm(try await browser.get(Self.path).body, action: Self.path))
                form.attach("v.cover", fileName: "a.png", bytes: Self.picture)
                form.set("v.title", to: "")
                let mistaken = try await browser.submit(Self.path, form)
                #expect(mistaken.status == .unprocessableContent)
                #expect(mistaken.page.text.contains("choose it again"))
                // Refused by the database (UNIQUE title): the file written for it is removed.
                form.set("v.title", to: "Emma")
                let refused = try await browser.submit(Self.path, form)
                #expect(refused.status == .unprocessableContent, "\(refused.page.text.prefix(300))")
                #expect(try Self.files(in: folder).isEmpty)
                #expect(try await Self.book(application, 1)["cover"] == .null)
                // A new row refused by the database: the same.
                var new = try #require(BrowserForm(try await browser.get("/new/book").body, action: "/new/book"))
                new.set("v.id", to: "9")
                new.set("v.title", to: "Emma")
                new.attach("v.manual", fileName: "m.pdf", bytes: Array("%PDF-1.4".utf8))
                #expect(try await browser.submit("/new/book", new).status == .unprocessableContent)
                #expect(try Self.files(in: folder).isEmpty)
                // A new row needs its file where the column needs a value.
                new.set("v.title", to: "Persuasion")
                new.attach("v.manual", fileName: "", bytes: [])
                let required = try await browser.submit("/new/book", new)
                #expect(required.status == .unprocessableContent && required.page.text.contains("required"))
                new.attach("v.manual", fileName: "m.pdf", bytes: Array("%PDF-1.4".utf8))
                #expect(try await browser.submit("/new/book", new).status == .seeOther)
                let made = try #require(try await Self.book(application, 9)["manual"].text)
                #expect(try Self.files(in: folder) == [made: Array("%PDF-1.4".utf8)])

                // Two saves of the same form at once: one is saved, the other refused (409), one file kept.
                var first = try #require(BrowserForm(try await browser.get(Self.path).body, action: Self.path))
                var second = first
                first.attach("v.cover", fileName: "one.png", bytes: Self.picture)
                second.attach("v.cover", fileName: "two.png", bytes: Self.picture + [1])
                let port = try #require(browser.client.port)
                let boundary = "----TesseraTestBoundary7MA4YWxkTrZu0gW"
                let bodies = [first, second].map { MultipartPart.body($0.parts(), boundary: boundary) }
                var headers: HTTPFields = [.contentType: "multipart/form-data; boundary=\(boundary)"]
                headers[.cookie] = browser.cookies.map { "\($0.key)=\($0.value)" }.sorted().joined(separator: "; ")
                let sent = headers
                let statuses = try await withThrowingTaskGroup(of: HTTPResponse.Status.self) { group in
                    for body in bodies {
                        // Each on a connection of its own, as two browsers.
                        group.addTask {
                            try await TestClient.withClient(host: "127.0.0.1", port: port) { client in
                                try await client.execute(
                                    TestClient.Request(Self.path, method: .post, authority: "127.0.0.1", headers: sent, body: ByteBuffer(bytes: body))
                                ).status
                            }
                        }
                    }
                    return try await group.reduce(into: []) { $0.append($1) }
                }
                #expect(statuses.sorted { $0.code < $1.code } == [.seeOther, .conflict], "\(statuses)")
                let kept = try #require(try await Self.book(application, 1)["cover"].text)
                #expect(Set(try Self.files(in: folder).keys) == [made, kept])
            }
        }
    }

    @Test("Without an upload folder the rule has no effect: the column is text; rules check names its mistakes")
    func withoutAFolderAndRuleCheck() async throws {
        let application = try await application(.sqlite, folder: nil)
        defer { Task { try? await application.database.close() } }
        try await serve(application) { browser in
            let page = try await browser.get(Self.path)
            let form = try #require(BrowserForm(page.body, action: Self.path))
            #expect(!form.isMultipart)
            #expect(!page.page.elements.contains { $0.attributes["type"] == "file" })
            #expect(try await browser.get("/e/book/1/thumbnail/manual").status == .notFound)
        }
        let text = """
            entity.name = 'book' and propertyKey = 'id' => fileFolder = 'x'
            entity.name = 'book' and propertyKey = 'cover' => fileFolder = '../elsewhere'
            entity.name = 'book' => fileFolder = 'y'

            """
        let rules = try RuleFile(text: text, fileName: "files.rules", registry: DirectRuleKeys.registry).rules
        let found = RuleSchemaCheck.diagnostics(for: rules, model: application.database.model).map(\.description)
        #expect(found.count == 3, "\(found)")
        #expect(found.contains { $0.hasPrefix("files.rules:1:") && $0.contains("'id' is not a text column") })
        #expect(found.contains { $0.hasPrefix("files.rules:2:") && $0.contains("not a folder inside the upload folder") })
        #expect(found.contains { $0.hasPrefix("files.rules:3:") && $0.contains("name one") })
    }

    @Test("An upload folder is checked when given; names are made safe; a folder link out is refused")
    func uploadFolderItself() async throws {
        #expect(throws: UploadFolder.Failure.self) { try UploadFolder(path: "/nonexistent-\(UUID().uuidString)") }
        #expect(throws: UploadFolder.Failure.self) { try UploadFolder(path: "/etc/hostname") }
        #expect(throws: UploadFolder.Failure.self) { try UploadFolder(path: "/") }
        #expect(UploadFolder.displayName(of: "covers/0123456789abcdef0123456789abcdef-dune.png") == "dune.png")
        #expect(UploadFolder.displayName(of: "legacy/photo.jpg") == "photo.jpg")
        try await Self.withFolder { url in
            let folder = try UploadFolder(path: url.path)
            try FileManager.default.createSymbolicLink(atPath: url.path + "/away", withDestinationPath: "/tmp")
            await #expect(throws: UploadFolder.Failure.self) { try await folder.write(ByteBuffer(bytes: [1]), named: "x", in: "away") }
            await #expect(throws: UploadFolder.Failure.self) { try await folder.write(ByteBuffer(bytes: [1]), named: "x", in: "away/deeper") }
            await #expect(throws: UploadFolder.Failure.self) { try await folder.write(ByteBuffer(bytes: [1]), named: "x", in: "../x") }
            await #expect(throws: UploadFolder.Failure.self) { try await folder.write(ByteBuffer(bytes: [1]), named: "x", in: "a", maximumLength: 20) }
            // Nothing was made through the link.
            #expect(!FileManager.default.fileExists(atPath: "/tmp/deeper"))
            let written = try await folder.write(ByteBuffer(bytes: [7]), named: "é résumé\u{202E}gnp.exe", in: "a/b")
            #expect(written.hasPrefix("a/b/") && written.hasSuffix("-__r_sum__gnp.exe"), "\(written)")
            #expect(await folder.head(of: written, in: "a/b", count: 10)?.bytes == [7])
            #expect(await folder.head(of: written, in: "a", count: 10)?.bytes == [7])
            #expect(await folder.head(of: written, in: "", count: 10)?.bytes == [7])
            // Only in the column's own folder.
            #expect(await folder.head(of: written, in: "c", count: 10) == nil)
            #expect(folder.file(named: "a/b", in: "") == nil)
            #expect(folder.file(named: written + "\u{0}", in: "") == nil && folder.file(named: "a/b/\u{0}/../../" + written, in: "") == nil)
            #expect(folder.file(named: "a//b/" + written.split(separator: "/").last!, in: "") == nil)
            // Hidden files and pipes are no files here.
            _ = FileManager.default.createFile(atPath: url.path + "/.env", contents: Data("SECRET=1".utf8))
            #expect(folder.file(named: ".env", in: "") == nil)
            #expect(mkfifo(url.path + "/pipe", 0o644) == 0)
            #expect(await folder.head(of: "pipe", in: "", count: 10) == nil)
            #expect(folder.contains(url.path + "/a/b") && !folder.contains("/etc/passwd"))
        }
    }
}
