import Tessera
import TesseraComponents
import TesseraRules

/// The fiori look's `Edit` and `ConfirmDelete` pages: the basic look's form, under the object's
/// ``ObjectHeader`` when there is an object.
struct FioriFormPage: View {
    let page: DirectView
    @Environment(\.ruleContext) private var context
    @Environment(\.directPaths) private var paths

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            if let object = context.object, let entity = context.entity {
                FioriHeader(context: context, object: object, entity: entity, paths: paths)
            }
            if page.name == "Edit" {
                EditPage()
            } else {
                ConfirmDeletePage()
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}
