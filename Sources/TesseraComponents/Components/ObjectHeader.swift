import Tessera

/// The top of a business object's page: its picture, title, subtitle, tags, a line of body text
/// and a footnote, its status and substatus beside them, and a description beneath. Fiori's
/// `ObjectHeader`.
///
/// The body and description slots are `bodyText` and `descriptionText`: the slots' names become
/// the `ObjectHeaderModel` protocol's properties, and a model that is also a view has a `body`,
/// one that is `CustomStringConvertible` a `description`, already.
///
/// ```swift
/// ObjectHeader(title: "Transformer T-12", subtitle: "Substation North", tags: ["High voltage"],
///              bodyText: "Oil temperature above limit", footnote: "Reported 3 May",
///              descriptionText: "Inspect the cooling fans before the next peak.",
///              status: .text("High"), substatus: .icon(Image(systemName: "exclamationmark.triangle")),
///              detailImage: Image(url: "/assets/t-12.jpg", label: "Transformer T-12"))
///
/// ObjectHeader {
///     Text("Transformer T-12")
/// } status: {
///     Text("High").foregroundStyle(.red)
/// }
///
/// ObjectHeader(model: asset)            // Asset: ObjectHeaderModel
/// ```
@Component
public struct ObjectHeader {
    /// The slots, and what the initializer of plain values takes for each.
    public enum Slots {
        case title(String)
        case subtitle(String?)
        case tags([String])
        case bodyText(String?)
        case footnote(String?)
        case descriptionText(String?)
        case status(TextOrIcon?)
        case substatus(TextOrIcon?)
        case detailImage(Image?)
    }

    @ViewBuilder
    static func baseBody(_ configuration: ObjectHeaderConfiguration) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack(alignment: .top, spacing: 12) {
                configuration.detailImage
                VStack(alignment: .leading, spacing: 4) {
                    configuration.title.font(.title2).accessibilityHeading(.unspecified)
                    configuration.subtitle.font(.subheadline).foregroundStyle(.secondary)
                    configuration.tags
                    configuration.bodyText.font(.body)
                    configuration.footnote.font(.footnote).foregroundStyle(.secondary)
                }
                if !configuration.status.isEmpty || !configuration.substatus.isEmpty {
                    Spacer()
                    VStack(alignment: .trailing, spacing: 2) {
                        configuration.status.font(.subheadline)
                        configuration.substatus.font(.footnote).foregroundStyle(.secondary)
                    }
                }
            }
            configuration.descriptionText.font(.subheadline).foregroundStyle(.secondary)
        }
        .attribute("data-component", "ObjectHeader")
    }
}

public extension View {
    #styleModifier(for: ObjectHeader.self)
}
