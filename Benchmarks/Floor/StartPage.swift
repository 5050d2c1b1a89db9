/// The start page: every table and view with its count of rows — in the basic look a table of
/// them, in the fiori look the four largest as key figures, then a list. The counts come from
/// the kept statements (Tessera keeps them for `--count-lifetime`); each request runs the
/// history's statement, whose latest changes the page would show (the sample store has none).
enum StartPage {
    /// Where each table's count is among the kept statements, found once when the floor starts.
    struct Statements: Sendable {
        let every: [CapturedStatement]
        let kept: [CapturedStatement]
        /// For each of ``PageFrame/tables``, where its count is in `kept`.
        let counts: [Int]

        init(_ page: Capture.Page) throws {
            guard page.every.count == 1, page.every[0].sql.contains("FROM tessera_history") else {
                throw FloorFailure("the start page runs \(page.every.count) statements for each request; the floor was written for one: the history's latest changes")
            }
            every = page.every
            kept = page.kept
            counts = try PageFrame.tables.map { table in
                let sql = #"SELECT CAST(count(*) AS TEXT) FROM (SELECT 1 FROM ""# + table.name.description + #"" LIMIT 100001) AS bounded"#
                guard let index = page.kept.firstIndex(where: { $0.sql == sql }) else {
                    throw FloorFailure("the start page keeps no count of \(table.name)")
                }
                return index
            }
        }
    }

    /// Whether each table is a view (else a table).
    private static let isView: [Bool] = PageFrame.tables.map { $0.name.description == "customer_list" }

    /// The way to the SQL page, under the tables in both looks.
    private static let sqlLink: StaticString = #"<a class="t-link t-font-footnote" href="/sql" data-sql-link><span class="t-label"><svg class="t-icon" viewBox="0 0 24 24" aria-hidden="true"><path d="M5 7l5 5l-5 5"/><path d="M12 19l7 0"/></svg><span>Write a query of your own (SQL)</span></span></a>"#

    /// Writes the page; `history` is the rows of the history's statement, `kept` the kept
    /// statements' rows.
    static func write(look: Look, history: ResultRows, kept: [ResultRows], statements: Statements, into html: inout HTMLBuffer) throws {
        guard history.count == 0 else { throw FloorFailure("the history has changes: the floor writes the start page of a store without any") }
        let counts = try statements.counts.map { try ListPage.Kept.exactCount(kept[$0]) }
        PageFrame.writeTop(.tables, look: look, into: &html)
        switch look {
        case .basic:
            html.append(#"<h1 class="t-navigation-title">Tables</h1><div class="t-table-scroll"><table class="t-table"><thead><tr><th scope="col">Table</th><th scope="col">Rows</th><th scope="col">Kind</th></tr></thead><tbody>"#)
            for (index, table) in PageFrame.tables.enumerated() {
                html.append(#"<tr data-tid="1/0/0/0/1/1/1/1/2/0/1/1/1/0/0/1/1/@"#)
                html.append(table.name)
                html.append(#""><td><a class="t-link" href="/e/"#)
                html.append(table.name)
                html.append(#"">"#)
                html.append(table.label)
                html.append("</a></td><td>")
                html.appendGrouped(counts[index])
                html.append(isView[index] ? #"</td><td><span class="t-fg-secondary">View</span></td></tr>"# : #"</td><td><span class="t-fg-secondary">Table</span></td></tr>"#)
            }
            html.append("</tbody></table></div>")
            html.append(sqlLink)
        case .fiori:
            html.append(#"<h1 class="t-heading" data-page-title>Tables</h1></div><div class="t-frame t-frame-h-leading t-fill-width"><div class="t-vstack t-align-leading" style="gap:20px"><div class="t-frame t-frame-h-leading t-fill-width" aria-label="Largest tables" data-object-section><div class="t-hstack t-align-top" style="gap:16px" data-component="KPIHeader">"#)
            // The four largest, largest first (ties in the tables' order).
            let largest = counts.indices.sorted { counts[$0] != counts[$1] ? counts[$0] > counts[$1] : $0 < $1 }.prefix(4)
            for (place, index) in largest.enumerated() {
                if place > 0 { html.append(#"<hr class="t-divider">"#) }
                html.append(#"<div class="t-frame t-frame-h-leading t-fill-width"><div class="t-vstack t-align-leading" style="gap:2px" data-component="KPIItem"><span class="t-font-largeTitle">"#)
                html.appendGrouped(counts[index])
                html.append(#"</span><span class="t-fg-secondary t-font-caption">"#)
                html.append(PageFrame.tables[index].label)
                html.append("</span></div></div>")
            }
            html.append(#"</div></div><ul class="t-list" data-object-section>"#)
            for (index, table) in PageFrame.tables.enumerated() {
                html.append(#"<li data-tid="1/0/0/0/1/1/0/1/1/0/1/0/1/0/0/1/2/@"#)
                html.append(table.name)
                html.append(#"/1/1"><div class="t-hstack t-align-top" style="gap:12px" data-component="ObjectItem"><div class="t-vstack t-align-leading" style="gap:2px"><a class="t-link t-font-headline" href="/e/"#)
                html.append(table.name)
                html.append(#"">"#)
                html.append(table.label)
                html.append(isView[index] ? #"</a><span class="t-fg-secondary t-font-subheadline">View</span>"# : #"</a><span class="t-fg-secondary t-font-subheadline">Table</span>"#)
                html.append(#"</div><div class="t-spacer"></div><div class="t-vstack t-align-trailing" style="gap:2px"><span class="t-font-subheadline">"#)
                html.appendGrouped(counts[index])
                html.append(counts[index] == 1 ? " row</span></div></div></li>" : " rows</span></div></div></li>")
            }
            html.append("</ul>")
            html.append(sqlLink)
            html.append("</div></div>")
        }
        PageFrame.writeBottom(into: &html)
    }
}
