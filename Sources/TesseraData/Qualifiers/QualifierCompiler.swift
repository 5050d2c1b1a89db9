/// Turns a ``Qualifier`` into a condition on one entity: names checked against the entity,
/// values converted to each attribute's type and bound.
struct QualifierCompiler {
    let builder: QueryBuilder

    func condition(_ qualifier: Qualifier) throws(DatabaseError) -> SQLFragment {
        switch qualifier {
        case .and(let parts):
            guard !parts.isEmpty else { return SQLFragment("1 = 1") }
            return try group(parts, separator: " AND ")
        case .or(let parts):
            guard !parts.isEmpty else { return SQLFragment("1 = 0") }
            return try group(parts, separator: " OR ")
        case .not(let operand):
            var fragment = SQLFragment("NOT (")
            fragment.append(try condition(operand))
            fragment.append(")")
            return fragment
        case .isIn(let key, let values):
            let attribute = try attribute(key)
            let nonNull = values.filter { !$0.isNull }
            var alternatives: [SQLFragment] = []
            if !nonNull.isEmpty {
                var fragment = builder.column(attribute)
                fragment.append(" IN (")
                for (index, value) in nonNull.enumerated() {
                    if index > 0 { fragment.append(", ") }
                    fragment.append(try typedBind(value, for: attribute))
                }
                fragment.append(")")
                alternatives.append(fragment)
            }
            if nonNull.count < values.count {
                var fragment = builder.column(attribute)
                fragment.append(" IS NULL")
                alternatives.append(fragment)
            }
            guard !alternatives.isEmpty else { return SQLFragment("1 = 0") }
            var fragment = SQLFragment("(")
            fragment.append(joining: alternatives, separator: " OR ")
            fragment.append(")")
            return fragment
        case .comparison(let key, let op, let value):
            // Binary data compares with nothing but NULL: `picture is null` is a fair question.
            let attribute = try attribute(key, allowingBinary: value.isNull && (op == .equal || op == .notEqual))
            return try comparison(attribute, op, value)
        }
    }

    private func group(_ parts: [Qualifier], separator: StaticString) throws(DatabaseError) -> SQLFragment {
        var fragments: [SQLFragment] = []
        for part in parts { fragments.append(try condition(part)) }
        var fragment = SQLFragment("(")
        fragment.append(joining: fragments, separator: separator)
        fragment.append(")")
        return fragment
    }

    private func attribute(_ key: String, allowingBinary: Bool = false) throws(DatabaseError) -> Attribute {
        guard let attribute = builder.entity.attributeIfPresent(named: key) else {
            throw DatabaseError(
                .invalidQualifier,
                "The qualifier names '\(key)', which is not an attribute of '\(builder.entity.name)'. Its attributes are: "
                    + builder.entity.attributes.map { "'\($0.name)'" }.joined(separator: ", ") + ".")
        }
        if attribute.valueType == .blob && !allowingBinary {
            throw DatabaseError(.invalidQualifier, "'\(key)' holds binary data, which a qualifier cannot compare; use 'is null' or 'is not null' only.")
        }
        return attribute
    }

    private func coerce(_ value: DatabaseValue, for attribute: Attribute) throws(DatabaseError) -> DatabaseValue {
        guard let text = value.text else { return .null }
        if attribute.valueType == .text {
            if text.unicodeScalars.contains("\0") {
                throw DatabaseError(.invalidQualifier, "The value for '\(attribute.name)' contains the NUL character; remove it.")
            }
            return .text(text)
        }
        do {
            return try attribute.parseIgnoringLimits(text)
        } catch {
            throw DatabaseError(.invalidQualifier, "In the qualifier, '\(attribute.name)' \(error.message) ('\(text)' is not).")
        }
    }

    private func comparison(_ attribute: Attribute, _ op: ComparisonOperator, _ value: DatabaseValue) throws(DatabaseError) -> SQLFragment {
        var fragment = builder.column(attribute)
        if value.isNull {
            switch op {
            case .equal: fragment.append(" IS NULL")
            case .notEqual: fragment.append(" IS NOT NULL")
            default:
                throw DatabaseError(.invalidQualifier, "'\(attribute.name) \(op.rawValue) null' compares with null, which only '=' (is null) and '!=' (is not null) can.")
            }
            return fragment
        }
        switch op {
        case .matches:
            guard case .text(let text) = value else {
                throw DatabaseError(.invalidQualifier, "'matches' takes a 'quoted text' such as 'dinosaur', not \(value.kindName) \(value).")
            }
            if text.unicodeScalars.contains("\0") {
                throw DatabaseError(.invalidQualifier, "The text for '\(attribute.name)' contains the NUL character; remove it.")
            }
            return builder.matching(attribute, text) ?? SQLFragment("1 = 0")
        case .like, .caseInsensitiveLike:
            guard case .text(let pattern) = value else {
                throw DatabaseError(.invalidQualifier, "'\(op.rawValue)' takes a 'quoted pattern' such as 'A%', not \(value.kindName) \(value).")
            }
            if pattern.unicodeScalars.contains("\0") {
                throw DatabaseError(.invalidQualifier, "The pattern for '\(attribute.name)' contains the NUL character; remove it.")
            }
            // Strings are matched as they are; every other value (numbers, enumerations, arrays…)
            // as its text, since the engine has no LIKE for them.
            let isString = attribute.valueType == .text && attribute.textKind == .string
            if op == .caseInsensitiveLike {
                return builder.caseInsensitiveLike(attribute, pattern: pattern, castToText: !isString)
            }
            var match = isString ? builder.column(attribute) : builder.textOf(attribute)
            switch builder.engine {
            case .sqlite:
                // SQLite's LIKE ignores case; GLOB does not, as PostgreSQL's LIKE does not.
                match.append(" GLOB ")
                match.append(bind: .text(QueryBuilder.globPattern(fromLike: pattern)))
            case .postgres:
                match.append(" LIKE ")
                match.append(bind: .text(pattern))
                match.append(" ESCAPE '\\'")
            }
            return match
        case .equal: fragment.appendKeyword(.equal)
        case .notEqual: fragment.appendKeyword(.notEqual)
        case .lessThan: fragment.appendKeyword(.less)
        case .lessThanOrEqual: fragment.appendKeyword(.lessOrEqual)
        case .greaterThan: fragment.appendKeyword(.greater)
        case .greaterThanOrEqual: fragment.appendKeyword(.greaterOrEqual)
        }
        if attribute.valueType == .json {
            throw DatabaseError(.invalidQualifier, "'\(attribute.name)' holds JSON, which a qualifier compares with like, ilike or is null only.")
        }
        fragment.append(try typedBind(value, for: attribute))
        return fragment
    }

    /// `value` bound for comparing with `attribute`. On PostgreSQL, a type the connection sends
    /// no values of (a composite, a range, an extension's) gets the text cast to it: PostgreSQL
    /// does not infer every type from the column (a composite's is an anonymous record, which it
    /// cannot read: a 500 before). Text it cannot read is then a bad value in the address, 400.
    private func typedBind(_ value: DatabaseValue, for attribute: Attribute) throws(DatabaseError) -> SQLFragment {
        var fragment = SQLFragment()
        guard builder.engine == .postgres, attribute.valueType == .text, attribute.textKind == .other else {
            fragment.append(bind: try coerce(value, for: attribute))
            return fragment
        }
        fragment.append("CAST(")
        fragment.append(bind: try coerce(value, for: attribute))
        fragment.append(" AS ")
        fragment.append(castTypeOf: attribute)
        fragment.append(")")
        return fragment
    }
}
