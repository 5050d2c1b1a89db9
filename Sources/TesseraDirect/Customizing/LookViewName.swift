import Tessera

/// A view that stands for one of the look's own views by its name: what `BasicLook.Page.Edit()`
/// and `D2SEditLargeString()` are, as Direct to SwiftUI's built-in views are types.
///
/// Handed to a rule, it is the name, not a view of yours: `\.page <= BasicLook.Page.Edit()` is
/// `\.page <= .edit`, and the page's look shows its own `Edit` page (or its replacement for the
/// name). Shown in a body, it is the look's view of that name for the environment's rule context,
/// as ``DirectView`` is.
///
/// ```swift
/// struct CustomerView: View, Sendable {
///     @Environment(\.object) private var object
///     var body: some View {
///         Text("\(object.firstName ?? "-") \(object.lastName ?? "-")").font(.title)
///         BasicLook.Page.Inspect()
///     }
/// }
/// ```
public protocol LookViewName: View, Sendable where Body == DirectView {
    /// The name of the look's view it stands for.
    static var directView: DirectView { get }
}

extension LookViewName {
    /// The look's view of the name, for the environment's rule context.
    public var body: DirectView { Self.directView }
}
