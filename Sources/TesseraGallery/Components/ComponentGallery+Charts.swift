import Tessera
import TesseraComponents

extension ComponentGallery {
    /// The charts: Fiori's micro charts, drawn as accessible SVG.
    static let chartPages: [GalleryPage] = [
        lineMicroChart,
        areaMicroChart,
        columnMicroChart,
        comparisonMicroChart,
        stackedBarMicroChart,
        bulletMicroChart,
        harveyBallMicroChart,
        radialMicroChart,
        waterfallMicroChart,
        combinedMicroChart,
    ]
}

/// The look the charts' pages restyle every chart in: the value first and large, the plot
/// beneath, the title and subtitle as captions under it, on a tinted tile.
struct MicroChartTile: View {
    let title: ComponentSlot
    let subtitle: ComponentSlot
    let valueLabel: ComponentSlot
    let plot: ComponentSlot

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            valueLabel.font(.title).foregroundStyle(Color.theme(.tintColor))
            plot
            HStack(spacing: 6) {
                title.font(.footnote).fontWeight(.semibold)
                subtitle.font(.footnote).foregroundStyle(Color.theme(.secondaryLabel))
            }
        }
        .padding(12)
        .background(Color.theme(.tertiaryBackground))
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}
