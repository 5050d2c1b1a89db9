/// The icons ``Image/init(systemName:)`` knows, named as in Apple's SF Symbols so that a SwiftUI
/// developer guesses right: outline drawings on a 24-point grid, stroked in the current text colour.
///
/// There are 1,162 names. The commonest 73 (`person`, `envelope`, `phone`, `calendar`, `star`,
/// `pencil`, `trash`, `plus`, `checkmark`, `xmark`, `chevron.right`, `magnifyingglass`, `gear`, …)
/// are drawn for Tessera; the others are [Tabler Icons](https://tabler.io/icons) (MIT licence,
/// Copyright (c) 2020 Paweł Kuna; `LICENSES/tabler-icons.txt`), drawn in the same style: the
/// families business screens use — people, mail and messages, time, marks, editing, status,
/// arrows and chevrons, documents and folders, commerce and currencies, charts, security, devices,
/// media — with their `.fill`, `.circle` and `.square` variants where SF Symbols has them. A
/// `.fill` name that Tabler draws only in outline draws the outline; a `.circle` or `.square`
/// name whose Tabler drawing has no frame draws it at half size in one.
///
/// ``names`` lists every name, and `tessera gallery` shows them all at `/icons`, with a search.
/// A name gets an icon that means the same thing or none: an unknown name draws a dashed square
/// and names itself in `data-missing-icon`, so the mistake shows on the page.
///
/// `Icons/generate.py` writes Tabler's part from `Icons/mapping.tsv`, which says which Tabler
/// drawing each name gets.
public enum SystemImage {
    /// Every name that draws an icon, sorted.
    public static let names: [String] = drawings.keys.sorted()

    /// The SVG content of each icon, by name: Tessera's own drawings, and Tabler's for the rest.
    static let drawings: [String: String] = {
        var drawings = tablerDrawingsByName()
        for (name, drawing) in ownDrawings { drawings[name] = drawing }
        return drawings
    }()

    /// Tabler's drawings by SF Symbols name, read from the generated `tablerDrawings` and
    /// `tablerNames`; names that share a drawing share its string. Read as bytes (the text is
    /// ASCII): splitting by characters would find grapheme boundaries in 140 KB, most of the time.
    private static func tablerDrawingsByName() -> [String: String] {
        let newline = UInt8(ascii: "\n"), space = UInt8(ascii: " ")
        var byIcon: [Substring: String] = [:]
        for line in tablerDrawings.utf8.split(separator: newline) {
            guard let end = line.firstIndex(of: space) else { continue }
            byIcon[Substring(line[..<end])] = String(Substring(line[line.index(after: end)...]))
        }
        var drawings: [String: String] = [:]
        drawings.reserveCapacity(1_200)
        for line in tablerNames.utf8.split(separator: newline) {
            let fields = line.split(separator: space)
            guard fields.count >= 2, let drawing = byIcon[Substring(fields[1])] else { continue }
            let name = String(Substring(fields[0]))
            switch fields.count > 2 ? Substring(fields[2]) : "" {
            case "circle": drawings[name] = #"<circle cx="12" cy="12" r="9"/>"# + halfSize(drawing)
            case "square": drawings[name] = #"<rect x="3" y="3" width="18" height="18" rx="2"/>"# + halfSize(drawing)
            default: drawings[name] = drawing
            }
        }
        return drawings
    }

    /// `drawing` at half its size in the middle of the grid, its lines as thick as a whole icon's.
    private static func halfSize(_ drawing: String) -> String {
        #"<g transform="matrix(.5 0 0 .5 6 6)" stroke-width="4">"# + drawing + "</g>"
    }

    /// Tessera's own drawings, which win over Tabler's of the same name. Paths are stroked unless
    /// the drawing fills them itself.
    static let ownDrawings: [String: String] = [
        "person": #"<circle cx="12" cy="8" r="4"/><path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7"/>"#,
        "person.fill": #"<circle cx="12" cy="8" r="4" fill="currentColor"/><path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7z" fill="currentColor"/>"#,
        "person.circle": #"<circle cx="12" cy="12" r="10"/><circle cx="12" cy="10" r="3"/><path d="M6.5 18.5c1.2-2 3.2-3 5.5-3s4.3 1 5.5 3"/>"#,
        "person.2": #"<circle cx="9" cy="8" r="3.5"/><path d="M2 20c0-3.6 3-6 7-6s7 2.4 7 6"/><path d="M16 4.5a3.5 3.5 0 0 1 0 7"/><path d="M18 14.5c2.4.8 4 2.8 4 5.5"/>"#,
        "envelope": #"<rect x="3" y="5" width="18" height="14" rx="2"/><path d="m3 7 9 6 9-6"/>"#,
        "phone": #"<path d="M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2z"/>"#,
        "message": #"<path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z"/>"#,
        "bubble.left": #"<path d="M4 5h16v11H9l-5 4z"/>"#,
        "bell": #"<path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4z"/><path d="M10 20a2 2 0 0 0 4 0"/>"#,
        "paperplane": #"<path d="M22 2 11 13"/><path d="M22 2 15 22l-4-9-9-4z"/>"#,
        "calendar": #"<rect x="3" y="5" width="18" height="16" rx="2"/><path d="M3 10h18M8 3v4M16 3v4"/>"#,
        "clock": #"<circle cx="12" cy="12" r="9"/><path d="M12 7v5l3 3"/>"#,
        "star": #"<path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3l-5.6 2.9 1.1-6.2L3 9.6l6.2-.9z"/>"#,
        "star.fill": #"<path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3l-5.6 2.9 1.1-6.2L3 9.6l6.2-.9z" fill="currentColor"/>"#,
        "heart": #"<path d="M12 20s-8-4.9-8-10.5A4.5 4.5 0 0 1 12 7a4.5 4.5 0 0 1 8 2.5C20 15.1 12 20 12 20z"/>"#,
        "flag": #"<path d="M5 21V4"/><path d="M5 4h11l-2 4 2 4H5"/>"#,
        "bookmark": #"<path d="M6 3h12v18l-6-4-6 4z"/>"#,
        "tag": #"<path d="M3 12V3h9l9 9-9 9z"/><circle cx="7.5" cy="7.5" r="1.5"/>"#,
        "pencil": #"<path d="M4 20l1-5L16 4l4 4L9 19z"/><path d="m14 6 4 4"/>"#,
        "square.and.pencil": #"<path d="M11 4H5a2 2 0 0 0-2 2v13a2 2 0 0 0 2 2h13a2 2 0 0 0 2-2v-6"/><path d="M18 2.5 21.5 6 12 15.5l-4 1 1-4z"/>"#,
        "trash": #"<path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3"/>"#,
        "plus": #"<path d="M12 5v14M5 12h14"/>"#,
        "minus": #"<path d="M5 12h14"/>"#,
        "plus.circle": #"<circle cx="12" cy="12" r="9"/><path d="M12 8v8M8 12h8"/>"#,
        "doc.on.doc": #"<rect x="8" y="8" width="12" height="13" rx="2"/><path d="M16 8V5a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v11a2 2 0 0 0 2 2h2"/>"#,
        "checkmark": #"<path d="m4 12 5 5L20 6"/>"#,
        "checkmark.circle": #"<circle cx="12" cy="12" r="9"/><path d="m8 12 3 3 5-6"/>"#,
        "xmark": #"<path d="M6 6l12 12M18 6 6 18"/>"#,
        "xmark.circle": #"<circle cx="12" cy="12" r="9"/><path d="m9 9 6 6M15 9l-6 6"/>"#,
        "exclamationmark.triangle": #"<path d="M12 3 2 20h20z"/><path d="M12 10v4M12 17h.01"/>"#,
        "exclamationmark.circle": #"<circle cx="12" cy="12" r="9"/><path d="M12 7v6M12 16h.01"/>"#,
        "info.circle": #"<circle cx="12" cy="12" r="9"/><path d="M12 11v6M12 7.5h.01"/>"#,
        "questionmark.circle": #"<circle cx="12" cy="12" r="9"/><path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.7.3-1 .9-1 1.7M12 17h.01"/>"#,
        "circle": #"<circle cx="12" cy="12" r="9"/>"#,
        "circle.fill": #"<circle cx="12" cy="12" r="9" fill="currentColor"/>"#,
        "chevron.right": #"<path d="m9 5 7 7-7 7"/>"#,
        "chevron.left": #"<path d="m15 5-7 7 7 7"/>"#,
        "chevron.up": #"<path d="m5 15 7-7 7 7"/>"#,
        "chevron.down": #"<path d="m5 9 7 7 7-7"/>"#,
        "arrow.right": #"<path d="M4 12h16M14 6l6 6-6 6"/>"#,
        "arrow.left": #"<path d="M20 12H4M10 6l-6 6 6 6"/>"#,
        "arrow.up": #"<path d="M12 20V4M6 10l6-6 6 6"/>"#,
        "arrow.down": #"<path d="M12 4v16M6 14l6 6 6-6"/>"#,
        "arrow.clockwise": #"<path d="M20 12a8 8 0 1 1-2.3-5.7"/><path d="M20 4v5h-5"/>"#,
        "house": #"<path d="M3 11 12 3l9 8"/><path d="M5 10v10h5v-6h4v6h5V10"/>"#,
        "magnifyingglass": #"<circle cx="10.5" cy="10.5" r="6.5"/><path d="m15.5 15.5 5 5"/>"#,
        "ellipsis": #"<path d="M5 12h.01M12 12h.01M19 12h.01" stroke-width="3"/>"#,
        "line.3.horizontal": #"<path d="M4 6h16M4 12h16M4 18h16"/>"#,
        "line.3.horizontal.decrease": #"<path d="M4 6h16M7 12h10M10 18h4"/>"#,
        "list.bullet": #"<path d="M9 6h11M9 12h11M9 18h11M4 6h.01M4 12h.01M4 18h.01"/>"#,
        "square.grid.2x2": #"<rect x="4" y="4" width="7" height="7" rx="1"/><rect x="13" y="4" width="7" height="7" rx="1"/><rect x="4" y="13" width="7" height="7" rx="1"/><rect x="13" y="13" width="7" height="7" rx="1"/>"#,
        "gear": #"<circle cx="12" cy="12" r="3"/><path d="M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9 7 7M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1"/><circle cx="12" cy="12" r="7"/>"#,
        "folder": #"<path d="M3 6a1 1 0 0 1 1-1h5l2 2h9a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1z"/>"#,
        "doc": #"<path d="M6 3h8l5 5v13H6z"/><path d="M14 3v5h5"/>"#,
        "doc.text": #"<path d="M6 3h8l5 5v13H6z"/><path d="M14 3v5h5M9 13h7M9 17h7"/>"#,
        "paperclip": #"<path d="m20 11-8.5 8.5a5 5 0 0 1-7-7L13 4a3.5 3.5 0 0 1 5 5l-8.5 8.5a2 2 0 0 1-3-3L14 7"/>"#,
        "link": #"<path d="M10 14a4 4 0 0 0 6 0l3-3a4 4 0 0 0-6-6l-1 1"/><path d="M14 10a4 4 0 0 0-6 0l-3 3a4 4 0 0 0 6 6l1-1"/>"#,
        "lock": #"<rect x="5" y="11" width="14" height="10" rx="2"/><path d="M8 11V7a4 4 0 0 1 8 0v4"/>"#,
        "lock.open": #"<rect x="5" y="11" width="14" height="10" rx="2"/><path d="M8 11V7a4 4 0 0 1 7.7-1.5"/>"#,
        "eye": #"<path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z"/><circle cx="12" cy="12" r="3"/>"#,
        "eye.slash": #"<path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z"/><circle cx="12" cy="12" r="3"/><path d="M3 3l18 18"/>"#,
        "cart": #"<path d="M2 3h3l2.5 12h11L21 7H6"/><circle cx="9" cy="20" r="1.5"/><circle cx="17" cy="20" r="1.5"/>"#,
        "creditcard": #"<rect x="2" y="5" width="20" height="14" rx="2"/><path d="M2 10h20M6 15h4"/>"#,
        "location": #"<path d="M12 21s-7-6.2-7-12a7 7 0 0 1 14 0c0 5.8-7 12-7 12z"/><circle cx="12" cy="9" r="2.5"/>"#,
        "globe": #"<circle cx="12" cy="12" r="9"/><path d="M3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9z"/>"#,
        "building.2": #"<path d="M3 21h18M5 21V5l7-2v18M12 8h7v13"/><path d="M8 8h1M8 12h1M8 16h1M15 12h1M15 16h1"/>"#,
        "film": #"<rect x="3" y="4" width="18" height="16" rx="2"/><path d="M7 4v16M17 4v16M3 8h4M3 12h4M3 16h4M17 8h4M17 12h4M17 16h4"/>"#,
        "chart.bar": #"<path d="M4 20V10M10 20V4M16 20v-7M22 20H2"/>"#,
        "printer": #"<path d="M7 9V3h10v6"/><rect x="3" y="9" width="18" height="8" rx="2"/><path d="M7 14h10v7H7z"/>"#,
        "tray": #"<path d="M3 13l3-8h12l3 8v6H3z"/><path d="M3 13h5l1 3h6l1-3h5"/>"#,
        "square.and.arrow.up": #"<path d="M12 15V3M8 7l4-4 4 4"/><path d="M8 11H5v10h14V11h-3"/>"#,
        "square.and.arrow.down": #"<path d="M12 3v12M8 11l4 4 4-4"/><path d="M8 7H5v14h14V7h-3"/>"#,
        "curlybraces": #"<path d="M9 4H8a2 2 0 0 0-2 2v3.5a2 2 0 0 1-2 2.5 2 2 0 0 1 2 2.5V18a2 2 0 0 0 2 2h1M15 4h1a2 2 0 0 1 2 2v3.5a2 2 0 0 0 2 2.5 2 2 0 0 0-2 2.5V18a2 2 0 0 1-2 2h-1"/>"#,
    ]

    /// Drawn for a name that is not in ``names``.
    static let missing = #"<rect x="4" y="4" width="16" height="16" stroke-dasharray="3 3"/>"#
}
