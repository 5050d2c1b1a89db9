import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Tessera
import TesseraServer
import Testing

// SwiftUI code as it was written before Observation: a view model of `@Published` properties held
// with `@StateObject`, handed down with `@ObservedObject` and `.environmentObject`, an alert of
// the first API, and taps.

private final class CallsModel: ObservableObject {
    @Published var showingAlert = false
    @Published var chosen: String?
    @Published var calls = 0
    /// Not published: only `objectWillChange.send()` tells the views.
    var note = "none"

    func call(_ name: String) {
        chosen = name
        showingAlert = true
    }
}

private struct CallsScreen: View {
    @StateObject private var model = CallsModel()

    var body: some View {
        VStack {
            ForEach(["Ada", "Grace"], id: \.self) { name in
                Text("Call \(name)").onTapGesture { model.call(name) }
            }
            CallCount(model: model)
            Button("Note") {
                model.note = "noted"
                model.objectWillChange.send()
            }
        }
        .environmentObject(model)
        .alert(isPresented: $model.showingAlert) {
            Alert(
                title: Text("Call \(model.chosen ?? "")?"), message: Text("The line is free."),
                primaryButton: .default(Text("Dial")) { model.calls += 1 },
                secondaryButton: .cancel())
        }
    }
}

private struct CallCount: View {
    @ObservedObject var model: CallsModel

    var body: some View {
        Text("Calls: \(model.calls)")
        Toggle("Alert shown", name: "shown", isOn: $model.showingAlert)
        NoteLine()
    }
}

private struct NoteLine: View {
    @EnvironmentObject var model: CallsModel

    var body: some View {
        Text("Note: \(model.note), calls \(model.calls)")
        // Read in an action, after the rendering: the environment where the button was.
        Button("Reset calls") { model.calls = 0 }
    }
}

private func application() -> some ApplicationProtocol {
    makeApplication { router in
        router.addLiveView("/calls", title: "Calls", sessions: LiveViewSessions()) { CallsScreen() }
    }
}

@Suite("ObservableObject, @Published and the first alert API in a live view", .heavy, .timeLimit(.minutes(1)))
struct ObservableObjectLiveTests {
    @Test func aTapRunsOnTheServerAndThePublishedChangeShowsTheAlert() async throws {
        try await application().test(.live) { client in
            let tab = try await LiveTab.open("/calls", with: client)
            #expect(!tab.page.contains("t-alert"))
            // The tapped text is a button of the live form that still reads as its text.
            #expect(tab.page.contains(#"class="t-tap""#))
            let response = try await tab.click("Call Grace", with: client)
            #expect(response.status == .seeOther)
            let shown = try await tab.reload(with: client)
            #expect(shown.page.contains(#"role="alertdialog""#))
            #expect(shown.page.contains("Call Grace?"))
            #expect(shown.page.contains("The line is free."))
            // The state object was kept: the same model, its chosen name, across requests.
            _ = try await shown.click("Dial", with: client)
            let dialled = try await shown.reload(with: client)
            #expect(!dialled.page.contains(#"role="alertdialog""#), "a button of the alert dismisses it")
            #expect(dialled.page.contains("Calls: 1"))
            #expect(dialled.page.contains("Note: none, calls 1"), "an environment object reads the same model")
            _ = try await dialled.click("Reset calls", with: client)
            #expect(try await dialled.reload(with: client).page.contains("Calls: 0"))
        }
    }

    @Test func aBindingThroughTheObservedObjectWritesThePublishedProperty() async throws {
        try await application().test(.live) { client in
            let tab = try await LiveTab.open("/calls", with: client)
            let field = try #require(tab.boundFields.first)
            // A switch sends a hidden false and, when on, true after it.
            _ = try await tab.post([(field, "false"), (field, "true"), ("t-event", "change")], with: client)
            let shown = try await tab.reload(with: client)
            #expect(shown.page.contains(#"role="alertdialog""#))
            _ = try await shown.click("Cancel", with: client)
            #expect(!(try await shown.reload(with: client).page.contains(#"role="alertdialog""#)))
        }
    }

    @Test func objectWillChangeReRendersAViewThatReadAPublishedProperty() async throws {
        try await application().test(.live) { client in
            let tab = try await LiveTab.open("/calls", with: client)
            try await EventStream.open(port: client.port!, path: "/calls/live?s=\(tab.session)&since=\(tab.version)", headers: ["Cookie": tab.cookies]) { stream in
                #expect(try await tab.click("Note", live: true, with: client).status == .noContent)
                let patch = try await stream.next().patch
                #expect(patch.ops.contains { $0.html?.contains("Note: noted") == true }, "\(patch.ops)")
            }
        }
    }
}

@Suite("ObservableObject outside a live view")
struct ObservableObjectRenderingTests {
    @Test func aPageRenderedOnceShowsTheInitialValuesAndNoTapButtons() throws {
        let html = HTMLRenderer().renderString(CallsScreen())
        #expect(html.contains("Call Ada"))
        #expect(html.contains("Calls: 0"))
        #expect(!html.contains("t-tap"))
        #expect(!html.contains("alertdialog"))
    }

    @Test func theAlertValueShowsItsTitleMessageAndButtons() throws {
        struct Shown: View {
            var body: some View {
                Text("Behind").alert(isPresented: .constant(true)) {
                    Alert(title: Text("Saved"), message: Text("All of it."), dismissButton: .destructive(Text("Discard")))
                }
            }
        }
        let html = HTMLRenderer().renderString(Shown())
        #expect(html.contains(#"role="alertdialog""#))
        #expect(html.contains(#"class="t-dialog-title""#) && html.contains(">Saved</h2>"))
        #expect(html.contains("All of it."))
        #expect(html.contains("t-button-destructive") && html.contains("Discard"))
    }

    @Test func anAlertOfAnItemShowsOnlyWhileThereIsOne() throws {
        struct Failure: Identifiable { let id: Int; let name: String }
        struct Shown: View {
            let failure: Failure?
            var body: some View {
                Text("Behind").alert(item: .constant(failure)) { failure in
                    Alert(title: Text("\(failure.name) did not answer"))
                }
            }
        }
        #expect(!HTMLRenderer().renderString(Shown(failure: nil)).contains("alertdialog"))
        let html = HTMLRenderer().renderString(Shown(failure: Failure(id: 1, name: "Ada")))
        #expect(html.contains("Ada did not answer"))
        #expect(html.contains(">OK<"), "an alert without buttons has OK")
    }
}
