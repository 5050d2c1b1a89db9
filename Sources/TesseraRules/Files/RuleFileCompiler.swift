extension RuleFile {
    /// Binds the names of parsed rules to registered keys and checks that values suit them.
    struct Compiler {
        let fileName: String
        let registry: RuleKeyRegistry
        private(set) var diagnostics: [RuleFileDiagnostic] = []

        init(fileName: String, registry: RuleKeyRegistry) {
            self.fileName = fileName
            self.registry = registry
        }

        /// The rule, or `nil` after recording every problem in it.
        mutating func compile(_ syntax: RuleFileSyntax.Rule) -> Rule? {
            let errorCount = diagnostics.count
            let qualifier = compile(syntax.condition)
            let target = compileTarget(syntax.target)
            var source: RuleAssignment.Source?
            if let target {
                source = compileValue(syntax.value, for: target, targetText: syntax.target.text)
            }
            guard diagnostics.count == errorCount, let qualifier, let target, let source else { return nil }
            return Rule(
                qualifier: qualifier,
                assignment: RuleAssignment(key: target, source: source),
                priority: syntax.priority,
                origin: .file(name: fileName, line: syntax.location.line, column: syntax.location.column)
            )
        }

        mutating func compile(_ condition: RuleFileSyntax.Condition) -> Qualifier? {
            switch condition {
            case .always:
                return .always
            case .never:
                return .never
            case let .comparison(lhs, comparison, rhs):
                let left = compile(lhs), right = compile(rhs)
                guard let left, let right else { return nil }
                return .comparison(left, comparison, right)
            case let .membership(operand, values, negated):
                guard let operand = compile(operand) else { return nil }
                let membership = Qualifier.membership(operand, values)
                return negated ? .not(membership) : membership
            case .and(let conditions):
                let compiled = conditions.map { compile($0) }
                return compiled.contains { $0 == nil } ? nil : .and(compiled.compactMap { $0 })
            case .or(let conditions):
                let compiled = conditions.map { compile($0) }
                return compiled.contains { $0 == nil } ? nil : .or(compiled.compactMap { $0 })
            case .not(let inner):
                return compile(inner).map { .not($0) }
            }
        }

        private mutating func compile(_ operand: RuleFileSyntax.Operand) -> RuleOperand? {
            switch operand {
            case let .value(value, _):
                return .value(value)
            case .key(let path):
                guard let reference = reference(to: path) else { return nil }
                return .key(reference)
            }
        }

        /// A reference to a key (and members) that conditions can compare.
        private mutating func reference(to path: RuleFileSyntax.KeyPath) -> RuleKeyReference? {
            guard let key = key(named: path.names[0], at: path.location) else { return nil }
            let members = Array(path.names.dropFirst())
            if let member = members.first {
                guard let memberNames = key.memberNames else {
                    report("key '\(key.name)' (\(key.valueTypeName)) has no members, so '\(path.text)' cannot be read", at: path.location)
                    return nil
                }
                guard memberNames.contains(member) || key.readsAnyMemberName else {
                    let known = memberNames.sorted().joined(separator: ", ")
                    report("key '\(key.name)' has no member '\(member)'; its members are: \(known)", at: path.location)
                    return nil
                }
            } else if !key.isComparable {
                report(
                    "key '\(key.name)' cannot be compared in a rule file: its type \(key.valueTypeName) is not RuleValueConvertible",
                    at: path.location
                )
                return nil
            }
            return RuleKeyReference(key: key, members: members)
        }

        private mutating func compileTarget(_ path: RuleFileSyntax.KeyPath) -> AnyRuleKey? {
            guard path.names.count == 1 else {
                report("cannot set '\(path.text)': a rule sets a key, not a member of one", at: path.location)
                return nil
            }
            return key(named: path.names[0], at: path.location)
        }

        private mutating func compileValue(
            _ operand: RuleFileSyntax.Operand, for target: AnyRuleKey, targetText: String
        ) -> RuleAssignment.Source? {
            switch operand {
            case .key(let path):
                return reference(to: path).map { .key($0) }
            case let .value(literal, location):
                guard target.isSettableFromFiles else {
                    report(
                        "key '\(target.name)' cannot be set from a rule file: its type \(target.valueTypeName) is not LosslessRuleValueConvertible",
                        at: location
                    )
                    return nil
                }
                guard let value = target.makeValue(literal) else {
                    report("cannot set '\(targetText)' to \(literal): expected a value of type \(target.valueTypeName)", at: location)
                    return nil
                }
                return .constant(value)
            }
        }

        private mutating func key(named name: String, at location: RuleFileSyntax.Location) -> AnyRuleKey? {
            if let key = registry.key(named: name) { return key }
            let suggestion = registry.suggestion(for: name).map { "; did you mean '\($0)'?" } ?? ""
            report("unknown key '\(name)'\(suggestion)", at: location)
            return nil
        }

        private mutating func report(_ message: String, at location: RuleFileSyntax.Location) {
            diagnostics.append(
                RuleFileDiagnostic(fileName: fileName, line: location.line, column: location.column, message: message)
            )
        }
    }
}
