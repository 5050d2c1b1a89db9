/// What the Direct application's pages need of a stylesheet beyond Tessera's own: served after it
/// (`TesseraAssets` in TesseraServer joins them).
public enum DirectStylesheet {
    /// The CSS text.
    public static let css = """
        a:is([data-skip-link],[data-skip-to-rows]){position:absolute;left:8px;top:-100px;z-index:100;padding:8px 12px;border-radius:6px;background:var(--t-background);box-shadow:0 2px 8px rgba(0,0,0,.25)}
        a:is([data-skip-link],[data-skip-to-rows]):focus{top:8px}
        [data-bulk-form] [hidden],[data-table-nav] [hidden]{display:none!important}
        [data-sql-form]{width:min(100%,64rem)}[data-sql-form] .t-field:has(.t-text-editor){width:100%}[data-sql-form] .t-text-editor{width:100%;min-height:10em;box-sizing:border-box;font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}
        [data-sql-result]{max-width:100%;overflow-x:auto}:has(>[data-sql-highlight]){position:relative}[data-sql-highlight]{position:absolute;margin:0;box-sizing:border-box;overflow:hidden;white-space:pre-wrap;overflow-wrap:break-word;border-style:solid;border-color:transparent;pointer-events:none}textarea[data-sql-highlighted]{position:relative;color:transparent!important;background:transparent!important;caret-color:var(--t-primary)}textarea[data-sql-highlighted]::placeholder{color:var(--t-secondary)}textarea[data-sql-highlighted]::selection{color:transparent;background:color-mix(in srgb,var(--t-accent) 30%,transparent)}[data-sql-token=keyword]{color:var(--t-purple)}[data-sql-token=string]{color:var(--t-red)}[data-sql-token=number]{color:var(--t-blue)}[data-sql-token=comment]{color:var(--t-gray)}[data-sql-token=parameter]{color:var(--t-orange)}[data-sql-token=name]{color:var(--t-teal)}[data-query-page]{width:100%;min-width:0}:has(>[data-sql-completions]){position:relative}[data-sql-completions]{position:absolute;right:8px;bottom:8px;max-height:calc(100% - 16px);overflow-y:auto;z-index:10;font-size:.875em;background:var(--t-background);box-shadow:0 4px 12px rgba(0,0,0,.18);list-style:none;margin:4px 0 0;padding:4px;max-width:24rem;border:1px solid var(--t-separator);border-radius:8px;font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}[data-sql-completions] li{padding:2px 8px;border-radius:4px;cursor:pointer}[data-sql-completions] [aria-selected=true]{background:color-mix(in srgb,var(--t-accent) 18%,transparent)}[data-dashboard]{display:grid!important;grid-template-columns:repeat(auto-fill,minmax(min(100%,22rem),1fr));align-items:start}[data-dashboard]>[data-dashboard-tile]{align-self:start!important}[data-dashboard] .t-vstack{max-width:100%;min-width:0}[data-dashboard]{width:100%;box-sizing:border-box}:has(> [data-dashboard]){align-self:stretch}[data-dashboard-tile]{border:1px solid var(--t-separator);border-radius:12px;min-width:0}@media (min-width:60rem){[data-dashboard-tile=table]{grid-column:span 2}}[data-query-page] .t-vstack{max-width:100%}[data-query-page] .t-hstack:has([data-sql-summary]){flex-wrap:wrap;row-gap:4px}
        [data-editor]{display:contents}.t-tap:focus-visible{outline:2px solid var(--t-accent);outline-offset:2px}
        fieldset.t-fieldset{border:0;margin:0;padding:0;min-width:0;display:flex;flex-direction:column;gap:12px;align-self:stretch}fieldset.t-fieldset>legend.t-fieldset-title{float:left;width:100%;box-sizing:border-box;padding:0 0 6px;margin:4px 0 0;border-bottom:1px solid var(--t-separator);font-weight:600}fieldset.t-fieldset>legend+*{clear:both}
        [data-fieldset=collapsed]{align-self:stretch}[data-fieldset=collapsed]>summary{padding:6px 0;border-bottom:1px solid var(--t-separator);font-weight:600}[data-fieldset=collapsed]:not([open])>.t-disclosure-content{display:none}[data-fieldset]>[data-fieldset-description],[data-fieldset] [data-fieldset-description]{max-width:48rem}
        [data-fieldset-fields]{align-self:stretch}@media (min-width:900px){[data-fieldset-fields]:is([data-fieldset-fields="2"],[data-fieldset-fields="3"],[data-fieldset-fields="4"],[data-fieldset-fields="5"],[data-fieldset-fields="6"]){display:grid!important;gap:12px 24px;align-items:start}[data-fieldset-fields="2"]{grid-template-columns:repeat(2,minmax(0,1fr))}[data-fieldset-fields="3"]{grid-template-columns:repeat(3,minmax(0,1fr))}[data-fieldset-fields="4"]{grid-template-columns:repeat(4,minmax(0,1fr))}[data-fieldset-fields="5"]{grid-template-columns:repeat(5,minmax(0,1fr))}[data-fieldset-fields="6"]{grid-template-columns:repeat(6,minmax(0,1fr))}[data-fieldset-fields]>*{min-width:0}}
        [data-property-help]{max-width:40rem}
        form[method=post] select.t-picker{max-width:calc(100vw - 5rem)}
        .t-inline-scroll{box-sizing:border-box;width:max-content;min-width:100%;max-width:min(80rem,calc(100vw - 3rem));overflow-x:auto;border:1px solid var(--t-separator);border-radius:8px}.t-inline-table{border-collapse:collapse;width:100%}.t-inline-table th{text-align:start;font-weight:600;font-size:.875em;padding:8px 10px;border-bottom:1px solid var(--t-separator);vertical-align:bottom}.t-inline-table th [data-property-help]{font-weight:400;display:block}.t-inline-table td{padding:6px 10px;border-top:1px solid var(--t-separator)}.t-inline-table tbody>tr:first-child>td{border-top:0}.t-inline-table td{white-space:nowrap;vertical-align:middle}form[method=post] .t-inline-table td .t-text-field{width:12.5rem;box-sizing:border-box}form[method=post] .t-inline-table td .t-text-field:is([inputmode=numeric],[inputmode=decimal]){width:7rem}form[method=post] .t-inline-table td .t-text-editor{width:16rem;min-height:2.4em}.t-inline-table td select{max-width:14rem}.t-inline-table tr[data-inline-row-messages]>td{border-top:0;padding-top:0}
        @media (max-width:640px){.t-inline-scroll{width:auto;min-width:0;max-width:min(100%,calc(100vw - 3rem));overflow:visible;border:0;border-radius:0}.t-inline-table,.t-inline-table>tbody{display:block}.t-inline-table>thead{display:none}.t-inline-table>tbody>tr{display:grid;grid-template-columns:repeat(auto-fill,minmax(8.5rem,1fr));gap:8px 12px;padding:10px;margin-bottom:8px;border:1px solid var(--t-separator);border-radius:8px}.t-inline-table>tbody>tr[data-inline-row-messages]{display:block;margin-top:-8px;border-top:0;border-radius:0 0 8px 8px}.t-inline-table>tbody>tr>td{display:block;min-width:0;padding:0;border:0;white-space:normal}.t-inline-table td .t-field{min-width:0}.t-inline-table td[data-label]::before{content:attr(data-label);display:block;margin-bottom:2px;font-size:.8125em;color:var(--t-secondary)}form[method=post] .t-inline-table td .t-text-field,form[method=post] .t-inline-table td .t-text-field:is([inputmode=numeric],[inputmode=decimal]),.t-inline-table td select{box-sizing:border-box;width:100%;min-width:0;max-width:none}}
        img[data-thumbnail]{max-width:100%;height:auto;border-radius:4px;background:var(--t-separator)}img[data-thumbnail=list]{width:40px;height:40px;object-fit:contain;background:none;vertical-align:middle;flex:none}img[data-thumbnail=list]+*{white-space:nowrap}
        [data-object-section]>details:not([open])>.t-disclosure-content{display:none}[data-object-section]>details>summary{color:inherit}[data-object-section]>details>summary>.t-hstack{display:inline-flex;vertical-align:middle}
        [data-form-actions]{flex-wrap:wrap;row-gap:8px}.t-button[data-save-then]{background:transparent;color:var(--t-accent);border-color:var(--t-separator)}
        [data-look=basic] .t-navigation-stack:has([data-list-page]){max-width:none}
        [data-list-page] .t-table-scroll{max-height:none;overflow-x:auto;width:fit-content;max-width:100%;box-sizing:border-box}[data-list-page] .t-table-scroll>.t-table{width:auto;min-width:min(36rem,100%)}
        [data-list-page] .t-table-scroll[data-fits]{overflow:visible}
        [data-list-page] .t-table-scroll[data-fits]>.t-table thead th{top:0}
        @media (max-width:640px){[data-list-page] .t-table-scroll{border:none;border-radius:0;overflow:visible;width:auto}[data-list-page] .t-table>thead{display:none}[data-list-page] .t-table,[data-list-page] .t-table>tbody{display:block;width:100%}[data-list-page] .t-table>tbody>tr{display:grid;grid-template-columns:1fr auto;gap:4px 12px;align-items:start;padding:10px 12px;margin-bottom:8px;border:1px solid var(--t-separator);border-radius:10px}[data-list-page] .t-table>tbody>tr>td{display:none;border:none;padding:0;white-space:normal;text-align:start;overflow-wrap:anywhere}[data-list-page] .t-table>tbody>tr>td input[type=checkbox]{width:22px;height:22px;margin:0}}
        [data-table-nav]{position:relative;flex:none}[data-table-nav]>summary{cursor:pointer;white-space:nowrap}
        [data-table-nav]>.t-disclosure-content{position:absolute;right:0;top:calc(100% + 4px);z-index:20;box-sizing:border-box;width:16rem;max-width:calc(100vw - 24px);max-height:min(60vh,28rem);overflow:auto;padding:8px;border:1px solid var(--t-separator);border-radius:10px;background:var(--t-background);box-shadow:0 4px 16px rgba(0,0,0,.18)}
        [data-table-nav] [data-table-link]{display:block;padding:4px 6px;border-radius:6px}[data-table-nav] [data-table-link][aria-current]{font-weight:700}[data-table-nav] [data-table-link][hidden]{display:none}
        [data-table-nav] [data-table-filter]{width:100%;box-sizing:border-box;margin-bottom:4px}
        [data-table-nav]:not([open])>.t-disclosure-content{display:none}
        @media (max-width:640px){[data-table-nav]{position:static}[data-table-nav]>.t-disclosure-content{position:absolute;left:12px;right:12px;top:auto;width:auto;max-width:none}}
        [data-person-menu]{position:relative;flex:0 1 auto;align-self:center;min-width:0;max-width:16rem}[data-person-menu]>summary{cursor:pointer;list-style:none;display:flex;align-items:center;min-width:0}[data-person-menu]>summary::-webkit-details-marker{display:none}
        [data-person-menu]>summary>.t-hstack{min-width:0}[data-person-menu]>summary .t-label{min-width:0}[data-person-menu-chevron]{flex:none}[data-person-menu][open] [data-person-menu-chevron]{transform:rotate(180deg)}
        [data-person-menu]>.t-disclosure-content{position:absolute;right:0;top:calc(100% + 6px);z-index:20;box-sizing:border-box;width:max-content;min-width:12rem;max-width:min(20rem,calc(100vw - 24px));padding:8px;border:1px solid var(--t-separator);border-radius:10px;background:var(--t-background);box-shadow:0 4px 16px rgba(0,0,0,.18);gap:2px}
        [data-person-menu]:not([open])>.t-disclosure-content{display:none}
        @media (max-width:640px){[data-person-menu]{max-width:7rem}}
        [data-person-menu] [data-person-menu-who]{padding:4px 8px 6px;overflow-wrap:anywhere;border-bottom:1px solid var(--t-separator);margin-bottom:4px}
        [data-person-menu] :is([data-change-password],[data-sign-out]){display:flex;width:100%;box-sizing:border-box;justify-content:flex-start;text-align:start;padding:6px 8px;border:none;border-radius:6px;background:transparent;color:var(--t-accent);font:inherit;text-decoration:none;cursor:pointer}
        [data-person-menu] :is([data-change-password],[data-sign-out]):hover{background:var(--tc-tertiaryBackground)}
        [data-person-menu] form{align-self:stretch}
        [data-password-form] input[readonly]{background:transparent;border-style:dashed}
        [data-default-save]{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);padding:0;border:0}
        [data-to-one]{align-self:stretch}[data-to-one] [hidden]{display:none!important}
        [data-to-one-found] button{text-align:start}[data-to-one-status]{margin:0;font-size:.85em;color:var(--tc-secondaryLabel)}
        [data-to-one-list]{list-style:none;margin:0;padding:4px;max-height:18rem;overflow-y:auto;border:1px solid var(--tc-separator);border-radius:8px;background:var(--t-background);width:min(36rem,calc(100vw - 5rem));box-sizing:border-box}
        [data-to-one-list] [role=option]{padding:6px 8px;border-radius:6px;cursor:pointer}
        [data-to-one-list] [role=option][aria-selected=true],[data-to-one-list] [role=option]:hover{background:var(--tc-tintColor);color:var(--tc-secondaryBackground)}
        [data-form-errors]:focus{outline:2px solid var(--t-red);outline-offset:2px}
        form[method=post] .t-text-field,form[method=post] .t-text-editor{box-sizing:border-box;width:min(36rem,calc(100vw - 5rem))}
        form[method=post] .t-text-editor{min-height:7.5em;resize:vertical}
        [data-look=fiori]>.t-navigation-stack{max-width:none;padding:0 0 32px;gap:16px}
        [data-look=fiori]>.t-navigation-stack>:not([data-page-header]){margin-inline:32px;width:auto}
        [data-shell-bar]{box-sizing:border-box;min-height:52px;padding:8px 32px;background:var(--tc-secondaryBackground);box-shadow:0 1px 0 var(--tc-separator),0 2px 6px rgba(0,0,0,.08);position:relative;z-index:2}
        [data-shell-brand]{font-weight:700;font-size:17px;text-decoration:none}
        [data-shell-title]{font-weight:600;padding-inline-start:12px;border-inline-start:1px solid var(--tc-separator)}
        [data-shell-bar]>.t-hstack,[data-app-bar] .t-hstack{min-width:0}
        [data-page-header]{box-sizing:border-box;align-self:stretch;background:var(--tc-secondaryBackground);padding:14px 32px 20px;box-shadow:0 1px 0 var(--tc-separator)}
        [data-page-title],[data-page-header] [data-component=ObjectHeader] h1{font-size:24px;font-weight:700;line-height:1.25}
        [data-anchor-bar]{align-self:stretch;position:sticky;top:0;z-index:1;box-sizing:border-box;margin:-16px -32px 0;padding:0 26px;background:var(--tc-secondaryBackground);box-shadow:0 1px 0 var(--tc-separator);overflow-x:auto;scrollbar-width:thin}
        [data-anchor-bar] a{flex:none;white-space:nowrap;padding:12px 6px 9px;border-bottom:3px solid transparent;text-decoration:none;font-weight:600;color:var(--tc-primaryLabel)}
        [data-anchor-bar] a:hover,[data-anchor-bar] a:focus-visible{border-bottom-color:var(--tc-tintColor)}
        [data-object-section]{scroll-margin-top:56px}
        [data-related-chart]{width:min(420px,100%)}
        [data-object-section]>.t-vstack{flex-grow:1}[data-object-section] :is(.t-vstack,form){align-self:stretch}
        .t-hstack[data-anchor-bar]{flex-wrap:nowrap;contain:inline-size}
        [data-object-section],[data-filter-bar]{box-sizing:border-box;background:var(--tc-secondaryBackground);border-radius:12px;padding:16px 20px;box-shadow:0 0 0 1px var(--tc-separator),0 2px 4px rgba(0,0,0,.06)}
        [data-object-section] h2{font-size:17px;font-weight:700}
        [data-table-toolbar]{padding-bottom:10px;border-bottom:1px solid var(--tc-separator);flex-wrap:wrap;row-gap:8px}
        [data-action]{display:inline-flex;align-items:center;gap:6px;padding:6px 14px;border-radius:8px;border:1px solid var(--tc-separator);background:transparent;color:var(--tc-tintColor);font-weight:600;text-decoration:none;white-space:nowrap}
        [data-action=edit],[data-action=create]{background:var(--tc-tintColor);border-color:transparent;color:var(--tc-secondaryBackground)}
        [data-action=delete]{color:var(--tc-negativeLabel)}
        [data-action]:hover{text-decoration:underline}
        [data-look=fiori] [data-form-actions]{position:sticky;bottom:0;z-index:1;margin:4px -20px -16px;padding:10px 20px;border-radius:0 0 12px 12px;background:var(--tc-secondaryBackground);box-shadow:0 -1px 0 var(--tc-separator)}
        [data-facets]{flex-wrap:wrap;align-self:stretch}
        [data-facet]{box-sizing:border-box;flex:0 1 15rem;min-width:11rem;padding:10px 12px;border:1px solid var(--tc-separator);border-radius:10px;background:var(--tc-secondaryBackground)}
        [data-facet]>.t-hstack:first-child{align-self:stretch}
        [data-facet] [data-facet-value]{align-self:stretch;display:block;padding:2px 6px;margin-inline:-6px;border-radius:6px;text-decoration:none;color:inherit}
        [data-facet] [data-facet-value]:hover,[data-facet] [data-facet-value]:focus-visible{background:var(--tc-tertiaryBackground)}
        [data-facet] [data-facet-value][aria-current]{background:var(--tc-tintColor);color:var(--tc-secondaryBackground)}
        [data-facet] [data-facet-value][aria-current] *{color:inherit}
        [data-facet] [data-facet-value]>.t-hstack>:first-child{overflow-wrap:anywhere;min-width:0}
        [data-facet-remove]{text-decoration:none;font-size:18px;line-height:1;padding:0 4px}
        [data-suggested-facets]{flex-wrap:wrap;row-gap:4px}
        @media (max-width:640px){[data-facet]{flex:1 1 100%}}
        [data-array-list]{display:flex;flex-direction:column;gap:6px;align-items:flex-start;align-self:stretch;max-width:100%;box-sizing:border-box}[data-array-rows]{display:flex;flex-direction:column;gap:6px;box-sizing:border-box;width:min(36rem,calc(100vw - 5rem))}[data-array-row]{display:flex;gap:6px;align-items:center}form [data-array-list] [data-array-row] input.t-text-field{flex:1;min-width:0;width:auto}[data-array-row] button{flex:none}
        [data-set-choices]{border:none;padding:0;margin:0;display:flex;flex-wrap:wrap;gap:6px 18px}[data-set-choices] legend{padding:0;margin-bottom:6px;font-size:15px;color:var(--t-secondary);float:left;width:100%}[data-set-choices] label{display:inline-flex;align-items:center;gap:6px;min-height:28px}[data-set-choices] input{width:18px;height:18px;margin:0}
        [data-date-drill-down]{flex-wrap:wrap;row-gap:6px;max-width:100%}[data-date-drill-down]>*{white-space:nowrap}[data-period-count]{text-decoration:none;display:inline-block;margin-inline-start:2px}
        [data-page-numbers]{flex-wrap:wrap}[data-page-numbers]>*{display:inline-block;min-width:28px;padding:4px 2px;text-align:center}[data-page-numbers]>[aria-current]{border-radius:6px;background:var(--t-fill)}
        [data-related-table] .t-table td,[data-related-table] .t-table th{overflow-wrap:normal}[data-related-table] .t-table td:first-child{min-width:10em}
        @media (max-width:640px){[data-related-table]{max-width:calc(100vw - 40px)}[data-property-grid]{align-self:stretch;min-width:0}[data-property-grid],[data-property-grid]>.t-grid-row,[data-property-grid]>.t-grid-row>*{display:block}[data-property-grid]>.t-grid-row>*+*{margin-top:2px}[data-property-grid]>.t-grid-row+.t-grid-row{margin-top:12px}[data-look=fiori] [data-property-grid]>.t-grid-row>*+*{margin-top:12px}}
        @media (max-width:640px){[data-shell-bar],[data-page-header]{padding-inline:16px}[data-look=fiori]>.t-navigation-stack>:not([data-page-header]){margin-inline:12px}[data-anchor-bar]{margin-inline:-12px;padding-inline:6px;max-width:100vw}[data-object-section],[data-filter-bar]{padding:12px}[data-look=fiori] [data-form-actions]{margin-inline:-12px;margin-bottom:-12px;padding-inline:12px}}

        """
}
