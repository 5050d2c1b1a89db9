import FuzzDriver

// libFuzzer's target: any bytes as a form body (application/x-www-form-urlencoded). Parsing either
// refuses it with a sentence, or gives fields whose names and values encode back to a body that
// parses to the same fields.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let body = inputText(data, size)
    do {
        let form = try FormData(urlEncoded: body)
        let encoded = form.fields.map { encode($0.name) + "=" + encode($0.value) }.joined(separator: "&")
        let again = try FormData(urlEncoded: encoded)
        precondition(again == form, "a parsed form does not round-trip: \(body)")
    } catch {
        precondition(!error.description.isEmpty)
    }
    return 0
}

runFuzzer(fuzzOne)

// Percent-encodes every byte but unreserved ASCII, as a browser does.
func encode(_ text: String) -> String {
    var result = ""
    for byte in text.utf8 {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
            result.unicodeScalars.append(Unicode.Scalar(byte))
        default:
            result += "%" + String(byte, radix: 16, uppercase: true).leftPadded
        }
    }
    return result
}

extension String {
    var leftPadded: String { count == 1 ? "0" + self : self }
}
