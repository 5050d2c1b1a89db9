/// One library's way of rendering the film page.
///
/// Everything a library does once per program — parsing and compiling a template, registering a
/// filter — happens in `init`, outside the timing; everything it does for each page a server
/// sends — building its context from the films, walking the template, escaping, producing the
/// bytes — happens in ``render()``, which is timed.
protocol PageRenderer {
    /// The library's name, as the table prints it and `--library` takes it.
    static var name: String { get }

    /// How the library hands out the page, for the table: streamed a chunk at a time or whole.
    static var delivery: String { get }

    /// Prepares to render `films`: templates parsed, nothing rendered yet.
    init(films: [Film]) throws

    /// Renders the page once and returns how many bytes of HTML it made.
    func render() throws -> Int

    /// Renders the page once and returns its HTML, for the equivalence check.
    func html() throws -> String
}

/// Every library measured, Tessera first: the others' ratios are to it.
var renderers: [any PageRenderer.Type] {
    [
        TesseraRenderer.self, TesseraWholePageRenderer.self,
        PlotRenderer.self, MustacheRenderer.self, StencilRenderer.self, LeafRenderer.self,
    ]
}

/// The column headers every page has, in order.
let columnTitles = ["Title", "Year", "Rating", "Length", "Rate", "Status", "Description"]
