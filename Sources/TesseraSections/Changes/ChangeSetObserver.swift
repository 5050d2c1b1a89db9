/// Collects a provider's changes into batches and hands each complete batch to a handler: the
/// update delegate to set on the provider at the top of a screen.
///
/// ```swift
/// let observer = ChangeSetObserver { changes in
///     print(changes)       // [.insertElement([0, 3]), .removeElement([1, 0])]
/// }
/// screen.updateDelegate = observer      // weak: keep `observer` for as long as you listen
/// ```
@SectionActor
public final class ChangeSetObserver: SectionProviderUpdateDelegate {
    private let handler: @SectionActor ([SectionChange]) -> Void
    private let onChange: (@SectionActor (any SectionProvider, SectionChange) -> Void)?
    private var pending: [SectionChange] = []
    private var depth = 0

    /// An observer calling `handler` with each batch of changes, once it is complete. `onChange`,
    /// if given, hears each change as it happens, while the provider is in the state it describes.
    public init(
        onChange: (@SectionActor (any SectionProvider, SectionChange) -> Void)? = nil,
        handler: @escaping @SectionActor ([SectionChange]) -> Void
    ) {
        self.onChange = onChange
        self.handler = handler
    }

    public func willBeginUpdating(_ provider: any SectionProvider) {
        depth += 1
    }

    public func didEndUpdating(_ provider: any SectionProvider) {
        depth -= 1
        guard depth == 0, !pending.isEmpty else { return }
        let batch = pending
        pending = []
        handler(batch)
    }

    public func provider(_ provider: any SectionProvider, didApply change: SectionChange) {
        onChange?(provider, change)
        pending.append(change)
        if depth == 0 {
            // A change outside any bracket is a batch of its own.
            let batch = pending
            pending = []
            handler(batch)
        }
    }
}
