/// Tags a view with a value: the value a ``Picker`` submits when its row is chosen.
public struct TagModifier: PrimitiveViewModifier {
    let value: String

    public static func _render<Modified: View>(
        _ modifier: Self,
        content: Modified,
        into output: inout HTMLOutput,
        context: RenderContext
    ) {
        var context = context
        context.tag = modifier.value
        // A live picker takes back only the values it offered.
        context.environment.offeredTags?.insert(modifier.value)
        Modified._render(content, into: &output, context: context)
    }

    public static func _renderAsync<Modified: View, Writer: AsyncHTMLWriter>(
        _ modifier: Self,
        content: Modified,
        into output: inout AsyncHTMLOutput<Writer>,
        context: RenderContext
    ) async throws {
        var context = context
        context.tag = modifier.value
        try await Modified._renderAsync(content, into: &output, context: context)
    }
}

extension View {
    /// Tags this view with a value. In a ``Picker``, the row's option submits the value's form
    /// representation (see ``FormValueConvertible``) and is selected when it equals the picker's
    /// selection.
    public func tag<Value: FormValueConvertible>(_ value: Value) -> ModifiedContent<Self, TagModifier> {
        modifier(TagModifier(value: value.formValue))
    }
}
