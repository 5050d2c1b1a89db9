import HTTPTypes
import Tessera
import TesseraComponents

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
                    Link("Go to the start page", destination: "/")
                }
                .navigationTitle("\(status.code)")
            }
        }
    }

    static func explanation(of status: HTTPResponse.Status) -> String {
        switch status.code {
        case 400: "The request could not be understood. Check the address or the form and try again."
        case 403: "This request is not allowed. If you sent a form, reload its page and send it again."
        case 404: "There is nothing at this address."
        case 405: "This address does not take that kind of request."
        case 413: "What was sent is too large."
        case 500...: "Something went wrong on our side. It has been logged; please try again later."
        default: status.reasonPhrase
        }
    }
}
