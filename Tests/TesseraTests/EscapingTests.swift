import Testing
import Tessera

@Suite("Escaping hostile text and attribute values")
struct EscapingTests {
    static let hostile = [
        #"<script>alert("x")</script>"#,
        #"" onmouseover="alert(1)"#,
        #"' onfocus='alert(1)"#,
        "Tom & Jerry &amp; friends",
        "</textarea><script>x</script>",
        "</option></select><img src=x>",
        "NUL\u{0}here",
        "bell\u{7}\u{1B}[31m\u{7F}\u{85}",
        "Zürich – 東京 – 🎬 – \u{202E}rtl",
    ]

    @Test(arguments: hostile)
    func textCannotBecomeMarkup(_ value: String) {
        let views: [AnyView] = [
            AnyView(Text(value)),
            AnyView(Text(value).bold()),
            AnyView(HStack { Text(value) }),
            AnyView(List { Text(value) }),
            AnyView(Section(value) { Text(value) }),
            AnyView(Button(value) {}),
            AnyView(TextEditor(value, name: value, text: value)),
            AnyView(Picker(value, name: value, selection: value) { Text(value).tag(value) }),
            AnyView(HTMLDocument(title: value) { Text(value) }),
            AnyView(Label(value, systemImage: value)),
            AnyView(NavigationStack { Text(value) }.navigationTitle(value)),
        ]
        for view in views {
            let output = html(view)
            let check = checkHTML(output)
            #expect(check.problem == nil, "\(output)")
            #expect(!check.elementNames.contains("script"))
            #expect(!check.elementNames.contains("img"))
            #expect(!output.unicodeScalars.contains { ($0.value < 0x20 && ![0x09, 0x0A, 0x0C, 0x0D].contains($0.value)) || (0x7F...0x9F).contains($0.value) })
        }
    }

    @Test(arguments: hostile)
    func attributeValuesCannotEscapeTheirQuotes(_ value: String) {
        let views: [AnyView] = [
            AnyView(TextField(value, name: value, text: value, prompt: value)),
            AnyView(Text("x").help(value)),
            AnyView(Text("x").accessibilityLabel(value)),
            AnyView(Image(url: value, label: value)),
            AnyView(Button(submit: value, name: value, value: value)),
            AnyView(Stepper(value, name: value, value: 1)),
            AnyView(VStack { Text("x").id(value) }),
        ]
        for view in views {
            let output = html(view, identity: .all)
            let check = checkHTML(output)
            #expect(check.problem == nil, "\(output)")
            #expect(!check.attributeNames.contains { $0.hasPrefix("on") }, "\(output)")
        }
    }

    @Test func exactEscapes() {
        #expect(html(Text(#"<a href="x">'&'</a>"#)) == #"&lt;a href="x"&gt;'&amp;'&lt;/a&gt;"#)
        #expect(html(Text("x").help(#"<"'&>"#)) == #"<span title="&lt;&quot;&#39;&amp;&gt;">x</span>"#)
        #expect(html(Text("a\u{0}b")) == "a\u{FFFD}b")
        #expect(html(Text("tab\there\nline")) == "tab\there\nline")
        #expect(html(Text("é東🎬")) == "é東🎬")
    }

    @Test(arguments: [
        "javascript:alert(1)", "JavaScript:alert(1)", " javascript:alert(1)", "java\tscript:alert(1)",
        "data:text/html,<script>alert(1)</script>", "vbscript:x", "\u{1}javascript:x",
    ])
    func scriptURLsAreBlocked(_ url: String) {
        #expect(html(Link("x", destination: url)) == #"<a class="t-link" href="about:blank#blocked">x</a>"#)
        #expect(html(Image(url: url)).contains(#"src="about:blank#blocked""#))
        #expect(html(NavigationLink("x", destination: url)).contains(#"href="about:blank#blocked""#))
    }

    @Test(arguments: ["/films?page=2", "films/1", "https://example.com/a", "mailto:a@example.com", "tel:+15555550100", "#top", "?q=a:b", "HTTP://EXAMPLE.COM"])
    func safeURLsAreKept(_ url: String) {
        #expect(HTMLAttributes.isSafeURL(url))
    }
}

@Suite("Attributes from anywhere are checked")
struct AttributeCheckTests {
    @Test(arguments: ["formaction", "FormAction", "poster", "cite", "xlink:href", "srcset", "HREF"])
    func everyURLAttributeIsChecked(_ name: String) {
        let output = html(Button(submit: "Go").attribute(name, "javascript:alert(1)"))
        #expect(output.contains("\"about:blank#blocked\""), "\(output)")
        #expect(!output.contains("javascript"))
    }

    @Test func decorationsOfYourOwnAreCheckedToo() {
        let hostileName = Text("x").decorated(with: Decoration(.attribute, .independent, .attribute(name: "x onclick=alert(1)", value: "1")))
        #expect(html(hostileName) == "<span>x</span>")
        let handler = Text("x").decorated(with: Decoration(.attribute, .independent, .attribute(name: "OnClick", value: "alert(1)")))
        #expect(html(handler) == "<span>x</span>")
        let url = Text("x").decorated(with: Decoration(.attribute, .independent, .attribute(name: "href", value: " javascript:x")))
        #expect(html(url) == #"<span href="about:blank#blocked">x</span>"#)
        let identity = VStack { Text("x").id(1).attribute("data-tid", "forged") }
        #expect(html(identity, identity: .explicit) == #"<div class="t-vstack"><span data-tid="@1">x</span></div>"#)
    }

    @Test func namesAreLowerCasedSoTheyCannotDuplicate() {
        #expect(html(Text("x").attribute("Title", "a").help("b")) == #"<span title="a">x</span>"#)
        #expect(html(Text("x").attribute("DATA-Role", "cell")) == #"<span data-role="cell">x</span>"#)
    }

    @Test func urlAttributesAreKnownWhateverTheirCase() {
        #expect(HTMLAttributes.holdsURL("HREF") && HTMLAttributes.holdsURL("xlink:href") && HTMLAttributes.holdsURL("formAction"))
        #expect(!HTMLAttributes.holdsURL("hreflang") && !HTMLAttributes.holdsURL("data-href") && !HTMLAttributes.holdsURL("backgroundx"))
    }

    @Test func formActionsAreChecked() {
        #expect(html(Form(action: "javascript:alert(1)") { EmptyView() }) == #"<form class="t-form" method="post" action="about:blank#blocked"></form>"#)
    }

    @Test(arguments: [
        "onclick", "ONLOAD", "on", "one", "style", "class", "data-tid", "a b", "a\"b", "", "a=b", "a>b", "ünicode",
        "onmouseoverandmanymorebytes", "ONPOINTERDOWN-LONGER-THAN-SIXTEEN", "Style", "DATA-TID",
    ])
    func unwritableNames(_ name: String) {
        #expect(!HTMLAttributes.isWritableName(name))
    }

    @Test(arguments: ["title", "aria-label", "data-row", "xlink:href", "o", "open", "OPEN", "x_y.z", "data-a-very-long-attribute-name"])
    func writableNames(_ name: String) {
        #expect(HTMLAttributes.isWritableName(name))
    }

    /// Every character that needs escaping, at every position of texts of 0 to 40 bytes (the
    /// renderer tests eight bytes at once, and the last few in a padded word), in a text and in
    /// an attribute value, written as a reference escaper written byte by byte writes it.
    @Test func everyPositionOfEveryCharacterThatNeedsEscaping() {
        let specials: [String] = ["&", "<", ">", "\"", "'", "\u{0}", "\u{1}", "\u{1F}", "\t", "\n", "\u{7F}", "\u{85}", "\u{9F}", "\u{A0}", "é", "東"]
        for length in 0...40 {
            for special in specials {
                for position in stride(from: 0, through: length, by: 1) {
                    let text = String(repeating: "a", count: position) + special + String(repeating: "b", count: length - position)
                    #expect(html(Text(text)) == Self.escaped(text, inAttribute: false), "\(text.debugDescription)")
                    #expect(html(Text("x").help(text)) == #"<span title=""# + Self.escaped(text, inAttribute: true) + #"">x</span>"#, "\(text.debugDescription)")
                }
            }
            let plain = String(repeating: "z", count: length)
            #expect(html(Text(plain)) == plain)
        }
    }

    /// What the renderer should write, one scalar at a time.
    static func escaped(_ text: String, inAttribute: Bool) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where inAttribute: result += "&quot;"
            case "'" where inAttribute: result += "&#39;"
            case "\t", "\n", "\u{C}", "\r": result.unicodeScalars.append(scalar)
            case "\u{0}"..."\u{1F}", "\u{7F}"..."\u{9F}": result += "\u{FFFD}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
