// The five form cells as they were written by hand before `@FormCell`, kept here, renamed, to
// prove that the cells the macro now writes render byte for byte as these did. Copied from the
// commit before the conversion with their doc comments and style modifiers left out; they use
// only what TesseraComponents makes public.

import Foundation
import Tessera
import TesseraComponents

struct LegacyFormFieldView<Kind: LegacyFormFieldKind>: View {
    private let configuration: LegacyFormFieldConfiguration<Kind>

    init(
        title: String, name: String, text: String, placeholder: String? = nil, errorMessage: String? = nil, hintText: String? = nil
    ) {
        configuration = LegacyFormFieldConfiguration(
            title: title, name: name, text: text, placeholder: placeholder,
            errorMessage: ComponentSlot("errorMessage", errorMessage.map { SlotDefaults.view($0) }),
            hintText: ComponentSlot("hintText", hintText.map { SlotDefaults.view($0) }))
    }

    init(
        title: String, name: String, text: String, placeholder: String? = nil,
        @ViewBuilder errorMessage: () -> some View, @ViewBuilder hintText: () -> some View = { EmptyView() }
    ) {
        configuration = LegacyFormFieldConfiguration(
            title: title, name: name, text: text, placeholder: placeholder,
            errorMessage: ComponentSlot("errorMessage", errorMessage()), hintText: ComponentSlot("hintText", hintText()))
    }

    init(model: some LegacyFormFieldModel) {
        self.init(
            title: model.title, name: model.name, text: model.text, placeholder: model.placeholder, errorMessage: model.errorMessage,
            hintText: model.hintText)
    }

    init(_ configuration: LegacyFormFieldConfiguration<Kind>) {
        self.configuration = configuration
    }

    var body: some View {
        StyledComponent(configuration: configuration, base: LegacyFormFieldBaseStyle<Kind>())
    }
}

protocol LegacyFormFieldKind: Sendable {
    associatedtype Control: View
    static var componentName: String { get }
    @ViewBuilder static func control(of field: LegacyFormFieldConfiguration<Self>) -> Control
}

protocol LegacyFormFieldModel {
    var title: String { get }
    var name: String { get }
    var text: String { get }
    var placeholder: String? { get }
    var errorMessage: String? { get }
    var hintText: String? { get }
}

struct LegacyFormFieldConfiguration<Kind: LegacyFormFieldKind> {
    let title: String
    let name: String
    let text: String
    let placeholder: String?
    let errorMessage: FormCellMessage
    let hintText: FormCellMessage

    init(title: String, name: String, text: String, placeholder: String?, errorMessage: ComponentSlot, hintText: ComponentSlot) {
        self.title = title
        self.name = name
        self.text = text
        self.placeholder = placeholder
        self.errorMessage = FormCellMessage(errorMessage, field: name, kind: "error")
        self.hintText = FormCellMessage(hintText, field: name, kind: "hint")
    }

    var control: Kind.Control { Kind.control(of: self) }
}

struct LegacyFormFieldBaseStyle<Kind: LegacyFormFieldKind>: ComponentStyle {
    init() {}

    func makeBody(configuration: LegacyFormFieldConfiguration<Kind>) -> some View {
        FormCellLayout(
            component: Kind.componentName, control: configuration.control, errorMessage: configuration.errorMessage,
            hintText: configuration.hintText)
    }
}

typealias LegacyTextFieldFormView = LegacyFormFieldView<LegacyTextFieldControl>

enum LegacyTextFieldControl: LegacyFormFieldKind {
    static var componentName: String { "TextFieldFormView" }

    static func control(of field: LegacyFormFieldConfiguration<Self>) -> some View {
        TextField(field.title, name: field.name, text: field.text, prompt: field.placeholder)
            .describedBy(error: field.errorMessage, hint: field.hintText)
    }
}

typealias LegacyTextFieldFormViewModel = LegacyFormFieldModel

typealias LegacyTextFieldFormViewConfiguration = LegacyFormFieldConfiguration<LegacyTextFieldControl>

extension LegacyFormFieldConfiguration where Kind == LegacyTextFieldControl {
    var textField: some View { control }
}

protocol LegacyTextFieldFormViewStyle: ComponentStyle where Configuration == LegacyTextFieldFormViewConfiguration {}

typealias LegacyTextFieldFormViewBaseStyle = LegacyFormFieldBaseStyle<LegacyTextFieldControl>

extension LegacyFormFieldBaseStyle: LegacyTextFieldFormViewStyle where Kind == LegacyTextFieldControl {}

typealias LegacyNoteFormView = LegacyFormFieldView<LegacyTextEditorControl>

enum LegacyTextEditorControl: LegacyFormFieldKind {
    static var componentName: String { "NoteFormView" }

    @ViewBuilder
    static func control(of field: LegacyFormFieldConfiguration<Self>) -> some View {
        // Tessera's TextEditor has no prompt of its own; the attribute is the same.
        if let placeholder = field.placeholder {
            TextEditor(field.title, name: field.name, text: field.text).controlAttribute("placeholder", placeholder)
                .describedBy(error: field.errorMessage, hint: field.hintText)
        } else {
            TextEditor(field.title, name: field.name, text: field.text).describedBy(error: field.errorMessage, hint: field.hintText)
        }
    }
}

typealias LegacyNoteFormViewModel = LegacyFormFieldModel

typealias LegacyNoteFormViewConfiguration = LegacyFormFieldConfiguration<LegacyTextEditorControl>

extension LegacyFormFieldConfiguration where Kind == LegacyTextEditorControl {
    var textEditor: some View { control }
}

protocol LegacyNoteFormViewStyle: ComponentStyle where Configuration == LegacyNoteFormViewConfiguration {}

typealias LegacyNoteFormViewBaseStyle = LegacyFormFieldBaseStyle<LegacyTextEditorControl>

extension LegacyFormFieldBaseStyle: LegacyNoteFormViewStyle where Kind == LegacyTextEditorControl {}

struct LegacySwitchView: View {
    private let configuration: LegacySwitchViewConfiguration

    init(title: String, name: String, isOn: Bool, errorMessage: String? = nil, hintText: String? = nil) {
        configuration = LegacySwitchViewConfiguration(
            title: title, name: name, isOn: isOn,
            errorMessage: ComponentSlot("errorMessage", errorMessage.map { SlotDefaults.view($0) }),
            hintText: ComponentSlot("hintText", hintText.map { SlotDefaults.view($0) }))
    }

    init(
        title: String, name: String, isOn: Bool, @ViewBuilder errorMessage: () -> some View,
        @ViewBuilder hintText: () -> some View = { EmptyView() }
    ) {
        configuration = LegacySwitchViewConfiguration(
            title: title, name: name, isOn: isOn, errorMessage: ComponentSlot("errorMessage", errorMessage()),
            hintText: ComponentSlot("hintText", hintText()))
    }

    init(model: some LegacySwitchViewModel) {
        self.init(title: model.title, name: model.name, isOn: model.isOn, errorMessage: model.errorMessage, hintText: model.hintText)
    }

    init(_ configuration: LegacySwitchViewConfiguration) {
        self.configuration = configuration
    }

    var body: some View {
        StyledComponent(configuration: configuration, base: LegacySwitchViewBaseStyle())
    }
}

protocol LegacySwitchViewModel {
    var title: String { get }
    var name: String { get }
    var isOn: Bool { get }
    var errorMessage: String? { get }
    var hintText: String? { get }
}

struct LegacySwitchViewConfiguration {
    let title: String
    let name: String
    let isOn: Bool
    let errorMessage: FormCellMessage
    let hintText: FormCellMessage

    init(title: String, name: String, isOn: Bool, errorMessage: ComponentSlot, hintText: ComponentSlot) {
        self.title = title
        self.name = name
        self.isOn = isOn
        self.errorMessage = FormCellMessage(errorMessage, field: name, kind: "error")
        self.hintText = FormCellMessage(hintText, field: name, kind: "hint")
    }

    var toggle: some View {
        Toggle(title, name: name, isOn: isOn).describedBy(error: errorMessage, hint: hintText)
    }
}

protocol LegacySwitchViewStyle: ComponentStyle where Configuration == LegacySwitchViewConfiguration {}

struct LegacySwitchViewBaseStyle: LegacySwitchViewStyle {
    init() {}

    func makeBody(configuration: LegacySwitchViewConfiguration) -> some View {
        FormCellLayout(component: "SwitchView", control: configuration.toggle, errorMessage: configuration.errorMessage, hintText: configuration.hintText)
    }
}

struct LegacyListPickerItem: View {
    private let configuration: LegacyListPickerItemConfiguration

    init(
        title: String, name: String, options: [ListPickerOption], selection: String, errorMessage: String? = nil, hintText: String? = nil
    ) {
        configuration = LegacyListPickerItemConfiguration(
            title: title, name: name, options: options, selection: selection,
            errorMessage: ComponentSlot("errorMessage", errorMessage.map { SlotDefaults.view($0) }),
            hintText: ComponentSlot("hintText", hintText.map { SlotDefaults.view($0) }))
    }

    init(
        title: String, name: String, options: [ListPickerOption], selection: String, @ViewBuilder errorMessage: () -> some View,
        @ViewBuilder hintText: () -> some View = { EmptyView() }
    ) {
        configuration = LegacyListPickerItemConfiguration(
            title: title, name: name, options: options, selection: selection,
            errorMessage: ComponentSlot("errorMessage", errorMessage()), hintText: ComponentSlot("hintText", hintText()))
    }

    init(model: some LegacyListPickerItemModel) {
        self.init(
            title: model.title, name: model.name, options: model.options, selection: model.selection, errorMessage: model.errorMessage,
            hintText: model.hintText)
    }

    init(_ configuration: LegacyListPickerItemConfiguration) {
        self.configuration = configuration
    }

    var body: some View {
        StyledComponent(configuration: configuration, base: LegacyListPickerItemBaseStyle())
    }
}

protocol LegacyListPickerItemModel {
    var title: String { get }
    var name: String { get }
    var options: [ListPickerOption] { get }
    var selection: String { get }
    var errorMessage: String? { get }
    var hintText: String? { get }
}

struct LegacyListPickerItemConfiguration {
    let title: String
    let name: String
    let options: [ListPickerOption]
    let selection: String
    let errorMessage: FormCellMessage
    let hintText: FormCellMessage

    init(
        title: String, name: String, options: [ListPickerOption], selection: String, errorMessage: ComponentSlot, hintText: ComponentSlot
    ) {
        self.title = title
        self.name = name
        self.options = options
        self.selection = selection
        self.errorMessage = FormCellMessage(errorMessage, field: name, kind: "error")
        self.hintText = FormCellMessage(hintText, field: name, kind: "hint")
    }

    var picker: some View {
        Picker(title, name: name, selection: selection) {
            ForEach(Array(options.enumerated()), id: \.offset) { _, option in
                Text(verbatim: option.label).tag(option.value)
            }
        }
        .describedBy(error: errorMessage, hint: hintText)
    }
}

protocol LegacyListPickerItemStyle: ComponentStyle where Configuration == LegacyListPickerItemConfiguration {}

struct LegacyListPickerItemBaseStyle: LegacyListPickerItemStyle {
    init() {}

    func makeBody(configuration: LegacyListPickerItemConfiguration) -> some View {
        FormCellLayout(
            component: "ListPickerItem", control: configuration.picker, errorMessage: configuration.errorMessage,
            hintText: configuration.hintText)
    }
}

struct LegacyDateTimePicker: View {
    private let configuration: LegacyDateTimePickerConfiguration

    init(
        title: String, name: String, selection: Date, in range: ClosedRange<Date>? = nil,
        displayedComponents: DatePicker.Components = [.date, .hourAndMinute], errorMessage: String? = nil, hintText: String? = nil
    ) {
        configuration = LegacyDateTimePickerConfiguration(
            title: title, name: name, selection: selection, range: range, displayedComponents: displayedComponents,
            errorMessage: ComponentSlot("errorMessage", errorMessage.map { SlotDefaults.view($0) }),
            hintText: ComponentSlot("hintText", hintText.map { SlotDefaults.view($0) }))
    }

    init(
        title: String, name: String, selection: Date, in range: ClosedRange<Date>? = nil,
        displayedComponents: DatePicker.Components = [.date, .hourAndMinute],
        @ViewBuilder errorMessage: () -> some View, @ViewBuilder hintText: () -> some View = { EmptyView() }
    ) {
        configuration = LegacyDateTimePickerConfiguration(
            title: title, name: name, selection: selection, range: range, displayedComponents: displayedComponents,
            errorMessage: ComponentSlot("errorMessage", errorMessage()), hintText: ComponentSlot("hintText", hintText()))
    }

    init(model: some LegacyDateTimePickerModel) {
        self.init(
            title: model.title, name: model.name, selection: model.selection, in: model.range,
            displayedComponents: model.displayedComponents, errorMessage: model.errorMessage, hintText: model.hintText)
    }

    init(_ configuration: LegacyDateTimePickerConfiguration) {
        self.configuration = configuration
    }

    var body: some View {
        StyledComponent(configuration: configuration, base: LegacyDateTimePickerBaseStyle())
    }
}

protocol LegacyDateTimePickerModel {
    var title: String { get }
    var name: String { get }
    var selection: Date { get }
    var range: ClosedRange<Date>? { get }
    var displayedComponents: DatePicker.Components { get }
    var errorMessage: String? { get }
    var hintText: String? { get }
}

struct LegacyDateTimePickerConfiguration {
    let title: String
    let name: String
    let selection: Date
    let range: ClosedRange<Date>?
    let displayedComponents: DatePicker.Components
    let errorMessage: FormCellMessage
    let hintText: FormCellMessage

    init(
        title: String, name: String, selection: Date, range: ClosedRange<Date>?, displayedComponents: DatePicker.Components,
        errorMessage: ComponentSlot, hintText: ComponentSlot
    ) {
        self.title = title
        self.name = name
        self.selection = selection
        self.range = range
        self.displayedComponents = displayedComponents
        self.errorMessage = FormCellMessage(errorMessage, field: name, kind: "error")
        self.hintText = FormCellMessage(hintText, field: name, kind: "hint")
    }

    var datePicker: some View {
        DatePicker(title, name: name, selection: selection, in: range, displayedComponents: displayedComponents)
            .describedBy(error: errorMessage, hint: hintText)
    }
}

protocol LegacyDateTimePickerStyle: ComponentStyle where Configuration == LegacyDateTimePickerConfiguration {}

struct LegacyDateTimePickerBaseStyle: LegacyDateTimePickerStyle {
    init() {}

    func makeBody(configuration: LegacyDateTimePickerConfiguration) -> some View {
        FormCellLayout(
            component: "DateTimePicker", control: configuration.datePicker, errorMessage: configuration.errorMessage,
            hintText: configuration.hintText)
    }
}
