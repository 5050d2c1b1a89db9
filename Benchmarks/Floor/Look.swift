/// The two looks of `tessera serve --look`: what differs between their pages is markup only, so
/// each page writes its look's static strings where they differ.
enum Look: String, Sendable {
    case basic
    case fiori

    /// The identity path the renderer gives a link of the tables' menu, before the table's
    /// name (`data-tid="…/@film"`): where the menu stands in the page's view tree.
    var tableMenuPath: StaticString {
        switch self {
        case .basic: "1/0/0/0/1/1/1/1/0/2/1/1/@"
        case .fiori: "1/0/0/0/1/1/0/1/0/0/2/1/1/@"
        }
    }
}
