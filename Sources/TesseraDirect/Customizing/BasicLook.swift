import Tessera

/// Direct to SwiftUI's names of the look's views, spelled as its rules and views write them:
/// `BasicLook.Page.Edit()`, `BasicLook.Property.Display.String()`.
///
/// ```swift
/// let rules: RuleModel = [
///     \.task == "edit" => \.page <= BasicLook.Page.Edit(),
///     \.propertyKey == "description" && \.task == "edit" => \.component <= BasicLook.Property.Edit.LargeString(),
/// ]
/// ```
///
/// Each is a ``LookViewName``: handed to a rule it is the view's name (`"Edit"`,
/// `"EditLargeString"`), the same as a rule file's `page = 'Edit'`; in a body it shows the page's
/// look's view of that name — the basic look's, or the fiori look's, or a replacement a
/// ``DirectLook`` of yours registered under the name. Tessera's own spellings are the names
/// (`\.page <= .edit`, `\.component <= "EditLargeString"`) and the public pages (`EditPage()`);
/// both work.
public enum BasicLook {
    /// The pages, by task.
    public enum Page {
        /// The list of the database's entities: the `query` task's page.
        public struct EntityList: LookViewName {
            public static let directView: DirectView = .entityList
            /// The look's view of this name.
            public init() {}
        }

        /// One entity's rows: the `list` task's page.
        public struct QueryList: LookViewName {
            public static let directView: DirectView = .queryList
            /// The look's view of this name.
            public init() {}
        }

        /// The `list` task's page by the task's name: ``QueryList``.
        public typealias List = QueryList

        /// One row, read-only, with links to edit and delete it: the `inspect` task's page.
        public struct Inspect: LookViewName {
            public static let directView: DirectView = .inspect
            /// The look's view of this name.
            public init() {}
        }

        /// The form that edits or creates a row: the `edit` task's page.
        public struct Edit: LookViewName {
            public static let directView: DirectView = .edit
            /// The look's view of this name.
            public init() {}
        }

        /// The question before a row is deleted: the `delete` task's page.
        public struct ConfirmDelete: LookViewName {
            public static let directView: DirectView = .confirmDelete
            /// The look's view of this name.
            public init() {}
        }

        /// The changes made to a row: the `history` task's page.
        public struct History: LookViewName {
            public static let directView: DirectView = .history
            /// The look's view of this name.
            public init() {}
        }
    }

    /// The property components.
    public enum Property {
        /// The components that show a property.
        public enum Display {
            /// A value as text, formatted by the `formatter` key.
            public struct String: LookViewName {
                public static let directView: DirectView = "DisplayString"
                /// The look's view of this name.
                public init() {}
            }

            /// A number, formatted by the `formatter` key.
            public struct Number: LookViewName {
                public static let directView: DirectView = "DisplayNumber"
                /// The look's view of this name.
                public init() {}
            }

            /// A date, formatted by the `formatter` key.
            public struct Date: LookViewName {
                public static let directView: DirectView = "DisplayDate"
                /// The look's view of this name.
                public init() {}
            }

            /// A date and time, formatted by the `formatter` key.
            public struct Timestamp: LookViewName {
                public static let directView: DirectView = "DisplayTimestamp"
                /// The look's view of this name.
                public init() {}
            }

            /// A long text: two lines of it in a list, all of it on the row's page.
            public struct LargeString: LookViewName {
                public static let directView: DirectView = "DisplayLargeString"
                /// The look's view of this name.
                public init() {}
            }

            /// Yes, no or empty.
            public struct Bool: LookViewName {
                public static let directView: DirectView = "DisplayBool"
                /// The look's view of this name.
                public init() {}
            }

            /// An e-mail address as a `mailto:` link.
            public struct Email: LookViewName {
                public static let directView: DirectView = "DisplayEmail"
                /// The look's view of this name.
                public init() {}
            }

            /// Whether a password is set, never the value.
            public struct Password: LookViewName {
                public static let directView: DirectView = "DisplayPassword"
                /// The look's view of this name.
                public init() {}
            }

            /// A JSON document, a member a line on the row's page.
            public struct JSON: LookViewName {
                public static let directView: DirectView = "DisplayJSON"
                /// The look's view of this name.
                public init() {}
            }

            /// An array, an element a line on the row's page.
            public struct List: LookViewName {
                public static let directView: DirectView = "DisplayList"
                /// The look's view of this name.
                public init() {}
            }

            /// Binary data: its size, and a download.
            public struct Blob: LookViewName {
                public static let directView: DirectView = "DisplayBlob"
                /// The look's view of this name.
                public init() {}
            }

            /// A link to the row a to-one relationship points to, by its name.
            public struct ToOne: LookViewName {
                public static let directView: DirectView = "DisplayToOne"
                /// The look's view of this name.
                public init() {}
            }

            /// A link to the row a to-one relationship points to, by its name (its title).
            public struct ToOneTitle: LookViewName {
                public static let directView: DirectView = "DisplayToOneTitle"
                /// The look's view of this name.
                public init() {}
            }

            /// The row a to-one relationship points to, summarized: its name as a link, and its first properties.
            public struct ToOneSummary: LookViewName {
                public static let directView: DirectView = "DisplayToOneSummary"
                /// The look's view of this name.
                public init() {}
            }

            /// The first rows of a to-many relationship, and a link to all of them.
            public struct ToMany: LookViewName {
                public static let directView: DirectView = "DisplayToMany"
                /// The look's view of this name.
                public init() {}
            }

            /// A to-many relationship as a chart of one column of its rows.
            public struct Chart: LookViewName {
                public static let directView: DirectView = "DisplayChart"
                /// The look's view of this name.
                public init() {}
            }
        }

        /// The components that edit a property.
        public enum Edit {
            /// A text field.
            public struct String: LookViewName {
                public static let directView: DirectView = "EditString"
                /// The look's view of this name.
                public init() {}
            }

            /// A text area.
            public struct LargeString: LookViewName {
                public static let directView: DirectView = "EditLargeString"
                /// The look's view of this name.
                public init() {}
            }

            /// A text field for a number.
            public struct Number: LookViewName {
                public static let directView: DirectView = "EditNumber"
                /// The look's view of this name.
                public init() {}
            }

            /// The browser's date field.
            public struct Date: LookViewName {
                public static let directView: DirectView = "EditDate"
                /// The look's view of this name.
                public init() {}
            }

            /// The browser's date and time field.
            public struct Timestamp: LookViewName {
                public static let directView: DirectView = "EditTimestamp"
                /// The look's view of this name.
                public init() {}
            }

            /// A switch, or a choice of yes, no and empty for a nullable column.
            public struct Bool: LookViewName {
                public static let directView: DirectView = "EditBool"
                /// The look's view of this name.
                public init() {}
            }

            /// A choice among the `allowedValues`.
            public struct Enumeration: LookViewName {
                public static let directView: DirectView = "EditEnumeration"
                /// The look's view of this name.
                public init() {}
            }

            /// A password field that never shows the stored value; left empty, it keeps it.
            public struct Password: LookViewName {
                public static let directView: DirectView = "EditPassword"
                /// The look's view of this name.
                public init() {}
            }

            /// A choice among the rows a to-one relationship may point to.
            public struct ToOne: LookViewName {
                public static let directView: DirectView = "EditToOne"
                /// The look's view of this name.
                public init() {}
            }

            /// Binary data: what is stored, a file to replace it with, a box to clear it.
            public struct Blob: LookViewName {
                public static let directView: DirectView = "EditBlob"
                /// The look's view of this name.
                public init() {}
            }
        }
    }
}
