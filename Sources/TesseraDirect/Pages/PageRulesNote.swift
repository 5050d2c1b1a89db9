import Tessera
import TesseraRules

/// With `debug` on, under every page: which rule chose each key the page itself follows — its
/// look, page and frame, its title and the entity's name, which properties it shows, what
/// following a row does, and on a list its batch size and the views around its rows — or that
/// the default did. The properties' own keys are explained with each property.
struct PageRulesNote: View {
    let context: RuleContext

    var body: some View {
        DisclosureGroup(isExpanded: true) {
            VStack(alignment: .leading, spacing: 2) {
                Text("task = '\(context.task)'" + (context.entity.map { " · entity.name = '\($0.name)'" } ?? ""))
                ForEach(Array(lines.enumerated()), id: \.offset) { _, line in
                    RuleExplanationNote.line(line.key, line.explanation).attribute("data-debug-page-key", line.key)
                }
            }
            .font(.caption)
            .foregroundStyle(.secondary)
        } label: {
            Label("Rules of the page", systemImage: "info.circle")
        }
        .attribute("data-debug", "page")
    }

    /// The keys the page follows, for its task.
    private var lines: [(key: String, explanation: RuleExplanation)] {
        var lines: [(String, RuleExplanation)] = [
            (LookKey.name, context.explain(LookKey.self)),
            (PageKey.name, context.explain(PageKey.self)),
            (PageWrapperKey.name, context.explain(PageWrapperKey.self)),
            (TitleKey.name, context.explain(TitleKey.self)),
            (NextTaskKey.name, context.explain(NextTaskKey.self)),
        ]
        if context.task == .query {
            lines.append((VisibleEntityNamesKey.name, context.explain(VisibleEntityNamesKey.self)))
        }
        if context.entity != nil {
            lines += [
                (DisplayNameForEntityKey.name, context.explain(DisplayNameForEntityKey.self)),
                (DisplayPropertyKeysKey.name, context.explain(DisplayPropertyKeysKey.self)),
                (IsEntityReadOnlyKey.name, context.explain(IsEntityReadOnlyKey.self)),
            ]
        }
        if context.task == .list {
            lines += [
                (NumberOfObjectsPerBatchKey.name, context.explain(NumberOfObjectsPerBatchKey.self)),
                (RowComponentKey.name, context.explain(RowComponentKey.self)),
                (ListControlsKey.name, context.explain(ListControlsKey.self)),
                (PagerKey.name, context.explain(PagerKey.self)),
                (EmptyListKey.name, context.explain(EmptyListKey.self)),
            ]
        }
        return lines
    }
}
