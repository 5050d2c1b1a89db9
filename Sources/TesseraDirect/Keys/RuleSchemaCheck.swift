import TesseraData
import TesseraRules

/// Checks the names a rule file uses against a database's model: a rule about `'Custmer'` or a
/// property `'UnitPrise'` is not wrong in its syntax, and would quietly never apply.
///
/// It reads the entities a rule's condition names (`entity.name = 'customer'`, `entity.name in
/// (…)`), the properties it names (`propertyKey = …`, `attribute.name = …`,
/// `relationship.name = …`) — of those entities, or of any when the rule names none — and the
/// names its value holds: the properties of `displayPropertyKeys`, `hiddenPropertyKeys`,
/// `facetPropertyKeys`, `readOnlyPropertyKeys`, `inlineRelationships` and `fieldsets` and the columns of
/// `initialPropertyValues`, the columns a condition reads of the row (`object.status`), the entities of
/// `visibleEntityNames` and `readOnlyEntityNames`, the columns of a
/// `keyWhenRelationship` template and those `chartAttribute` and `chartOrdering` name; and that
/// `fileFolder` names a folder inside the upload folder, for text columns.
///
/// ```swift
/// let rules = try RuleFile(contentsOfFile: "app.rules", registry: DirectRuleKeys.registry).rules
/// for problem in RuleSchemaCheck.diagnostics(for: rules, model: database.model) { print(problem) }
/// // app.rules:3:1: no property 'UnitPrise' in Track (did you mean 'UnitPrice'?)
/// ```
public enum RuleSchemaCheck {
    /// A diagnostic for each name that is not in `model`, at its rule.
    public static func diagnostics(for rules: [Rule], model: Model) -> [RuleFileDiagnostic] {
        var found: [RuleFileDiagnostic] = []
        for rule in rules {
            guard case .file(let file, let line, let column) = rule.origin else { continue }
            func report(_ message: String) {
                found.append(RuleFileDiagnostic(fileName: file, line: line, column: column, message: message))
            }
            var named = Names()
            named.read(rule.qualifier)
            var entities: [Entity] = []
            for name in named.entities {
                if let entity = try? model.entity(named: name) {
                    entities.append(entity)
                } else {
                    report("no entity named '\(name)'\(suggestion(for: name, among: model.entities.map(\.name)))")
                }
            }
            // Properties of the entities the rule is about; of any, when it names none (or only
            // names that are not there, reported already).
            let scope = entities.isEmpty ? model.entities : entities
            let scopeName = entities.isEmpty ? "any entity" : entities.map(\.name).joined(separator: " or ")
            let properties = Set(scope.flatMap { $0.attributes.map(\.name) + $0.relationships.map(\.name) })
            func check(property name: String) {
                guard !properties.contains(name) else { return }
                report("no property '\(name)' in \(scopeName)\(suggestion(for: name, among: Array(properties)))")
            }
            named.properties.forEach(check(property:))
            // A row's columns (`object.status`): a misspelt one reads as null, and the rule never holds.
            let columns = Set(scope.flatMap { $0.attributes.map(\.name) })
            for name in named.columns where !columns.contains(name) {
                report("no column '\(name)' in \(scopeName)\(suggestion(for: name, among: Array(columns)))")
            }
            guard case .constant(let value) = rule.assignment.source else { continue }
            switch rule.assignment.key.name {
            case DisplayPropertyKeysKey.name, HiddenPropertyKeysKey.name, FacetPropertyKeysKey.name, ReadOnlyPropertyKeysKey.name:
                (value as? [String])?.forEach(check(property:))
            case InlineRelationshipsKey.name:
                // To-many relationships whose rows point at the row: others cannot be edited inline.
                for name in value as? [String] ?? [] {
                    let found = scope.compactMap { $0.relationships.first { $0.name == name } }
                    if found.isEmpty {
                        check(property: name)
                    } else if !found.contains(where: { $0.kind == .toMany }) {
                        report("'\(name)' is not a one-to-many relationship: only rows that point at this one by a foreign key are edited inline")
                    }
                }
            case FieldsetsKey.name:
                (value as? [Fieldset])?.flatMap(\.propertyKeys).forEach(check(property:))
            case InitialPropertyValuesKey.name:
                (value as? InitialPropertyValues)?.values.keys.sorted().forEach(check(property:))
            case VisibleEntityNamesKey.name, ReadOnlyEntityNamesKey.name:
                for name in value as? [String] ?? [] where (try? model.entity(named: name)) == nil {
                    report("no entity named '\(name)'\(suggestion(for: name, among: model.entities.map(\.name)))")
                }
            case KeyWhenRelationshipKey.name, ChartAttributeKey.name, ChartOrderingKey.name:
                // The columns of the related rows: of the destinations of the relationships the
                // rule names, else of any entity.
                let destinations = scope.flatMap(\.relationships).filter { named.properties.contains($0.name) }
                    .compactMap { try? model.entity(named: $0.destinationEntity) }
                let columns = Set((destinations.isEmpty ? model.entities : destinations).flatMap { $0.attributes.map(\.name) })
                let names = rule.assignment.key.name == KeyWhenRelationshipKey.name
                    ? RowNaming(template: value as? String ?? "").attributeNames : (value as? String).map { [$0] } ?? []
                for name in names where !columns.contains(name) {
                    report("no column '\(name)' in the related rows\(suggestion(for: name, among: Array(columns)))")
                }
                // A chart draws numbers: a column of the related rows that is none draws nothing.
                if rule.assignment.key.name == ChartAttributeKey.name, let name = names.first, columns.contains(name) {
                    let candidates = (destinations.isEmpty ? model.entities : destinations).compactMap { $0.attributeIfPresent(named: name) }
                    if !candidates.contains(where: { $0.valueType.isNumeric }) {
                        report("the column '\(name)' holds no numbers (\(candidates.first?.declaredType ?? "")): a chart draws a number column")
                    }
                }
            case FileFolderKey.name:
                // A folder inside the upload folder, for text columns: a path is text.
                if let folder = value as? String {
                    let parts = folder.split(separator: "/", omittingEmptySubsequences: false)
                    if folder.hasPrefix("/") || parts.contains("..") || parts.contains(".") || folder.utf8.contains(0) {
                        report("fileFolder '\(folder)' is not a folder inside the upload folder: name one relative to it, without '..'")
                    }
                }
                for name in named.properties {
                    let found = scope.compactMap { $0.attributeIfPresent(named: name) }
                    if !found.isEmpty, !found.contains(where: { $0.valueType == .text }) {
                        report("'\(name)' is not a text column (\(found.first?.declaredType ?? "")): fileFolder makes a text column hold file paths; a binary column holds its files itself")
                    }
                }
                if named.properties.isEmpty {
                    report("fileFolder applies to a column: name one (propertyKey = '…')")
                }
            default:
                break
            }
        }
        return found
    }

    /// A diagnostic for each view, look and formatter a rule names that the application does not
    /// have: a `look` none of `looks` is called, a `page`, `component`, `rowComponent`,
    /// `pageWrapper`, `propertyRow`, `listControls`, `pager` or `emptyList` that is neither one of
    /// Tessera's views nor a view a look adds, a `formatter` none of `formatters`
    /// knows. Each would otherwise show up only when a page draws it.
    ///
    /// ```swift
    /// RuleSchemaCheck.viewDiagnostics(for: rules, looks: looks)
    /// // app.rules:7:1: no component named 'EditDat' (did you mean 'EditDate'?)
    /// ```
    public static func viewDiagnostics(
        for rules: [Rule], looks: DirectLooks = .standard, formatters: DirectFormatters = .standard
    ) -> [RuleFileDiagnostic] {
        let added = Set(looks.names.compactMap(looks.look(named:)).flatMap(\.replacedNames))
        let pages = Set(BuiltInPage.names).union(added)
        let components = Set(BuiltInComponent.names).union(added)
        let rowComponents = Set([RowComponentKey.defaultValue.name]).union(added)
        var found: [RuleFileDiagnostic] = []
        for rule in rules {
            guard case .file(let file, let line, let column) = rule.origin, case .constant(let value) = rule.assignment.source else { continue }
            func report(_ message: String) {
                found.append(RuleFileDiagnostic(fileName: file, line: line, column: column, message: message))
            }
            func check(_ view: DirectView?, _ kind: String, among names: Set<String>) {
                guard let view, !view.isCustom, !names.contains(view.name) else { return }
                report("no \(kind) named '\(view.name)'\(suggestion(for: view.name, among: Array(names)))")
            }
            switch rule.assignment.key.name {
            case LookKey.name:
                if let name = value as? String, looks.look(named: name) == nil {
                    report("no look named '\(name)'\(suggestion(for: name, among: looks.names)); the looks are \(looks.names.joined(separator: ", "))")
                }
            case PageKey.name: check(value as? DirectView, "page", among: pages)
            case ComponentKey.name: check(value as? DirectView, "component", among: components)
            case RowComponentKey.name: check(value as? DirectView, "row component", among: rowComponents)
            case PageWrapperKey.name, PropertyRowKey.name, ListControlsKey.name, PagerKey.name, EmptyListKey.name, DebugComponentKey.name:
                let own = [PageWrapperKey.defaultValue, PropertyRowKey.defaultValue, ListControlsKey.defaultValue, PagerKey.defaultValue,
                           EmptyListKey.defaultValue, DebugComponentKey.defaultValue].map(\.name)
                check(value as? DirectView, "view", among: added.union(own))
            case FormatterKey.name:
                if let formatter = (value as? DirectFormatter?) ?? nil, !formatters.knows(formatter) {
                    report("no formatter named '\(formatter.baseName)'\(suggestion(for: formatter.baseName, among: Array(formatters.names)))")
                }
            default:
                break
            }
        }
        return found
    }

    /// The names a condition compares with.
    private struct Names {
        var entities: [String] = []
        var properties: [String] = []
        /// The columns read of the row (`object.status`).
        var columns: [String] = []

        mutating func read(_ qualifier: TesseraRules.Qualifier) {
            switch qualifier {
            case .always, .never:
                break
            case .comparison(let left, .equal, let right):
                note(left, [right])
                note(right, [left])
            case .comparison(let left, _, let right):
                noteColumn(left)
                noteColumn(right)
            case .membership(let operand, let values):
                note(operand, values.map(RuleOperand.value))
            case .and(let parts), .or(let parts):
                parts.forEach { read($0) }
            case .not(let inner):
                read(inner)
            }
        }

        private mutating func noteColumn(_ operand: RuleOperand) {
            guard case .key(let reference) = operand, reference.path.hasPrefix("object.") else { return }
            columns.append(String(reference.path.dropFirst("object.".count)))
        }

        private mutating func note(_ operand: RuleOperand, _ others: [RuleOperand]) {
            noteColumn(operand)
            guard case .key(let reference) = operand else { return }
            let names = others.compactMap { other -> String? in
                if case .value(.string(let name)) = other { return name }
                return nil
            }
            switch reference.path {
            case "entity.name": entities += names
            case "propertyKey", "attribute.name", "relationship.name": properties += names
            default: break
            }
        }
    }

    /// " (did you mean 'customer'?)" for the closest of `names`, when one is close.
    static func suggestion(for name: String, among names: [String]) -> String {
        let lowered = name.lowercased()
        let scored = names.map { ($0, distance(lowered, $0.lowercased())) }.min { $0.1 < $1.1 || ($0.1 == $1.1 && $0.0 < $1.0) }
        guard let (closest, score) = scored, score <= max(2, name.count / 3) else { return "" }
        return " (did you mean '\(closest)'?)"
    }

    /// The edit distance of two names: insertions, deletions and substitutions.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars)
        let b = Array(b.unicodeScalars)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
