import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import SwiftSyntaxMacrosGenericTestSupport
import TesseraComponentsMacros
import Testing

/// The macros' expansions, checked with swift-syntax's macro-testing support: the source a
/// declaration becomes, and the errors a mistaken one gets.
@Suite("The @Component macro")
struct ComponentMacroTests {
    static let macros: [String: MacroSpec] = [
        "Component": MacroSpec(type: ComponentMacro.self, conformances: ["View"]),
        "styleModifier": MacroSpec(type: StyleModifierMacro.self),
        "slotStyleModifier": MacroSpec(type: SlotStyleModifierMacro.self),
    ]

    /// Reports a failed expansion as a failed expectation of the test that asked for it.
    static func expand(_ source: String, _ expanded: String, diagnostics: [DiagnosticSpec] = [], sourceLocation: SourceLocation = #_sourceLocation) {
        assertMacroExpansion(source, expandedSource: expanded, diagnostics: diagnostics, macroSpecs: macros) { failure in
            Issue.record(Comment(rawValue: failure.message), sourceLocation: sourceLocation)
        }
    }

    @Test func aComponentGetsItsInitializersModelStyleAndConformance() {
        Self.expand(
            """
            @Component
            public struct Badge {
                public enum Slots {
                    case title(String)
                    case detail(String?)
                    case tags([String])
                }

                static func baseBody(_ configuration: BadgeConfiguration) -> some View {
                    configuration.title
                }
            }
            """,
            #"""
            public struct Badge {
                public enum Slots {
                    case title(String)
                    case detail(String?)
                    case tags([String])
                }

                static func baseBody(_ configuration: BadgeConfiguration) -> some View {
                    configuration.title
                }

                /// The slots' contents.
                private let _configuration: BadgeConfiguration

                @Environment(\.componentStyles) private var _componentStyles

                @Environment(\.componentState) private var _componentState

                /// A Badge with any view in any slot; a slot left out shows nothing.
                public init(@ViewBuilder title: () -> some View, @ViewBuilder detail: () -> some View = {
                        EmptyView()
                    }, @ViewBuilder tags: () -> some View = {
                        EmptyView()
                    }) {
                    _configuration = BadgeConfiguration(title: ComponentSlot("title", title()), detail: ComponentSlot("detail", detail()), tags: ComponentSlot("tags", tags()))
                }

                /// A Badge of plain values, each shown by its default view (`SlotDefaults`); a slot
                /// left out (`nil`, an empty list) shows nothing.
                public init(title: String, detail: String? = nil, tags: [String] = []) {
                    _configuration = BadgeConfiguration(title: ComponentSlot("title", SlotDefaults.view(title)), detail: ComponentSlot("detail", detail.map {
                                SlotDefaults.view($0)
                            }), tags: ComponentSlot("tags", SlotDefaults.view(tags)))
                }

                /// A Badge showing a model's values: the same as the initializer of plain values.
                public init(model: some BadgeModel) {
                    self.init(title: model.title_, detail: model.detail_, tags: model.tags_)
                }

                /// The Badge of a style's configuration, for a style that shows the component within.
                public init(_ configuration: BadgeConfiguration) {
                    _configuration = configuration
                }

                /// The component in the style in effect, or its base look, marked with its state.
                public var body: some View {
                    ComponentStateMarks(_componentState) {
                        if let style = _componentStyles[BadgeConfiguration.self] as? any BadgeStyle {
                            AnyView(erasing: style.makeBody(configuration: _configuration._with(_componentState)))
                        } else {
                            Self.baseBody(_configuration._with(_componentState))
                        }
                    }
                }

                /// A Badge of plain values whose texts are attributed strings (bold, italic, code,
                /// links), each shown as a `Text` of its runs; a slot left out shows nothing.
                public init(title: SlotAttributedString, detail: SlotAttributedString? = nil, tags: [String] = []) {
                    _configuration = BadgeConfiguration(title: ComponentSlot("title", SlotDefaults.view(title)), detail: ComponentSlot("detail", detail.map {
                                SlotDefaults.view($0)
                            }), tags: ComponentSlot("tags", SlotDefaults.view(tags)))
                }
            }

            /// The values of a ``Badge``'s slots, as an app's own model provides them: conform a type
            /// and show it with `Badge(model:)`. Each value goes by its slot's name (`title`) or by
            /// Fiori for SwiftUI's, the same with a trailing underscore (`title_`): write either.
            @ModelNamings
            public protocol BadgeModel {
                /// The `title` slot's value.
                var title: String {
                    get
                }
                /// The `title` slot's value, as Fiori for SwiftUI spells it: write this one or `title`.
                var title_: String {
                    get
                }
                /// The `detail` slot's value.
                var detail: String? {
                    get
                }
                /// The `detail` slot's value, as Fiori for SwiftUI spells it: write this one or `detail`.
                var detail_: String? {
                    get
                }
                /// The `tags` slot's value.
                var tags: [String] {
                    get
                }
                /// The `tags` slot's value, as Fiori for SwiftUI spells it: write this one or `tags`.
                var tags_: [String] {
                    get
                }
            }

            /// A look of ``Badge``: lays out its slots. Set it with `.componentStyle(_:)`.
            public protocol BadgeStyle: ComponentStyle where Configuration == BadgeConfiguration {
            }

            /// The slots of a ``Badge``, as a style lays them out.
            public struct BadgeConfiguration {
                /// The `title` slot: its view, or nothing when it was left out.
                public var title: ComponentSlot
                /// The `detail` slot: its view, or nothing when it was left out.
                public var detail: ComponentSlot
                /// The `tags` slot: its view, or nothing when it was left out.
                public var tags: ComponentSlot
                /// The state the component is shown in: enabled, selected, highlighted.
                public var state = ComponentState()

                /// A configuration of these slots.
                public init(title: ComponentSlot, detail: ComponentSlot, tags: ComponentSlot) {
                    self.title = title
                    self.detail = detail
                    self.tags = tags
                }

                /// This configuration, in `state`.
                fileprivate func _with(_ state: ComponentState) -> Self {
                    var configuration = self
                    configuration.state = state
                    return configuration
                }
            }

            /// The base look of ``Badge``: what it shows without a style, and what a style of one's
            /// own can wrap.
            public struct BadgeBaseStyle: BadgeStyle {
                /// The base look.
                public init() {
                }

                public func makeBody(configuration: BadgeConfiguration) -> some View {
                    Badge.baseBody(configuration)
                }
            }

            extension Badge: View {
            }
            """#)
    }

    @Test(arguments: [
        ("@Component\nfinal class Badge {}", "@Component makes a struct a component; put it on a struct", 1, 1),
        ("@Component\nstruct Badge {\n    static func baseBody(_ c: BadgeConfiguration) -> some View { c.title }\n}",
         "add 'enum Slots' with a case per slot, e.g. 'case title(String)', 'case subtitle(String?)', 'case tags([String])'", 2, 8),
        ("@Component\nstruct Badge {\n    enum Slots {\n        case title\n    }\n    static func baseBody(_ c: BadgeConfiguration) -> some View { c.title }\n}",
         "slot 'title' needs one value: the type its type-based initializer takes, e.g. 'case title(String)'", 4, 14),
        ("@Component\nstruct Badge {\n    enum Slots {\n        case title(text: String)\n    }\n    static func baseBody(_ c: BadgeConfiguration) -> some View { c.title }\n}",
         "write the slot's type without a label: 'case title(String)'", 4, 20),
        ("@Component\nstruct Badge {\n    enum Slots {\n        case title(String)\n    }\n}",
         "add '@ViewBuilder static func baseBody(_ configuration: BadgeConfiguration) -> some View': the component's look unless a style says otherwise", 2, 8),
    ])
    func aMistakeIsAnErrorThatSaysWhatToWrite(source: String, message: String, line: Int, column: Int) {
        let expanded = String(source.dropFirst("@Component\n".count))
            + (source.contains("struct") ? "\n\nextension Badge: View {\n}" : "")
        Self.expand(source, expanded, diagnostics: [DiagnosticSpec(message: message, line: line, column: column)])
    }

    @Test func aSlotNamedInBuildersTakesThatResultBuilder() {
        Self.expand(
            """
            @Component(builders: ["tags": TagBuilder.self])
            struct Labels {
                enum Slots {
                    case tags([String])
                }

                static func baseBody(_ configuration: LabelsConfiguration) -> some View {
                    configuration.tags
                }
            }
            """,
            #"""
            struct Labels {
                enum Slots {
                    case tags([String])
                }

                static func baseBody(_ configuration: LabelsConfiguration) -> some View {
                    configuration.tags
                }

                /// The slots' contents.
                private let _configuration: LabelsConfiguration

                @Environment(\.componentStyles) private var _componentStyles

                @Environment(\.componentState) private var _componentState

                /// A Labels with any view in any slot; a slot left out shows nothing.
                init(@TagBuilder tags: () -> some View = {
                        EmptyView()
                    }) {
                    _configuration = LabelsConfiguration(tags: ComponentSlot("tags", tags()))
                }

                /// A Labels of plain values, each shown by its default view (`SlotDefaults`); a slot
                /// left out (`nil`, an empty list) shows nothing.
                init(tags: [String] = []) {
                    _configuration = LabelsConfiguration(tags: ComponentSlot("tags", SlotDefaults.view(tags)))
                }

                /// A Labels showing a model's values: the same as the initializer of plain values.
                init(model: some LabelsModel) {
                    self.init(tags: model.tags_)
                }

                /// The Labels of a style's configuration, for a style that shows the component within.
                init(_ configuration: LabelsConfiguration) {
                    _configuration = configuration
                }

                /// The component in the style in effect, or its base look, marked with its state.
                var body: some View {
                    ComponentStateMarks(_componentState) {
                        if let style = _componentStyles[LabelsConfiguration.self] as? any LabelsStyle {
                            AnyView(erasing: style.makeBody(configuration: _configuration._with(_componentState)))
                        } else {
                            Self.baseBody(_configuration._with(_componentState))
                        }
                    }
                }
            }

            /// The values of a ``Labels``'s slots, as an app's own model provides them: conform a type
            /// and show it with `Labels(model:)`. Each value goes by its slot's name (`title`) or by
            /// Fiori for SwiftUI's, the same with a trailing underscore (`title_`): write either.
            @ModelNamings
            protocol LabelsModel {
                /// The `tags` slot's value.
                var tags: [String] {
                    get
                }
                /// The `tags` slot's value, as Fiori for SwiftUI spells it: write this one or `tags`.
                var tags_: [String] {
                    get
                }
            }

            /// A look of ``Labels``: lays out its slots. Set it with `.componentStyle(_:)`.
            protocol LabelsStyle: ComponentStyle where Configuration == LabelsConfiguration {
            }

            /// The slots of a ``Labels``, as a style lays them out.
            struct LabelsConfiguration {
                /// The `tags` slot: its view, or nothing when it was left out.
                var tags: ComponentSlot
                /// The state the component is shown in: enabled, selected, highlighted.
                var state = ComponentState()

                /// A configuration of these slots.
                init(tags: ComponentSlot) {
                    self.tags = tags
                }

                /// This configuration, in `state`.
                fileprivate func _with(_ state: ComponentState) -> Self {
                    var configuration = self
                    configuration.state = state
                    return configuration
                }
            }

            /// The base look of ``Labels``: what it shows without a style, and what a style of one's
            /// own can wrap.
            struct LabelsBaseStyle: LabelsStyle {
                /// The base look.
                init() {
                }

                func makeBody(configuration: LabelsConfiguration) -> some View {
                    Labels.baseBody(configuration)
                }
            }

            extension Labels: View {
            }
            """#)
    }

    @Test(arguments: [
        (#"["icon": IconBuilder.self]"#, "'icon' is not a slot: 'Slots' has no case 'icon'", 1, 23),
        (#"["tags": "TagBuilder"]"#, "name the slot's result builder type: 'IconBuilder.self'", 1, 31),
        (#"Builders.all"#, #"name each slot's builder in a dictionary literal: 'builders: ["icons": IconBuilder.self]'"#, 1, 22),
    ])
    func aMistakenBuilderIsAnErrorThatSaysWhatToWrite(builders: String, message: String, line: Int, column: Int) {
        let body = "struct Labels {\n    enum Slots {\n        case tags([String])\n    }\n    static func baseBody(_ c: LabelsConfiguration) -> some View { c.tags }\n}"
        Self.expand(
            "@Component(builders: \(builders))\n" + body, body + "\n\nextension Labels: View {\n}",
            diagnostics: [DiagnosticSpec(message: message, line: line, column: column)])
    }

    @Test func theModifierMacrosWriteNamedModifiers() {
        Self.expand(
            """
            extension View {
                #styleModifier(for: ObjectItem.self)
                #slotStyleModifier("title")
            }
            """,
            """
            extension View {
                /// Sets the style of the ``ObjectItem``s inside this view; the innermost style wins.
                func objectItemStyle(_ style: some ObjectItemStyle) -> ModifiedContent<Self, EnvironmentModifier> {
                    componentStyle(style)
                }
                /// Restyles the `title` slot of every component inside this view; the innermost style wins.
                func titleStyle<Styled: View & SendableMetatype>(_ style: @escaping @Sendable (SlotContent) -> Styled) -> ModifiedContent<Self, EnvironmentModifier> {
                    slotStyle("title", style)
                }
                /// Restyles the `title` slot of every component inside this view, as Fiori for SwiftUI
                /// spells it: `titleStyle(_:)`.
                func titleModifier<Styled: View & SendableMetatype>(_ style: @escaping @Sendable (SlotContent) -> Styled) -> ModifiedContent<Self, EnvironmentModifier> {
                    slotStyle("title", style)
                }
            }
            """)
    }

    @Test(arguments: [("KPIItem", "kpiItemStyle"), ("KPIProgressItem", "kpiProgressItemStyle"), ("KPI", "kpiStyle"), ("Card", "cardStyle"), ("ObjectHeader", "objectHeaderStyle")])
    func aStyleModifierIsNamedAsSwiftNamesMembersLeadingAcronymsIncluded(component: String, modifier: String) {
        Self.expand(
            """
            extension View {
                #styleModifier(for: \(component).self)
            }
            """,
            """
            extension View {
                /// Sets the style of the ``\(component)``s inside this view; the innermost style wins.
                func \(modifier)(_ style: some \(component)Style) -> ModifiedContent<Self, EnvironmentModifier> {
                    componentStyle(style)
                }
            }
            """)
    }
}
