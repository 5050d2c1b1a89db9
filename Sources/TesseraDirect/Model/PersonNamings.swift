import Synchronization
import TesseraData
import TesseraRules

/// How each person names the rows of each entity (``DisplayName/naming(of:in:)``), worked out once
/// under each generation of the rules.
///
/// That naming is asked for every title, every link to a row and every page's plan, and working it
/// out asks the rules which columns the person sees on the rows' pages and which tables — a dozen
/// resolutions, a sixth of an edit form's time. Its answer follows from the rules and the values
/// the context was given, but for the page's own row, property, task and entity, which it sets or
/// removes before it asks anything: two contexts that agree on the rest agree on the naming under
/// the same generation of rules (as a ``PagePlan`` does).
///
/// Not a ``RuleAnswerCache``: the naming is asked inside rules' resolutions (a computed key's), and
/// that cache's key reads keys of the context (`debug`, `user`), which inside a resolution are
/// resolved in it. Tried: a payment list's links to rentals lost the names their links give them
/// (`LinkedNamingTests`). This one's key reads nothing of the context but the rules' identity and
/// generation.
final class PersonNamings: Sendable {
    private struct Key: Hashable {
        let rules: ObjectIdentifier
        let generation: Int
        let entity: String
    }

    private struct Answer: Sendable {
        /// The context asked, without what the naming does not read (it holds its rules, so the
        /// rules' identifier in the key is not another's while it is kept).
        let context: RuleContext
        let entity: Entity
        let naming: RowNaming?
    }

    /// The most entities and generations kept, and the most people's answers for each.
    private static let capacity = 1024
    private static let peopleEach = 16

    private let answers = Mutex([Key: [Answer]]())

    /// The naming of `entity`'s rows for the person of `context`: a kept one, or `make`'s, kept.
    func naming(of entity: Entity, in context: RuleContext, making make: () -> RowNaming?) -> RowNaming? {
        var asked = context
        asked.removeGivenValue(for: ObjectKey.self)
        asked.removeGivenValue(for: PropertyKeyKey.self)
        asked.removeGivenValue(for: TaskKey.self)
        asked.removeGivenValue(for: EntityKey.self)
        let key = Key(rules: ObjectIdentifier(context.ruleModel), generation: context.ruleModel.generation, entity: entity.name)
        let kept = answers.withLock { answers in
            answers[key]?.first { $0.entity == entity && $0.context.hasSameGivenValues(as: asked) }
        }
        if let kept { return kept.naming }
        let naming = make()
        answers.withLock { answers in
            if answers[key] == nil, answers.count >= Self.capacity { answers.removeAll(keepingCapacity: true) }
            var people = answers[key, default: []]
            if people.count >= Self.peopleEach { people.removeFirst() }
            people.append(Answer(context: asked, entity: entity, naming: naming))
            answers[key] = people
        }
        return naming
    }
}
