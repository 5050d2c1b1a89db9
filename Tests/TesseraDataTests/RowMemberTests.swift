import Foundation
import TesseraData
import TesseraTestSupport
import Testing

@Suite("Rows read as members, values as Swift types", .heavy)
struct RowMemberTests {
    @Test func aColumnReadsAsAMemberByItsNameOrInCamelCase() async throws {
        let database = try await TestEngine.sqlite.sample()
        let customer = try #require(try await database.fetch(FetchSpecification(entityName: "customer", pageSize: 1)).rows.first)
        #expect(customer.first_name == customer["first_name"])
        #expect(customer.firstName == customer["first_name"])
        #expect(customer.firstName.string?.isEmpty == false)
        #expect(customer.noSuchColumn == .null)
        let payment = try #require(try await database.fetch(FetchSpecification(entityName: "payment", pageSize: 1)).rows.first)
        #expect(payment.amount.decimal != nil && payment.amount.double != nil)
        #expect(payment.paymentDate.dateValue != nil)
        #expect(payment.amount.string != nil, "a decimal's digits are text as stored")
        #expect(payment.paymentId.int != nil && payment.paymentId.string == nil)
    }

    @Test func typedValuesTakeOnlyWhatTheyAre() {
        #expect(DatabaseValue.integer(12).int == 12 && DatabaseValue.integer(12).decimal == 12)
        #expect(DatabaseValue.decimal("12.50").int == nil && DatabaseValue.decimal("12.00").int == 12)
        #expect(DatabaseValue.text("12").int == nil, "text is not guessed at")
        #expect(DatabaseValue.double(.nan).decimal == nil)
        #expect(DatabaseValue.bool(true).bool == true && DatabaseValue.integer(1).bool == nil)
        #expect(DatabaseValue.null.string == nil && DatabaseValue.null.dateValue == nil)
        let date = DatabaseValue.date("2006-02-15").dateValue
        #expect(date == Date(timeIntervalSince1970: 1_139_961_600))
        #expect(DatabaseValue.timestamp("2006-02-15 05:03:42+00").dateValue == Date(timeIntervalSince1970: 1_139_979_822))
    }
}
