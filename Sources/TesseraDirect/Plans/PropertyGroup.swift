import TesseraData

/// Properties of a row's page or form shown together: a ``Fieldset``'s, or those no fieldset
/// names.
struct PropertyGroup {
    /// The fieldset; `nil` for the properties no fieldset names, shown first without a title.
    let fieldset: Fieldset?
    /// The group's properties, in the fieldset's order.
    let cells: [PropertyCell]
    /// Where each of `cells` is among the cells the groups were made of.
    let indices: [Int]

    /// The group's heading, when it has one.
    var title: String? {
        guard let title = fieldset?.title, !title.isEmpty else { return nil }
        return title
    }

    /// Whether `groups` are the page's properties as they are without fieldsets: one group,
    /// untitled — laid out as pages always were.
    static func areUngrouped(_ groups: [PropertyGroup]) -> Bool {
        groups.count == 1 && groups[0].fieldset == nil
    }

    /// `cells` laid out in `fieldsets`: first those no fieldset names, in their own order; then
    /// each fieldset's, in its order. Every cell is in exactly one group — a property named twice
    /// is in the first group that names it, for a form must not send one field twice — and a
    /// group without cells is left out.
    static func groups(of cells: [PropertyCell], in fieldsets: [Fieldset]) -> [PropertyGroup] {
        guard !fieldsets.isEmpty else { return [PropertyGroup(fieldset: nil, cells: cells, indices: Array(cells.indices))] }
        var position: [String: Int] = [:]
        for (index, cell) in cells.enumerated() where position[cell.plan.propertyKey] == nil {
            position[cell.plan.propertyKey] = index
        }
        // A to-one relationship is named by its column too (`language_id` for `language`).
        for (index, cell) in cells.enumerated() {
            guard let relationship = cell.plan.pageRelationship, relationship.kind == .toOne, relationship.joins.count == 1 else { continue }
            let column = relationship.joins[0].sourceAttribute
            if position[column] == nil { position[column] = index }
        }
        var placed = Array(repeating: false, count: cells.count)
        var named: [PropertyGroup] = []
        for fieldset in fieldsets {
            var members: [Int] = []
            for key in fieldset.propertyKeys {
                guard let index = position[key], !placed[index] else { continue }
                placed[index] = true
                members.append(index)
            }
            if !members.isEmpty { named.append(PropertyGroup(fieldset: fieldset, cells: members.map { cells[$0] }, indices: members)) }
        }
        let rest = cells.indices.filter { !placed[$0] }
        return (rest.isEmpty ? [] : [PropertyGroup(fieldset: nil, cells: rest.map { cells[$0] }, indices: rest)]) + named
    }
}
