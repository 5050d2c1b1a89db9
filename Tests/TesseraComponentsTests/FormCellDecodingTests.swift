import Foundation
import TesseraComponents
import Testing

/// What a browser, a person or a forger can send, for every decoding helper: each gives a value or
/// a clear error, and none traps.
private let hostile: [String?] = [
    nil, "", "   ", "abc", "12abc", "1e999", "-1e999", "nan", "NaN", "inf", "-inf", "0x10", "1,5", "١٢", "\u{0}", "12\u{0}", "\u{0}12",
    "\u{7}", "\r\n", String(repeating: "9", count: 40), String(repeating: "9", count: 1_000_000), "99999999999999999999",
    "-99999999999999999999", "9223372036854775807", "-9223372036854775808", "9223372036854775808", "+5", "--5", "5-", " 7 ", "\u{FEFF}7",
    "\u{202E}7", "😀", "<script>",
]

@Suite("The form cells' decoding helpers")
struct FormCellDecodingTests {
    @Test func aRangeIsReadWithinItsLimits() {
        #expect(RangeSlider.decode(lower: "20", upper: "150", in: 0...500) == .success(20...150))
        #expect(RangeSlider.decode(lower: " 20.5 ", upper: "20.5", in: 0...500) == .success(20.5...20.5), "equal bounds are a range of one number")
        #expect(RangeSlider.decode(lower: "150", upper: "20", in: 0...500) == .failure(.lowerAboveUpper))
        #expect(RangeSlider.decode(lower: "-1", upper: "20", in: 0...500) == .failure(.outOfRange(lowest: "0", highest: "500")))
        #expect(RangeSlider.decode(lower: "1", upper: "500.5", in: 0...500.25) == .failure(.outOfRange(lowest: "0", highest: "500.25")))
        #expect(RangeSlider.decode(lower: nil, upper: "20", in: 0...500) == .failure(.missing))
        #expect(RangeSlider.decode(lower: "1", upper: "", in: 0...500) == .failure(.missing))
        #expect(RangeSlider.decode(lower: "1e999", upper: "20", in: 0...500) == .failure(.notANumber))
        #expect(RangeSlider.decode(lower: "nan", upper: "20", in: 0...500) == .failure(.notANumber))
        #expect(RangeSlider.decode(lower: "1\u{0}", upper: "20", in: 0...500) == .failure(.controlCharacters))
        #expect(RangeSlider.decode(lower: String(repeating: "1", count: 10_000), upper: "20", in: 0...500) == .failure(.tooLong(limit: 32)))
    }

    @Test(arguments: hostile)
    func aRangeTakesNoHostileBound(value: String?) {
        let bounds = 0.0...1e300
        for result in [RangeSlider.decode(lower: value, upper: "5", in: bounds), RangeSlider.decode(lower: "0", upper: value, in: bounds)] {
            switch result {
            case .success(let range): #expect(bounds.contains(range.lowerBound) && bounds.contains(range.upperBound) && range.lowerBound <= range.upperBound)
            case .failure(let error): #expect(!error.description.isEmpty)
            }
        }
    }

    @Test func aDurationIsReadAsMinutes() {
        #expect(DurationPicker.decode(hours: "2", minutes: "30") == .success(150))
        #expect(DurationPicker.decode(hours: "", minutes: "45") == .success(45))
        #expect(DurationPicker.decode(hours: "3", minutes: nil) == .success(180))
        #expect(DurationPicker.decode(hours: nil, minutes: nil) == .failure(.missing))
        #expect(DurationPicker.decode(hours: " ", minutes: "") == .failure(.missing))
        #expect(DurationPicker.decode(hours: "2", minutes: "60") == .failure(.outOfRange(lowest: "0", highest: "59")))
        #expect(DurationPicker.decode(hours: "13", minutes: "0", maximumHours: 12) == .failure(.outOfRange(lowest: "0", highest: "12")))
        #expect(DurationPicker.decode(hours: "-1", minutes: "0") == .failure(.outOfRange(lowest: "0", highest: "99")))
        #expect(DurationPicker.decode(hours: "1.5", minutes: "0") == .failure(.notANumber))
        #expect(DurationPicker.decode(hours: "99999999999999999999", minutes: "0") == .failure(.outOfRange(lowest: "0", highest: "99")))
        #expect(DurationPicker.decode(hours: "1", minutes: "\u{0}") == .failure(.controlCharacters))
        // The largest maximum still adds up without overflowing.
        if case .success(let minutes) = DurationPicker.decode(hours: String(Int.max / 60 - 60), minutes: "59", maximumHours: .max) {
            #expect(minutes > 0)
        } else {
            Issue.record("the largest number of hours is read")
        }
    }

    @Test(arguments: hostile)
    func aDurationTakesNoHostilePart(value: String?) {
        for maximumHours in [99, 0, -5, .max] {
            for result in [DurationPicker.decode(hours: value, minutes: "5", maximumHours: maximumHours), DurationPicker.decode(hours: "1", minutes: value, maximumHours: maximumHours)] {
                if case .success(let minutes) = result { #expect(minutes >= 0) }
            }
        }
    }

    @Test func aStepperIsReadWithinItsRange() {
        #expect(StepperView.decode("12", in: 1...99) == .success(12))
        #expect(StepperView.decode(" 12 ", in: 1...99) == .success(12))
        #expect(StepperView.decode("0", in: 1...99) == .failure(.outOfRange(lowest: "1", highest: "99")))
        #expect(StepperView.decode("12\u{0}", in: 1...99) == .failure(.controlCharacters))
        #expect(StepperView.decode("twelve", in: 1...99) == .failure(.notANumber))
        #expect(StepperView.decode(nil, in: 1...99) == .failure(.missing))
        #expect(StepperView.decode("9223372036854775808", in: 1...99) == .failure(.outOfRange(lowest: "1", highest: "99")))
        #expect(FormCellValueError.outOfRange(lowest: "1", highest: "99").description == "Enter a number from 1 to 99.")
    }

    @Test(arguments: hostile)
    func aStepperTakesNoHostileNumber(value: String?) {
        if case .success(let number) = StepperView.decode(value, in: -5...5) { #expect((-5...5).contains(number)) }
        if case .success(let number) = StepperView.decode(value, in: Int.min...Int.max) { _ = number }
    }

    @Test func aSignatureIsTheDrawingElseTheTypedName() throws {
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3]
        let url = "data:image/png;base64," + Data(png).base64EncodedString()
        #expect(SignatureCapture.decode(drawing: url, typedName: "Ada") == .success(.drawn(png: png)))
        #expect(SignatureCapture.decode(drawing: "", typedName: " Ada Lovelace ") == .success(.typed(name: "Ada Lovelace")))
        #expect(SignatureCapture.decode(drawing: nil, typedName: nil) == .failure(.missing))
        #expect(SignatureCapture.decode(drawing: nil, typedName: "  ") == .failure(.missing))
        #expect(SignatureCapture.decode(drawing: url, typedName: nil, maximumBytes: 5) == .failure(.tooLong(limit: 5)))
        #expect(SignatureCapture.decode(drawing: "data:image/jpeg;base64,/9j/", typedName: nil) == .failure(.malformed))
        #expect(SignatureCapture.decode(drawing: "data:image/png;base64,not base 64!", typedName: nil) == .failure(.malformed))
        #expect(SignatureCapture.decode(drawing: "data:image/png;base64," + Data("GIF89a".utf8).base64EncodedString(), typedName: nil) == .failure(.malformed))
        #expect(SignatureCapture.decode(drawing: "javascript:alert(1)", typedName: "Ada") == .failure(.malformed), "a drawing that is not one is an error, not ignored")
        #expect(SignatureCapture.decode(drawing: nil, typedName: "Ada\u{0}") == .failure(.controlCharacters))
        #expect(SignatureCapture.decode(drawing: nil, typedName: String(repeating: "a", count: 201)) == .failure(.tooLong(limit: 200)))
        // A huge drawing is refused by its length, before it is decoded.
        let huge = "data:image/png;base64," + String(repeating: "A", count: 20_000_000)
        #expect(SignatureCapture.decode(drawing: huge, typedName: nil) == .failure(.tooLong(limit: SignatureCapture.defaultMaximumBytes)))
        #expect(SignatureCapture.decode(drawing: url, typedName: nil, maximumBytes: -1) == .failure(.tooLong(limit: 0)))
        #expect(SignatureCapture.decode(drawing: url, typedName: nil, maximumBytes: .max) == .success(.drawn(png: png)))
    }

    @Test(arguments: hostile)
    func aSignatureTakesNoHostileValue(value: String?) {
        _ = SignatureCapture.decode(drawing: value, typedName: value)
        _ = SignatureCapture.decode(drawing: value.map { "data:image/png;base64," + $0 }, typedName: nil)
        if case .success(.typed(let name)) = SignatureCapture.decode(drawing: nil, typedName: value) {
            #expect(!name.isEmpty && !name.unicodeScalars.contains { $0.value == 0 })
        }
    }
}
