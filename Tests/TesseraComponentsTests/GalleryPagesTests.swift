import Tessera
import TesseraComponents
import TesseraGallery
import Testing

@Suite("Gallery pages of the business components")
struct GalleryPagesTests {
    private let pages = Dictionary(ComponentGallery.pages.map { ($0.name, $0) }) { first, _ in first }

    @Test(arguments: [
        "KPIHeader", "KPILayoutContainer", "RatingControl", "StepProgressIndicator", "TextFieldFormView", "NoteFormView", "SwitchView",
        "ListPickerItem", "DateTimePicker", "SegmentedControl", "ValuePicker", "RangeSlider", "DurationPicker", "TitleFormView", "KeyValueFormView", "SearchField", "StepperView", "SignatureCapture",
    ])
    func eachComponentHasAPageShowingItRestyledLightAndDark(name: String) throws {
        let page = try #require(pages[name], "the gallery lists \(name)")
        let html = render(page.content)
        #expect(html.contains(#"data-component="\#(name)""#))
        for caption in ["Light", "Dark"] {
            #expect(html.contains(#"data-specimen="\#(caption)""#), "\(name): \(caption)")
        }
        #expect(html.contains(#"data-specimen="Restyled"#), "\(name): restyled")
    }

    @Test(arguments: [
        "RatingControl", "TextFieldFormView", "NoteFormView", "SwitchView", "ListPickerItem", "DateTimePicker", "SegmentedControl", "ValuePicker", "RangeSlider", "DurationPicker", "TitleFormView", "KeyValueFormView", "SearchField", "StepperView", "SignatureCapture",
    ])
    func formControlsAreShownDisabled(name: String) throws {
        let html = render(try #require(pages[name]).content)
        #expect(html.contains(" disabled"), "\(name) has a disabled specimen")
    }
}
