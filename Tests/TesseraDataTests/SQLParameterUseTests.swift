import TesseraData
import TesseraTestSupport
import Testing

/// What a query's text says it does with each parameter: the column it is compared with or set
/// to, or a count of rows — read from the words, on the sample store's model, on both engines.
@Suite("The uses of a query's parameters")
struct SQLParameterUseTests {
    @Test(arguments: TestEngine.available)
    func comparisonsWithColumnsTypeTheirParameters(_ engine: TestEngine) async throws {
        let database = try await engine.sample()
        let film = { (column: String) in SQLParameterUse.column(table: "film", column: column) }
        let cases: [(String, [String: SQLParameterUse])] = [
            ("SELECT * FROM film WHERE length > :minimum", ["minimum": film("length")]),
            ("SELECT * FROM film f WHERE f.length >= :a AND :b <= f.rental_rate", ["a": film("length"), "b": film("rental_rate")]),
            ("SELECT * FROM film AS f WHERE f.rating IN (:r1, :r2, 'G')", ["r1": film("rating"), "r2": film("rating")]),
            ("SELECT * FROM film WHERE release_year BETWEEN :from AND :to", ["from": film("release_year"), "to": film("release_year")]),
            ("SELECT * FROM film WHERE length NOT BETWEEN :low AND :high", ["low": film("length"), "high": film("length")]),
            ("SELECT * FROM film WHERE title LIKE :pattern LIMIT :n OFFSET :skip", ["pattern": film("title"), "n": .count, "skip": .count]),
            ("SELECT * FROM film WHERE title NOT LIKE :pattern", ["pattern": film("title")]),
            ("SELECT * FROM \"film\" WHERE \"length\" <> :l", ["l": film("length")]),
            ("SELECT * FROM film WHERE LENGTH != :l -- a comment with :nothing\n", ["l": film("length")]),
            ("/* :x = length */ SELECT * FROM film WHERE length = :y", ["y": film("length")]),
            // A join: the column by its table's alias; a column only one of the tables has by its name.
            (
                "SELECT r.rental_id FROM rental r JOIN inventory i ON i.inventory_id = r.inventory_id WHERE r.rental_date < :before AND store_id = :store",
                ["before": .column(table: "rental", column: "rental_date"), "store": .column(table: "inventory", column: "store_id")]
            ),
            // `last_update` is in both tables: no one column.
            ("SELECT * FROM rental r JOIN inventory i ON i.inventory_id = r.inventory_id WHERE last_update > :t", [:]),
            // Inside a string, a computed value, a function's argument: no use here.
            ("SELECT ':quoted', :a + 1, upper(:b) FROM film WHERE length = :c", ["c": film("length")]),
            ("SELECT * FROM film WHERE lower(title) = :t", [:]),
            // A table the model does not have, a column it does not have.
            ("SELECT * FROM nowhere WHERE x = :x", [:]),
            ("SELECT * FROM film WHERE no_such_column = :x", [:]),
            // Inserted: each value in its column's place; an expression takes none.
            (
                "INSERT INTO film (title, length, rental_rate) VALUES (:title, :minutes + 0, :rate), (:t2, 1, 2)",
                ["title": film("title"), "rate": film("rental_rate"), "t2": film("title")]
            ),
            ("INSERT OR REPLACE INTO main.film (film_id, title) VALUES (:id, upper(:title))", ["id": film("film_id")]),
            // Written to a column.
            ("UPDATE film SET rental_rate = :rate WHERE film_id = :id", ["rate": film("rental_rate"), "id": film("film_id")]),
            // A subquery's table, and the first use of a parameter used twice.
            (
                "SELECT * FROM customer WHERE customer_id IN (SELECT customer_id FROM payment WHERE amount > :amount) AND active = :active",
                ["amount": .column(table: "payment", column: "amount"), "active": .column(table: "customer", column: "active")]
            ),
            ("SELECT * FROM film WHERE length = :v OR title = :v", ["v": film("length")]),
        ]
        for (text, expected) in cases {
            #expect(database.parameterUses(in: text) == expected, "\(text)")
        }
    }

    /// Text that is no query — cut short, all symbols, unbalanced — gives what it can and never
    /// fails.
    @Test func oddTextGivesWhatItCan() async throws {
        let database = try await TestEngine.sqlite.sample()
        for text in ["", ":", ":a", "= :a", ":a =", "FROM", "FROM film WHERE", "SELECT * FROM film WHERE length = :", "'unterminated :a",
            "SELECT * FROM film f WHERE f. = :a", "IN (:a", String(repeating: "(", count: 10_000) + ":a", "BETWEEN :a AND", "LIMIT"]
        {
            _ = database.parameterUses(in: text)
        }
        #expect(database.parameterUses(in: "SELECT * FROM film WHERE length = :a").count == 1)
    }
}
