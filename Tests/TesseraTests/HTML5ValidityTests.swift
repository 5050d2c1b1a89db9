import Foundation
import Testing
import Tessera

/// Checks pages with html5lib, a real HTML5 parser that implements the specification's parsing
/// algorithm and reports every parse error, and with accessibility rules read off the parsed tree.
/// `.ci/run` installs html5lib; on a machine without it these tests are skipped.
@Suite("Valid, accessible HTML5", .enabled(if: HTML5Checker.isAvailable, "needs python3 with html5lib: pip install html5lib"))
struct HTML5ValidityTests {
    struct EveryPrimitive: View {
        let hostile = #"<script>alert("x")</script> & ' " \#u{0} ✓"#

        var body: some View {
            NavigationStack {
                Group {
                    HStack(alignment: .top) {
                        Image(systemName: "person").accessibilityLabel(hostile)
                        Image(url: "/a.png", label: hostile).clipShape(Circle())
                        Text(hostile).bold().padding().background(.yellow)
                        Spacer()
                        Label(hostile, systemImage: "star")
                    }
                    VStack(alignment: .leading) {
                        Link(hostile, destination: "javascript:alert(1)")
                        NavigationLink(hostile, destination: "/next?\(hostile)")
                        Divider()
                        ZStack { Text("a"); Text("b") }.frame(width: 40, height: 40)
                        ProgressView()
                        ProgressView(hostile, value: 0.5)
                    }
                    List {
                        Section(hostile) { Text(hostile); Text("x") + Text("y").italic() }
                        ForEach(0..<3) { Text("Row \($0)").help(hostile) }
                    }
                    Grid {
                        GridRow { Text("a"); Text(hostile) }
                    }
                    Table([1, 2], id: \.self) {
                        TableColumn("N") { Text(String($0)) }
                        TableColumn(hostile) { _ in Button(hostile) {} }
                    }
                    Form(action: "/save") {
                        TextField(hostile, name: "a", text: hostile, prompt: hostile)
                        SecureField(hostile, name: "b")
                        TextEditor(hostile, name: "c", text: "\n" + hostile)
                        Toggle(hostile, name: "d", isOn: true)
                        Picker(hostile, name: "e", selection: "2") {
                            Label("One", systemImage: "star").tag("1")
                            Text(hostile).tag("2")
                        }
                        DatePicker(hostile, name: "f", selection: Date(timeIntervalSince1970: 0))
                        Stepper(hostile, name: "g", value: 1, in: 0...3)
                        Button(submit: hostile, name: "h", value: hostile, role: .destructive)
                    }
                    .disabled()
                }
                .navigationTitle(hostile)
            }
        }
    }

    @Test func everyPrimitiveMakesAValidAccessibleDocument() async throws {
        let page = HTMLDocument(title: "Every primitive") { EveryPrimitive() }
        for identity in [RenderOptions.IdentityAttributes.none, .explicit, .all] {
            let html = HTMLRenderer(options: RenderOptions(identityAttributes: identity)).renderString(page)
            #expect(try await HTML5Checker.problems(in: html) == [])
        }
    }

    @Test func theCheckerFindsProblems() async throws {
        // The checker itself must be able to fail.
        let broken = "<!DOCTYPE html><html lang=\"en\"><head><title>x</title></head><body><div><span></div><input name=\"q\"><img src=\"a\"></body></html>"
        let problems = try await HTML5Checker.problems(in: broken)
        #expect(problems.contains { $0.contains("parse error") })
        #expect(problems.contains { $0.contains("input without a label") })
        #expect(problems.contains { $0.contains("img without alt") })
    }
}

/// Runs html5lib over a page in a python3 process.
enum HTML5Checker {
    static let script = #"""
    import sys, html5lib
    parser = html5lib.HTMLParser(strict=False, namespaceHTMLElements=False)
    tree = parser.parse(sys.stdin.buffer.read())
    for position, code, data in parser.errors:
        print("parse error %s at %s %s" % (code, position, data))
    def labelled(node, parents):
        if node.get("aria-label") or node.get("type") == "hidden":
            return True
        return any(parent.tag == "label" for parent in parents)
    def walk(node, parents):
        tag = node.tag if isinstance(node.tag, str) else ""
        if tag in ("input", "select", "textarea", "progress") and not labelled(node, parents):
            print("%s without a label" % tag)
        if tag == "img" and node.get("alt") is None:
            print("img without alt")
        if node.get("onclick") or node.get("onmouseover") or node.get("onfocus"):
            print("event handler attribute on %s" % tag)
        if tag == "script":
            print("script element")
        for child in node:
            walk(child, parents + [node])
    walk(tree, [])
    if tree.find("head/title") is None:
        print("no title")
    """#

    static let isAvailable: Bool = {
        guard let result = try? run(arguments: ["-c", "import html5lib"], input: Data()) else { return false }
        return result.status == 0
    }()

    static func problems(in html: String) async throws -> [String] {
        let result = try await onAThreadOfItsOwn { try run(arguments: ["-c", script], input: Data(html.utf8)) }
        guard result.status == 0 else { return ["checker failed: \(result.output)"] }
        return result.output.split(separator: "\n").map(String.init)
    }

    private static func run(arguments: [String], input: Data) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        let stdin = Pipe()
        let stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stdout
        // Told by the termination handler, set before the program starts: waitUntilExit may miss
        // the program's end under load and wait for ever.
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        try process.run()
        stdin.fileHandleForWriting.write(input)
        try stdin.fileHandleForWriting.close()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        exited.wait()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }
}

/// Runs `body`, which blocks (it waits for another program), on a thread of its own: a blocked
/// thread of the few the tests share would stall every other test meanwhile.
func onAThreadOfItsOwn<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread.detachNewThread { continuation.resume(with: Result { try body() }) }
    }
}
