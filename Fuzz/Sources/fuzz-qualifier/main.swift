import FuzzDriver
import TesseraData

// libFuzzer's target: any bytes as qualifier text. Parsing either fails with an error that points
// inside the text, or gives a qualifier whose description parses back to the same qualifier.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = inputText(data, size)
    do {
        let qualifier = try Qualifier(text)
        let again: Qualifier
        do {
            again = try Qualifier(qualifier.description)
        } catch {
            fatalError("the description of a parsed qualifier does not parse: \(qualifier.description)\n\(error)")
        }
        precondition(again == qualifier, "the description does not round-trip: \(qualifier.description)")
        _ = qualifier.keys
    } catch {
        precondition(error.offset >= 0 && error.offset <= text.unicodeScalars.count, "the error points outside the text: \(error.offset)")
        _ = error.description
    }
    return 0
}

runFuzzer(fuzzOne)
