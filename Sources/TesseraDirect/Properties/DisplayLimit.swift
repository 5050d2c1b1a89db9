/// How much of a long value a page shows where many values stand together.
///
/// A list of fifty rows with two megabytes of text in each once cost a hundred megabytes of
/// memory per address, kept by the live list behind it. A list cell, a related row's link and a
/// row's name show a prefix and an ellipsis; the row's own inspect page shows the whole value.
public enum DisplayLimit {
    /// Characters a list cell shows of a value.
    public static let cell = 300
    /// Characters a row's name shows, in a link or a label.
    public static let name = 120

    /// `text`, cut to `limit` characters with an ellipsis when it is longer.
    public static func prefix(_ text: String, _ limit: Int) -> String {
        // utf8.count is O(1) for native strings: most values are not even looked at further.
        guard text.utf8.count > limit, let end = text.index(text.startIndex, offsetBy: limit, limitedBy: text.endIndex),
            end < text.endIndex
        else { return text }
        return String(text[..<end]) + "…"
    }
}
