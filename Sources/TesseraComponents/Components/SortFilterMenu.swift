import Tessera

/// A menu of how to sort a list and what to keep of it, behind one button: Fiori's sort and
/// filter menu (`SortFilterView`'s menu form).
///
/// The menu is a `<details>` element, which browsers open and close without script, and each
/// choice is a link to the list with that choice made, so a sorted, filtered list has an address
/// of its own. The choices in effect are checked and marked current (`aria-current`).
///
/// ```swift
/// SortFilterMenu(title: "Sort and filter", sortOptions: [
///     SortFilterOption("Due date", isSelected: true, destination: "/orders?sort=due"),
///     SortFilterOption("Amount, largest first", destination: "/orders?sort=-amount"),
/// ], filterOptions: [
///     SortFilterOption("Overdue", destination: "/orders?sort=due&overdue=1"),
/// ])
///
/// SortFilterMenu {
///     Label("View", systemImage: "line.3.horizontal.decrease")
/// } sortOptions: {
///     MenuOptionList(sorts)
/// }
///
/// SortFilterMenu(model: query)            // OrderQuery: SortFilterMenuModel
/// ```
@Component
public struct SortFilterMenu {
    /// The slots, and what the initializer of plain values takes for each.
    public enum Slots {
        case title(String)
        case sortOptions([SortFilterOption])
        case filterOptions([SortFilterOption])
    }

    @ViewBuilder
    static func baseBody(_ configuration: SortFilterMenuConfiguration) -> some View {
        DisclosureGroup {
            VStack(alignment: .leading, spacing: 8) {
                if !configuration.sortOptions.isEmpty {
                    Text(ComponentText.sortBy).font(.footnote).foregroundStyle(.secondary)
                    configuration.sortOptions
                }
                if !configuration.filterOptions.isEmpty {
                    Text(ComponentText.filter).font(.footnote).foregroundStyle(.secondary)
                    configuration.filterOptions
                }
            }
        } label: {
            Image(systemName: "line.3.horizontal.decrease")
            configuration.title
        }
        .attribute("data-component", "SortFilterMenu")
    }
}

public extension View {
    #styleModifier(for: SortFilterMenu.self)
}
