import Foundation

extension Database {
    /// How many rows `specification` selects (its page size and order do not matter).
    ///
    /// Exact up to `exactLimit` rows: it counts at most `exactLimit + 1` rows, which costs at most
    /// that many row reads. Above it: for a whole table, an estimate from statistics (PostgreSQL's
    /// `reltuples`, SQLite's largest rowid); for a filtered list on PostgreSQL, the planner's
    /// estimate; otherwise "more than `exactLimit`". ``RowCount/accuracy`` says which. A whole
    /// table whose statistics say it holds more than twice `exactLimit` rows is not counted at all:
    /// the estimate is the answer, at once.
    ///
    /// ```swift
    /// let count = try await database.count(FetchSpecification(entityName: "rental"))
    /// print(count)   // "16,044" or "about 3,208,800" or "more than 100,000"
    /// ```
    public func count(_ specification: FetchSpecification, exactLimit: Int = 100_000) async throws -> RowCount {
        let entity = try model.entity(named: specification.entityName)
        let builder = QueryBuilder(engine: engine, entity: entity)
        let conditions = try filter(specification, builder: builder)
        // A whole table far larger than the limit: its estimate says so in one step, where the
        // bounded count would read `exactLimit` rows only to find out (a list page asks this on
        // every request).
        if conditions.isEmpty, let estimate = try? await estimate(entity: entity, conditions: [], builder: builder),
            estimate > 2 * exactLimit
        {
            return RowCount(value: estimate, accuracy: .estimate)
        }
        var inner = SQLFragment("SELECT 1")
        inner.append(builder.from)
        inner.append(Self.whereClause(conditions))
        var statement = SQLFragment("SELECT CAST(count(*) AS TEXT) FROM (")
        statement.append(inner)
        statement.append(" LIMIT ")
        statement.append(integer: exactLimit + 1)
        statement.append(") AS bounded")
        let counted = Int(try await rows(statement).first?.first?.text ?? "0") ?? 0
        if counted <= exactLimit { return RowCount(value: counted, accuracy: .exact) }
        if let estimate = try? await estimate(entity: entity, conditions: conditions, builder: builder), estimate > exactLimit {
            return RowCount(value: estimate, accuracy: .estimate)
        }
        return RowCount(value: exactLimit, accuracy: .atLeast)
    }

    private func estimate(entity: Entity, conditions: [SQLFragment], builder: QueryBuilder) async throws -> Int? {
        switch engine {
        case .postgres:
            if conditions.isEmpty {
                var statement = SQLFragment("SELECT CAST(c.reltuples AS BIGINT)::text FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = coalesce(")
                statement.append(bind: entity.schema.map(DatabaseValue.text) ?? .null)
                statement.append(", current_schema()) AND c.relname = ")
                statement.append(bind: .text(entity.tableName))
                if let value = try await rows(statement).first?.first?.text, let number = Int(value), number > 0 { return number }
                return nil
            }
            var statement = SQLFragment("EXPLAIN (FORMAT JSON) SELECT 1")
            statement.append(builder.from)
            statement.append(Self.whereClause(conditions))
            guard let json = try await rows(statement).first?.first?.text,
                  let plans = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]],
                  let plan = plans.first?["Plan"] as? [String: Any], let rows = plan["Plan Rows"] as? NSNumber
            else { return nil }
            return rows.intValue
        case .sqlite:
            guard conditions.isEmpty, entity.kind == .table else { return nil }
            // In a rowid table that rows are rarely deleted from, the largest rowid is close to
            // the count, and reading it is one step down the table's b-tree.
            var statement = SQLFragment("SELECT max(rowid)")
            statement.append(builder.from)
            if case .integer(let number) = try await rows(statement).first?.first { return Int(number) }
            return nil
        }
    }
}
