import Tessera
import TesseraComponents
import TesseraSections
import TesseraServer

/// A contact of the contacts demo.
public struct Person: Identifiable, Hashable, Sendable {
    /// What identifies the person in pages and requests.
    public var id: String
    /// The person's name.
    public var name: String
    /// The person's email address.
    public var email: String

    /// A person.
    public init(id: String, name: String, email: String) {
        self.id = id
        self.name = name
        self.email = email
    }
}
