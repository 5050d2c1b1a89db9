import Tessera

/// What a place shows when it has nothing to show — no orders yet, no search results — and what to
/// do about it. SwiftUI's `ContentUnavailableView`, in Fiori's empty-state pattern (for a large
/// illustration, ``IllustratedMessage``).
///
/// ```swift
/// ContentUnavailableView("No orders", systemImage: "tray", description: "Orders you create appear here.")
///
/// ContentUnavailableView.search(text: query)
///
/// ContentUnavailableView {
///     Label("No orders", systemImage: "tray")
/// } actions: {
///     Link("Create an order", destination: "/orders/new")
/// }
///
/// ContentUnavailableView(model: emptyList) // EmptyList: ContentUnavailableViewModel
/// ```
@Component
public struct ContentUnavailableView {
    /// The slots, and what the initializer of plain values takes for each.
    public enum Slots {
        case title(String)
        case image(Image?)
        case descriptionText(String?)
        case actions(Link<Text>?)
    }

    @ViewBuilder
    static func baseBody(_ configuration: ContentUnavailableViewConfiguration) -> some View {
        VStack(alignment: .center, spacing: 10) {
            configuration.image.font(.largeTitle).foregroundStyle(.secondary)
            configuration.title.font(.title3).accessibilityHeading(.unspecified)
            configuration.descriptionText.font(.subheadline).foregroundStyle(.secondary)
            configuration.actions.font(.subheadline)
        }
        .padding(24)
        .attribute("data-component", "ContentUnavailableView")
    }
}

extension ContentUnavailableView {
    /// Nothing, titled `title`, pictured by the built-in icon `systemImage`, explained by
    /// `description`: SwiftUI's initializer.
    public init(_ title: String, systemImage: String, description: String? = nil) {
        self.init(title: title, image: Image(systemName: systemImage), descriptionText: description)
    }

    /// No results for the search `text`: "No results for “pump”", and what to try instead, in
    /// the page's language.
    public static func search(text: String) -> ContentUnavailableView {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return ContentUnavailableView {
            Text(trimmed.isEmpty ? ComponentText.noResults : .noResultsFor(trimmed))
        } image: {
            Image(systemName: "magnifyingglass")
        } descriptionText: {
            Text(ComponentText.checkTheSpelling)
        }
    }
}

public extension View {
    #styleModifier(for: ContentUnavailableView.self)
}
