import Foundation
import Hummingbird
import HummingbirdTesting
import Tessera
import TesseraSections
import TesseraServer
import Testing
import TesseraTestSupport

/// Runs the live script itself, in Node.js with a small document model, on a page and the events
/// a real server streamed for it: the page it ends with must be the page a reload shows. On a
/// machine without `node` these tests are skipped.
@Suite("The live script applies updates", .heavy, .enabled(if: NodeRunner.isAvailable, "needs node to run the live script"))
struct LiveScriptTests {
    enum Layout: String, CaseIterable, CustomTestStringConvertible {
        case list, table
        var testDescription: String { rawValue }
    }

    @Test(arguments: Layout.allCases)
    func theScriptTurnsThePageIntoTheReloadedPage(layout: Layout) async throws {
        let screen = await ScriptScreen(layout: layout == .table)
        try await makeApplication(screen.live.addRoutes).test(.live) { client in
            let script = try await client.execute(uri: TesseraAssets.liveScriptPath, method: .get) { $0.text }
            let before = try await Browser.load("/", with: client)
            let events = try await EventStream.open(port: client.port!, path: "/s/events?since=\(before.version)") { stream in
                let count = await screen.makeEveryKindOfChange()
                var events: [ReceivedEvent] = []
                for _ in 0..<count { events.append(try await stream.next()) }
                return events
            }
            let after = try await Browser.load("/", with: client)
            #expect(events.count == 10)
            #expect(events.allSatisfy { $0.name == "update" })
            #expect(Self.content(of: Self.region(of: before.page)) != Self.content(of: Self.region(of: after.page)))
            let result = try await NodeRunner.run(region: Self.region(of: before.page), script: script, events: events)
            #expect(result.version == after.version)
            #expect(result.content == Self.content(of: Self.region(of: after.page)), "\(result.content)")
            #expect(result.sources == ["/s/events?since=\(before.version)"])
            // The last change is said in words where a screen reader reads it.
            let status = try #require(result.status)
            #expect(status.range(of: #"^\d+ rows? (added|removed|changed)(, \d+ (removed|changed))*\.$"#, options: .regularExpression) != nil, "\(status)")
        }
    }

    @Test func aResetReplacesTheSectionsAndAnUpdateOutOfStepAsksForOne() async throws {
        let screen = await ScriptScreen(layout: false)
        try await makeApplication(screen.live.addRoutes).test(.live) { client in
            let script = try await client.execute(uri: TesseraAssets.liveScriptPath, method: .get) { $0.text }
            let before = try await Browser.load("/", with: client)
            _ = await screen.makeEveryKindOfChange()
            let after = try await Browser.load("/", with: client)
            let reset = try await EventStream.open(port: client.port!, path: "/s/events") { try await $0.next() }
            #expect(reset.name == "reset")
            let result = try await NodeRunner.run(region: Self.region(of: before.page), script: script, events: [reset])
            #expect(result.content == Self.content(of: Self.region(of: after.page)))
            #expect(result.version == after.version)

            // An update that does not follow the page's version: the script closes the stream and
            // opens one that starts with every section.
            let stale = ReceivedEvent(id: "x.9", name: "update", data: #"{"from":"x.8","version":"x.9","operations":[]}"#)
            let outOfStep = try await NodeRunner.run(region: Self.region(of: before.page), script: script, events: [stale])
            #expect(outOfStep.sources == ["/s/events?since=\(before.version)", "/s/events?since="])
            #expect(outOfStep.version == before.version)

            // A stream the browser gave up on (a proxy's 502 while no instance was up): opened
            // again from the version the page has, after a pause that doubles each time.
            let error = ReceivedEvent(id: "", name: "error", data: "")
            let gaveUp = try await NodeRunner.run(region: Self.region(of: before.page), script: script, events: [error, error, error])
            #expect(gaveUp.sources == Array(repeating: "/s/events?since=\(before.version)", count: 4))
            #expect(gaveUp.delays == [1000, 2000, 4000])
        }
    }

    /// The region of the sections in a page: from its element to the script that follows it.
    static func region(of page: String) -> String {
        let start = page.range(of: #"<div class="t-sections""#)!.lowerBound
        let end = page.range(of: "<script", range: start..<page.endIndex)!.lowerBound
        return String(page[start..<end])
    }

    /// The sections of a region, without the region's element and form.
    static func content(of region: String) -> String {
        let start = region.range(of: "</form>")!.upperBound
        let content = String(region[start...].dropLast("</div>".count))
        // A table's content is in the box that scrolls it, outside what an update replaces.
        let box = #"<div class="t-table-scroll">"#
        return content.hasPrefix(box) ? String(content.dropFirst(box.count).dropLast("</div>".count)) : content
    }
}

/// Sections of text with every handler, shown as a list or a table at `/`, live at `/s`.
@SectionActor
final class ScriptScreen {
    final class Texts: ArraySection<String>, CellProvider, SelectionHandler, EditingHandler, MoveHandler, HeaderFooterProvider {
        var name = ""
        private var selected: Set<String> = []
        var allowsMultipleSelection: Bool { true }
        var selectedIndexes: [Int] { elements.indices.filter { selected.contains(elements[$0]) } }
        func didSelect(at index: Int) { selected.insert(self[index]) }
        func didDeselect(at index: Int) { selected.remove(self[index]) }
        func deleteElement(at index: Int) { remove(at: index) }
        func moveElement(at index: Int, to newIndex: Int) { move(from: index, to: newIndex) }
        func cell(at index: Int) -> some View { Text("Text \(self[index]) <&>") }
        var header: some View { Text(name) }
        @ViewBuilder var footer: some View {
            if numberOfElements > 0 { Text("\(numberOfElements) texts") }
        }
    }

    let root = ComposedSectionProvider()
    let first = ScriptScreen.texts("First", ["a0", "a1", "a2"])
    let second = ScriptScreen.texts("Second", ["b0"])
    nonisolated let live: LiveSections

    static func texts(_ name: String, _ elements: [String]) -> Texts {
        let texts = Texts(elements)
        texts.name = name
        return texts
    }

    init(layout table: Bool) {
        root.append(first)
        root.append(second)
        let coordinator: SectionCoordinator =
            table
            ? TableCoordinator<String>(id: "texts", sectionProvider: root, actionPath: "/s") { TableColumn("Text", value: \.self) }
            : ListCoordinator(id: "texts", sectionProvider: root, actionPath: "/s")
        live = LiveSections(coordinator: coordinator)
    }

    /// Inserts, removes, reloads and moves sections and rows, selects and deletes through the
    /// coordinator, and batches some of it; returns how many updates that made.
    func makeEveryKindOfChange() -> Int {
        let start = live.coordinator.version.number
        first.append("a3")
        first.move(from: 0, to: 2)
        try? live.coordinator.handle(SectionEvent(kind: .select, sectionID: "s1", position: 0, elementID: "a1"))
        let third = ScriptScreen.texts("Third", ["c0", "c1"])
        root.insert(third, at: 0)
        second.remove(at: 0)
        try? live.coordinator.handle(SectionEvent(kind: .move, sectionID: "s1", position: 2, elementID: "a1", offset: 2))
        first.setElements(["z0", "a1", "z1"])
        root.remove(second)
        root.performBatchUpdates {
            first.insert("y0", at: 1)
            third.replace(at: 0, with: "c9")
            third.move(from: 1, to: 0)
            root.append(ScriptScreen.texts("Fourth", ["d0"]))
        }
        try? live.coordinator.handle(SectionEvent(kind: .delete, sectionID: "s3", position: 0, elementID: "c1"))
        return live.coordinator.version.number - start
    }
}

/// Runs the live script in Node.js on a page region and a list of events.
enum NodeRunner {
    struct Result: Decodable {
        let content: String
        let version: String
        let sources: [String]
        /// The pauses the script asked for before opening a stream again, in milliseconds.
        let delays: [Int]
        /// What the region's status element says for assistive technologies.
        let status: String?
    }

    static let isAvailable: Bool = {
        guard let result = try? NodeProgram.run(["-e", "process.exit(0)"], input: Data()) else { return false }
        return result.status == 0
    }()

    static func run(region: String, script: String, events: [ReceivedEvent]) async throws -> Result {
        struct Input: Encodable {
            let region: String
            let script: String
            let events: [[String: String]]
        }
        let input = Input(region: region, script: script, events: events.map { ["name": $0.name, "data": $0.data] })
        let encoded = try JSONEncoder().encode(input)
        let result = try await onAThreadOfItsOwn { try NodeProgram.run(["-e", driver], input: encoded) }
        guard result.status == 0 else { throw Failure(output: result.output) }
        return try JSONDecoder().decode(Result.self, from: Data(result.output.utf8))
    }

    struct Failure: Error, CustomStringConvertible {
        let output: String
        var description: String { output }
    }

    /// A document model with just what the script uses, the script in a context whose globals are
    /// that document, a recording EventSource and URL; then each event handed to the listener the
    /// script added for it. Prints the sections, the region's version and the streams opened.
    static let driver = #"""
        'use strict';
        const vm = require('vm');
        const input = JSON.parse(require('fs').readFileSync(0, 'utf8'));
        const VOID = new Set(['input', 'img', 'meta', 'link', 'br', 'hr']);
        const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
        const unescape = (text) => text.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

        class TextNode {
          constructor(text) { this.text = text; this.parentNode = null; }
          get outerHTML() { return this.text; }
        }
        class Element {
          constructor(tagName) { this.tagName = tagName; this.attributes = []; this.childNodes = []; this.parentNode = null; this.selfClosing = false; }
          get firstElementChild() { return this.childNodes.find((node) => node instanceof Element) || null; }
          get nextElementSibling() {
            const siblings = this.parentNode ? this.parentNode.childNodes : [];
            for (let index = siblings.indexOf(this) + 1; index < siblings.length; index += 1) {
              if (siblings[index] instanceof Element) { return siblings[index]; }
            }
            return null;
          }
          hasAttribute(name) { return this.attributes.some((attribute) => attribute[0] === name); }
          getAttribute(name) {
            const attribute = this.attributes.find((attribute) => attribute[0] === name);
            return attribute ? (attribute[1] === null ? '' : unescape(attribute[1])) : null;
          }
          setAttribute(name, value) {
            const attribute = this.attributes.find((attribute) => attribute[0] === name);
            if (attribute) { attribute[1] = escape(String(value)); } else { this.attributes.push([name, escape(String(value))]); }
          }
          removeAttribute(name) { this.attributes = this.attributes.filter((attribute) => attribute[0] !== name); }
          get disabled() { return this.hasAttribute('disabled'); }
          set disabled(value) {
            if (!value) { this.removeAttribute('disabled'); } else if (!this.hasAttribute('disabled')) { this.attributes.push(['disabled', null]); }
          }
          insertAt(node, index) { detach(node); node.parentNode = this; this.childNodes.splice(index, 0, node); }
          remove() { detach(this); }
          before(node) { this.parentNode.insertAt(node, this.parentNode.childNodes.indexOf(this)); }
          after(node) { this.parentNode.insertAt(node, this.parentNode.childNodes.indexOf(this) + 1); }
          prepend(node) { this.insertAt(node, 0); }
          append(node) { this.insertAt(node, this.childNodes.length); }
          replaceWith(node) { this.before(node); this.remove(); }
          descendants() {
            const found = [];
            for (const node of this.childNodes) {
              if (node instanceof Element) { found.push(node, ...node.descendants()); }
            }
            return found;
          }
          querySelectorAll(selector) {
            const match = /^\[([\w-]+)\]$/.exec(selector);
            if (!match) { throw new Error('selector not modelled: ' + selector); }
            return this.descendants().filter((element) => element.hasAttribute(match[1]));
          }
          querySelector(selector) { return this.querySelectorAll(selector)[0] || null; }
          get textContent() { return this.childNodes.map((node) => node instanceof Element ? node.textContent : unescape(node.text)).join(''); }
          set textContent(text) { this.childNodes = []; this.append(new TextNode(escape(String(text)))); }
          set innerHTML(html) { this.childNodes = []; parse(html, this); this.content = this; }
          get outerHTML() {
            let html = '<' + this.tagName;
            for (const [name, value] of this.attributes) { html += ' ' + name + (value === null ? '' : '="' + value + '"'); }
            if (this.selfClosing) { return html + '/>'; }
            html += '>';
            if (VOID.has(this.tagName)) { return html; }
            return html + this.childNodes.map((node) => node.outerHTML).join('') + '</' + this.tagName + '>';
          }
        }
        function detach(node) {
          if (node.parentNode) { node.parentNode.childNodes.splice(node.parentNode.childNodes.indexOf(node), 1); node.parentNode = null; }
        }
        function parse(html, root) {
          const stack = [root];
          let rest = html;
          while (rest.length > 0) {
            if (rest.startsWith('</')) {
              const end = rest.indexOf('>');
              const name = rest.slice(2, end);
              while (stack[stack.length - 1].tagName !== name) { stack.pop(); }
              stack.pop();
              rest = rest.slice(end + 1);
            } else if (rest.startsWith('<')) {
              const name = /^<([\w-]+)/.exec(rest)[1];
              rest = rest.slice(name.length + 1);
              const element = new Element(name);
              for (;;) {
                rest = rest.replace(/^ +/, '');
                if (rest.startsWith('/>')) { element.selfClosing = true; rest = rest.slice(2); break; }
                if (rest.startsWith('>')) { rest = rest.slice(1); break; }
                const attribute = /^[^= >/]+/.exec(rest)[0];
                rest = rest.slice(attribute.length);
                if (rest.startsWith('="')) {
                  const end = rest.indexOf('"', 2);
                  element.attributes.push([attribute, rest.slice(2, end)]);
                  rest = rest.slice(end + 1);
                } else {
                  element.attributes.push([attribute, null]);
                }
              }
              stack[stack.length - 1].append(element);
              if (!element.selfClosing && !VOID.has(name)) { stack.push(element); }
            } else {
              const end = rest.indexOf('<') < 0 ? rest.length : rest.indexOf('<');
              stack[stack.length - 1].append(new TextNode(rest.slice(0, end)));
              rest = rest.slice(end);
            }
          }
        }

        const root = new Element('#root');
        parse(input.region, root);
        const sources = [];
        class EventSource {
          constructor(url) { this.url = url; this.readyState = 1; this.listeners = {}; sources.push(this); }
          addEventListener(name, listener) { this.listeners[name] = listener; }
          close() { this.readyState = 2; }
        }
        EventSource.OPEN = 1;
        EventSource.CLOSED = 2;
        const context = {
          EventSource, URL, URLSearchParams,
          // The browser's retry pause passes at once; the delays asked for are recorded.
          delays: [],
          setTimeout: (callback, delay) => { context.delays.push(delay); callback(); },
          location: { href: 'http://127.0.0.1/' },
          document: {
            querySelectorAll: (selector) => root.querySelectorAll(selector),
            createElement: (name) => new Element(name),
            addEventListener: () => {}
          }
        };
        context.window = context;
        vm.createContext(context);
        vm.runInContext(input.script, context);
        for (const event of input.events) {
          const source = sources[sources.length - 1];
          // "error" stands for the browser giving up on the stream (an answer that is no stream).
          if (event.name === 'error') { source.readyState = EventSource.CLOSED; }
          source.listeners[event.name]({ data: event.data });
        }
        const region = root.querySelector('[data-sections]');
        process.stdout.write(JSON.stringify({
          content: region.querySelector('[data-sections-content]').outerHTML,
          version: region.getAttribute('data-version'),
          sources: sources.map((source) => source.url),
          delays: context.delays,
          status: (region.querySelector('[data-sections-status]') || { textContent: null }).textContent
        }));
        """#
}

/// Runs `body`, which blocks (it waits for another program), on a thread of its own: a blocked
/// thread of the few the tests share would stall every other test meanwhile.
func onAThreadOfItsOwn<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread.detachNewThread { continuation.resume(with: Result { try body() }) }
    }
}
