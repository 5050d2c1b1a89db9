import Testing
import TesseraRules

/// Feeds the rule-file parser random and mutated files. It must always return, with rules or with
/// errors, and every error must point inside the file.
@Suite struct ParserFuzzTests {
    /// SplitMix64: small, fast, and the same sequence on every platform, so failures reproduce.
    struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let validFile = """
        # sample
        task = 'edit' and attribute.valueType = 'date' => component = 'EditDate' ; priority 50
        task in ('list', 'inspect') or not (count >= 3) => tags = ['a', "b"]
        count != limit && ratio < 2.5 => label = displayNameForProperty
        true => note = null
        entityName = 'Film' and
            isEditable = true => label = 'x\\'y'
        """

    static let tokens = [
        "task", "attribute", ".", "valueType", "=", "==", "!=", "<", "<=", ">", ">=", "=>", "and", "or", "not", "in",
        "&&", "||", "!", "(", ")", "[", "]", ",", ";", "priority", "true", "false", "null", "'edit'", "\"x\"", "'",
        "\"", "42", "-7", "2.5", "99999999999999999999", "\n", "\r\n", " ", "\t", "#", "//", "\\", "@", "é", "🙂",
        "component", "label", "count",
    ]

    /// Parses `text` with and without a registry and checks every diagnostic points into it.
    func check(_ text: String) {
        let lineCount = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }).count
        for registry in [nil, testRegistry] {
            let result = RuleFile.check(text: text, fileName: "fuzz", registry: registry)
            for diagnostic in result.diagnostics {
                #expect(diagnostic.line >= 1 && diagnostic.line <= max(lineCount, 1), "\(diagnostic) in \(text.debugDescription)")
                #expect(diagnostic.column >= 1, "\(diagnostic)")
                #expect(!diagnostic.message.isEmpty)
            }
        }
    }

    @Test func randomBytes() {
        var generator = SeededGenerator(state: 1)
        for _ in 0..<3_000 {
            let length = Int.random(in: 0..<120, using: &generator)
            let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
            check(String(decoding: bytes, as: UTF8.self))
        }
    }

    @Test func randomTokens() {
        var generator = SeededGenerator(state: 2)
        for _ in 0..<5_000 {
            let count = Int.random(in: 0..<40, using: &generator)
            let text = (0..<count).map { _ in Self.tokens.randomElement(using: &generator)! }
                .joined(separator: Bool.random(using: &generator) ? " " : "")
            check(text)
        }
    }

    @Test func mutationsOfAValidFile() {
        var generator = SeededGenerator(state: 3)
        #expect(RuleFile.check(text: Self.validFile, fileName: "fuzz", registry: testRegistry).diagnostics == [])
        let original = Array(Self.validFile.unicodeScalars)
        for _ in 0..<5_000 {
            var scalars = original
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                guard !scalars.isEmpty else { break }
                let position = Int.random(in: 0..<scalars.count, using: &generator)
                switch Int.random(in: 0..<4, using: &generator) {
                case 0:
                    scalars.remove(at: position)
                case 1:
                    let insert = Self.tokens.randomElement(using: &generator)!.unicodeScalars
                    scalars.insert(contentsOf: insert, at: position)
                case 2:
                    let other = Int.random(in: 0..<scalars.count, using: &generator)
                    scalars.swapAt(position, other)
                default:
                    scalars[position] = Unicode.Scalar(UInt8.random(in: 32...126, using: &generator))
                }
            }
            var view = String.UnicodeScalarView()
            view.append(contentsOf: scalars)
            check(String(view))
        }
    }
}
