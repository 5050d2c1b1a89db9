import Tessera
import TesseraComponents
import Testing

private struct EmptyList: ContentUnavailableViewModel {
    var title: String
    var image: Image?
    var descriptionText: String?
    var actions: Link<Text>?
}

private struct Job: LoadingIndicatorModel {
    var title: String?
}

@Suite("Empty and loading states")
struct EmptyAndLoadingTests {
    @Test func contentUnavailableViewsThreeInitializersRenderTheSame() {
        let title = tricky("No orders")
        let byValues = render(ContentUnavailableView(title: title, image: Image(systemName: "tray"), descriptionText: "None yet"))
        #expect(byValues == render(ContentUnavailableView { Text(title) } image: { Image(systemName: "tray") } descriptionText: { Text("None yet") }))
        #expect(byValues == render(ContentUnavailableView(model: EmptyList(title: title, image: Image(systemName: "tray"), descriptionText: "None yet"))))
        #expect(byValues == render(ContentUnavailableView(title, systemImage: "tray", description: "None yet")), "SwiftUI's initializer")
        expectEscaped(byValues, [title])
    }

    @Test func noSearchResultsNameTheSearch() {
        let html = render(ContentUnavailableView.search(text: "  <b>pump</b> "))
        #expect(html.contains("No results for “&lt;b&gt;pump&lt;/b&gt;”"))
        #expect(render(ContentUnavailableView.search(text: " ")).contains(">No results<"))
    }

    @Test func loadingIndicatorsThreeInitializersRenderTheSame() {
        let title = tricky("Loading orders")
        let byValues = render(LoadingIndicator(title: title))
        #expect(byValues == render(LoadingIndicator { Text(title) }))
        #expect(byValues == render(LoadingIndicator(model: Job(title: title))))
        expectEscaped(byValues, [title])
    }

    @Test func aLoadingIndicatorIsAStatusReadAsLoadingWithoutATitle() {
        let html = render(LoadingIndicator())
        #expect(html.contains(#"role="status""#) && html.contains(">Loading<"))
        #expect(html.contains(#"data-part="spinner" aria-hidden="true""#))
    }
}
