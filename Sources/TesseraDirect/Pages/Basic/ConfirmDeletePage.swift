import Tessera
import TesseraRules

/// The basic look's `ConfirmDelete` page (task `delete`): the object's properties and a button
/// that deletes it, behind a POST with the row's version, so that a row changed since this page
/// was made is not deleted unseen.
public struct ConfirmDeletePage: View {
    @Environment(\.ruleContext) private var context
    @Environment(\.editState) private var state
    @Environment(\.directPaths) private var paths
    @Environment(\.formToken) private var formToken

    /// The page; it reads what it shows from the environment.
    public init() {}

    public var body: some View {
        if let entity = context.entity, let object = context.object {
            VStack(alignment: .leading, spacing: 16) {
                if state.conflict != nil, state.undoneEntry != nil {
                    Label("This \(context.displayNameForEntity.lowercased()) changed after it was created, so undoing its creation would delete those changes too. Nothing was undone. Check it below, then delete it if you still mean to.", systemImage: "exclamationmark.triangle")
                        .foregroundStyle(.red)
                        .attribute("role", "alert")
                        .attribute("data-undo-refused", nil)
                } else if state.conflict != nil {
                    Label("This \(context.displayNameForEntity.lowercased()) changed since you opened this page. Check it below, then delete again if you still mean to.", systemImage: "exclamationmark.triangle")
                        .foregroundStyle(.red)
                        .attribute("role", "alert")
                }
                if let errors = state.errors, !errors.isEmpty {
                    VStack(alignment: .leading, spacing: 4) {
                        Label("It was not deleted.", systemImage: "exclamationmark.triangle").bold()
                        if state.blockingRows.isEmpty {
                            ForEach(errors.formErrors + errors.fieldErrors.sorted { $0.key < $1.key }.flatMap(\.value), id: \.self) { message in
                                Text(message)
                            }
                        } else {
                            Text("Other rows still refer to it: change or delete them first.")
                        }
                    }
                    .foregroundStyle(.red)
                    .attribute("role", "alert")
                    if !state.blockingRows.isEmpty {
                        BlockingRows(previews: state.blockingRows, context: context)
                    }
                }
                Text("Delete \(context.displayNameForEntity.lowercased()) “\(context.title)”? \(state.deletionCanBeUndone ? "You can undo it afterwards from the history." : "This cannot be undone.")").bold()
                PropertyGrid(cells: PagePlan.forPage(nil, entity: entity, context: inspecting, paths: paths).cells(for: object))
                Form(action: paths.delete(entity.name, key: object.primaryKey)) {
                    FormHiddenFields(token: formToken, version: state.versionToken)
                    HStack(spacing: 12) {
                        Button(submit: "Delete", role: .destructive)
                        Link("Cancel", destination: paths.inspect(entity.name, key: object.primaryKey))
                    }
                    .attribute("data-form-actions", nil)
                }
            }
        }
    }

    /// The object's properties as its inspect page shows them, without the to-many lists.
    private var inspecting: RuleContext {
        var inspecting = context
        inspecting.displayPropertyKeys = context.displayPropertyKeys.filter { key in
            !(context.entity?.relationships.contains { $0.name == key && $0.isToMany } ?? false)
        }
        return inspecting
    }
}

/// The rows that stop a deletion, by relationship: a few as links, and a link to all of them.
struct BlockingRows: View {
    let previews: [RelatedRowsPreview]
    let context: RuleContext
    @Environment(\.directPaths) private var paths

    var body: some View {
        Grid(alignment: .topLeading, horizontalSpacing: 16, verticalSpacing: 8) {
            ForEach(Array(previews.enumerated()), id: \.offset) { _, preview in
                GridRow {
                    Text(label(of: preview)).foregroundStyle(.secondary)
                    // A grid's cell is laid out as a cell: the links' stack goes inside one.
                    VStack(alignment: .leading) {
                        VStack(alignment: .leading, spacing: 4) {
                            let naming = DestinationNaming.naming(preview.relationship, in: context)
                            ForEach(Array(preview.rows.enumerated()), id: \.offset) { _, row in
                                Link(RowName.of(row, naming: naming), destination: paths.inspect(row.entityName, key: row.primaryKey))
                            }
                            if let fullList = preview.fullList, preview.hasMore {
                                Link("All of them →", destination: paths.list(preview.fullListEntity, query: fullList))
                            }
                        }
                    }
                }
            }
        }
        .accessibilityLabel("Rows that refer to it")
    }

    private func label(of preview: RelatedRowsPreview) -> String {
        var property = context
        property.propertyKey = preview.relationship.name
        return property.displayNameForProperty
    }
}
