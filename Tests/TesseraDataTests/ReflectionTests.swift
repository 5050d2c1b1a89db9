import TesseraData
import TesseraSampleData
import TesseraTestSupport
import Testing

@Suite("Reflection", .heavy)
struct ReflectionTests {
    @Test("The sample schema: entities, attributes, keys, relationships, uniques, the view", arguments: TestEngine.available)
    func sampleSchema(engine: TestEngine) async throws {
        let database = try await engine.openSample()
        defer { Task { try? await database.close() } }
        let model = database.model
        #expect(Set(SampleDatabase.tableNames + ["customer_list"]).isSubset(of: Set(model.entities.map(\.name))))

        let film = try model.entity(named: "film")
        #expect(film.kind == .table)
        #expect(film.primaryKeyAttributeNames == ["film_id"])
        #expect(!film.isReadOnly)
        let title = try film.attribute(named: "title")
        #expect(title.valueType == .text)
        #expect(title.maximumLength == 255)
        #expect(!title.isNullable)
        #expect(title.isRequired)
        #expect(try film.attribute(named: "film_id").isDatabaseGenerated)
        #expect(try film.attribute(named: "film_id").isPrimaryKey)
        #expect(try film.attribute(named: "rental_rate").valueType == .decimal)
        #expect(try film.attribute(named: "rental_rate").decimalPrecision == .init(digits: 4, fractionDigits: 2))
        #expect(try film.attribute(named: "rental_rate").defaultValue != nil)
        #expect(try film.attribute(named: "length").valueType == .integer)
        #expect(try film.attribute(named: "description").isNullable)
        #expect(try film.attribute(named: "last_update").valueType == .timestamp)
        #expect(try model.entity(named: "customer").attribute(named: "create_date").valueType == .date)
        #expect(try model.entity(named: "customer").attribute(named: "active").valueType == .boolean)
        #expect(try model.entity(named: "film").attribute(named: "rental_duration").valueType == .integer)
        if engine == .postgres {
            #expect(try film.attribute(named: "length").integerRange == -32768...32767)
        }

        let language = try film.relationship(named: "language")
        #expect(language.kind == .toOne)
        #expect(language.destinationEntity == "language")
        #expect(language.joins == [.init(sourceAttribute: "language_id", destinationAttribute: "language_id")])
        #expect(try film.relationship(named: "original_language").destinationEntity == "language")
        let actors = try film.relationship(named: "actor")
        #expect(actors.kind == .manyToMany)
        #expect(actors.joinEntity == "film_actor")
        #expect(try film.relationship(named: "category").kind == .manyToMany)
        #expect(try film.relationship(named: "inventory").kind == .toMany)
        let languageEntity = try model.entity(named: "language")
        #expect(try languageEntity.relationship(named: "film").kind == .toMany)
        #expect(try languageEntity.relationship(named: "film_by_original_language_id").joins
            == [.init(sourceAttribute: "language_id", destinationAttribute: "original_language_id")])
        #expect(try model.entity(named: "actor").relationship(named: "film").kind == .manyToMany)

        let filmActor = try model.entity(named: "film_actor")
        #expect(filmActor.primaryKeyAttributeNames == ["actor_id", "film_id"])
        #expect(try model.entity(named: "category").uniqueConstraints.map(\.attributeNames) == [["name"]])
        #expect(try model.entity(named: "customer").uniqueConstraints.map(\.attributeNames) == [["email"]])

        let view = try model.entity(named: "customer_list")
        #expect(view.kind == .view)
        #expect(view.isReadOnly)
        #expect(view.attributes.map(\.name) == ["id", "name", "address", "zip_code", "phone", "city", "country", "sid"])
    }

    @Test("An awkward schema: composite keys, no key, reserved words, spaces, quotes, unicode, views, every type", arguments: TestEngine.available)
    func awkwardSchema(engine: TestEngine) async throws {
        let database = try await engine.database(sqlite: AwkwardSchema.sqlite, postgres: AwkwardSchema.postgres)
        defer { Task { try? await database.close() } }
        let model = database.model

        let order = try model.entity(named: "order")
        #expect(order.primaryKeyAttributeNames == ["select", "group"])
        #expect(try order.attribute(named: "first name").maximumLength == 10)
        #expect(try order.attribute(named: "naïve café").valueType == .text)
        let lines = try order.relationship(named: "line item")
        #expect(lines.kind == .toMany)
        #expect(lines.joins.count == 2)
        let item = try model.entity(named: "line item")
        #expect(try item.relationship(named: "order").joins
            == [.init(sourceAttribute: "order select", destinationAttribute: "select"), .init(sourceAttribute: "order group", destinationAttribute: "group")])
        #expect(try item.attribute(named: "id").isDatabaseGenerated)

        let log = try model.entity(named: "log")
        #expect(log.primaryKeyAttributeNames.isEmpty)
        #expect(log.isReadOnly)
        let view = try model.entity(named: "big orders")
        // PostgreSQL writes through a view of one table that shows its key; SQLite through none.
        #expect(view.kind == .view)
        #expect(view.isReadOnly == (engine == .sqlite))
        #expect(view.baseTable == (engine == .sqlite ? nil : "order"))
        #expect(view.attributes.map(\.name) == ["select", "group", "first name", "naïve café"])

        let weird = try model.entity(named: "weird\"quote")
        #expect(weird.primaryKeyAttributeNames == ["a\"b"])
        #expect(weird.uniqueConstraints.map(\.attributeNames) == [["😀"]])
        // The key column is called like its table, so the relationship takes the next free name.
        #expect(try model.entity(named: "child").relationship(named: "parent_by_parent").destinationEntity == "parent")

        let types = try model.entity(named: "affinities")
        func type(_ name: String) throws -> ValueType { try types.attribute(named: name).valueType }
        #expect(try type("t") == .text)
        #expect(try type("vc") == .text && types.attribute(named: "vc").maximumLength == 5)
        #expect(try type("i") == .integer)
        #expect(try type("n") == .decimal)
        #expect(try type("flag") == .boolean)
        #expect(try type("d") == .date)
        #expect(try type("ts") == .timestamp)
        #expect(try type("u") == .uuid)
        #expect(try type("j") == .json)
        #expect(try type("b") == .blob)
        #expect(try type("r") == .double)
        #expect(try types.attribute(named: "generated_total").isReadOnly)
        if engine == .sqlite {
            #expect(try type("untyped") == .text)
            #expect(try type("dec") == .decimal && types.attribute(named: "dec").decimalPrecision == .init(digits: 10, fractionDigits: 2))
            #expect(try type("big") == .integer)
            #expect(try type("ch") == .text && types.attribute(named: "ch").maximumLength == 3)
            #expect(try type("dbl") == .double && type("fl") == .double)
            #expect(try type("cl") == .text)
        } else {
            #expect(try type("bi") == .integer && types.attribute(named: "bi").integerRange == nil)
            #expect(try type("si") == .integer && types.attribute(named: "si").integerRange == -32768...32767)
            #expect(try type("tstz") == .timestamp)
            #expect(try type("jb") == .json)
            #expect(try type("arr") == .text)
            #expect(try type("f") == .double)
            #expect(try type("ch") == .text && types.attribute(named: "ch").maximumLength == 3)
        }

        // Every one of them reads back as a typed value.
        let row = try #require(try await database.fetch(FetchSpecification(entityName: "affinities")).rows.first)
        #expect(row["t"] == .text("x"))
        #expect(row["i"] == .integer(7))
        #expect(row["n"] == .decimal("12.25"))
        #expect(row["flag"] == .bool(true))
        #expect(row["d"] == .date("2024-02-29"))
        #expect(row["ts"] == .timestamp("2024-02-29 12:00:00"))
        #expect(row["u"] == .uuid("123e4567-e89b-12d3-a456-426614174000"))
        #expect(row["j"] == .json("{\"a\": 1}"))
        #expect(row["b"] == .blob(size: 4))
        #expect(row["generated_total"] == .integer(14))
        if engine == .postgres {
            #expect(row["tstz"] == .timestamp("2024-02-29 10:00:00+00"))
            #expect(row["arr"] == .text("{1,2,3}"))
            #expect(row["bi"] == .integer(9_000_000_000))
            #expect(row["r"] == .double(2.5))
        } else {
            #expect(row["untyped"] == .text("anything"))
            #expect(row["r"] == .double(1.5))
        }

        // Names with quotes, spaces and unicode work in fetches, sorts and qualifiers.
        let orders = try await database.fetch(FetchSpecification(
            entityName: "order", qualifier: Qualifier(#""naïve café" = 'crème' or "first name" is null"#),
            sortOrderings: [.descending("select")]))
        #expect(orders.rows.map { $0["select"] } == [.integer(20), .integer(1)])
        let quoted = try await database.fetch(FetchSpecification(entityName: "weird\"quote", qualifier: Qualifier(#""a""b" > 0 and "😀" like '%'"#)))
        #expect(quoted.rows.isEmpty)
        let viewRows = try await database.fetch(FetchSpecification(entityName: "big orders"))
        #expect(viewRows.rows.count == 1)
        let logPage = try await database.fetch(FetchSpecification(entityName: "log"))
        #expect(logPage.rows.isEmpty)
    }

    @Test("An unknown entity or attribute names the ones that exist")
    func unknownNames() async throws {
        let database = try await TestEngine.sqlite.openSample()
        defer { Task { try? await database.close() } }
        #expect { try database.model.entity(named: "flim") } throws: { error in
            (error as? DatabaseError)?.kind == .unknownEntity && "\(error)".contains("There is no table or view named 'flim'")
        }
        #expect { try database.model.entity(named: "Film") } throws: { "\(String(describing: $0))".contains("Did you mean 'film'") }
        #expect { try database.model.entity(named: "film").attribute(named: "titel") } throws: { "\(String(describing: $0))".contains("'title'") }
    }
}
