import Tessera

/// The form on which a signed-in person changes their own password: their current password, the
/// new one, and the new one again, with what a new password must be said under its field.
///
/// Each field says what it holds to password managers (`autocomplete`: `username`,
/// `current-password`, `new-password`), so that they offer to fill the current one and to save
/// the new one. A form that came back refused says why at its top, in an alert; the field at
/// fault is marked `aria-invalid`, names the message in `aria-describedby`, and takes the focus.
///
/// The form's hidden fields come from the environment's `formToken`, as
/// every form of the application's does. ``DirectApplication/passwordChangePage(_:user:)`` shows
/// it in the application's frame.
public struct PasswordChangeView: View {
    let form: PasswordChangeForm
    @Environment(\.formToken) private var formToken
    @Environment(\.localization) private var localized

    /// The view of `form`.
    public init(form: PasswordChangeForm) {
        self.form = form
    }

    /// The id of the refusal's message, which the field at fault names.
    static let messageID = "password-change-message"
    /// The id of the rule a new password keeps, which both new-password fields name.
    static let ruleID = "password-change-rule"

    public var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            if let message = form.message {
                Label(message, systemImage: "exclamationmark.triangle")
                    .foregroundStyle(Color.theme(.negativeLabel))
                    .attribute("id", Self.messageID)
                    .attribute("role", "alert")
                    .attribute("data-password-message", nil)
            }
            Form(action: form.action) {
                FormHiddenFields(token: formToken, version: nil)
                HiddenField(name: "next", value: form.next)
                VStack(alignment: .leading, spacing: 12) {
                    // For password managers: whose password this is. Not sent to be believed: the
                    // server changes the password of the session's account.
                    TextField(localized(DirectText.name), name: "username", text: form.userName)
                        .controlAttribute("autocomplete", "username")
                        .controlAttribute("readonly", "")
                    field(localized(DirectText.currentPassword), .current, autocomplete: "current-password")
                    VStack(alignment: .leading, spacing: 4) {
                        field(localized(DirectText.newPassword), .new, autocomplete: "new-password")
                        // Under the field it is about, read with it (aria-describedby).
                        Text(form.rule).font(.footnote).foregroundStyle(.secondary).attribute("id", Self.ruleID)
                    }
                    field(localized(DirectText.newPasswordAgain), .again, autocomplete: "new-password")
                    HStack(spacing: 16) {
                        Button(submit: DirectText.changePassword)
                        Link(DirectText.cancel, destination: form.next).attribute("data-password-cancel", nil)
                    }
                }
            }
            .attribute("data-password-form", nil)
        }
    }

    /// A password field: required, telling password managers what it holds, naming the rule (a
    /// new password's) and the refusal's message (when it is about this field), and taking the
    /// focus where the person types next — the current password on a fresh form, else the field
    /// at fault.
    private func field(_ title: String, _ field: PasswordChangeForm.Field, autocomplete: String) -> some View {
        let invalid = form.invalidField == field
        let described = (invalid ? [Self.messageID] : []) + (field == .current ? [] : [Self.ruleID])
        let focused = form.invalidField.map { $0 == field } ?? (field == .current)
        return SecureField(title, name: field.rawValue)
            .controlAttribute("autocomplete", autocomplete)
            .controlAttribute("required", "")
            .controlAttribute("minlength", field == .current ? nil : String(form.minimumLength))
            .controlAttribute("aria-invalid", invalid ? "true" : nil)
            .controlAttribute("aria-describedby", described.isEmpty ? nil : described.joined(separator: " "))
            .controlAttribute("autofocus", focused ? "" : nil)
            .attribute("data-password-field", field.rawValue)
    }
}
