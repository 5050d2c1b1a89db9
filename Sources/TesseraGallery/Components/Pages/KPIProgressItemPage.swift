import Tessera
import TesseraComponents

extension ComponentGallery {
    static let kpiProgressItem = GalleryPage(
        name: "KPIProgressItem",
        summary: "A key figure with how far along it is: the figure, a progress bar (a real <progress>), what it measures and a footnote."
    ) {
        #specimen("View builders") {
            KPIProgressItem {
                Text("18 of 25")
            } fraction: {
                ProgressView(value: 0.72)
            } subtitle: {
                Text("Safety inspections done")
            } footnote: {
                Text("Due Friday, 16 May")
            }
        }
        #specimen("Plain values") { kpiProgressItemSample }
        #specimen("A model") { KPIProgressItem(model: SampleTarget()) }
        #specimen("Any view in a slot") {
            KPIProgressItem {
                Text("EUR 61,900").foregroundStyle(Color.theme(.criticalLabel))
            } fraction: {
                ProgressView(value: 0.93)
            } subtitle: {
                Label("Of the maintenance budget spent", systemImage: "creditcard")
            }
        }
        #specimen("Restyled: the figure beside its bar") { kpiProgressItemSample.kpiProgressItemStyle(FigureBesideBar()) }
        #specimen("Disabled") { kpiProgressItemSample.disabled() }
        #specimen("Light", colorScheme: .light) { kpiProgressItemSample }
        #specimen("Dark", colorScheme: .dark) { kpiProgressItemSample }
    }

    @SpecimenCode
    private static var kpiProgressItemSample: KPIProgressItem {
        KPIProgressItem(kpi: "18 of 25", fraction: 0.72, subtitle: "Safety inspections done", footnote: "Due Friday, 16 May")
    }
}

/// A target of an app's own, shown through `KPIProgressItemModel`.
fileprivate struct SampleTarget: KPIProgressItemModel {
    var kpi = "18 of 25"
    var fraction: ProgressFraction? = ProgressFraction(18, of: 25)
    var subtitle: String? = "Safety inspections done"
    var footnote: String? = "Due Friday, 16 May"
}

/// What it measures above, the bar and the figure on one line beneath, no footnote: for a row of
/// targets.
fileprivate struct FigureBesideBar: KPIProgressItemStyle {
    func makeBody(configuration: KPIProgressItemConfiguration) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            configuration.subtitle.font(.subheadline)
            HStack(alignment: .center, spacing: 8) {
                configuration.fraction
                configuration.kpi.font(.headline)
            }
        }
    }
}
