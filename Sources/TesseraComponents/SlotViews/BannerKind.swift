import Tessera

/// What a ``BannerMessage`` tells: news, a success, a warning or an error. The default view of a
/// banner's `kind` slot shows it as an icon in the kind's colour, labelled with the kind's name
/// for assistive technologies, so that it is not told by colour alone.
public enum BannerKind: String, CaseIterable, Hashable, Sendable {
    /// Something to know.
    case information
    /// Something went well.
    case success
    /// Something to look at before it goes wrong.
    case warning
    /// Something went wrong.
    case error

    /// The colour the kind is shown in.
    public var color: Color {
        switch self {
        case .information: .accentColor
        case .success: .green
        case .warning: .orange
        case .error: .red
        }
    }

    /// The built-in icon the kind is shown by.
    public var systemImage: String {
        switch self {
        case .information: "info.circle"
        case .success: "checkmark.circle"
        case .warning: "exclamationmark.triangle"
        case .error: "xmark.circle"
        }
    }

    /// The kind's name, as assistive technologies read it: "Information", "Success", … in
    /// English (a page reads it in its own language).
    public var name: String {
        switch self {
        case .information: "Information"
        case .success: "Success"
        case .warning: "Warning"
        case .error: "Error"
        }
    }
}
