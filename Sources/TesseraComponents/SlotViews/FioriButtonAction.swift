import Tessera

/// What a ``FioriButton`` does: go to an address, or submit the form it is in. A page works
/// without script, so these are the two things a button on the web can do.
public enum FioriButtonAction: Hashable, Sendable {
    /// Goes to `destination`: a link, drawn as a button.
    case link(String)
    /// Submits the form the button is in, sending `name=value` when a name is given, so that one
    /// form can tell its buttons apart.
    case submit(name: String? = nil, value: String? = nil)
}
