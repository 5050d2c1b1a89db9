import TesseraData

/// The rental store's tables, as DDL for each engine, in the order they are filled.
///
/// These statements are text of this module (no outside value is in them). Keys are
/// `INTEGER PRIMARY KEY` on SQLite (the rowid, assigned when not given) and identity columns on
/// PostgreSQL; the generator writes explicit keys and then moves PostgreSQL's sequences past them.
enum SampleSchema {
    struct Table {
        var name: String
        var key: String?
        var columns: [String]
        /// Column definitions after the key column, with `{BLOB}` for the binary type.
        var definition: String
    }

    static let tables: [Table] = [
        Table(name: "language", key: "language_id", columns: ["language_id", "name", "last_update"], definition: """
            name VARCHAR(20) NOT NULL,
            last_update TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP
            """),
        Table(name: "category", key: "category_id", columns: ["category_id", "name", "last_update"], definition: """
            name VARCHAR(25) NOT NULL UNIQUE,
            last_update TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP
            """),
        Table(name: "country", key: "country_id", columns: ["country_id", "country", "last_update"], definition: """
            country VARCHAR(50) NOT NULL,
            last_update TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP
            """),
        Table(name: "city", key: "city_id", columns: ["city_id", "city", "country_id", "last_update"], definition: """
            city VARCHAR(50) NOT NULL,
            country_id INTEGER NOT NULL REFERENCES country (country_id),
            last_update TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP
            """),
        Table(name: "address", key: "address_id",
              columns: ["address_id", "address", "address2", "district", "city_id", "postal_code", "phone", "last_update"], definition: """
            address VARCHAR(50) NOT NULL,
            address2 VARCHAR(50),
            district VARCHAR(20) NOT NULL,
            city_id INTEGER NOT NULL REFERENCES city (city_id),
            postal_code VARCHAR(10),
            phone VARCHAR(20) NOT NULL,
            last_update TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP
            """),
        Table(name: "store", key: "store_id", columns: ["store_id", "manager_staff_id", "address_id", "last_update"], definition: """
            manager_staff_id INTEGER REFERENCES staff (staff_id) DEFERRABLE INITIALLY DEFERRED,
            address_id INTEGER NOT NULL REFERENCES address (address_id),
            last_update TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP
            """),
        Table(name: "staff", key: "staff_id",
              columns: ["staff_id", "first_name", "last_name", "address_id", "email", "store_id", "active", "username", "picture", "last_update"],
              definition: """
            first_name VARCHAR(45) NOT NULL,
            last_name VARCHAR(45) NOT NULL,
            address_id INTEGER NOT NULL REFERENCES address (address_id),
            email VARCHAR(50),
            store_id INTEGER NOT NULL REFERENCES store (store_id),
            active BOOLEAN NOT NULL DEFAULT TRUE,
            username VARCHAR(16) NOT NULL,
            picture {BLOB},
            last_update TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP
            """),
        Table(name: "actor", key: "actor_id", columns: ["actor_id", "first_name", "last_name", "last_update"], definition: """
            first_name VARCHAR(45) NOT NULL,
            last_name VARCHAR(45) NOT NULL,
            last_update TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP
            """),
        Table(name: "film", key: "film_id",
              columns: ["film_id", "title", "description", "release_year", "language_id", "original_language_id", "rental_duration",
                        "rental_rate", "length", "replacement_cost", "rating", "special_features", "last_update"],
              definition: """
            title VARCHAR(255) NOT NULL,
            description TEXT,
            release_year INTEGER CHECK (release_year BETWEEN 1901 AND 2155),
            language_id INTEGER NOT NULL REFERENCES language (language_id),
            original_language_id INTEGER REFERENCES language (language_id),
            rental_duration SMALLINT NOT NULL DEFAULT 3,
            rental_rate NUMERIC(4,2) NOT NULL DEFAULT 4.99,
            length SMALLINT CHECK (length > 0),
            replacement_cost NUMERIC(5,2) NOT NULL DEFAULT 19.99,
            rating VARCHAR(5) DEFAULT 'G' CHECK (rating IN ('G', 'PG', 'PG-13', 'R', 'NC-17')),
            special_features TEXT,
            last_update TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP
            """),
        Table(name: "film_actor", key: nil, columns: ["actor_id", "film_id", "last_update"], definition: """
            actor_id INTEGER NOT NULL REFERENCES actor (actor_id),
            film_id INTEGER NOT NULL REFERENCES film (film_id),
            last_update TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP,
            PRIMARY KEY (actor_id, film_id)
            """),
        Table(name: "film_category", key: nil, columns: ["film_id", "category_id", "last_update"], definition: """
            film_id INTEGER NOT NULL REFERENCES film (film_id),
            category_id INTEGER NOT NULL REFERENCES category (category_id),
            last_update TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP,
            PRIMARY KEY (film_id, category_id)
            """),
        Table(name: "customer", key: "customer_id",
              columns: ["customer_id", "store_id", "first_name", "last_name", "email", "address_id", "active", "create_date", "last_update"],
              definition: """
            store_id INTEGER NOT NULL REFERENCES store (store_id),
            first_name VARCHAR(45) NOT NULL,
            last_name VARCHAR(45) NOT NULL,
            email VARCHAR(50) UNIQUE,
            address_id INTEGER NOT NULL REFERENCES address (address_id),
            active BOOLEAN NOT NULL DEFAULT TRUE,
            create_date DATE NOT NULL,
            last_update TIMESTAMP DEFAULT CURRENT_TIMESTAMP
            """),
        Table(name: "inventory", key: "inventory_id", columns: ["inventory_id", "film_id", "store_id", "last_update"], definition: """
            film_id INTEGER NOT NULL REFERENCES film (film_id),
            store_id INTEGER NOT NULL REFERENCES store (store_id),
            last_update TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP
            """),
        Table(name: "rental", key: "rental_id",
              columns: ["rental_id", "rental_date", "inventory_id", "customer_id", "return_date", "staff_id", "last_update"], definition: """
            rental_date TIMESTAMP NOT NULL,
            inventory_id INTEGER NOT NULL REFERENCES inventory (inventory_id),
            customer_id INTEGER NOT NULL REFERENCES customer (customer_id),
            return_date TIMESTAMP,
            staff_id INTEGER NOT NULL REFERENCES staff (staff_id),
            last_update TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP
            """),
        Table(name: "payment", key: "payment_id",
              columns: ["payment_id", "customer_id", "staff_id", "rental_id", "amount", "payment_date", "last_update"], definition: """
            customer_id INTEGER NOT NULL REFERENCES customer (customer_id),
            staff_id INTEGER NOT NULL REFERENCES staff (staff_id),
            rental_id INTEGER REFERENCES rental (rental_id),
            amount NUMERIC(5,2) NOT NULL CHECK (amount >= 0),
            payment_date TIMESTAMP NOT NULL,
            last_update TIMESTAMP DEFAULT CURRENT_TIMESTAMP
            """),
    ]

    /// `CREATE TABLE` for `table` on `engine`.
    static func createTable(_ table: Table, engine: Database.Engine) -> String {
        var sql = "CREATE TABLE " + table.name + " (\n"
        if let key = table.key {
            sql += "    " + key + (engine == .sqlite ? " INTEGER PRIMARY KEY" : " INTEGER GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY") + ",\n"
        }
        // Binary data: a blob on SQLite, a bytea on PostgreSQL (a staff member's picture).
        let definition = table.definition.replacingOccurrences(of: "{BLOB}", with: engine == .sqlite ? "BLOB" : "BYTEA")
        return sql + definition.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n") + "\n)"
    }

    /// Indexes for the lists and relationships the application shows, made after loading
    /// (building an index once is faster than keeping it up to date row by row).
    static let indexes: [String] = [
        "CREATE INDEX film_title ON film (title)",
        "CREATE INDEX film_language_id ON film (language_id)",
        "CREATE INDEX film_original_language_id ON film (original_language_id)",
        "CREATE INDEX film_actor_film_id ON film_actor (film_id)",
        "CREATE INDEX film_category_category_id ON film_category (category_id)",
        "CREATE INDEX actor_last_name ON actor (last_name)",
        "CREATE INDEX city_country_id ON city (country_id)",
        "CREATE INDEX address_city_id ON address (city_id)",
        "CREATE INDEX store_address_id ON store (address_id)",
        "CREATE INDEX staff_store_id ON staff (store_id)",
        "CREATE INDEX customer_last_name ON customer (last_name)",
        "CREATE INDEX customer_store_id ON customer (store_id)",
        "CREATE INDEX customer_address_id ON customer (address_id)",
        "CREATE INDEX inventory_film_id ON inventory (film_id)",
        "CREATE INDEX inventory_store_id ON inventory (store_id)",
        "CREATE INDEX rental_rental_date ON rental (rental_date)",
        "CREATE INDEX rental_inventory_id ON rental (inventory_id)",
        "CREATE INDEX rental_customer_id ON rental (customer_id)",
        "CREATE INDEX rental_staff_id ON rental (staff_id)",
        "CREATE INDEX payment_customer_id ON payment (customer_id)",
        "CREATE INDEX payment_rental_id ON payment (rental_id)",
        "CREATE INDEX payment_staff_id ON payment (staff_id)",
        "CREATE INDEX payment_payment_date ON payment (payment_date)",
    ]

    /// A view, so that the sample has one (read-only) entity of that kind.
    static let customerListView = """
        CREATE VIEW customer_list AS
        SELECT cu.customer_id AS id, cu.first_name || ' ' || cu.last_name AS name, a.address AS address,
               a.postal_code AS zip_code, a.phone AS phone, city.city AS city, country.country AS country,
               cu.store_id AS sid
        FROM customer cu
        JOIN address a ON cu.address_id = a.address_id
        JOIN city ON a.city_id = city.city_id
        JOIN country ON city.country_id = country.country_id
        """
}
