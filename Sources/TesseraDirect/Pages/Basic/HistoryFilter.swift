import Tessera
import TesseraData

/// Narrows the recent changes to a person, a table and a range of days: a plain GET form, read by
/// the server (``HistoryQuery``), so that the filtered page has an address to keep or share. It
/// starts again from the newest changes: the page's place (`before=`) is not carried.
struct HistoryFilter: View {
    let listing: HistoryListing
    @Environment(\.directPaths) private var paths
    @Environment(\.localization) private var localized

    var body: some View {
        Form(action: paths.history(), method: .get) {
            HStack(alignment: .bottom, spacing: 12) {
                TextField(localized(DirectText.person), name: "user", text: listing.query.user ?? "", prompt: localized(DirectText.anyone))
                Picker(localized(DirectText.table), name: "entity", selection: listing.query.entityName ?? "") {
                    Text(DirectText.everyTable).tag("")
                    ForEach(listing.entityChoices, id: \.name) { choice in
                        Text(choice.displayName).tag(choice.name)
                    }
                }
                // Days as text, YYYY-MM-DD: a date input cannot be left empty by every browser,
                // and an empty field here means no bound.
                TextField(localized(DirectText.fromDay), name: "from", text: listing.query.from ?? "", prompt: localized(DirectText.dayPattern))
                TextField(localized(DirectText.toDay), name: "to", text: listing.query.to ?? "", prompt: localized(DirectText.dayPattern))
                HStack(spacing: 12) {
                    Button(submit: DirectText.show)
                    if listing.query.isFiltered {
                        Link(DirectText.everyChange, destination: paths.history())
                    }
                }
            }
        }
        .attribute("data-history-filter", nil)
    }
}
