import Foundation
import Tessera
import TesseraComponents
import TesseraGallery
import Testing

/// One specimen of a rendered gallery page: its caption, its own start tag, and what it shows
/// after its caption.
private struct RenderedSpecimen {
    /// The caption, as `data-specimen` holds it.
    let caption: String
    /// The specimen's start tag, where `data-specimen` and `data-color-scheme` are.
    let startTag: Substring
    /// The HTML inside the specimen after its caption, to the specimen's end: the component as the
    /// page shows it (and the closing tags of the specimen's own stack, the same for every one).
    let content: Substring

    /// The start tag of the content's first element: the component's root, where its state marks
    /// are. A form around it is passed over: a specimen of radio buttons holds them in a form of
    /// their own, since radio buttons of one name are one group within a form.
    var root: Substring {
        guard let start = content.firstIndex(of: "<"), let end = content[start...].firstIndex(of: ">") else { return "" }
        let tag = content[start...end]
        guard tag.hasPrefix("<form "), let next = content[content.index(after: end)...].firstIndex(of: "<"),
            let nextEnd = content[next...].firstIndex(of: ">")
        else { return tag }
        return content[next...nextEnd]
    }
}

/// The specimens of `html`, a page's content, in order.
///
/// A specimen is the `<div>` carrying `data-specimen` (``GallerySpecimen``'s border, around the
/// `VStack` of its caption and content); its caption is the first `<span>` inside, and it ends at
/// the `</div>` that balances it. Text and attributes are escaped, so a `<div` or `</div>` in the
/// HTML is always a tag.
private func specimens(_ html: String) -> [RenderedSpecimen] {
    var found: [RenderedSpecimen] = []
    var rest = html[...]
    while let marker = rest.range(of: #" data-specimen=""#) {
        guard let tagStart = html[..<marker.lowerBound].range(of: "<div", options: .backwards)?.lowerBound,
            let tagEnd = html[marker.upperBound...].firstIndex(of: ">"),
            let captionEnd = html[marker.upperBound...].firstIndex(of: "\"")
        else { break }
        let inside = html.index(after: tagEnd)
        let end = balancingDivEnd(html, from: inside)
        let afterCaption = html[inside..<end].range(of: "</span>")?.upperBound ?? inside
        found.append(RenderedSpecimen(
            caption: unescaped(html[marker.upperBound..<captionEnd]), startTag: html[tagStart...tagEnd], content: html[afterCaption..<end]))
        rest = html[end...]
    }
    return found
}

/// Where the `</div>` closing a `<div>` whose content starts at `start` begins (or the end of
/// `html`).
private func balancingDivEnd(_ html: String, from start: String.Index) -> String.Index {
    var depth = 1
    var index = start
    while let next = html[index...].firstIndex(of: "<") {
        let tag = html[next...]
        if tag.hasPrefix("</div>") {
            depth -= 1
            if depth == 0 { return next }
        } else if tag.hasPrefix("<div ") || tag.hasPrefix("<div>") {
            depth += 1
        }
        index = html.index(after: next)
    }
    return html.endIndex
}

/// An attribute's value as written, unescaped.
private func unescaped(_ value: Substring) -> String {
    value.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
        .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
        .replacingOccurrences(of: "&amp;", with: "&")
}

/// `html` without its identity paths (`data-tid`): an element of a `ForEach` (a tag of a
/// ``TagStack``, a link of an ``ActionStack``) carries its path from the page's root, which
/// differs from specimen to specimen by the specimen's place on the page and by nothing else.
private func withoutIdentities(_ html: Substring) -> String {
    html.replacingOccurrences(of: #" data-tid="[^"]*""#, with: "", options: .regularExpression)
}

/// The pages' names, for the tests that take each page in turn.
private let pageNames = ComponentGallery.pages.map(\.name)

/// The components that are items of a list, whose pages show one selected among its peers.
private let listItems: Set = ["ObjectItem", "ContactItem", "KeyValueItem", "TimelineItem", "KPIItem"]

/// The three forms a page opens with: the same content from view builders, from plain values and
/// from a model.
private let forms = ["View builders", "Plain values", "A model"]

/// The forms a collection's page leaves out, and why; every other page shows all three.
private let formsLeftOut: [String: Set<String>] = [
    // Its figures are data (`KPIHeaderItem`s), not a view per slot, and a model is one figure's.
    "KPIHeader": ["View builders", "A model"],
    // It takes any views, one after another: there are no plain values or model of them.
    "KPILayoutContainer": ["Plain values", "A model"],
    // Its cells are texts a model fills; a table with views in its cells is the view layer's `Table`.
    "DataTable": ["View builders"],
]

/// The components written by hand rather than by `@Component`, which do not mark their root with
/// their state (`ComponentStateMarks`): disabled, their controls are disabled, and the components
/// inside them marked, instead.
private let unmarkedRoots: Set = [
    "KPIHeader", "KPILayoutContainer", "TextFieldFormView", "NoteFormView", "SwitchView", "ListPickerItem", "DateTimePicker",
    "SegmentedControl", "ValuePicker", "RangeSlider", "DurationPicker", "TitleFormView", "KeyValueFormView", "SearchField", "StepperView", "SignatureCapture",
]

/// The start tags in `html` that begin with one of `prefixes` (`<input`, …).
private func startTags(_ html: Substring, _ prefixes: [String]) -> [Substring] {
    var tags: [Substring] = []
    var rest = html
    while let open = rest.firstIndex(of: "<") {
        let tag = rest[open...].prefix { $0 != ">" }
        if prefixes.contains(where: { tag.hasPrefix($0 + " ") || tag.hasPrefix($0 + ">") }) { tags.append(tag) }
        rest = rest[rest.index(after: open)...]
    }
    return tags
}

@Suite("The components' gallery")
struct GalleryTests {
    private func page(_ name: String) throws -> GalleryPage {
        try #require(ComponentGallery.pages.first { $0.name == name }, "the gallery has a page \(name)")
    }

    /// The README's table of components lists every page of the gallery, and says how many.
    @Test func theREADMEsTableListsEveryComponent() throws {
        let readme = try String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../README.md"), encoding: .utf8)
        let table = readme.components(separatedBy: "| Kind | Components").dropFirst().first?.components(separatedBy: "\n\n").first ?? ""
        for name in pageNames {
            #expect(table.contains("`\(name)`"), "the README's table lists \(name)")
        }
        #expect(readme.contains("There are \(pageNames.count), each with a page"), "the README counts \(pageNames.count) components")
    }

    /// Every component has its picture in Docs/Screenshots/components, which
    /// `ONLY=components Docs/Screenshots/make-screenshots.sh` takes again after a change.
    @Test func everyComponentHasAScreenshot() {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Docs/Screenshots/components")
        for name in pageNames {
            let picture = folder.appendingPathComponent(name + ".png")
            let bytes = (try? Data(contentsOf: picture)) ?? Data()
            #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]), "Docs/Screenshots/components/\(name).png is a picture of \(name)'s page: run ONLY=components Docs/Screenshots/make-screenshots.sh")
        }
    }

    @Test func pageNamesAreUnique() {
        #expect(Set(pageNames).count == pageNames.count, "a name is the last part of a page's address: \(pageNames)")
    }

    @Test func everyExistingComponentHasAPage() {
        let components = [
            "ObjectItem", "ContactItem", "KeyValueItem", "TimelineItem", "SectionHeader", "SectionFooter", "Card", "BannerMessage",
            "IllustratedMessage", "KPIItem", "KPIProgressItem", "KPIHeader", "KPILayoutContainer", "ObjectHeader", "ProfileHeader",
            "StepProgressIndicator", "RatingControl", "TextFieldFormView", "NoteFormView", "SwitchView", "ListPickerItem", "DateTimePicker",
            "Tag", "AvatarStack", "Timeline", "TimelinePreview", "DataTable", "FilterFeedbackBar", "SortFilterMenu", "SideBar",
            "ToastMessage", "ContentUnavailableView", "LoadingIndicator", "FioriButton", "WelcomeScreen", "InfoView",
            "SegmentedControl", "ValuePicker", "RangeSlider", "DurationPicker", "TitleFormView", "KeyValueFormView", "SearchField", "StepperView", "SignatureCapture",
        ]
        for component in components {
            #expect(pageNames.contains(component), "\(component) has a page")
        }
        #expect(pageNames.prefix(2) == ["ObjectItem", "ContactItem"], "the gallery opens with the items of a list")
    }

    @Test(arguments: pageNames)
    func aPageShowsItsComponentInEveryForm(name: String) throws {
        let html = render(try page(name).content)
        // An icon name no drawing answers to is the one mistake a component writes into its HTML
        // rather than failing to compile: a dashed square marked `data-missing-icon`.
        #expect(!html.contains("data-missing-icon"), "\(name) uses only icons Tessera draws")
        #expect(html.contains(#"data-component="\#(name)""#), "the page \(name) names a component")
        let shown = specimens(html)
        let captions = shown.map(\.caption)
        #expect(Set(captions).count == captions.count, "\(name)'s captions are unique: \(captions)")
        for caption in forms + ["Light", "Dark", "Disabled"] where !(formsLeftOut[name] ?? []).contains(caption) {
            #expect(captions.contains(caption), "\(name) has a \(caption) specimen")
        }
        #expect(captions.contains { $0.hasPrefix("Restyled") }, "\(name) has a restyled specimen")
        if listItems.contains(name) {
            #expect(captions.contains("Selected"), "\(name), an item of a list, has a Selected specimen")
        }
    }

    // The HTML of the three forms is compared whole but for the identity paths, as the
    // components' own tests compare their initializers: a page whose forms differ by an attribute
    // is a page whose forms would read differently to some browser or assistive technology.
    @Test(arguments: pageNames)
    func theThreeFirstFormsRenderTheSame(name: String) throws {
        let shown = specimens(render(try page(name).content))
        let expected = forms.filter { !(formsLeftOut[name] ?? []).contains($0) }
        let forms = shown.prefix(expected.count)
        #expect(forms.map(\.caption) == expected, "\(name) opens with its forms")
        for form in forms {
            #expect(form.root.contains(#"data-component="\#(name)""#), "\(name)'s \(form.caption) specimen shows a \(name)")
        }
        let contents = forms.map { withoutIdentities($0.content) }
        #expect(Set(contents).count == 1, "\(name)'s forms differ:\n\(contents.joined(separator: "\n"))")
    }

    @Test(arguments: pageNames)
    func theDisabledSpecimenIsTheComponentDisabled(name: String) throws {
        let disabled = try #require(specimens(render(try page(name).content)).first { $0.caption == "Disabled" })
        #expect(disabled.root.contains(#"data-component="\#(name)""#), "\(name)'s Disabled specimen is a \(name): \(disabled.root)")
        if unmarkedRoots.contains(name) {
            let controls = startTags(disabled.content, ["<input", "<select", "<textarea", "<button"])
            let inner = startTags(disabled.content, ["<div", "<span", "<a", "<label"]).filter { $0.contains("data-component=") }.dropFirst()
            #expect(!controls.isEmpty || !inner.isEmpty, "\(name)'s Disabled specimen has controls or components to disable")
            for control in controls {
                #expect(control.contains(" disabled"), "\(name)'s disabled control: \(control)")
            }
            for component in inner {
                #expect(component.contains(#"aria-disabled="true""#), "\(name)'s disabled component inside: \(component)")
            }
        } else {
            #expect(disabled.root.contains(#"aria-disabled="true""#), "\(name)'s Disabled specimen is disabled: \(disabled.root)")
        }
        // A disabled component's links go nowhere.
        #expect(!disabled.content.contains("href="), "\(name)'s disabled links go nowhere")
    }

    /// Every list item's page shows one selected among its peers; the other pages show none.
    @Test(arguments: pageNames)
    func theSelectedSpecimenSelectsOneAmongItsPeers(name: String) throws {
        let found = specimens(render(try page(name).content)).first { $0.caption == "Selected" }
        guard listItems.contains(name) else {
            #expect(found == nil, "\(name) is not an item of a list, yet its page shows a selected one")
            return
        }
        let selected = try #require(found, "\(name)'s page has no Selected specimen")
        #expect(selected.content.components(separatedBy: #"aria-current="true""#).count == 2, "one \(name) is selected")
        let peers = selected.content.components(separatedBy: #"data-component="\#(name)""#).count - 1
        #expect(peers >= 2, "the selected \(name) is shown among its peers")
    }

    @Test(arguments: pageNames)
    func theRestyledSpecimenLooksOtherwise(name: String) throws {
        let shown = specimens(render(try page(name).content))
        let plain = try #require(shown.first { forms.contains($0.caption) })
        let restyled = try #require(shown.first { $0.caption.hasPrefix("Restyled") })
        #expect(withoutIdentities(restyled.content) != withoutIdentities(plain.content), "\(name)'s restyled specimen differs from its first form")
    }

    @Test(arguments: pageNames)
    func lightAndDarkForceTheirPalettes(name: String) throws {
        let shown = specimens(render(try page(name).content))
        let light = try #require(shown.first { $0.caption == "Light" })
        let dark = try #require(shown.first { $0.caption == "Dark" })
        #expect(light.startTag.contains(#"data-color-scheme="light""#))
        #expect(dark.startTag.contains(#"data-color-scheme="dark""#))
        #expect(withoutIdentities(light.content) == withoutIdentities(dark.content), "\(name) shows the same component in both palettes")
    }
}
