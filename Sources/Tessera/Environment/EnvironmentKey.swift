/// A key for a value in the ``EnvironmentValues``.
///
/// Declare a key and a property on `EnvironmentValues` to add a value of your own, exactly as in
/// SwiftUI:
///
/// ```swift
/// private struct CurrencyCodeKey: EnvironmentKey {
///     static let defaultValue = "EUR"
/// }
///
/// extension EnvironmentValues {
///     var currencyCode: String {
///         get { self[CurrencyCodeKey.self] }
///         set { self[CurrencyCodeKey.self] = newValue }
///     }
/// }
///
/// // Set it for a subtree, read it anywhere below:
/// PriceList().environment(\.currencyCode, "USD")
/// ```
///
/// Values must be `Sendable`: a rendering may run on a thread of its own.
public protocol EnvironmentKey {
    /// The type of the key's value.
    associatedtype Value: Sendable

    /// The value of the key where no ancestor has set one.
    static var defaultValue: Value { get }
}
