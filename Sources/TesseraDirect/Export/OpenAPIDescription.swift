import Foundation
import TesseraData
import TesseraRules

/// The OpenAPI 3.1 description of the application's data addresses, made from the model and the
/// rules as they are: `/openapi.json`.
///
/// It describes what a program can read — the entities (`/.json`), each visible entity's list
/// (`/e/ENTITY.json`, with its search, filter and order parameters), its rows
/// (`/e/ENTITY/KEY.json`), all of them as JSON lines (`?all=1`) and as CSV (`/e/ENTITY.csv`) —
/// with a schema for each entity's values: its shown columns, typed as the JSON carries them (a
/// decimal as a string of digits, binary data as its size) — and each saved query the person may
/// run (`/q/NAME.json`, `/q/NAME.csv`), with its parameters. What the rules hide is not in it.
struct OpenAPIDescription {
    let application: DirectApplication
    /// Whom it describes the application to: the entities and columns the rules show this user.
    var user: SignedInUser? = nil

    func document() throws -> String {
        var paths: [String: Any] = [
            "/.json": [
                "get": operation(
                    "The entities, with their row counts", schema: ["$ref": "#/components/schemas/Entities"], parameters: [])
            ]
        ]
        var schemas: [String: Any] = [
            "Count": object(["value": ["type": "integer"], "exact": ["type": "boolean"]]),
            // The values a page holds only a prefix of: for each column, its whole size in bytes
            // and where all of it is (null for a row of a view without a key).
            "Cut": [
                "type": "object",
                "additionalProperties": object(["bytes": ["type": "integer"], "whole": ["type": ["string", "null"]]]),
            ],
            "Facet": object([
                "column": ["type": "string"],
                "values": [
                    "type": "array",
                    "items": object(["value": ["type": ["integer", "string", "boolean", "number", "null", "object"]], "count": ["type": "integer"]]),
                ],
                "more": ["type": "boolean"],
                "error": ["type": ["string", "null"]],
            ]),
            "Entities": object([
                "entities": [
                    "type": "array",
                    "items": object([
                        "name": ["type": "string"], "kind": ["type": "string"],
                        "count": ["oneOf": [["$ref": "#/components/schemas/Count"], ["type": "null"]]],
                        "list": ["type": "string"],
                    ]),
                ]
            ]),
        ]
        let base = application.paths.basePath
        let query = application.context(task: .query, user: user)
        for name in query.visibleEntityNames {
            guard let entity = try? application.database.model.entity(named: name) else { continue }
            let list = application.context(task: .list, entity: entity, user: user)
            let columns = application.exportColumns(in: list).compactMap { entity.attributeIfPresent(named: $0.attributeName) }
            let inspect = application.context(task: .inspect, entity: entity, user: user)
            let recordColumns = application.exportColumns(in: inspect).compactMap { entity.attributeIfPresent(named: $0.attributeName) }
            // Unique: `order_item` and `orderItem` both make `OrderItem`.
            var schemaName = Self.schemaName(entity.name)
            if schemas[schemaName + "List"] != nil {
                var number = 2
                while schemas[schemaName + "_\(number)List"] != nil { number += 1 }
                schemaName += "_\(number)"
            }
            schemas[schemaName + "Values"] = object(Dictionary(uniqueKeysWithValues: columns.map { ($0.name, Self.schema(of: $0)) }))
            schemas[schemaName + "RecordValues"] = object(Dictionary(uniqueKeysWithValues: recordColumns.map { ($0.name, Self.schema(of: $0)) }))
            let key: [String: Any] = ["type": "array", "items": ["type": ["integer", "string", "boolean", "number", "null"]]]
            schemas[schemaName + "List"] = object([
                "entity": ["const": entity.name],
                "count": ["$ref": "#/components/schemas/Count"],
                "columns": ["type": "array", "items": ["type": "string"]],
                "rows": [
                    "type": "array",
                    // A row of a view without a key has no page of its own: its `self` is null.
                    "items": object(
                        [
                            "key": key, "self": ["type": entity.primaryKeyAttributeNames.isEmpty ? ["null"] : ["string"]],
                            "values": ["$ref": "#/components/schemas/\(schemaName)Values"],
                        ], optional: ["cut": ["$ref": "#/components/schemas/Cut"]]),
                ],
                "next": ["type": ["string", "null"]],
                "previous": ["type": ["string", "null"]],
                "facets": ["type": "array", "items": ["$ref": "#/components/schemas/Facet"]],
                "suggestedFacets": ["type": "array", "items": ["type": "string"]],
            ])
            schemas[schemaName + "Record"] = object(
                [
                    "entity": ["const": entity.name],
                    "key": key,
                    "values": ["$ref": "#/components/schemas/\(schemaName)RecordValues"],
                    "links": ["type": "object", "additionalProperties": ["type": "string"]],
                ], optional: ["cut": ["$ref": "#/components/schemas/Cut"]])
            let encoded = DirectPaths.encode(entity.name)
            let parameters = listParameters(columns)
            paths[base + "/e/\(encoded).json"] = [
                "get": operation(
                    "A page of \(entity.name) rows; with all=1, every row as JSON lines",
                    schema: ["$ref": "#/components/schemas/\(schemaName)List"],
                    parameters: parameters + facetParameter(columns) + [
                        parameter("page", "A page's cursor, from next or previous"),
                        [
                            "name": "size", "in": "query", "required": false,
                            "schema": ["type": "integer", "minimum": 1, "maximum": ListQuery.maximumPageSize],
                            "description": "Rows per page, 1 to \(ListQuery.maximumPageSize)",
                        ],
                        parameter("all", "1: every row, a JSON object a line (application/x-ndjson)"),
                    ])
            ]
            paths[base + "/e/\(encoded).csv"] = [
                "get": operation(
                    "Every \(entity.name) row the parameters find, as CSV", schema: nil, contentType: "text/csv",
                    parameters: parameters + [
                        parameter("formatted", "1: values as the pages format them"),
                        parameter("raw", "1: text as stored, even what a spreadsheet would run as a formula"),
                    ])
            ]
            // A view without a key has no row pages to describe.
            guard !entity.primaryKeyAttributeNames.isEmpty else { continue }
            paths[base + "/e/\(encoded)/{key}.json"] = [
                "get": operation(
                    "One \(entity.name) row, with the addresses of its related rows",
                    schema: ["$ref": "#/components/schemas/\(schemaName)Record"],
                    parameters: [["name": "key", "in": "path", "required": true, "schema": ["type": "string"], "description": "The row's key"]])
            ]
        }
        // Each saved query the person may run: its rows as JSON and CSV, its parameters typed.
        let savedQueries = application.savedQueries(for: user).filter { !$0.isWritable }
        // The SQL page's files, where the person may use it.
        let asksSQL = (try? application.sqlContext(user: user)) != nil && (try? application.sqlRestrictions(user: user)) != nil
        if asksSQL {
            let parameters: [[String: Any]] = [
                [
                    "name": "sql", "in": "query", "required": true, "schema": ["type": "string", "minLength": 1],
                    "description": "The query: one SELECT, WITH … SELECT or VALUES, read-only; each :name in it takes the parameter p.name",
                ]
            ]
            paths[base + "/sql.json"] = [
                "get": operation("The rows of a query of one's own (every row, as JSON)", schema: ["$ref": "#/components/schemas/QueryResult"], parameters: parameters)
            ]
            paths[base + "/sql.csv"] = [
                "get": operation("The rows of a query of one's own (every row, as CSV)", schema: nil, contentType: "text/csv", parameters: parameters)
            ]
        }
        if !savedQueries.isEmpty || asksSQL {
            schemas["QueryResult"] = object([
                "columns": ["type": "array", "items": ["type": "string"]],
                "rows": ["type": "array", "items": ["type": "array", "items": ["type": ["integer", "string", "boolean", "number", "null", "object"]]]],
            ])
        }
        for saved in savedQueries where !saved.isWritable {
            let fields = application.savedQueryFields(of: saved, values: [])
            let kept = application.queryParameters[saved.name].flatMap { $0.sql == saved.sql ? $0.uses : nil }
            let uses = kept ?? application.database.parameterUses(in: saved.sql)
            let parameters: [[String: Any]] = fields.map { field in
                // A count (`LIMIT :n`) must be given.
                let isRequired = field.type == .integer && field.column == nil && saved.parameterTypes[field.name] == nil && uses[field.name] == .count
                var schema: [String: Any]
                switch field.type {
                case .integer: schema = ["type": "integer"]
                case .double, .decimal: schema = ["type": "number"]
                case .boolean: schema = ["type": "boolean"]
                case .date: schema = ["type": "string", "format": "date"]
                default: schema = ["type": "string"]
                }
                if let allowed = field.allowedValues { schema = ["type": "string", "enum": allowed] }
                let compared = field.column.map { " (compared with \($0.table).\($0.column))" } ?? ""
                if isRequired { schema["minimum"] = 0 }
                return ["name": field.name, "in": "query", "required": isRequired, "schema": schema, "description": "The query's :\(field.name)\(compared)"]
            }
            let encoded = DirectPaths.encode(saved.name)
            let summary = saved.displayTitle + (saved.description.map { ": " + $0 } ?? "")
            paths[base + "/q/\(encoded).json"] = [
                "get": operation(summary + " (every row, as JSON)", schema: ["$ref": "#/components/schemas/QueryResult"], parameters: parameters)
            ]
            paths[base + "/q/\(encoded).csv"] = [
                "get": operation(summary + " (every row, as CSV)", schema: nil, contentType: "text/csv", parameters: parameters)
            ]
        }
        let document: [String: Any] = [
            "openapi": "3.1.0",
            "info": ["title": "Tessera data", "version": "1"],
            "paths": paths,
            "components": ["schemas": schemas],
        ]
        let data = try JSONSerialization.data(withJSONObject: document, options: [.sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }

    /// A name a schema can have: letters and digits, each word capitalised (`film_actor` is
    /// `FilmActor`), and unique enough for a model's tables.
    /// A component name for `entityName`'s schemas: its words in upper camel case, in the
    /// characters OpenAPI allows in a component's name (`^[a-zA-Z0-9._-]+$`); a character beyond
    /// ASCII is written as `_uXXXX` (`KundenÜbersicht` → `Kunden_u00DCbersicht`), so that names
    /// of tables in any language make a valid description.
    static func schemaName(_ entityName: String) -> String {
        let words = entityName.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
        var name = ""
        for word in words {
            var first = true
            for scalar in word.unicodeScalars {
                if scalar.isASCII {
                    let character = Character(scalar)
                    name += first ? character.uppercased() : String(character)
                } else {
                    name += "_u" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)
                }
                first = false
            }
        }
        return name.isEmpty ? "Entity" : name
    }

    /// A column's values as the JSON carries them.
    static func schema(of attribute: Attribute) -> [String: Any] {
        let type: Any
        var extra: [String: Any] = [:]
        switch attribute.valueType {
        case .integer: type = "integer"
        case .double: type = "number"
        case .boolean: type = "boolean"
        case .blob:
            return attribute.isNullable
                ? ["oneOf": [["type": "object", "properties": ["size": ["type": "integer"]], "required": ["size"]], ["type": "null"]]]
                : ["type": "object", "properties": ["size": ["type": "integer"]], "required": ["size"]]
        case .decimal:
            type = "string"
            // PostgreSQL's numeric also holds NaN and, since version 14, ±Infinity.
            extra["pattern"] = "^(-?[0-9]*\\.?[0-9]*|NaN|-?Infinity)$"
        case .text, .date, .timestamp, .uuid, .json:
            type = "string"
        }
        var schema: [String: Any] = ["type": attribute.isNullable ? [type, "null"] : type]
        schema.merge(extra) { $1 }
        return schema
    }

    /// An object of exactly `properties`, each required, and of `optional` ones that may be
    /// there.
    private func object(_ properties: [String: Any], optional: [String: Any] = [:]) -> [String: Any] {
        [
            "type": "object", "properties": properties.merging(optional) { required, _ in required },
            "required": properties.keys.sorted(), "additionalProperties": false,
        ]
    }

    private func parameter(_ name: String, _ description: String, type: String = "string") -> [String: Any] {
        ["name": name, "in": "query", "required": false, "schema": ["type": type], "description": description]
    }

    /// `facet`, naming the columns that can be counted by value (those that can be ordered):
    /// none for a list with no such column.
    private func facetParameter(_ columns: [Attribute]) -> [[String: Any]] {
        let names = columns.filter(application.database.isSortable).map(\.name)
        guard !names.isEmpty else { return [] }
        return [[
            "name": "facet", "in": "query", "required": false, "style": "form", "explode": true,
            "schema": ["type": "array", "maxItems": ListQuery.maximumFacets, "items": ["type": "string", "enum": names]],
            "description": "Columns to count by value (repeat the parameter for each): the facets",
        ]]
    }

    /// The parameters every list address takes: search, order, and each column's filters.
    private func listParameters(_ columns: [Attribute]) -> [[String: Any]] {
        var parameters = [
            parameter("q", "Words that some text column of each row holds"),
            parameter("sort", "Columns to order by, a '-' before one for descending: rating,-length"),
            parameter("where", "A condition in the qualifier language"),
        ]
        for column in columns where column.valueType != .blob {
            parameters.append(parameter("f.\(column.name)", "Rows whose \(column.name) holds (text) or equals this"))
            parameters.append(parameter("f.\(column.name).null", "1: rows whose \(column.name) is empty; 0: not empty"))
            parameters.append(parameter("f.\(column.name).in", "Rows whose \(column.name) is one of these, separated by commas"))
            parameters.append(parameter("f.\(column.name).eq", "Rows whose \(column.name) is exactly this (a facet's value)"))
            parameters.append(parameter("f.\(column.name).is", "Rows whose \(column.name) is exactly this (a filter's choice); empty is any"))
            if [.integer, .double, .decimal, .date, .timestamp].contains(column.valueType) {
                parameters.append(parameter("f.\(column.name).from", "Rows whose \(column.name) is this or more"))
                parameters.append(parameter("f.\(column.name).to", "Rows whose \(column.name) is this or less"))
            }
        }
        return parameters
    }

    private func operation(_ summary: String, schema: [String: Any]?, contentType: String = "application/json", parameters: [[String: Any]]) -> [String: Any] {
        var content: [String: Any] = [:]
        content[contentType] = schema.map { ["schema": $0] } ?? [:]
        return [
            "summary": summary,
            "parameters": parameters,
            "responses": [
                "200": ["description": summary, "content": content],
                "400": ["description": "A parameter that does not read"],
                "404": ["description": "No such table or row (or not shown)"],
            ],
        ]
    }
}

extension String {
    /// The string with zeros before it, to `width` characters.
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
