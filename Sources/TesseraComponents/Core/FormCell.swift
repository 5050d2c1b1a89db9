import Tessera

/// Makes a struct a form cell: a titled control named after its field, with an error message and
/// a hint beneath, linked to the control. From the cell's `Fields` and the static function that
/// makes its control, the macro writes its three initializers, its model protocol, its
/// configuration, its style protocol and its base style.
///
/// ```swift
/// @FormCell
/// public struct SwitchView {
///     /// The fields, in the order the initializers take them; the messages follow.
///     public enum Fields {
///         /// The switch's title: the text of its label.
///         case title(String)
///         /// The form field's name: what the server receives `true` or `false` under.
///         case name(String)
///         /// Whether the switch is on.
///         case isOn(Bool)
///     }
///
///     /// The switch: its name is the configuration's property showing it (`toggle`).
///     static func toggle(_ field: SwitchViewConfiguration) -> some View {
///         Toggle(field.title, name: field.name, isOn: field.isOn)
///     }
/// }
///
/// public extension View {
///     #styleModifier(for: SwitchView.self)
/// }
/// ```
///
/// gives, for `SwitchView`:
///
/// - `SwitchView(title: "Active", name: "active", isOn: true, errorMessage: nil, hintText: "Shown in lists")`:
///   plain values, a message left out (`nil`) showing nothing;
/// - `SwitchView(title: "Active", name: "active", isOn: true) { Text("Archived") } hintText: { … }`:
///   messages that are any views;
/// - `SwitchView(model: setting)`: any type conforming to the generated `SwitchViewModel`, whose
///   properties are the fields and the two messages;
/// - `SwitchViewConfiguration`: the fields, the two messages as ``FormCellMessage``s, and the
///   control, `toggle`, described by the messages (`aria-describedby`) and invalid
///   (`aria-invalid`) when there is an error;
/// - `SwitchViewStyle` (a ``ComponentStyle`` of the configuration) and `SwitchViewBaseStyle`, the
///   shared layout (``FormCellLayout``): the control, then the error in the negative colour, then
///   the hint, in a stack marked `data-component="SwitchView"`;
/// - `SwitchView(configuration)`, the cell again from a style's configuration.
///
/// A field's case may give the initializers' argument label and a default value, as a
/// function's parameter does: `case range(in: ClosedRange<Date>? = nil)` is taken as
/// `in range: ClosedRange<Date>? = nil`. Every cell has a field `name`: the ids of its messages
/// are made from it (`active-error`, `active-hint`). `errorMessage` and `hintText` are every
/// cell's, and are not fields.
///
/// The three initializers render the same HTML for the same content. Inside `.disabled()` a
/// cell's controls are disabled, as Tessera's controls are wherever the environment disables
/// them.
@attached(member, names: named(init), named(body), named(_configuration))
@attached(peer, names: suffixed(Model), suffixed(Style), suffixed(Configuration), suffixed(BaseStyle))
@attached(extension, conformances: View)
public macro FormCell() = #externalMacro(module: "TesseraComponentsMacros", type: "FormCellMacro")
