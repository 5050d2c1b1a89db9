/// The actor that sections and providers live on.
///
/// A screen's sections are shared: many browsers show them, any request may change them, and every
/// change must reach every browser in one consistent order. ComposedUI keeps sections on the main
/// actor, and so does Tessera, in effect: `SectionActor` is an actor of its own, so that section
/// code says where it runs, but its jobs run on the main actor's executor. That is where a live
/// view's sessions run too, so a live view can hold sections of its own (one set per browser tab)
/// and call them synchronously, with ``assumeIsolated(_:file:line:)``.
///
/// Mark your section classes `@SectionActor`, or subclass ``ArraySection``, which is. Keep the
/// work done on it short: a section that reads a database should read a page of rows, not a table.
@globalActor
public actor SectionActor {
    /// The one instance.
    public static let shared = SectionActor()

    /// The main actor's executor: sections and live views take turns on one serial executor.
    public nonisolated var unownedExecutor: UnownedSerialExecutor {
        MainActor.sharedUnownedExecutor
    }

    /// Runs `operation` on the section actor synchronously, from code that runs on it already
    /// without the compiler knowing: code on the main actor, such as a live view's button action or
    /// body. Stops the program when called anywhere else (`MainActor.assumeIsolated` does the same
    /// for the main actor).
    ///
    /// ```swift
    /// Button("Add") {
    ///     SectionActor.assumeIsolated { playlist.append(Song(title: "New")) }
    /// }
    /// ```
    public static func assumeIsolated<T: Sendable>(
        _ operation: @SectionActor () throws -> T, file: StaticString = #fileID, line: UInt = #line
    ) rethrows -> T {
        shared.preconditionIsolated("Not on the section actor (the main actor's executor)", file: file, line: line)
        // The operation is isolated to the executor that runs this code, as the check proved: call
        // it as the plain function it is underneath.
        return try withoutActuallyEscaping(operation) { operation in
            try unsafeBitCast(operation, to: (() throws -> T).self)()
        }
    }
}
