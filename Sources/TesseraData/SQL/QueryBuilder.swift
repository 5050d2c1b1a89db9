import Synchronization

/// Writes the parts of statements about one entity for one engine: the select list, conditions
/// from qualifiers, search and keyset positions, and the order.
///
/// Every identifier it writes comes from the ``Entity`` (so it exists), and every value is a
/// bind. Where the engines differ, it says why.
struct QueryBuilder: Sendable {
    let engine: Database.Engine
    let entity: Entity

    /// `"col"` of the entity's table.
    func column(_ attribute: Attribute) -> SQLFragment {
        var fragment = SQLFragment()
        fragment.append(relation: entity, column: attribute.name)
        return fragment
    }

    /// `"col"` alone, for `INSERT` column lists and `SET`, where a table prefix is not allowed.
    func columnName(_ attribute: Attribute) -> SQLFragment {
        var fragment = SQLFragment()
        fragment.append(identifier: attribute.name)
        return fragment
    }

    /// One attribute as read: blobs as their size (SQLite text is read by its length, NULs and
    /// all: see ``SQLiteHandle``), and on PostgreSQL every column as text (see ``PostgresDatabaseConnection``).
    func selected(_ attribute: Attribute) -> SQLFragment {
        var expression = SQLFragment()
        if attribute.valueType == .blob {
            expression.append(engine == .sqlite ? "length(" : "octet_length(")
            expression.append(column(attribute))
            expression.append(")")
        } else {
            expression = column(attribute)
        }
        guard engine == .postgres else { return expression }
        switch attribute.valueType {
        case .blob: return Self.castToText(expression)
        // Read as they are: the connection decodes these types itself.
        case .integer, .boolean, .uuid: return expression
        case .text where attribute.textKind == .string: return expression
        default: return postgresText(attribute)
        }
    }

    /// A PostgreSQL column as its type's output function writes it — what psql shows, and what
    /// the type's input reads back. `CAST(… AS TEXT)` is that for most types, but not for all:
    /// an inet's cast always adds the netmask (`192.168.0.1/32`), which its output leaves out.
    /// `format('%s', …)` calls the output function of any type; `NULL` stays `NULL`.
    func postgresText(_ attribute: Attribute) -> SQLFragment {
        guard attribute.valueType == .text, attribute.textKind == .other else { return Self.castToText(column(attribute)) }
        var fragment = SQLFragment("CASE WHEN ")
        fragment.append(column(attribute))
        fragment.append(" IS NULL THEN NULL ELSE format('%s', ")
        fragment.append(column(attribute))
        fragment.append(") END")
        return fragment
    }

    private static func castToText(_ expression: SQLFragment) -> SQLFragment {
        var cast = SQLFragment("CAST(")
        cast.append(expression)
        cast.append(" AS TEXT)")
        return cast
    }

    /// The select list: every attribute, in the entity's order.
    ///
    /// Every query of an entity reads the same list, so its text is written once for each entity
    /// and engine and kept (a row page's five queries spent a twentieth of the page writing it).
    var selectList: SQLFragment {
        let key = SelectListKey(engine: engine, entity: entity)
        if let text = Self.selectListTexts.withLock({ $0[key] }) { return SQLFragment(written: text) }
        return keptSelectList(entity.attributes.map(selected), under: key)
    }

    /// `parts` joined as a select list, its text written once and kept under `key`.
    private func keptSelectList(_ parts: [SQLFragment], under key: SelectListKey) -> SQLFragment {
        var list = SQLFragment()
        list.append(joining: parts, separator: ", ")
        // Identifiers and keywords only, no value: the text is the same for every statement.
        var written = SQLStatement(sql: "", binds: [])
        list.write(into: &written, dialect: SQLDialect(engine))
        precondition(written.binds.isEmpty, "a select list binds no value")
        Self.selectListTexts.withLock { texts in
            // Entities are few; a program that reflects schema after schema starts again.
            if texts.count >= Self.selectListLimit { texts.removeAll() }
            texts[key] = written.sql
        }
        return SQLFragment(written: written.sql)
    }

    private struct SelectListKey: Hashable {
        let engine: Database.Engine
        let entity: Entity
        var prefixLength: Int? = nil
    }

    // MARK: Prefixes of long values

    /// The shortest prefix a read may ask for: every number, date and key reads whole in it.
    static let shortestPrefix = 64

    /// Whether a read of prefixes of `length` characters cuts values of `attribute`: text and
    /// JSON whose declared length (if any) is longer, but not a key (links name the row by it)
    /// nor PostgreSQL's blank-padded `char(n)`, whose prefix would lose its padding.
    func cuts(_ attribute: Attribute, at length: Int) -> Bool {
        guard attribute.valueType == .text || attribute.valueType == .json else { return false }
        if let maximum = attribute.maximumLength, maximum <= length { return false }
        if entity.primaryKeyAttributeNames.contains(attribute.name) { return false }
        if engine == .postgres {
            let declared = attribute.declaredType.lowercased()
            if declared.hasPrefix("bpchar") || (declared.hasPrefix("char") && !declared.hasPrefix("character varying")) { return false }
        }
        return true
    }

    /// The attributes a read of prefixes of `length` characters cuts, in the entity's order.
    func cutAttributes(at length: Int) -> [Int] {
        entity.attributes.indices.filter { cuts(entity.attributes[$0], at: length) }
    }

    /// One attribute read as its first `length` characters at most. SQLite reads a value
    /// whose bytes fit whole (a short one is then never turned into text: SQLite keeps any value
    /// in any column); PostgreSQL reads a slice of a long value from its storage, not all of it.
    func selected(_ attribute: Attribute, prefix length: Int) -> SQLFragment {
        let whole = selected(attribute)
        var fragment = SQLFragment()
        switch engine {
        case .sqlite:
            fragment.append("CASE WHEN octet_length(")
            fragment.append(whole)
            fragment.append(") > ")
            fragment.append(integer: length)
            if let rowID = entity.sqliteRowID {
                // Read by the blob handle, not the whole value (see SQLiteBlobReading).
                fragment.append(" THEN tessera_prefix(")
                fragment.append(stringLiteral: entity.tableName)
                fragment.append(", ")
                fragment.append(stringLiteral: attribute.name)
                fragment.append(", ")
                fragment.append(relation: entity, column: rowID)
                fragment.append(", typeof(")
                fragment.append(whole)
                fragment.append("), ")
            } else {
                fragment.append(" THEN substr(")
                fragment.append(whole)
                fragment.append(", 1, ")
            }
            fragment.append(integer: length)
            fragment.append(") ELSE ")
            fragment.append(whole)
            fragment.append(" END")
        case .postgres:
            fragment.append("substr(")
            fragment.append(whole)
            fragment.append(", 1, ")
            fragment.append(integer: length)
            fragment.append(")")
        }
        return fragment
    }

    /// The size in bytes of an attribute's whole value, read beside its prefix: a value whose
    /// prefix has fewer bytes was cut. Both engines know it without reading the value (SQLite's
    /// `octet_length`, PostgreSQL's stored size), for a column as it is stored.
    func wholeSize(_ attribute: Attribute) -> SQLFragment {
        var fragment = SQLFragment("octet_length(")
        fragment.append(selected(attribute))
        fragment.append(")")
        return fragment
    }

    /// The select list of a read of prefixes of `length` characters: every attribute, those it
    /// cuts as prefixes, then the whole size of each of those, in the same order.
    func selectList(prefix length: Int?) -> SQLFragment {
        guard let length else { return selectList }
        let key = SelectListKey(engine: engine, entity: entity, prefixLength: length)
        if let text = Self.selectListTexts.withLock({ $0[key] }) { return SQLFragment(written: text) }
        let cut = cutAttributes(at: length)
        guard !cut.isEmpty else { return selectList }
        var parts = entity.attributes.map(selected)
        for index in cut { parts[index] = selected(entity.attributes[index], prefix: length) }
        parts.append(contentsOf: cut.map { wholeSize(entity.attributes[$0]) })
        return keptSelectList(parts, under: key)
    }

    /// Rows read by ``selectList(prefix:)``: each value that was cut marked with its whole size.
    func decodeRows(_ raw: consuming [[DatabaseValue]], prefix length: Int?) -> [Row] {
        guard let length else { return decodeRows(raw) }
        let cut = cutAttributes(at: length)
        guard !cut.isEmpty else { return decodeRows(raw) }
        var raw = raw
        var rows: [Row] = []
        rows.reserveCapacity(raw.count)
        let count = entity.attributes.count
        for index in raw.indices {
            let values = raw[index]
            raw[index] = []
            var sizes: [String: Int] = [:]
            if values.count >= count + cut.count {
                for (offset, position) in cut.enumerated() {
                    let size: Int? =
                        switch values[count + offset] {
                        case .integer(let number): Int(number)
                        case let other: other.text.flatMap { Int($0) }
                        }
                    guard let size else { continue }
                    let read: Int =
                        switch values[position] {
                        case .text(let text), .json(let text), .decimal(let text): text.utf8.count
                        case .blob(let bytes): bytes
                        case .null: 0
                        default: values[position].text?.utf8.count ?? 0
                        }
                    if read < size { sizes[entity.attributes[position].name] = size }
                }
            }
            var row = decode(values)
            if !sizes.isEmpty { row.markCut(sizes) }
            rows.append(row)
        }
        return rows
    }

    private static let selectListTexts = Mutex<[SelectListKey: String]>([:])
    private static let selectListLimit = 4_096

    /// `FROM "table"`.
    var from: SQLFragment {
        var fragment = SQLFragment(" FROM ")
        fragment.append(relation: entity)
        return fragment
    }

    /// Turns raw rows (in select-list order) into rows of the entity.
    func decode(_ raw: consuming [DatabaseValue], startingAt offset: Int = 0) -> Row {
        let types = entity.rowLayout.valueTypes
        var values = raw
        if offset == 0 && values.count >= types.count {
            // Typed in place: a row read whole (the common case) allocates nothing more.
            if values.count > types.count { values.removeLast(values.count - types.count) }
            for index in types.indices { values[index] = RowDecoder.typed(values[index], as: types[index]) }
        } else {
            var typed: [DatabaseValue] = []
            typed.reserveCapacity(types.count)
            for (index, type) in types.enumerated() { typed.append(RowDecoder.typed(values[offset + index], as: type)) }
            values = typed
        }
        return Row(entity: entity, valuesInOrder: values)
    }

    /// Decodes every row of `raw`, each in its own array: the arrays are taken out of `raw`, so
    /// that each is typed in place.
    func decodeRows(_ raw: consuming [[DatabaseValue]]) -> [Row] {
        var raw = raw
        var rows: [Row] = []
        rows.reserveCapacity(raw.count)
        for index in raw.indices {
            let values = raw[index]
            raw[index] = []
            rows.append(decode(values))
        }
        return rows
    }

    // MARK: Conditions

    /// `"col" = ?`-style equality of each named attribute with a value, joined by `AND`.
    func equals(_ pairs: [(Attribute, DatabaseValue)]) -> SQLFragment {
        var parts: [SQLFragment] = []
        for (attribute, value) in pairs {
            var part = column(attribute)
            if value.isNull {
                part.append(" IS NULL")
            } else {
                part.append(" = ")
                part.append(bind: value)
            }
            parts.append(part)
        }
        var fragment = SQLFragment()
        fragment.append(joining: parts, separator: " AND ")
        return fragment
    }

    /// The condition "unchanged since read" for optimistic locking: each attribute equals its
    /// read value, `NULL` included. PostgreSQL compares text renderings, which is what was read,
    /// and works for types without an `=` operator (json, point…) — but a floating-point number
    /// is read as a Double, whose text is not always the server's (a `real` of 16777216 is
    /// written `1.6777216e+07` by the server, `16777216` by ``DatabaseValue/text``): it is
    /// compared as a number of the column's type (NaN equals NaN there).
    func unchanged(_ pairs: [(Attribute, DatabaseValue)]) -> SQLFragment {
        var parts: [SQLFragment] = []
        for (attribute, value) in pairs {
            var part = SQLFragment()
            switch engine {
            case .sqlite:
                part = column(attribute)
                part.append(" IS ")
                part.append(bind: value)
            case .postgres where attribute.valueType == .double:
                part = column(attribute)
                part.append(" IS NOT DISTINCT FROM ")
                part.append(bind: value)
            case .postgres:
                part = postgresText(attribute)
                part.append(" IS NOT DISTINCT FROM ")
                part.append(bind: value.isNull ? .null : .text(value.text ?? ""))
            }
            parts.append(part)
        }
        var fragment = SQLFragment()
        fragment.append(joining: parts, separator: " AND ")
        return fragment
    }

    /// The search condition: each word of `text` appears, ignoring case, in some text attribute
    /// (of those named in `names`, when given) — each matched as its kind is
    /// (``matching(_:_:)``): a word of a string, a label of an enumeration, an element of an array,
    /// a word of a full-text document.
    /// The longest word a search looks for, in UTF-8 bytes.
    static let longestSearchWord = 1_000

    func search(_ text: String, in names: [String]? = nil) throws(DatabaseError) -> SQLFragment? {
        let words = text.split(whereSeparator: \.isWhitespace).map(String.init).filter { !$0.isEmpty }
        guard !words.isEmpty else { return nil }
        if words.contains(where: { $0.unicodeScalars.contains("\0") }) {
            throw DatabaseError(.invalidQualifier, "The search text contains the NUL character; remove it.")
        }
        // Words are looked for with LIKE, whose patterns engines bound (SQLite at 50,000 bytes);
        // nobody types a word this long into a search box.
        if let long = words.first(where: { $0.utf8.count > Self.longestSearchWord }) {
            throw DatabaseError(
                .invalidQualifier,
                "A word of the search text is \(long.utf8.count) bytes long; search for words of at most \(Self.longestSearchWord) bytes.")
        }
        let candidates = names.map { names in entity.attributes.filter { names.contains($0.name) } } ?? entity.attributes
        var attributes = candidates.filter { $0.valueType.isTextual }
        var castToText = false
        if attributes.isEmpty {
            attributes = candidates.filter { $0.valueType != .blob }
            castToText = true
        }
        guard !attributes.isEmpty else { return SQLFragment("1 = 0") }
        var perWord: [SQLFragment] = []
        for word in words.prefix(10) {
            var alternatives: [SQLFragment] = []
            for attribute in attributes {
                if castToText {
                    alternatives.append(caseInsensitiveLike(attribute, pattern: "%" + Self.escapeLike(word) + "%", castToText: true))
                } else if let match = matching(attribute, word) {
                    alternatives.append(match)
                }
            }
            guard !alternatives.isEmpty else { return SQLFragment("1 = 0") }
            var group = SQLFragment("(")
            group.append(joining: alternatives, separator: " OR ")
            group.append(")")
            perWord.append(group)
        }
        var fragment = SQLFragment()
        fragment.append(joining: perWord, separator: " AND ")
        return fragment
    }

    /// "The value contains `text`", as the attribute's kind contains something: a string holds it
    /// (ignoring case), an enumeration's label is it (ignoring case), an array has an element
    /// holding it, a full-text document has its words (`@@`), any other value's text holds it.
    /// `nil` where no value of the attribute can (an enumeration none of whose labels is `text`,
    /// binary data).
    func matching(_ attribute: Attribute, _ text: String) -> SQLFragment? {
        let pattern = "%" + Self.escapeLike(text) + "%"
        switch attribute.valueType {
        case .blob: return nil
        case .text: break
        default: return caseInsensitiveLike(attribute, pattern: pattern, castToText: true)
        }
        switch attribute.textKind {
        case .string, .other:
            return caseInsensitiveLike(attribute, pattern: pattern, castToText: attribute.textKind != .string)
        case .enumeration:
            // The label itself, not a part of it: "PG" is not "PG-13". Labels are few and known.
            let labels = (attribute.allowedValues ?? []).filter { $0.lowercased() == text.lowercased() }
            guard !labels.isEmpty else { return nil }
            var fragment = textOf(attribute)
            fragment.append(" IN (")
            fragment.append(joining: labels.map { label in
                var bound = SQLFragment()
                bound.append(bind: .text(label))
                return bound
            }, separator: ", ")
            fragment.append(")")
            return fragment
        case .array:
            // Element by element, whatever their type and however many dimensions.
            var fragment = SQLFragment("EXISTS (SELECT 1 FROM unnest(")
            fragment.append(column(attribute))
            fragment.append(") AS element(value) WHERE CAST(element.value AS TEXT) ILIKE ")
            fragment.append(bind: .text(pattern))
            fragment.append(" ESCAPE '\\')")
            return fragment
        case .fullTextDocument:
            // The words as the server's default text search configuration reads them; a text of
            // stop words only is an empty query, which matches nothing.
            var fragment = column(attribute)
            fragment.append(" @@ plainto_tsquery(CAST(")
            fragment.append(bind: .text(text))
            fragment.append(" AS TEXT))")
            return fragment
        }
    }

    func caseInsensitiveLike(_ attribute: Attribute, pattern: String, castToText: Bool) -> SQLFragment {
        let value = castToText || attribute.valueType != .text || attribute.textKind != .string ? textOf(attribute) : column(attribute)
        switch engine {
        case .postgres:
            // ILIKE ignores the case of every letter (as the server's locale knows them).
            var fragment = value
            fragment.append(" ILIKE ")
            fragment.append(bind: .text(pattern))
            fragment.append(" ESCAPE '\\'")
            return fragment
        case .sqlite:
            // SQLite's LIKE ignores the case of ASCII letters only: both sides are folded as
            // Swift folds them (SQLiteCaseFolding's function, on every connection), so that
            // 'KÖHLER' finds Köhler.
            var fragment = SQLFragment("tessera_fold(")
            fragment.append(value)
            fragment.append(") LIKE ")
            fragment.append(bind: .text(SQLiteCaseFolding.fold(pattern)))
            fragment.append(" ESCAPE '\\'")
            return fragment
        }
    }

    /// `CAST("col" AS TEXT)`, for pattern matching on columns that are not text.
    func textOf(_ attribute: Attribute) -> SQLFragment {
        engine == .postgres ? postgresText(attribute) : Self.castToText(column(attribute))
    }

    /// Escapes `%`, `_` and `\` so that `text` matches only itself inside a LIKE pattern.
    static func escapeLike(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if character == "%" || character == "_" || character == "\\" { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }

    /// A LIKE pattern (`%`, `_`, `\` escapes) as an SQLite GLOB pattern, which is case-sensitive
    /// as PostgreSQL's LIKE is: `*` and `?` for the wildcards, `[*]`, `[?]`, `[[]` for literals.
    static func globPattern(fromLike pattern: String) -> String {
        var glob = ""
        var escaping = false
        for character in pattern {
            if escaping {
                escaping = false
                glob += literalGlob(character)
                continue
            }
            switch character {
            case "\\": escaping = true
            case "%": glob += "*"
            case "_": glob += "?"
            default: glob += literalGlob(character)
            }
        }
        if escaping { glob += literalGlob("\\") }
        return glob
    }

    private static func literalGlob(_ character: Character) -> String {
        switch character {
        case "*": return "[*]"
        case "?": return "[?]"
        case "[": return "[[]"
        default: return String(character)
        }
    }

    // MARK: Order and keyset

    /// Whether the engine can order by this attribute (reflection knows which types have an
    /// ordering; binary data and JSON are never sorted).
    func isSortable(_ attribute: Attribute) -> Bool {
        attribute.isSortable
    }

    /// The orderings made total: the given ones, then the primary key (or, without one, every
    /// sortable attribute), each resolved to its attribute.
    func totalOrder(_ orderings: [SortOrdering]) throws(DatabaseError) -> [(Attribute, SortOrdering.Direction)] {
        var keys: [(Attribute, SortOrdering.Direction)] = []
        for ordering in orderings {
            let attribute: Attribute
            do {
                attribute = try entity.attribute(named: ordering.key)
            } catch {
                throw DatabaseError(.unknownAttribute, "Cannot sort by '\(ordering.key)': \(error.message)")
            }
            guard isSortable(attribute) else {
                throw DatabaseError(.invalidQualifier, "Cannot sort by '\(attribute.name)': values of type \(attribute.declaredType) have no order. Sort by another attribute.")
            }
            if !keys.contains(where: { $0.0.name == attribute.name }) { keys.append((attribute, ordering.direction)) }
        }
        let tieBreakers = entity.primaryKeyAttributeNames.isEmpty
            ? entity.attributes.filter(isSortable) : entity.primaryKeyAttributes
        for attribute in tieBreakers where !keys.contains(where: { $0.0.name == attribute.name }) {
            keys.append((attribute, .ascending))
        }
        return keys
    }

    /// `ORDER BY …`, `NULL` first ascending and last descending; reversed for backward pages.
    func orderBy(_ keys: [(Attribute, SortOrdering.Direction)], reversed: Bool) -> SQLFragment {
        var parts: [SQLFragment] = []
        for (attribute, direction) in keys {
            let effective = reversed ? direction.reversed : direction
            var part = column(attribute)
            part.appendKeyword(effective == .ascending ? .ascending : .descending)
            // SQLite already puts NULL first ascending; PostgreSQL needs telling. Not-null
            // columns get no clause, so that PostgreSQL can use a plain index for the order.
            if engine == .postgres && attribute.isNullable {
                part.appendKeyword(effective == .ascending ? .nullsFirst : .nullsLast)
            }
            parts.append(part)
        }
        var fragment = SQLFragment(" ORDER BY ")
        fragment.append(joining: parts, separator: ", ")
        return fragment
    }

    /// A value of a keyset position: bound, or read by the statement from the row it belongs to.
    enum PositionValue {
        /// A value carried by a page link, bound as a parameter.
        case bound(DatabaseValue)
        /// A scalar subquery reading the value from its row (whose value is, or is not, `NULL`):
        /// for values a link cannot carry (long text, binary data).
        case stored(SQLFragment, isNull: Bool)

        var isNull: Bool {
            switch self {
            case .bound(let value): return value.isNull
            case .stored(_, let isNull): return isNull
            }
        }
    }

    /// The rows strictly after (`forward`) or before the position `values` in the order `keys`.
    ///
    /// Written out as `k1 > v1 OR (k1 = v1 AND k2 > v2) OR …` with the `NULL` rules of the
    /// order, plus a leading range on the first key (`k1 >= v1`) that lets an index on it start
    /// at the position instead of at the first row — that range is what makes page 10,000 cost
    /// what page 1 costs.
    func keyset(_ keys: [(Attribute, SortOrdering.Direction)], values: [DatabaseValue], forward: Bool) -> SQLFragment {
        keyset(keys, positions: values.map(PositionValue.bound), forward: forward)
    }

    func keyset(_ keys: [(Attribute, SortOrdering.Direction)], positions values: [PositionValue], forward: Bool) -> SQLFragment {
        var alternatives: [SQLFragment] = []
        for index in keys.indices {
            var conjunction: [SQLFragment] = []
            for previous in 0..<index {
                conjunction.append(equalsPosition(keys[previous].0, values[previous]))
            }
            let direction = forward ? keys[index].1 : keys[index].1.reversed
            guard let beyond = beyondPosition(keys[index].0, values[index], direction) else { continue }
            conjunction.append(beyond)
            var alternative = SQLFragment("(")
            alternative.append(joining: conjunction, separator: " AND ")
            alternative.append(")")
            alternatives.append(alternative)
        }
        guard !alternatives.isEmpty else { return SQLFragment("1 = 0") }
        var fragment = SQLFragment("(")
        if let (attribute, direction) = keys.first, !values[0].isNull {
            let effective = forward ? direction : direction.reversed
            if effective == .ascending || !attribute.isNullable {
                fragment.append(column(attribute))
                fragment.appendKeyword(effective == .ascending ? .greaterOrEqual : .lessOrEqual)
                fragment.append(position: values[0])
                fragment.append(" AND ")
            }
        }
        fragment.append("(")
        fragment.append(joining: alternatives, separator: " OR ")
        fragment.append("))")
        return fragment
    }

    /// `(SELECT anchor.col FROM relation AS anchor WHERE anchor.key = ?)`: the value of `attribute`
    /// in the row whose primary key is `key`.
    func stored(_ attribute: Attribute, ofRowWithKey key: [DatabaseValue]) -> SQLFragment {
        var fragment = SQLFragment("(SELECT tessera_anchor.")
        fragment.append(identifier: attribute.name)
        fragment.append(" FROM ")
        fragment.append(relation: entity)
        fragment.append(" AS tessera_anchor WHERE ")
        for (index, name) in entity.primaryKeyAttributeNames.enumerated() {
            if index > 0 { fragment.append(" AND ") }
            fragment.append("tessera_anchor.")
            fragment.append(identifier: name)
            fragment.appendKeyword(.equal)
            fragment.append(bind: key[index])
        }
        fragment.append(")")
        return fragment
    }

    private func equalsPosition(_ attribute: Attribute, _ value: PositionValue) -> SQLFragment {
        var fragment = column(attribute)
        if value.isNull {
            fragment.append(" IS NULL")
        } else {
            fragment.appendKeyword(.equal)
            fragment.append(position: value)
        }
        return fragment
    }

    /// "Comes after `value`" in `direction`, where `NULL` is smallest; `nil` when nothing can.
    private func beyondPosition(_ attribute: Attribute, _ value: PositionValue, _ direction: SortOrdering.Direction) -> SQLFragment? {
        var fragment = column(attribute)
        switch (direction, value.isNull) {
        case (.ascending, true):
            fragment.append(" IS NOT NULL")
        case (.ascending, false):
            fragment.appendKeyword(.greater)
            fragment.append(position: value)
        case (.descending, true):
            return nil
        case (.descending, false):
            fragment.appendKeyword(.less)
            fragment.append(position: value)
            if attribute.isNullable {
                var either = SQLFragment("(")
                either.append(fragment)
                either.append(" OR ")
                either.append(column(attribute))
                either.append(" IS NULL)")
                return either
            }
        }
        return fragment
    }
}

extension SQLFragment {
    /// Appends a keyset position's value: a bind, or the subquery that reads it.
    mutating func append(position value: QueryBuilder.PositionValue) {
        switch value {
        case .bound(let value): append(bind: value)
        case .stored(let fragment, _): append(fragment)
        }
    }
}
