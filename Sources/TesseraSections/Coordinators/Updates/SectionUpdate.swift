/// What browsers showing a coordinator's sections must do to show one batch of changes: the
/// minimal update, with the HTML of every row and section it adds or changes, rendered by the
/// same views as the page.
///
/// Operations follow each other like ``SectionChange``s: each index is in the page as it is after
/// the operations before it. Section indexes count the coordinator's sections in order; element
/// indexes count rows within their section. Encoded as JSON it is the `update` event of the live
/// stream (<doc:Sections#The-live-protocol>):
///
/// ```json
/// {"from":"k3v9x2.6","version":"k3v9x2.7",
///  "operations":[{"op":"insertElement","section":1,"item":0,"html":"<li …>…</li>"}]}
/// ```
public struct SectionUpdate: Hashable, Sendable, Codable {
    /// The version the update applies to.
    public var previousVersion: SectionVersion
    /// The version after it.
    public var version: SectionVersion
    /// The operations, in order.
    public var operations: [Operation]

    /// An update from `previousVersion` to `version`.
    public init(previousVersion: SectionVersion, version: SectionVersion, operations: [Operation]) {
        self.previousVersion = previousVersion
        self.version = version
        self.operations = operations
    }

    /// About how many bytes the update holds: what bounds the memory of backlogs and of browsers'
    /// queues.
    public var byteCount: Int {
        operations.reduce(64) { $0 + 48 + ($1.html?.utf8.count ?? 0) + ($1.header?.utf8.count ?? 0) + ($1.footer?.utf8.count ?? 0) }
    }

    private enum CodingKeys: String, CodingKey {
        case previousVersion = "from", version, operations
    }

    /// One step of an update.
    public struct Operation: Hashable, Sendable, Codable {
        /// What the step does.
        public enum Kind: String, Hashable, Sendable, Codable {
            /// Insert the section in `html` at index `section`.
            case insertSection
            /// Remove the section at index `section`.
            case removeSection
            /// Replace the section at index `section` with the one in `html`.
            case reloadSection
            /// Replace the header and footer of the section at `section` with `header` and `footer`
            /// (empty: none).
            case updateHeaderFooter
            /// Insert the row in `html` at index `item` of section `section`.
            case insertElement
            /// Remove the row at index `item` of section `section`.
            case removeElement
            /// Replace the row at index `item` of section `section` with the one in `html`.
            case updateElement
            /// Move the row at index `item` of section `section` to index `to`.
            case moveElement
        }

        /// What the step does.
        public var kind: Kind
        /// The section's index.
        public var section: Int
        /// The row's index in its section, for element operations.
        public var item: Int?
        /// Where a moved row goes.
        public var to: Int?
        /// The HTML of the inserted or replacing section or row.
        public var html: String?
        /// The section's new header.
        public var header: String?
        /// The section's new footer.
        public var footer: String?

        /// A step of `kind`.
        public init(_ kind: Kind, section: Int, item: Int? = nil, to: Int? = nil, html: String? = nil, header: String? = nil, footer: String? = nil) {
            self.kind = kind
            self.section = section
            self.item = item
            self.to = to
            self.html = html
            self.header = header
            self.footer = footer
        }

        private enum CodingKeys: String, CodingKey {
            case kind = "op", section, item, to, html, header, footer
        }
    }
}
