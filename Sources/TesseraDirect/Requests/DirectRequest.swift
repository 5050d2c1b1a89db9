import Foundation
import Tessera

/// A request to the application, as any HTTP server hands it over: the method, the path under the
/// application's base path (still percent-encoded), the query's parameters and the form's fields.
public struct DirectRequest: Sendable {
    /// The two methods the application answers.
    public enum Method: String, Sendable, Hashable {
        /// Reading a page.
        case get = "GET"
        /// Sending a form.
        case post = "POST"
    }

    /// GET or POST.
    public var method: Method
    /// The path under the base path, percent-encoded as it arrived: `/e/film/42/edit`.
    public var path: String
    /// The query's parameters, percent-decoded, in order.
    public var parameters: [(name: String, value: String)]
    /// The form's fields (POST): the first value of each name.
    public var form: [String: String]
    /// Every field of the form, in order, names repeated as sent: the rows a bulk action is to
    /// act on come as many `row` fields.
    public var fields: [(name: String, value: String)]
    /// Whether the page explains which rules chose its components, labels and formatters.
    public var debug: Bool
    /// Who asks: the rules read it as `user`, and what they hide from or forbid to this user is
    /// hidden and forbidden at every address. `nil` when nobody signs in.
    public var user: SignedInUser?
    /// The files a `multipart/form-data` form sent, by field name: `v.picture`. A file field
    /// left without a file is not here (a browser sends it empty): the stored value stays.
    public var files: [String: UploadedFile] = [:]
    /// The language of the person asking, which the application writes its own sentences in —
    /// the notice after a save ("Gespeichert: …"), a refusal's reason — as the server renders
    /// the page in it (TesseraServer's `LanguageChoice` chooses it). English unless set.
    public var language: UILanguage = .english
    /// The locale the numbers and dates of those sentences follow.
    public var locale = Locale(identifier: "en_US")

    /// A request of `method` for `path`, from `user`.
    public init(
        method: Method = .get, path: String, parameters: [(name: String, value: String)] = [], form: [String: String] = [:],
        debug: Bool = false, user: SignedInUser? = nil, fields: [(name: String, value: String)]? = nil
    ) {
        self.method = method
        self.path = path
        self.parameters = parameters
        self.form = form
        self.fields = fields ?? form.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        self.debug = debug
        self.user = user
    }

    /// `message` in the language of the person asking.
    func text(_ message: DirectText) -> String {
        message.text(in: language, locale: locale)
    }

    /// The language and locale of the person asking, for messages of any catalogue.
    var localization: Localization { Localization(language: language, locale: locale) }
}

/// The application's answer: a page to show (with its HTTP status), or an address to go to.
public enum DirectResponse: Sendable {
    /// A page, with the status to send it with: 200, or 422 for a form with mistakes, or 409
    /// for a row that changed while it was edited.
    case page(DirectPage, status: Int)
    /// After a successful POST: go to this address (303 See Other), and show there the sentence
    /// `notice` says what was done with ("Saved ACADEMY DINOSAUR."), as news of `noticeKind`.
    case redirect(String, notice: String? = nil, noticeKind: DirectNoticeKind = .done)
    /// A value as a file to save: its bytes, a file name, and its content type.
    case download(bytes: [UInt8], fileName: String, contentType: String)
    /// A value as a file to save, streamed from the database a slice at a time.
    case streamedDownload(DirectDownload)
    /// A JSON document (`application/json`): a page, a row or the entities, for a program.
    case json(String)
    /// Every row of a list as a file, to stream (``DirectExport/write(_:)``).
    case export(DirectExport)
    /// Every row of a query from the SQL page as a file, to stream (``SQLQueryExport/write(_:)``).
    case queryExport(SQLQueryExport)
}
