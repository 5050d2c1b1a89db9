/// The look's own property components, decoded once from the name the `component` key holds.
///
/// A page decides a column's component once, so the name is compared with the look's names once
/// a column, not once a cell.
enum BuiltInComponent: Sendable, Equatable {
    /// A value as text: `DisplayString`, `DisplayNumber`, `DisplayDate`, `DisplayTimestamp`.
    case displayValue
    /// Binary data: its size, and a download on the row's page.
    case displayBlob
    /// Long text: two lines in a list, all of it (and a download when very long) on the row's page.
    case displayLargeString
    /// A JSON document.
    case displayJSON
    /// An array.
    case displayList
    /// Yes, no or empty.
    case displayBool
    /// An e-mail address as a `mailto:` link.
    case displayEmail
    /// Whether a password is set; never the value.
    case displayPassword
    /// A link to the row a to-one relationship points to: `DisplayToOne`, `DisplayToOneTitle`.
    case displayToOne
    /// The row a to-one relationship points to: its link, and what its list shows first.
    case displayToOneSummary
    /// The first rows of a to-many relationship.
    case displayToMany
    /// A to-many relationship as a chart of one column of its rows: a line, area, columns or bars.
    case displayChart
    /// A text field: `EditString`, `EditNumber`, `EditDate`, `EditTimestamp` (the name picks the
    /// field's type).
    case editText(String)
    /// A text area.
    case editLargeString
    /// A password field that never shows the stored value; left empty, the value is kept.
    case editPassword
    /// A checkbox, or a picker for a nullable flag.
    case editBool
    /// A picker of the allowed values.
    case editEnumeration
    /// A picker of related rows, or a key field.
    case editToOne
    /// Binary data: what is stored (a picture's thumbnail, or its size), a file field to replace
    /// it, and a box to clear it.
    case editBlob
    /// A name the look does not know: shown as such, so that the rule that names it is found.
    case unknown(String)

    /// Whether it is one of the look's editors: the edit form takes a field only from a property
    /// whose component edits.
    var edits: Bool {
        switch self {
        case .editText, .editLargeString, .editPassword, .editBool, .editEnumeration, .editToOne, .editBlob: true
        case .displayValue, .displayBlob, .displayLargeString, .displayJSON, .displayList, .displayBool, .displayEmail, .displayPassword,
            .displayToOne, .displayToOneSummary, .displayToMany, .displayChart, .unknown:
            false
        }
    }

    /// Whether it shows a value with text, links and stacks alone: no form control, no list
    /// of identified elements (a JSON document's lines, an array's elements, related rows and
    /// charts are), so none of its elements carries an identity path.
    var writesNoIdentities: Bool {
        switch self {
        case .displayValue, .displayBlob, .displayLargeString, .displayBool, .displayEmail, .displayPassword, .displayToOne: true
        case .displayJSON, .displayList, .displayToMany, .displayChart, .displayToOneSummary, .editText, .editLargeString, .editPassword,
            .editBool, .editEnumeration, .editToOne, .editBlob, .unknown:
            false
        }
    }

    /// Every name the look's components answer to.
    static let names = [
        "DisplayString", "DisplayNumber", "DisplayDate", "DisplayTimestamp", "DisplayBlob", "DisplayLargeString", "DisplayJSON",
        "DisplayList", "DisplayBool", "DisplayEmail", "DisplayPassword", "DisplayToOne", "DisplayToOneTitle", "DisplayToOneSummary",
        "DisplayToMany", "DisplayChart", "EditString", "EditNumber", "EditDate", "EditTimestamp", "EditLargeString", "EditPassword", "EditBool",
        "EditEnumeration", "EditToOne", "EditBlob",
    ]

    init(name: String) {
        switch name {
        case "DisplayString", "DisplayNumber", "DisplayDate", "DisplayTimestamp": self = .displayValue
        case "DisplayBlob": self = .displayBlob
        case "DisplayLargeString": self = .displayLargeString
        case "DisplayJSON": self = .displayJSON
        case "DisplayList": self = .displayList
        case "DisplayBool": self = .displayBool
        case "DisplayEmail": self = .displayEmail
        case "DisplayPassword": self = .displayPassword
        // Direct to SwiftUI's name of the link by the related row's title (its name).
        case "DisplayToOne", "DisplayToOneTitle": self = .displayToOne
        case "DisplayToOneSummary": self = .displayToOneSummary
        case "DisplayToMany": self = .displayToMany
        case "DisplayChart": self = .displayChart
        case "EditString", "EditNumber", "EditDate", "EditTimestamp": self = .editText(name)
        case "EditLargeString": self = .editLargeString
        case "EditPassword": self = .editPassword
        case "EditBool": self = .editBool
        case "EditEnumeration": self = .editEnumeration
        case "EditToOne": self = .editToOne
        case "EditBlob": self = .editBlob
        default: self = .unknown(name)
        }
    }
}
