import Tessera
import TesseraComponents
import Testing

/// A style that shows its own component inside, in the style in effect: itself again, without end.
private struct Recursive: LoadingIndicatorStyle {
    func makeBody(configuration: LoadingIndicatorConfiguration) -> some View {
        VStack {
            LoadingIndicator()
            configuration.title
        }
    }
}

// Rendering on for ever is what the time limit would catch.
@Suite("A style that contains its own component", .timeLimit(.minutes(1)))
struct RecursiveStyleTests {
    @Test func failsWithARenderErrorRatherThanRunningOn() async throws {
        let view = LoadingIndicator(title: "Loading").loadingIndicatorStyle(Recursive())
        var bytes: [UInt8] = []
        #expect(throws: RenderError.self) { try HTMLRenderer().render(view, into: &bytes) }
        await #expect(throws: RenderError.self) { try await HTMLRenderer().render(view, into: &bytes) }
    }
}
