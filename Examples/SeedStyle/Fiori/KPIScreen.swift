import Tessera
import TesseraComponents

// Fiori's collection containers, as the concept writes them: a layout container of KPIs made
// from data, and a header control styled with `titleModifier`.

/// A key figure of the app's data, named as Fiori names a model's values.
public struct RegionFigure: KPIModel {
    public var title_: String
    public var icon_: Image?
}

/// Regions as KPIs, twice.
public struct FioriKPIScreen: View {
    let data = [
        RegionFigure(title_: "Walldorf", icon_: Image(systemName: "building.2")),
        RegionFigure(title_: "Palo Alto", icon_: Image(systemName: "sun.max")),
        RegionFigure(title_: "Bangalore", icon_: nil),
    ]

    public init() {}

    public var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 24) {
                Link("Gallery", destination: "/")
                Text("A layout container: each element's KPI written here, any view in its slots.").foregroundStyle(.secondary)
                KPILayoutContainer(data, id: \.title_) { element in
                    KPI {
                        Text(element.title_)
                    } icon: {
                        if element.icon_ != nil {
                            element.icon_!
                        } else {
                            EmptyView()
                        }
                    }
                }
                Text("A header control: the KPIs made from the data, their titles restyled.").foregroundStyle(.secondary)
                KPIHeaderControl(data, id: \.title_).titleModifier({ $0.font(.headline).foregroundColor(.red) })
            }
        }
        .navigationTitle("Key figures, in Fiori's spelling")
    }
}
