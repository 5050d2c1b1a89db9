/// The look of the views coordinators of sections write (TesseraSections): rows with their
/// controls, selection, context menus, section grids and stacks. Kept apart from the rest of the
/// stylesheet because another module writes these classes.
let sectionsCSS = """
    .t-sections,.t-sections-content{align-self:stretch}
    .t-section-row:not(tr){display:flex;align-items:center;gap:var(--t-spacing)}
    .t-section-cell{flex:1 1 auto;min-width:0}
    .t-section-row.t-selected{background:var(--t-fill)}
    .t-row-controls{display:flex;align-items:center;gap:2px;flex:none}
    .t-row-button{font:inherit;display:inline-flex;align-items:center;justify-content:center;width:32px;height:32px;padding:0;border:none;border-radius:6px;background:transparent;color:var(--t-secondary);cursor:pointer;flex:none}
    .t-row-button:hover{background:var(--t-fill);color:var(--t-primary)}
    .t-row-button:disabled{opacity:.35;cursor:default;background:transparent}
    .t-row-select[aria-pressed=true]{color:var(--t-accent)}
    .t-row-button.t-row-destructive:hover{color:var(--t-red)}
    .t-row-menu{position:relative}
    .t-row-menu>summary{list-style:none}.t-row-menu>summary::-webkit-details-marker{display:none}
    .t-row-menu-items{position:absolute;right:0;z-index:10;min-width:180px;display:flex;flex-direction:column;padding:4px;background:var(--t-background);border:1px solid var(--t-separator);border-radius:8px;box-shadow:0 4px 16px rgba(0,0,0,.15)}
    .t-row-menu-item{font:inherit;display:flex;align-items:center;gap:8px;padding:6px 10px;border:none;border-radius:6px;background:transparent;color:inherit;text-align:start;cursor:pointer}
    .t-row-menu-item:hover{background:var(--t-fill)}.t-row-menu-item.t-row-destructive{color:var(--t-red)}
    .t-sections-grid{display:grid;gap:var(--t-spacing)}
    .t-section-tile{border:1px solid var(--t-separator);border-radius:8px;padding:10px}
    .t-sections-grid-content,.t-sections-stack-content,.t-sections-stack{display:flex;flex-direction:column;gap:var(--t-spacing)}
    .t-row-select-cell,.t-row-controls-cell{width:1%;white-space:nowrap}
    .t-table tr.t-selected{background:var(--t-fill)}
    .t-table tbody tr.t-section-header-row:hover,.t-table tbody tr.t-section-footer-row:hover{background:none}

    """
