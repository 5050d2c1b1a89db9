/// The stream of HTML a rendering writes: primitive views write their elements and text here.
///
/// `HTMLOutput` collects bytes in a buffer of ``RenderOptions/chunkSize`` and hands each full
/// buffer to the ``HTMLSink``, so its memory stays the same whatever the page's size. It escapes
/// every text and attribute value, merges the decorations that modifiers left in the
/// ``RenderContext`` into the next element, and keeps the identity path of the view being written.
///
/// You use it only to write a primitive view of your own:
///
/// ```swift
/// struct Badge: PrimitiveView {
///     var count: Int
///
///     static func _render(_ view: Badge, into output: inout HTMLOutput, context: RenderContext) {
///         output.element("span", HTMLAttributes(classes: "badge"), context: context) { output, context in
///             output.text(String(view.count), context: context)
///         }
///     }
/// }
/// ```
public struct HTMLOutput {
    private var buffer: [UInt8] = []
    private var sink: any HTMLSink
    private var identity: [IdentityComponent] = []
    private(set) var failure: (any Error)?
    private(set) var statistics = RenderStatistics()

    /// The settings of this rendering.
    public let options: RenderOptions

    init(sink: any HTMLSink, options: RenderOptions) {
        self.sink = sink
        self.options = options
        buffer.reserveCapacity(options.chunkSize + 1024)
    }

    /// Whether the sink has failed. Once it has, nothing more is written; views that loop over
    /// much data can stop early.
    public var hasFailed: Bool { failure != nil }

    // MARK: - Elements

    /// Writes an element with its content.
    ///
    /// The element takes the decorations that modifiers left pending in `context`, and its
    /// identity path where ``RenderOptions/identityAttributes`` asks for it. `content` writes the
    /// children with a context whose pending decorations are cleared and whose ``ChildLayout`` is
    /// `layout`.
    public mutating func element(
        _ name: StaticString,
        _ attributes: HTMLAttributes = HTMLAttributes(),
        context: RenderContext,
        layout: ChildLayout = .flow,
        content: (inout HTMLOutput, RenderContext) -> Void
    ) {
        guard failure == nil else { return }
        if case .textOnly = context.layout {
            content(&self, context)
            return
        }
        if writeRowWrapper(context, { output, inner in
            output.element(name, attributes, context: inner, layout: layout, content: content)
        }) {
            return
        }
        guard enterElement(context) else { return }
        writeStartTag(name, attributes, context: context)
        content(&self, childContext(of: context, layout: layout))
        write("</")
        write(name)
        write(">")
        flushIfFull()
    }

    /// Writes an element that has no content and no end tag, such as `<img>` or `<input>`.
    public mutating func voidElement(
        _ name: StaticString,
        _ attributes: HTMLAttributes = HTMLAttributes(),
        context: RenderContext
    ) {
        guard failure == nil else { return }
        if case .textOnly = context.layout { return }
        if writeRowWrapper(context, { output, inner in
            output.voidElement(name, attributes, context: inner)
        }) {
            return
        }
        guard enterElement(context) else { return }
        writeStartTag(name, attributes, context: context)
        flushIfFull()
    }

    /// Writes text, escaped. Where the context needs an element (a modifier's decorations, an
    /// identity, a flex container's item) the text is wrapped in a `<span>`.
    public mutating func text(_ string: String, context: RenderContext) {
        guard failure == nil else { return }
        if writeRowWrapper(context, { output, inner in output.text(string, context: inner) }) {
            return
        }
        if textNeedsElement(context) {
            element("span", context: context) { output, inner in
                output.writeEscaped(string, inAttribute: false)
            }
        } else {
            writeEscaped(string, inAttribute: false)
            flushIfFull()
        }
    }

    /// Whether a text written in `context` must be wrapped in an element: for a modifier's
    /// decorations, an identity to carry, or an item of a flex container.
    public func textNeedsElement(_ context: RenderContext) -> Bool {
        context.textNeedsElement || (context.hasExplicitIdentity && options.identityAttributes != .none)
    }

    /// Writes HTML as it is, unescaped. Only for markup that the program itself wrote, such as
    /// the stylesheet or an icon's SVG path: never for data. Where only text may stand (inside an
    /// `<option>`), it writes nothing.
    public mutating func writeTrustedHTML(_ html: String, context: RenderContext) {
        guard failure == nil else { return }
        if case .textOnly = context.layout { return }
        var html = html
        html.withUTF8 { buffer.append(contentsOf: $0) }
        flushIfFull()
    }

    /// Renders `view` one level deeper in the identity path.
    public mutating func withIdentity<Content: View>(
        _ component: IdentityComponent,
        render view: Content,
        context: RenderContext
    ) {
        identity.append(component)
        Content._render(view, into: &self, context: context)
        identity.removeLast()
    }

    /// The identity path of the view being written, as in `data-tid`: components joined by `/`.
    public var identityPath: String {
        var path = ""
        for (index, component) in identity.enumerated() {
            if index > 0 { path += "/" }
            component.write(to: &path)
        }
        return path
    }

    /// Counts one more level of nesting for a view that is about to render its content, and says
    /// whether the content may render: below ``RenderOptions/maximumDepth`` it may not, and a
    /// comment marks the place.
    mutating func enter(_ context: inout RenderContext) -> Bool {
        context.depth += 1
        guard context.depth <= options.maximumDepth else {
            statistics.truncatedSubtrees += 1
            write("<!-- nesting deeper than the maximum depth was left out -->")
            return false
        }
        return true
    }

    // MARK: - Finishing

    /// Hands what is left to the sink and reports what was written, or the sink's error.
    mutating func finish() throws -> (RenderStatistics, any HTMLSink) {
        flush()
        if let failure { throw failure }
        return (statistics, sink)
    }

    // MARK: - Writing

    private mutating func enterElement(_ context: RenderContext) -> Bool {
        guard context.depth < options.maximumDepth else {
            statistics.truncatedSubtrees += 1
            write("<!-- nesting deeper than the maximum depth was left out -->")
            return false
        }
        statistics.elementCount += 1
        return true
    }

    /// Writes the `<li>` or `<option>` that a list or picker puts around each of its rows, then
    /// the row itself through `row`. Returns false where no wrapper applies.
    private mutating func writeRowWrapper(
        _ context: RenderContext,
        _ row: (inout HTMLOutput, RenderContext) -> Void
    ) -> Bool {
        switch context.layout {
        case .flow, .items, .textOnly:
            return false
        case .listRows:
            var rowContext = context
            rowContext.pending = PendingDecorations()
            statistics.elementCount += 1
            writeStartTag("li", HTMLAttributes(), context: rowContext)
            var inner = context
            inner.layout = .flow
            inner.hasExplicitIdentity = false
            inner.depth += 1
            row(&self, inner)
            write("</li>")
            return true
        case .options(let selection):
            statistics.elementCount += 1
            write("<option")
            if let tag = context.tag {
                writeAttribute("value", tag)
                if tag == selection { write(" selected") }
            }
            write(">")
            var inner = context
            inner.layout = .textOnly
            inner.pending = PendingDecorations()
            inner.hasExplicitIdentity = false
            row(&self, inner)
            write("</option>")
            return true
        }
    }

    private func childContext(of context: RenderContext, layout: ChildLayout) -> RenderContext {
        var child = context
        child.pending = PendingDecorations()
        child.layout = layout
        child.hasExplicitIdentity = false
        child.tag = nil
        child.depth += 1
        return child
    }

    private mutating func writeStartTag(
        _ name: StaticString,
        _ attributes: HTMLAttributes,
        context: RenderContext
    ) {
        write("<")
        write(name)
        writeIdentity(context)

        let decorations = context.pending.decorations
        var hasClass = false
        for name in attributes.classes {
            writeClass(name, after: &hasClass)
        }
        for decoration in decorations {
            if case .class(let name) = decoration.first { writeClass(name, after: &hasClass) }
            if case .class(let name)? = decoration.second { writeClass(name, after: &hasClass) }
        }
        if hasClass { write("\"") }

        var hasStyle = false
        for (property, value) in attributes.styles {
            writeStyle(property, value, after: &hasStyle)
        }
        for decoration in decorations {
            if case .style(let property, let value) = decoration.first { writeStyle(property, value, after: &hasStyle) }
            if case .style(let property, let value)? = decoration.second { writeStyle(property, value, after: &hasStyle) }
        }
        if hasStyle { write("\"") }

        for (name, value) in attributes.attributes where !decorations.contains(where: { $0.setsAttribute(name) }) {
            writeAttribute(name, value)
        }
        for decoration in decorations {
            if case .attribute(let name, let value) = decoration.first { writeAttribute(name, value) }
            if case .attribute(let name, let value)? = decoration.second { writeAttribute(name, value) }
        }
        write(">")
    }

    private mutating func writeClass(_ name: String, after hasClass: inout Bool) {
        write(hasClass ? " " : " class=\"")
        writeEscaped(name, inAttribute: true)
        hasClass = true
    }

    private mutating func writeStyle(_ property: String, _ value: String, after hasStyle: inout Bool) {
        write(hasStyle ? ";" : " style=\"")
        writeEscaped(property, inAttribute: true)
        write(":")
        writeEscaped(value, inAttribute: true)
        hasStyle = true
    }

    private mutating func writeIdentity(_ context: RenderContext) {
        switch options.identityAttributes {
        case .none: return
        case .explicit: guard context.hasExplicitIdentity else { return }
        case .all: break
        }
        write(" data-tid=\"")
        for (index, component) in identity.enumerated() {
            if index > 0 { write("/") }
            switch component {
            case .position(let position):
                writeDecimal(position)
            case .explicit(let id):
                write("@")
                if let number = id as? Int {
                    writeDecimal(number)
                } else {
                    writeEscaped(IdentityComponent.pathText(of: id), inAttribute: true)
                }
            }
        }
        write("\"")
    }

    private mutating func writeAttribute(_ name: String, _ value: String?) {
        write(" ")
        writeEscaped(name, inAttribute: true)
        if let value {
            write("=\"")
            writeEscaped(value, inAttribute: true)
            write("\"")
        }
    }

    /// Writes an integer's decimal digits without making a string of them.
    private mutating func writeDecimal(_ value: Int) {
        if value < 0 { write("-") }
        writeDecimal(value.magnitude)
    }

    private mutating func writeDecimal(_ value: UInt) {
        if value >= 10 { writeDecimal(value / 10) }
        buffer.append(UInt8(ascii: "0") + UInt8(value % 10))
    }

    private mutating func write(_ string: StaticString) {
        string.withUTF8Buffer { buffer.append(contentsOf: $0) }
    }

    /// Writes `string` with the characters that could end a text or an attribute value escaped,
    /// and the characters HTML forbids in a document (NUL, other control characters) replaced
    /// by U+FFFD.
    mutating func writeEscaped(_ string: String, inAttribute: Bool) {
        var string = string
        string.withUTF8 { bytes in
            var runStart = 0
            var index = 0
            let count = bytes.count
            while index < count {
                let byte = bytes[index]
                let replacement: StaticString
                var width = 1
                switch byte {
                case UInt8(ascii: "&"): replacement = "&amp;"
                case UInt8(ascii: "<"): replacement = "&lt;"
                case UInt8(ascii: ">"): replacement = "&gt;"
                case UInt8(ascii: "\"") where inAttribute: replacement = "&quot;"
                case UInt8(ascii: "'") where inAttribute: replacement = "&#39;"
                case 0x09, 0x0A, 0x0C, 0x0D:
                    index += 1
                    continue
                case 0x00...0x1F, 0x7F:
                    replacement = "\u{FFFD}"
                case 0xC2 where index + 1 < count && (0x80...0x9F).contains(bytes[index + 1]):
                    // A C1 control character (U+0080 to U+009F).
                    replacement = "\u{FFFD}"
                    width = 2
                default:
                    index += 1
                    continue
                }
                if runStart < index {
                    buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                }
                write(replacement)
                index += width
                runStart = index
            }
            if runStart < count {
                buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<count]))
            }
        }
    }

    private mutating func flushIfFull() {
        if buffer.count >= options.chunkSize { flush() }
    }

    private mutating func flush() {
        guard !buffer.isEmpty else { return }
        statistics.peakBufferSize = max(statistics.peakBufferSize, buffer.count)
        if failure == nil {
            do {
                try buffer.withUnsafeBytes { try sink.write($0) }
                statistics.byteCount += buffer.count
                statistics.chunkCount += 1
            } catch {
                failure = error
            }
        }
        buffer.removeAll(keepingCapacity: true)
    }
}
