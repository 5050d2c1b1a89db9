import TesseraRules

// Keys shaped like the ones the Direct application will declare, to exercise the engine through its
// public API only.

enum TaskKey: RuleKey {
    static let defaultValue = "list"
}

enum EntityNameKey: RuleKey {
    static let defaultValue = ""
}

enum CountKey: RuleKey {
    static let defaultValue = 0
}

enum LimitKey: RuleKey {
    static let defaultValue = 10
}

enum RatioKey: RuleKey {
    static let defaultValue = 0.0
}

enum ComponentKey: RuleKey {
    static let defaultValue = "Text"
}

enum LabelKey: RuleKey {
    static let defaultValue = ""
}

enum IsEditableKey: RuleKey {
    static let defaultValue = false
}

enum TagsKey: RuleKey {
    static let defaultValue: [String] = []
}

enum NoteKey: RuleKey {
    static let defaultValue: String? = nil
}

enum PropertyKeyKey: RuleKey {
    static let defaultValue = ""
    static let name = "propertyKey"
}

/// Derived from `propertyKey`, as Direct to SwiftUI's `displayNameForProperty` is.
enum DisplayNameForPropertyKey: ComputedRuleKey {
    static let defaultValue = ""

    static func value(in context: RuleContext) -> String {
        let key = context.propertyKey
        guard let first = key.first else { return "" }
        return first.uppercased() + key.dropFirst()
    }
}

enum ValueType: String, LosslessRuleValueConvertible {
    case string, int, date
}

struct Attribute: RuleMemberLookup, Hashable {
    var name: String
    var valueType: ValueType

    static let ruleMemberNames: Set<String> = ["name", "valueType"]

    func ruleMember(named name: String) -> (any Sendable)? {
        switch name {
        case "name": self.name
        case "valueType": valueType
        default: nil
        }
    }
}

enum AttributeKey: RuleKey {
    static let defaultValue = Attribute(name: "", valueType: .string)
}

/// A value rules cannot compare or set from files.
struct Opaque: Sendable {
    var payload: Int
}

enum OpaqueKey: RuleKey {
    static let defaultValue = Opaque(payload: 0)
}

/// Two computed keys that read each other.
enum PingKey: ComputedRuleKey {
    static let defaultValue = "ping-default"
    static func value(in context: RuleContext) -> String { "ping(" + context.pong + ")" }
}

enum PongKey: ComputedRuleKey {
    static let defaultValue = "pong-default"
    static func value(in context: RuleContext) -> String { "pong(" + context.ping + ")" }
}

/// A computed key that reads itself.
enum SelfishKey: ComputedRuleKey {
    static let defaultValue = 7
    static func value(in context: RuleContext) -> Int { context.selfish + 1 }
}

extension RuleContext {
    var task: String {
        get { self[TaskKey.self] }
        set { self[TaskKey.self] = newValue }
    }
    var entityName: String {
        get { self[EntityNameKey.self] }
        set { self[EntityNameKey.self] = newValue }
    }
    var count: Int {
        get { self[CountKey.self] }
        set { self[CountKey.self] = newValue }
    }
    var limit: Int {
        get { self[LimitKey.self] }
        set { self[LimitKey.self] = newValue }
    }
    var ratio: Double {
        get { self[RatioKey.self] }
        set { self[RatioKey.self] = newValue }
    }
    var component: String {
        get { self[ComponentKey.self] }
        set { self[ComponentKey.self] = newValue }
    }
    var label: String {
        get { self[LabelKey.self] }
        set { self[LabelKey.self] = newValue }
    }
    var isEditable: Bool {
        get { self[IsEditableKey.self] }
        set { self[IsEditableKey.self] = newValue }
    }
    var tags: [String] {
        get { self[TagsKey.self] }
        set { self[TagsKey.self] = newValue }
    }
    var note: String? {
        get { self[NoteKey.self] }
        set { self[NoteKey.self] = newValue }
    }
    var propertyKey: String {
        get { self[PropertyKeyKey.self] }
        set { self[PropertyKeyKey.self] = newValue }
    }
    var displayNameForProperty: String {
        get { self[DisplayNameForPropertyKey.self] }
        set { self[DisplayNameForPropertyKey.self] = newValue }
    }
    var attribute: Attribute {
        get { self[AttributeKey.self] }
        set { self[AttributeKey.self] = newValue }
    }
    var opaque: Opaque {
        get { self[OpaqueKey.self] }
        set { self[OpaqueKey.self] = newValue }
    }
    var ping: String {
        get { self[PingKey.self] }
        set { self[PingKey.self] = newValue }
    }
    var pong: String {
        get { self[PongKey.self] }
        set { self[PongKey.self] = newValue }
    }
    var selfish: Int {
        get { self[SelfishKey.self] }
        set { self[SelfishKey.self] = newValue }
    }
}

/// Every test key, by name, for rule files.
let testRegistry = RuleKeyRegistry([
    TaskKey.self, EntityNameKey.self, CountKey.self, LimitKey.self, RatioKey.self, ComponentKey.self,
    LabelKey.self, IsEditableKey.self, TagsKey.self, NoteKey.self, PropertyKeyKey.self,
    DisplayNameForPropertyKey.self, AttributeKey.self, OpaqueKey.self, PingKey.self, PongKey.self,
])

/// Collects the errors a model reports for plain property reads.
final class ErrorLog: Sendable {
    private let storage = Locked<[RuleError]>([])

    var errors: [RuleError] { storage.value }

    var handler: @Sendable (RuleError) -> Void {
        { [storage] error in storage.mutate { $0.append(error) } }
    }
}
