// Events per second, and bytes pushed per event, of the gallery's live to-do list at 10, 1,000
// and 10,000 items: what one click costs the server, and what it sends the page.
//
//   swift run -c release tessera-live-benchmark [--items 10000] [--event check|add|type]
//
// The options run one size, or one kind of event, alone: for a profiler.
//
// Each event goes through a LiveViewHost as the page's form would send it: the bindings written,
// the action run, the nodes whose observed values changed rendered again, and the patch encoded
// as the stream carries it. Times are CPU time of the process (the machine is shared and noisy);
// bytes are the patch's JSON. "page" is the whole view's HTML: what an event would cost if the
// page were sent again, as SwiftWebUI did.

import Foundation
import Tessera
import TesseraGallery
import TesseraServer

/// CPU time of this process, in seconds.
func cpuTime() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// The buttons of an HTML text: each `<button …>` start tag's `value` and `aria-label` (or its text).
func buttons(in html: String) -> [(value: String, label: String)] {
    var found: [(String, String)] = []
    for chunk in html.components(separatedBy: "<button ").dropFirst() {
        guard let end = chunk.firstIndex(of: ">") else { continue }
        let tag = chunk[..<end]
        func attribute(_ name: String) -> String? {
            guard let start = tag.range(of: name + "=\"") else { return nil }
            return String(tag[start.upperBound...].prefix { $0 != "\"" })
        }
        let text = chunk[chunk.index(after: end)...].replacingOccurrences(of: "<span>", with: "").prefix { $0 != "<" }
        if let value = attribute("value") { found.append((value, attribute("aria-label") ?? String(text))) }
    }
    return found
}

struct Patch: Decodable {
    struct Operation: Decodable {
        var op: String
        var html: String?
    }

    var ops: [Operation]
}

struct Measurement {
    var events = 0
    var seconds = 0.0
    var bytes = 0
    var operations: [String: Int] = [:]

    var eventsPerSecond: Double { Double(events) / max(seconds, 1e-9) }
    var bytesPerEvent: Double { Double(bytes) / Double(max(events, 1)) }
}

/// Runs `event` until a second of CPU time or `limit` events, counting the patches' bytes.
@MainActor
func measure(limit: Int, _ event: (Int) throws -> [String?]) rethrows -> Measurement {
    var measurement = Measurement()
    let start = cpuTime()
    while measurement.events < limit && (measurement.events < 10 || cpuTime() - start < 1) {
        for patch in try event(measurement.events) {
            measurement.events += 1
            guard let patch else { continue }
            measurement.bytes += patch.utf8.count
            if let decoded = try? JSONDecoder().decode(Patch.self, from: Data(patch.utf8)) {
                for operation in decoded.ops { measurement.operations[operation.op, default: 0] += 1 }
            }
        }
    }
    measurement.seconds = cpuTime() - start
    return measurement
}

func format(_ value: Double) -> String {
    value >= 100 ? String(Int(value.rounded())) : String(format: "%.1f", value)
}

/// The value after `option` in the command line, if given.
func argument(_ option: String) -> String? {
    let arguments = CommandLine.arguments
    guard let index = arguments.firstIndex(of: option), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}

@MainActor
func run() throws {
    let counts = argument("--items").flatMap(Int.init).map { [$0] } ?? [10, 1_000, 10_000]
    let only = argument("--event")
    func wants(_ event: String) -> Bool { only == nil || only == event }
    print("Live to-do list: one event through LiveViewHost (bindings, action, re-render, patch as JSON)")
    print("")
    print("| items | event | events/s | bytes pushed per event | operations per event | page | page ÷ bytes per event |")
    print("|---:|---|---:|---:|---|---:|---:|")
    for count in counts {
        let host = try LiveViewHost(limits: LiveViewLimits(maximumSessionBytes: 1 << 30)) {
            GalleryServer.todoScreen(itemCount: count)
        }
        let page = host.html
        let all = buttons(in: page)
        let checks = all.filter { $0.label.hasPrefix("Done: ") }.map(\.value)
        guard let add = all.first(where: { $0.label == "Add" })?.value,
            let field = page.range(of: #"name="t-bind:"#).map({ String(page[page.index($0.lowerBound, offsetBy: 6)...].prefix { $0 != "\"" }) }),
            checks.count == count
        else {
            fatalError("the to-do page is not as expected")
        }
        let fraction = Double(page.utf8.count)
        func row(_ name: String, _ measurement: Measurement) {
            let operations = measurement.operations.sorted { $0.key < $1.key }
                .map { "\($0.key) \(format(Double($0.value) / Double(measurement.events)))" }.joined(separator: ", ")
            print("| \(count) | \(name) | \(format(measurement.eventsPerSecond)) | \(format(measurement.bytesPerEvent)) | \(operations) | \(page.utf8.count) | \(format(fraction / max(measurement.bytesPerEvent, 1)))× |")
        }

        // Check and uncheck items, one after another: the item's row and the count change.
        if wants("check") {
            row("check an item", try measure(limit: 20_000) { index in
                [try host.send(["t-action": checks[(index * 7) % checks.count]])]
            })
        }
        // Add an item (typed, then Add), then delete it: one row in, one row out.
        if wants("add") {
            row("add an item, delete it", try measure(limit: 20_000) { index in
                let added = try host.send([field: "Task \(index)", "t-action": add])
                let inserted = (added.flatMap { try? JSONDecoder().decode(Patch.self, from: Data($0.utf8)) })?.ops.compactMap(\.html).joined() ?? ""
                guard let delete = buttons(in: inserted).first(where: { $0.label.hasPrefix("Delete ") })?.value else {
                    fatalError("the added row has no delete button")
                }
                return [added, try host.send(["t-action": delete])]
            })
        }
        // Type in the field: the screen's state changes; the list stays in the page.
        if wants("type") {
            row("type in the field", try measure(limit: 20_000) { index in
                [try host.send([field: "Typed \(index)", "t-event": "input"])]
            })
        }
    }
}

try MainActor.assumeIsolated { try run() }
