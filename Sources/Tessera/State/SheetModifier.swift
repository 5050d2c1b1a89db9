/// A sheet shown while a binding is true: ``View/sheet(isPresented:title:content:)``.
///
/// A `<dialog>` after the view it is attached to, written open so that a page without script
/// shows it, made modal by the live script. Its Close button sets the binding to false; the
/// buttons of its content run their actions and leave it open, as in SwiftUI (set the binding to
/// false in one to close it).
public struct SheetModifier<SheetContent: View>: PrimitiveViewModifier {
    let title: String?
    let isPresented: Binding<Bool>
    let content: SheetContent

    public static func _render<Modified: View>(_ modifier: Self, content: Modified, into output: inout HTMLOutput, context: RenderContext) {
        Modified._render(content, into: &output, context: context)
        output.presentationDialog(
            "sheet", isPresented: modifier.isPresented, hasTitle: modifier.title != nil, describedByMessage: false, context: context
        ) { output, dialog, id, dismiss in
            if let title = modifier.title { output.presentationTitle(title, id: id, context: dialog) }
            output.element("div", HTMLAttributes(classes: "t-dialog-content"), context: dialog) { output, body in
                output.withIdentity(.position(0), render: modifier.content, context: body)
            }
            var dismissing = dialog
            dismissing.environment.presentationDismiss = dismiss
            output.element("div", HTMLAttributes(classes: "t-dialog-actions"), context: dismissing, layout: .items) { output, buttons in
                output.withIdentity(.position(1), render: Button(ViewText.close, role: .cancel) {}, context: buttons)
            }
        }
    }
}

extension View {
    /// Shows `content` in a sheet over the page while `isPresented` is true, as in SwiftUI, with a
    /// Close button (and `title` as its heading, when given).
    public func sheet<Content: View>(
        isPresented: Binding<Bool>, title: String? = nil, @ViewBuilder content: () -> Content
    ) -> ModifiedContent<Self, SheetModifier<Content>> {
        modifier(SheetModifier(title: title, isPresented: isPresented, content: content()))
    }
}
