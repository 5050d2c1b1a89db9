import Tessera
import TesseraComponents
import TesseraSections
import TesseraServer

/// A contact's row: an icon, the name, the email address as a link.
public struct ContactRow: View {
    /// The contact shown.
    public var person: Person

    /// The row of `person`.
    public init(person: Person) {
        self.person = person
    }

    public var body: some View {
        HStack {
            Image(systemName: "person.circle").foregroundStyle(.secondary)
            VStack(alignment: .leading, spacing: 2) {
                Text(person.name).bold()
                Link(person.email, destination: "mailto:\(person.email)").font(.footnote)
            }
        }
    }
}
