/// Why a save was refused, per field and for the whole form, before or after the database saw it.
///
/// Thrown by the saving methods of ``Database`` and ``Transaction`` when values fail the model's
/// checks (type, length, range, required) and when the database rejects them (a unique value
/// already used, a foreign key that points nowhere, a check constraint). Show
/// ``fieldErrors`` next to each field and ``formErrors`` above the form:
///
/// ```swift
/// do {
///     try await database.insert(into: "customer", values: values)
/// } catch let error as ValidationError {
///     error.fieldErrors["email"]   // ["is already used by another customer"]
/// }
/// ```
public struct ValidationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The entity whose row was being saved.
    public var entityName: String
    /// Messages per attribute name; each reads after the attribute's label ("required").
    public var fieldErrors: [String: [String]]
    /// Messages about the row as a whole (a check across columns, a row still referenced).
    public var formErrors: [String]
    /// When a delete was refused because other rows refer to the row: the entities whose rows
    /// may (the row's to-many relationships), so that an application can name only those its
    /// user may see. Empty for any other refusal.
    public var referencingEntities: [String] = []
    /// What each message of ``fieldErrors`` says, typed, where the saving methods wrote it
    /// (``FieldError/Reason``): an application says it in a language of its own.
    public var reasons: [String: FieldError.Reason] = [:]

    /// Creates a validation error; the saving methods do this for you.
    public init(entityName: String, fieldErrors: [String: [String]] = [:], formErrors: [String] = []) {
        self.entityName = entityName
        self.fieldErrors = fieldErrors
        self.formErrors = formErrors
    }

    /// Whether there is no message at all.
    public var isEmpty: Bool { fieldErrors.isEmpty && formErrors.isEmpty }

    /// Adds `message` for the attribute named `attributeName`.
    public mutating func add(_ message: String, for attributeName: String) {
        fieldErrors[attributeName, default: []].append(message)
    }

    /// Adds `error` for the attribute named `attributeName`, its reason kept where it has one
    /// (and its message is still the reason's: a message rewritten is shown as written).
    public mutating func add(_ error: FieldError, for attributeName: String) {
        fieldErrors[attributeName, default: []].append(error.message)
        if let reason = error.reason, reason.message == error.message { reasons[error.message] = reason }
    }

    /// Adds the field messages of `other`, with their reasons.
    public mutating func addFieldErrors(of other: ValidationError) {
        for (name, messages) in other.fieldErrors { fieldErrors[name, default: []] += messages }
        reasons.merge(other.reasons) { mine, _ in mine }
    }

    /// Two errors are equal when they say the same, whether or not their reasons are typed.
    public static func == (lhs: ValidationError, rhs: ValidationError) -> Bool {
        lhs.entityName == rhs.entityName && lhs.fieldErrors == rhs.fieldErrors && lhs.formErrors == rhs.formErrors
            && lhs.referencingEntities == rhs.referencingEntities
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(entityName)
        hasher.combine(fieldErrors)
        hasher.combine(formErrors)
        hasher.combine(referencingEntities)
    }

    /// Every message on one line each, fields in name order: `email: required`.
    public var description: String {
        var lines = formErrors
        for name in fieldErrors.keys.sorted() {
            for message in fieldErrors[name] ?? [] { lines.append("\(name): \(message)") }
        }
        return "Cannot save the \(entityName) row:\n" + lines.map { "  " + $0 }.joined(separator: "\n")
    }
}
