import Foundation

/// Reads an SQLite database's schema: `sqlite_schema` for tables and views, and the table-valued
/// pragma functions (`pragma_table_xinfo`, `pragma_foreign_key_list`, `pragma_index_list`,
/// `pragma_index_info`) for columns, keys and indexes — with the table name as a bound parameter.
enum SQLiteReflection {
    static func model(_ connection: any DatabaseConnection) async throws -> Model {
        let tables = try await connection.rows(SQLStatement(
            sql: "SELECT name, type, sql FROM sqlite_master WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name",
            binds: []))
        var entities: [Entity] = []
        var foreignKeys: [ForeignKey] = []
        // Blob handles read the bytes as stored: text is read in parts by them only when it is
        // stored as UTF-8 (a file made UTF-16 is read whole, by `substr`).
        let encoding = try await connection.rows(SQLStatement(sql: "PRAGMA encoding", binds: [])).first?.first
        let readsInParts = encoding == .text("UTF-8")
        for table in tables {
            guard case .text(let name) = table[0] else { continue }
            let isView = table[1] == .text("view")
            let columns = try await connection.rows(SQLStatement(
                sql: "SELECT name, type, \"notnull\", dflt_value, pk, hidden FROM pragma_table_xinfo(?) ORDER BY cid",
                binds: [.text(name)]))
            let keyColumns = columns.compactMap { column -> (Int64, String)? in
                guard case .integer(let position) = column[4], position > 0, case .text(let name) = column[0] else { return nil }
                return (position, name)
            }.sorted { $0.0 < $1.0 }.map(\.1)
            var attributes: [Attribute] = []
            for column in columns {
                guard case .text(let columnName) = column[0] else { continue }
                if column[5] == .integer(1) { continue }  // a virtual table's hidden column
                let declared = column[1].text ?? ""
                var attribute = Self.attribute(name: columnName, declaredType: declared)
                attribute.isNullable = column[2] != .integer(1)
                attribute.defaultValue = column[3].text
                attribute.isPrimaryKey = keyColumns.contains(columnName)
                let isGenerated = column[5] == .integer(2) || column[5] == .integer(3)
                attribute.isReadOnly = isGenerated || isView
                // An INTEGER PRIMARY KEY is the rowid, which SQLite assigns when none is given.
                let isRowID = keyColumns == [columnName] && declared.uppercased() == "INTEGER"
                attribute.isDatabaseGenerated = attribute.defaultValue != nil || isRowID || isGenerated
                if attribute.isPrimaryKey && !isRowID { attribute.isNullable = false }
                attributes.append(attribute)
            }
            for enumeration in EnumerationCheck.enumerations(in: table[2].text ?? "") {
                if let position = attributes.firstIndex(where: { $0.name.lowercased() == enumeration.column.lowercased() }) {
                    attributes[position].allowedValues = enumeration.values
                }
            }
            var uniques: [UniqueConstraint] = []
            if !isView {
                let keys = try await connection.rows(SQLStatement(
                    sql: "SELECT id, seq, \"table\", \"from\", \"to\", on_delete FROM pragma_foreign_key_list(?) ORDER BY id, seq",
                    binds: [.text(name)]))
                var grouped: [(id: Int64, key: ForeignKey, toPrimaryKey: Bool)] = []
                for key in keys {
                    guard case .integer(let id) = key[0], case .text(let destination) = key[2], case .text(let from) = key[3] else { continue }
                    if grouped.last?.id != id {
                        grouped.append((
                            id,
                            ForeignKey(
                                sourceEntity: name, sourceAttributes: [], destinationEntity: destination, destinationAttributes: [],
                                onDelete: DeleteRule(engineName: key[5].text ?? "")),
                            key[4].isNull))
                    }
                    grouped[grouped.count - 1].key.sourceAttributes.append(from)
                    if case .text(let to) = key[4] { grouped[grouped.count - 1].key.destinationAttributes.append(to) }
                }
                for entry in grouped {
                    var key = entry.key
                    if entry.toPrimaryKey {
                        // `REFERENCES t` without columns means t's primary key.
                        let target = try await connection.rows(SQLStatement(
                            sql: "SELECT name FROM pragma_table_info(?) WHERE pk > 0 ORDER BY pk", binds: [.text(key.destinationEntity)]))
                        key.destinationAttributes = target.compactMap { $0[0].text }
                    }
                    if key.destinationAttributes.count == key.sourceAttributes.count { foreignKeys.append(key) }
                }
                let indexes = try await connection.rows(SQLStatement(
                    sql: "SELECT name, origin FROM pragma_index_list(?) WHERE \"unique\" = 1 AND partial = 0 ORDER BY name",
                    binds: [.text(name)]))
                for index in indexes where index[1] != .text("pk") {
                    guard case .text(let indexName) = index[0] else { continue }
                    let indexColumns = try await connection.rows(SQLStatement(
                        sql: "SELECT name FROM pragma_index_info(?) ORDER BY seqno", binds: [.text(indexName)]))
                    let names = indexColumns.compactMap { $0[0].text }
                    if names.count == indexColumns.count, !names.isEmpty {
                        uniques.append(UniqueConstraint(name: indexName, attributeNames: names))
                    }
                }
            }
            var entity = Entity(
                name: name, kind: isView ? .view : .table, attributes: attributes,
                primaryKeyAttributeNames: isView ? [] : keyColumns, uniqueConstraints: uniques)
            // SQLite opens no blob handle on a table with generated columns.
            let hasGenerated = columns.contains { $0[5] == .integer(2) || $0[5] == .integer(3) }
            if !isView && readsInParts && !hasGenerated {
                // An ordinary table (not virtual, not shadow) with a rowid (`wr` = 0).
                let listing = try await connection.rows(SQLStatement(
                    sql: "SELECT type, wr FROM pragma_table_list(?) WHERE schema = 'main'", binds: [.text(name)]))
                if listing.first?[0] == .text("table"), listing.first?[1] == .integer(0) {
                    let taken = Set(columns.compactMap { $0[0].text?.lowercased() })
                    entity.sqliteRowID = ["rowid", "_rowid_", "oid"].first { !taken.contains($0) }
                }
            }
            entities.append(entity)
        }
        return RelationshipInference.model(entities: entities, foreignKeys: foreignKeys)
    }

    /// An attribute typed by SQLite's affinity rules (section 3.1 of "Datatypes In SQLite"),
    /// refined by the names applications use for booleans, dates, UUIDs and JSON, which SQLite
    /// stores by affinity but which a form shows differently.
    static func attribute(name: String, declaredType: String) -> Attribute {
        let upper = declaredType.uppercased()
        let arguments = Self.arguments(of: upper)
        var type: ValueType
        var maximumLength: Int?
        var precision: Attribute.DecimalPrecision?
        if upper.contains("BOOL") {
            type = .boolean
        } else if upper.contains("INT") {
            type = .integer
        } else if upper.contains("DATETIME") || upper.contains("TIMESTAMP") {
            type = .timestamp
        } else if upper.contains("DATE") {
            type = .date
        } else if upper.contains("UUID") {
            type = .uuid
        } else if upper.contains("JSON") {
            type = .json
        } else if upper.contains("CHAR") || upper.contains("CLOB") || upper.contains("TEXT") {
            type = .text
            if upper.contains("CHAR"), let length = arguments.first { maximumLength = length }
        } else if upper.contains("BLOB") {
            type = .blob
        } else if upper.isEmpty {
            type = .text  // no affinity: values of any kind, shown as they come
        } else if upper.contains("REAL") || upper.contains("FLOA") || upper.contains("DOUB") {
            type = .double
        } else {
            type = .decimal  // NUMERIC affinity: NUMERIC, DECIMAL(10,2), MONEY…
            if arguments.count == 2 { precision = .init(digits: arguments[0], fractionDigits: arguments[1]) }
            if arguments.count == 1 { precision = .init(digits: arguments[0], fractionDigits: 0) }
        }
        return Attribute(
            name: name, valueType: type, declaredType: declaredType, maximumLength: maximumLength, decimalPrecision: precision)
    }

    /// The numbers in a type's parentheses: `VARCHAR(50)` gives `[50]`, `DECIMAL(10, 2)` `[10, 2]`.
    static func arguments(of declaredType: String) -> [Int] {
        guard let open = declaredType.firstIndex(of: "("), let close = declaredType.lastIndex(of: ")"), open < close else { return [] }
        return declaredType[declaredType.index(after: open)..<close].split(separator: ",").compactMap {
            Int($0.trimmingCharacters(in: .whitespaces))
        }
    }
}
