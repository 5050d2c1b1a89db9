/// What hands an event of the application's own kind to its section: the cast to the
/// application's handler protocol and the call, made by ``SectionCoordinator/route(_:to:perform:)``.
@SectionActor
struct SectionEventRoute {
    let perform: @SectionActor (any Section, Int, SectionEvent) throws(SectionEventError) -> Void
}
