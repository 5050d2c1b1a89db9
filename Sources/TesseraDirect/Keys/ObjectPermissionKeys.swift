import TesseraData
import TesseraRules

// Direct to SwiftUI's permission keys: which entities are read-only by name, and whether the row
// being shown may be changed or deleted. Each is obeyed twice: the page leaves out the link, and
// the server refuses the request, so that a form kept open or a request written by hand changes
// nothing the rules forbid.

/// The entities whose rows cannot be changed, by name: Direct to SwiftUI's
/// `readOnlyEntityNames`. `isEntityReadOnly` is true for each.
///
/// ```
/// true => readOnlyEntityNames = ['payment', 'rental']
/// ```
public enum ReadOnlyEntityNamesKey: RuleKey {
    public static let defaultValue: [String] = []
}

/// Whether the row being shown may be changed: Direct to SwiftUI's `isObjectEditable`. By default,
/// when its entity's rows can be changed (`isEntityReadOnly` is false).
///
/// A rule can read the row: `object.status = 'closed' => isObjectEditable = false` — in Swift,
/// `\.object?.status == "closed"`. A row that is not editable has no Edit link on its page, opens
/// its page rather than its form from a list, and its form is refused (403), shown or posted. A
/// new row's form follows `isEntityReadOnly` alone: there is no row yet to ask about.
public enum IsObjectEditableKey: ComputedRuleKey {
    public static let defaultValue = false

    public static func value(in context: RuleContext) -> Bool {
        !context.isEntityReadOnly
    }
}

/// Whether the row being shown may be deleted: Direct to SwiftUI's `isObjectDeletable`. By
/// default, when it may be changed (`isObjectEditable`).
///
/// A row that is not deletable has no Delete link on its page or form, its question page and the
/// delete itself are refused (403), and a bulk delete leaves it out.
public enum IsObjectDeletableKey: ComputedRuleKey {
    public static let defaultValue = false

    public static func value(in context: RuleContext) -> Bool {
        context.isObjectEditable
    }
}

extension RuleContext {
    /// The entities whose rows cannot be changed, by name.
    public var readOnlyEntityNames: [String] {
        get { self[ReadOnlyEntityNamesKey.self] }
        set { self[ReadOnlyEntityNamesKey.self] = newValue }
    }

    /// Whether the row being shown may be changed.
    public var isObjectEditable: Bool {
        get { self[IsObjectEditableKey.self] }
        set { self[IsObjectEditableKey.self] = newValue }
    }

    /// Whether the row being shown may be deleted.
    public var isObjectDeletable: Bool {
        get { self[IsObjectDeletableKey.self] }
        set { self[IsObjectDeletableKey.self] = newValue }
    }
}
