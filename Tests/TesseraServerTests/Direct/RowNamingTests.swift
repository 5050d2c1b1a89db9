import Foundation
@_spi(Schema) import TesseraData
import TesseraDirect
import TesseraServer
import TesseraTestSupport
import Testing

/// Rows are named as people name them, on schemas shaped like real ones: a music shop's (the
/// Chinook sample's tables, names and casing) and the sample rental store.
@Suite("Names of rows", .heavy)
struct RowNamingTests {
    static let musicShop = """
        CREATE TABLE Artist (ArtistId INTEGER PRIMARY KEY, Name NVARCHAR(120));
        CREATE TABLE Album (AlbumId INTEGER PRIMARY KEY, Title NVARCHAR(160) NOT NULL, ArtistId INTEGER NOT NULL REFERENCES Artist (ArtistId));
        CREATE TABLE Track (TrackId INTEGER PRIMARY KEY, Name NVARCHAR(200) NOT NULL, AlbumId INTEGER REFERENCES Album (AlbumId),
            Composer NVARCHAR(220), Milliseconds INTEGER NOT NULL, UnitPrice NUMERIC(10,2) NOT NULL);
        CREATE TABLE Employee (EmployeeId INTEGER PRIMARY KEY, LastName NVARCHAR(20) NOT NULL, FirstName NVARCHAR(20) NOT NULL,
            Title NVARCHAR(30), ReportsTo INTEGER REFERENCES Employee (EmployeeId), BirthDate DATETIME, HireDate DATETIME,
            Address NVARCHAR(70), City NVARCHAR(40), Phone NVARCHAR(24), Email NVARCHAR(60));
        CREATE TABLE Customer (CustomerId INTEGER PRIMARY KEY, FirstName NVARCHAR(40) NOT NULL, LastName NVARCHAR(20) NOT NULL,
            Company NVARCHAR(80), Address NVARCHAR(70), City NVARCHAR(40), Email NVARCHAR(60) NOT NULL,
            SupportRepId INTEGER REFERENCES Employee (EmployeeId));
        CREATE TABLE Invoice (InvoiceId INTEGER PRIMARY KEY, CustomerId INTEGER NOT NULL REFERENCES Customer (CustomerId),
            InvoiceDate DATETIME NOT NULL, BillingAddress NVARCHAR(70), BillingCity NVARCHAR(40), Total NUMERIC(10,2) NOT NULL);
        CREATE TABLE InvoiceLine (InvoiceLineId INTEGER PRIMARY KEY, InvoiceId INTEGER NOT NULL REFERENCES Invoice (InvoiceId),
            TrackId INTEGER NOT NULL REFERENCES Track (TrackId), UnitPrice NUMERIC(10,2) NOT NULL, Quantity INTEGER NOT NULL);
        INSERT INTO Artist VALUES (1, 'AC/DC');
        INSERT INTO Album VALUES (1, 'For Those About To Rock We Salute You', 1);
        INSERT INTO Track VALUES (1, 'For Those About To Rock (We Salute You)', 1, 'Angus Young, Malcolm Young, Brian Johnson', 343719, 0.99);
        INSERT INTO Employee VALUES (1, 'Adams', 'Andrew', 'General Manager', NULL, '1962-02-18 00:00:00', '2002-08-14 00:00:00',
            '11120 Jasper Ave NW', 'Edmonton', '+1 (780) 428-9482', 'andrew@chinookcorp.com');
        INSERT INTO Customer VALUES (1, 'Luís', 'Gonçalves', 'Embraer', 'Av. Brigadeiro Faria Lima, 2170', 'São José dos Campos', 'luisg@embraer.com.br', 1);
        INSERT INTO Invoice VALUES (98, 1, '2021-03-04 00:00:00', 'Av. Brigadeiro Faria Lima, 2170', 'São José dos Campos', 3.98),
            (121, 1, '2021-06-06 00:00:00', 'Av. Brigadeiro Faria Lima, 2170', 'São José dos Campos', 3.96);
        INSERT INTO InvoiceLine VALUES (112, 98, 1, 0.99, 1);
        """

    @Test func aMusicShopsRowsAreNamedAsPeopleNameThem() async throws {
        let location = try await TestEngine.sqlite.makeLocation()
        try await Database.runScript(Self.musicShop, at: location)
        let database = try await Database.open(location)
        defer { Task { try? await database.close() } }
        let model = database.model
        func naming(_ entity: String) throws -> String? { DisplayName.naming(of: try model.entity(named: entity))?.description }
        #expect(try naming("Employee") == "{FirstName} {LastName}", "a person by name, not by job title")
        #expect(try naming("Customer") == "{FirstName} {LastName}")
        #expect(try naming("Invoice") == "#{InvoiceId} · {InvoiceDate}", "by number and date, not by billing address")
        #expect(try naming("Album") == "Title")
        #expect(try naming("Track") == "Name")
        #expect(try naming("InvoiceLine") == nil)

        try await serve(DirectApplication(database: database)) { browser in
            let employee = try await browser.get("/e/Employee/1")
            #expect(employee.page.all("h1").first?.text == "Andrew Adams")
            #expect(employee.page.all("title").first?.text == "Andrew Adams · Employee · Tessera")
            let customer = try await browser.get("/e/Customer/1")
            #expect(customer.page.all("h1").first?.text == "Luís Gonçalves")
            // Its invoices are told apart by date (they share a billing address): an invoice is
            // its customer and its date, and under the customer, its date; its support rep is named.
            #expect(customer.page.link("2021-03-04 00:00:00") == "/e/Invoice/98")
            #expect(customer.page.link("2021-06-06 00:00:00") == "/e/Invoice/121")
            #expect(customer.page.link("Andrew Adams") == "/e/Employee/1")
            // A line of an invoice is its invoice and its track; under the invoice, its track.
            let invoice = try await browser.get("/e/Invoice/98")
            #expect(invoice.page.link("For Those About To Rock (We Salute You)") == "/e/InvoiceLine/112")
            #expect(invoice.page.all("h1").first?.text == "Luís Gonçalves · 2021-03-04 00:00:00")
            let line = try await browser.get("/e/InvoiceLine/112")
            #expect(line.page.all("h1").first?.text == "Luís Gonçalves · 2021-03-04 00:00:00 · For Those About To Rock (We Salute You)")
        }
    }

    @Test func theRentalStoresPeopleAndPaymentsHaveNames() async throws {
        let database = try await TestEngine.sqlite.sample()
        let model = database.model
        func naming(_ entity: String) throws -> String? { DisplayName.naming(of: try model.entity(named: entity))?.description }
        #expect(try naming("actor") == "{first_name} {last_name}", "not PHILLIPS, BERRY, BERRY")
        #expect(try naming("customer") == "{first_name} {last_name}")
        #expect(try naming("film") == "title")
        #expect(try naming("payment") == "#{payment_id} · {payment_date}")
        #expect(try naming("rental") == "#{rental_id} · {rental_date}")
        #expect(try naming("address") == "address")
        #expect(try naming("inventory") == nil, "last_update is bookkeeping, not the row's date")
    }

    @Test func aTemplateNamesByAttributesAndLeavesOutEmptyOnes() async throws {
        let location = try await TestEngine.sqlite.makeLocation()
        try await Database.runScript(Self.musicShop, at: location)
        let database = try await Database.open(location)
        defer { Task { try? await database.close() } }
        let customer = try database.model.entity(named: "Customer")
        func row(_ values: [String: DatabaseValue]) -> Row { Row(entity: customer, values: values) }
        let naming = RowNaming(template: "{FirstName} {LastName}")
        #expect(naming.attributeNames == ["FirstName", "LastName"])
        #expect(naming.description == "{FirstName} {LastName}")
        #expect(naming.name(of: row(["FirstName": "Ada", "LastName": "Lovelace"])) == "Ada Lovelace")
        #expect(naming.name(of: row(["FirstName": .null, "LastName": "Lovelace"])) == "Lovelace")
        #expect(naming.name(of: row(["FirstName": "Ada", "LastName": ""])) == "Ada")
        #expect(naming.name(of: row(["FirstName": .null, "LastName": .null])) == nil)
        let numbered = RowNaming(template: "#{CustomerId} · {Email}")
        #expect(numbered.name(of: row(["CustomerId": 98, "Email": "a@b.c"])) == "#98 · a@b.c")
        #expect(numbered.name(of: row(["CustomerId": 98, "Email": .null])) == "#98")
        #expect(RowNaming(template: "{Company} ({City})").name(of: row(["Company": "Embraer", "City": .null])) == "Embraer")
        #expect(RowNaming(template: "{Company} ({City})").name(of: row(["Company": "Embraer", "City": "Rio"])) == "Embraer (Rio)")
        #expect(RowNaming(template: "Email").attributeNames == ["Email"])

        // A name with dots follows links: the row's related rows, fetched with it.
        let linked = RowNaming(template: "{rep.FirstName} {rep.LastName} · {Email}")
        #expect(linked.attributeNames == ["Email"])
        #expect(linked.relationshipPaths == [["rep"]])
        #expect(linked.followsRelationships)
        #expect(linked.description == "{rep.FirstName} {rep.LastName} · {Email}")
        let employee = try database.model.entity(named: "Employee")
        var served = row(["Email": "luisg@embraer.com.br"])
        #expect(linked.name(of: served) == "luisg@embraer.com.br", "without its related rows, the rest")
        served.related["rep"] = [Row(entity: employee, values: ["FirstName": "Jane", "LastName": "Peacock"])]
        #expect(linked.name(of: served) == "Jane Peacock · luisg@embraer.com.br")
        #expect(RowNaming(template: "{a..b} {.c}").relationshipPaths.isEmpty, "empty steps are no path")
    }
}
