import Tessera

/// A colour by what it means, not by its hue: the theme says which hue each one is, in light and
/// in dark. Fiori's semantic colours.
///
/// ```swift
/// Text("Overdue").foregroundStyle(.theme(.negativeLabel))
/// ```
public enum ColorToken: String, CaseIterable, Sendable {
    /// Text of the first rank: titles, values.
    case primaryLabel
    /// Text of the second rank: subtitles, captions.
    case secondaryLabel
    /// Text of the third rank: footnotes, placeholders.
    case tertiaryLabel
    /// Links, actions, what can be tapped.
    case tintColor
    /// An icon that stands for something on its own, not beside words: a key figure's, an
    /// empty screen's, a timeline's mark. Fiori's icon colour (`sapContent_IconColor`), the
    /// tint in the standard theme; a theme may set icons apart from links. An icon in a line
    /// of text takes the text's colour, as the words beside it. At least 3:1 against every
    /// background of its palette, as graphics need.
    case iconColor
    /// Bad news: errors, overdue, rejected.
    case negativeLabel
    /// A warning: at risk, needs attention.
    case criticalLabel
    /// Good news: done, approved, in stock.
    case positiveLabel
    /// Neutral news: information, in progress.
    case informativeLabel
    /// The page's background.
    case primaryBackground
    /// A card's or a cell's background on the page.
    case secondaryBackground
    /// Something inside a card: a field, a selected row.
    case tertiaryBackground
    /// Lines between rows and around cards.
    case separator
    /// The first colour of a chart: its only series, or the first of several. Like the five after
    /// it, a colour for marks (lines, columns, segments), at least 3:1 against every background
    /// of its palette, and told apart from its neighbours by hue. Fiori's ordered chart palette.
    case chart1
    /// The second colour of a chart's series.
    case chart2
    /// The third colour of a chart's series.
    case chart3
    /// The fourth colour of a chart's series.
    case chart4
    /// The fifth colour of a chart's series.
    case chart5
    /// The sixth colour of a chart's series.
    case chart6

    /// Whether text is written in this colour (and must be readable on every background).
    public var isText: Bool {
        switch self {
        case .primaryLabel, .secondaryLabel, .tertiaryLabel, .tintColor, .negativeLabel, .criticalLabel, .positiveLabel, .informativeLabel:
            true
        case .iconColor, .primaryBackground, .secondaryBackground, .tertiaryBackground, .separator:
            false
        case .chart1, .chart2, .chart3, .chart4, .chart5, .chart6:
            false
        }
    }

    /// Whether this colour draws marks that must be told from every background (3:1, WCAG's
    /// level for graphics) without being text: ``iconColor`` and the charts' colours.
    public var isGraphic: Bool {
        self == .iconColor || isChart
    }

    /// Whether this is a background.
    public var isBackground: Bool {
        self == .primaryBackground || self == .secondaryBackground || self == .tertiaryBackground
    }

    /// Whether this is a colour of a chart's series: ``chart1`` to ``chart6``.
    public var isChart: Bool {
        ColorToken.chartPalette.contains(self)
    }

    /// The chart colours in order, ``chart1`` to ``chart6``: a chart gives its series (a stacked
    /// bar its segments) one after another, and starts again after the sixth.
    ///
    /// ```swift
    /// let color = ColorToken.chartPalette[index % ColorToken.chartPalette.count]
    /// ```
    public static let chartPalette: [ColorToken] = [.chart1, .chart2, .chart3, .chart4, .chart5, .chart6]

    /// The custom property the theme's stylesheet sets: `--tc-primaryLabel`.
    public var variableName: String { "tc-" + rawValue }
}

extension Color {
    /// The theme's colour for `token`, which follows the light or dark palette in effect.
    public static func theme(_ token: ColorToken) -> Color {
        Color(variable: token.variableName)
    }
}
