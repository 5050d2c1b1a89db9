/// What kind of news a redirect's notice is: that the action was done, or a warning that some of
/// it was not (a bulk action that some rows refused). The page shows each its own way — a
/// warning in the colour and with the sign of one, never with a success tick.
public enum DirectNoticeKind: String, Sendable, Hashable {
    /// The action was done.
    case done
    /// Some or all of the action was refused; the notice says what and why.
    case warning
}
