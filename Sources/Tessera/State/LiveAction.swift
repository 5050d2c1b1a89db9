/// An action that a view hands down the environment to the controls below it: what submitting a
/// text field does (``View/onSubmit(_:)``), or what dismisses the alert or sheet a button is in.
///
/// `@unchecked Sendable` because environment values must be `Sendable` while actions close over
/// views and models that are not. It is sound because a live view's environment is made and read
/// on the live session's actor only, within the renderings of that one session; a rendering
/// anywhere else never runs the action.
package struct LiveAction: @unchecked Sendable {
    package let run: () -> Void

    package init(_ run: @escaping () -> Void) {
        self.run = run
    }
}

private struct SubmitActionKey: EnvironmentKey {
    static let defaultValue: LiveAction? = nil
}

private struct DismissActionKey: EnvironmentKey {
    static let defaultValue: LiveAction? = nil
}

extension EnvironmentValues {
    /// What submitting a text field here does: set by ``View/onSubmit(_:)``.
    package var submitAction: LiveAction? {
        get { self[SubmitActionKey.self] }
        set { self[SubmitActionKey.self] = newValue }
    }

    /// What dismisses the alert or sheet presented here: a button inside one runs it after its
    /// own action, as in SwiftUI.
    package var presentationDismiss: LiveAction? {
        get { self[DismissActionKey.self] }
        set { self[DismissActionKey.self] = newValue }
    }
}
