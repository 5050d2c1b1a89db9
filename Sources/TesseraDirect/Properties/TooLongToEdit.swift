import Tessera

/// In a form, in place of the editor of a text too long to send back: a sentence saying so.
///
/// A browser sends every field of a form back, and the server reads at most 1 MiB of a form (a
/// 2 MB text, percent-encoded, is more): a form holding such a text could not be saved at all,
/// whatever the person changed. Without a control for it, the form sends the other fields, and
/// the text stays as it is; the row's page offers it as a download.
struct TooLongToEdit: View {
    let label: String
    let text: String

    /// Bytes of text past which a form shows no editor for it: far enough below the form limit
    /// that percent-encoding (up to three bytes a byte) and the other fields fit.
    static let longestEditedText = 256 * 1024

    /// Whether `text` is too long to edit in a form.
    static func applies(to text: String) -> Bool {
        text.utf8.count > longestEditedText
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(label).font(.footnote).foregroundStyle(.secondary)
            Text("\(text.utf8.count / 1024) KiB of text: too long to edit here, and kept as it is. Its row's page offers it as a download.")
                .font(.footnote)
        }
    }
}
