import TesseraData
import TesseraRules

/// The values a new row's form starts with, by column: what the `initialPropertyValues` key
/// holds, as Direct to SwiftUI's does.
///
/// In Swift, a dictionary literal of `DatabaseValue`s; in a rule file, a list of
/// `'column=value'` texts:
///
/// ```swift
/// \.entity.name == "film" => \.initialPropertyValues <= ["rental_duration": 3, "rating": "PG"]
/// ```
/// ```
/// entity.name = 'film' => initialPropertyValues = ['rental_duration=3', 'rating=PG']
/// ```
///
/// A value fills the field of its column as the person then sees it, in place of the default
/// the database declares; a value in the form's address (`/new/film?v.rating=R`) wins over it.
/// Only the columns the form edits take one: a column the rules hide, or one that is not on
/// the form, keeps the database's default.
public struct InitialPropertyValues: Sendable, Hashable, ExpressibleByDictionaryLiteral, CustomStringConvertible {
    /// The values by column name.
    public var values: [String: DatabaseValue]

    /// The values of `values`.
    public init(_ values: [String: DatabaseValue] = [:]) {
        self.values = values
    }

    public init(dictionaryLiteral elements: (String, DatabaseValue)...) {
        values = Dictionary(elements, uniquingKeysWith: { _, last in last })
    }

    /// `column=value` texts, in the order of the columns' names.
    public var description: String {
        values.keys.sorted().map { "\($0)=\(values[$0]?.text ?? "")" }.joined(separator: ", ")
    }
}

extension InitialPropertyValues: LosslessRuleValueConvertible {
    /// The list of `column=value` texts a rule file writes.
    public var ruleValue: RuleValue {
        .list(values.keys.sorted().map { .string("\($0)=\(values[$0]?.text ?? "")") })
    }

    /// From a rule file's list of `column=value` texts; `nil` (an error in the file) for anything
    /// else, or a text without a column before its `=`.
    public init?(ruleValue: RuleValue) {
        guard case .list(let elements) = ruleValue else { return nil }
        var values: [String: DatabaseValue] = [:]
        for element in elements {
            guard case .string(let text) = element, let equals = text.firstIndex(of: "="), equals != text.startIndex else { return nil }
            values[String(text[..<equals])] = .text(String(text[text.index(after: equals)...]))
        }
        self.init(values)
    }
}

/// The values a new row's form starts with (Direct to SwiftUI's `initialPropertyValues`); none by
/// default. See ``InitialPropertyValues``.
public enum InitialPropertyValuesKey: RuleKey {
    public static let defaultValue = InitialPropertyValues()
}

extension RuleContext {
    /// The values a new row's form starts with.
    public var initialPropertyValues: InitialPropertyValues {
        get { self[InitialPropertyValuesKey.self] }
        set { self[InitialPropertyValuesKey.self] = newValue }
    }
}
