import Tessera

/// Gives a model protocol whose requirements come in pairs — `title` and `title_`, `icon` and
/// `icon_` — a default for each half of every pair, read from the other half, so that a type
/// conforms by writing either spelling of each value.
///
/// `@Component` and `@FormCell` put it on the `…Model` protocol they write, whose requirements
/// are the slots by their own names (Tessera's spelling) and by the same names with a trailing
/// underscore (Fiori for SwiftUI's, which keeps a slot clear of a type's own property of that
/// name):
///
/// ```swift
/// struct Employee: ContactItemModel {          // Tessera's names
///     var title: String
///     var subtitle: String?
/// }
///
/// struct Employee: ContactItemModel {          // Fiori's names, beside a `title` of the type's own
///     var title: JobTitle
///     var title_: String
///     var subtitle_: String?
/// }
/// ```
///
/// A component reads the underscored half, so a type that writes both (its own `title` is some
/// other thing) shows what its `title_` says. A value a type gives under neither name is `nil`
/// when the value is optional and empty when it is a list; a required one stops the program with
/// a message that names the type and the value, when it is first read.
///
/// A type that conforms to two models with a value of one name (a `title` in each) gets a default
/// of that value from each model, and Swift cannot choose between the two: such a type writes the
/// value under both names, or conforms through a protocol that refines both models and restates
/// their values under `@ModelNamings`, whose defaults then win — as ``FormFieldModel`` does for
/// the two cells of text.
///
/// A hand-written model protocol can use it too: declare each value under both names.
///
/// ```swift
/// @ModelNamings
/// public protocol BadgeModel {
///     var label: String { get }
///     var label_: String { get }
/// }
/// ```
@attached(extension, names: arbitrary)
public macro ModelNamings() = #externalMacro(module: "TesseraComponentsMacros", type: "ModelNamingsMacro")

/// What the defaults ``ModelNamings()`` writes call: reads one spelling of a model's value from
/// the other, and tells a type that gives neither.
public enum ModelNamingDefaults {
    /// A default being read: the model's type and the value's key, down the reads that led to it.
    private final class Reading: Sendable {
        let model: ObjectIdentifier
        let key: String
        let outer: Reading?

        init(model: ObjectIdentifier, key: String, outer: Reading?) {
            self.model = model
            self.key = key
            self.outer = outer
        }
    }

    /// The defaults being read on this thread or task, innermost first.
    @TaskLocal private static var reading: Reading?

    /// The value of `key` (`"ContactItemModel.title"`) of a model of type `model`, by `read` (the
    /// other spelling), or `neither` when this default is already being read for that model and
    /// key: the other spelling's default led back here, so the type gives neither.
    public static func value<Value>(_ key: String, of model: Any.Type, read: () -> Value, neither: () -> Value) -> Value {
        let id = ObjectIdentifier(model)
        var outer = reading
        while let current = outer {
            if current.model == id && current.key == key { return neither() }
            outer = current.outer
        }
        return $reading.withValue(Reading(model: id, key: key, outer: reading), operation: read)
    }

    /// Stops the program: `model` gives neither `name` nor `name_` of `protocolName`.
    public static func missing(_ name: String, in protocolName: String, of model: Any.Type) -> Never {
        fatalError("\(model) conforms to \(protocolName) but gives neither '\(name)' nor '\(name)_': write one of them")
    }
}
