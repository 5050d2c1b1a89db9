import Foundation
import Tessera

/// A signature in a form — drawn with a finger, a pen or the mouse, or typed as a full name — with
/// an error message and a hint beneath. Fiori's `SignatureCapture`.
///
/// ```swift
/// SignatureCapture(title: "Received by", name: "signature", isRequired: true,
///                  hintText: "The customer signs for the goods delivered")
///
/// SignatureCapture(title: "Received by", name: "signature", drawing: form["signature"], typedName: form["signature-typed"] ?? "") {
///     Text("Sign in the box, or type your full name")
/// }
///
/// SignatureCapture(model: delivery)    // Delivery: SignatureCaptureModel
/// ```
///
/// Written as HTML, it is a field "Type your full name" (sent as `name-typed`): a signature that
/// works without a script and with a keyboard alone. Its small script (``scriptSource``, loaded
/// from this origin at ``scriptPath``: no inline script, no `eval`, as the pages' content security
/// policy requires) shows a canvas above the field to sign on, and sends the drawing under `name`
/// as a PNG image in a `data:` URL, in a hidden field — at most `maximumBytes` bytes of image:
/// a drawing larger is not sent, and the person is told to sign again. Applications serving
/// Tessera's assets (`TesseraAssets`) serve the script.
///
/// Read what was sent with ``decode(drawing:typedName:maximumBytes:)``: the drawing when there is
/// one, else the typed name, else ``FormCellValueError/missing``; a drawing that is not a PNG
/// image, or too large, is an error, whatever a browser or a forger sends. A drawing sent back
/// (`drawing:`) is drawn again on the canvas, so a form shown again with an error keeps it.
///
/// The messages describe the group (`aria-describedby` on its fieldset), and an error makes it
/// `aria-invalid`. Inside `.disabled()` the field, the hidden field and the button that clears
/// the drawing are disabled, and the script leaves the canvas out.
@FormCell
public struct SignatureCapture {
    /// The fields, in the order the initializers take them; the messages follow.
    public enum Fields {
        /// The signature's title: the legend of the canvas and the typed name.
        case title(String)
        /// The form field's name: the drawing is sent under it, the typed name under `name-typed`.
        case name(String)
        /// The drawing sent before, as a `data:` URL of a PNG image, drawn again; `nil` for none.
        case drawing(String? = nil)
        /// The full name typed before.
        case typedName(String = "")
        /// The typed name's label.
        case typedTitle(String = "Type your full name")
        /// The label of the button that clears the drawing.
        case clearTitle(String = "Clear")
        /// The most bytes of PNG image a drawing may take.
        case maximumBytes(Int = SignatureCapture.defaultMaximumBytes)
        /// Whether the form may not be sent without a signature, drawn or typed.
        case isRequired(Bool = false)
    }

    /// What a signature is, as ``decode(drawing:typedName:maximumBytes:)`` reads it.
    public enum Signature: Equatable, Sendable {
        /// A drawing: the bytes of a PNG image.
        case drawn(png: [UInt8])
        /// A full name typed instead.
        case typed(name: String)
    }

    /// The most bytes a drawing takes unless a cell says otherwise: 100 kB, far more than a
    /// signature of lines on a 600 × 160 canvas needs.
    public static let defaultMaximumBytes = 100_000

    /// The most characters of a typed name.
    public static let typedNameLength = 200

    /// The name the typed name is sent under: `signature-typed` for the field `signature`.
    public static func typedName(_ name: String) -> String { name + "-typed" }

    static func signaturePad(_ field: SignatureCaptureConfiguration) -> some View {
        SignaturePad(field: field)
    }

    /// The signature a form sent: the drawing (the value of the field's `name`) when there is one,
    /// else the typed name (the value of ``typedName(_:)``), else ``FormCellValueError/missing``.
    ///
    /// A drawing must be a `data:image/png;base64,` URL of a PNG image of at most `maximumBytes`
    /// bytes; a typed name at most ``typedNameLength`` characters without control characters. It
    /// never traps, and refuses a value too long before decoding it.
    ///
    /// ```swift
    /// switch SignatureCapture.decode(drawing: form["signature"], typedName: form["signature-typed"]) {
    /// case .success(.drawn(let png)): delivery.signatureImage = png
    /// case .success(.typed(let name)): delivery.signedBy = name
    /// case .failure(let error): errors["signature"] = error.description
    /// }
    /// ```
    public static func decode(drawing: String?, typedName: String?, maximumBytes: Int = defaultMaximumBytes) -> Result<Signature, FormCellValueError> {
        let maximumBytes = max(0, min(maximumBytes, Int.max / 2))
        if let drawing, !drawing.isEmpty {
            guard drawing.utf8.count <= dataURLLength(maximumBytes) else { return .failure(.tooLong(limit: maximumBytes)) }
            guard drawing.hasPrefix(pngPrefix), let data = Data(base64Encoded: String(drawing.dropFirst(pngPrefix.count))) else {
                return .failure(.malformed)
            }
            guard data.count <= maximumBytes else { return .failure(.tooLong(limit: maximumBytes)) }
            guard data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return .failure(.malformed) }
            return .success(.drawn(png: [UInt8](data)))
        }
        return FormValueReading.text(typedName, limit: typedNameLength).map { .typed(name: $0) }
    }

    /// What a drawing's URL starts with.
    static let pngPrefix = "data:image/png;base64,"

    /// The length of the `data:` URL of `bytes` bytes of image, in base 64.
    static func dataURLLength(_ bytes: Int) -> Int {
        pngPrefix.utf8.count + (bytes / 3 + 1) * 4
    }
}

/// A ``SignatureCapture``'s fieldset: the canvas (hidden until the script shows it) with its
/// hidden field and its button, then the typed name, then the script.
struct SignaturePad: PrimitiveView {
    let field: SignatureCaptureConfiguration

    static func _render(_ view: SignaturePad, into output: inout HTMLOutput, context: RenderContext) {
        let field = view.field
        var attributes: [(String, String?)] = [
            ("data-signature", nil), ("data-signature-limit", String(SignatureCapture.dataURLLength(max(0, min(field.maximumBytes, Int.max / 2))))),
        ]
        if field.isRequired { attributes.append(("data-signature-required", "true")) }
        // What the script says, in the page's language.
        attributes.append(("data-signature-too-large", context.environment.text(ComponentText.signatureTooLarge)))
        attributes.append(("data-signature-missing", context.environment.text(ComponentText.signatureMissing)))
        output.formCellGroup(field.title, classes: ["tc-group", "tc-signature"], context: context, attributes) { output, inner in
            var drawn = HTMLAttributes(classes: "tc-signature-drawn")
            drawn.set("data-signature-drawn", nil)
            drawn.set("hidden", nil)
            output.element("div", drawn, context: inner, layout: .items) { output, drawn in
                var canvas = HTMLAttributes(classes: "tc-signature-pad")
                for (name, value) in [("width", "600"), ("height", "160"), ("role", "img"), ("aria-label", field.title)] { canvas.set(name, value) }
                output.element("canvas", canvas, context: drawn) { _, _ in }
                let value = field.drawing.flatMap { $0.hasPrefix(SignatureCapture.pngPrefix) ? $0 : nil } ?? ""
                output.voidElement(
                    "input", .formCellControl(name: field.name, context: drawn, [("type", "hidden"), ("value", value), ("data-signature-value", nil)]),
                    context: drawn)
                output.element("div", HTMLAttributes(classes: "tc-signature-actions"), context: drawn, layout: .items) { output, actions in
                    output.element(
                        "button", .formCellControl(name: nil, classes: ["t-button", "tc-signature-clear"], context: actions, [("type", "button"), ("data-signature-clear", nil)]),
                        context: actions
                    ) { output, label in
                        output.text(label.environment.text(field.clearTitle, defaultedBy: ComponentText.clear), context: label)
                    }
                    var status = HTMLAttributes(classes: "tc-signature-status")
                    status.set("role", "status")
                    status.set("data-signature-status", nil)
                    output.element("span", status, context: actions) { _, _ in }
                }
            }
            var typed: [(String, String?)] = [
                ("type", "text"), ("value", field.typedName), ("autocomplete", "name"), ("maxlength", String(SignatureCapture.typedNameLength)),
                ("data-signature-typed", nil),
            ]
            if field.isRequired { typed.append(("required", nil)) }
            output.formCellLabel(inner.environment.text(field.typedTitle, defaultedBy: ComponentText.typeYourFullName), context: inner) { output, label in
                output.voidElement("input", .formCellControl(name: SignatureCapture.typedName(field.name), classes: ["t-text-field"], context: label, typed), context: label)
            }
            let script = ScriptTag(source: SignatureCapture.scriptPath)
            ScriptTag._render(script, into: &output, context: inner)
        }
    }
}

public extension View {
    #styleModifier(for: SignatureCapture.self)
}
