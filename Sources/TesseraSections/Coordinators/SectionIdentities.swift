/// The identifiers a coordinator gives its sections (`s1`, `s2`, …): what pages and requests name
/// a section by, stable while the section lives, whatever its index.
///
/// Sections are numbered in the order the coordinator first sees them, so the same screen built
/// the same way numbers its sections the same way after a restart, and a page from before it
/// still names the right ones. Nothing of the section's memory address reaches a page.
@SectionActor
struct SectionIdentities {
    private struct Entry {
        let id: String
        weak var section: (any Section)?
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    private var keys: [String: ObjectIdentifier] = [:]
    private var counter = 0

    /// The identifier of `section`, given now if it has none.
    mutating func id(for section: any Section) -> String {
        let key = ObjectIdentifier(section)
        if let entry = entries[key] {
            if entry.section === section { return entry.id }
            // The section this entry named is gone, and a new one took its address.
            keys[entry.id] = nil
        }
        counter += 1
        let id = "s\(counter)"
        entries[key] = Entry(id: id, section: section)
        keys[id] = key
        if counter.isMultiple(of: 256) { forgetDeadSections() }
        return id
    }

    /// The section named `id`, if it still lives.
    func section(withID id: String) -> (any Section)? {
        keys[id].flatMap { entries[$0]?.section }
    }

    /// Drops the entries of sections that no longer exist, so that a screen whose sections come
    /// and go does not grow.
    private mutating func forgetDeadSections() {
        for (key, entry) in entries where entry.section == nil {
            entries[key] = nil
            keys[entry.id] = nil
        }
    }
}
