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
    @Environment(\.localization) private var localized

    /// The page; it reads what it shows from the environment.
    public init() {}

    public var body: some View {
        if let entity = context.entity, let object = context.object {
            VStack(alignment: .leading, spacing: 16) {
                if state.conflict != nil, state.undoneEntry != nil {
                    Label(DirectText.undoOfCreationRefused(entity: context.displayNameForEntity), systemImage: "exclamationmark.triangle")
                        .foregroundStyle(.red)
                        .attribute("role", "alert")
                        .attribute("data-undo-refused", nil)
                } else if state.conflict != nil {
                    Label(DirectText.changedSinceOpened(entity: context.displayNameForEntity), systemImage: "exclamationmark.triangle")
                        .foregroundStyle(.red)
                        .attribute("role", "alert")
                }
                if let errors = state.errors, !errors.isEmpty {
                    VStack(alignment: .leading, spacing: 4) {
                        Label(DirectText.notDeleted, systemImage: "exclamationmark.triangle").bold()
                        if state.blockingRows.isEmpty {
                            ForEach(errors.formErrors + errors.fieldErrors.keys.sorted().flatMap { errors.messages(for: $0, localized) }, id: \.self) { message in
                                Text(message)
                            }
                        } else {
                            Text(DirectText.otherRowsStillReferToIt)
                        }
                    }
                    .foregroundStyle(.red)
                    .attribute("role", "alert")
                    if !state.blockingRows.isEmpty {
                        BlockingRows(previews: state.blockingRows, context: context)
                    }
                }
                // Rows in the way, or a refusal: no button that would only be refused again.
                let blocked = state.deletionReach.contains(where: \.blocks) || !(state.errors?.isEmpty ?? true)
                if state.deletionReach.contains(where: \.blocks) {
                    Label(DirectText.cannotBeDeletedWhileReferredTo(context.title), systemImage: "exclamationmark.triangle")
                        .bold()
                        .attribute("data-delete-blocked", nil)
                } else if !blocked {
                    Text(DirectText.confirmDeletion(entity: context.displayNameForEntity, title: context.title, canBeUndone: state.deletionCanBeUndone)).bold()
                }
                if !state.deletionReach.isEmpty {
                    DeletionReachView(reach: state.deletionReach, context: context)
                }
                PropertyGrid(cells: PagePlan.forPage(nil, entity: entity, context: inspecting, paths: paths).cells(for: object))
                Form(action: paths.delete(entity.name, key: object.primaryKey)) {
                    FormHiddenFields(token: formToken, version: state.versionToken)
                    HStack(spacing: 12) {
                        if !blocked {
                            Button(submit: DirectText.delete, role: .destructive)
                        }
                        Link(blocked ? DirectText.backTo(entity: context.displayNameForEntity) : .cancel, destination: paths.inspect(entity.name, key: object.primaryKey))
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
                                Link(DirectText.allOfThem, destination: paths.list(preview.fullListEntity, query: fullList))
                            }
                        }
                    }
                }
            }
        }
        .attribute("data-property-grid", nil)
        .accessibilityLabel(DirectText.rowsThatReferToIt)
    }

    private func label(of preview: RelatedRowsPreview) -> String {
        var property = context
        property.propertyKey = preview.relationship.name
        return property.displayNameForProperty
    }
}

/// What deleting a row would do to the rows that refer to it, by relationship: those that stop
/// it, those deleted with it (`ON DELETE CASCADE`), and those that would refer to nothing
/// (`SET NULL`, `SET DEFAULT`) — each a count, with a link to them where the person may see them.
struct DeletionReachView: View {
    let reach: [DeletionReach]
    let context: RuleContext
    @Environment(\.directPaths) private var paths

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            group("Stop the delete", reach.filter(\.blocks), "blocks")
            group("Deleted with it", reach.filter { $0.relationship.deleteRule == .cascade }, "cascade")
            group("Will refer to nothing, or to their default", reach.filter { $0.relationship.deleteRule == .setNull || $0.relationship.deleteRule == .setDefault }, "detach")
        }
        .attribute("data-deletion-reach", nil)
    }

    @ViewBuilder private func group(_ title: String, _ items: [DeletionReach], _ kind: String) -> some View {
        if !items.isEmpty {
            VStack(alignment: .leading, spacing: 2) {
                Text(title).font(.footnote).foregroundStyle(.secondary)
                ForEach(Array(items.enumerated()), id: \.offset) { _, item in
                    if let fullList = item.fullList {
                        Link(phrase(item), destination: paths.list(item.relationship.destinationEntity, query: fullList))
                            .attribute("data-reach", kind)
                    } else {
                        Text(phrase(item)).attribute("data-reach", kind)
                    }
                }
            }
        }
    }

    /// "3 payments (Payments)", or "2 rows you cannot see" for an entity the rules hide.
    private func phrase(_ item: DeletionReach) -> String {
        let count = item.count.accuracy == .exact ? item.count.value.formatted() : "more than \(item.count.value.formatted())"
        guard item.isVisible else { return "\(count) \(item.count.value == 1 ? "row" : "rows") you cannot see" }
        var property = context
        property.propertyKey = item.relationship.name
        return "\(count) \(item.count.value == 1 ? "row" : "rows") of \(property.displayNameForProperty)"
    }
}

