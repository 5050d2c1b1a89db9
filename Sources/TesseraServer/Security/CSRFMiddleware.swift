import HTTPTypes
import Hummingbird
import MultipartKit
import Synchronization
import Tessera

/// Refuses requests that change data unless they come from one of this site's own pages.
///
/// Three checks, each enough to stop a forged form on another site, together a defence in depth:
/// - the browser's `Sec-Fetch-Site` header, when sent, must not be `cross-site`;
/// - the `Origin` header, when sent, must be this site's;
/// - the request must carry the token of the `tessera_csrf` cookie, either as the form field
///   `_csrf` or as the `X-CSRF-Token` header (the double-submit pattern: another site can make the
///   browser send the cookie, but cannot read it to copy it into the form). The cookie is
///   `HttpOnly` and `SameSite=Strict`. A `multipart/form-data` form (one with a file field)
///   carries it as its **first** field — ``CSRFTokenField`` first in the form, as the
///   application's forms have it — so that it is checked before the route reads anything
///   further, whatever the route does with the rest; the body is handed on untouched.
///
/// Safe methods (GET, HEAD, OPTIONS) pass; every response gets the cookie if the request had
/// none, and the context gets the token for the page's forms (``CSRFTokenField``).
public struct CSRFMiddleware<Context: TesseraRequestContext>: RouterMiddleware {
    /// The cookie holding the token.
    public static var cookieName: String { "tessera_csrf" }
    /// The form field forms send the token in.
    public static var fieldName: String { "_csrf" }
    /// The header scripts send the token in.
    public static var headerName: HTTPField.Name { HTTPField.Name("X-CSRF-Token")! }

    /// A middleware protecting every route after it.
    public init() {}

    public func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var request = request
        var context = context
        let cookieToken = request.cookies[Self.cookieName]?.value
        let existing = cookieToken.flatMap { CSRFToken.isWellFormed($0) ? $0 : nil }
        context.csrfToken = existing ?? CSRFToken.make()

        switch request.method {
        case .get, .head, .options:
            break
        default:
            try checkOrigin(of: request)
            guard let existing else {
                throw HTTPError(.forbidden, message: "This form has expired. Reload its page and send it again.")
            }
            let submitted = try await submittedToken(&request)
            guard let submitted, CSRFToken.equal(submitted, existing) else {
                throw HTTPError(.forbidden, message: "This form did not come from this site's page, or has expired. Reload its page and send it again.")
            }
        }

        var response = try await next(request, context)
        if existing == nil {
            response.setCookie(Cookie(name: Self.cookieName, value: context.csrfToken, path: "/", httpOnly: true, sameSite: .strict))
        }
        return response
    }

    private func checkOrigin(of request: Request) throws {
        if let site = request.headers[HTTPField.Name("Sec-Fetch-Site")!], site == "cross-site" {
            throw HTTPError(.forbidden, message: "Requests from other sites are not accepted.")
        }
        if let origin = request.headers[.origin], origin != "null" {
            let host = request.head.authority ?? request.headers[HTTPField.Name("Host")!]
            let originHost = origin.split(separator: "://", maxSplits: 1).last.map(String.init)
            guard let host, originHost == host else {
                throw HTTPError(.forbidden, message: "Requests from other sites are not accepted.")
            }
        }
    }

    private func submittedToken(_ request: inout Request) async throws -> String? {
        if let header = request.headers[Self.headerName] { return header }
        if MultipartForm.isMultipart(request.headers[.contentType]) { return try await Self.leadingToken(of: &request) }
        guard request.headers[.contentType]?.hasPrefix("application/x-www-form-urlencoded") == true else { return nil }
        return try await FormData(reading: &request)[Self.fieldName]
    }

    /// Bytes of a multipart body read at most to find its first part.
    static var leadingPartLimit: Int { 16 << 10 }

    /// The token a multipart form carries as its first part, `_csrf`; `nil` when its first part is
    /// another, or does not end within ``leadingPartLimit`` bytes. What was read is put back in
    /// front of the rest of the body, which is not read here: a file is not held twice.
    private static func leadingToken(of request: inout Request) async throws -> String? {
        guard let contentType = request.headers[.contentType], let boundary = MultipartForm.boundary(of: contentType) else {
            throw HTTPError(.badRequest, message: "The form names no boundary between its parts, or one of more than 70 characters or of characters a boundary may not have.")
        }
        let parser = MultipartParser(boundary: boundary)
        let first = LeadingPart()
        parser.onHeader = { name, value in
            if !first.isComplete, name.lowercased() == "content-disposition" { first.disposition = value }
        }
        parser.onBody = { bytes in
            if !first.isComplete, first.value.readableBytes <= 256 { first.value.writeBuffer(&bytes) }
        }
        parser.onPartComplete = { first.isComplete = true }
        var iterator = request.body.makeAsyncIterator()
        var read: [ByteBuffer] = []
        var size = 0
        var malformed = false
        while !first.isComplete, !malformed, size <= leadingPartLimit, let chunk = try await iterator.next() {
            read.append(chunk)
            size += chunk.readableBytes
            do { try parser.execute(chunk) } catch { malformed = true }
        }
        guard !malformed else { throw HTTPError(.badRequest, message: "The form is not a well-formed multipart/form-data body.") }
        request.body = RequestBody(asyncSequence: ReplayedBody(read: read, rest: RemainingBody(iterator)))
        guard first.isComplete, let disposition = first.disposition else { return nil }
        let part = ContentDisposition(disposition)
        guard part.isFormData, part.name == fieldName, part.fileName == nil else { return nil }
        return String(buffer: first.value)
    }
}

/// The first part of a multipart body, as the parser hands it over.
private final class LeadingPart {
    var disposition: String?
    var value = ByteBuffer()
    var isComplete = false
}

/// The rest of a request's body, after its first chunks were read: handed to one reader only.
///
/// Unchecked because the iterator is not `Sendable`; it is taken out under the lock once, by the
/// one iterator ``ReplayedBody`` makes, and used by that iterator alone — a second reader of the
/// body gets nothing, as a second reader of Hummingbird's own body does.
private final class RemainingBody: @unchecked Sendable {
    private let iterator: RequestBody.AsyncIterator
    private let isTaken = Mutex(false)

    init(_ iterator: RequestBody.AsyncIterator) {
        self.iterator = iterator
    }

    /// The iterator, the first time; `nil` after.
    func take() -> RequestBody.AsyncIterator? {
        let first = isTaken.withLock { isTaken in
            defer { isTaken = true }
            return !isTaken
        }
        return first ? iterator : nil
    }
}

/// A request's body whose first chunks were read to look at: those chunks again, then the rest.
private struct ReplayedBody: AsyncSequence, Sendable {
    typealias Element = ByteBuffer
    let read: [ByteBuffer]
    let rest: RemainingBody

    struct AsyncIterator: AsyncIteratorProtocol {
        var read: IndexingIterator<[ByteBuffer]>
        var rest: RequestBody.AsyncIterator?

        mutating func next() async throws -> ByteBuffer? {
            if let chunk = read.next() { return chunk }
            return try await rest?.next()
        }
    }

    func makeAsyncIterator() -> AsyncIterator {
        guard let rest = rest.take() else { return AsyncIterator(read: [ByteBuffer]().makeIterator(), rest: nil) }
        return AsyncIterator(read: read.makeIterator(), rest: rest)
    }
}

/// The token's form and comparison.
enum CSRFToken {
    /// 32 random bytes from the system's secure generator, as 64 hexadecimal digits.
    static func make() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<4).map { _ in
            let word = String(generator.next() as UInt64, radix: 16)
            return String(repeating: "0", count: 16 - word.count) + word
        }.joined()
    }

    static func isWellFormed(_ token: String) -> Bool {
        token.utf8.count == 64 && token.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }

    /// Compares in time that does not depend on where the tokens differ.
    static func equal(_ lhs: String, _ rhs: String) -> Bool {
        let left = Array(lhs.utf8)
        let right = Array(rhs.utf8)
        guard left.count == right.count else { return false }
        var difference: UInt8 = 0
        for index in left.indices { difference |= left[index] ^ right[index] }
        return difference == 0
    }
}

/// The hidden field that carries the request's CSRF token in a form. Put one in every form that
/// posts:
///
/// ```swift
/// Form(action: "/customer/1") {
///     CSRFTokenField(context.csrfToken)
///     TextField("Name", name: "name", text: name)
///     Button(submit: "Save")
/// }
/// ```
public struct CSRFTokenField: View {
    let token: String

    /// A field carrying `token`.
    public init(_ token: String) {
        self.token = token
    }

    public var body: some View {
        HiddenField(name: "_csrf", value: token)
    }
}
