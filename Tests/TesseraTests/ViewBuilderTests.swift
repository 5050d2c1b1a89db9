import Testing
import Tessera

@Suite("ViewBuilder control flow")
struct ViewBuilderTests {
    struct Flag: View {
        var isOn: Bool
        var body: some View {
            if isOn {
                Text("on")
            } else {
                Text("off").bold()
            }
        }
    }

    enum Status { case open, closed, archived }

    struct StatusView: View {
        var status: Status
        var body: some View {
            switch status {
            case .open: Text("Open")
            case .closed: Text("Closed")
            case .archived: EmptyView()
            }
        }
    }

    @Test func emptyBlockRendersNothing() {
        let view = Group {}
        #expect(html(view) == "")
    }

    @Test func blockOfOneIsTheViewItself() {
        #expect(html(Group { Text("a") }) == "a")
    }

    @Test func blocksOfAnyLengthRenderInOrder() {
        let view = Group {
            Text("1"); Text("2"); Text("3"); Text("4"); Text("5"); Text("6")
            Text("7"); Text("8"); Text("9"); Text("10"); Text("11"); Text("12")
        }
        #expect(html(view) == "123456789101112")
    }

    @Test func ifWithoutElse() {
        func view(_ show: Bool) -> some View {
            Group {
                Text("a")
                if show { Text("b") }
            }
        }
        #expect(html(view(true)) == "ab")
        #expect(html(view(false)) == "a")
    }

    @Test func ifElseTakesOneBranch() {
        #expect(html(Flag(isOn: true)) == "on")
        #expect(html(Flag(isOn: false)) == #"<span class="t-weight-700">off</span>"#)
    }

    @Test func switchTakesTheMatchingCase() {
        #expect(html(StatusView(status: .open)) == "Open")
        #expect(html(StatusView(status: .closed)) == "Closed")
        #expect(html(StatusView(status: .archived)) == "")
    }

    @Test func ifLetUnwraps() {
        func view(_ name: String?) -> some View {
            Group {
                if let name {
                    Text("Hello, \(name)")
                }
            }
        }
        #expect(html(view("Ada")) == "Hello, Ada")
        #expect(html(view(nil)) == "")
    }

    @Test func forLoopRendersEachElement() {
        let view = Group {
            for number in [3, 1, 2] {
                Text(String(number))
            }
        }
        #expect(html(view) == "312")
    }

    @Test func branchesHaveDistinctIdentities() {
        let on = html(HStack { Flag(isOn: true) }, identity: .all)
        let off = html(HStack { Flag(isOn: false) }, identity: .all)
        #expect(on == #"<div data-tid="" class="t-hstack"><span data-tid="0">on</span></div>"#)
        #expect(off == #"<div data-tid="" class="t-hstack"><span data-tid="1" class="t-weight-700">off</span></div>"#)
    }

    @Test func anyViewErasesAndRenders() {
        let views: [AnyView] = [AnyView(Text("a")), AnyView(Text("b").italic()), AnyView(AnyView(Divider()))]
        let view = Group { ForEach(0..<3) { views[$0] } }
        #expect(html(view) == #"a<span class="t-italic">b</span><hr class="t-divider">"#)
    }

    @Test func forEachOverIdentifiableKeyPathAndRange() {
        struct Film: Identifiable { var id: Int; var title: String }
        let films = [Film(id: 7, title: "Alien"), Film(id: 9, title: "Brazil")]
        let identifiable = html(VStack { ForEach(films) { Text($0.title) } }, identity: .explicit)
        #expect(identifiable == #"<div class="t-vstack"><span data-tid="@7">Alien</span><span data-tid="@9">Brazil</span></div>"#)
        let keyed = html(VStack { ForEach(["x/y", "z"], id: \.self) { Text($0) } }, identity: .explicit)
        #expect(keyed == #"<div class="t-vstack"><span data-tid="@x%2Fy">x/y</span><span data-tid="@z">z</span></div>"#)
        #expect(html(Group { ForEach(0..<4) { Text(String($0)) } }) == "0123")
    }

    @Test func groupAppliesModifiersToEachChild() {
        let view = Group { Text("a"); Text("b") }.bold()
        #expect(html(view) == #"<span class="t-weight-700">a</span><span class="t-weight-700">b</span>"#)
    }
}
