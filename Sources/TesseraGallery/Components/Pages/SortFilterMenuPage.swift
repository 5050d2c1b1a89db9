import Tessera
import TesseraComponents

extension ComponentGallery {
    static let sortFilterMenu = GalleryPage(
        name: "SortFilterMenu",
        summary: "How to sort a list and what to keep of it, behind one button."
    ) {
        #specimen("View builders") {
            SortFilterMenu {
                Text("Sort and filter")
            } sortOptions: {
                MenuOptionList(sortOptions)
            } filterOptions: {
                MenuOptionList(filterOptions)
            }
        }
        #specimen("Plain values") { sortFilterMenuSample }
        #specimen("A model") { SortFilterMenu(model: SampleListQuery()) }
        #specimen("Open") {
            SortFilterMenu(title: "Sort and filter", sortOptions: sortOptions, filterOptions: filterOptions)
                .sortFilterMenuStyle(OpenMenu())
        }
        #specimen("Restyled: the choices laid out, no menu") { sortFilterMenuSample.sortFilterMenuStyle(LaidOut()) }
        #specimen("Disabled") { sortFilterMenuSample.disabled() }
        #specimen("Light", colorScheme: .light) { sortFilterMenuSample }
        #specimen("Dark", colorScheme: .dark) { sortFilterMenuSample }
    }

    static let sortOptions = [
        SortFilterOption("Due date, earliest first", isSelected: true, destination: "#sort-due"),
        SortFilterOption("Priority, highest first", destination: "#sort-priority"),
        SortFilterOption("Planned cost, largest first", destination: "#sort-cost"),
    ]

    static let filterOptions = [
        SortFilterOption("Overdue", isSelected: true, destination: "#overdue"),
        SortFilterOption("Assigned to me", destination: "#mine"),
    ]

    @SpecimenCode
    private static var sortFilterMenuSample: SortFilterMenu {
        SortFilterMenu(title: "Sort and filter", sortOptions: sortOptions, filterOptions: filterOptions)
    }
}

/// The sorting and filters of a list of an app's own, shown through `SortFilterMenuModel`.
fileprivate struct SampleListQuery: SortFilterMenuModel {
    var title = "Sort and filter"
    var sortOptions: [SortFilterOption] { ComponentGallery.sortOptions }
    var filterOptions: [SortFilterOption] { ComponentGallery.filterOptions }
}

/// The menu sent open: the base look's disclosure, expanded.
fileprivate struct OpenMenu: SortFilterMenuStyle {
    func makeBody(configuration: SortFilterMenuConfiguration) -> some View {
        DisclosureGroup(isExpanded: true) {
            VStack(alignment: .leading, spacing: 8) {
                Text("Sort by").font(.footnote).foregroundStyle(.secondary)
                configuration.sortOptions
                Text("Filter").font(.footnote).foregroundStyle(.secondary)
                configuration.filterOptions
            }
        } label: {
            Image(systemName: "line.3.horizontal.decrease")
            configuration.title
        }
        .attribute("data-component", "SortFilterMenu")
    }
}

/// The sort orders and the filters in two columns, always in sight: for a wide side panel.
fileprivate struct LaidOut: SortFilterMenuStyle {
    func makeBody(configuration: SortFilterMenuConfiguration) -> some View {
        HStack(alignment: .top, spacing: 24) {
            VStack(alignment: .leading, spacing: 4) {
                Text("Sort by").font(.headline)
                configuration.sortOptions
            }
            VStack(alignment: .leading, spacing: 4) {
                Text("Filter").font(.headline)
                configuration.filterOptions
            }
        }
    }
}
