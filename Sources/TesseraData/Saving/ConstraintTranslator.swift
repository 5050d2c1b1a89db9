import Foundation

/// Turns a constraint the database enforced into the ``ValidationError`` a form shows: which
/// fields, and what to do.
///
/// SQLite names the columns of a failed unique or not-null constraint in its message, and the
/// constraint of a failed check; PostgreSQL names the constraint and column in its error fields.
/// Neither says which foreign key failed on SQLite, so the translator asks: for each to-one
/// relationship the write touched, does the row it points to exist?
struct ConstraintTranslator {
    let database: Database
    let connection: any DatabaseConnection

    func explain(_ error: EngineError, write: Transaction.PendingWrite) async -> any Error {
        let entity = write.entity
        var validation = ValidationError(entityName: entity.name)
        // A value the column's type does not take, or a domain's check it fails: the server does
        // not say which column, so each written value is tried against its column's type.
        if error.isValueMismatch || (error.constraint == .check && error.engine == .postgres) {
            let refused = await valuesRefusedByTheirTypes(entity: entity, values: write.values)
            if !refused.isEmpty {
                for (column, mistake) in refused { validation.add(mistake, for: column) }
                return validation
            }
            if error.isValueMismatch {
                validation.formErrors.append("A value is not of its column's type: \(error.message).")
                return validation
            }
        }
        switch error.constraint {
        case .unique:
            let columns = uniqueColumns(error, entity: entity)
            if columns.count == 1 {
                validation.add(FieldError(.alreadyUsed(entity: entity.name)), for: columns[0])
            } else if columns.isEmpty {
                validation.formErrors.append("Another \(entity.name) row already has these values: \(error.detail ?? error.message).")
            } else {
                for column in columns {
                    validation.add(FieldError(.alreadyUsedTogether(with: columns.filter { $0 != column }, entity: entity.name)), for: column)
                }
            }
        case .notNull:
            let column = error.columnName ?? columnNames(in: error.message, entity: entity).first
            if let column { validation.add(FieldError(.required), for: column) } else { validation.formErrors.append(error.message) }
        case .check:
            let name = error.constraintName ?? String(error.message.drop(while: { $0 != ":" }).dropFirst()).trimmingCharacters(in: .whitespaces)
            let columns = entity.attributes.map(\.name).filter { name.contains($0) && $0.count > 1 }
            let mistake = FieldError(.brokenRule(name, entity: entity.name))
            if columns.isEmpty {
                validation.formErrors.append("These values break the rule '\(name)' of \(entity.name); change them and save again.")
            } else {
                for column in columns { validation.add(mistake, for: column) }
            }
        case .foreignKey:
            if write.kind == .delete {
                let referencing = entity.relationships.filter { $0.kind == .toMany }.map(\.destinationEntity)
                let list = referencing.isEmpty ? "other" : Set(referencing).sorted().joined(separator: ", ")
                validation.formErrors.append("This \(entity.name) row is still used by \(list) rows; delete or change those first.")
                validation.referencingEntities = Set(referencing).sorted()
            } else {
                let missing = await missingReferences(entity: entity, values: write.values)
                for (column, mistake) in missing { validation.add(mistake, for: column) }
                if missing.isEmpty {
                    validation.formErrors.append("A value refers to a row that does not exist, or this row is still used by others: \(error.detail ?? error.message).")
                }
            }
        case nil:
            return DatabaseError(.database, "The database refused to save the \(entity.name) row: \(error.description)", engine: error)
        }
        return validation
    }

    private func uniqueColumns(_ error: EngineError, entity: Entity) -> [String] {
        if error.engine == .sqlite {
            return columnNames(in: error.message, entity: entity)
        }
        if let name = error.constraintName {
            if let constraint = entity.uniqueConstraints.first(where: { $0.name == name }) { return constraint.attributeNames }
            if name.hasSuffix("_pkey") { return entity.primaryKeyAttributeNames }
        }
        // "Key (email)=(a@b.c) already exists."
        if let detail = error.detail, let open = detail.firstIndex(of: "("), let close = detail[open...].firstIndex(of: ")") {
            return detail[detail.index(after: open)..<close].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { name in entity.attributes.contains { $0.name == name } }
        }
        return []
    }

    /// Column names after "constraint failed: " in SQLite's `table.column, table.column` form.
    private func columnNames(in message: String, entity: Entity) -> [String] {
        guard let colon = message.range(of: "failed: ") else { return [] }
        let prefix = entity.name + "."
        return message[colon.upperBound...].components(separatedBy: ", ").compactMap { part in
            let name = part.hasPrefix(prefix) ? String(part.dropFirst(prefix.count)) : part
            return entity.attributes.contains { $0.name == name } ? name : nil
        }
    }

    /// The written values that PostgreSQL will not take as their column's type (its domain's
    /// checks included), each with the server's reason: `SELECT CAST($1 AS type)` per value.
    /// The type is the catalogue's own `format_type` text, never a person's.
    private func valuesRefusedByTheirTypes(entity: Entity, values: [String: DatabaseValue]) async -> [(String, FieldError)] {
        guard database.engine == .postgres else { return [] }
        var refused: [(String, FieldError)] = []
        for attribute in entity.attributes {
            guard let value = values[attribute.name], !value.isNull, attribute.valueType != .blob else { continue }
            var statement = SQLFragment("SELECT CAST(CAST(")
            statement.append(bind: .text(value.text ?? ""))
            statement.append(" AS TEXT) AS ")
            statement.append(castTypeOf: attribute)
            statement.append(") IS NULL")
            do {
                _ = try await connection.rows(database.dialect.statement(statement))
            } catch let error as EngineError where error.isValueMismatch || error.constraint == .check {
                refused.append((attribute.name, FieldError(.notAValueOf(type: attribute.declaredType, reason: error.message))))
            } catch {
                continue
            }
        }
        return refused
    }

    /// For each to-one relationship whose columns the write set, whether its destination exists.
    private func missingReferences(entity: Entity, values: [String: DatabaseValue]) async -> [(String, FieldError)] {
        var missing: [(String, FieldError)] = []
        for relationship in entity.relationships where relationship.kind == .toOne {
            let pairs = relationship.joins.map { ($0, values[$0.sourceAttribute]) }
            guard pairs.allSatisfy({ $0.1 != nil && !$0.1!.isNull }),
                  let destination = try? database.model.entity(named: relationship.destinationEntity)
            else { continue }
            let builder = QueryBuilder(engine: database.engine, entity: destination)
            var statement = SQLFragment("SELECT 1")
            statement.append(builder.from)
            statement.append(" WHERE ")
            let conditions = pairs.compactMap { pair -> (Attribute, DatabaseValue)? in
                guard let attribute = destination.attributeIfPresent(named: pair.0.destinationAttribute) else { return nil }
                return (attribute, pair.1!)
            }
            statement.append(builder.equals(conditions))
            statement.append(" LIMIT 1")
            guard let rows = try? await connection.rows(database.dialect.statement(statement)), rows.isEmpty else { continue }
            let shown = pairs.map { "\($0.0.destinationAttribute) \($0.1!)" }.joined(separator: ", ")
            for join in relationship.joins {
                missing.append((join.sourceAttribute, FieldError(.refersToNoRow(entity: destination.name, key: shown))))
            }
        }
        return missing
    }
}
