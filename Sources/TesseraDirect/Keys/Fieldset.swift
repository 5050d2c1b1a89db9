import TesseraRules

/// A titled group of properties on a row's form and page: what the `fieldsets` key lists, as
/// Django admin's `fieldsets` do.
///
/// In Swift, values of this type; in a rule file, a list per group — its title, the list of its
/// properties, then any of `'collapsed'`, `'columns=N'` and `'description=TEXT'`:
///
/// ```swift
/// \.entity.name == "film" => \.fieldsets <= [
///     Fieldset("Film", ["title", "description", "release_year", "language"]),
///     Fieldset("Rental terms", ["rental_duration", "rental_rate", "replacement_cost"], columns: 3),
///     Fieldset("Bookkeeping", ["last_update"], isCollapsed: true),
/// ]
/// ```
/// ```
/// entity.name = 'film' => fieldsets = [
///     ['Film', ['title', 'description', 'release_year', 'language']],
///     ['Rental terms', ['rental_duration', 'rental_rate', 'replacement_cost'], 'columns=3'],
///     ['Bookkeeping', ['last_update'], 'collapsed', 'description=Kept by the database']]
/// ```
///
/// The groups come in the order listed, each property in its group's order; a property the page
/// shows that no group names comes first, in a group without a title, and a property a group names
/// that the page does not show (hidden, or no such column) is left out — as is a second mention of
/// a property. A group with an empty title is a group without a heading.
public struct Fieldset: Sendable, Hashable {
    /// The group's heading: a form's `<legend>`, a row page's section title.
    public var title: String
    /// The properties in the group, in order: columns' and relationships' names, as
    /// `displayPropertyKeys` names them.
    public var propertyKeys: [String]
    /// Whether the group starts closed, its title a button that opens it (a `<details>`); a form
    /// that comes back with a mistake in it shows it open.
    public var isCollapsed: Bool
    /// How many properties stand side by side in the group on a wide window: the fiori look's
    /// object page sets three by default, a form one. One on a phone, whatever it says.
    public var columns: Int?
    /// A line under the title that says what the group is for.
    public var description: String?

    /// The largest number of columns a group takes.
    public static let maximumColumns = 6

    /// A group titled `title` of the properties `propertyKeys`.
    public init(_ title: String, _ propertyKeys: [String], isCollapsed: Bool = false, columns: Int? = nil, description: String? = nil) {
        self.title = title
        self.propertyKeys = propertyKeys
        self.isCollapsed = isCollapsed
        self.columns = columns.map { min(max($0, 1), Self.maximumColumns) }
        self.description = description
    }

    /// What a closed group's summary and an object page's section say: the title, or "More" for a
    /// group without one.
    var heading: String { title.isEmpty ? "More" : title }

    /// The options after the properties, as a rule file writes them.
    var ruleOptions: [String] {
        var options: [String] = []
        if isCollapsed { options.append("collapsed") }
        if let columns { options.append("columns=\(columns)") }
        if let description { options.append("description=\(description)") }
        return options
    }
}

extension Fieldset: LosslessRuleValueConvertible {
    /// The list a rule file writes: the title, the properties, the options.
    public var ruleValue: RuleValue {
        .list([.string(title), .list(propertyKeys.map(RuleValue.string))] + ruleOptions.map(RuleValue.string))
    }

    /// From a rule file's list — a title, a list of properties' names, then options; `nil` (an
    /// error in the file) for anything else, or an option it does not know.
    public init?(ruleValue: RuleValue) {
        guard case .list(let elements) = ruleValue, elements.count >= 2, case .string(let title) = elements[0],
            case .list(let keys) = elements[1]
        else { return nil }
        var names: [String] = []
        for key in keys {
            guard case .string(let name) = key else { return nil }
            names.append(name)
        }
        var isCollapsed = false
        var columns: Int?
        var description: String?
        for option in elements.dropFirst(2) {
            guard case .string(let text) = option else { return nil }
            if text == "collapsed" {
                isCollapsed = true
            } else if text.hasPrefix("columns="), let count = Int(text.dropFirst("columns=".count)), (1...Self.maximumColumns).contains(count) {
                columns = count
            } else if text.hasPrefix("description=") {
                description = String(text.dropFirst("description=".count))
            } else {
                return nil
            }
        }
        self.init(title, names, isCollapsed: isCollapsed, columns: columns, description: description)
    }
}
