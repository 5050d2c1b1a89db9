import Tessera
import TesseraComponents

/// The gallery's page of icons: every name `Image(systemName:)` draws, each with its icon, and a
/// search of the names.
///
/// The search is a form that reads (`/icons?q=arrow circle`): the server lists the names that
/// hold every word of it, so it works without a script. With the page's small script
/// (``scriptSource``) the list narrows as the person types, by the same rule.
struct IconsPage: View {
    /// Where the gallery serves the page.
    static let path = "/icons"

    /// The page as the gallery's index lists it.
    static let entry = GalleryEntry(
        path: path, title: "Icons",
        summary: "Every SF Symbols name Image(systemName:) draws (\(grouped(SystemImage.names.count))), with its icon, and a search of the names.")

    /// What was searched for, as typed.
    let query: String

    var body: some View {
        let names = Self.names(matching: query)
        NavigationStack {
            VStack(alignment: .leading, spacing: 16) {
                GalleryBackLink()
                Text(
                    "Every SF Symbols name Image(systemName:) draws. Tessera draws the commonest itself; the others are Tabler Icons (MIT licence), in the same style. A name not here draws a dashed square."
                )
                .foregroundStyle(.secondary)
                Form(method: .get) {
                    HStack(alignment: .bottom, spacing: 8) {
                        SearchField(title: "Search the names", name: "q", text: query, placeholder: "trash, arrow circle, fill")
                        Button(submit: "Search")
                    }
                }
                .attribute("data-part", "icon-search")
                Text(Self.countText(shown: names.count, searched: !Self.words(of: query).isEmpty))
                    .foregroundStyle(.secondary)
                    .attribute("data-part", "icon-count")
                    .attribute("role", "status")
                Text("No name holds every word searched for.")
                    .attribute("data-part", "icon-none")
                    .attribute("hidden", nil, when: !names.isEmpty)
                IconGrid(names: names)
                HStack(spacing: 4) {
                    Text("Tabler Icons: Copyright (c) 2020 Paweł Kuna, MIT licence (LICENSES/tabler-icons.txt);")
                    Link("tabler.io/icons", destination: "https://tabler.io/icons")
                }
                .font(.footnote)
                .foregroundStyle(.secondary)
                ScriptTag(source: Self.scriptPath)
            }
        }
        .navigationTitle("Icons")
    }

    /// The words of a search: lowercased, split at spaces.
    static func words(of query: String) -> [Substring] {
        query.lowercased().split(whereSeparator: \.isWhitespace)
    }

    /// The names that hold every word of `query`, in ``SystemImage/names``' order; all of them
    /// for an empty query.
    static func names(matching query: String) -> [String] {
        let words = words(of: query)
        guard !words.isEmpty else { return SystemImage.names }
        return SystemImage.names.filter { name in words.allSatisfy { name.contains($0) } }
    }

    /// "1,162 names", or "12 of 1,162 names" after a search: what the script writes too.
    static func countText(shown: Int, searched: Bool) -> String {
        let total = grouped(SystemImage.names.count)
        return searched ? "\(grouped(shown)) of \(total) names" : "\(total) names"
    }

    /// `number` with a comma between its thousands.
    static func grouped(_ number: Int) -> String {
        var digits = String(number)
        var index = digits.endIndex
        while digits.distance(from: digits.startIndex, to: index) > 3 {
            index = digits.index(index, offsetBy: -3)
            digits.insert(",", at: index)
        }
        return digits
    }

    /// The script that narrows the list as the person types: it hides the cells whose name lacks
    /// a word of the search, writes the count, and keeps the address's `?q=` in step. On a page
    /// the server already narrowed, it first fetches the whole list once. Served from the
    /// gallery's own origin at ``scriptPath``, as the pages' policy requires.
    static let scriptSource = """
        // Tessera's gallery: the icons page narrowed as the person types, by the server's rule for
        // ?q=: a name is shown when it holds every word of the search.
        (() => {
          const form = document.querySelector("[data-part=icon-search]");
          const field = form && form.querySelector("input[name=q]");
          const count = document.querySelector("[data-part=icon-count]");
          const none = document.querySelector("[data-part=icon-none]");
          let grid = document.querySelector("[data-part=icon-grid]");
          if (!field || !count || !none || !grid) return;
          const total = Number(grid.dataset.total);
          let whole = grid.children.length === total;
          let loading = null;
          const grouped = (number) => String(number).replace(/\\B(?=(\\d{3})+(?!\\d))/g, ",");
          const words = (text) => text.toLowerCase().split(/\\s+/).filter((word) => word.length > 0);
          const show = () => {
            const wanted = words(field.value);
            let shown = 0;
            for (const cell of grid.children) {
              const name = cell.dataset.icon || "";
              cell.hidden = !wanted.every((word) => name.includes(word));
              if (!cell.hidden) shown += 1;
            }
            count.textContent = wanted.length ? grouped(shown) + " of " + grouped(total) + " names" : grouped(total) + " names";
            none.hidden = shown > 0;
            const query = field.value.trim();
            history.replaceState(history.state, "", query ? "?q=" + encodeURIComponent(query) : location.pathname);
          };
          // A page the server narrowed holds only its matches: fetch the whole list, once.
          const everyIcon = () => loading || (loading = fetch(location.pathname)
            .then((response) => response.ok ? response.text() : Promise.reject(new Error(String(response.status))))
            .then((html) => {
              const fetched = new DOMParser().parseFromString(html, "text/html").querySelector("[data-part=icon-grid]");
              if (fetched) { grid.replaceWith(fetched); grid = fetched; whole = true; }
            }));
          field.addEventListener("input", () => {
            if (whole) show(); else everyIcon().then(show, () => {});
          });
        })();

        """

    /// Where the page loads ``scriptSource`` from: the name changes with the script, so that it
    /// is cached for good.
    static let scriptPath: String = {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in scriptSource.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return "/icons/filter-\(String(hash, radix: 16)).js"
    }()
}

/// The icons as a grid of cells, each an icon above its name (`data-icon` holds it too, for the
/// script): `data-part="icon-grid"`, which the theme's stylesheet lays out, holding how many names
/// there are in all (`data-total`).
struct IconGrid: PrimitiveView {
    let names: [String]

    static func _render(_ view: Self, into output: inout HTMLOutput, context: RenderContext) {
        var grid = HTMLAttributes()
        grid.set("data-part", "icon-grid")
        grid.set("data-total", String(SystemImage.names.count))
        output.element("div", grid, context: context) { output, inner in
            for name in view.names {
                var cell = HTMLAttributes()
                cell.set("data-part", "icon-cell")
                cell.set("data-icon", name)
                output.element("div", cell, context: inner) { output, inner in
                    Image._render(Image(systemName: name), into: &output, context: inner)
                    // A long name breaks after a dot rather than inside a word.
                    output.element("span", context: inner) { output, inner in
                        for (index, part) in name.split(separator: ".", omittingEmptySubsequences: false).enumerated() {
                            if index > 0 { output.writeTrustedHTML(".<wbr>", context: inner) }
                            output.text(String(part), context: inner)
                        }
                    }
                }
            }
        }
    }
}
