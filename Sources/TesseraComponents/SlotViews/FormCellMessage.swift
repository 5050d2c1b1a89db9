import Tessera

/// A message shown with a form cell's control — an error, or a hint of what to enter — written
/// with an element id that the control's `aria-describedby` names, so assistive technologies read
/// it with the control.
///
/// A form cell's configuration gives its messages as these; a style of one's own shows them
/// wherever it likes and the control stays linked to them:
///
/// ```swift
/// struct ErrorAbove: TextFieldFormViewStyle {
///     func makeBody(configuration: TextFieldFormViewConfiguration) -> some View {
///         VStack(alignment: .leading) {
///             configuration.errorMessage.foregroundStyle(.red)
///             configuration.textField
///         }
///     }
/// }
/// ```
///
/// The id is made from the field's name (`email-error`, `email-hint`): two fields of one name on a
/// page would share it.
public struct FormCellMessage: View, EmptiableSlotContent {
    private let slot: ComponentSlot
    /// The id of the message's element, which the control's `aria-describedby` names.
    public let id: String

    /// The message `slot` of the field `name`, as `kind` (`error`, `hint`): its id is
    /// `name-kind`, with white space in the name replaced, since `aria-describedby` is a list
    /// separated by spaces. ``FormCell()`` makes a cell's two messages so.
    ///
    /// ```swift
    /// FormCellMessage(ComponentSlot("errorMessage", Text("Required")), field: "email", kind: "error")   // id "email-error"
    /// ```
    public init(_ slot: ComponentSlot, field name: String, kind: String) {
        self.slot = slot
        self.id = String(name.map { $0.isWhitespace ? "_" : $0 }) + "-" + kind
    }

    /// Whether there is no message.
    public var isEmpty: Bool { slot.isEmpty }

    public var isEmptySlot: Bool { slot.isEmpty }

    public var body: some View {
        if !slot.isEmpty {
            slot.attribute("id", id)
        }
    }
}

extension View {
    /// Links the control inside to its messages: `aria-describedby` names those shown, and
    /// `aria-invalid` says the value is in error when there is an error message. An attribute
    /// given from outside (`controlAttribute(_:_:)`) is kept when there is no message.
    ///
    /// A form cell's configuration (``FormCell()`` writes it) shows its control so:
    ///
    /// ```swift
    /// Toggle(title, name: name, isOn: isOn).describedBy(error: errorMessage, hint: hintText)
    /// ```
    public func describedBy(error: FormCellMessage, hint: FormCellMessage) -> some View {
        let described = [error, hint].filter { !$0.isEmpty }.map(\.id).joined(separator: " ")
        let isInvalid = !error.isEmpty
        return transformEnvironment(\.controlAttributes) { attributes in
            if !described.isEmpty { attributes["aria-describedby"] = .some(described) }
            if isInvalid { attributes["aria-invalid"] = .some("true") }
        }
    }
}

/// The base layout of every form cell: the control, then its error in the negative colour, then
/// its hint, in a stack marked with the cell's name (`data-component`). The base style
/// ``FormCell()`` writes shows a cell so.
///
/// ```swift
/// FormCellLayout(component: "SwitchView", control: configuration.toggle,
///                errorMessage: configuration.errorMessage, hintText: configuration.hintText)
/// ```
public struct FormCellLayout<Control: View>: View {
    let component: String
    let control: Control
    let errorMessage: FormCellMessage
    let hintText: FormCellMessage

    /// `control` above its messages, the stack marked as the component `component`.
    public init(component: String, control: Control, errorMessage: FormCellMessage, hintText: FormCellMessage) {
        self.component = component
        self.control = control
        self.errorMessage = errorMessage
        self.hintText = hintText
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            control
            errorMessage.font(.footnote).foregroundStyle(Color.theme(.negativeLabel))
            hintText.font(.footnote).foregroundStyle(Color.theme(.secondaryLabel))
        }
        .attribute("data-component", component)
    }
}
