import Foundation
import HTTPTypes
import Tessera
import TesseraComponents
@_spi(Languages) import TesseraDirect

/// The page a person sees when a request fails: what happened, in words, and a way back — never a
/// stack trace or an internal error message.
public struct ErrorPage: View {
    /// The response's status.
    public var status: HTTPResponse.Status
    /// A sentence for the person, safe to show (it is escaped like any text).
    public var message: String
    /// The request's identifier, to find the failure in the server's log.
    public var reference: String?
    /// The theme whose stylesheet and icon the page links: the request's
    /// (``TesseraRequestContext/themeAssets``), as ``ErrorPageMiddleware`` gives it.
    public var theme: ThemeAssets

    /// The page for `status`, with `message`, or the status's usual explanation, in `theme`.
    public init(status: HTTPResponse.Status, message: String? = nil, reference: String? = nil, theme: ThemeAssets = .standard) {
        self.status = status
        self.message = message ?? ErrorPage.explanation(of: status)
        self.reference = reference
        self.theme = theme
    }

    public var body: some View {
        HTMLDocument(title: "\(status.code) \(status.reasonPhrase)", stylesheet: .linked(theme.stylesheetPath), icon: theme.iconPath) {
            ServerPageBar()
            // The heading in <main>, with what it heads.
            NavigationStack {
                VStack(alignment: .leading, spacing: 12) {
                    // The theme's colour for a warning, readable on its page background (plain
                    // orange, made for white, is not on the theme's light grey), as the
                    // application's own refusals have it.
                    Label(status.reasonPhrase, systemImage: "exclamationmark.triangle").font(.title2).foregroundStyle(Color.theme(.criticalLabel))
                    Text(message)
                    if let reference {
                        Text("Reference: \(reference)").font(.footnote).foregroundStyle(.secondary)
                    }
                    Link(DirectText.goToTheStartPage, destination: "/")
                }
                .navigationTitle("\(status.code)")
            }
        }
    }

    /// The status's usual explanation, as the application's refusal pages give it.
    static func explanation(of status: HTTPResponse.Status) -> String {
        DirectText.failureExplanation(status: status.code, reason: status.reasonPhrase).text(in: .english, locale: Locale(identifier: "en_US"))
    }
}
