import TesseraRules

/// Every key of the Direct application, by the name rule files use: what `--rules FILE` and
/// `tessera rules check` read files against.
public enum DirectRuleKeys {
    /// The registry of the application's keys.
    public static let registry = RuleKeyRegistry([
        TaskKey.self, NextTaskKey.self, PageKey.self, LookKey.self, ReadOnlyKey.self, DebugKey.self, UserKey.self,
        ModelKey.self, EntityKey.self, ObjectKey.self, PropertyKeyKey.self, AttributeKey.self, RelationshipKey.self,
        PropertyValueKey.self, DisplayNameForEntityKey.self, DisplayNameForPropertyKey.self, DisplayPropertyKeysKey.self, HiddenPropertyKeysKey.self,
        FacetPropertyKeysKey.self,
        VisibleEntityNamesKey.self, TitleKey.self, ComponentKey.self, RowComponentKey.self, FormatterKey.self,
        IsEntityReadOnlyKey.self, HideEmptyPropertyKey.self, KeyWhenRelationshipKey.self, AllowedValuesKey.self,
        NumberOfObjectsPerBatchKey.self, PageWrapperKey.self, PropertyRowKey.self, ListControlsKey.self, PagerKey.self,
        EmptyListKey.self, BulkActionsKey.self, ChartAttributeKey.self, ChartOrderingKey.self, ChartKindKey.self, ChartLimitKey.self,
        KeyFigureChartKey.self, CellPreviewLengthKey.self, AllowsEmptyTextKey.self, DateHierarchyKey.self,
        // Direct to SwiftUI's keys that Tessera had no name for.
        ReadOnlyEntityNamesKey.self, IsObjectEditableKey.self, IsObjectDeletableKey.self, NavigationBarTitleKey.self,
        DisplayStringForNilKey.self, InitialPropertyValuesKey.self, DebugComponentKey.self,
        // Django admin's form layout.
        FieldsetsKey.self, ReadOnlyPropertyKeysKey.self, PropertyHelpKey.self, PropertyPlaceholderKey.self,
        InlineRelationshipsKey.self, InlineBlankRowsKey.self, FileFolderKey.self,
        AllowsSQLKey.self, AllowsSavedQueryKey.self, AllowsDashboardKey.self, SavedQueryKey.self, DashboardKey.self, StartDashboardKey.self,
    ])
}
