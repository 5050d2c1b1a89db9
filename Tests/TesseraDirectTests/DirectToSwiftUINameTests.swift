import Foundation
import Tessera
import TesseraData
import TesseraDirect
import TesseraRules
import Testing

/// Direct to SwiftUI's names for Tessera's values, one by one: what they stand for, and what they
/// refuse.
@Suite("Direct to SwiftUI's names")
struct DirectToSwiftUINameTests {
    /// A table `name` of `columns`, the first an integer key, the others text.
    static func entity(_ name: String, _ columns: [String]) -> Entity {
        let attributes = columns.enumerated().map { index, column in
            index == 0
                ? Attribute(name: column, valueType: .integer, declaredType: "INTEGER", isNullable: false, isPrimaryKey: true)
                : Attribute(name: column, valueType: .text, declaredType: "TEXT")
        }
        return Entity(name: name, kind: .table, attributes: attributes, primaryKeyAttributeNames: [columns[0]])
    }

    @Test func aRuleModelIsAnArrayLiteralOfRules() {
        let rules: RuleModel = [
            \.propertyKey == "description" && \.task == "edit" => \.component <= D2SEditLargeString(),
            (\.task == "list" => \.numberOfObjectsPerBatch <= 50).priority(5),
        ]
        #expect(rules.rules.count == 2)
        var context = RuleContext(model: rules)
        context.task = .edit
        context.propertyKey = "description"
        #expect(context.component == "EditLargeString")
        #expect(!context.component.isCustom)
        context.task = .list
        #expect(context.numberOfObjectsPerBatch == 50)
        let empty: RuleModel = []
        #expect(empty.rules.isEmpty)
    }

    @Test func entityNameNeedsNoQuestionMark() throws {
        let entity = Self.entity("customer", ["id"])
        let rules: RuleModel = [\.entity.name == "customer" => \.displayNameForEntity <= "Clients"]
        var context = RuleContext(model: rules)
        // Without an entity the name is "", which no rule about a table matches.
        #expect(context.entity.name == "")
        #expect(context.displayNameForEntity == "")
        context.entity = entity
        #expect(context.displayNameForEntity == "Clients")
    }

    @Test func lookViewNamesAreTheLooksNamesNotViewsOfYours() {
        let names: [(DirectView, String)] = [
            (DirectView(BasicLook.Page.Edit()), "Edit"), (DirectView(BasicLook.Page.Inspect()), "Inspect"),
            (DirectView(BasicLook.Page.QueryList()), "QueryList"), (DirectView(BasicLook.Page.List()), "QueryList"), (DirectView(BasicLook.Page.EntityList()), "EntityList"),
            (DirectView(D2SInspectPage()), "Inspect"), (DirectView(D2SEditPage()), "Edit"),
            (DirectView(D2SDisplayString()), "DisplayString"), (DirectView(D2SDisplayBool()), "DisplayBool"),
            (DirectView(D2SDisplayDate()), "DisplayDate"), (DirectView(D2SDisplayEmail()), "DisplayEmail"),
            (DirectView(D2SDisplayPassword()), "DisplayPassword"), (DirectView(D2SDisplayToOneTitle()), "DisplayToOneTitle"),
            (DirectView(D2SDisplayToOneSummary()), "DisplayToOneSummary"), (DirectView(D2SEditString()), "EditString"),
            (DirectView(D2SEditLargeString()), "EditLargeString"), (DirectView(D2SEditNumber()), "EditNumber"),
            (DirectView(D2SEditDate()), "EditDate"), (DirectView(D2SEditBool()), "EditBool"),
            (DirectView(D2SEditPassword()), "EditPassword"), (DirectView(D2SEditToOne()), "EditToOne"),
            (DirectView(DefaultLook.Property.Display.ToMany()), "DisplayToMany"),
        ]
        for (view, name) in names {
            #expect(view.name == name)
            #expect(!view.isCustom, "\(name) is the look's own")
        }
        // Every component name is one the rule check knows.
        let rules = RuleModel(names.filter { !["Edit", "Inspect", "QueryList", "EntityList"].contains($0.1) }.map { view, _ in
            Rule(qualifier: .always, assignment: RuleAssignment(key: AnyRuleKey(ComponentKey.self), source: .constant(view)),
                 origin: .file(name: "t", line: 1, column: 1))
        })
        #expect(RuleSchemaCheck.viewDiagnostics(for: rules.rules).isEmpty)
        // Editors edit; the displays do not.
        #expect(DirectView(D2SEditPassword()).edits && !DirectView(D2SDisplayPassword()).edits)
        // The page and component views are Tessera's.
        let page: D2SPageView = PageView()
        let component: D2SComponentView = ComponentView()
        _ = (page, component)
    }

    @Test func aFoundationFormatterFormatsWhatItTakes() {
        let currency = NumberFormatter()
        currency.numberStyle = .currency
        currency.currencyCode = "USD"
        currency.locale = Locale(identifier: "en_US")
        let formatter = DirectFormatter(currency)
        #expect(formatter.isCustom)
        #expect(formatter.name == "NumberFormatter")
        // Changed afterwards: the rule's copy is as it was.
        currency.currencyCode = "EUR"
        let formatters = DirectFormatters.standard
        func text(_ value: DatabaseValue, _ formatter: DirectFormatter) -> String? {
            formatters.text(of: value, formatter: formatter, locale: { Locale(identifier: "de_DE") })
        }
        #expect(text(.decimal("1234.50"), formatter) == "$1,234.50")
        #expect(text(.integer(3), formatter) == "$3.00")
        #expect(text(.decimal("1234567.25"), formatter) == "$1,234,567.25")
        // What a number formatter does not take shows as stored.
        #expect(text(.text("free"), formatter) == "free")
        #expect(text(.date("2021-03-04"), formatter) == "2021-03-04")

        let dates = DateFormatter()
        dates.dateFormat = "d MMM yyyy"
        dates.locale = Locale(identifier: "en_US_POSIX")
        dates.timeZone = TimeZone(identifier: "UTC")
        #expect(text(.date("2021-03-04"), DirectFormatter(dates)) == "4 Mar 2021")
        #expect(text(.timestamp("2021-03-04 23:30:00"), DirectFormatter(dates)) == "4 Mar 2021")
        #expect(text(.integer(5), DirectFormatter(dates)) == "5")

        // Handed to a rule as D2S does.
        let rules: RuleModel = [\.propertyKey == "amount" => \.formatter <= currency]
        var context = RuleContext(model: rules)
        context.propertyKey = "amount"
        #expect(context.formatter.map { text(.integer(2), $0) } == "€2.00")
    }

    @Test func formattersAreUsedFromManyThreadsAtOnce() async {
        let numbers = NumberFormatter()
        numbers.numberStyle = .decimal
        numbers.locale = Locale(identifier: "en_US")
        let formatter = DirectFormatter(numbers)
        let formatters = DirectFormatters.standard
        let texts = await withTaskGroup(of: Bool.self) { group in
            for index in 0..<200 {
                group.addTask {
                    formatters.text(of: .integer(Int64(index) * 1000), formatter: formatter, locale: { Locale(identifier: "en_US") })
                        == numbersText(index * 1000)
                }
            }
            return await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        #expect(texts.count == 200 && texts.allSatisfy { $0 })

        @Sendable func numbersText(_ value: Int) -> String {
            let check = NumberFormatter()
            check.numberStyle = .decimal
            check.locale = Locale(identifier: "en_US")
            return check.string(from: NSNumber(value: value)) ?? ""
        }
    }

    @Test func theObjectReadsMembersInCamelCaseAndNothingMissing() throws {
        let entity = Self.entity("customer", ["id", "first_name", "last_name", "email"])
        let row = Row(entity: entity, values: ["id": 1, "first_name": "MARY", "last_name": nil, "email": "mary@example.org"])
        let object = DirectObject(row)
        #expect(object.firstName == .text("MARY"))
        #expect("\(object.firstName ?? "-") \(object.lastName ?? "-")" == "MARY -")
        #expect(object.first_name?.string == "MARY")
        #expect(object.nickname == nil)
        #expect(object["email"] == .text("mary@example.org"))
        #expect(object.primaryKey == RowKey([.integer(1)]))
        #expect(DirectObject(nil).firstName == nil)

        // What the rules hide from the page reads nil.
        let rules: RuleModel = [\.entity.name == "customer" => \.hiddenPropertyKeys <= ["email"]]
        var context = RuleContext(model: rules)
        context.entity = entity
        context.object = row
        let seen = DirectObject(context: context)
        #expect(seen.email == nil && seen["email"] == nil)
        #expect(seen.firstName == .text("MARY"))
    }

    @Test func initialPropertyValuesReadFromAndWriteToRuleFiles() {
        let values: InitialPropertyValues = ["rating": "PG", "rental_duration": 3]
        #expect(values.values["rental_duration"] == .integer(3))
        #expect(values.ruleValue == .list([.string("rating=PG"), .string("rental_duration=3")]))
        let read = InitialPropertyValues(ruleValue: .list([.string("rating=PG"), .string("note=a=b"), .string("empty=")]))
        #expect(read?.values == ["rating": .text("PG"), "note": .text("a=b"), "empty": .text("")])
        #expect(InitialPropertyValues(ruleValue: .string("rating=PG")) == nil)
        #expect(InitialPropertyValues(ruleValue: .list([.string("=PG")])) == nil)
        #expect(InitialPropertyValues(ruleValue: .list([.string("rating")])) == nil)
        #expect(InitialPropertyValues(ruleValue: .list([.int(3)])) == nil)
    }

    @Test func permissionKeysFollowEachOtherByDefault() throws {
        let entity = Self.entity("payment", ["id"])
        var context = RuleContext(model: RuleModel())
        context.entity = entity
        #expect(!context.isEntityReadOnly && context.isObjectEditable && context.isObjectDeletable)
        let named: RuleModel = [.always => \.readOnlyEntityNames <= ["payment"]]
        var readOnly = RuleContext(model: named)
        readOnly.entity = entity
        #expect(readOnly.isEntityReadOnly && !readOnly.isObjectEditable && !readOnly.isObjectDeletable)
        let undeletable: RuleModel = [.always => \.isObjectDeletable <= false]
        var kept = RuleContext(model: undeletable)
        kept.entity = entity
        #expect(kept.isObjectEditable && !kept.isObjectDeletable)
        // The title in the bar follows the title.
        let titled: RuleModel = [.always => \.title <= "Payments"]
        #expect(RuleContext(model: titled).navigationBarTitle == "Payments")
        #expect(RuleContext(model: RuleModel()).displayStringForNil == "—")
    }
}
