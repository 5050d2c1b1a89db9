import Tessera
import TesseraComponents

/// A page of the components' gallery: one component, shown in each of its forms.
public struct GalleryPage: Sendable {
    /// The component's name, which is also the last part of the page's address.
    public let name: String
    /// What the component is for, in a sentence.
    public let summary: String
    private let make: @Sendable () -> AnyView

    /// A page for `name`, whose content `content` makes.
    public init<Content: View & SendableMetatype>(name: String, summary: String, @ViewBuilder content: @escaping @Sendable () -> Content) {
        self.name = name
        self.summary = summary
        self.make = { AnyView(content()) }
    }

    /// The page's content: the specimens.
    public var content: AnyView { make() }
}
