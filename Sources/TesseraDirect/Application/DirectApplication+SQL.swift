import TesseraData
import TesseraRules

extension DirectApplication {
    /// The SQL page: the form, and — when the address carries a query (`?sql=…`, its parameters
    /// `p.NAME=…`) — its first rows, or the engine's plan of it (`explain=1`), or why it did not
    /// run. A query that fails is the page with the failure (status 400), not an error page:
    /// the person corrects it in place.
    func sqlPage(_ request: DirectRequest) async throws -> (DirectPage, status: Int) {
        let context = try sqlContext(user: request.user)
        let restrictions = try sqlRestrictions(user: request.user)
        let text = request.parameters.last { $0.name == "sql" }?.value ?? ""
        let parameters = sqlParameters(of: text, in: request)
        var listing = SQLQueryListing(
            text: text, parameters: parameters, address: paths.sql(text.isEmpty ? nil : text, parameters: parameters),
            tables: sqlTables(user: request.user, restrictions: restrictions), rowLimit: sql.pageRowLimit)
        var status = 200
        if !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            let query = SQLQuery(
                text, parameters: Dictionary(parameters.map { ($0.name, DatabaseValue.text($0.value)) }, uniquingKeysWith: { first, _ in first }), timeLimit: sql.timeLimit,
                rowLimit: sql.pageRowLimit, restrictions: restrictions)
            do {
                if request.parameters.contains(where: { $0.name == "explain" && $0.value == "1" }) {
                    listing.plan = try await database.plan(of: query)
                } else {
                    let result = try await database.run(query)
                    listing.result = result
                    listing.linkedEntities = result.columns.map { linkedEntity(of: $0, user: request.user) }
                    listing.csvAddress = paths.sql(text, parameters: parameters, format: "csv")
                    listing.jsonAddress = paths.sql(text, parameters: parameters, format: "json")
                }
            } catch let error as DatabaseError where Self.isQueryMistake(error) {
                listing.failure = SQLQueryListing.Failure(
                    message: error.message, engineMessage: error.engine.map(\.message).flatMap { error.message.contains($0) ? nil : $0 },
                    location: error.engine?.position.flatMap { SQLQueryListing.location(of: $0, in: text) })
                status = 400
            }
        }
        return (DirectPage(application: self, context: context, content: .sql(listing)), status)
    }

    /// Every row of the query the address carries, as `format`.
    func sqlExport(format: SQLQueryExport.Format, _ request: DirectRequest) async throws -> SQLQueryExport {
        _ = try sqlContext(user: request.user)
        let restrictions = try sqlRestrictions(user: request.user)
        guard let text = request.parameters.last(where: { $0.name == "sql" })?.value, !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw DirectError(.badRequest, "Give the query to export: /sql.\(format.rawValue)?sql=SELECT…")
        }
        let values = Dictionary(sqlParameters(of: text, in: request).map { ($0.name, DatabaseValue.text($0.value)) }, uniquingKeysWith: { first, _ in first })
        let query = SQLQuery(text, parameters: values, timeLimit: sql.exportTimeLimit, rowLimit: .max, restrictions: restrictions)
        // Prepared once before the answer begins, so that a query that cannot run is a 400 with
        // the engine's words, not a file cut short.
        do {
            _ = try await database.plan(of: query)
        } catch let error as DatabaseError where Self.isQueryMistake(error) {
            throw DirectError(.badRequest, error.message)
        }
        return SQLQueryExport(format: format, database: database, query: query)
    }

    /// The table whose rows the values of `column` are keys of, where `user` sees it: the
    /// column's own table when it is that table's one-column key, or the table a one-column
    /// link of it leads to.
    func linkedEntity(of column: SQLQueryColumn, user: SignedInUser?) -> String? {
        guard let origin = column.origin, let entity = try? database.model.entity(named: origin.table) else { return nil }
        if entity.primaryKeyAttributeNames == [origin.column] {
            return isVisible(entity.name, user: user) ? entity.name : nil
        }
        let link = entity.relationships.first { $0.kind == .toOne && $0.joins.count == 1 && $0.joins[0].sourceAttribute == origin.column }
        guard let link, let destination = try? database.model.entity(named: link.destinationEntity),
            destination.primaryKeyAttributeNames == [link.joins[0].destinationAttribute], isVisible(destination.name, user: user)
        else { return nil }
        return destination.name
    }

    /// Whether `error` is the query's fault (what the person wrote, or what it would do), which
    /// the page shows beside the query, rather than the server's.
    static func isQueryMistake(_ error: DatabaseError) -> Bool {
        switch error.kind {
        case .invalidQuery, .refused, .timedOut, .database, .unknownEntity, .unknownAttribute: true
        default: false
        }
    }

    /// Whether `user` may use the SQL page: it exists, the rules allow them, and on PostgreSQL
    /// nothing is hidden from them or the queries run as a role. Worked out once per person and
    /// generation of the rules: the start page asks on every visit.
    func sqlIsOpen(to user: SignedInUser?) -> Bool {
        guard sql.isEnabled else { return false }
        return sqlAccess.value(for: context(task: .sql, user: user)) {
            (try? sqlContext(user: user)) != nil && (try? sqlRestrictions(user: user)) != nil
        }
    }

    /// The SQL page's rule context for `user`, when they may use it.
    func sqlContext(user: SignedInUser?) throws -> RuleContext {
        let context = self.context(task: .sql, user: user)
        guard sql.isEnabled else { throw DirectError(.notFound, .noSQLPage) }
        guard context.allowsSQL else { throw DirectError(.forbidden, .sqlForbidden) }
        return context
    }

    /// What a query of `user`'s may not read: the tables the rules hide from them, and the
    /// columns no page shows them of the tables they see — with the history of changes when
    /// anything is hidden, since it keeps old values of every column.
    ///
    /// - Throws: `forbidden` on PostgreSQL when something is hidden and no role is set: the engine
    ///   has no way to refuse a column, and the page would show what the rules hide.
    func sqlRestrictions(user: SignedInUser?) throws -> SQLQueryRestrictions {
        var restrictions = SQLQueryRestrictions(role: sql.role)
        for entity in database.model.entities {
            let seen = isVisible(entity.name, user: user) || entity.partitionOf.map { isVisible($0, user: user) } == true
            guard seen else {
                restrictions.hiddenTables.insert(entity.name)
                continue
            }
            for column in hiddenColumns(of: entity, user: user) {
                restrictions.hiddenColumns.insert(.init(table: entity.name, column: column))
            }
        }
        if restrictions.hidesAnything { restrictions.hiddenTables.insert(Database.historyTableName) }
        if database.engine == .postgres, restrictions.hidesAnything, sql.role == nil {
            throw DirectError(
                .forbidden,
                "The rules hide tables or columns from you, and PostgreSQL cannot keep them out of a query of your own. The SQL page is open to people from whom nothing is hidden, or when the server runs queries as a role of their own (--sql-role).")
        }
        return restrictions
    }

    /// The columns of `entity` that no page shows `user`: those left out of its rows' pages, but
    /// for the key and the columns of the links the page shows.
    private func hiddenColumns(of entity: Entity, user: SignedInUser?) -> [String] {
        let shown = Set(context(task: .inspect, entity: entity, user: user).displayPropertyKeys)
        var seen = Set(entity.primaryKeyAttributeNames)
        for key in shown {
            if entity.attributeIfPresent(named: key) != nil {
                seen.insert(key)
            } else if let relationship = entity.relationshipIfPresent(named: key) {
                for join in relationship.joins { seen.insert(join.sourceAttribute) }
            }
        }
        return entity.attributes.map(\.name).filter { !seen.contains($0) }
    }

    /// The parameters `text` uses, in order, each with the value the request gives it
    /// (`p.NAME`, the last one when repeated), or empty.
    func sqlParameters(of text: String, in request: DirectRequest) -> [(name: String, value: String)] {
        guard !text.isEmpty else { return [] }
        let given = Dictionary(
            request.parameters.filter { $0.name.hasPrefix("p.") }.map { (String($0.name.dropFirst(2)), $0.value) }, uniquingKeysWith: { _, last in last })
        return database.parameterNames(in: text).map { (name: $0, value: given[$0] ?? "") }
    }

    /// The tables `user` may query and the columns of each they may read, by name: what
    /// `restrictions` (theirs) leaves of the tables they see.
    func sqlTables(user: SignedInUser?, restrictions: SQLQueryRestrictions) -> [(name: String, columns: [String])] {
        context(task: .query, user: user).visibleEntityNames.compactMap { name in
            guard let entity = try? database.model.entity(named: name) else { return nil }
            return (name, entity.attributes.map(\.name).filter { !restrictions.hiddenColumns.contains(.init(table: name, column: $0)) })
        }
    }
}
