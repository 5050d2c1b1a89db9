import Tessera

extension Theme {
    /// What components need beyond the view layer's modifiers: a sticky table header, a
    /// spinner, the kinds of buttons, the line of a timeline (and the gallery's specimens and
    /// grid of icons). Written against the components'
    /// `data-component` and `data-part` attributes (a view cannot set `class` or `style`), in the
    /// theme's colours, so that an app's own theme and the dark palette follow.
    static let componentCSS = """
        [data-component=ObjectItem]>.t-vstack:first-child{min-width:0}[data-component=ObjectItem]>.t-vstack:first-child>*{max-width:100%;overflow-wrap:anywhere}
        :is([data-component=LineMicroChart],[data-component=AreaMicroChart],[data-component=ColumnMicroChart],[data-component=ComparisonMicroChart],[data-component=StackedBarMicroChart],[data-component=BulletMicroChart],[data-component=WaterfallMicroChart],[data-component=CombinedMicroChart]){min-width:min(240px,100%)}
        [data-component=FioriButton]{display:inline-flex;align-items:center;justify-content:center;gap:6px;min-height:36px;padding:0 16px;border-radius:8px;font:inherit;font-weight:600;text-decoration:none;cursor:pointer;border:1px solid transparent;box-sizing:border-box}
        [data-component=FioriButton][data-button-kind=primary]{background:var(--tc-tintColor);color:var(--tc-primaryBackground)}
        [data-component=FioriButton][data-button-kind=secondary]{background:transparent;color:var(--tc-tintColor);border-color:currentColor}
        [data-component=FioriButton][data-button-kind=tertiary]{background:transparent;color:var(--tc-tintColor)}
        [data-component=FioriButton]:hover{filter:brightness(1.08)}
        [data-component=FioriButton]:focus-visible{outline:2px solid var(--tc-tintColor);outline-offset:2px}
        [data-component=FioriButton]:disabled,[data-component=FioriButton][aria-disabled=true]{opacity:.5;cursor:not-allowed;filter:none}
        [data-component=ToastMessage]{background:var(--tc-primaryLabel);color:var(--tc-primaryBackground);box-shadow:0 4px 16px rgb(0 0 0/.25)}
        [data-component=ToastMessage][data-toast=floating]{position:fixed;left:50%;bottom:24px;transform:translateX(-50%);z-index:100;max-width:calc(100vw - 32px);animation:t-toast-out .4s ease-in 4s forwards}
        [data-component=ToastMessage][data-toast=floating][data-toast-duration=long]{animation-delay:8s}
        @keyframes t-toast-out{to{opacity:0;visibility:hidden}}
        @media (prefers-reduced-motion:reduce){[data-component=ToastMessage][data-toast=floating]{animation-duration:.01s}}
        [data-component=FilterFeedbackBar]{overflow-x:auto;scrollbar-width:thin;padding-bottom:2px}
        .t-hstack[data-component=FilterFeedbackBar],[data-component=FilterFeedbackBar]>.t-hstack{flex-wrap:nowrap}[data-component=FilterFeedbackBar]>*{flex:none}
        [data-part=filter-chip]{display:inline-flex;align-items:center;gap:4px;white-space:nowrap;padding:4px 12px;border:1px solid var(--tc-separator);border-radius:999px;color:var(--tc-primaryLabel);text-decoration:none}
        [data-part=filter-chip][data-active]{border-color:var(--tc-tintColor);color:var(--tc-tintColor);background:color-mix(in srgb,var(--tc-tintColor) 10%,transparent)}
        [data-component=SortFilterMenu]>summary{list-style:none;cursor:pointer;display:inline-flex;align-items:center;gap:6px;padding:4px 12px;border:1px solid var(--tc-separator);border-radius:999px}
        [data-component=SortFilterMenu]>summary::-webkit-details-marker{display:none}
        [data-component=SortFilterMenu][open]>.t-disclosure-content{margin-top:8px;padding:12px;border:1px solid var(--tc-separator);border-radius:8px;background:var(--tc-secondaryBackground);max-width:360px}
        [data-part=menu-option]{display:flex;align-items:center;gap:8px;padding:6px 4px;color:var(--tc-primaryLabel);text-decoration:none;border-radius:4px}
        [data-part=menu-option]:hover{background:var(--tc-tertiaryBackground)}
        [data-part=menu-option][aria-current=true]{color:var(--tc-tintColor);font-weight:600}
        [data-component=SideBar]{min-width:200px}
        [data-part=sidebar-item]{display:flex;align-items:center;gap:10px;padding:8px 12px;border-radius:8px;color:var(--tc-primaryLabel);text-decoration:none}
        [data-part=sidebar-item]:hover{background:var(--tc-tertiaryBackground)}
        [data-part=sidebar-item][aria-current=page]{background:color-mix(in srgb,var(--tc-tintColor) 14%,transparent);color:var(--tc-tintColor);font-weight:600}
        [data-part=sidebar-badge]{margin-left:auto;font-size:.75rem;padding:0 8px;border-radius:999px;background:var(--tc-tertiaryBackground);color:var(--tc-secondaryLabel)}
        [data-component=DataTable]{max-height:var(--t-data-table-height,420px)}
        [data-component=DataTable] [data-part=column-title]{display:block;resize:horizontal;overflow:hidden;min-width:3em;max-width:40em;padding-inline-end:10px}
        [data-part=hidden-title]{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
        [data-component=DataTable] td,[data-component=DataTable] th{white-space:nowrap}
        [data-component=DataTable] tr:has(input[data-part=row-select]:checked)>td{background:color-mix(in srgb,var(--tc-tintColor) 10%,transparent)}
        [data-component=Timeline] [data-part=timeline-rail]{align-self:stretch}
        [data-part=timeline-line]{display:none}
        [data-component=Timeline] [data-part=timeline-line]{display:block;flex:1;width:0;margin:2px auto -14px;border-left:2px solid var(--tc-separator)}
        [data-component=Timeline]>:last-child [data-part=timeline-line]{display:none}
        [data-component=TimelinePreview] [data-part=preview-track]{position:relative;overflow-x:auto}
        [data-part=preview-node]{position:relative;flex:1 1 0;min-width:96px}
        [data-part=preview-node]::before{content:"";position:absolute;top:7px;left:16px;right:0;border-top:2px solid var(--tc-separator)}
        [data-part=preview-node]:last-child::before{display:none}
        [data-component=WelcomeScreen],[data-component=InfoView],[data-component=ContentUnavailableView]{text-align:center;margin-inline:auto;max-width:560px}
        [data-part=primary-action]{display:inline-flex;align-items:center;min-height:40px;padding:0 20px;border-radius:8px;background:var(--tc-tintColor);color:var(--tc-primaryBackground);font-weight:600;text-decoration:none}
        [data-part=spinner]{width:24px;height:24px;border-radius:50%;border:3px solid var(--tc-tertiaryBackground);border-top-color:var(--tc-tintColor);animation:t-spin .9s linear infinite;flex:none}
        @keyframes t-spin{to{transform:rotate(1turn)}}
        @media (prefers-reduced-motion:reduce){[data-part=spinner]{animation:none}}
        [data-component=AvatarStack] [data-part=avatar-overflow]{display:inline-flex;align-items:center;justify-content:center;border-radius:50%;background:var(--tc-tertiaryBackground);color:var(--tc-secondaryLabel);font-size:.75rem;font-weight:600;box-shadow:0 0 0 2px var(--tc-secondaryBackground)}
        [data-component=AvatarStack]>.t-frame{box-shadow:0 0 0 2px var(--tc-secondaryBackground)}
        [data-component=AvatarStack]>.t-frame>.t-image{width:100%;height:100%;object-fit:cover}
        [data-part=specimen-row]{align-self:stretch;display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);gap:12px;align-items:start}
        [data-part=specimen-row]>[data-specimen]{min-width:0;overflow-x:auto}
        @media (max-width:900px){[data-part=specimen-row]{grid-template-columns:minmax(0,1fr)}}
        [data-part=specimen-code]{margin:0;padding:10px 12px;font:12px/1.5 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;background:var(--tc-tertiaryBackground);color:var(--tc-primaryLabel);border-radius:6px;overflow-x:auto;white-space:pre-wrap;overflow-wrap:anywhere;tab-size:4}
        [data-part=icon-grid]{align-self:stretch;display:grid;grid-template-columns:repeat(auto-fill,minmax(136px,1fr));gap:8px}
        [data-part=icon-cell]{display:flex;flex-direction:column;align-items:center;gap:8px;min-width:0;padding:14px 6px 10px;border:1px solid var(--tc-separator);border-radius:8px;background:var(--tc-secondaryBackground);color:var(--tc-primaryLabel);text-align:center}
        [data-part=icon-cell][hidden]{display:none}
        [data-part=icon-cell]>.t-icon{width:28px;height:28px}
        [data-part=icon-cell]>span{font:12px/1.3 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;color:var(--tc-secondaryLabel);overflow-wrap:anywhere}
        @media (max-width:640px){[data-part=icon-grid]{grid-template-columns:repeat(auto-fill,minmax(104px,1fr));gap:6px}}

        """
}
