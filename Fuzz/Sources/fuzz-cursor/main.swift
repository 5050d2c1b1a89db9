import FuzzDriver
import TesseraData

// libFuzzer's target: any bytes as a page link's cursor token. Decoding either refuses it with an
// `invalidCursor` error, or gives a cursor whose token decodes to the same cursor.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let token = inputText(data, size)
    do {
        let cursor = try PageCursor(token: token)
        let again = try? PageCursor(token: cursor.token)
        precondition(again == cursor, "a decoded cursor's token does not decode to it: \(token)")
    } catch {
        precondition(error.kind == .invalidCursor, "a bad token is refused as another kind of error: \(error.kind)")
    }
    return 0
}

runFuzzer(fuzzOne)
