/// Reads a PostgreSQL database's schema from `pg_catalog`, for the schemas of the connection's
/// search path (`public` unless the user's search path or `?schema=` says otherwise). Every column is selected as text, as
/// everywhere in this module.
enum PostgresReflection {
    static func model(_ connection: any DatabaseConnection) async throws -> Model {
        let relations = try await connection.rows(SQLStatement(sql: """
            SELECT (CASE WHEN n.nspname = current_schema() THEN c.relname::text ELSE n.nspname || '.' || c.relname END), c.relkind::text, (CASE WHEN pn.nspname = current_schema() THEN parent.relname::text ELSE pn.nspname || '.' || parent.relname END), n.nspname::text, c.relname::text
            FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
            LEFT JOIN pg_inherits i ON i.inhrelid = c.oid AND c.relispartition
            LEFT JOIN pg_class parent ON parent.oid = i.inhparent LEFT JOIN pg_namespace pn ON pn.oid = parent.relnamespace
            WHERE n.nspname = ANY (current_schemas(false)) AND c.relkind IN ('r', 'v', 'm', 'p')
            ORDER BY 1
            """, binds: []))
        // Each column with its type seen through domains (a domain over integer is an integer
        // with a check), the element type of an array, and whether the type has a default b-tree
        // ordering, its own or that of a type it is binary-coercible to (varchar sorts as text,
        // cidr as inet; json, point and xml have none: ORDER BY would fail).
        let columns = try await connection.rows(SQLStatement(sql: """
            SELECT (CASE WHEN n.nspname = current_schema() THEN c.relname::text ELSE n.nspname || '.' || c.relname END), a.attname::text, format_type(a.atttypid, a.atttypmod), b.typname::text,
                   b.typcategory::text, (a.attnotnull OR t.typnotnull)::text, COALESCE(pg_get_expr(d.adbin, d.adrelid), t.typdefault),
                   a.attidentity::text, a.attgenerated::text,
                   (CASE WHEN t.typtype = 'd' THEN t.typtypmod ELSE a.atttypmod END)::text,
                   b.oid::text, e.typname::text, e.typcategory::text, e.oid::text,
                   (b.typcategory = 'E' OR b.typtype IN ('r', 'm') OR EXISTS (
                        SELECT 1 FROM pg_opclass oc JOIN pg_am am ON am.oid = oc.opcmethod
                        WHERE am.amname = 'btree' AND oc.opcdefault AND b.typcategory <> 'A' AND (oc.opcintype = b.oid
                          OR EXISTS (SELECT 1 FROM pg_cast pc WHERE pc.castsource = b.oid AND pc.casttarget = oc.opcintype AND pc.castmethod = 'b')))
                    OR (b.typcategory = 'A' AND (e.typcategory = 'E' OR EXISTS (
                        SELECT 1 FROM pg_opclass oc JOIN pg_am am ON am.oid = oc.opcmethod
                        WHERE am.amname = 'btree' AND oc.opcdefault AND (oc.opcintype = e.oid
                          OR EXISTS (SELECT 1 FROM pg_cast pc WHERE pc.castsource = e.oid AND pc.casttarget = oc.opcintype AND pc.castmethod = 'b'))))))::text
            FROM pg_attribute a
            JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
            JOIN pg_type t ON t.oid = a.atttypid
            JOIN pg_type b ON b.oid = CASE WHEN t.typtype = 'd' THEN t.typbasetype ELSE t.oid END
            LEFT JOIN pg_type e ON e.oid = b.typelem AND b.typcategory = 'A'
            LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
            WHERE n.nspname = ANY (current_schemas(false)) AND c.relkind IN ('r', 'v', 'm', 'p') AND a.attnum > 0 AND NOT a.attisdropped
            ORDER BY 1, a.attnum
            """, binds: []))
        // Tables with a row trigger that runs before an insert: it may fill a NOT NULL column
        // that has no default, so a new row's form must not demand one.
        // Row triggers that run before inserts or updates, with the text that says which columns
        // they write: a PL function's source (`NEW.slug := …`) or a built-in's first argument
        // (`tsvector_update_trigger(search_doc, …)`). A NOT NULL column without a default that an
        // insert trigger names may be filled by it, so a new row's form must not demand it; a
        // tsvector column a trigger names is the trigger's to fill: shown, searched, not edited.
        let triggered = try await connection.rows(SQLStatement(sql: """
            SELECT (CASE WHEN n.nspname = current_schema() THEN c.relname::text ELSE n.nspname || '.' || c.relname END), ((g.tgtype & 4) = 4)::text, lower(coalesce(p.prosrc, '')), lower(encode(g.tgargs, 'escape'))
            FROM pg_trigger g
            JOIN pg_class c ON c.oid = g.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
            JOIN pg_proc p ON p.oid = g.tgfoid
            WHERE n.nspname = ANY (current_schemas(false)) AND NOT g.tgisinternal AND g.tgenabled <> 'D'
              AND (g.tgtype & 1) = 1 AND (g.tgtype & 2) = 2 AND (g.tgtype & 20) <> 0
            """, binds: []))
        func isNamedByTrigger(_ column: String, of table: String, onInsert: Bool) -> Bool {
            let name = column.lowercased()
            return triggered.contains { row in
                guard row[0].text == table, !onInsert || row[1].text == "true" else { return false }
                // `escape` encoding writes the NUL after each argument as \000. The built-ins that
                // fill a column take it first (tsvector_update_trigger(target, config, sources…),
                // moddatetime(target)); the others name columns they read.
                let target = (row[3].text ?? "").components(separatedBy: "\\000").first?.trimmingCharacters(in: .whitespaces)
                return target == name || Self.assigns(name, in: row[2].text ?? "")
            }
        }
        let constraints = try await connection.rows(SQLStatement(sql: """
            SELECT con.conname::text, con.contype::text, (CASE WHEN n.nspname = current_schema() THEN c.relname::text ELSE n.nspname || '.' || c.relname END), (CASE WHEN fn.nspname = current_schema() THEN fc.relname::text ELSE fn.nspname || '.' || fc.relname END), k.ord::text, a.attname::text, fa.attname::text, con.confdeltype::text
            FROM pg_constraint con
            JOIN pg_class c ON c.oid = con.conrelid JOIN pg_namespace n ON n.oid = c.relnamespace
            LEFT JOIN pg_class fc ON fc.oid = con.confrelid LEFT JOIN pg_namespace fn ON fn.oid = fc.relnamespace
            CROSS JOIN LATERAL unnest(con.conkey) WITH ORDINALITY AS k(attnum, ord)
            JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = k.attnum
            LEFT JOIN pg_attribute fa ON fa.attrelid = con.confrelid AND fa.attnum = con.confkey[k.ord]
            WHERE n.nspname = ANY (current_schemas(false)) AND (con.contype = 'p' OR (con.contype = 'f' AND con.conparentid = 0))
            ORDER BY 3, con.conname, k.ord
            """, binds: []))
        let uniqueIndexes = try await connection.rows(SQLStatement(sql: """
            SELECT (CASE WHEN n.nspname = current_schema() THEN t.relname::text ELSE n.nspname || '.' || t.relname END), i.relname::text, k.ord::text, a.attname::text
            FROM pg_index x
            JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid
            JOIN pg_namespace n ON n.oid = t.relnamespace
            CROSS JOIN LATERAL unnest(x.indkey::int2[]) WITH ORDINALITY AS k(attnum, ord)
            JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum
            WHERE n.nspname = ANY (current_schemas(false)) AND x.indisunique AND NOT x.indisprimary AND x.indpred IS NULL
              AND x.indexprs IS NULL
            ORDER BY 1, i.relname, k.ord
            """, binds: []))

        // Enumerations: an enum type's labels, and checks that list a column's values.
        let enumLabels = try await connection.rows(SQLStatement(sql: """
            SELECT e.enumtypid::text, e.enumlabel::text FROM pg_enum e
            ORDER BY e.enumtypid, e.enumsortorder
            """, binds: []))
        var labelsByType: [String: [String]] = [:]
        for row in enumLabels {
            if let type = row[0].text, let label = row[1].text { labelsByType[type, default: []].append(label) }
        }
        let checks = try await connection.rows(SQLStatement(sql: """
            SELECT (CASE WHEN n.nspname = current_schema() THEN c.relname::text ELSE n.nspname || '.' || c.relname END), pg_get_constraintdef(con.oid)
            FROM pg_constraint con JOIN pg_class c ON c.oid = con.conrelid JOIN pg_namespace n ON n.oid = c.relnamespace
            WHERE n.nspname = ANY (current_schemas(false)) AND con.contype = 'c'
            """, binds: []))
        var checkedValues: [String: [String: [String]]] = [:]
        for row in checks {
            guard let table = row[0].text, let definition = row[1].text else { continue }
            for enumeration in EnumerationCheck.enumerations(in: definition) {
                checkedValues[table, default: [:]][enumeration.column] = enumeration.values
            }
        }

        var primaryKeys: [String: [String]] = [:]
        var foreignKeys: [ForeignKey] = []
        var lastKey: (table: String, name: String)?
        for row in constraints {
            guard let name = row[0].text, let type = row[1].text, let table = row[2].text, let column = row[5].text else { continue }
            if type == "p" {
                primaryKeys[table, default: []].append(column)
            } else if let destination = row[3].text, let destinationColumn = row[6].text {
                if lastKey?.table != table || lastKey?.name != name {
                    foreignKeys.append(ForeignKey(
                        sourceEntity: table, sourceAttributes: [], destinationEntity: destination, destinationAttributes: [],
                        onDelete: DeleteRule(engineName: row[7].text ?? "")))
                    lastKey = (table, name)
                }
                foreignKeys[foreignKeys.count - 1].sourceAttributes.append(column)
                foreignKeys[foreignKeys.count - 1].destinationAttributes.append(destinationColumn)
            }
        }
        var uniques: [String: [UniqueConstraint]] = [:]
        for row in uniqueIndexes {
            guard let table = row[0].text, let name = row[1].text, let column = row[3].text else { continue }
            if uniques[table]?.last?.name == name {
                uniques[table]![uniques[table]!.count - 1].attributeNames.append(column)
            } else {
                uniques[table, default: []].append(UniqueConstraint(name: name, attributeNames: [column]))
            }
        }
        var attributesByTable: [String: [Attribute]] = [:]
        let kinds = Dictionary(relations.compactMap { row in row[0].text.map { ($0, row[1].text ?? "r") } }, uniquingKeysWith: { a, _ in a })
        for row in columns {
            guard let table = row[0].text, let name = row[1].text, let kind = kinds[table] else { continue }
            let isView = kind == "v" || kind == "m"
            let category = row[4].text ?? ""
            var attribute = Self.attribute(
                name: name, formattedType: row[2].text ?? "", typeName: row[3].text ?? "", category: category,
                typeModifier: Int(row[9].text ?? "") ?? -1, elementTypeName: row[11].text, elementCategory: row[12].text)
            // A view's column can be NULL whatever its type says: an outer join gives NULL for a
            // domain declared NOT NULL (PostgreSQL checks domains on writes, not in queries).
            attribute.isNullable = isView || row[5].text != "true"
            attribute.defaultValue = row[6].text
            let identity = row[7].text ?? ""
            let generated = row[8].text ?? ""
            attribute.isDatabaseGenerated = attribute.defaultValue != nil || !identity.isEmpty || !generated.isEmpty
                || (!attribute.isNullable && isNamedByTrigger(name, of: table, onInsert: true))
            attribute.isReadOnly = isView || !generated.isEmpty || identity == "a"
                || (attribute.textKind == .fullTextDocument && isNamedByTrigger(name, of: table, onInsert: false))
                // A type this module knows nothing of — an extension's (hstore, ltree, geometry),
                // a composite, a pseudo-type — is shown as its text and not edited.
                || (attribute.textKind == .other && ["U", "C", "X", "P", "Z"].contains(category))
            attribute.isPrimaryKey = primaryKeys[table]?.contains(name) ?? false
            attribute.isOrderable = row[14].text == "true"
            attribute.allowedValues = checkedValues[table]?[name]
                ?? (category == "E" ? labelsByType[row[10].text ?? ""] : nil)
            attributesByTable[table, default: []].append(attribute)
        }
        var entities: [Entity] = []
        for relation in relations {
            guard let name = relation[0].text else { continue }
            let isView = relation[1].text == "v" || relation[1].text == "m"
            var entity = Entity(
                name: name, kind: relation[1].text == "m" ? .materializedView : isView ? .view : .table, attributes: attributesByTable[name] ?? [],
                primaryKeyAttributeNames: isView ? [] : primaryKeys[name] ?? [], uniqueConstraints: uniques[name] ?? [])
            entity.partitionOf = relation[2].text
            // Relations of the first schema of the search path go by their names; those of the
            // others by `schema.name` (`?schema=public,inventory` gives `inventory.warehouses`).
            if let tableName = relation[4].text, tableName != name {
                entity.schema = relation[3].text
                entity.tableName = tableName
            }
            entities.append(entity)
        }
        // Views PostgreSQL writes through — auto-updatable (insert, update and delete: bits 8, 4
        // and 16 of pg_relation_is_updatable), of one table of this schema, showing its key
        // under the key's names — are edited like that table: its key, and its columns' types,
        // defaults, checks and read-only columns for theirs (a view column has no default of
        // its own; the table's applies to an insert through it).
        let updatable = try await connection.rows(SQLStatement(sql: """
            SELECT (CASE WHEN n.nspname = current_schema() THEN v.relname::text ELSE n.nspname || '.' || v.relname END), min((CASE WHEN tn.nspname = current_schema() THEN t.relname::text ELSE tn.nspname || '.' || t.relname END))
            FROM pg_class v JOIN pg_namespace n ON n.oid = v.relnamespace
            JOIN pg_depend d ON d.classid = 'pg_rewrite'::regclass AND d.refclassid = 'pg_class'::regclass
                AND d.objid IN (SELECT r.oid FROM pg_rewrite r WHERE r.ev_class = v.oid) AND d.refobjid <> v.oid
            JOIN pg_class t ON t.oid = d.refobjid AND t.relkind IN ('r', 'p') JOIN pg_namespace tn ON tn.oid = t.relnamespace
            WHERE n.nspname = ANY (current_schemas(false)) AND tn.nspname = ANY (current_schemas(false))
              AND v.relkind = 'v' AND pg_relation_is_updatable(v.oid, false) & 28 = 28
            GROUP BY 1 HAVING count(DISTINCT t.oid) = 1
            """, binds: []))
        for row in updatable {
            guard let viewName = row[0].text, let tableName = row[1].text,
                let viewIndex = entities.firstIndex(where: { $0.name == viewName }),
                let table = entities.first(where: { $0.name == tableName }), !table.primaryKeyAttributeNames.isEmpty,
                table.primaryKeyAttributeNames.allSatisfy({ key in entities[viewIndex].attributes.contains { $0.name == key } })
            else { continue }
            var view = entities[viewIndex]
            view.baseTable = table.name
            view.primaryKeyAttributeNames = table.primaryKeyAttributeNames
            view.uniqueConstraints = table.uniqueConstraints
            view.attributes = view.attributes.map { attribute in
                guard var same = table.attributes.first(where: { $0.name == attribute.name }) else { return attribute }
                same.declaredType = attribute.declaredType
                return same
            }
            entities[viewIndex] = view
        }
        return RelationshipInference.model(entities: entities, foreignKeys: foreignKeys)
    }

    /// Whether a trigger function's source assigns the row's `column`: `NEW.column :=` or
    /// `NEW.column =` (PL/pgSQL takes both), `new."column"` too. Reading it (`lower(NEW.title)`)
    /// is not filling it.
    static func assigns(_ column: String, in source: String) -> Bool {
        for target in ["new.\(column)", "new.\"\(column)\""] {
            var searchRange = source.startIndex..<source.endIndex
            while let found = source.range(of: target, range: searchRange) {
                let rest = source[found.upperBound...].drop { $0 == " " || $0 == "\t" || $0 == "\n" }
                let nextIsName = source[found.upperBound...].first.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false
                if !nextIsName && (rest.hasPrefix(":=") || (rest.hasPrefix("=") && !rest.hasPrefix("=="))) { return true }
                searchRange = found.upperBound..<source.endIndex
            }
        }
        return false
    }

    /// An attribute typed from the catalogue's type name (`int4`, `varchar`, `_text` for arrays),
    /// seen through domains, and its category (`A` array, `E` enum, `S` string, …).
    static func attribute(
        name: String, formattedType: String, typeName: String, category: String, typeModifier: Int,
        elementTypeName: String? = nil, elementCategory: String? = nil
    ) -> Attribute {
        var type = ValueType.text
        var range: ClosedRange<Int64>?
        var maximumLength: Int?
        var precision: Attribute.DecimalPrecision?
        var textKind = Attribute.TextKind.string
        switch typeName {
        case "int2": type = .integer; range = Int64(Int16.min)...Int64(Int16.max)
        case "int4": type = .integer; range = Int64(Int32.min)...Int64(Int32.max)
        case "int8": type = .integer
        case "float4", "float8": type = .double
        case "numeric":
            type = .decimal
            if typeModifier >= 4 {
                let packed = typeModifier - 4
                precision = .init(digits: (packed >> 16) & 0xFFFF, fractionDigits: packed & 0xFFFF)
            }
        case "bool": type = .boolean
        case "date": type = .date
        case "timestamp", "timestamptz": type = .timestamp
        case "uuid": type = .uuid
        case "json", "jsonb": type = .json
        case "bytea": type = .blob
        case "varchar", "bpchar":
            if typeModifier > 4 { maximumLength = typeModifier - 4 }
        case "tsvector": textKind = .fullTextDocument
        default:
            // text, name, citext are strings; money, arrays, enums, intervals, times, network
            // addresses, ranges… are shown as their text and matched as their kind says.
            switch category {
            case "S": textKind = .string
            case "E": textKind = .enumeration
            case "A":
                let element = elementTypeName.map {
                    attribute(name: name, formattedType: $0, typeName: $0, category: elementCategory ?? "", typeModifier: -1)
                }
                textKind = .array(element: element?.valueType ?? .text)
            default: textKind = .other
            }
        }
        return Attribute(
            name: name, valueType: type, declaredType: formattedType, maximumLength: maximumLength, integerRange: range,
            decimalPrecision: precision, textKind: textKind)
    }
}
