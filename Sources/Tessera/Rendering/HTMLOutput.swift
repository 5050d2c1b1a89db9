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
///
/// It cannot be copied: a copy would share the buffer's memory and write over what the original
/// wrote. A view gets it `inout` and hands it on the same way.
public struct HTMLOutput: ~Copyable {
    // The chunk being filled, held here rather than behind a reference: a write is a bounds
    // check and a copy, inlined where it is called.
    private let storage: UnsafeMutableRawPointer
    private let capacity: Int
    private var count = 0
    private var sink: any HTMLSink
    private var identity: [IdentityStep] = []
    private var decorations: [Decoration] = []
    private(set) var failure: (any Error)?
    private(set) var statistics = RenderStatistics()

    /// The settings of this rendering.
    public let options: RenderOptions

    init(sink: any HTMLSink, options: RenderOptions) {
        self.sink = sink
        self.options = options
        capacity = max(options.chunkSize, 1)
        storage = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 1)
    }

    deinit {
        storage.deallocate()
    }

    // MARK: - Live views

    /// Where the output stands, for a live view's node rendered on its own: the identity path and
    /// the decorations a view at this point renders with.
    package struct Place {
        fileprivate let identity: [IdentityStep]
        fileprivate let decorations: [Decoration]

        /// The decorations in `range`, or none where the range is not there. An empty range, the
        /// usual case, does not look at the decorations: a live view asks for each row of a list.
        func decorations(in range: Range<Int>) -> ArraySlice<Decoration> {
            !range.isEmpty && range.upperBound <= decorations.count ? decorations[range] : []
        }

        /// The place of a document's root.
        package static var root: Place { Place(identity: [], decorations: []) }

        /// Whether `other` has the same identity path: a live view matches a node with the view
        /// at its place by it, for every child of a list, so it compares the steps themselves
        /// (from the last, where siblings differ) rather than the path's text.
        package func hasSameIdentity(as other: Place) -> Bool {
            hasSameIdentity(as: other, inside: .root)
        }

        /// ``hasSameIdentity(as:)`` for two places inside `parent`, whose identity path starts
        /// both paths: only the steps below it are compared.
        package func hasSameIdentity(as other: Place, inside parent: Place) -> Bool {
            guard identity.count == other.identity.count else { return false }
            // Read in place: a copy of each step would copy its payload's existential.
            return identity.withUnsafeBufferPointer { mine in
                other.identity.withUnsafeBufferPointer { theirs in
                    var index = mine.count
                    while index > parent.identity.count {
                        index -= 1
                        guard mine[index].isSame(as: theirs[index]) else { return false }
                    }
                    return true
                }
            }
        }

        /// Feeds the identity path to `hasher`, consistently with ``hasSameIdentity(as:)``: its
        /// length and last step, which tell siblings apart (their paths differ only at the end).
        package func hashIdentity(into hasher: inout Hasher) {
            hasher.combine(identity.count)
            identity.last?.hash(into: &hasher)
        }
    }

    /// The place of the view being written, to render it again later on its own.
    package var place: Place {
        Place(identity: identity, decorations: decorations)
    }

    /// An output that goes on from `place`: what it writes is what the output that was there
    /// would have written.
    package init(sink: any HTMLSink, options: RenderOptions, place: Place) {
        self.init(sink: sink, options: options)
        identity = place.identity
        decorations = place.decorations
    }

    /// Bytes written so far, handed to the sink or not.
    package var position: Int { statistics.byteCount + count }

    /// Writes markup that the program made, such as a live view's comment markers, even where
    /// only text may stand.
    package mutating func writeMarkup(_ markup: String) {
        guard failure == nil else { return }
        withUTF8(of: markup) { output, bytes in output.write(UnsafeRawBufferPointer(bytes)) }
        flushIfFull()
    }

    // MARK: - Kept markup

    /// Renders `content` on its own, as it would render here, and gives back what it wrote; `nil`
    /// where the rendering failed (then `content` is to be rendered here, to fail here).
    mutating func renderFragment<Content: View>(_ content: Content, context: RenderContext) -> KeptMarkupStore.Fragment? {
        var fragment = HTMLOutput(sink: [UInt8](), options: options, place: place)
        Content._render(content, into: &fragment, context: context)
        guard let finished = try? fragment.finish(), let bytes = finished.1 as? [UInt8] else { return nil }
        return KeptMarkupStore.Fragment(bytes: bytes, elementCount: finished.0.elementCount)
    }

    /// Writes markup a ``KeptMarkup`` view kept, counting its elements as if written anew.
    mutating func writeKept(_ fragment: KeptMarkupStore.Fragment) {
        guard failure == nil else { return }
        fragment.bytes.withUnsafeBytes { write($0) }
        statistics.elementCount += fragment.elementCount
        flushIfFull()
    }

    /// Hands what is left to the sink and gives the sink back, or the sink's or the rendering's
    /// error.
    package mutating func finishLive() throws -> any HTMLSink {
        try finish().1
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
        var inner = context
        let opened = openElement(name, attributes, context: &inner, layout: layout)
        if opened.rendersContent { content(&self, inner) }
        closeElement(opened)
    }

    /// Writes what stands before an element's content — the row and the boxes around it, its
    /// start tag — and turns `context` into the context its content renders in: the first half of
    /// ``element(_:_:context:layout:content:)``, for a view whose content is rendered
    /// asynchronously. Render the content when ``OpenedElement/rendersContent``, then close the
    /// element with ``closeElement(_:)``.
    public mutating func openElement(
        _ name: StaticString,
        _ attributes: HTMLAttributes = HTMLAttributes(),
        context: inout RenderContext,
        layout: ChildLayout = .flow
    ) -> OpenedElement {
        var opened = OpenedElement()
        guard failure == nil else { return opened }
        if context.isTextOnly {
            opened.rendersContent = true
            return opened
        }
        guard openSurroundings(&context, into: &opened) else { return opened }
        if context.isTextOnly {
            opened.rendersContent = true
            return opened
        }
        guard enterElement(context) else { return opened }
        if attributes.hasOwnBox && context.pending.innermostLayer != .max {
            // Padding, background, border and clipping go on a box around a control that
            // draws its own; its attributes and text styles stay on the control.
            writeStartTag("div", HTMLAttributes(), context: context, decorations: .boxLayers)
            var control = context
            control.hasExplicitIdentity = false
            writeStartTag(name, attributes, context: control, decorations: .allButBoxLayers)
            opened.closesBox = true
        } else {
            writeStartTag(name, attributes, context: context)
        }
        opened.endTag = name
        opened.rendersContent = true
        context.enterContent(of: layout, decorationsAbove: decorations.count)
        return opened
    }

    /// Writes what stands after an element's content: its end tag, then the boxes and the row
    /// around it, as ``openElement(_:_:context:layout:)`` opened them.
    public mutating func closeElement(_ opened: OpenedElement) {
        if let endTag = opened.endTag {
            write("</")
            write(endTag)
            write(">")
            if opened.closesBox { write("</div>") }
            flushIfFull()
        }
        if opened.wrappers > 0 || opened.row != nil { closeSurroundings(opened) }
    }

    /// Writes an element that has no content and no end tag, such as `<img>` or `<input>`.
    public mutating func voidElement(
        _ name: StaticString,
        _ attributes: HTMLAttributes = HTMLAttributes(),
        context: RenderContext
    ) {
        guard failure == nil else { return }
        if context.isTextOnly { return }
        surround(context) { output, context in
            if context.isTextOnly { return }
            guard output.enterElement(context) else { return }
            output.writeStartTag(name, attributes, context: context)
            output.flushIfFull()
        }
    }

    /// Writes text, escaped. Where the context needs an element (a modifier's decorations, an
    /// identity, a flex container's item) the text is wrapped in a `<span>`.
    public mutating func text(_ string: String, context: RenderContext) {
        guard failure == nil else { return }
        if context.isTextOnly {
            writeEscaped(string, inAttribute: false)
            flushIfFull()
            return
        }
        if !context.needsSurroundings && !textNeedsElement(context) {
            // A bare text node (a table cell's text, say): no closure, no copy, and little code,
            // which a long table runs once a cell.
            writeEscaped(string, inAttribute: false)
            flushIfFull()
            return
        }
        textInElement(string, context: context)
    }

    /// ``text(_:context:)`` where the text needs an element or something around it.
    @inline(never)
    private mutating func textInElement(_ string: String, context: RenderContext) {
        if !context.needsSurroundings {
            // An element of its own (for decorations, an identity) and nothing around it.
            var inner = context
            let span = openElement("span", context: &inner)
            if span.rendersContent { writeEscaped(string, inAttribute: false) }
            closeElement(span)
            return
        }
        surround(context) { output, context in
            if context.isTextOnly {
                output.writeEscaped(string, inAttribute: false)
            } else if output.textNeedsElement(context) {
                output.element("span", context: context) { output, _ in
                    output.writeEscaped(string, inAttribute: false)
                }
            } else {
                output.writeEscaped(string, inAttribute: false)
                output.flushIfFull()
            }
        }
    }

    /// Writes what stands around the next element, then calls `body` with the context for the
    /// element itself, then closes what it opened: the `<li>` or `<option>` a list or picker puts
    /// around each row, and the boxes that modifiers asked for (a frame, or the outer layers of
    /// decorations that one element cannot carry). Each element opens them for itself, so a
    /// modifier on a `Group` or `ForEach` applies to each of its views, as in SwiftUI.
    private mutating func surround(_ context: RenderContext, _ body: (inout HTMLOutput, RenderContext) -> Void) {
        var opened = OpenedElement()
        var inner = context
        if openSurroundings(&inner, into: &opened) { body(&self, inner) }
        closeSurroundings(opened)
    }

    /// Opens the row and the boxes around the next element (see ``surround(_:_:)``), noting in
    /// `opened` what to close, and turns `context` into the context for the element itself; says
    /// whether the element may be written (not when it is nested too deep).
    private mutating func openSurroundings(_ context: inout RenderContext, into opened: inout OpenedElement) -> Bool {
        guard context.needsSurroundings else { return true }
        switch context.layout {
        case .flow, .items, .textOnly:
            break
        case .listRows:
            var rowContext = context
            rowContext.pending = .none(above: decorations.count)
            statistics.elementCount += 1
            writeStartTag("li", HTMLAttributes(), context: rowContext)
            opened.row = "</li>"
            context.layout = .flow
            context.hasExplicitIdentity = false
            context.depth += 1
        case .options(let selection):
            statistics.elementCount += 1
            write("<option")
            if let tag = context.tag {
                writeAttribute("value", tag)
                if tag == selection { write(" selected") }
            }
            write(">")
            opened.row = "</option>"
            context.layout = .textOnly
            context.pending = .none(above: decorations.count)
            context.wrappers = nil
            context.hasExplicitIdentity = false
        }
        guard let innermost = context.wrappers else { return true }
        var chain: [PendingWrapper] = []
        var wrapper: PendingWrapper? = innermost
        while let current = wrapper {
            chain.append(current)
            wrapper = current.outer
        }
        var hasExplicitIdentity = context.hasExplicitIdentity
        for wrapper in chain.reversed() {
            var outer = context
            outer.pending = wrapper.decorations
            outer.hasExplicitIdentity = hasExplicitIdentity
            outer.depth += opened.wrappers
            guard enterElement(outer) else { break }
            writeStartTag("div", wrapper.attributes, context: outer)
            hasExplicitIdentity = false
            opened.wrappers += 1
        }
        guard opened.wrappers == chain.count else { return false }
        context.wrappers = nil
        context.layout = innermost.childLayout
        context.hasExplicitIdentity = false
        context.depth += opened.wrappers
        return true
    }

    /// Closes what ``openSurroundings(_:into:)`` opened.
    private mutating func closeSurroundings(_ opened: OpenedElement) {
        if opened.wrappers > 0 {
            for _ in 0..<opened.wrappers { write("</div>") }
            flushIfFull()
        }
        if let row = opened.row { write(row) }
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
        if context.isTextOnly { return }
        var html = html
        html.withUTF8 { write(UnsafeRawBufferPointer($0)) }
        flushIfFull()
    }

    /// Goes one level deeper in the identity path, until ``popIdentity()``: for a view that
    /// renders its content asynchronously.
    public mutating func pushIdentity(_ component: IdentityComponent) {
        switch component {
        case .position(let position): identity.append(.position(position))
        case .explicit(let id): pushIdentity(explicit: id)
        }
    }

    /// Goes one level deeper in the identity path, by an explicit id: an `Int` (most ids are row
    /// keys) is kept as a plain number, without an existential box to copy or a cast to write it.
    @usableFromInline
    mutating func pushIdentity<ID: Hashable>(explicit id: ID) {
        if ID.self == Int.self {
            identity.append(.integer(unsafeBitCast(id, to: Int.self)))
        } else if let number = (id as Any) as? Int {
            // An optional Int, or an Int behind `AnyHashable`: written as the number, as always.
            identity.append(.integer(number))
        } else {
            identity.append(.other(id))
        }
    }

    /// Goes back up from ``pushIdentity(_:)``.
    public mutating func popIdentity() {
        identity.removeLast()
    }

    /// Renders `view` one level deeper in the identity path.
    @inlinable
    public mutating func withIdentity<Content: View>(
        _ component: IdentityComponent,
        render view: Content,
        context: RenderContext
    ) {
        pushIdentity(component)
        Content._render(view, into: &self, context: context)
        popIdentity()
    }

    /// Writes what `body` writes one level deeper in the identity path.
    public mutating func withIdentity(_ component: IdentityComponent, _ body: (inout HTMLOutput) -> Void) {
        pushIdentity(component)
        body(&self)
        popIdentity()
    }

    /// The identity path of the view being written, as in `data-tid`: components joined by `/`.
    public var identityPath: String {
        var path = ""
        for (index, step) in identity.enumerated() {
            if index > 0 { path += "/" }
            step.component.write(to: &path)
        }
        return path
    }

    /// Counts one more level of nesting for `view`, about to render its content, and says
    /// whether the content may render: beyond ``RenderOptions/maximumDepth`` it may not, and the
    /// rendering stops with a ``RenderError`` naming the view.
    @usableFromInline
    mutating func enter(_ context: inout RenderContext, view: Any.Type) -> Bool {
        context.depth += 1
        guard context.depth <= options.maximumDepth else {
            tooDeep(String(describing: view))
            return false
        }
        return true
    }

    private mutating func tooDeep(_ view: String) {
        if failure == nil { failure = RenderError(view: view, maximumDepth: options.maximumDepth) }
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
            tooDeep("an element")
            return false
        }
        statistics.elementCount += 1
        return true
    }


    /// Which of the pending decorations an element takes.
    private enum DecorationFilter {
        case all, boxLayers, allButBoxLayers

        func admits(_ combination: Decoration.Combination) -> Bool {
            switch (self, combination) {
            case (.all, _): true
            case (.boxLayers, .box): true
            case (.boxLayers, _): false
            case (.allButBoxLayers, .box): false
            case (.allButBoxLayers, _): true
            }
        }
    }

    private mutating func writeStartTag(
        _ name: StaticString,
        _ attributes: HTMLAttributes,
        context: RenderContext,
        decorations filter: DecorationFilter = .all
    ) {
        write("<")
        write(name)
        writeIdentity(context)
        if context.pending.isEmpty && attributes.styles.isEmpty && attributes.moreAttributes.isEmpty {
            // The usual element: a class and an attribute at most, nothing pending. Its own short
            // path, so that a table's cells run little code.
            if !attributes.classList.isEmpty {
                write(" class=\"")
                writeEscaped(attributes.classList, inAttribute: true)
                write("\"")
            }
            if let (name, value) = attributes.firstAttribute { writeAttribute(name, value) }
            write(">")
            return
        }
        writeDecoratedStartTag(name, attributes, context: context, decorations: filter)
    }

    /// The rest of ``writeStartTag(_:_:context:decorations:)``: styles, several attributes and
    /// the pending decorations merged into them.
    @inline(never)
    private mutating func writeDecoratedStartTag(
        _ name: StaticString,
        _ attributes: HTMLAttributes,
        context: RenderContext,
        decorations filter: DecorationFilter
    ) {

        let pending = context.pending.start..<context.pending.end
        // Read from a reference of our own: writing mutates `self`, and reading the strings out of
        // `self.decorations` between writes would copy each of them first. Most elements take
        // none, and do not touch the array.
        let decorations = pending.isEmpty ? nil : self.decorations
        // Which pending decorations this element takes: decided once, read by the three passes.
        let live = liveDecorations(in: pending, filter)
        var hasClass = false
        if !attributes.classList.isEmpty {
            writeClass(attributes.classList, after: &hasClass)
        }
        if let decorations {
            for index in pending where live.contains(index - pending.lowerBound) {
                if case .class(let name) = decorations[index].first { writeClass(name, after: &hasClass) }
                if case .class(let name)? = decorations[index].second { writeClass(name, after: &hasClass) }
            }
        }
        if hasClass { write("\"") }

        var hasStyle = false
        for (property, value) in attributes.styles {
            writeStyle(property, value, after: &hasStyle)
        }
        if let decorations {
            for index in pending where live.contains(index - pending.lowerBound) {
                if case .style(let property, let value) = decorations[index].first { writeStyle(property, value, after: &hasStyle) }
                if case .style(let property, let value)? = decorations[index].second { writeStyle(property, value, after: &hasStyle) }
            }
        }
        if hasStyle { write("\"") }

        if let (name, value) = attributes.firstAttribute, pending.isEmpty || !pendingSetsAttribute(name, context) {
            writeAttribute(name, value)
        }
        for (name, value) in attributes.moreAttributes where pending.isEmpty || !pendingSetsAttribute(name, context) {
            writeAttribute(name, value)
        }
        // An <h1>…<h6> is a heading already: a `role="heading"` (and its level) that a component
        // left for its title is not repeated on one.
        if let decorations {
            let isHeading = Self.isHeadingElement(name)
            for index in pending where live.contains(index - pending.lowerBound) {
                if case .attribute(let name, let value) = decorations[index].first, !(isHeading && Self.isHeadingRole(name, value)) {
                    writeAttribute(name, value)
                }
                if case .attribute(let name, let value)? = decorations[index].second, !(isHeading && Self.isHeadingRole(name, value)) {
                    writeAttribute(name, value)
                }
            }
        }
        write(">")
    }

    private static func isHeadingElement(_ name: StaticString) -> Bool {
        guard name.hasPointerRepresentation, name.utf8CodeUnitCount == 2 else { return false }
        let bytes = UnsafeBufferPointer(start: name.utf8Start, count: 2)
        return bytes[0] == UInt8(ascii: "h") && (UInt8(ascii: "1")...UInt8(ascii: "6")).contains(bytes[1])
    }

    private static func isHeadingRole(_ name: String, _ value: String?) -> Bool {
        (name == "role" && value == "heading") || name == "aria-level"
    }

    /// The pending decorations (by their offset in `pending`) that an element takes: those `filter`
    /// admits and no decoration inside them overrides.
    private func liveDecorations(in pending: Range<Int>, _ filter: DecorationFilter) -> LiveDecorations {
        var live = LiveDecorations()
        guard !pending.isEmpty else { return live }
        if pending.count > 64 { live.beyond = Array(repeating: false, count: pending.count) }
        // From the innermost out, noting the concerns met so far: an inherited decoration is
        // overridden by one inside it (met before it here) that decides the same concern.
        var concernsInside: UInt64 = 0
        for index in pending.reversed() {
            let concern = decorations[index].concern
            assert(concern.rawValue < 64, "a concern beyond the 64 one mask holds")
            let bit: UInt64 = 1 << UInt64(concern.rawValue)
            let overridden: Bool
            switch decorations[index].combination {
            case .inherited: overridden = concernsInside & bit != 0
            case .independent where concern == .attribute: overridden = isOverridden(index, in: pending)
            default: overridden = false
            }
            concernsInside |= bit
            if !overridden && filter.admits(decorations[index].combination) {
                live.insert(index - pending.lowerBound)
            }
        }
        return live
    }

    /// Whether a decoration inside this one, pushed later, decides the same inherited concern or
    /// sets the same attribute: the innermost modifier wins, as in SwiftUI.
    private func isOverridden(_ index: Int, in pending: Range<Int>) -> Bool {
        let concern = decorations[index].concern
        switch decorations[index].combination {
        case .inherited:
            for inner in (index + 1)..<pending.upperBound where decorations[inner].concern == concern {
                return true
            }
            return false
        case .independent where concern == .attribute:
            guard case .attribute(let name, _) = decorations[index].first else { return false }
            for inner in (index + 1)..<pending.upperBound where decorations[inner].setsAttribute(name) {
                return true
            }
            return false
        default:
            return false
        }
    }

    /// How many decorations are on the stack: where a context with none pending starts.
    var decorationCount: Int { decorations.count }

    /// Whether a modifier left the attribute `name` for the next element.
    func pendingSetsAttribute(_ name: String, _ context: RenderContext) -> Bool {
        decorations[context.pending.start..<context.pending.end].contains { $0.setsAttribute(name) }
    }

    // MARK: - Decorating

    /// Renders `content` with `decoration` pending for its next element. Where the decoration
    /// cannot share an element with those already pending, the pending ones first go on a `<div>`
    /// of their own around the content.
    @inlinable
    public mutating func render<Content: View>(_ content: Content, decoratedWith decoration: Decoration, context: RenderContext) {
        let (inner, top) = pushDecoration(decoration, context: context)
        Content._render(content, into: &self, context: inner)
        popDecorations(to: top)
    }

    /// Leaves `decoration` pending for the next element written in the returned context, until
    /// ``popDecorations(to:)`` with the returned mark: the two halves of
    /// ``render(_:decoratedWith:context:)``, for a view rendered asynchronously.
    public mutating func pushDecoration(_ decoration: Decoration, context: RenderContext) -> (RenderContext, DecorationMark) {
        let top = DecorationMark(count: decorations.count)
        if context.isTextOnly {
            // Inside an option only text stands: decorations have nowhere to go.
            return (context, top)
        }
        var context = context
        if !canMerge(decoration, context.pending) {
            // The pending decorations go on a box of their own around whatever comes next.
            context = wrapping(context, in: HTMLAttributes(), childLayout: .flow)
        }
        push(decoration, onto: &context)
        return (context, top)
    }

    /// Drops the decorations pushed since `mark`.
    public mutating func popDecorations(to mark: DecorationMark) {
        // Most often one: removed from the end, without the general code of a range.
        while decorations.count > mark.count { decorations.removeLast() }
    }

    /// `context` with what is pending moved onto a box around the next element: a `<div>` with
    /// `attributes` and the pending decorations, whose content lies out as `childLayout`.
    public func wrapping(_ context: RenderContext, in attributes: HTMLAttributes, childLayout: ChildLayout) -> RenderContext {
        var inner = context
        inner.wrappers = PendingWrapper(attributes: attributes, decorations: context.pending, childLayout: childLayout, outer: context.wrappers)
        inner.pending = .none(above: decorations.count)
        return inner
    }

    /// Leaves a font's decorations pending, as ``pushInherited(_:context:)`` does.
    @usableFromInline
    mutating func pushFont(_ font: Font, context: RenderContext) -> (RenderContext, DecorationMark) {
        var context = context
        let mark = DecorationMark(count: decorations.count)
        font.forEachDecoration { push($0, onto: &context) }
        return (context, mark)
    }

    /// Leaves inherited decorations (text styles, a font) pending for the next element, until
    /// ``popDecorations(to:)`` with the returned mark: they always share the element.
    mutating func pushInherited(_ inherited: some Sequence<Decoration>, context: RenderContext) -> (RenderContext, DecorationMark) {
        var context = context
        let mark = DecorationMark(count: decorations.count)
        for decoration in inherited {
            push(decoration, onto: &context)
        }
        return (context, mark)
    }

    /// Whether `decoration` can go on the same element as what is pending without changing the
    /// meaning. Decorations arrive outermost first.
    private func canMerge(_ decoration: Decoration, _ pending: PendingDecorations) -> Bool {
        switch decoration.combination {
        case .inherited:
            return true
        case .box(let layer):
            if layer >= pending.innermostLayer { return false }
        case .independent:
            if decoration.concern == .attribute { return true }
        }
        for index in pending.start..<pending.end where decorations[index].concern == decoration.concern {
            return false
        }
        return true
    }

    private mutating func push(_ decoration: Decoration, onto context: inout RenderContext) {
        if context.pending.end != decorations.count {
            // Not on top (a context kept aside and used again): copy its range to the top.
            let range = context.pending.start..<context.pending.end
            let start = decorations.count
            decorations.append(contentsOf: decorations[range])
            context.pending.start = start
        }
        decorations.append(decoration)
        context.pending.end = decorations.count
        if case .box(let layer) = decoration.combination {
            context.pending.innermostLayer = min(context.pending.innermostLayer, layer)
        }
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
        for index in identity.indices {
            if index > 0 { write("/") }
            switch identity[index] {
            case .position(let position):
                writeDecimal(position)
            case .integer(let number):
                write("@")
                writeDecimal(number)
            case .other(let id):
                write("@")
                writeEscaped(IdentityComponent.pathText(of: id), inAttribute: true)
            }
        }
        write("\"")
    }

    /// Writes an attribute whose name passes ``HTMLAttributes/isWritableName(_:)`` (anything else
    /// is left out), with its value escaped and, for attributes that hold a URL, checked by
    /// ``HTMLAttributes/isSafeURL(_:)``. Every attribute goes through here, whoever set it.
    private mutating func writeAttribute(_ name: String, _ value: String?) {
        let kind = HTMLAttributes.kind(of: name)
        guard kind != .unwritable else { return }
        write(" ")
        // A writable name holds nothing that needs escaping.
        writeVerbatim(name)
        if var value {
            if kind == .url && !HTMLAttributes.isSafeURL(value) {
                value = HTMLAttributes.blockedURL
            }
            write("=\"")
            writeEscaped(value, inAttribute: true)
            write("\"")
        }
    }

    /// Writes a string checked to need no escaping.
    private mutating func writeVerbatim(_ string: String) {
        withUTF8(of: string) { output, bytes in output.write(UnsafeRawBufferPointer(bytes)) }
    }

    /// Calls `body` with `string`'s UTF-8 bytes, read in place without a copy of the string to
    /// make contiguous (Swift's own strings always are; a bridged one is copied).
    @inline(__always)
    private mutating func withUTF8(of string: String, _ body: (inout HTMLOutput, UnsafeBufferPointer<UInt8>) -> Void) {
        let done: Void? = string.utf8.withContiguousStorageIfAvailable { body(&self, $0) }
        if done == nil {
            var string = string
            string.withUTF8 { body(&self, $0) }
        }
    }

    /// Writes an integer's decimal digits without making a string of them.
    private mutating func writeDecimal(_ value: Int) {
        if value < 0 { write("-") }
        writeDecimal(value.magnitude)
    }

    private mutating func writeDecimal(_ value: UInt) {
        if value >= 10 { writeDecimal(value / 10) }
        var digit = UInt8(ascii: "0") + UInt8(value % 10)
        withUnsafeBytes(of: &digit) { write($0) }
    }

    @inline(__always)
    private mutating func write(_ string: StaticString) {
        string.withUTF8Buffer { write(UnsafeRawBufferPointer($0)) }
    }

    /// Copies bytes into the buffer, handing the buffer to the sink first when they do not fit.
    /// Bytes larger than the whole buffer go to the sink directly.
    @inline(__always)
    private mutating func write(_ bytes: UnsafeRawBufferPointer) {
        let length = bytes.count
        guard length <= capacity &- count, let source = bytes.baseAddress else {
            writeOverflowing(bytes)
            return
        }
        let destination = storage + count
        // Most writes are a few bytes of markup, copied without a call to memcpy: two words that
        // may overlap cover 8 to 16 bytes, two half words 4 to 8.
        if length >= 8 && length <= 16 {
            destination.storeBytes(of: source.loadUnaligned(as: UInt64.self), as: UInt64.self)
            destination.storeBytes(of: source.loadUnaligned(fromByteOffset: length &- 8, as: UInt64.self), toByteOffset: length &- 8, as: UInt64.self)
        } else if length >= 4 && length < 8 {
            destination.storeBytes(of: source.loadUnaligned(as: UInt32.self), as: UInt32.self)
            destination.storeBytes(of: source.loadUnaligned(fromByteOffset: length &- 4, as: UInt32.self), toByteOffset: length &- 4, as: UInt32.self)
        } else if length < 4 {
            for offset in 0..<length {
                destination.storeBytes(of: source.load(fromByteOffset: offset, as: UInt8.self), toByteOffset: offset, as: UInt8.self)
            }
        } else {
            destination.copyMemory(from: source, byteCount: length)
        }
        count &+= length
    }

    @inline(never)
    private mutating func writeOverflowing(_ bytes: UnsafeRawBufferPointer) {
        guard let source = bytes.baseAddress, bytes.count > 0 else { return }
        flush()
        if bytes.count > capacity {
            send(bytes)
            return
        }
        storage.copyMemory(from: source, byteCount: bytes.count)
        count = bytes.count
    }

    /// Writes `string` with the characters that could end a text or an attribute value escaped,
    /// and the characters HTML forbids in a document (NUL, other control characters) replaced
    /// by U+FFFD.
    mutating func writeEscaped(_ string: String, inAttribute: Bool) {
        withUTF8(of: string) { output, bytes in output.writeEscaped(bytes, inAttribute: inAttribute) }
    }

    private mutating func writeEscaped(_ bytes: UnsafeBufferPointer<UInt8>, inAttribute: Bool) {
        guard let base = bytes.baseAddress else { return }
        let count = bytes.count
        var runStart = 0
        var index = 0
        var tailNeedsLook = false
        while index < count {
            // Most text is long runs of bytes that need no look: eight at a time are tested at
            // once and copied whole with the run.
            if index &+ 8 <= count {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                if !EscapeScan.mayNeedEscaping(word, inAttribute: inAttribute) {
                    index &+= 8
                    continue
                }
            } else if !tailNeedsLook {
                // Fewer than eight bytes left (a short text, the end of a long one): tested at
                // once too, in the last eight bytes (some looked at already: a byte replaced there
                // only sends the rest byte by byte), or a short text padded with letters. Once
                // they need a look, byte by byte.
                var word = EscapeScan.padding
                if count >= 8 {
                    word = UnsafeRawPointer(base + (count &- 8)).loadUnaligned(as: UInt64.self)
                } else {
                    for offset in index..<count {
                        word = word << 8 | UInt64(base[offset])
                    }
                }
                if !EscapeScan.mayNeedEscaping(word, inAttribute: inAttribute) {
                    index = count
                    break
                }
                tailNeedsLook = true
            }
            let byte = base[index]
            let replacement: StaticString
            var width = 1
            switch byte {
            case UInt8(ascii: "&"): replacement = "&amp;"
            case UInt8(ascii: "<"): replacement = "&lt;"
            case UInt8(ascii: ">"): replacement = "&gt;"
            case UInt8(ascii: "\"") where inAttribute: replacement = "&quot;"
            case UInt8(ascii: "'") where inAttribute: replacement = "&#39;"
            case 0x09, 0x0A, 0x0C, 0x0D:
                // Tab, line feed, form feed and carriage return are allowed.
                index &+= 1
                continue
            case 0x00...0x1F, 0x7F:
                // NUL and the other control characters HTML forbids.
                replacement = "\u{FFFD}"
            case 0xC2 where index &+ 1 < count && (0x80...0x9F).contains(base[index &+ 1]):
                // A C1 control character (U+0080 to U+009F); other characters starting with
                // 0xC2 are kept.
                replacement = "\u{FFFD}"
                width = 2
            default:
                index &+= 1
                continue
            }
            if runStart < index {
                write(UnsafeRawBufferPointer(start: base + runStart, count: index &- runStart))
            }
            write(replacement)
            index &+= width
            runStart = index
        }
        if runStart < count {
            write(UnsafeRawBufferPointer(start: base + runStart, count: count &- runStart))
        }
    }

    @inline(__always)
    private mutating func flushIfFull() {
        if count >= options.chunkSize { flush() }
    }

    private mutating func flush() {
        guard count > 0 else { return }
        statistics.peakBufferSize = max(statistics.peakBufferSize, count)
        send(UnsafeRawBufferPointer(start: storage, count: count))
        count = 0
    }

    private mutating func send(_ bytes: UnsafeRawBufferPointer) {
        guard failure == nil else { return }
        do {
            try sink.write(bytes)
            statistics.byteCount += bytes.count
            statistics.chunkCount += 1
        } catch {
            failure = error
        }
    }
}

/// What ``HTMLOutput/openElement(_:_:context:layout:)`` opened, for
/// ``HTMLOutput/closeElement(_:)`` to close, and where the element's content renders.
public struct OpenedElement: Sendable {
    /// Whether the content is to be rendered: not when the rendering failed, or the element is
    /// nested deeper than ``RenderOptions/maximumDepth``.
    public internal(set) var rendersContent = false
    var endTag: StaticString?
    var closesBox = false
    var wrappers = 0
    var row: StaticString?
}

extension IdentityStep {
    /// Whether both are the same step: for ``HTMLOutput/Place/hasSameIdentity(as:)``.
    fileprivate func isSame(as other: IdentityStep) -> Bool {
        // Not a switch over both: that copies them into a tuple.
        switch self {
        case .position(let a): if case .position(let b) = other { return a == b }
        case .integer(let a): if case .integer(let b) = other { return a == b }
        case .other(let a): if case .other(let b) = other { return AnyHashable(a) == AnyHashable(b) }
        }
        return false
    }

    fileprivate func hash(into hasher: inout Hasher) {
        switch self {
        case .position(let position):
            hasher.combine(0)
            hasher.combine(position)
        case .integer(let number):
            hasher.combine(1)
            hasher.combine(number)
        case .other(let id):
            hasher.combine(2)
            hasher.combine(AnyHashable(id))
        }
    }
}

/// Where the renderer's stack of decorations stood: see ``HTMLOutput/pushDecoration(_:context:)``.
public struct DecorationMark: Sendable {
    let count: Int
}

/// A set of pending decorations by offset: bits for the first 64, an array past them (no real
/// page has that many on one element).
private struct LiveDecorations {
    var bits: UInt64 = 0
    var beyond: [Bool]?

    mutating func insert(_ offset: Int) {
        if offset < 64 { bits |= 1 << UInt64(offset) } else { beyond?[offset] = true }
    }

    func contains(_ offset: Int) -> Bool {
        offset < 64 ? bits & (1 << UInt64(offset)) != 0 : beyond?[offset] ?? false
    }
}

/// Tests eight bytes at once for one that `writeEscaped` must look at, with the bit tricks of
/// "SIMD within a register": a byte equal to `c` is a zero byte of `word ^ c…c`, and
/// `(v - 0x01…01) & ~v & 0x80…80` is not zero exactly when `v` has a zero byte (likewise a byte
/// below `n` with `n…n` subtracted).
enum EscapeScan {
    // Constants the compiler folds into the instructions (a stored `static let` is read from
    // memory, behind a check that it was initialised).

    /// Letters (`A`), which never need a look: what fills a word beyond the end of a text.
    @inline(__always) static var padding: UInt64 { 0x4141_4141_4141_4141 }
    @inline(__always) private static var ones: UInt64 { 0x0101_0101_0101_0101 }
    @inline(__always) private static var highs: UInt64 { 0x8080_8080_8080_8080 }

    @inline(__always)
    private static func zeroBytes(_ value: UInt64) -> UInt64 {
        (value &- ones) & ~value
    }

    @inline(__always)
    private static func bytesBelow(_ word: UInt64, _ limit: UInt8) -> UInt64 {
        (word &- ones &* UInt64(limit)) & ~word
    }

    /// Whether any of the eight bytes is a control character, DEL, `&`, `<`, `>`, 0xC2 (which
    /// may start a C1 control character) or, in an attribute, a quote.
    @inline(__always)
    static func mayNeedEscaping(_ word: UInt64, inAttribute: Bool) -> Bool {
        // `<` (0x3C) and `>` (0x3E) differ in one bit: set it, and one comparison finds both.
        var found = bytesBelow(word, 0x20)
            | zeroBytes(word ^ (ones &* 0x7F))
            | zeroBytes((word | (ones &* 0x02)) ^ (ones &* 0x3E))
            | zeroBytes(word ^ (ones &* 0xC2))
        if inAttribute {
            // `&` (0x26) and `'` (0x27) likewise; then `"` (0x22).
            found |= zeroBytes((word | ones) ^ (ones &* 0x27)) | zeroBytes(word ^ (ones &* 0x22))
        } else {
            found |= zeroBytes(word ^ (ones &* 0x26))
        }
        return found & highs != 0
    }
}
