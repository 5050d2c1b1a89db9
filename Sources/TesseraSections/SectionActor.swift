/// The actor that sections and providers live on.
///
/// A screen's sections are shared: many browsers show them, any request may change them, and every
/// change must reach every browser in one consistent order. ComposedUI keeps sections on the main
/// actor; a server has no main thread to spare, so Tessera keeps them on an actor of their own.
/// Mark your section classes `@SectionActor`, or subclass ``ArraySection``, which is.
@globalActor
public actor SectionActor {
    /// The one instance.
    public static let shared = SectionActor()
}
