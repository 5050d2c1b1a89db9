import Foundation
import Testing
import Tessera

@Suite("Primitive views")
struct PrimitiveTests {
    @Test func textIsEscapedAndBareInFlow() {
        #expect(html(Text("Fish & Chips")) == "Fish &amp; Chips")
        #expect(html(Text(verbatim: "<b>")) == "&lt;b&gt;")
    }

    @Test func textIsAnElementInAStack() {
        #expect(html(HStack { Text("a"); Text("b") }) == #"<div class="t-hstack"><span>a</span><span>b</span></div>"#)
    }

    @Test func textFormatsNumbersAndDatesInTheEnvironmentsLocaleAndTimeZone() {
        #expect(html(Text(1234.5, format: .number)) == "1,234.5")
        #expect(html(Text(0.25, format: .percent)) == "25%")
        var german = EnvironmentValues()
        german.locale = Locale(identifier: "de_DE")
        #expect(html(Text(1234.5, format: .number), environment: german) == "1.234,5")

        let date = Date(timeIntervalSince1970: 1_700_000_000)  // 2023-11-14 22:13:20 UTC
        let format = Date.FormatStyle(date: .numeric, time: .omitted)
        #expect(html(Text(date, format: format.year().month().day())) == "Nov 14, 2023")
        var tokyo = EnvironmentValues()
        tokyo.timeZone = TimeZone(identifier: "Asia/Tokyo")!
        #expect(html(Text(date, format: format.year().month().day()), environment: tokyo) == "Nov 15, 2023")
    }

    @Test func textConcatenationKeepsEachPartsStyle() {
        let text = Text("Total: ") + Text("42").bold() + Text(" EUR").italic()
        #expect(html(text) == #"Total: <span class="t-weight-700">42</span><span class="t-italic"> EUR</span>"#)
        #expect(text.content() == "Total: 42 EUR")
        #expect(html(HStack { text }) == #"<div class="t-hstack"><span>Total: <span class="t-weight-700">42</span><span class="t-italic"> EUR</span></span></div>"#)
    }

    @Test func textModifiersReturningText() {
        let text = Text("x").font(.headline).foregroundStyle(.red).underline().strikethrough().monospaced()
        #expect(html(text) == #"<span class="t-font-headline t-fg-red t-underline t-strikethrough t-design-monospaced">x</span>"#)
    }

    @Test func imageFromURLAndSystemName() {
        #expect(html(Image(url: "/a.png", label: "Ada")) == #"<img class="t-image" src="/a.png" alt="Ada">"#)
        #expect(html(Image(url: "/deco.png")) == #"<img class="t-image" src="/deco.png" alt="">"#)
        #expect(html(Image(systemName: "plus")) == #"<svg class="t-icon" viewBox="0 0 24 24" aria-hidden="true"><path d="M12 5v14M5 12h14"/></svg>"#)
        #expect(html(Image(systemName: "plus").accessibilityLabel("Add")) == #"<svg class="t-icon" viewBox="0 0 24 24" role="img" aria-label="Add"><path d="M12 5v14M5 12h14"/></svg>"#)
    }

    @Test func atLeastFortyIconsIncludingTheOnesBusinessScreensNeed() {
        let required = [
            "person", "envelope", "phone", "message", "calendar", "star", "pencil", "trash", "plus",
            "magnifyingglass", "chevron.right", "checkmark", "xmark", "exclamationmark.triangle", "info.circle",
        ]
        #expect(SystemImage.names.count >= 40)
        for name in required {
            #expect(SystemImage.names.contains(name), "missing icon \(name)")
            #expect(!html(Image(systemName: name)).contains("data-missing-icon"))
        }
    }

    @Test func unknownIconShowsAPlaceholderNamingIt() {
        let output = html(Image(systemName: "no.such.icon"))
        #expect(output.contains(#"data-missing-icon="no.such.icon""#))
        #expect(output.contains("stroke-dasharray"))
    }

    @Test func label() {
        #expect(html(Label("Mail", systemImage: "envelope")).hasPrefix(#"<span class="t-label"><svg class="t-icon""#))
        #expect(html(Label("Mail", systemImage: "envelope")).hasSuffix("</svg><span>Mail</span></span>"))
        let custom = Label { Text("Ada") } icon: { Image(url: "/ada.png") }
        #expect(html(custom) == #"<span class="t-label"><img class="t-image" src="/ada.png" alt=""><span>Ada</span></span>"#)
    }

    @Test func link() {
        #expect(html(Link("Terms", destination: "/terms?a=1&b=2")) == #"<a class="t-link" href="/terms?a=1&amp;b=2">Terms</a>"#)
        #expect(html(Link("Site", destination: URL(string: "https://example.com")!)) == #"<a class="t-link" href="https://example.com">Site</a>"#)
        #expect(html(Link("Terms", destination: "/terms").disabled()) == #"<a class="t-link" aria-disabled="true">Terms</a>"#, "a disabled link goes nowhere")
    }

    @Test func attributedStringsKeepTheirRunsEscaped() {
        var overdue = AttributedString("Overdue <i>")
        overdue.font = .headline.bold()
        overdue.foregroundColor = .red
        var terms = AttributedString("the terms")
        terms.link = URL(string: "/terms?a=1&b=2")
        let notice = overdue + AttributedString(" &amp; see ") + terms
        #expect(html(Text(notice)) == #"<span class="t-font-headline t-weight-700 t-fg-red">Overdue &lt;i&gt;</span> &amp;amp; see <a class="t-link" href="/terms?a=1&amp;b=2">the terms</a>"#)
        #expect(Text(notice).content() == "Overdue <i> &amp; see the terms")
        var hostile = AttributedString("click")
        hostile.link = URL(string: "javascript:alert(1)")
        #expect(!html(Text(hostile)).contains("javascript:"), "a link's address is checked like every URL")
        #expect(html(Text(terms).disabled()) == #"<a class="t-link" aria-disabled="true">the terms</a>"#)
        #expect(html(Text(AttributedString("plain <b>"))) == "plain &lt;b&gt;")
    }

    @Test func aNegativeSpacingOverlapsTheViews() {
        #expect(html(HStack(spacing: -8) { Text("a"); Text("b") }) == #"<div class="t-hstack t-overlap" style="--t-overlap:-8px"><span>a</span><span>b</span></div>"#)
        #expect(html(VStack(spacing: 4) { Text("a") }).contains("gap:4px"))
    }

    @Test func conditionalAttributesAreLeftOutUnlessTheirConditionHolds() {
        #expect(html(Text("Title").attribute("aria-sort", "ascending", when: true)) == #"<span aria-sort="ascending">Title</span>"#)
        #expect(html(Text("Title").attribute("aria-sort", "ascending", when: false)) == "Title")
    }

    @Test func buttons() {
        #expect(html(Button("Refresh") {}) == #"<button class="t-button" type="button"><span>Refresh</span></button>"#)
        #expect(html(Button(submit: "Delete", name: "action", value: "delete", role: .destructive)) == #"<button class="t-button t-button-destructive" type="submit" name="action" value="delete"><span>Delete</span></button>"#)
        #expect(html(Button(submit: "Save").disabled()) == #"<button class="t-button" type="submit" disabled><span>Save</span></button>"#)
        var fired = false
        let button = Button("Go") { }
        #expect(button.action != nil)
        #expect(Button(submit: "x").action == nil)
        fired = true
        #expect(fired)
    }

    @Test func stacksWithAlignmentAndSpacing() {
        #expect(html(HStack(alignment: .top, spacing: 4) { Text("a") }) == #"<div class="t-hstack t-align-top" style="gap:4px"><span>a</span></div>"#)
        #expect(html(VStack(alignment: .leading) { Text("a") }) == #"<div class="t-vstack t-align-leading"><span>a</span></div>"#)
        #expect(html(VStack(spacing: 0) { Text("a") }) == #"<div class="t-vstack" style="gap:0px"><span>a</span></div>"#)
        #expect(html(ZStack(alignment: .bottomTrailing) { Text("a") }) == #"<div class="t-zstack t-frame-h-trailing t-frame-v-bottom"><span>a</span></div>"#)
    }

    @Test func spacerAndDivider() {
        #expect(html(HStack { Text("a"); Spacer(); Text("b") }) == #"<div class="t-hstack"><span>a</span><div class="t-spacer"></div><span>b</span></div>"#)
        #expect(html(Spacer(minLength: 20)) == #"<div class="t-spacer" style="flex-basis:20px"></div>"#)
        #expect(html(Divider()) == #"<hr class="t-divider">"#)
    }

    @Test func listMakesEachViewARow() {
        let view = List {
            Text("a")
            Group { Text("b"); Text("c") }
            ForEach(["d"], id: \.self) { Text($0).bold() }
        }
        #expect(html(view) == #"<ul class="t-list"><li>a</li><li>b</li><li>c</li><li><span class="t-weight-700">d</span></li></ul>"#)
    }

    @Test func listOfDataAndSectionsWithHeaderAndFooter() {
        struct Item: Identifiable { var id: Int }
        let view = List {
            Section {
                Text("a")
            } header: {
                Text("Head")
            } footer: {
                Text("Foot")
            }
        }
        #expect(html(view) == #"<ul class="t-list"><li class="t-list-section"><header class="t-section-header">Head</header><ul class="t-list"><li>a</li></ul><footer class="t-section-footer">Foot</footer></li></ul>"#)
        #expect(html(List([Item(id: 1), Item(id: 2)]) { Text(String($0.id)) }, identity: .explicit) == #"<ul class="t-list"><li data-tid="@1">1</li><li data-tid="@2">2</li></ul>"#)
    }

    @Test func sectionOutsideAList() {
        #expect(html(Section("Name") { Text("Ada") }) == #"<section class="t-section"><header class="t-section-header">Name</header><div class="t-section-content"><span>Ada</span></div></section>"#)
        #expect(html(Section { Text("Ada") }) == #"<section class="t-section"><div class="t-section-content"><span>Ada</span></div></section>"#)
    }

    @Test func disclosureGroupsAreDetailsOpenOnlyWhenExpanded() {
        #expect(html(DisclosureGroup("Filters <all>") { Text("Rating") }) == #"<details class="t-disclosure"><summary class="t-disclosure-label">Filters &lt;all&gt;</summary><div class="t-disclosure-content">Rating</div></details>"#)
        #expect(html(DisclosureGroup(isExpanded: true) { Text("Rating") } label: { Label("Filters", systemImage: "line.3.horizontal.decrease") }).hasPrefix(#"<details class="t-disclosure" open><summary class="t-disclosure-label"><span class="t-label">"#))
    }

    @Test func form() {
        #expect(html(Form(action: "/films/1", method: .post) { Button(submit: "Save") }) == #"<form class="t-form" method="post" action="/films/1"><button class="t-button" type="submit"><span>Save</span></button></form>"#)
        #expect(html(Form(method: .get) { EmptyView() }) == #"<form class="t-form" method="get"></form>"#)
    }

    @Test func gridRowsAndCells() {
        let view = Grid(alignment: .leading, horizontalSpacing: 12) {
            GridRow { Text("Name"); Text("Ada") }
        }
        #expect(html(view) == #"<div class="t-grid t-grid-h-leading" style="border-spacing:12px var(--t-spacing)"><div class="t-grid-row"><span>Name</span><span>Ada</span></div></div>"#)
    }

    @Test func navigation() {
        let view = NavigationStack {
            NavigationLink("Films", destination: "/films")
        }.navigationTitle("Store")
        let output = html(view)
        // The heading is the first thing in <main>, whether the title is given to the stack or
        // to its content.
        #expect(output.hasPrefix(#"<main class="t-navigation-stack"><h1 class="t-navigation-title">Store</h1><a class="t-navigation-link" href="/films"><span>Films</span><svg class="t-icon""#))
        #expect(output.hasSuffix("</svg></a></main>"))
        let inside = NavigationStack {
            NavigationLink("Films", destination: "/films").navigationTitle("Store")
        }
        #expect(html(inside) == output)
    }

    @Test func progressViews() {
        #expect(html(ProgressView()) == #"<progress class="t-progress" aria-label="Progress"></progress>"#)
        #expect(html(ProgressView(value: 0.5)) == #"<progress class="t-progress" value="0.5" max="1" aria-label="Progress"></progress>"#)
        #expect(html(ProgressView("Import", value: 30, total: 120)) == #"<label class="t-progress-view"><span>Import</span><progress class="t-progress" value="30" max="120"></progress></label>"#)
        #expect(html(ProgressView(value: 500, total: 100)).contains(#"value="100""#))
    }

    @Test func emptyViewRendersNothing() {
        #expect(html(EmptyView()) == "")
        #expect(html(EmptyView().padding().bold()) == "")
    }
}

@Suite("Table")
struct TableTests {
    struct Film: Identifiable {
        var id: Int
        var title: String
        var year: Int
    }

    let films = [Film(id: 1, title: "Alien", year: 1979), Film(id: 2, title: "Brazil & Co", year: 1985)]

    @Test func headerRowAndACellPerColumn() {
        let table = Table(films) {
            TableColumn("Title", value: \.title)
            TableColumn("Year", value: \.year)
        }
        #expect(html(table) == #"<div class="t-table-scroll"><table class="t-table"><thead><tr><th scope="col">Title</th><th scope="col">Year</th></tr></thead><tbody><tr><td>Alien</td><td>1979</td></tr><tr><td>Brazil &amp; Co</td><td>1985</td></tr></tbody></table></div>"#)
    }

    @Test func rowsCarryTheirIdentityAndCellsTakeAnyView() {
        let table = Table(films) {
            TableColumn("Title") { film in Link(film.title, destination: "/films/\(film.id)") }
        }
        #expect(html(table, identity: .explicit) == #"<div class="t-table-scroll"><table class="t-table"><thead><tr><th scope="col">Title</th></tr></thead><tbody><tr data-tid="@1"><td><a class="t-link" href="/films/1">Alien</a></td></tr><tr data-tid="@2"><td><a class="t-link" href="/films/2">Brazil &amp; Co</a></td></tr></tbody></table></div>"#)
    }

    /// A column of numbers lines up at its last digit, header and cells; others stay at the start.
    @Test func aNumericColumnIsAlignedAtTheEnd() {
        let table = Table(films) {
            TableColumn("Title", value: \.title)
            TableColumn("Year", value: \.year).alignment(.numeric)
        }
        let page = checkHTML(html(table))
        #expect(html(table).contains(#"<th class="t-column-numeric" scope="col">Year</th>"#))
        #expect(html(table).contains(#"<td class="t-column-numeric">1979</td>"#))
        #expect(html(table).contains(#"<td>Alien</td>"#))
        #expect(page.elementNames.contains("table"))
        #expect(Stylesheet.standard.css.contains(".t-table .t-column-numeric{text-align:end;font-variant-numeric:tabular-nums}"))
    }

    /// The column a table is sorted by says so in its header cell, where assistive technologies
    /// look for it; the others say nothing.
    @Test func theSortedColumnsHeaderCellSaysWhichWay() {
        let table = Table(films) {
            TableColumn("Title", value: \.title).sorted(.descending)
            TableColumn("Year", value: \.year).sorted(nil)
        }
        #expect(html(table).contains(#"<th scope="col" aria-sort="descending">Title</th><th scope="col">Year</th>"#))
    }

    @Test func columnsChosenAtRunTime() {
        func table(showYear: Bool) -> some View {
            Table(films) {
                TableColumn("Title", value: \.title)
                if showYear {
                    TableColumn("Year", value: \.year)
                }
                for extra in ["A", "B"] {
                    TableColumn(extra) { _ in Text(extra) }
                }
            }
        }
        #expect(checkHTML(html(table(showYear: true))).elementNames.filter { $0 == "th" }.count == 4)
        #expect(checkHTML(html(table(showYear: false))).elementNames.filter { $0 == "th" }.count == 3)
    }
}
