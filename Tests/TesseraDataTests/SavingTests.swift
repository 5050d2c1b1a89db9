import TesseraData
import TesseraTestSupport
import Testing

@Suite("Saving, validation, constraints and optimistic locking", .heavy)
struct SavingTests {
    static let sqlite = """
        CREATE TABLE team (id INTEGER PRIMARY KEY, name VARCHAR(20) NOT NULL UNIQUE, budget NUMERIC(6,2) CHECK (budget >= 0));
        CREATE TABLE member (
            id INTEGER PRIMARY KEY,
            team_id INTEGER NOT NULL REFERENCES team (id),
            email VARCHAR(30) UNIQUE,
            age INTEGER CONSTRAINT member_age_check CHECK (age >= 16),
            joined DATE,
            active BOOLEAN NOT NULL DEFAULT 1,
            note TEXT
        );
        CREATE TABLE log (message TEXT);
        CREATE VIEW team_names AS SELECT name FROM team;
        INSERT INTO team (id, name, budget) VALUES (1, 'Red', 100.50), (2, 'Blue', 0);
        """
    static let postgres = """
        CREATE TABLE team (id serial PRIMARY KEY, name varchar(20) NOT NULL UNIQUE, budget numeric(6,2) CHECK (budget >= 0), size smallint);
        CREATE TABLE member (
            id serial PRIMARY KEY,
            team_id integer NOT NULL REFERENCES team (id),
            email varchar(30) UNIQUE,
            age integer CONSTRAINT member_age_check CHECK (age >= 16),
            joined date,
            active boolean NOT NULL DEFAULT true,
            note text
        );
        CREATE TABLE log (message text);
        CREATE VIEW team_names AS SELECT name FROM team;
        INSERT INTO team (id, name, budget) VALUES (1, 'Red', 100.50), (2, 'Blue', 0);
        SELECT setval(pg_get_serial_sequence('team', 'id'), 10);
        """

    func database(_ engine: TestEngine) async throws -> Database {
        try await engine.database(sqlite: Self.sqlite, postgres: Self.postgres)
    }

    func memberCount(_ database: Database) async throws -> Int {
        try await database.count(FetchSpecification(entityName: "member")).value
    }

    @Test("Insert, update and delete, with generated keys and defaults", arguments: TestEngine.available)
    func insertUpdateDelete(engine: TestEngine) async throws {
        let database = try await database(engine)
        defer { Task { try? await database.close() } }
        let ann = try await database.insert(into: "member", values: ["team_id": 1, "email": "ann@example.com", "age": 30, "joined": .date("2024-02-29")])
        #expect(ann["id"] != .null)
        #expect(ann["active"] == .bool(true))
        #expect(ann["joined"] == .date("2024-02-29"))
        #expect(ann["note"] == .null)

        let updated = try await database.update(ann, changes: ["age": 31, "note": "captain", "active": false])
        #expect(updated["age"] == .integer(31))
        #expect(updated["note"] == .text("captain"))
        #expect(updated["active"] == .bool(false))
        #expect(try await database.row(of: "member", key: ann.primaryKey) == updated)

        // From a form: strings parsed per attribute.
        let values = try database.values(of: "member", fromForm: ["team_id": "2", "email": "", "age": " 17 ", "joined": "2001-01-01", "csrf": "x"])
        #expect(values == ["team_id": 2, "email": nil, "age": 17, "joined": .date("2001-01-01")])
        let bob = try await database.insert(into: "member", values: values)
        #expect(try await memberCount(database) == 2)

        try await database.delete(updated)
        #expect(try await database.row(of: "member", key: ann.primaryKey) == nil)
        #expect(try await memberCount(database) == 1)

        // A transaction keeps all of its writes, or none.
        await #expect(throws: ValidationError.self) {
            try await database.transaction { transaction in
                try await transaction.insert(into: "member", values: ["team_id": 1, "age": 40])
                try await transaction.insert(into: "member", values: ["team_id": 1, "age": 3])
            }
        }
        #expect(try await memberCount(database) == 1)
        let both = try await database.transaction { transaction in
            let team = try await transaction.insert(into: "team", values: ["name": "Green"])
            return try await transaction.update(bob, changes: ["team_id": team["id"]])
        }
        #expect(both["team_id"] != .integer(2))
    }

    @Test("Each validation failure has a per-field message, and the database is not touched", arguments: TestEngine.available)
    func validation(engine: TestEngine) async throws {
        let database = try await database(engine)
        defer { Task { try? await database.close() } }
        func failure(_ values: [String: DatabaseValue], in entity: String = "member") async -> ValidationError? {
            do {
                _ = try await database.insert(into: entity, values: values)
                return nil
            } catch {
                return error as? ValidationError
            }
        }
        #expect(await failure([:])?.fieldErrors == ["team_id": ["required"]])
        #expect(await failure(["team_id": nil])?.fieldErrors == ["team_id": ["required"]])
        #expect(await failure(["team_id": "one"])?.fieldErrors == ["team_id": ["must be a whole number"]])
        #expect(await failure(["team_id": 1, "age": 1.5])?.fieldErrors == ["age": ["must be a whole number, without a decimal point"]])
        #expect(await failure(["team_id": 1, "email": .text(String(repeating: "x", count: 31))])?.fieldErrors
            == ["email": ["at most 30 characters (this is 31)"]])
        #expect(await failure(["team_id": 1, "joined": "2023-02-29"])?.fieldErrors["joined"]?.first?.hasPrefix("must be a date") == true)
        #expect(await failure(["team_id": 1, "active": "perhaps"])?.fieldErrors == ["active": ["must be true or false"]])
        #expect(await failure(["name": "X", "budget": .decimal("10000")], in: "team")?.fieldErrors == ["budget": ["must be between -9999.99 and 9999.99"]])
        #expect(await failure(["name": "X", "budget": .decimal("1.234")], in: "team")?.fieldErrors == ["budget": ["at most 2 digits after the decimal point"]])
        #expect(await failure(["team_id": 1, "colour": "red"])?.formErrors == ["'colour' is not an attribute of member."])
        let several = await failure(["email": .text(String(repeating: "é", count: 40)), "age": "x"])
        #expect(several.map { Set($0.fieldErrors.keys) } == ["team_id", "email", "age"])
        if engine == .postgres {
            #expect(await failure(["name": "X", "size": 40_000], in: "team")?.fieldErrors == ["size": ["must be between -32768 and 32767"]])
        }
        #expect(try await memberCount(database) == 0)

        // Form text: the messages a person reads.
        let member = try database.model.entity(named: "member")
        #expect(throws: FieldError("must be a whole number")) { try member.attribute(named: "age").parse("twelve") }
        #expect(throws: FieldError("at most 30 characters (this is 31)")) { try member.attribute(named: "email").parse(String(repeating: "a", count: 31)) }
        #expect { try database.values(of: "member", fromForm: ["age": "x", "joined": "yesterday"]) } throws: { error in
            (error as? ValidationError)?.fieldErrors.keys.sorted() == ["age", "joined"]
        }

        // Views and tables without a primary key are read-only.
        for entity in ["log", "team_names"] {
            await #expect { try await database.insert(into: entity, values: [:]) } throws: { ($0 as? DatabaseError)?.kind == .readOnlyEntity }
        }
    }

    @Test("Unique, foreign key and check constraints become per-field messages", arguments: TestEngine.available)
    func constraints(engine: TestEngine) async throws {
        let database = try await database(engine)
        defer { Task { try? await database.close() } }
        try await database.insert(into: "member", values: ["team_id": 1, "email": "ann@example.com", "age": 20])

        await #expect { try await database.insert(into: "member", values: ["team_id": 2, "email": "ann@example.com"]) } throws: { error in
            (error as? ValidationError)?.fieldErrors["email"]?.first?.contains("already used by another member row") == true
        }
        await #expect { try await database.insert(into: "team", values: ["name": "Red"]) } throws: { error in
            (error as? ValidationError)?.fieldErrors["name"]?.first?.contains("already used") == true
        }
        await #expect { try await database.insert(into: "member", values: ["team_id": 999]) } throws: { error in
            (error as? ValidationError)?.fieldErrors["team_id"]?.first?.contains("refers to no team row") == true
        }
        await #expect { try await database.insert(into: "member", values: ["team_id": 1, "age": 12]) } throws: { error in
            (error as? ValidationError)?.fieldErrors["age"]?.first?.contains("member_age_check") == true
        }
        await #expect { try await database.insert(into: "team", values: ["name": "Poor", "budget": .decimal("-1")]) } throws: { error in
            guard let error = error as? ValidationError else { return false }
            return error.fieldErrors["budget"] != nil || !error.formErrors.isEmpty
        }
        let red = try #require(try await database.row(of: "team", key: RowKey([1])))
        await #expect { try await database.delete(red) } throws: { error in
            (error as? ValidationError)?.formErrors.first?.contains("still used by member rows") == true
        }
        #expect(try await memberCount(database) == 1)
        #expect(try await database.row(of: "team", key: RowKey([1])) != nil)
    }

    @Test("An update or delete of a row changed since it was read is refused with both versions", arguments: TestEngine.available)
    func optimisticLocking(engine: TestEngine) async throws {
        let database = try await database(engine)
        defer { Task { try? await database.close() } }
        let original = try await database.insert(into: "member", values: ["team_id": 1, "email": "ann@example.com", "age": 20, "note": "first"])
        // Someone else saves first.
        let theirs = try await database.update(original, changes: ["age": 21])
        // Our edit, made on the row as we read it, is refused; nothing is lost.
        await #expect {
            try await database.update(original, changes: ["note": "mine"])
        } throws: { error in
            guard let conflict = error as? OptimisticLockingConflict else { return false }
            return conflict.original == original && conflict.current == theirs && conflict.changes == ["note": "mine"]
                && conflict.changedAttributeNames == ["age"] && conflict.description.contains("changed by someone else")
        }
        #expect(try await database.row(of: "member", key: original.primaryKey) == theirs)
        // Saving again on the current version works.
        let mine = try await database.update(theirs, changes: ["note": "mine"])
        #expect(mine["age"] == .integer(21) && mine["note"] == .text("mine"))
        // A delete of a stale row is refused too; a deleted row reports that it is gone.
        await #expect(throws: OptimisticLockingConflict.self) { try await database.delete(theirs) }
        try await database.delete(mine)
        await #expect { try await database.update(mine, changes: ["age": 30]) } throws: { error in
            (error as? OptimisticLockingConflict)?.current == nil && "\(error)".contains("deleted by someone else")
        }
        // NULLs as read are compared too.
        let nulls = try await database.insert(into: "member", values: ["team_id": 2])
        try await database.update(nulls, changes: ["note": "x"])
        await #expect(throws: OptimisticLockingConflict.self) { try await database.update(nulls, changes: ["age": 40]) }
    }

    @Test("A savepoint undoes its own writes, failing, and the transaction goes on", arguments: TestEngine.available)
    func savepointsUndoTheirOwnWritesOnly(_ engine: TestEngine) async throws {
        let database = try await database(engine)
        defer { Task { try? await database.close() } }
        let outcome = try await database.transaction { transaction in
            var refused: [String] = []
            for name in ["Green", "Red", "Gold"] {
                do {
                    try await transaction.savepoint {
                        _ = try await transaction.insert(into: "team", values: ["name": .text(name), "budget": 1])
                    }
                } catch let error as ValidationError {
                    // 'Red' is taken: the database refuses it, and on PostgreSQL the transaction
                    // goes on only because the savepoint was rolled back.
                    #expect(error.fieldErrors["name"] != nil, "\(error)")
                    refused.append(name)
                }
            }
            // A savepoint whose own work throws after writing: the write is undone.
            struct Undo: Error {}
            await #expect(throws: Undo.self) {
                try await transaction.savepoint {
                    _ = try await transaction.insert(into: "team", values: ["name": "Grey", "budget": 1])
                    throw Undo()
                }
            }
            return refused
        }
        #expect(outcome == ["Red"])
        let names = try await database.fetch(FetchSpecification(entityName: "team", sortOrderings: [.ascending("name")])).rows.map { $0["name"] }
        #expect(names == [.text("Blue"), .text("Gold"), .text("Green"), .text("Red")])
    }
}
