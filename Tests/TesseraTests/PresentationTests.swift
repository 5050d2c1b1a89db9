import Tessera
import Testing

@Suite("Alerts and sheets")
struct PresentationTests {
    @Test func anAlertIsAnOpenDialogLabelledByItsTitleAndDescribedByItsMessage() {
        let html = HTMLRenderer().renderString(
            Text("Behind").alert("Delete the film?", isPresented: .constant(true)) {
                Button("Delete", role: .destructive) {}
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("It cannot be undone.")
            })
        #expect(html.hasPrefix("<span>Behind</span><dialog") || html.hasPrefix("Behind<dialog"))
        #expect(html.contains(#"<dialog class="t-dialog t-alert" open role="alertdialog" aria-modal="true" aria-labelledby="t-dialog--alert-title" aria-describedby="t-dialog--alert-message" data-t-modal>"#))
        #expect(html.contains(#"<h2 class="t-dialog-title" id="t-dialog--alert-title">Delete the film?</h2>"#))
        #expect(html.contains(#"id="t-dialog--alert-message""#) && html.contains("It cannot be undone."))
        // Outside a live view its buttons are plain buttons.
        #expect(html.contains(#"<button class="t-button t-button-destructive" type="button">"#))
    }

    @Test func anAlertWithoutButtonsHasAnOKAndNothingShowsWhileTheBindingIsFalse() {
        let shown = HTMLRenderer().renderString(EmptyView().alert("Saved", isPresented: .constant(true)) {})
        #expect(!shown.contains("aria-describedby"))
        #expect(shown.contains(">OK</span></button>"))
        let hidden = HTMLRenderer().renderString(Text("Behind").alert("Saved", isPresented: .constant(false)) {})
        #expect(!hidden.contains("<dialog"))
        let sheet = HTMLRenderer().renderString(Text("Behind").sheet(isPresented: .constant(false)) { Text("Inside") })
        #expect(!sheet.contains("Inside"))
    }

    @Test func aSheetHoldsItsContentAndACloseButton() {
        let html = HTMLRenderer().renderString(
            Text("Behind").sheet(isPresented: .constant(true), title: "Details") { Text("Inside") })
        #expect(html.contains(#"<dialog class="t-dialog t-sheet" open aria-modal="true" aria-labelledby="t-dialog--sheet-title" data-t-modal>"#))
        #expect(html.contains(#"<div class="t-dialog-content"><span>Inside</span></div>"#) || html.contains(#"<div class="t-dialog-content">Inside</div>"#))
        #expect(html.contains(">Close</span></button>"))
        let untitled = HTMLRenderer().renderString(Text("Behind").sheet(isPresented: .constant(true)) { Text("Inside") })
        #expect(!untitled.contains("aria-labelledby") && !untitled.contains("<h2"))
    }
}
