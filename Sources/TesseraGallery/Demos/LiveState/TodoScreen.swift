import Tessera

/// The to-do list of `/state/todo`: add, check, delete and filter, on an `@Observable` model.
///
/// Its parts are views of their own so that a change re-renders only what shows it: checking an
/// item re-renders its row and the count, adding one inserts one row.
struct TodoScreen: View {
    let model: TodoModel
    let isShared: Bool
    @State private var newTitle = ""
    @State private var filter = TodoFilter.all
    /// Why the last item was not added: this tab's, not the model's.
    @State private var refusal: String?

    var body: some View {
        NavigationStack {
            GalleryBackLink()
            VStack(alignment: .leading, spacing: 16) {
                Text(
                    isShared
                        ? "One list shared by every tab: a change in one shows in all."
                        : "The list lives on the server, one per browser tab. Open the shared list to see a change in one tab reach another."
                )
                .foregroundStyle(.secondary)
                HStack(alignment: .bottom) {
                    TextField("New item", name: "title", text: $newTitle, prompt: "What needs doing?")
                        .onSubmit(add)
                    Button("Add", action: add)
                }
                if let refusal {
                    Text(refusal).foregroundStyle(.red).attribute("role", "alert")
                }
                HStack(alignment: .bottom) {
                    Picker("Show", name: "filter", selection: $filter) {
                        ForEach(TodoFilter.allCases, id: \.self) { filter in
                            Text(filter.title).tag(filter)
                        }
                    }
                    // Without the script, a choice in the menu goes to the server with a button.
                    Button("Apply", role: .cancel) {}
                }
                TodoList(model: model, filter: filter)
                TodoFooter(model: model)
            }
        }
        .navigationTitle(isShared ? "To do, shared" : "To do")
    }

    private func add() {
        // Refused, the field keeps what was typed.
        refusal = model.add(newTitle)
        if refusal == nil { newTitle = "" }
    }
}

/// The items the filter admits.
struct TodoList: View {
    let model: TodoModel
    let filter: TodoFilter

    var body: some View {
        let visible = model.items.filter(filter.admits)
        if visible.isEmpty {
            Text(model.items.isEmpty ? "Nothing to do." : "Nothing here.").foregroundStyle(.secondary)
        } else {
            List {
                ForEach(visible) { item in
                    TodoRow(item: item, model: model)
                }
            }
        }
    }
}

/// One item: a button that checks it, and one that deletes it.
struct TodoRow: View {
    let item: TodoItem
    let model: TodoModel

    var body: some View {
        HStack {
            Button(role: .cancel, action: { model.toggle(item) }) {
                Image(systemName: item.isDone ? "checkmark.circle" : "circle")
                Text(item.title).strikethrough(item.isDone)
            }
            .attribute("aria-pressed", item.isDone ? "true" : "false")
            .accessibilityLabel("Done: \(item.title)")
            Spacer()
            Button("Delete", role: .destructive) { model.delete(item) }
                .accessibilityLabel("Delete \(item.title)")
        }
    }
}

/// How many items are left, and a button that clears those done.
///
/// It reads the model's count of done items, not each item's `isDone`: observing every item would
/// re-render it, and observe them all again, at every check.
struct TodoFooter: View {
    let model: TodoModel

    var body: some View {
        let done = model.doneCount
        let left = model.items.count - done
        HStack {
            Text(left == 1 ? "1 item left" : "\(left) items left").foregroundStyle(.secondary)
            Spacer()
            Button("Clear done", role: .cancel) { model.clearDone() }.disabled(done == 0)
        }
    }
}

extension GalleryServer {
    /// The to-do screen with `itemCount` items on a model of its own: what `tessera-live-benchmark`
    /// measures.
    @MainActor
    public static func todoScreen(itemCount: Int) -> some View {
        TodoScreen(model: TodoModel(count: itemCount, capacity: itemCount + 1_000), isShared: false)
    }
}
