import Foundation
import Tessera
import TesseraData
import TesseraRules

extension DirectApplication {
    /// A saved query's page: its fields, and — when the address gives values, or the query has
    /// no parameters — its first rows, or why it did not run (status 400, the page with the
    /// mistake, as the SQL page answers).
    func savedQueryPage(named name: String, _ request: DirectRequest) async throws -> (DirectPage, status: Int) {
        let (query, context) = try savedQuery(named: name, user: request.user)
        let restrictions = try sqlRestrictions(user: request.user)
        let named = Set(database.parameterNames(in: query.sql))
        let isSent = request.parameters.contains { named.contains($0.name) }
        let fields = savedQueryFields(of: query, values: request.parameters, isSent: isSent, in: request.localization)
        let given = fields.filter { field in request.parameters.contains { $0.name == field.name } }
        let values = fields.map { (name: $0.name, value: $0.value) }
        var listing = SavedQueryListing(
            query: query, fields: fields, address: paths.savedQuery(query.name, values: given.isEmpty ? [] : values),
            sqlAddress: sqlIsOpen(to: request.user) ? paths.sql(query.sql, parameters: values) : nil, rowLimit: sql.pageRowLimit)
        var status = 200
        if query.isWritable {
            // Its form changes rows: it runs when the form is sent (POST), never on a visit.
            listing.sqlAddress = nil
        } else if fields.contains(where: { $0.mistake != nil }) {
            status = 400
        } else if fields.isEmpty || !given.isEmpty {
            let sqlQuery = SQLQuery(
                query.sql, parameters: try boundValues(of: fields), timeLimit: sql.timeLimit, rowLimit: sql.pageRowLimit, restrictions: restrictions)
            do {
                let result = try await database.run(sqlQuery)
                listing.result = result
                listing.linkedEntities = result.columns.map { linkedEntity(of: $0, user: request.user) }
                listing.csvAddress = paths.savedQuery(query.name, values: values, format: "csv")
                listing.jsonAddress = paths.savedQuery(query.name, values: values, format: "json")
            } catch let error as DatabaseError where Self.isQueryMistake(error) {
                listing.failure = SQLQueryListing.Failure(
                    message: error.message, engineMessage: error.engine.map(\.message).flatMap { error.message.contains($0) ? nil : $0 },
                    location: error.engine?.position.flatMap { SQLQueryListing.location(of: $0, in: query.sql) })
                status = 400
            }
        }
        return (DirectPage(application: self, context: context, content: .savedQuery(listing)), status)
    }

    /// Every row of the saved query `name`, with the values the address gives, as `format`.
    func savedQueryExport(named name: String, format: SQLQueryExport.Format, _ request: DirectRequest) async throws -> SQLQueryExport {
        let (query, _) = try savedQuery(named: name, user: request.user)
        let restrictions = try sqlRestrictions(user: request.user)
        guard !query.isWritable else { throw DirectError(.notFound, .savedQueryHasNoRows(query.displayTitle)) }
        let fields = savedQueryFields(of: query, values: request.parameters, isSent: true, in: request.localization)
        let mistakes = fields.compactMap { field in field.mistake.map { "\(field.name) \($0)" } }
        guard mistakes.isEmpty else { throw DirectError(.badRequest, mistakes.joined(separator: "; ") + ".") }
        let sqlQuery = SQLQuery(query.sql, parameters: try boundValues(of: fields), timeLimit: sql.exportTimeLimit, rowLimit: .max, restrictions: restrictions)
        // Prepared once before the answer begins: a query that cannot run is a 400, not a file
        // cut short.
        do {
            _ = try await database.plan(of: sqlQuery)
        } catch let error as DatabaseError where Self.isQueryMistake(error) {
            throw DirectError(.badRequest, error.message)
        }
        return SQLQueryExport(format: format, database: database, query: sqlQuery, baseName: query.name)
    }

    /// Runs the saved query `name` that changes rows, with the values its form sends: the page
    /// again with a notice of what changed (each row in the history, with the person), or the
    /// form with its mistakes (400), or why the database refused (the constraint's words, 400).
    func runSavedChange(named name: String, _ request: DirectRequest) async throws -> DirectResponse {
        let (query, context) = try savedQuery(named: name, user: request.user)
        guard query.isWritable else { throw DirectError(.badRequest, .savedQueryOnlyReads) }
        guard !isReadOnly, !context.readOnly else { throw DirectError(.forbidden, .queriesThatWriteDoNotRun) }
        let tableName = try database.tableChanged(by: query.sql)
        let entity = try database.model.entity(named: tableName)
        guard isVisible(entity.name, user: request.user), !entity.isReadOnly,
            !self.context(task: .edit, entity: entity, user: request.user).isEntityReadOnly
        else {
            throw DirectError(.forbidden, .rulesForbidChangingBy(entity.name, query: query.displayTitle))
        }
        let fields = savedQueryFields(of: query, values: request.fields, isSent: true, in: request.localization)
        var listing = SavedQueryListing(query: query, fields: fields, address: paths.savedQuery(query.name), rowLimit: sql.pageRowLimit)
        if !fields.contains(where: { $0.mistake != nil }) {
            do {
                let result = try await database.runChange(
                    SQLQuery(query.sql, parameters: try boundValues(of: fields), timeLimit: sql.exportTimeLimit), user: request.user?.name,
                    recordsHistory: recordsHistory)
                let count = result.changes.count
                return .redirect(paths.savedQuery(query.name), notice: request.text(.savedQueryChanged(query.displayTitle, rows: count, of: entity.name)))
            } catch let error as ValidationError {
                listing.failure = SQLQueryListing.Failure(message: error.description, engineMessage: nil, location: nil)
            } catch let error as DatabaseError where ![.connection, .unavailable, .busy].contains(error.kind) {
                // The statement's or its values' fault (a value too long for its column, a
                // conversion the engine refuses): said above the form, which keeps the values.
                listing.failure = SQLQueryListing.Failure(
                    message: error.kind == .invalidQualifier ? "The database refused a value: \(error.engine?.message ?? error.message)" : error.message,
                    engineMessage: error.engine.map(\.message).flatMap { error.message.contains($0) || error.kind == .invalidQualifier ? nil : $0 }, location: nil)
            }
        }
        return .page(DirectPage(application: self, context: context, content: .savedQuery(listing)), status: 400)
    }

    /// The saved query `name` and its page's rule context, when `user` may run it.
    func savedQuery(named name: String, user: SignedInUser?) throws -> (SavedQuery, RuleContext) {
        guard let query = queries[name] else { throw DirectError(.notFound, .noSavedQueryNamed(name)) }
        let context = savedQueryContext(query, user: user)
        guard Self.mayRun(query, in: context) else {
            throw DirectError(.forbidden, .savedQueryForbidden(query.displayTitle))
        }
        return (query, context)
    }

    /// Whether the person of `context` may run `query`: its `allowed` condition, and the rules'
    /// `allowsSavedQuery`.
    private static func mayRun(_ query: SavedQuery, in context: RuleContext) -> Bool {
        (query.allowed?.evaluate(in: context) ?? true) && context.allowsSavedQuery
    }

    /// The saved queries `user` may run, in order: what the start page lists.
    func savedQueries(for user: SignedInUser?) -> [SavedQuery] {
        guard !queries.isEmpty else { return [] }
        return queries.queries.filter { query in Self.mayRun(query, in: savedQueryContext(query, user: user)) }
    }

    private func savedQueryContext(_ query: SavedQuery, user: SignedInUser?) -> RuleContext {
        var context = context(task: .savedQuery, user: user)
        context.savedQuery = query
        return context
    }

    /// A field for each parameter of `query`, in the order the text first uses them, with the
    /// value `request` gives (the last, when repeated) and what is wrong with it: each typed as
    /// the query declares, or as the column the text compares it with, or as a count
    /// (`LIMIT :n`), or text. When the form `isSent`, a count must be given: `LIMIT NULL` is no
    /// limit on PostgreSQL and a mistake on SQLite, which would show only once the rows are read.
    func savedQueryFields(
        of query: SavedQuery, values given: [(name: String, value: String)], isSent: Bool = false,
        in localization: Localization = Localization(language: .english, locale: Locale(identifier: "en_US"))
    ) -> [SavedQueryListing.Field] {
        let kept = queryParameters[query.name].flatMap { $0.sql == query.sql ? $0 : nil }
        let (names, uses) = kept.map { ($0.names, $0.uses) } ?? (database.parameterNames(in: query.sql), database.parameterUses(in: query.sql))
        guard !names.isEmpty else { return [] }
        return names.map { name in
            var field = SavedQueryListing.Field(name: name, type: .text, value: given.last { $0.name == name }?.value ?? "")
            let attribute: Attribute
            // A count's limits hold (no negative LIMIT); a column's do not: a value compared
            // with a column may lie beyond what a form could save in it.
            var checksLimits = false
            if let declared = query.parameterTypes[name] {
                attribute = Attribute(name: name, valueType: declared, declaredType: declared.rawValue)
            } else {
                switch uses[name] {
                case .column(let table, let column)?:
                    if let found = try? database.model.entity(named: table).attributeIfPresent(named: column) {
                        attribute = found
                        field.column = (table, column)
                        field.allowedValues = found.allowedValues
                    } else {
                        attribute = Attribute(name: name, valueType: .text, declaredType: "text")
                    }
                case .count?:
                    attribute = Attribute(name: name, valueType: .integer, declaredType: "integer", integerRange: 0...Int64(Int32.max))
                    checksLimits = true
                case nil:
                    attribute = Attribute(name: name, valueType: .text, declaredType: "text")
                }
            }
            field.type = attribute.valueType == .blob ? .text : attribute.valueType
            if checksLimits, isSent, field.value.trimmingCharacters(in: .whitespaces).isEmpty {
                field.mistake = localization(DirectText.mustBeGivenAWholeNumber)
            } else if field.type != .text, !field.value.isEmpty {
                do throws(FieldError) {
                    _ = try checksLimits ? attribute.parse(field.value) : attribute.parseIgnoringLimits(field.value)
                } catch {
                    field.mistake = localization.mistake(error)
                }
            }
            return field
        }
    }

    /// The fields' values as the query binds them: each read as its type (empty is `NULL`, but
    /// for text, which is the empty text).
    func boundValues(of fields: [SavedQueryListing.Field]) throws -> [String: DatabaseValue] {
        var values: [String: DatabaseValue] = [:]
        for field in fields {
            if field.type == .text {
                values[field.name] = .text(field.value)
            } else {
                do throws(FieldError) {
                    values[field.name] = try Attribute(name: field.name, valueType: field.type, declaredType: field.type.rawValue).parseIgnoringLimits(field.value)
                } catch {
                    throw DirectError(.badRequest, "\(field.name) \(error.message).")
                }
            }
        }
        return values
    }
}
