import TesseraRules

// Resolves keys against 10, 100, 1,000 and 10,000 rules and prints lookups per second for a naive
// scan of every rule, for the engine with an empty cache before every lookup (cold), and for the
// engine with a warm cache. Run it in release mode:
//
//     swift run -c release tessera-rules-benchmark
//
// An argument (`naive`, `cold` or `cached`) runs only that resolver, for profiling: the others
// print as 0, and the agreement check before timing is skipped so that a profile shows the
// resolver alone.

import TesseraRules

let only = CommandLine.arguments.dropFirst().first
func runs(_ mode: String) -> Bool { only == nil || only == mode }

let tasks = ["list", "inspect", "edit", "query"]
let entityCount = 100
let targetTypes: [any RuleKey.Type] = [
    TargetKey0.self, TargetKey1.self, TargetKey2.self, TargetKey3.self,
    TargetKey4.self, TargetKey5.self, TargetKey6.self, TargetKey7.self,
]
let targets = targetTypes.map { AnyRuleKey($0) }

/// `count` rules spread over the eight target keys, each with two or three conditions, plus one
/// `true` fallback per key, so that every lookup has an answer.
func makeRules(count: Int) -> [Rule] {
    var rules: [Rule] = []
    for index in 0..<count {
        let target = targetKeyPaths[index % targetKeyPaths.count]
        let task = tasks[(index / targetKeyPaths.count) % tasks.count]
        let entity = "E\((index / (targetKeyPaths.count * tasks.count)) % entityCount)"
        let value = "v\(index)"
        if index.isMultiple(of: 3) {
            rules.append(\.task == task && \.entity == entity && \.property == "p\(index % 7)" => target <= value)
        } else {
            rules.append((\.task == task && \.entity == entity => target <= value).priority(index % 5))
        }
    }
    for target in targetKeyPaths {
        rules.append((true => target <= "fallback").priority(-1))
    }
    return rules
}

/// 400 distinct contexts: every task with every entity, properties varying.
func makeContexts(model: RuleModel) -> [RuleContext] {
    var contexts: [RuleContext] = []
    for entity in 0..<entityCount {
        for (taskIndex, task) in tasks.enumerated() {
            var context = RuleContext(model: model)
            context.task = task
            context.entity = "E\(entity)"
            context.property = "p\((entity + taskIndex) % 7)"
            contexts.append(context)
        }
    }
    return contexts
}

/// Runs `lookup` repeatedly for at least `duration` and returns lookups per second.
func measure(duration: Duration = .milliseconds(300), _ lookup: (Int) -> String?) -> Double {
    let clock = ContinuousClock()
    var lookups = 0
    var sink = 0
    let start = clock.now
    var elapsed: Duration = .zero
    while elapsed < duration {
        for _ in 0..<16 {
            sink &+= lookup(lookups)?.utf8.count ?? 0
            lookups += 1
        }
        elapsed = clock.now - start
    }
    if sink == -1 { print("") }  // keeps the optimizer from dropping the lookups
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    return Double(lookups) / seconds
}

func formatted(_ rate: Double) -> String {
    let text: String
    if rate >= 1_000_000 {
        text = "\((rate / 100_000).rounded() / 10) M"
    } else if rate >= 1_000 {
        text = "\((rate / 100).rounded() / 10) k"
    } else {
        text = "\(Int(rate.rounded()))"
    }
    return String(repeating: " ", count: max(0, 12 - text.count)) + text
}

print("Lookups per second (one key resolved per lookup; 8 keys, 400 distinct contexts)")
print("")
print("   rules |  naive scan | indexed, cold | indexed, cached | cached / naive")
print("---------+-------------+---------------+-----------------+---------------")
for count in [10, 100, 1_000, 10_000] {
    let rules = makeRules(count: count)
    let model = RuleModel(rules)
    let contexts = makeContexts(model: model)
    let naive = NaiveResolver(rules: model.rules)

    /// The `index`th lookup: every context in turn, for each of the eight keys in turn.
    func engineLookup(_ index: Int) -> String? {
        let context = contexts[index % contexts.count]
        switch (index / contexts.count) % 8 {
        case 0: return context.target0
        case 1: return context.target1
        case 2: return context.target2
        case 3: return context.target3
        case 4: return context.target4
        case 5: return context.target5
        case 6: return context.target6
        default: return context.target7
        }
    }

    func naiveLookup(_ index: Int) -> String? {
        naive.value(of: targets[(index / contexts.count) % 8], in: contexts[index % contexts.count])
    }

    // The resolvers must agree, on the very lookups that are timed, before their speed means
    // anything: cold (cache emptied before each lookup), then filling the cache, then from it.
    for pass in ["cold", "filling", "cached"] where only == nil {
        for index in 0..<(contexts.count * 8) {
            if pass == "cold" { model.removeAllCachedResults() }
            let expected = naiveLookup(index), actual = engineLookup(index)
            guard expected == actual else {
                fatalError("\(pass) lookup \(index): the naive resolver says \(expected ?? "nil"), the engine \(actual ?? "nil")")
            }
        }
    }

    let naiveRate = !runs("naive") ? 0 : measure(naiveLookup)
    let coldRate = !runs("cold") ? 0 : measure { index in
        model.removeAllCachedResults()
        return engineLookup(index)
    }
    for index in 0..<(contexts.count * 8) { _ = engineLookup(index) }
    let cachedRate = !runs("cached") ? 0 : measure(engineLookup)

    let ratio = naiveRate > 0 ? "\(Int((cachedRate / naiveRate).rounded()))x" : "-"
    print(
        String(repeating: " ", count: 8 - String(count).count) + "\(count) |\(formatted(naiveRate)) |  \(formatted(coldRate)) |    \(formatted(cachedRate)) | "
            + String(repeating: " ", count: max(0, 13 - ratio.count)) + ratio
    )
}
