/// A second level of index for a key with many rules: its rules grouped by the value that one
/// reference must have for them to hold.
///
/// Most rules of a large model pin a few keys to values (`entity = 'Film' and task = 'edit'`).
/// Grouping the rules for a key by the value they require for the most common such reference means
/// that resolution reads that reference once and evaluates only the rules of its value's group and
/// the rules that do not pin it, in precedence order, instead of every rule for the key.
///
/// Rules are held as positions in the key's precedence-sorted candidates, so merging the two
/// position lists in ascending order keeps precedence order.
struct RuleDiscrimination: Sendable {
    /// The reference whose value picks a group.
    let reference: RuleKeyReference
    /// The positions of the rules that require `reference = value`, by value, ascending.
    let groups: [RuleValue: [Int]]
    /// The positions of the rules that do not pin the reference, ascending.
    let others: [Int]

    /// Below this many rules for a key a plain scan is as fast.
    static let minimumCandidates = 16

    /// The discrimination for `candidates`, or `nil` when grouping would not help: too few rules,
    /// or no reference pinned by at least half of them.
    init?(candidates: [Rule]) {
        guard candidates.count >= Self.minimumCandidates else { return nil }
        var counts: [RuleKeyReference.Identity: (reference: RuleKeyReference, rules: Int, values: Set<RuleValue>)] = [:]
        for rule in candidates {
            var seen: Set<RuleKeyReference.Identity> = []
            for (reference, value) in rule.qualifier.equalityConjuncts where seen.insert(reference.identity).inserted {
                counts[reference.identity, default: (reference, 0, [])].rules += 1
                counts[reference.identity]?.values.insert(value)
            }
        }
        // The reference pinned by the most rules; among those, the one with the most values,
        // which makes the smallest groups. Ties go to the path name, to stay deterministic.
        let best = counts.values.max { a, b in
            (a.rules, a.values.count, b.reference.path) < (b.rules, b.values.count, a.reference.path)
        }
        guard let best, best.rules * 2 >= candidates.count, best.values.count > 1 else { return nil }

        let identity = best.reference.identity
        var groups: [RuleValue: [Int]] = [:]
        var others: [Int] = []
        for (position, rule) in candidates.enumerated() {
            if let pinned = rule.qualifier.equalityConjuncts.first(where: { $0.reference.identity == identity }) {
                groups[pinned.value, default: []].append(position)
            } else {
                others.append(position)
            }
        }
        reference = best.reference
        self.groups = groups
        self.others = others
    }

    /// The position of the first rule, in precedence order, that holds in `context`.
    func firstMatch(among candidates: [Rule], in context: RuleContext) -> Int? {
        let group = groups[reference.value(in: context)] ?? []
        var g = 0, o = 0
        while g < group.count || o < others.count {
            let position: Int
            if o == others.count || (g < group.count && group[g] < others[o]) {
                position = group[g]
                g += 1
            } else {
                position = others[o]
                o += 1
            }
            if candidates[position].qualifier.evaluate(in: context) {
                return position
            }
        }
        return nil
    }
}
