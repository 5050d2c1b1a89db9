import Tessera

/// Renders a view to a string the way the tests compare it: without identity attributes unless
/// asked for.
func html<V: View>(
    _ view: V,
    identity: RenderOptions.IdentityAttributes = .none,
    environment: EnvironmentValues = EnvironmentValues()
) -> String {
    HTMLRenderer(options: RenderOptions(identityAttributes: identity), environment: environment).renderString(view)
}

/// What ``checkHTML(_:)`` found.
struct HTMLCheck {
    /// The first problem: an end tag that does not close the open element, an element left open,
    /// a `<`, `>` or `&` that is not markup, a NUL.
    var problem: String?
    /// The name of every attribute of every element, in order.
    var attributeNames: [String] = []
    /// The name of every element, in order.
    var elementNames: [String] = []
}

/// Reads HTML as a browser's tokenizer would, far enough to check what the renderer must get
/// right: nesting, quoting and escaping. It is no full HTML5 parser.
func checkHTML(_ html: String) -> HTMLCheck {
    let voidElements: Set<String> = ["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]
    let rawTextElements: Set<String> = ["style", "script", "textarea", "title"]
    var check = HTMLCheck()
    var stack: [String] = []
    let scalars = Array(html.unicodeScalars)
    var index = 0
    func peek(_ text: String) -> Bool {
        let chars = Array(text.unicodeScalars)
        guard index + chars.count <= scalars.count else { return false }
        return Array(scalars[index..<(index + chars.count)]) == chars
    }
    func isNameCharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" || scalar == ":" || scalar == "_"
    }
    func fail(_ problem: String) -> HTMLCheck {
        var failed = check
        failed.problem = problem
        return failed
    }
    while index < scalars.count {
        let scalar = scalars[index]
        if scalar == "\u{0}" { return fail("NUL at \(index)") }
        if scalar == "&" {
            var end = index + 1
            while end < scalars.count, end - index < 12, scalars[end] != ";" { end += 1 }
            guard end < scalars.count, scalars[end] == ";" else { return fail("bare & at \(index)") }
            index = end + 1
            continue
        }
        if scalar == ">" { return fail("bare > at \(index)") }
        guard scalar == "<" else {
            index += 1
            continue
        }
        if peek("<!DOCTYPE html>") {
            index += 15
            continue
        }
        if peek("<!--") {
            var end = index + 4
            while end + 2 < scalars.count, !(scalars[end] == "-" && scalars[end + 1] == "-" && scalars[end + 2] == ">") { end += 1 }
            index = end + 3
            continue
        }
        let isEnd = index + 1 < scalars.count && scalars[index + 1] == "/"
        var cursor = index + (isEnd ? 2 : 1)
        var name = ""
        while cursor < scalars.count, isNameCharacter(scalars[cursor]) {
            name.unicodeScalars.append(scalars[cursor])
            cursor += 1
        }
        guard !name.isEmpty else { return fail("bare < at \(index)") }
        // Attributes: name, or name="value", separated by spaces; values hold no raw < or ".
        var selfClosing = false
        while cursor < scalars.count, scalars[cursor] != ">" {
            if scalars[cursor] == " " {
                cursor += 1
                continue
            }
            if scalars[cursor] == "/", cursor + 1 < scalars.count, scalars[cursor + 1] == ">" {
                selfClosing = true
                cursor += 1
                continue
            }
            var attribute = ""
            while cursor < scalars.count, isNameCharacter(scalars[cursor]) {
                attribute.unicodeScalars.append(scalars[cursor])
                cursor += 1
            }
            guard !attribute.isEmpty else { return fail("junk in <\(name)> at \(cursor)") }
            check.attributeNames.append(attribute)
            if cursor < scalars.count, scalars[cursor] == "=" {
                guard cursor + 1 < scalars.count, scalars[cursor + 1] == "\"" else { return fail("unquoted value in <\(name)>") }
                cursor += 2
                while cursor < scalars.count, scalars[cursor] != "\"" {
                    if scalars[cursor] == "<" { return fail("raw < in an attribute of <\(name)>") }
                    cursor += 1
                }
                cursor += 1
            }
        }
        guard cursor < scalars.count else { return fail("unterminated tag <\(name)") }
        index = cursor + 1
        if isEnd {
            guard let open = stack.popLast() else { return fail("</\(name)> closes nothing") }
            guard open == name else { return fail("</\(name)> closes <\(open)>") }
        } else {
            check.elementNames.append(name)
            if !voidElements.contains(name) && !selfClosing {
                stack.append(name)
                if rawTextElements.contains(name) {
                    // Raw and escapable raw text end only at their end tag.
                    let endTag = "</\(name)>"
                    while index < scalars.count, !peek(endTag) {
                        if name != "style", scalars[index] == "<" { return fail("raw < in <\(name)>") }
                        index += 1
                    }
                }
            }
        }
    }
    return stack.isEmpty ? check : fail("left open: \(stack)")
}

/// The first problem ``checkHTML(_:)`` finds, or nil.
func wellFormednessProblem(_ html: String) -> String? {
    checkHTML(html).problem
}
