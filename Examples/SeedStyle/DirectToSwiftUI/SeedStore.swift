import Foundation
@_spi(Schema) import TesseraData

/// The example's database: a few customers and films of the DVD rental store Direct to
/// SwiftUI's README uses, made afresh in a file of its own.
public enum SeedStore {
    static let script = """
        CREATE TABLE customer (
            customer_id INTEGER PRIMARY KEY,
            first_name VARCHAR(45) NOT NULL,
            last_name VARCHAR(45) NOT NULL,
            email VARCHAR(50),
            active BOOLEAN NOT NULL DEFAULT TRUE
        );
        CREATE TABLE film (
            film_id INTEGER PRIMARY KEY,
            title VARCHAR(255) NOT NULL,
            description TEXT,
            rating VARCHAR(5) DEFAULT 'G' CHECK (rating IN ('G', 'PG', 'PG-13', 'R', 'NC-17')),
            rental_rate NUMERIC(4,2) NOT NULL DEFAULT 4.99,
            replacement_cost NUMERIC(5,2) NOT NULL DEFAULT 19.99
        );
        CREATE TABLE rental (
            rental_id INTEGER PRIMARY KEY,
            rental_date TIMESTAMP NOT NULL,
            film_id INTEGER NOT NULL REFERENCES film(film_id),
            customer_id INTEGER NOT NULL REFERENCES customer(customer_id)
        );
        INSERT INTO customer VALUES (1, 'Mary', 'Smith', 'mary.smith@example.org', TRUE);
        INSERT INTO customer VALUES (2, 'Patricia', 'Johnson', 'patricia.johnson@example.org', TRUE);
        INSERT INTO customer VALUES (3, 'Linda', 'Williams', NULL, FALSE);
        INSERT INTO film VALUES (1, 'Academy Dinosaur', 'An epic drama of a feminist and a mad scientist who must battle a teacher in the Canadian Rockies', 'PG', 0.99, 20.99);
        INSERT INTO film VALUES (2, 'Ace Goldfinger', 'An astounding epistle of a database administrator and an explorer who must find a car in ancient China', 'G', 4.99, 12.99);
        INSERT INTO film VALUES (3, 'Adaptation Holes', 'An astounding reflection of a lumberjack and a car who must sink a lumberjack in a baloon factory', 'NC-17', 2.99, 18.99);
        INSERT INTO film VALUES (4, 'Affair Prejudice', 'A fanciful documentary of a frisbee and a lumberjack who must chase a monkey in a shark tank', 'G', 2.99, 26.99);
        INSERT INTO rental VALUES (1, '2005-05-24 22:53:30', 1, 1);
        INSERT INTO rental VALUES (2, '2005-05-24 22:54:33', 3, 1);
        INSERT INTO rental VALUES (3, '2005-05-25 11:30:37', 2, 2);
        """

    /// The database, made in a new file under the temporary directory.
    public static func open() async throws -> Database {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("tessera-seed-style-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString).sqlite").path
        try await Database.runScript(script, at: path)
        return try await Database.open(path)
    }
}
