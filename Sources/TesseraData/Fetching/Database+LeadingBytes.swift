import Foundation

extension Database {
    /// The first bytes of one value of binary data: what tells a picture from another file, and
    /// its size, without reading the rest (``ImageInfo/init(sniffing:)`` reads them).
    ///
    /// ```swift
    /// let head = try await database.leadingBytes(of: "picture", inRowOf: "staff", key: key, count: 64 << 10)
    /// let image = head.flatMap { ImageInfo(sniffing: $0) }
    /// ```
    ///
    /// SQLite reads a rowid table's value through a blob handle, which reads only the pages the
    /// bytes are on (`substr` of the value would read all of it); PostgreSQL `substring` of a
    /// `bytea`, which reads the value's first chunks only where it is stored uncompressed.
    ///
    /// - Returns: At most `count` bytes from the value's start; `nil` for no such row, `NULL`,
    ///   or a value that is not binary data.
    public func leadingBytes(of attributeName: String, inRowOf entityName: String, key: RowKey, count: Int) async throws -> [UInt8]? {
        let entity = try model.entity(named: entityName)
        let attribute = try entity.attribute(named: attributeName)
        guard attribute.valueType == .blob, count > 0 else { return nil }
        guard key.values.count == entity.primaryKeyAttributeNames.count, !key.values.isEmpty else {
            throw DatabaseError(.invalidQualifier, "The key of '\(entity.name)' has \(entity.primaryKeyAttributeNames.count) values, not \(key.values.count).")
        }
        let builder = QueryBuilder(engine: engine, entity: entity)
        let column = builder.column(attribute)
        let qualifier = Qualifier.and(zip(entity.primaryKeyAttributeNames, key.values).map { .comparison($0, .equal, $1) })
        var statement = SQLFragment("SELECT ")
        switch engine {
        case .sqlite:
            if let rowID = entity.sqliteRowID {
                // Binary data as base64, read a slice's pages alone (SQLiteBlobReading).
                statement.append("CASE typeof(")
                statement.append(column)
                statement.append(") WHEN 'blob' THEN tessera_slice(")
                statement.append(bind: .text(entity.tableName))
                statement.append(", ")
                statement.append(bind: .text(attribute.name))
                statement.append(", ")
                statement.append(relation: entity, column: rowID)
                statement.append(", 0, ")
                statement.append(integer: count)
                statement.append(", 0) END, 'base64'")
            } else {
                statement.append("CASE typeof(")
                statement.append(column)
                statement.append(") WHEN 'blob' THEN hex(substr(")
                statement.append(column)
                statement.append(", 1, ")
                statement.append(integer: count)
                statement.append(")) END, 'hex'")
            }
        case .postgres:
            guard attribute.declaredType.lowercased() == "bytea" else { return nil }
            statement.append("encode(substring(")
            statement.append(column)
            statement.append(" from 1 for ")
            statement.append(integer: count)
            statement.append("), 'hex'), 'hex'")
        }
        statement.append(builder.from)
        statement.append(" WHERE ")
        statement.append(try QualifierCompiler(builder: builder).condition(qualifier))
        guard let row = try await rows(statement).first, row.count == 2, case .text(let text) = row[0] else { return nil }
        if row[1].text == "base64" {
            return Data(base64Encoded: text).map { Array($0) }
        }
        return Self.bytes(fromHex: text)
    }
}
