import Hummingbird

/// The floor's routes: for each page kind Tessera serves, a handler that runs the page's
/// captured statements and writes its bytes, with the headers Tessera's pages carry.
struct FloorServer: Sendable {
    let look: Look
    let database: FloorDatabase
    let start: StartPage.Statements
    let startKept: KeptResults
    /// Each list page kind's statements, kept rows and live-list epoch.
    let lists: [String: (statements: ListStatements, kept: KeptResults, epoch: [UInt8])]
    let row: RowPage.Statements?
    let edit: EditPage.Statements?
    let editKept: KeptResults
    let save: SavePage.Statements?

    /// Reads the capture's pages; fails, saying which, when one is not the page the floor was
    /// written for.
    init(look: Look, database: FloorDatabase, capture: Capture) throws {
        self.look = look
        self.database = database
        let lifetime = Duration.milliseconds(Int64(capture.countLifetime * 1000))
        start = try StartPage.Statements(capture.page("start"))
        startKept = KeptResults(lifetime: lifetime)
        var lists: [String: (statements: ListStatements, kept: KeptResults, epoch: [UInt8])] = [:]
        for name in ["list25", "list100", "list500", "search"] {
            guard let page = capture.pages[name] else { continue }
            lists[name] = (try ListStatements(page, name: name, isSearch: name == "search"), KeptResults(lifetime: lifetime), Self.epoch())
        }
        self.lists = lists
        row = try capture.pages["row"].map(RowPage.Statements.init)
        edit = try capture.pages["edit"].map(EditPage.Statements.init)
        editKept = KeptResults(lifetime: lifetime)
        save = try capture.pages["save"].map(SavePage.Statements.init)
    }

    /// A live list's epoch, as Tessera makes one for each list it keeps: ten random letters and
    /// digits.
    private static func epoch() -> [UInt8] {
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz0123456789".utf8)
        var generator = SystemRandomNumberGenerator()
        return (0..<10).map { _ in alphabet[Int(generator.next(upperBound: UInt(alphabet.count)))] }
    }

    func router() -> Router<BasicRequestContext> {
        let router = Router()
        router.get("/") { request, _ in try await self.startPage(request) }
        router.get("/e/film") { request, _ in try await self.listPage(request) }
        router.get("/e/film/:id") { request, context in try await self.rowPage(request, film: context.parameters.get("id")) }
        router.get("/e/film/:id/edit") { request, context in try await self.editPage(request, film: context.parameters.get("id")) }
        router.post("/e/film/:id/edit") { request, context in try await self.saved(request, film: context.parameters.get("id")) }
        return router
    }

    /// Fails unless `film` is the film whose statements the capture holds (the bound values are
    /// the capture's).
    private static func check(_ film: String?, is captured: Int64?) throws -> Int64 {
        guard let captured, film.flatMap({ Int64($0) }) == captured else {
            throw HTTPError(.notFound, message: "The capture holds the statements of another film.")
        }
        return captured
    }

    private func rowPage(_ request: Request, film: String?) async throws -> Response {
        _ = try Self.check(film, is: row?.film)
        guard let row else { throw HTTPError(.notFound) }
        let token = CSRFToken(of: request)
        let rows = try await database.rows(row.every)
        var html = HTMLBuffer(capacity: 24 << 10)
        try RowPage.write(look: look, rows: rows, statements: row, into: &html)
        return Self.page(html, token: token)
    }

    private func editPage(_ request: Request, film: String?) async throws -> Response {
        _ = try Self.check(film, is: edit?.film)
        guard let edit else { throw HTTPError(.notFound) }
        let token = CSRFToken(of: request)
        let rows = try await database.rows(edit.every)
        let kept = try await editKept.rows(of: edit.kept, on: database)
        var html = HTMLBuffer(capacity: 32 << 10)
        try EditPage.write(look: look, rows: rows, statements: edit, setChoices: kept[edit.setChoices], token: token.digits, into: &html)
        return Self.page(html, token: token)
    }

    /// The edit form posted: refused without the forged-request token of its cookie, as
    /// Tessera's middleware refuses it; answered with the redirect when nothing changed.
    private func saved(_ request: Request, film: String?) async throws -> Response {
        let key = try Self.check(film, is: save?.film)
        guard let save else { throw HTTPError(.notFound) }
        var request = request
        let token = CSRFToken(of: request)
        let body = try await request.collectBody(upTo: 1 << 20)
        let form = FormFields(Array(buffer: body))
        guard !token.isNew, let submitted = form["_csrf"], token.matches(submitted[...]) else {
            throw HTTPError(.forbidden, message: "This form did not come from this site's page, or has expired. Reload its page and send it again.")
        }
        let rows = try await database.rows(save.every)
        guard SavePage.isUnchanged(form, rows[0]) else {
            throw HTTPError(.internalServerError, message: "The floor answers an unchanged form only.")
        }
        var headers = Self.securityHeaders()
        headers[.location] = "/e/film/" + String(key)
        headers[.setCookie] = SavePage.noticeCookie(film: key)
        return Response(status: .seeOther, headers: headers)
    }

    private func startPage(_ request: Request) async throws -> Response {
        let token = CSRFToken(of: request)
        let rows = try await database.rows(start.every)
        let kept = try await startKept.rows(of: start.kept, on: database)
        var html = HTMLBuffer(capacity: 16 << 10)
        try StartPage.write(look: look, history: rows[0], kept: kept, statements: start, into: &html)
        return Self.page(html, token: token)
    }

    private func listPage(_ request: Request) async throws -> Response {
        let parameters = request.uri.queryParameters
        let query = ListQuery(size: parameters["size"].flatMap { Int($0) }, search: parameters["q"].map(String.init))
        guard let list = lists[query.pageKind] else { throw HTTPError(.notFound, message: "The capture has no statements for this list.") }
        let token = CSRFToken(of: request)
        let rows = try await database.rows(list.statements.every)
        let kept = try ListPage.Kept(try await list.kept.rows(of: list.statements.kept, on: database), list.statements)
        var html = HTMLBuffer(capacity: 64 << 10 + query.size * (look == .basic ? 1_700 : 1_800))
        ListPage.write(
            look: look, query: query, rows: rows, languages: list.statements.languages, kept: kept, token: token.digits, epoch: list.epoch, into: &html)
        return Self.page(html, token: token)
    }

    /// The headers of every answer: Tessera's security headers.
    static func securityHeaders() -> HTTPFields {
        [
            .contentSecurityPolicy: "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: https:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'; object-src 'none'",
            .xContentTypeOptions: "nosniff",
            .init("X-Frame-Options")!: "DENY",
            .init("Referrer-Policy")!: "same-origin",
        ]
    }

    /// A page's answer: its bytes with their length, never cached, and the token's cookie when
    /// the token is new.
    static func page(_ html: HTMLBuffer, token: CSRFToken) -> Response {
        var headers = securityHeaders()
        headers[.contentType] = "text/html; charset=utf-8"
        headers[.cacheControl] = "no-store"
        if token.isNew { headers[.setCookie] = token.cookie }
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: html.bytes)))
    }
}
