/// Turns foreign keys into named relationships on both sides, and join tables into many-to-many
/// relationships, the same way for both engines.
enum RelationshipInference {
    static func model(entities: [Entity], foreignKeys: [ForeignKey]) -> Model {
        // The history of changes the application keeps is not a table of the model: no page
        // lists or edits it (its own pages read it).
        let entities = entities.filter { $0.name != Database.historyTableName }
        var byName = Dictionary(entities.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        // Keys to entities the model does not have (another schema) lead nowhere; drop them.
        // Sorted, so that names do not depend on the catalogue's order: of two keys to the same
        // table, `language_id` names its relationships before `original_language_id`.
        let keys = foreignKeys.filter { byName[$0.sourceEntity] != nil && byName[$0.destinationEntity] != nil }
            .sorted { ($0.sourceEntity, $0.sourceAttributes.joined(separator: "\u{1}")) < ($1.sourceEntity, $1.sourceAttributes.joined(separator: "\u{1}")) }
        var taken: [String: Set<String>] = byName.mapValues { Set($0.attributes.map(\.name)) }

        func claim(_ candidates: [String], on entity: String) -> String {
            var names = taken[entity, default: []]
            let chosen = candidates.first { !names.contains($0) } ?? {
                var index = 2
                while names.contains("\(candidates[0])_\(index)") { index += 1 }
                return "\(candidates[0])_\(index)"
            }()
            names.insert(chosen)
            taken[entity] = names
            return chosen
        }

        // Gathered, then given to each entity once: an entity indexes its relationships by name
        // whenever they change, and a table many others point at gets hundreds.
        var added: [String: [Relationship]] = [:]
        func add(_ relationship: Relationship) {
            added[relationship.sourceEntity, default: []].append(relationship)
        }

        for key in keys {
            let joins = zip(key.sourceAttributes, key.destinationAttributes).map {
                Relationship.Join(sourceAttribute: $0, destinationAttribute: $1)
            }
            var toOneCandidates: [String] = []
            if key.sourceAttributes.count == 1 {
                let column = key.sourceAttributes[0]
                for suffix in ["_id", "_ID", "Id", "ID", " id"] where column.hasSuffix(suffix) && column.count > suffix.count {
                    toOneCandidates.append(String(column.dropLast(suffix.count)))
                }
            }
            toOneCandidates.append(key.destinationEntity)
            toOneCandidates.append(key.destinationEntity + "_by_" + key.sourceAttributes.joined(separator: "_"))
            add(Relationship(
                name: claim(toOneCandidates, on: key.sourceEntity), kind: .toOne, sourceEntity: key.sourceEntity,
                destinationEntity: key.destinationEntity, joins: joins, deleteRule: key.onDelete))
            let inverseJoins = joins.map { Relationship.Join(sourceAttribute: $0.destinationAttribute, destinationAttribute: $0.sourceAttribute) }
            add(Relationship(
                name: claim([key.sourceEntity, key.sourceEntity + "_by_" + key.sourceAttributes.joined(separator: "_")], on: key.destinationEntity),
                kind: .toMany, sourceEntity: key.destinationEntity, destinationEntity: key.sourceEntity, joins: inverseJoins,
                deleteRule: key.onDelete))
        }

        // A join table: exactly two foreign keys whose columns together are its whole primary key.
        for entity in entities where entity.kind == .table {
            let own = keys.filter { $0.sourceEntity == entity.name }
            guard own.count == 2 else { continue }
            let keyColumns = Set(own.flatMap(\.sourceAttributes))
            guard !entity.primaryKeyAttributeNames.isEmpty, keyColumns == Set(entity.primaryKeyAttributeNames) else { continue }
            for (near, far) in [(own[0], own[1]), (own[1], own[0])] {
                let joins = zip(near.destinationAttributes, near.sourceAttributes).map {
                    Relationship.Join(sourceAttribute: $0, destinationAttribute: $1)
                }
                let destinationJoins = zip(far.sourceAttributes, far.destinationAttributes).map {
                    Relationship.Join(sourceAttribute: $0, destinationAttribute: $1)
                }
                add(Relationship(
                    name: claim([far.destinationEntity, far.destinationEntity + "_via_" + entity.name], on: near.destinationEntity),
                    kind: .manyToMany, sourceEntity: near.destinationEntity, destinationEntity: far.destinationEntity,
                    joins: joins, joinEntity: entity.name, destinationJoins: destinationJoins, deleteRule: near.onDelete))
            }
        }
        for (name, relationships) in added {
            byName[name]?.relationships += relationships
        }
        return Model(entities: Array(byName.values))
    }
}
