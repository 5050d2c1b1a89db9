import Foundation
import Observation
import Tessera

/// One thing to do. An `@Observable` class: a row that shows it re-renders when it changes,
/// and nothing else does.
@Observable
final class TodoItem: Identifiable {
    let id: Int
    var title: String
    var isDone = false

    init(id: Int, title: String, isDone: Bool = false) {
        self.id = id
        self.title = title
        self.isDone = isDone
    }
}

/// The to-do list of `/state/todo`: one model per tab, or one shared by every tab (`?shared`
/// in the gallery), where one tab's change shows in all.
@Observable
final class TodoModel {
    private(set) var items: [TodoItem] = []
    private var nextID = 1

    /// A list with `count` items, every third done.
    init(count: Int = 3) {
        let samples = ["Buy milk", "Call the plumber", "Book the flights", "Answer Grace's email", "Water the plants"]
        for index in 0..<count {
            add(count <= samples.count ? samples[index] : "Item \(index + 1)")
            if index % 3 == 2 { items[index].isDone = true }
        }
    }

    func add(_ title: String) {
        let title = title.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !title.isEmpty else { return }
        items.append(TodoItem(id: nextID, title: String(title.prefix(500))))
        nextID += 1
    }

    func delete(_ item: TodoItem) {
        items.removeAll { $0 === item }
    }

    func clearDone() {
        items.removeAll { $0.isDone }
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
