import Testing
import Tessera

@Suite("Modifiers")
struct ModifierTests {
    @Test func fontStylesWeightsAndDesigns() {
        for style in Font.TextStyle.allCases {
            #expect(html(Text("x").padding(0).font(.system(style))).contains("t-font-\(style.rawValue)"))
        }
        #expect(html(VStack {}.font(.largeTitle)) == #"<div class="t-vstack t-font-largeTitle"></div>"#)
        #expect(html(VStack {}.font(.caption2.weight(.semibold).italic())) == #"<div class="t-vstack t-font-caption2 t-weight-600 t-italic"></div>"#)
        #expect(html(VStack {}.font(.system(size: 13, weight: .heavy, design: .monospaced))) == #"<div class="t-vstack t-weight-800 t-design-monospaced" style="font-size:13px"></div>"#)
    }

    @Test func innermostInheritedStyleWins() {
        #expect(html(VStack {}.font(.caption).font(.title)) == #"<div class="t-vstack t-font-caption"></div>"#)
        #expect(html(VStack {}.foregroundStyle(.red).foregroundColor(.blue)) == #"<div class="t-vstack t-fg-red"></div>"#)
    }

    @Test func colours() {
        #expect(html(VStack {}.foregroundStyle(.secondary)) == #"<div class="t-vstack t-fg-secondary"></div>"#)
        #expect(html(VStack {}.foregroundStyle(Color(red: 1, green: 0.5, blue: 0))) == #"<div class="t-vstack" style="color:rgb(255 128 0 / 1)"></div>"#)
        #expect(html(VStack {}.background(.yellow)) == #"<div class="t-vstack t-bg-yellow"></div>"#)
        #expect(html(VStack {}.background(Color.blue.opacity(0.5))) == #"<div class="t-vstack" style="background-color:color-mix(in srgb, var(--t-blue) 50%, transparent)"></div>"#)
        #expect(html(VStack {}.foregroundColor(nil)) == #"<div class="t-vstack"></div>"#)
    }

    @Test func paddingEdgesAndLengths() {
        #expect(html(VStack {}.padding()) == #"<div class="t-vstack t-padding"></div>"#)
        #expect(html(VStack {}.padding(8)) == #"<div class="t-vstack" style="padding:8px"></div>"#)
        #expect(html(VStack {}.padding(.horizontal, 4)) == #"<div class="t-vstack" style="padding-inline:4px"></div>"#)
        #expect(html(VStack {}.padding([.vertical, .leading], 4)) == #"<div class="t-vstack" style="padding-block:4px;padding-inline-start:4px"></div>"#)
        #expect(html(VStack {}.padding(.bottom, 3)) == #"<div class="t-vstack" style="padding-block-end:3px"></div>"#)
        #expect(html(VStack {}.padding([], 3)) == #"<div class="t-vstack"></div>"#)
        #expect(html(VStack {}.padding(.top)) == #"<div class="t-vstack" style="padding-block-start:var(--t-padding)"></div>"#)
    }

    @Test func paddingInsideABackgroundSharesOneElement() {
        // SwiftUI: the background covers the padding. One CSS box says the same.
        #expect(html(Text("x").padding(4).background(.red)) == #"<span class="t-bg-red" style="padding:4px">x</span>"#)
    }

    @Test func paddingOutsideABackgroundNeedsAnElementOfItsOwn() {
        // SwiftUI: the padding is outside the background, which one CSS box cannot say.
        #expect(html(Text("x").background(.red).padding(4)) == #"<div style="padding:4px"><span class="t-bg-red">x</span></div>"#)
        #expect(html(Text("x").padding(1).padding(2)) == #"<div style="padding:2px"><span style="padding:1px">x</span></div>"#)
    }

    @Test func boxModifiersGoAroundAControlThatDrawsItsOwnBox() {
        #expect(html(Button("x") {}.padding(4)) == #"<div style="padding:4px"><button class="t-button" type="button"><span>x</span></button></div>"#)
        #expect(html(Button("x") {}.bold()) == #"<button class="t-button t-weight-700" type="button"><span>x</span></button>"#)
        // Only the box layers move out: the label and the text style stay on the control.
        #expect(html(Button("x") {}.accessibilityLabel("Close").bold().padding(2)) == #"<div style="padding:2px"><button class="t-button t-weight-700" type="button" aria-label="Close"><span>x</span></button></div>"#)
    }

    @Test func wrappersApplyToEachViewOfAGroupOrForEach() {
        let framed = List { ForEach(["a", "b"], id: \.self) { Text($0) }.frame(maxWidth: .infinity) }
        #expect(html(framed) == #"<ul class="t-list"><li><div class="t-frame t-fill-width"><span>a</span></div></li><li><div class="t-frame t-fill-width"><span>b</span></div></li></ul>"#)
        let layered = Group { Text("a"); Text("b") }.background(.red).padding(1)
        #expect(html(layered) == #"<div style="padding:1px"><span class="t-bg-red">a</span></div><div style="padding:1px"><span class="t-bg-red">b</span></div>"#)
    }

    @Test func decorationsInsideAPickerOptionAreDroppedNotLooped() {
        let picker = Picker("P", name: "p", selection: 1) {
            HStack { Text("a").background(.red).padding(1) }.frame(width: 10).tag(1)
        }
        #expect(html(picker).contains(#"<option value="1" selected>a</option>"#))
    }

    @Test func frames() {
        #expect(html(Text("x").frame(width: 100, height: 20)) == #"<div class="t-frame" style="width:100px;height:20px"><span>x</span></div>"#)
        #expect(html(Text("x").frame(minWidth: 10, maxWidth: .infinity, alignment: .topLeading)) == #"<div class="t-frame t-frame-h-leading t-frame-v-top t-fill-width" style="min-width:10px"><span>x</span></div>"#)
        #expect(html(Text("x").frame(maxWidth: 50, maxHeight: 60)) == #"<div class="t-frame" style="max-width:50px;max-height:60px"><span>x</span></div>"#)
        #expect(html(Text("x").frame(width: -5)) == #"<div class="t-frame" style="width:0px"><span>x</span></div>"#)
        #expect(html(Text("x").frame(width: 10).padding(2)) == #"<div class="t-frame" style="width:10px;padding:2px"><span>x</span></div>"#)
    }

    @Test func borderCornersAndClipping() {
        #expect(html(VStack {}.border(.gray, width: 2)) == #"<div class="t-vstack" style="border:2px solid var(--t-gray)"></div>"#)
        #expect(html(VStack {}.cornerRadius(6)) == #"<div class="t-vstack t-clip" style="border-radius:6px"></div>"#)
        #expect(html(Image(url: "/a.png").clipShape(Circle())) == #"<img class="t-image t-clip" style="border-radius:50%" src="/a.png" alt="">"#)
        #expect(html(VStack {}.clipShape(Capsule())) == #"<div class="t-vstack t-clip" style="border-radius:9999px"></div>"#)
    }

    @Test func opacityHiddenDisabled() {
        #expect(html(VStack {}.opacity(0.4)) == #"<div class="t-vstack" style="opacity:0.4"></div>"#)
        #expect(html(VStack {}.opacity(7)) == #"<div class="t-vstack" style="opacity:1"></div>"#)
        #expect(html(VStack {}.opacity(0.5).opacity(0.5)) == #"<div style="opacity:0.5"><div class="t-vstack" style="opacity:0.5"></div></div>"#)
        #expect(html(VStack {}.hidden()) == #"<div class="t-vstack t-hidden"></div>"#)
        #expect(html(TextField("a", name: "a", text: "").disabled(false)).contains("disabled") == false)
    }

    @Test func boldItalicLineLimitAlignment() {
        #expect(html(VStack {}.bold()) == #"<div class="t-vstack t-weight-700"></div>"#)
        #expect(html(VStack {}.italic()) == #"<div class="t-vstack t-italic"></div>"#)
        #expect(html(VStack {}.bold(false)) == #"<div class="t-vstack"></div>"#)
        #expect(html(Text("x").lineLimit(1)) == #"<span class="t-line-limit-1">x</span>"#)
        #expect(html(Text("x").lineLimit(3)) == #"<span class="t-line-limit" style="--t-lines:3">x</span>"#)
        #expect(html(Text("x").lineLimit(nil)) == "x")
        #expect(html(VStack {}.multilineTextAlignment(.center)) == #"<div class="t-vstack t-text-center"></div>"#)
    }

    @Test func tooltipAndAccessibility() {
        #expect(html(Text("x").help("More")) == #"<span title="More">x</span>"#)
        #expect(html(Text("x").help("inner").help("outer")) == #"<span title="inner">x</span>"#)
        #expect(html(Button("x") {}.accessibilityLabel("Close").accessibilityHint("Closes the dialog")) == #"<button class="t-button" type="button" aria-description="Closes the dialog" aria-label="Close"><span>x</span></button>"#)
    }

    @Test func headingsAreHeadingElementsThatKeepTheirFont() {
        #expect(html(Text("Orders").font(.headline).accessibilityHeading(.h2)) == #"<h2 class="t-heading"><span class="t-font-headline">Orders</span></h2>"#)
        #expect(html(Text("Orders").accessibilityHeading(.h1).font(.title)) == #"<h1 class="t-heading t-font-title">Orders</h1>"#)
        #expect(html(Text("Orders").accessibilityHeading(.unspecified)) == #"<span role="heading">Orders</span>"#)
        // A component's heading of no level gives way to the level its slot's view asks for.
        #expect(html(Text("Orders").accessibilityHeading(.h1).accessibilityHeading(.unspecified).bold()) == #"<h1 class="t-heading t-weight-700">Orders</h1>"#)
        #expect(html(Text("Orders").accessibilityHeading(.h3).attribute("aria-level", "1")) == #"<h3 class="t-heading">Orders</h3>"#)
    }

    @Test func attributeRefusesScriptAndUnsafeNames() {
        #expect(html(Text("x").attribute("data-role", "cell")) == #"<span data-role="cell">x</span>"#)
        #expect(html(Text("x").attribute("onclick", "alert(1)")) == "x")
        #expect(html(Text("x").attribute("a b", "1")) == "x")
        #expect(html(Text("x").attribute("href", "javascript:alert(1)")) == #"<span href="about:blank#blocked">x</span>"#)
    }

    @Test func idGivesAnExplicitIdentity() {
        #expect(html(VStack { Text("a").id("first") }, identity: .explicit) == #"<div class="t-vstack"><span data-tid="@first">a</span></div>"#)
        #expect(html(VStack { Text("a").id(1) }, identity: .none) == #"<div class="t-vstack"><span>a</span></div>"#)
    }

    /// An id that is a number however it is wrapped (an optional, `AnyHashable`) is written as the
    /// number, as a row key is.
    @Test func numericIdsAreWrittenAsNumbers() {
        let optional: Int? = 5
        #expect(html(VStack { Text("a").id(optional) }, identity: .explicit) == #"<div class="t-vstack"><span data-tid="@5">a</span></div>"#)
        #expect(html(VStack { Text("a").id(AnyHashable(7)) }, identity: .explicit) == #"<div class="t-vstack"><span data-tid="@7">a</span></div>"#)
        #expect(html(VStack { Text("a").id(42) }, identity: .explicit) == #"<div class="t-vstack"><span data-tid="@42">a</span></div>"#)
        #expect(html(VStack { Text("a").id("a/b@c") }, identity: .explicit) == #"<div class="t-vstack"><span data-tid="@a%2Fb%40c">a</span></div>"#)
    }

    struct Card: ViewModifier {
        var title: String
        func body(content: Content) -> some View {
            VStack(alignment: .leading) {
                Text(title).font(.headline)
                content
            }
            .padding()
        }
    }

    @Test func customViewModifierWrapsContent() {
        let output = html(Text("Body").modifier(Card(title: "Head")))
        #expect(output == #"<div class="t-vstack t-align-leading t-padding"><span class="t-font-headline">Head</span><span>Body</span></div>"#)
    }

    @Test func modifiersOnAListRowGoInsideTheRow() {
        #expect(html(List { Text("a").padding(2) }) == #"<ul class="t-list"><li><span style="padding:2px">a</span></li></ul>"#)
    }
}
