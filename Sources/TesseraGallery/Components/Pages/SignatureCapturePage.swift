import Tessera
import TesseraComponents

extension ComponentGallery {
    static let signatureCapture = GalleryPage(
        name: "SignatureCapture",
        summary: "A signature drawn on a canvas and sent as a PNG image, or, without the script, a full name typed."
    ) {
        #specimen("View builders") {
            SignatureCapture(title: "Received by", name: "signature") {
                EmptyView()
            } hintText: {
                Text("The customer signs for the goods delivered")
            }
        }
        #specimen("Plain values") { signatureCaptureSample }
        #specimen("A model") { SignatureCapture(model: SignatureCaptureDelivery()) }
        #specimen("A delivery's signature, required") {
            SignatureCapture(
                title: "Delivery of order 4711 received by", name: "delivery_signature", typedTitle: "Or type your full name", isRequired: true,
                errorMessage: "The customer has not signed yet", hintText: "3 pallets, 42 cartons, checked on arrival")
        }
        #specimen("Disabled") { signatureCaptureSample.disabled() }
        #specimen("Restyled: the hint first") { signatureCaptureSample.signatureCaptureStyle(SignatureHintFirst()) }
        #specimen("Light", colorScheme: .light) { signatureCaptureSample }
        #specimen("Dark", colorScheme: .dark) { signatureCaptureSample }
    }

    @SpecimenCode
    private static var signatureCaptureSample: SignatureCapture {
        SignatureCapture(title: "Received by", name: "signature", hintText: "The customer signs for the goods delivered")
    }
}

/// A delivery of an app's own, shown through `SignatureCaptureModel`.
private struct SignatureCaptureDelivery: SignatureCaptureModel {
    var title = "Received by"
    var name = "signature"
    var drawing: String? = nil
    var typedName = ""
    var typedTitle = "Type your full name"
    var clearTitle = "Clear"
    var maximumBytes = SignatureCapture.defaultMaximumBytes
    var isRequired = false
    var errorMessage: String? = nil
    var hintText: String? = "The customer signs for the goods delivered"
}

/// The hint above the signature.
private struct SignatureHintFirst: SignatureCaptureStyle {
    func makeBody(configuration: SignatureCaptureConfiguration) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            configuration.hintText.font(.footnote).foregroundStyle(Color.theme(.secondaryLabel))
            configuration.signaturePad
            configuration.errorMessage.foregroundStyle(Color.theme(.negativeLabel))
        }
        .attribute("data-component", "SignatureCapture")
    }
}
