import Foundation
import TesseraData
import TesseraDirect
import TesseraRules
import TesseraSampleData
import Testing
import TesseraTestSupport

/// The sample rental store at scale 1, made once for every test of this target.
enum SampleStore {
    static let database: Task<Database, any Error> = Task {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-direct-tests-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("rental.sqlite").path
        _ = try await SampleDatabase.generate(at: path, scale: 1, replace: true)
        return try await Database.open(path)
    }
}

@Suite("Display names", .heavy)
struct DisplayNameTests {
    @Test(arguments: [
        ("rental_rate", "Rental rate"), ("lastName", "Last name"), ("film_id", "Film"), ("id", "ID"),
        ("film_actor", "Film actor"), ("URL", "URL"), ("release year", "Release year"), ("special_features", "Special features"),
    ])
    func madeForPeople(_ identifier: String, _ expected: String) {
        #expect(DisplayName.forIdentifier(identifier) == expected)
    }
}

@Suite("The Direct application's keys", .heavy)
struct DirectKeyTests {
    func context(entity name: String, task: DirectTask = .list, propertyKey: String = "", model rules: RuleModel = RuleModel()) async throws -> RuleContext {
        let database = try await SampleStore.database.value
        var context = RuleContext(model: rules)
        context.model = database.model
        context.entity = try database.model.entity(named: name)
        context.task = task
        context.propertyKey = propertyKey
        return context
    }

    @Test func defaultsFollowTheModel() async throws {
        let film = try await context(entity: "film")
        #expect(film.displayNameForEntity == "Film")
        #expect(film.displayPropertyKeys.first == "film_id")
        #expect(film.displayPropertyKeys.contains("title"))
        #expect(film.page == "QueryList")
        #expect(film.title == "Film")
        #expect(!film.isEntityReadOnly)
        #expect(film.visibleEntityNames.contains("rental"))
        #expect(film.visibleEntityNames == film.visibleEntityNames.sorted())
    }

    @Test func componentsFollowTheTaskAndTheType() async throws {
        let cases: [(task: DirectTask, property: String, component: String)] = [
            ("list", "title", "DisplayString"),
            ("edit", "title", "EditString"),
            ("edit", "rental_rate", "EditNumber"),
            ("inspect", "last_update", "DisplayTimestamp"),
            ("inspect", "language", "DisplayToOne"),
            ("edit", "language", "EditToOne"),
            ("inspect", "actor", "DisplayToMany"),
        ]
        for (task, property, component) in cases {
            let context = try await context(entity: "film", task: task, propertyKey: property)
            #expect(context.component.name == component, "\(task) \(property)")
            // The edit form takes fields from the editors only.
            #expect(context.component.edits == (task == "edit"), "\(task) \(property)")
        }
        #expect(!DirectView("EditWhatever").edits, "a name the look does not know edits nothing")
        #expect(!DirectView("Display").edits)
        let label = try await context(entity: "film", propertyKey: "rental_rate")
        #expect(label.displayNameForProperty == "Rental rate")
        #expect(label.attribute?.valueType == .decimal)
    }

    /// `last_update … DEFAULT CURRENT_TIMESTAMP`: the database's to keep, shown on a form, not
    /// typed — unless a rule names an editor for it.
    @Test func aTimestampTheDatabaseKeepsIsShownNotEdited() async throws {
        let shown = try await context(entity: "film", task: "edit", propertyKey: "last_update")
        #expect(shown.component.name == "DisplayTimestamp")
        #expect(!shown.component.edits)
        let rules = RuleModel()
        try rules.loadRules(text: "propertyKey = 'last_update' => component = 'EditTimestamp'", fileName: "t.rules", registry: DirectRuleKeys.registry)
        #expect(try await context(entity: "film", task: "edit", propertyKey: "last_update", model: rules).component.name == "EditTimestamp")
        // A timestamp of the row's own (a rental's date) is typed as ever.
        #expect(try await context(entity: "rental", task: "edit", propertyKey: "rental_date").component.name == "EditTimestamp")
        let named = Attribute(name: "updated_at", valueType: .timestamp, declaredType: "timestamptz", isNullable: false, defaultValue: "now()")
        #expect(named.isMaintainedTimestamp)
        let typed = Attribute(name: "updated_at", valueType: .timestamp, declaredType: "timestamptz", isNullable: false, defaultValue: "'2020-01-01'")
        #expect(!typed.isMaintainedTimestamp)
    }

    @Test func readOnlyWhereTheDatabaseGivesNoKeyOrTheApplicationSaysSo() async throws {
        let database = try await SampleStore.database.value
        var context = try await self.context(entity: "film")
        context.readOnly = true
        #expect(context.isEntityReadOnly)
        if let view = database.model.entities.first(where: { $0.kind == .view }) {
            var viewContext = try await self.context(entity: view.name)
            viewContext.readOnly = false
            #expect(viewContext.isEntityReadOnly)
        }
    }

    @Test func rulesInSwiftOverrideTheDefaults() async throws {
        let rules = RuleModel {
            \.propertyKey == "rental_rate" => \.formatter <= "currency"
            \.propertyKey == "rental_rate" => \.displayNameForProperty <= "Price"
            \.task == "list" && \.entity == (nil as Entity?) => \.look <= "never"
        }
        let context = try await context(entity: "film", propertyKey: "rental_rate", model: rules)
        #expect(context.formatter == "currency")
        #expect(context.displayNameForProperty == "Price")
        #expect(context.look == "basic")
    }

    @Test func rulesInFilesReachIntoTheModel() async throws {
        let rules = RuleModel()
        let count = try rules.loadRules(
            text: """
                entity.name = 'film' and task = 'list' => displayPropertyKeys = ['title', 'release_year', 'rating']
                entity = 'film' and propertyKey = 'rental_rate' => formatter = 'currency' ; priority 10
                attribute.valueType = 'timestamp' and task = 'inspect' => component = 'DisplayRelativeDate'
                entity.isReadOnly = false and propertyKey = 'title' => displayNameForProperty = 'Film title'
                """,
            fileName: "app.rules",
            registry: DirectRuleKeys.registry
        )
        #expect(count == 4)
        #expect(try await context(entity: "film", model: rules).displayPropertyKeys == ["title", "release_year", "rating"])
        #expect(try await context(entity: "actor", model: rules).displayPropertyKeys.contains("first_name"))
        #expect(try await context(entity: "film", propertyKey: "rental_rate", model: rules).formatter == "currency")
        #expect(try await context(entity: "film", task: "inspect", propertyKey: "last_update", model: rules).component == "DisplayRelativeDate")
        #expect(try await context(entity: "film", propertyKey: "title", model: rules).displayNameForProperty == "Film title")
    }

    @Test func filesNamingUnknownKeysAreRefused() {
        let check = RuleFile.check(text: "entity.name = 'film' => compnent = 'X'\n", fileName: "typo.rules", registry: DirectRuleKeys.registry)
        #expect(!check.isValid)
        #expect(check.diagnostics.first?.description.contains("typo.rules:1:") == true)
    }
}

@Test func theExampleRulesFileLoads() async throws {
    let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Examples/rental.rules").standardized.path
    let rules = RuleModel()
    #expect(try rules.loadRules(contentsOfFile: path, registry: DirectRuleKeys.registry) == 13)
    let database = try await SampleStore.database.value
    var context = RuleContext(model: rules)
    context.entity = try database.model.entity(named: "film")
    context.task = "list"
    #expect(context.displayPropertyKeys == ["title", "release_year", "rating"])
    context.propertyKey = "rental_rate"
    #expect(context.displayNameForProperty == "Price per rental")
    #expect(context.formatter == "currency")
    // A customer's form in groups; the day they joined read-only once they exist.
    var customer = RuleContext(model: rules)
    customer.entity = try database.model.entity(named: "customer")
    customer.task = "edit"
    #expect(customer.fieldsets.map(\.title) == ["Name", "Contact", "Account"])
    #expect(customer.fieldsets.last?.isCollapsed == true && customer.fieldsets.last?.columns == 3)
    #expect(customer.readOnlyPropertyKeys.isEmpty)
    customer.object = try await database.row(of: "customer", key: RowKey([.integer(1)]))
    #expect(customer.readOnlyPropertyKeys == ["create_date"])
    #expect(customer.inlineRelationships == ["payment"])
    customer.propertyKey = "email"
    #expect(customer.propertyPlaceholder == "name@example.com")
}
