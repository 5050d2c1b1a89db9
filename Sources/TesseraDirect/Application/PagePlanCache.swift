import Synchronization
import TesseraData
import TesseraRules

/// The page plans an application made, one per task, entity and debug mode, each kept for as long
/// as the rules and the page's given values stay the same.
///
/// A plan is the rules' answers for a page's context. Those answers follow from the rules and the
/// values the context was given (the database's model, the task, the entity, read-only, debug),
/// so a plan made under the same generation of rules for a context with the same given values is
/// the plan that a new page would make. A reload of the rules makes a new generation, and the next
/// page a new plan. At most one plan per task, entity, debug mode and user is kept, since rules may
/// show each user their own page; past ``capacity`` plans, they are made again as pages ask.
final class PagePlanCache: Sendable {
    private struct Key: Hashable {
        let task: DirectTask
        let entity: String
        let debug: Bool
        let user: SignedInUser?
    }

    /// The most plans kept.
    static let capacity = 4096

    private let plans = Mutex([Key: PagePlan]())

    /// The plan of a page of `entity` in `context` (without a row): a kept one that still holds,
    /// or a new one.
    func plan(for entity: Entity, context: RuleContext, paths: DirectPaths) -> PagePlan {
        let key = Key(task: context.task, entity: entity.name, debug: context.debug, user: context.user)
        if let kept = plans.withLock({ $0[key] }), kept.generation == context.ruleModel.generation,
            kept.entity == entity, kept.paths == paths, kept.context.hasSameGivenValues(as: context)
        {
            return kept
        }
        let plan = PagePlan(entity: entity, context: context, paths: paths)
        plans.withLock { plans in
            // A slower request's plan, made under rules since reloaded, does not replace a newer one.
            if plans[key] == nil, plans.count >= Self.capacity { plans.removeAll(keepingCapacity: true) }
            if plans[key].map({ $0.generation <= plan.generation }) ?? true { plans[key] = plan }
        }
        return plan
    }
}
