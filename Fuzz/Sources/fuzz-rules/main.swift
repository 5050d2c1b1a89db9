import FuzzDriver
import TesseraRules

// libFuzzer's target: any bytes as a rule file. Checking it always ends with the rules that parse
// and a diagnostic for each that does not, each on a line of the file.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = inputText(data, size)
    let check = RuleFile.check(text: text, fileName: "fuzz.rules")
    // Lines end with LF, CR LF or CR, as the lexer counts them.
    let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).count
    for diagnostic in check.diagnostics {
        precondition(diagnostic.line >= 1 && diagnostic.line <= lines + 1, "a diagnostic on line \(diagnostic.line) of \(lines)")
        _ = diagnostic.description
    }
    return 0
}

runFuzzer(fuzzOne)
