import Synchronization
import Testing

@testable import Tessera

/// `KeptMarkup`: kept markup is what the content writes, wherever it stands; the content is not
/// rendered again while the key is the same; a key that misses something is caught; the store
/// stays within its limit.
@Suite struct KeptMarkupTests {
    /// Counts its renderings, and writes what a shared value says.
    final class Source: Sendable {
        let renderings = Mutex(0)
        let word = Mutex("one")
    }

    struct Counted: View {
        let source: Source
        var body: some View {
            let word = source.word.withLock { $0 }
            source.renderings.withLock { $0 += 1 }
            return HStack {
                Text(word).bold()
                Link("Open", destination: "/a?b=1&c=2")
            }
        }
    }

    /// A page with kept parts in the places markup depends on: a list's rows, a form, a
    /// picker's options, identities written for every element, explicit ids inside, a kept view
    /// inside another.
    struct Page: View {
        let selection: String
        var body: some View {
            VStack(spacing: 4) {
                Text("Head").kept(by: "head")
                List {
                    Text("row").kept(by: "row")
                    ForEach(["a", "b"], id: \.self) { name in
                        Text(name).kept(by: name)
                    }
                }
                Form(action: "/save") {
                    TextField("Name", name: "name", text: "<&\"x\">").kept(by: 1)
                    Picker("Size", name: "size", selection: selection) {
                        Text("Small").tag("s")
                        Text("Large").tag("l")
                    }
                    .kept(by: selection)
                }
                VStack {
                    ForEach([1, 2, 3], id: \.self) { number in
                        Text("\(number)").kept(by: number)
                    }
                    Text("inner").kept(by: "inner")
                }
                .kept(by: "outer")
                Text("decorated").kept(by: "decorated").padding(4).bold()
            }
        }
    }

    @Test(arguments: [RenderOptions.IdentityAttributes.none, .explicit, .all])
    func keptMarkupIsWhatTheContentWrites(identity: RenderOptions.IdentityAttributes) throws {
        let plain = html(Page(selection: "l"), identity: identity)
        var environment = EnvironmentValues()
        let store = KeptMarkupStore(checking: .always { Issue.record("\($0)") })
        environment.keptMarkup = store
        // Kept the first time, written from the store the next: the same bytes both times.
        #expect(html(Page(selection: "l"), identity: identity, environment: environment) == plain)
        #expect(store.count > 0)
        #expect(html(Page(selection: "l"), identity: identity, environment: environment) == plain)
        // Another selection is another key.
        #expect(html(Page(selection: "s"), identity: identity, environment: environment) == html(Page(selection: "s"), identity: identity))
        #expect(html(Page(selection: "l"), identity: identity, environment: environment) == plain)
    }

    @Test func elementsAreCountedAsIfWrittenAnew() throws {
        var environment = EnvironmentValues()
        environment.keptMarkup = KeptMarkupStore(checking: .never)
        var plainBytes: [UInt8] = []
        let plain = try HTMLRenderer().render(Page(selection: "l"), into: &plainBytes)
        for _ in 0..<2 {
            var bytes: [UInt8] = []
            let kept = try HTMLRenderer(environment: environment).render(Page(selection: "l"), into: &bytes)
            #expect(bytes == plainBytes)
            #expect(kept.elementCount == plain.elementCount)
            #expect(kept.byteCount == plain.byteCount)
        }
    }

    @Test func theContentIsRenderedOnceForEachKey() {
        let source = Source()
        var environment = EnvironmentValues()
        environment.keptMarkup = KeptMarkupStore(checking: .never)
        for _ in 0..<3 {
            #expect(html(Counted(source: source).kept(by: "a"), environment: environment).contains(">one<"))
        }
        #expect(source.renderings.withLock { $0 } == 1)
        _ = html(Counted(source: source).kept(by: "b"), environment: environment)
        #expect(source.renderings.withLock { $0 } == 2)
        // Without a store: every time.
        _ = html(Counted(source: source).kept(by: "a"))
        #expect(source.renderings.withLock { $0 } == 3)
    }

    @Test func aKeyThatMissesWhatTheContentReadsIsCaught() {
        let source = Source()
        let reports = Mutex<[String]>([])
        var environment = EnvironmentValues()
        environment.keptMarkup = KeptMarkupStore(checking: .always { message in reports.withLock { $0.append(message) } })
        let first = html(Counted(source: source).kept(by: "a"), environment: environment)
        #expect(first.contains("one"))
        #expect(html(Counted(source: source).kept(by: "a"), environment: environment) == first)
        #expect(reports.withLock { $0.isEmpty })
        // The content now writes another word, under the same key: stale, and told.
        source.word.withLock { $0 = "two" }
        _ = html(Counted(source: source).kept(by: "a"), environment: environment)
        let told = reports.withLock { $0 }
        #expect(told.count == 1)
        #expect(told.first?.contains("KeptMarkup<String") == true)
        #expect(told.first?.contains("one") == true && told.first?.contains("two") == true)
    }

    @Test func anEnvironmentAroundTheStoreIsPartOfEveryKey() {
        // A field whose label shows or not by the environment, kept under one key: the markup
        // kept where labels show is never written where they are hidden.
        let reports = Mutex<[String]>([])
        let store = KeptMarkupStore(checking: .always { message in reports.withLock { $0.append(message) } })
        var plain = EnvironmentValues()
        plain.keptMarkup = store
        var hidden = EnvironmentValues()
        hidden.labelsHidden = true
        hidden.keptMarkup = store
        let field = TextField("Name", name: "name", text: "").kept(by: "field")
        for _ in 0..<2 {
            #expect(html(field, environment: plain) == html(field))
            #expect(html(field, environment: hidden) == html(field.labelsHidden()))
        }
        #expect(html(field, environment: plain) != html(field, environment: hidden))
        #expect(reports.withLock { $0.isEmpty })
        #expect(store.count == 2)
    }

    @Test func decorationsLeftForTheFirstElementAreNotKept() {
        var environment = EnvironmentValues()
        let store = KeptMarkupStore(checking: .never)
        environment.keptMarkup = store
        let view = Text("x").kept(by: 1).bold().padding(2)
        #expect(html(view, environment: environment) == html(view))
        #expect(store.count == 0)
    }

    @Test func theStoreKeepsWithinItsLimit() {
        let store = KeptMarkupStore(byteLimit: 4_000, checking: .never)
        var environment = EnvironmentValues()
        environment.keptMarkup = store
        for number in 0..<500 {
            let view = Text(String(repeating: "word ", count: 20) + "\(number)").kept(by: number)
            #expect(html(view, environment: environment) == html(view))
            #expect(store.byteCount <= store.byteLimit)
        }
        #expect(store.count > 0)
        // Larger than a quarter of the limit: written, not kept.
        let large = Text(String(repeating: "x", count: 1_200)).kept(by: "large")
        #expect(html(large, environment: environment) == html(large))
        store.removeAll()
        _ = html(large, environment: environment)
        #expect(store.count == 0)
        #expect(store.byteCount == 0)
    }
}
