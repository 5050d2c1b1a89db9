/// The batch bookkeeping every provider shares: brackets nest, and a batch's changes and its end go
/// to the delegate it began with, even if the provider moved into or out of another one meanwhile —
/// a batch is never split between two delegates.
@SectionActor
struct ProviderBatch {
    private var depth = 0
    private weak var delegate: (any SectionProviderUpdateDelegate)?

    mutating func begin(_ provider: any SectionProvider) {
        if depth == 0 {
            delegate = provider.updateDelegate
            delegate?.willBeginUpdating(provider)
        }
        depth += 1
    }

    mutating func end(_ provider: any SectionProvider) {
        depth -= 1
        if depth == 0 {
            delegate?.didEndUpdating(provider)
            delegate = nil
        }
    }

    func forward(_ change: SectionChange, from provider: any SectionProvider) {
        (depth > 0 ? delegate : provider.updateDelegate)?.provider(provider, didApply: change)
    }
}
