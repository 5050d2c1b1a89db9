import Testing
import Tessera

private struct AccentNameKey: EnvironmentKey {
    static let defaultValue = "default"
}

extension EnvironmentValues {
    var accentName: String {
        get { self[AccentNameKey.self] }
        set { self[AccentNameKey.self] = newValue }
    }
}

private struct Reader: View {
    @Environment(\.accentName) var accentName
    var body: some View { Text(accentName) }
}

@Suite("Environment")
struct EnvironmentTests {
    @Test func defaultWhenNothingIsSet() {
        #expect(html(Reader()) == "default")
        #expect(EnvironmentValues().accentName == "default")
    }

    @Test func valueReachesEveryDescendant() {
        let view = Group {
            Group {
                Reader()
                Group { Reader() }
            }
        }
        .environment(\.accentName, "teal")
        #expect(html(view) == "tealteal")
    }

    @Test func valueReachesNoSibling() {
        let view = Group {
            Reader().environment(\.accentName, "left")
            Reader()
        }
        #expect(html(view) == "leftdefault")
    }

    @Test func innerValueOverridesOuter() {
        let view = Group {
            Reader().environment(\.accentName, "inner")
            Reader()
        }
        .environment(\.accentName, "outer")
        #expect(html(view) == "innerouter")
    }

    @Test func transformEnvironmentStartsFromTheInheritedValue() {
        let view = Reader()
            .transformEnvironment(\.accentName) { $0 += "+1" }
            .environment(\.accentName, "base")
        #expect(html(view) == "base+1")
    }

    @Test func rendererEnvironmentIsTheRoot() {
        var environment = EnvironmentValues()
        environment.accentName = "root"
        #expect(html(Reader(), environment: environment) == "root")
    }

    @Test func environmentReachesCustomModifierBodies() {
        struct Tagging: ViewModifier {
            @Environment(\.accentName) var accentName
            func body(content: Content) -> some View {
                Group { Text(accentName + ":"); content }
            }
        }
        let view = Text("x").modifier(Tagging()).environment(\.accentName, "m")
        #expect(html(view) == "m:x")
    }

    @Test func readOutsideRenderingGivesTheDefault() {
        #expect(Reader().accentName == "default")
    }
}

private struct RowsReadingTheirMakersEnvironment: View {
    @Environment(\.accentName) var accentName

    var body: some View {
        Group {
            ForEach(0..<2) { index in Text("\(accentName)\(index)") }
            Table([1], id: \.self) { TableColumn("c") { _ in Text(accentName) } }
        }
        .environment(\.accentName, "inner")
    }
}

@Test func closuresReadTheEnvironmentOfTheViewThatMadeThem() {
    let output = html(RowsReadingTheirMakersEnvironment().environment(\.accentName, "outer"))
    #expect(output.hasPrefix("outer0outer1"))
    #expect(output.contains("<td>outer</td>"))
}
