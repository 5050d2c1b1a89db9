import Foundation
import Tessera
import TesseraComponents
import Testing

private struct Delivery: SignatureCaptureModel {
    var title: String, name: String, drawing: String?, typedName: String, typedTitle: String, clearTitle: String, maximumBytes: Int
    var isRequired: Bool, errorMessage: String?, hintText: String?
}

/// A PNG image of one transparent pixel, as a `data:` URL: what a canvas sends.
private let onePixel =
    "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="

@Suite("SignatureCapture")
struct SignatureCaptureTests {
    @Test func theThreeInitializersRenderTheSameForTheSameContent() {
        let title = tricky("Received by"), error = tricky("Not signed"), hint = tricky("For the goods"), typed = tricky("Ada")
        let byValues = render(SignatureCapture(title: title, name: "sig", drawing: onePixel, typedName: typed, typedTitle: "Or type", clearTitle: tricky("Clear"), maximumBytes: 5000, isRequired: true, errorMessage: error, hintText: hint))
        #expect(byValues == render(SignatureCapture(title: title, name: "sig", drawing: onePixel, typedName: typed, typedTitle: "Or type", clearTitle: tricky("Clear"), maximumBytes: 5000, isRequired: true) { Text(error) } hintText: { Text(hint) }))
        #expect(byValues == render(SignatureCapture(model: Delivery(title: title, name: "sig", drawing: onePixel, typedName: typed, typedTitle: "Or type", clearTitle: tricky("Clear"), maximumBytes: 5000, isRequired: true, errorMessage: error, hintText: hint))))
        expectEscaped(byValues, [title, error, hint, tricky("Clear")])
        #expect(byValues.contains(#"value="Ada &lt;i&gt;&amp;amp;&lt;/i&gt; &quot;q&quot; &#39;a&#39;""#))
    }

    @Test func withoutTheScriptItIsAFieldToTypeTheFullNameIn() {
        let html = render(SignatureCapture(title: "Received by", name: "sig", isRequired: true))
        // The canvas and its fields are hidden until the script shows them.
        #expect(html.contains(#"<div class="tc-signature-drawn" data-signature-drawn hidden>"#))
        #expect(html.contains(#"<label class="t-field"><span class="t-field-label">Type your full name</span><input class="t-text-field" name="sig-typed" type="text" value="" autocomplete="name" maxlength="200" data-signature-typed required></label>"#))
        #expect(SignatureCapture.typedName("sig") == "sig-typed")
    }

    @Test func withTheScriptItIsACanvasSendingItsDrawingInAHiddenField() {
        let html = render(SignatureCapture(title: "Received by", name: "sig", drawing: onePixel, maximumBytes: 3000, isRequired: true, hintText: "Sign"))
        #expect(html.contains(#"<fieldset class="tc-group tc-signature" data-signature data-signature-limit="4026" data-signature-required="true" data-signature-too-large="The signature is too large to send: clear it and sign again." data-signature-missing="Sign in the box, or type your full name." aria-describedby="sig-hint"><legend class="t-field-label">Received by</legend>"#), "what the script says comes with the page, in its language")
        #expect(html.contains(#"<canvas class="tc-signature-pad" width="600" height="160" role="img" aria-label="Received by"></canvas>"#))
        #expect(html.contains(#"<input name="sig" type="hidden" value="\#(onePixel)" data-signature-value>"#), "a drawing sent back is kept")
        #expect(html.contains(#"<button class="t-button tc-signature-clear" type="button" data-signature-clear>Clear</button>"#))
        #expect(html.contains(#"<script src="\#(SignatureCapture.scriptPath)" defer></script>"#))
        #expect(SignatureCapture.scriptPath.hasPrefix("/_tessera/tessera-signature-") && SignatureCapture.scriptPath.hasSuffix(".js"))
    }

    @Test func aDrawingThatIsNoPNGIsNotWrittenBack() {
        let html = render(SignatureCapture(title: "Signed", name: "sig", drawing: "javascript:alert(1)\"><script>"))
        #expect(html.contains(#"<input name="sig" type="hidden" value="" data-signature-value>"#))
        #expect(!html.contains("alert"))
    }

    @Test func theScriptIsOneACSPAllows() {
        let script = SignatureCapture.scriptSource
        for forbidden in ["eval(", "new Function", "innerHTML", "setAttribute(\"on", "document.write"] {
            #expect(!script.contains(forbidden), "the script does not use \(forbidden)")
        }
        #expect(script.contains("toDataURL(\"image/png\")"))
        #expect(script.contains("field.disabled"), "a disabled cell is left as written")
    }

    @Test func aDisabledSignatureDisablesItsFieldsAndItsButton() {
        let html = render(SignatureCapture(title: "Signed", name: "sig").disabled())
        #expect(html.contains(#"<input name="sig" disabled type="hidden""#))
        #expect(html.contains(#"<input class="t-text-field" name="sig-typed" disabled type="text""#))
        #expect(html.contains(#"<button class="t-button tc-signature-clear" disabled type="button""#))
    }
}
