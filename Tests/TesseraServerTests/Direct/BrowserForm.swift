import Foundation

/// A form of a page, read as a browser reads it, and the fields a browser submits from it when
/// nobody touches it — or after the changes a person makes (``set(_:to:)``, ``check(_:_:)``).
///
/// What a browser does, followed to the letter where Tessera's pages can reach it (the HTML
/// standard, "constructing the entry list" and the value sanitization algorithms):
/// - the document's line breaks are LF once parsed (CR LF and lone CR become LF);
/// - a control belongs to the form it is in, or to the one its `form` attribute names;
/// - a disabled control, one without a name, a file input, a button that was not pressed are
///   not submitted; a checkbox or radio only when checked (its value, or `on`);
/// - an input's value is its `value` attribute, sanitized by its type: a text-like field loses
///   its line breaks, a date field that holds no valid date is empty, a number field likewise;
/// - a select sends its selected option, or its first enabled option when none is selected; an
///   option's value is its `value` attribute, or its text with spaces collapsed;
/// - a text area sends its text, its first line break dropped (the parser drops it);
/// - every value's line breaks are sent as CR LF;
/// - a form with a required control left empty (or unticked) is not sent at all, unless the form
///   says `novalidate` (``invalidControls``).
struct BrowserForm {
    /// A control of the form, as the page wrote it.
    struct Control {
        var tag: String
        var type: String
        var name: String
        var value: String
        var checked: Bool
        var disabled: Bool
        var required = false
        var isSubmitButton: Bool { (tag == "button" && (type == "submit" || type.isEmpty)) || (tag == "input" && (type == "submit" || type == "image")) }
    }

    private(set) var controls: [Control] = []
    /// The `action` of the form.
    let action: String
    /// Whether the form says `novalidate`: sent whatever its controls' constraints.
    private(set) var noValidate = false
    /// Whether the form is sent as `multipart/form-data` (`enctype`): its file fields then send
    /// their files — or, left alone, an empty file part each.
    private(set) var isMultipart = false
    /// The files chosen in its file fields (``attach(_:fileName:bytes:)``), by field name.
    private(set) var files: [String: (fileName: String, bytes: [UInt8])] = [:]

    /// The form of `html` whose action is `action`, or `nil` when the page has none.
    init?(_ html: String, action: String) {
        let source = BrowserForm.newlinesNormalized(html)
        guard let forms = BrowserForm.read(source), let form = forms.first(where: { $0.action == action }) else { return nil }
        self.action = action
        self.controls = form.controls
        self.noValidate = form.noValidate
        self.isMultipart = form.isMultipart
    }

    /// Chooses a file in the file field named `name`.
    mutating func attach(_ name: String, fileName: String, bytes: [UInt8]) {
        files[name] = (fileName, bytes)
    }

    /// The parts a browser sends from a multipart form: the fields of ``submitted(pressing:value:)``
    /// and, where they are in the form, its file fields — each with its chosen file, or an empty
    /// file part without a name when none was chosen (the HTML standard's entry list).
    func parts(pressing name: String? = nil, value: String? = nil) -> [MultipartPart] {
        entries(pressing: name, value: value).map { entry in
            guard entry.isFile else { return MultipartPart(name: entry.name, fileName: nil, bytes: Array(entry.value.utf8)) }
            let file = files[entry.name]
            return MultipartPart(name: entry.name, fileName: file?.fileName ?? "", bytes: file?.bytes ?? [])
        }
    }

    /// The names of the controls that stop a browser from sending the form as it stands, by
    /// the constraint it checks whatever the person typed (the standard's "suffering from being
    /// missing"): a required control without a value, a required checkbox not ticked. Others
    /// (`maxlength`) bind only what a person types, and are not checked on values as they came.
    var invalidControls: [String] {
        guard !noValidate else { return [] }
        return controls.filter { control in
            guard control.required, !control.disabled, !control.isSubmitButton, control.type != "hidden" else { return false }
            switch (control.tag, control.type) {
            case ("input", "checkbox"): return !control.checked
            case ("input", "radio"): return !controls.contains { $0.name == control.name && $0.type == "radio" && $0.checked }
            default: return control.value.isEmpty
            }
        }.map(\.name)
    }

    /// The name–value pairs a browser sends, in order, the first submit button pressed (the
    /// form's default button: what Enter in a field presses).
    var submitted: [(String, String)] {
        submitted(pressing: nil)
    }

    /// The name–value pairs a browser sends when the submit button named `name` whose value is
    /// `value` (any value when `nil`) is pressed — or, for `name` `nil`, the first submit button,
    /// named or not.
    func submitted(pressing name: String?, value: String? = nil) -> [(String, String)] {
        entries(pressing: name, value: value).filter { !$0.isFile }.map { ($0.name, $0.value) }
    }

    /// The form's entry list: each name–value pair, and where its file fields are (`isFile`).
    private func entries(pressing name: String?, value: String?) -> [(name: String, value: String, isFile: Bool)] {
        var pressed = false
        var pairs: [(String, String, Bool)] = []
        for control in controls where !control.disabled {
            if control.isSubmitButton {
                // Only the button that submits the form is sent, and only when it has a name.
                let isPressed = name.map { control.name == $0 && (value == nil || control.value == value) } ?? !pressed
                if isPressed && !pressed && !control.name.isEmpty { pairs.append((control.name, control.value, false)) }
                if isPressed { pressed = true }
                continue
            }
            guard !control.name.isEmpty else { continue }
            switch (control.tag, control.type) {
            case ("input", "checkbox"), ("input", "radio"):
                if control.checked { pairs.append((control.name, control.value, false)) }
            case ("input", "file"):
                pairs.append((control.name, "", true))
            case ("input", "reset"), ("input", "button"), ("button", _):
                continue
            default:
                pairs.append((control.name, control.value, false))
            }
        }
        return pairs.map { (Self.crlf($0.0), Self.crlf($0.1), $0.2) }
    }

    /// The value of the field `name` as it would be submitted (its last value), or `nil`.
    func value(_ name: String) -> String? {
        submitted.last { $0.0 == name }?.1
    }

    /// Types `value` into the text field, text area or select named `name` (a select takes the
    /// value whatever its options: the tests choose one of them).
    mutating func set(_ name: String, to value: String) {
        for index in controls.indices where controls[index].name == name && controls[index].type != "hidden" {
            controls[index].value = value
        }
    }

    /// Ticks (or clears) the checkbox named `name`.
    mutating func check(_ name: String, _ on: Bool = true) {
        for index in controls.indices where controls[index].name == name && controls[index].type == "checkbox" {
            controls[index].checked = on
        }
    }

    /// Whether the checkbox named `name` is ticked.
    func isChecked(_ name: String) -> Bool? {
        controls.first { $0.name == name && $0.type == "checkbox" }?.checked
    }

    // MARK: - Reading

    private struct ReadForm {
        var action: String
        var id: String?
        var noValidate = false
        var isMultipart = false
        var controls: [Control] = []
    }

    /// A control as it was found: its form (the one it is in) and the form it names.
    private struct Found {
        var control: Control
        var insideForm: Int?
        var formAttribute: String?
        var options: [(value: String, selected: Bool, disabled: Bool)] = []
        var multiple = false
    }

    private static let tagPattern = try! NSRegularExpression(
        pattern: #"<(/?)([a-zA-Z][a-zA-Z0-9]*)((?:\s+[^\s=>/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*/?>"#)
    private static let attributePattern = try! NSRegularExpression(pattern: #"([^\s=>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?"#)

    private static func read(_ html: String) -> [ReadForm]? {
        let source = html as NSString
        var forms: [ReadForm] = []
        var found: [Found] = []
        var currentForm: Int?
        var currentSelect: Int?
        var option: (value: String?, selected: Bool, disabled: Bool, textStart: Int)?
        var textarea: (index: Int, start: Int)?
        // A script's or style's text is no markup, whatever it looks like.
        var rawText: String?
        func finishOption(at end: Int) {
            guard let open = option, let select = currentSelect else { option = nil; return }
            let text = decode(source.substring(with: NSRange(location: open.textStart, length: end - open.textStart)).replacingOccurrences(
                of: #"<[^>]*>"#, with: "", options: .regularExpression))
            let value = open.value ?? text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\u{0C}" }).joined(separator: " ")
            found[select].options.append((value, open.selected, open.disabled))
            option = nil
        }
        for match in tagPattern.matches(in: html, range: NSRange(location: 0, length: source.length)) {
            let isEnd = source.substring(with: match.range(at: 1)) == "/"
            let name = source.substring(with: match.range(at: 2)).lowercased()
            if let raw = rawText {
                if isEnd && name == raw { rawText = nil }
                continue
            }
            if !isEnd && (name == "script" || name == "style") {
                rawText = name
                continue
            }
            if let open = textarea {
                // A text area's content is text up to its end tag, whatever it looks like.
                guard isEnd && name == "textarea" else { continue }
                var text = decode(source.substring(with: NSRange(location: open.start, length: match.range.location - open.start)))
                if text.hasPrefix("\n") { text.removeFirst() }
                found[open.index].control.value = text
                textarea = nil
                continue
            }
            if isEnd {
                switch name {
                case "form": currentForm = nil
                case "option": finishOption(at: match.range.location)
                case "select":
                    finishOption(at: match.range.location)
                    currentSelect = nil
                default: break
                }
                continue
            }
            let attributes = Self.attributes(source.substring(with: match.range(at: 3)))
            switch name {
            case "form":
                forms.append(
                    ReadForm(
                        action: attributes["action"] ?? "", id: attributes["id"], noValidate: attributes["novalidate"] != nil,
                        isMultipart: attributes["enctype"]?.lowercased() == "multipart/form-data"))
                currentForm = forms.count - 1
            case "input", "button", "select", "textarea":
                let type = (attributes["type"] ?? (name == "input" ? "text" : name == "button" ? "submit" : "")).lowercased()
                var value = attributes["value"] ?? ""
                if name == "input" { value = sanitized(value, type: type) }
                if name == "input" && (type == "checkbox" || type == "radio") && attributes["value"] == nil { value = "on" }
                let control = Control(
                    tag: name, type: type, name: attributes["name"] ?? "", value: value,
                    checked: attributes["checked"] != nil, disabled: attributes["disabled"] != nil, required: attributes["required"] != nil)
                found.append(Found(control: control, insideForm: currentForm, formAttribute: attributes["form"], multiple: attributes["multiple"] != nil))
                if name == "select" { currentSelect = found.count - 1 }
                if name == "textarea" { textarea = (found.count - 1, match.range.location + match.range.length) }
            case "option":
                finishOption(at: match.range.location)
                option = (attributes["value"], attributes["selected"] != nil, attributes["disabled"] != nil, match.range.location + match.range.length)
            default:
                break
            }
        }
        for var item in found {
            if item.control.tag == "select" {
                // A select's value: its selected options (the last one selected when it takes one),
                // or its first enabled option when none is selected.
                let selected = item.options.filter { $0.selected && !$0.disabled }
                if item.multiple {
                    for chosen in selected {
                        var one = item.control
                        one.value = chosen.value
                        append(one, of: item, to: &forms)
                    }
                    continue
                }
                guard let chosen = selected.last ?? item.options.first(where: { !$0.disabled }) else { continue }
                item.control.value = chosen.value
            }
            append(item.control, of: item, to: &forms)
        }
        return forms
    }

    /// Adds `control` to the form it belongs to: the one its `form` attribute names, else the
    /// one it is in.
    private static func append(_ control: Control, of item: Found, to forms: inout [ReadForm]) {
        if let named = item.formAttribute {
            if let index = forms.firstIndex(where: { $0.id == named }) { forms[index].controls.append(control) }
        } else if let index = item.insideForm {
            forms[index].controls.append(control)
        }
    }

    private static func attributes(_ text: String) -> [String: String] {
        let source = text as NSString
        var result: [String: String] = [:]
        for part in attributePattern.matches(in: text, range: NSRange(location: 0, length: source.length)) {
            let key = source.substring(with: part.range(at: 1)).lowercased()
            // The first of a repeated attribute counts, as in a browser.
            guard result[key] == nil else { continue }
            var value = ""
            for group in 2...4 where part.range(at: group).location != NSNotFound {
                value = decode(source.substring(with: part.range(at: group)))
            }
            result[key] = value
        }
        return result
    }

    // MARK: - What a browser does to values

    /// An input's value as the browser keeps it: the value sanitization algorithm of its type.
    static func sanitized(_ value: String, type: String) -> String {
        switch type {
        case "text", "search", "tel", "password":
            return value.filter { $0 != "\n" && $0 != "\r" }
        case "url", "email":
            return value.filter { $0 != "\n" && $0 != "\r" }.trimmingCharacters(in: CharacterSet(charactersIn: " \t\n\u{0C}\r"))
        case "date":
            return isValidDate(value) ? value : ""
        case "number":
            return Double(value) != nil && value.allSatisfy({ "0123456789.-+eE".contains($0) }) && !value.hasPrefix("+") ? value : ""
        default:
            return value
        }
    }

    /// A valid date string of HTML: four or more digits of a year after 0, a month, a day of it.
    /// Written apart from the application's `HTMLDate` on purpose: this models the browser, and
    /// a mistake in the application's copy must not be repeated here to pass unseen.
    static func isValidDate(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count >= 4, parts[1].count == 2, parts[2].count == 2,
            parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]), year > 0, (1...12).contains(month)
        else { return false }
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
        return (1...days).contains(day)
    }

    /// The document as the parser reads it: CR LF and lone CR as LF.
    static func newlinesNormalized(_ text: String) -> String {
        text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
    }

    /// A value as it is sent: each line break as CR LF.
    static func crlf(_ text: String) -> String {
        newlinesNormalized(text).replacingOccurrences(of: "\n", with: "\r\n")
    }

    /// Character references decoded, in one pass: named ones the renderer writes, and numeric ones.
    static func decode(_ text: String) -> String {
        guard text.contains("&") else { return text }
        let named: [Substring: String] = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}"]
        var result = ""
        var rest = Substring(text)
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            let after = rest[rest.index(after: ampersand)...]
            if let semicolon = after.prefix(12).firstIndex(of: ";") {
                let name = after[..<semicolon]
                var replacement: String?
                if name.hasPrefix("#x") || name.hasPrefix("#X") {
                    replacement = UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init).map { String(Character($0)) }
                } else if name.hasPrefix("#") {
                    replacement = UInt32(name.dropFirst()).flatMap(Unicode.Scalar.init).map { String(Character($0)) }
                } else {
                    replacement = named[name]
                }
                if let replacement {
                    result += replacement
                    rest = after[after.index(after: semicolon)...]
                    continue
                }
            }
            result += "&"
            rest = after
        }
        return result + rest
    }
}

/// A part of a `multipart/form-data` body: a field's value, or a file (`fileName` not `nil`).
struct MultipartPart {
    var name: String
    var fileName: String?
    var bytes: [UInt8]

    /// The body a browser sends of `parts`, between `boundary`s.
    static func body(_ parts: [MultipartPart], boundary: String) -> [UInt8] {
        var body: [UInt8] = []
        for part in parts {
            // Browsers percent-encode a name's quotes and line breaks.
            func escaped(_ text: String) -> String {
                text.replacingOccurrences(of: "\"", with: "%22").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
            }
            var head = "--\(boundary)\r\nContent-Disposition: form-data; name=\"\(escaped(part.name))\""
            if let fileName = part.fileName {
                head += "; filename=\"\(escaped(fileName))\"\r\nContent-Type: application/octet-stream"
            }
            head += "\r\n\r\n"
            body += Array(head.utf8) + part.bytes + Array("\r\n".utf8)
        }
        body += Array("--\(boundary)--\r\n".utf8)
        return body
    }
}
