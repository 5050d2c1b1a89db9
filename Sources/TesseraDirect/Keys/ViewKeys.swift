import TesseraRules

/// What frames every page: the bar, the breadcrumbs, the title, the notice, and the page
/// (`PageView()`) inside. A view of yours replaces all of it: show `PageView()` where the page
/// goes, and read the notice of the last action from `@Environment(\.directNotice)`.
public enum PageWrapperKey: RuleKey {
    public static let defaultValue: DirectView = "PageWrapper"
}

/// What shows one property on a row's page and in its form: its label and its component
/// (`ComponentView()`), and on a form the property's error messages
/// (`@Environment(\.propertyErrors)`).
public enum PropertyRowKey: RuleKey {
    public static let defaultValue: DirectView = "PropertyRow"
}

/// The controls above a list: its search, filters and sort (the basic look), or its toolbar (the
/// fiori look). A view of yours reads the list from `@Environment(\.displayGroup)`.
public enum ListControlsKey: RuleKey {
    public static let defaultValue: DirectView = "ListControls"
}

/// The links to a list's previous and next pages. A view of yours reads the list from
/// `@Environment(\.displayGroup)` and its addresses from `@Environment(\.directPaths)`.
public enum PagerKey: RuleKey {
    public static let defaultValue: DirectView = "Pager"
}

/// What a list with no rows shows in their place.
public enum EmptyListKey: RuleKey {
    public static let defaultValue: DirectView = "EmptyList"
}

/// What a page shows under it with `debug` on: Direct to SwiftUI's `debugComponent`. By default
/// "Rules of the page" (`RulesOfThePage`): which rule chose each key the page follows. A view of
/// yours (`\.debugComponent <= MyDebugView()`) shows instead, reading the page's rule context
/// from `@Environment(\.ruleContext)`.
public enum DebugComponentKey: RuleKey {
    public static let defaultValue: DirectView = "RulesOfThePage"
}

extension RuleContext {
    /// What a page shows under it with `debug` on.
    public var debugComponent: DirectView {
        get { self[DebugComponentKey.self] }
        set { self[DebugComponentKey.self] = newValue }
    }

    /// The view that frames the page.
    public var pageWrapper: DirectView {
        get { self[PageWrapperKey.self] }
        set { self[PageWrapperKey.self] = newValue }
    }

    /// The view that shows one property, with its label, on a row's page or form.
    public var propertyRow: DirectView {
        get { self[PropertyRowKey.self] }
        set { self[PropertyRowKey.self] = newValue }
    }

    /// The controls above a list.
    public var listControls: DirectView {
        get { self[ListControlsKey.self] }
        set { self[ListControlsKey.self] = newValue }
    }

    /// The links between a list's pages.
    public var pager: DirectView {
        get { self[PagerKey.self] }
        set { self[PagerKey.self] = newValue }
    }

    /// What a list with no rows shows.
    public var emptyList: DirectView {
        get { self[EmptyListKey.self] }
        set { self[EmptyListKey.self] = newValue }
    }
}
