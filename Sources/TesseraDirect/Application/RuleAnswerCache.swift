import Synchronization
import Tessera
import TesseraData
import TesseraRules

/// What an application worked out from the rules for a page's context without a row — a page's
/// plan, the columns a list's bulk form may set — one per task, entity, debug mode and user, each
/// kept for as long as the rules and the page's given values stay the same.
///
/// Such an answer follows from the rules and the values the context was given (the database's
/// model, the task, the entity, read-only, debug), so one worked out under the same generation of
/// rules for a context with the same given values is the answer a new page would work out. A
/// reload of the rules makes a new generation, and the next page a new answer. At most one answer
/// per rules, task, entity, debug mode and user is kept, since rules may show each user their own
/// page; past ``capacity`` answers, they are worked out again as pages ask. (A kept answer holds
/// its context, and with it its rules: their identifier in the key is no other rules' meanwhile.)
final class RuleAnswerCache<Value: Sendable>: Sendable {
    private struct Key: Hashable {
        let rules: ObjectIdentifier
        let task: DirectTask
        let entity: String?
        let debug: Bool
        let user: SignedInUser?
    }

    private struct Answer: Sendable {
        let context: RuleContext
        let generation: Int
        let value: Value
    }

    /// The most keys kept.
    static var capacity: Int { 4096 }
    /// The most answers kept for one key: contexts of one task, entity and person may differ in
    /// other given values (the start page's own, and the start page's as every page's menu of
    /// tables asks it), and each would otherwise push the other's out on every page.
    static var answersPerKey: Int { 4 }

    private let answers = Mutex([Key: [Answer]]())

    /// The answer for `context`, which has no row: a kept one that still holds, or `make`'s.
    func value(for context: RuleContext, making make: () -> Value) -> Value {
        // An answer about a row is that row's alone.
        guard !context.hasGivenValue(for: ObjectKey.self) else { return make() }
        let key = Key(rules: ObjectIdentifier(context.ruleModel), task: context.task, entity: context.entity?.name, debug: context.debug, user: context.user)
        let generation = context.ruleModel.generation
        let kept = answers.withLock { answers in
            answers[key]?.first { $0.generation == generation && $0.context.hasSameGivenValues(as: context) }
        }
        if let kept { return kept.value }
        // The generation is read before the answer is worked out: a reload meanwhile leaves the
        // answer marked as older than the rules.
        let value = make()
        answers.withLock { answers in
            if answers[key] == nil, answers.count >= Self.capacity { answers.removeAll(keepingCapacity: true) }
            var kept = answers[key, default: []]
            // Answers under older rules go; one worked out under rules since reloaded (a slower
            // request's) is not kept beside newer ones.
            kept.removeAll { $0.generation < generation || $0.context.hasSameGivenValues(as: context) }
            guard !kept.contains(where: { $0.generation > generation }) else { return }
            if kept.count >= Self.answersPerKey { kept.removeLast() }
            kept.insert(Answer(context: context, generation: generation, value: value), at: 0)
            answers[key] = kept
        }
        return value
    }
}

extension RuleAnswerCache where Value == PagePlan {
    /// The plan of a page of `entity` in `context` (without a row): a kept one that still holds,
    /// or a new one.
    func plan(for entity: Entity, context: RuleContext, paths: DirectPaths) -> PagePlan {
        let plan = value(for: context) { PagePlan(entity: entity, context: context, paths: paths) }
        // (The entity and the paths are the context's and the application's: a plan of another
        // would be a mistake of the caller's, made good here.)
        guard plan.entity == entity, plan.paths == paths else { return PagePlan(entity: entity, context: context, paths: paths) }
        return plan
    }
}

private struct PagePlansKey: EnvironmentKey {
    static let defaultValue: RuleAnswerCache<PagePlan>? = nil
}

extension EnvironmentValues {
    /// The application's plans of pages, for the parts of a page that plan another's (a row
    /// page's related rows, in their list's columns); `nil` outside an application's page, where
    /// each part plans anew.
    var pagePlans: RuleAnswerCache<PagePlan>? {
        get { self[PagePlansKey.self] }
        set { self[PagePlansKey.self] = newValue }
    }
}
