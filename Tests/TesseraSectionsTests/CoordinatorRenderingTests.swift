import Tessera
import TesseraSections
import Testing

@Suite("Coordinators render sections")
@SectionActor
struct CoordinatorRenderingTests {
    let renderer = HTMLRenderer()

    func people(_ names: String...) -> PeopleSection {
        PeopleSection(names.map { Person(id: $0.lowercased(), name: $0) })
    }

    @Test func aListShowsEachSectionWithItsHeaderRowsAndFooter() {
        let family = people("Ada", "Grace")
        let notes = PlainSection(["a <note>"])
        let root = ComposedSectionProvider()
        root.append(family)
        root.append(notes)
        let coordinator = ListCoordinator(id: "contacts", sectionProvider: root)
        let html = renderer.renderString(coordinator.view())

        #expect(html.hasPrefix(#"<div class="t-sections" id="t-sections-contacts" data-sections="contacts" data-version="\#(coordinator.version)">"#))
        #expect(html.contains(#"<li class="t-list-section t-sections-section" data-section="s1"><header class="t-section-header" data-section-header>People</header><ul class="t-list" data-rows>"#))
        #expect(html.contains(#"<li class="t-section-row" data-element="ada" data-position="0"><div class="t-section-cell">Ada</div></li>"#))
        #expect(html.contains(#"<li class="t-section-row" data-element="grace" data-position="1">"#))
        #expect(html.contains(#"<footer class="t-section-footer" data-section-footer>2 people</footer>"#))
        // The second section has no header or footer; positions go on counting across sections.
        #expect(html.contains(#"data-section="s2"><ul class="t-list" data-rows><li class="t-section-row" data-element="a &lt;note&gt;" data-position="2"><div class="t-section-cell">a &lt;note&gt;</div></li></ul></li>"#))
        // Without an action path there are no controls and no form.
        #expect(!html.contains("<form"))
        #expect(!html.contains("<button"))
    }

    @Test func rowsGetTheControlsOfTheHandlersTheirSectionAdopts() {
        let family = people("Ada", "Locked")
        let notes = PlainSection(["note"])
        let root = ComposedSectionProvider()
        root.append(family)
        root.append(notes)
        let coordinator = ListCoordinator(id: "c", sectionProvider: root, actionPath: "/c/sections")
        let html = renderer.renderString(coordinator.view(formFields: [("_csrf", "t\"k")], liveURL: "/c/sections/events"))

        #expect(html.contains(#"data-live="/c/sections/events""#))
        #expect(html.contains(#"<form class="t-sections-form" id="t-sections-c-form" method="post" action="/c/sections" hidden data-tessera-live><input type="hidden" name="_csrf" value="t&quot;k"></form>"#))
        // Selection: a toggle that selects, posting the row's section, position and element.
        #expect(html.contains(#"<button class="t-row-button t-row-select" type="submit" form="t-sections-c-form" formaction="/c/sections/select?section=s1&amp;position=0&amp;element=ada" aria-label="Select" title="Select" aria-pressed="false">"#))
        // Moves: the first row cannot go up, the last cannot go down.
        #expect(html.contains(#"formaction="/c/sections/move?section=s1&amp;position=0&amp;element=ada&amp;by=-1" aria-label="Move up" title="Move up" data-move="-1" disabled>"#))
        #expect(html.contains(#"formaction="/c/sections/move?section=s1&amp;position=1&amp;element=locked&amp;by=1" aria-label="Move down" title="Move down" data-move="1" disabled>"#))
        // Deletion where the section allows it: Ada yes, Locked no.
        #expect(html.contains(#"formaction="/c/sections/delete?section=s1&amp;position=0&amp;element=ada""#))
        #expect(!html.contains(#"formaction="/c/sections/delete?section=s1&amp;position=1"#))
        // The context menu, a <details> of buttons.
        #expect(html.contains(#"<details class="t-row-menu"><summary class="t-row-button" title="Actions" aria-label="Actions">"#))
        #expect(html.contains(#"formaction="/c/sections/action?section=s1&amp;position=1&amp;element=locked&amp;action=call"><svg"#))
        #expect(html.contains("<span>Call Locked</span>"))
        // The plain section's row has no controls at all.
        #expect(html.contains(#"<li class="t-section-row" data-element="note" data-position="2"><div class="t-section-cell">note</div></li>"#))
        #expect(html.occurrences(of: "t-row-select") == 2)
    }

    @Test func selectedRowsShowSelected() throws {
        let family = people("Ada", "Grace")
        let root = ComposedSectionProvider()
        root.append(family)
        let coordinator = ListCoordinator(sectionProvider: root, actionPath: "/s")
        try coordinator.handle(SectionEvent(kind: .select, sectionID: "s1", position: 1, elementID: "grace"))
        let html = renderer.renderString(coordinator.view())
        #expect(html.contains(#"<li class="t-section-row t-selected" data-element="grace" data-position="1"><button class="t-row-button t-row-select" type="submit" form="t-sections-sections-form" formaction="/s/deselect?section=s1&amp;position=1&amp;element=grace" aria-label="Select" title="Select" aria-pressed="true">"#))
        #expect(html.occurrences(of: "t-selected") == 1)
    }

    @Test func aTableShowsColumnsAndASectionPerBodyUnderAHeaderRow() {
        let family = people("Ada")
        let notes = PlainSection(["a note"])
        let root = ComposedSectionProvider()
        root.append(family)
        root.append(notes)
        let coordinator = TableCoordinator<Person>(id: "people", sectionProvider: root) {
            TableColumn("Name", value: \.name)
            TableColumn("ID") { person in Text(person.id).bold() }
        }
        let html = renderer.renderString(coordinator.view())
        #expect(html.contains(#"<table class="t-table t-sections-content" data-sections-content><thead><tr><th scope="col">Name</th><th scope="col">ID</th></tr></thead>"#))
        #expect(html.contains(#"<tbody class="t-sections-section" data-section="s1" data-rows><tr class="t-section-header-row" data-section-header><th class="t-section-header" colspan="2" scope="colgroup">People</th></tr>"#))
        #expect(html.contains(#"<tr class="t-section-row" data-element="ada" data-position="0"><td>Ada</td><td><span class="t-weight-700">ada</span></td></tr>"#))
        #expect(html.contains(#"<tr class="t-section-footer-row" data-section-footer><td class="t-section-footer" colspan="2">1 people</td></tr></tbody>"#))
        // A section of other elements shows its cell across the columns.
        #expect(html.contains(#"<tr class="t-section-row" data-element="a note" data-position="1"><td colspan="2">a note</td></tr>"#))
    }

    @Test func aTableWithControlsHasColumnsForThem() {
        let root = ComposedSectionProvider()
        root.append(people("Ada"))
        let coordinator = TableCoordinator<Person>(sectionProvider: root, actionPath: "/t") { TableColumn("Name", value: \.name) }
        let html = renderer.renderString(coordinator.view())
        #expect(html.contains(#"<thead><tr><th scope="col"><span class="t-visually-hidden">Selection</span></th><th scope="col">Name</th><th scope="col"><span class="t-visually-hidden">Actions</span></th></tr></thead>"#))
        #expect(html.contains(#"colspan="3" scope="colgroup">People</th>"#))
        #expect(html.contains(#"<tr class="t-section-row" data-element="ada" data-position="0"><td class="t-row-select-cell"><button"#))
        #expect(html.contains(#"<td>Ada</td><td class="t-row-controls-cell"><div class="t-row-controls">"#))
    }

    @Test func gridsAndStacksLayTheCellsOut() {
        let root = ComposedSectionProvider()
        root.append(people("Ada", "Grace"))
        let grid = renderer.renderString(GridCoordinator(id: "g", sectionProvider: root, columns: .count(3)).view())
        #expect(grid.contains(#"<div class="t-sections-content t-sections-grid-content" data-sections-content><section class="t-section t-sections-section" data-section="s1"><header class="t-section-header" data-section-header>People</header><div class="t-sections-grid" style="grid-template-columns:repeat(3,minmax(0,1fr))" data-rows><div class="t-section-row t-section-tile" data-element="ada" data-position="0"><div class="t-section-cell">Ada</div></div>"#))

        let other = ComposedSectionProvider()
        other.append(people("Ada"))
        let adaptive = renderer.renderString(GridCoordinator(sectionProvider: other, columns: .adaptive(minimum: 120.5)).view())
        #expect(adaptive.contains("grid-template-columns:repeat(auto-fill,minmax(min(120.5px,100%),1fr))"))

        let third = ComposedSectionProvider()
        third.append(people("Ada"))
        let stack = renderer.renderString(StackCoordinator(id: "s", sectionProvider: third, spacing: 12).view())
        #expect(stack.contains(#"<div class="t-sections-content t-sections-stack-content" style="gap:12px" data-sections-content><section class="t-section t-sections-section" data-section="s1">"#))
        #expect(stack.contains(#"<div class="t-sections-stack" style="gap:12px" data-rows><div class="t-section-row" data-element="ada" data-position="0">"#))
    }

    @Test func aHeaderOrFooterThatIsNothingWritesNoElement() {
        let odd = NumberSection([1])
        let even = NumberSection([2, 4])
        let root = ComposedSectionProvider()
        root.append(odd)
        root.append(even)
        let html = renderer.renderString(ListCoordinator(sectionProvider: root).view())
        #expect(html.occurrences(of: "<footer") == 1)
        #expect(html.contains(#"<footer class="t-section-footer" data-section-footer>2 numbers, 0 selected</footer>"#))
    }

    @Test func sectionsKeepTheirIdentifiersWhateverTheirIndex() {
        let first = people("Ada")
        let second = people("Grace")
        let root = ComposedSectionProvider()
        root.append(first)
        root.append(second)
        let coordinator = ListCoordinator(sectionProvider: root)
        #expect(coordinator.sectionID(of: first) == "s1")
        #expect(coordinator.sectionID(of: second) == "s2")
        let third = people("Alan")
        root.insert(third, at: 0)
        root.remove(first)
        #expect(coordinator.sectionID(of: third) == "s3")
        #expect(coordinator.sectionID(of: second) == "s2")
        #expect(coordinator.sectionID(of: first) == nil)
        #expect(coordinator.section(withID: "s1") == nil)
        #expect(coordinator.section(withID: "s2") === second)
        root.append(first)
        #expect(coordinator.sectionID(of: first) == "s1")
    }
}
