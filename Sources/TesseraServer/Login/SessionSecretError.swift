/// Why a ``SessionSecret`` could not be had: a sentence that names the file or variable and says
/// what to do, meant to be shown to the person starting the server as it is.
///
/// A server that cannot have its secret should not start: making up a key instead would sign
/// everyone out at each restart and make instances refuse each other's cookies, silently.
public struct SessionSecretError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The sentence, such as "'/etc/shop/secret' can be read by others (mode 0644): run chmod 600 /etc/shop/secret."
    public let message: String

    /// An error saying `message`.
    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
