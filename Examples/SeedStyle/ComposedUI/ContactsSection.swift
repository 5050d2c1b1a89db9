import Tessera
import TesseraSections

// ComposedUI's "Getting Started", as its users write it: a section of contacts, shown by a
// coordinator made of it, opting in to selection with a protocol. What the web lacks: a
// UICollectionView and its cells — a cell is a view (`CellProvider`), and the coordinator writes
// HTML that every browser showing the page keeps live.

/// A person in the contacts.
public struct Person: Hashable, Sendable {
    public var name: String
    /// `family` or `friend`.
    public var kind: String
}

/// The contacts of one kind.
@SectionActor
public final class ContactsSection: ArraySection<Person> {
    /// The names of the people chosen, for the family's several at once.
    private var chosen: Set<String> = []
    /// The last person opened with a click in a section of one-at-a-time selection.
    public private(set) var opened: Person?

    var isFamily: Bool { elements.first?.kind == "family" }
}

extension ContactsSection: CellProvider {
    public func cell(at index: Int) -> some View {
        let person = element(at: index)
        HStack {
            Image(systemName: person.kind == "family" ? "house" : "person")
            Text(person.name)
        }
    }

    public func elementID(at index: Int) -> String { element(at: index).name }
}

extension ContactsSection: SelectionHandler {
    // The family allows multiple selection, the friends do not: the coordinator needs to know
    // nothing of which section is which.
    public var allowsMultipleSelection: Bool { isFamily }

    public var selectedIndexes: [Int] { elements.indices.filter { chosen.contains(elements[$0].name) } }

    public func didSelect(at index: Int) {
        if isFamily {
            chosen.insert(element(at: index).name)
        } else {
            // A friend opens and is not kept selected: ComposedUI's `deselect(at:)`.
            opened = element(at: index)
            deselect(at: index)
        }
    }

    public func didDeselect(at index: Int) {
        chosen.remove(element(at: index).name)
    }
}

/// The screen's sections: family and friends in one provider, one coordinator for both.
@SectionActor
public final class SeedContacts {
    public let family = ContactsSection()
    public let friends = ContactsSection()
    public let provider = ComposedSectionProvider()

    public init() {
        family.append(Person(name: "Ada Lovelace", kind: "family"))
        family.append(Person(name: "Lord Byron", kind: "family"))
        friends.append(Person(name: "Charles Babbage", kind: "friend"))
        friends.append(Person(name: "Mary Somerville", kind: "friend"))
        provider.append(family)
        provider.append(friends)
    }

    /// The coordinator of the screen, which posts clicks under `actionPath`.
    public func coordinator(actionPath: String) -> ListCoordinator {
        ListCoordinator(id: "seed-contacts", sectionProvider: provider, actionPath: actionPath)
    }
}
