import Foundation
import Tessera
import TesseraData

/// Binary data on a form, or a text column of file paths (`fileFolder`): what is stored (a
/// picture as a thumbnail, any other file by its kind and size, a file of the upload folder by
/// its name too), a file field to replace it, and — where the column may be empty — a box that
/// empties it.
///
/// The field is sent in a `multipart/form-data` form (the edit page makes its form so when it
/// holds one). Left without a file it keeps what is stored, as Django's `ClearableFileInput`
/// does; the bytes of a chosen file, not its name nor the type the browser claims, say what it
/// is. An inline table's row shows the value only: a file is chosen on the row's own form.
struct EditBlob: View {
    let cell: PropertyCell
    @Environment(\.editState) private var state
    @Environment(\.valueImages) private var images
    @Environment(\.valueKinds) private var kinds
    @Environment(\.valueFileSizes) private var fileSizes
    @Environment(\.uploadLimit) private var uploadLimit
    @Environment(\.locale) private var locale
    @Environment(\.localization) private var localized

    /// The upload limit as people set it: in whole MiB (`--upload-limit 10`).
    static func limitText(_ bytes: Int) -> String {
        bytes >= 1 << 20 && bytes % (1 << 20) == 0 ? "\(bytes >> 20) MiB" : "\(bytes) bytes"
    }

    /// Whether a value of `attribute` may be emptied by its box: where it may be NULL, or — a
    /// path of a file of the upload folder — emptied to ''.
    static func canClear(_ attribute: Attribute, isFolderFile: Bool) -> Bool {
        attribute.isNullable || (isFolderFile && !attribute.isReadOnly)
    }

    /// The name of the box that empties the value of `column`.
    static func clearFieldName(_ column: String) -> String { "clear." + column }

    var body: some View {
        if let attribute = cell.attribute {
            if state.isInlineRow {
                DisplayBlob(cell: cell)
            } else {
                let stored = cell.object?[attribute.name] ?? .null
                // A file of the upload folder is named by a text; an empty one names none.
                let folderValue = attribute.valueType == .text ? stored.text.flatMap { $0.isEmpty ? nil : $0 } : nil
                let hasValue = attribute.valueType == .text ? folderValue != nil : !stored.isNull
                let size = stored.binarySize ?? fileSizes[attribute.name]
                VStack(alignment: .leading, spacing: 6) {
                    if hasValue {
                        // What is stored, under the field's name, as a to-one field shows its row.
                        Text(cell.label).font(.footnote).foregroundStyle(.secondary).attribute("data-file-label", nil)
                        if let image = images[attribute.name], let size {
                            BlobThumbnail(cell: cell, image: image)
                            Text("\(StoredFileText.named(folderValue))\(localized(DirectText.imageKind(image.kind))), \(image.width) × \(image.height), \(ValueFormatter.byteCount(size, locale: locale))")
                                .font(.footnote).foregroundStyle(.secondary)
                        } else if let size {
                            let sizeText = ValueFormatter.byteCount(size, locale: locale)
                            Label(
                                StoredFileText.named(folderValue) + (kinds[attribute.name].map { "\(localized(DirectText.fileKind($0))), \(sizeText)" } ?? (folderValue == nil ? localized(DirectText.aFileOf(sizeText)) : sizeText)),
                                systemImage: "doc"
                            )
                            .foregroundStyle(.secondary)
                        } else if let folderValue {
                            Text(localized(DirectText.notInUploadFolder(UploadFolder.displayName(of: folderValue)))).foregroundStyle(.secondary)
                        }
                    }
                    FileField(hasValue ? localized(DirectText.replaceWith(cell.label)) : cell.label, name: state.fieldName(attribute.name))
                        .controlAttribute("required", attribute.isRequired && !hasValue && !state.isBlankRow ? "" : nil)
                        .marksMistakes(of: attribute.name, state: state, helped: cell.help != nil)
                    Text(DirectText.uploadUpTo(Self.limitText(uploadLimit), keepsFile: hasValue))
                        .font(.footnote).foregroundStyle(.secondary)
                    if hasValue, Self.canClear(attribute, isFolderFile: attribute.valueType == .text) {
                        Toggle(localized(DirectText.clearItem(cell.label)), name: Self.clearFieldName(attribute.name), isOn: false)
                    }
                }
            }
        }
    }
}
