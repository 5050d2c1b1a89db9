import Tessera

/// How a coordinator lays out its sections, and where their controls submit to: everything the
/// views of a page or a live fragment need besides the sections' contents. A value, so that it can
/// travel with them to the renderer's thread.
struct RegionStyle: Sendable {
    /// The layout.
    enum Kind: Sendable {
        case list
        /// A table of these columns (title, alignment, sort).
        case table([TableColumnStyle])
        case grid(GridColumns)
        case stack(spacing: Double?)
    }

    let kind: Kind
    /// The `id` of the region's form, which every control submits with; `nil` when the coordinator
    /// has no ``SectionCoordinator/actionPath`` and shows no controls.
    let formID: String?
    /// Where controls submit to: `actionPath/operation?parameters`.
    let actionPath: String
    /// Whether the controls are a live view's buttons, whose actions hand events to the session's
    /// coordinator (``SectionEventSink``), rather than posts to `actionPath`.
    var liveControls = false

    var hasControls: Bool { formID != nil || liveControls }

    /// A table's cells' attributes, a column each: made once for the region, not for each of
    /// its cells.
    let cellAttributes: [HTMLAttributes]

    init(kind: Kind, formID: String?, actionPath: String, liveControls: Bool = false) {
        self.kind = kind
        self.formID = formID
        self.actionPath = actionPath
        self.liveControls = liveControls
        if case .table(let columns) = kind {
            cellAttributes = columns.map(\.cellAttributes)
        } else {
            cellAttributes = []
        }
    }

    var isTable: Bool {
        if case .table = kind { return true }
        return false
    }

    /// Columns a table's section header and footer span: the columns, and the selection and
    /// controls columns when there are controls.
    var tableSpan: Int {
        guard case .table(let columns) = kind else { return 1 }
        return max(1, columns.count + (hasControls ? 2 : 0))
    }

    /// The URL a control sending `event` submits to.
    func url(for event: SectionEvent) -> String {
        var url = actionPath + "/" + event.kind.rawValue
        for (index, parameter) in event.parameters.enumerated() {
            url += index == 0 ? "?" : "&"
            url += parameter.name + "=" + PercentEncoding.encode(parameter.value)
        }
        return url
    }
}
