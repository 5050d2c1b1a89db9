import TesseraRules

// The keys of the benchmark: three that contexts give (task, entity, property) and eight that
// rules set, the way a Direct application asks for components, labels, formatters and looks.

enum TaskKey: RuleKey {
    static let defaultValue = "list"
}

enum EntityKey: RuleKey {
    static let defaultValue = ""
}

enum PropertyKey: RuleKey {
    static let defaultValue = ""
}

enum TargetKey0: RuleKey { static let defaultValue = "" }
enum TargetKey1: RuleKey { static let defaultValue = "" }
enum TargetKey2: RuleKey { static let defaultValue = "" }
enum TargetKey3: RuleKey { static let defaultValue = "" }
enum TargetKey4: RuleKey { static let defaultValue = "" }
enum TargetKey5: RuleKey { static let defaultValue = "" }
enum TargetKey6: RuleKey { static let defaultValue = "" }
enum TargetKey7: RuleKey { static let defaultValue = "" }

extension RuleContext {
    var task: String {
        get { self[TaskKey.self] }
        set { self[TaskKey.self] = newValue }
    }
    var entity: String {
        get { self[EntityKey.self] }
        set { self[EntityKey.self] = newValue }
    }
    var property: String {
        get { self[PropertyKey.self] }
        set { self[PropertyKey.self] = newValue }
    }
    var target0: String { get { self[TargetKey0.self] } set { self[TargetKey0.self] = newValue } }
    var target1: String { get { self[TargetKey1.self] } set { self[TargetKey1.self] = newValue } }
    var target2: String { get { self[TargetKey2.self] } set { self[TargetKey2.self] = newValue } }
    var target3: String { get { self[TargetKey3.self] } set { self[TargetKey3.self] = newValue } }
    var target4: String { get { self[TargetKey4.self] } set { self[TargetKey4.self] = newValue } }
    var target5: String { get { self[TargetKey5.self] } set { self[TargetKey5.self] = newValue } }
    var target6: String { get { self[TargetKey6.self] } set { self[TargetKey6.self] = newValue } }
    var target7: String { get { self[TargetKey7.self] } set { self[TargetKey7.self] = newValue } }
}

/// The keys rules set, as writable key paths for building rules.
let targetKeyPaths: [WritableKeyPath<RuleContext, String> & Sendable] = [
    \.target0, \.target1, \.target2, \.target3, \.target4, \.target5, \.target6, \.target7,
]
