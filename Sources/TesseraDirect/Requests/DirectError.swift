import Foundation
import Tessera

/// A request the application cannot answer: an address that names nothing, or parameters that
/// make no sense. The message is written for the person at the browser and is safe to show.
///
/// A server turns ``Kind/notFound`` into a 404 page, ``Kind/badRequest`` into a 400 page,
/// ``Kind/forbidden`` into a 403 page and ``Kind/conflict`` into a 409 page.
public struct DirectError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: String, Sendable, Hashable {
        /// The entity or row named by the address does not exist (or is not shown).
        case notFound
        /// A parameter of the address or the form is malformed.
        case badRequest
        /// The request would change data where the application, or the entity, is read-only.
        case forbidden
        /// The request does not fit the data as it is now: an undo of a change that later changes
        /// overtook (a deleted row whose key is taken again, a row deleted since). Nothing was
        /// changed; the message says what is in the way.
        case conflict
    }

    /// What went wrong.
    public var kind: Kind
    /// A sentence for the person, in English.
    public var message: String
    /// The sentence in every language, when the application wrote it.
    var text: DirectText?

    /// An error of `kind` saying `message`.
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    /// An error of `kind` saying `text`, in the language of whoever asked.
    init(_ kind: Kind, _ text: DirectText) {
        self.kind = kind
        self.message = text.text(in: .english, locale: Self.english)
        self.text = text
    }

    /// The sentence in `language`: ``message`` where the application has it in English only
    /// (a malformed address's reason, the database's own words).
    public func message(in language: UILanguage, locale: Locale) -> String {
        // A message rewritten after the error was made is said as written.
        guard let text, message == text.text(in: .english, locale: Self.english) else { return message }
        return text.text(in: language, locale: locale)
    }

    private static let english = Locale(identifier: "en_US")

    public var description: String { message }
}
