import Foundation
import Observation
import Tessera

/// One thing to do. An `@Observable` class: a row that shows it re-renders when it changes,
/// and nothing else does.
@Observable
final class TodoItem: Identifiable {
    let id: Int
    var title: String
    /// Changed only through ``TodoModel/toggle(_:)``, which keeps the model's count of done items.
    fileprivate(set) var isDone = false
    /// Whether it is still in its model's list: a click on a row that another tab deleted a moment
    /// ago must not count it. Not observed: no view shows it.
    @ObservationIgnored fileprivate var isListed = true

    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

/// The to-do list of `/state/todo`: one model per tab, or one shared by every tab (`?shared`
/// in the gallery), where one tab's change shows in all.
///
/// The model keeps the number of done items itself, as it changes, rather than a view counting
/// them: a view that read every item's `isDone` would observe them all, and each check would
/// re-render it and observe the whole list again.
@Observable
final class TodoModel {
    private(set) var items: [TodoItem] = []
    /// How many of `items` are done.
    private(set) var doneCount = 0
    /// The most items the list holds. A list shared by every tab grows for all of them at once,
    /// and without a bound of its own it grew, from anonymous posts, past what a live view may
    /// hold: every tab ended, and every new one was refused, for good. Past it, adding is refused
    /// in words, and nothing else changes.
    let capacity: Int
    private var nextID = 1

    /// The longest title an item takes: a longer one is refused, not cut.
    static let maximumTitleLength = 500

    /// A list with `count` items, every third done, that holds at most `capacity` (at least
    /// `count`).
    init(count: Int = 3, capacity: Int = 200) {
        self.capacity = max(count, capacity)
        let samples = ["Buy milk", "Call the plumber", "Book the flights", "Answer Grace's email", "Water the plants"]
        for index in 0..<count {
            add(count <= samples.count ? samples[index] : "Item \(index + 1)")
            if index % 3 == 2 { toggle(items[index]) }
        }
    }

    /// Adds an item titled `title`, or says why not: nothing to add, a title too long, a list
    /// full. The caller keeps what was typed when refused, so that nothing is lost.
    @discardableResult
    func add(_ title: String) -> String? {
        let title = title.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !title.isEmpty else { return nil }
        guard title.count <= Self.maximumTitleLength else {
            return "A title is at most \(Self.maximumTitleLength) characters long; this one has \(title.count)."
        }
        guard items.count < capacity else {
            return "The list holds at most \(capacity) items. Delete some, or clear those done, to add more."
        }
        items.append(TodoItem(id: nextID, title: title))
        nextID += 1
        return nil
    }

    /// Checks or unchecks `item`, if it is still in the list.
    func toggle(_ item: TodoItem) {
        guard item.isListed else { return }
        item.isDone.toggle()
        doneCount += item.isDone ? 1 : -1
    }

    func delete(_ item: TodoItem) {
        guard let index = items.firstIndex(where: { $0 === item }) else { return }
        items.remove(at: index)
        item.isListed = false
        if item.isDone { doneCount -= 1 }
    }

    func clearDone() {
        for item in items where item.isDone { item.isListed = false }
        items.removeAll { $0.isDone }
        doneCount = 0
    }
}

/// Which items the list shows.
enum TodoFilter: String, CaseIterable, Hashable, Sendable {
    case all, active, done

    var title: String {
        switch self {
        case .all: "All"
        case .active: "Active"
        case .done: "Done"
        }
    }

    func admits(_ item: TodoItem) -> Bool {
        switch self {
        case .all: true
        case .active: !item.isDone
        case .done: item.isDone
        }
    }
}

extension TodoFilter: FormValueConvertible {}
