/// The CSS that gives Tessera's HTML its layout and look.
///
/// Views write classes, never layout: the stylesheet turns stacks into flex boxes, grids into
/// aligned columns, text styles into sizes. Colours are custom properties (`--t-red`,
/// `--t-accent`, …) with a light and a dark value that follow the browser's preference; override
/// them in a stylesheet of your own to theme a whole application.
public struct Stylesheet: Sendable {
    /// The CSS text.
    public var css: String

    /// A stylesheet with the given CSS.
    public init(css: String) {
        self.css = css
    }

    /// Tessera's stylesheet.
    public static let standard = Stylesheet(css: standardCSS + sectionsCSS)

    /// The CSS as it may stand in a `<style>` element: a `</` (which would end the element) as
    /// `<\/`. A scan of the bytes, without Foundation: every page embeds the stylesheet.
    var textForStyleElement: String {
        var css = css
        let hasEndTag = css.withUTF8 { bytes in
            zip(bytes, bytes.dropFirst()).contains { $0 == UInt8(ascii: "<") && $1 == UInt8(ascii: "/") }
        }
        guard hasEndTag else { return css }
        var escaped: [UInt8] = []
        escaped.reserveCapacity(css.utf8.count + 16)
        var previous: UInt8 = 0
        for byte in css.utf8 {
            if previous == UInt8(ascii: "<") && byte == UInt8(ascii: "/") { escaped.append(UInt8(ascii: "\\")) }
            escaped.append(byte)
            previous = byte
        }
        return String(decoding: escaped, as: UTF8.self)
    }
}

private let colorNames = [
    ("red", "#d70015", "#ff6961"), ("orange", "#c55300", "#ffb340"), ("yellow", "#946c00", "#ffd426"),
    ("green", "#248a3d", "#30db5b"), ("mint", "#0c817b", "#66d4cf"), ("teal", "#008299", "#5de6ff"),
    ("cyan", "#0071a4", "#70d7ff"), ("blue", "#0040dd", "#409cff"), ("indigo", "#3634a3", "#7d7aff"),
    ("purple", "#8944ab", "#da8fff"), ("pink", "#d30f45", "#ff6482"), ("brown", "#7f6545", "#b59469"),
    ("gray", "#6c6c70", "#aeaeb2"), ("black", "#000000", "#000000"), ("white", "#ffffff", "#ffffff"),
    ("clear", "transparent", "transparent"), ("primary", "#1c1c1e", "#f2f2f7"),
    ("secondary", "#5a5a5f", "#aeaeb2"), ("tertiary", "#6c6c70", "#8e8e93"),
    ("accent", "#0a5fd1", "#4da3ff"), ("background", "#ffffff", "#1c1c1e"),
]

private let textStyles = [
    ("largeTitle", "34px", "1.2", "400"), ("title", "28px", "1.2", "400"), ("title2", "22px", "1.25", "400"),
    ("title3", "20px", "1.25", "400"), ("headline", "17px", "1.3", "600"), ("subheadline", "15px", "1.35", "400"),
    ("body", "17px", "1.4", "400"), ("callout", "16px", "1.4", "400"), ("footnote", "13px", "1.35", "400"),
    ("caption", "12px", "1.3", "400"), ("caption2", "11px", "1.3", "400"),
]

private let standardCSS: String = {
    var css = ":root{color-scheme:light dark;--t-spacing:8px;--t-padding:16px;--t-separator:#c6c6c8;--t-fill:#f2f2f7;"
    css += "--t-font:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;"
    for (name, light, _) in colorNames { css += "--t-\(name):\(light);" }
    css += "}\n@media (prefers-color-scheme:dark){:root{--t-separator:#38383a;--t-fill:#2c2c2e;"
    for (name, _, dark) in colorNames { css += "--t-\(name):\(dark);" }
    css += "}}\n"
    css += """
        *,*::before,*::after{box-sizing:content-box}
        body{margin:0;font:17px/1.4 var(--t-font);color:var(--t-primary);background:var(--t-background)}
        a{color:var(--t-accent)}
        .t-hstack{display:flex;flex-direction:row;align-items:center;gap:var(--t-spacing)}
        .t-vstack{display:flex;flex-direction:column;align-items:center;gap:var(--t-spacing)}
        .t-hstack.t-align-top{align-items:flex-start}.t-hstack.t-align-bottom{align-items:flex-end}
        .t-hstack.t-align-firstTextBaseline{align-items:first baseline}.t-hstack.t-align-lastTextBaseline{align-items:last baseline}
        .t-vstack.t-align-leading{align-items:flex-start}.t-vstack.t-align-trailing{align-items:flex-end}
        .t-zstack{display:grid;place-items:center}.t-zstack>*{grid-area:1/1}
        .t-frame{display:flex;justify-content:center;align-items:center;min-width:0}
        .t-frame-h-leading{justify-content:flex-start}.t-frame-h-trailing{justify-content:flex-end}
        .t-frame-v-top{align-items:flex-start}.t-frame-v-bottom{align-items:flex-end}
        .t-zstack.t-frame-h-leading{justify-items:start}.t-zstack.t-frame-h-trailing{justify-items:end}
        .t-zstack.t-frame-v-top{align-items:start}.t-zstack.t-frame-v-bottom{align-items:end}
        .t-fill-width{flex-grow:1;align-self:stretch;width:auto}.t-hstack>.t-fill-width{align-self:auto}
        .t-fill-height{flex-grow:1;align-self:stretch}.t-vstack>.t-fill-height{align-self:auto}
        .t-spacer{flex:1 1 var(--t-spacing);min-width:0;min-height:0}.t-hstack>.t-spacer{min-width:var(--t-spacing)}
        .t-frame>.t-hstack:has(>.t-spacer,>.t-fill-width),.t-frame>.t-vstack:has(>.t-fill-width,>.t-hstack>.t-spacer){flex-grow:1}
        .t-vstack>.t-hstack:has(>.t-spacer,>.t-fill-width),.t-vstack>.t-vstack:has(>.t-fill-width,>.t-hstack>.t-spacer){align-self:stretch}
        .t-overlap{gap:0}.t-hstack.t-overlap>*+*{margin-inline-start:var(--t-overlap)}.t-vstack.t-overlap>*+*{margin-block-start:var(--t-overlap)}
        .t-divider{border:none;background:var(--t-separator);margin:0;height:1px;align-self:stretch}
        .t-hstack>.t-divider{height:auto;width:1px}
        .t-list{list-style:none;margin:0;padding:0;align-self:stretch}
        .t-list>li{padding:10px var(--t-padding);border-bottom:1px solid var(--t-separator)}
        .t-list>li.t-list-section{padding:0;border:none}
        .t-section-header{font-size:13px;text-transform:uppercase;color:var(--t-secondary);padding:16px var(--t-padding) 6px}
        .t-section-footer{font-size:13px;color:var(--t-secondary);padding:6px var(--t-padding) 16px}
        .t-disclosure{align-self:stretch}.t-disclosure-label{cursor:pointer;color:var(--t-accent)}
        .t-disclosure-content{display:flex;flex-direction:column;gap:var(--t-spacing);padding-block-start:var(--t-spacing)}
        .t-section{align-self:stretch}.t-section-content{display:flex;flex-direction:column;gap:var(--t-spacing)}
        .t-form{display:flex;flex-direction:column;gap:12px;align-items:stretch}
        .t-form .t-hstack{flex-wrap:wrap}
        .t-grid{display:table;border-spacing:var(--t-spacing)}.t-grid-row{display:table-row}
        .t-grid-row>*{display:table-cell;vertical-align:middle;text-align:center;overflow-wrap:anywhere}
        .t-grid-h-leading .t-grid-row>*{text-align:start}.t-grid-h-trailing .t-grid-row>*{text-align:end}
        .t-grid-v-top .t-grid-row>*{vertical-align:top}.t-grid-v-bottom .t-grid-row>*{vertical-align:bottom}
        .t-navigation-stack{display:flex;flex-direction:column;gap:var(--t-spacing);padding:var(--t-padding);box-sizing:border-box;width:100%;max-width:calc(1200px + 2 * var(--t-padding));margin:0 auto;align-self:stretch}
        .t-navigation-title{font-size:34px;line-height:1.2;font-weight:700;margin:8px 0}
        :where(.t-heading){margin:0;font-size:inherit;font-weight:inherit;line-height:inherit}
        .t-navigation-link{display:flex;align-items:center;gap:var(--t-spacing);text-decoration:none;color:inherit}
        .t-navigation-link>.t-icon:last-child{margin-inline-start:auto;color:var(--t-tertiary)}
        .t-label{display:inline-flex;align-items:center;gap:6px}
        .t-icon{width:1.1em;height:1.1em;flex:none;fill:none;stroke:currentColor;stroke-width:2;stroke-linecap:round;stroke-linejoin:round;vertical-align:-0.15em}
        .t-image{max-width:100%}.t-image-resizable{width:100%;height:100%;display:block}.t-image-fit{object-fit:contain}.t-image-fill{object-fit:cover}
        .t-button{font:inherit;display:inline-flex;align-items:center;gap:6px;padding:6px 14px;border-radius:8px;border:1px solid transparent;background:var(--t-accent);color:var(--t-background);cursor:pointer}
        .t-button:disabled{opacity:.45;cursor:default}
        .t-button-destructive{background:var(--t-red)}.t-button-cancel{background:transparent;color:var(--t-accent);border-color:var(--t-separator)}
        .t-tap{font:inherit;color:inherit;text-align:inherit;background:none;border:0;padding:0;margin:0;display:inline-flex;align-items:center;cursor:pointer;border-radius:4px}
        .t-field{display:flex;flex-direction:column;gap:4px;align-items:stretch}
        .t-field-label{font-size:15px;color:var(--t-secondary)}
        .t-text-field,.t-text-editor,.t-picker,.t-date-picker,.t-stepper{font:inherit;padding:6px 8px;border:1px solid var(--t-separator);border-radius:6px;background:var(--t-background);color:inherit}
        .t-text-editor{min-height:5em;resize:vertical}
        :is(.t-text-field,.t-text-editor,.t-picker,.t-date-picker,.t-stepper)[aria-invalid=true]{border-color:var(--t-red);box-shadow:0 0 0 1px var(--t-red)}
        .t-toggle{display:flex;flex-direction:row;align-items:center;gap:8px}
        .t-switch{appearance:none;width:42px;height:24px;border-radius:12px;background:var(--t-separator);position:relative;cursor:pointer;margin:0}
        .t-switch::before{content:"";position:absolute;top:2px;left:2px;width:20px;height:20px;border-radius:50%;background:#fff;transition:left .15s}
        .t-switch:checked{background:var(--t-green)}.t-switch:checked::before{left:20px}
        .t-switch:disabled{opacity:.45}
        .t-progress-view{display:flex;flex-direction:column;gap:4px}
        .t-dialog{border:none;border-radius:14px;padding:20px;max-width:min(420px,calc(100vw - 48px));box-sizing:border-box;background:var(--t-background);color:var(--t-primary);box-shadow:0 10px 40px rgba(0,0,0,.3)}
        .t-dialog[open]:not(:modal){position:fixed;inset:0;margin:auto;height:fit-content;z-index:100;box-shadow:0 10px 40px rgba(0,0,0,.3),0 0 0 100vmax rgba(0,0,0,.4)}
        .t-dialog::backdrop{background:rgba(0,0,0,.4)}
        .t-sheet{max-width:min(640px,calc(100vw - 24px));width:100%}
        .t-dialog-title{font-size:20px;font-weight:600;margin:0 0 8px}
        .t-dialog-message{color:var(--t-secondary);margin-bottom:16px}
        .t-dialog-content{margin-bottom:16px;display:flex;flex-direction:column;gap:var(--t-spacing)}
        .t-dialog-actions{display:flex;flex-wrap:wrap;justify-content:flex-end;gap:8px}
        .t-visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
        .t-table{border-collapse:collapse;align-self:stretch}
        .t-table th{text-align:start;font-weight:600;font-size:13px;color:var(--t-secondary);border-bottom:1px solid var(--t-separator);padding:6px 10px}
        .t-table td{padding:6px 10px;border-bottom:1px solid var(--t-separator);vertical-align:middle}
        .t-table tbody tr:hover{background:var(--t-fill)}
        .t-table .t-column-numeric{text-align:end;font-variant-numeric:tabular-nums}.t-table .t-column-nowrap{white-space:nowrap}.t-table .t-column-trailing{text-align:end}.t-table .t-column-center{text-align:center}
        .t-table-scroll{position:relative;overflow:auto;max-height:75vh;max-width:100%;align-self:stretch;border:1px solid var(--t-separator);border-radius:8px}
        .t-table-scroll>.t-table{width:100%}
        .t-table-scroll:has(>.t-sections-content):not(:has(.t-section-row)){display:none}
        .t-table-scroll>.t-table thead th{position:sticky;top:0;z-index:1;background:var(--t-background);border-bottom:none;box-shadow:inset 0 -1px 0 var(--t-separator)}
        .t-table-scroll>.t-table>tbody:last-child>tr:last-child>td{border-bottom:none}
        .t-padding{padding:var(--t-padding)}
        .t-clip{overflow:hidden}
        .t-hidden{visibility:hidden}
        .t-italic{font-style:italic}.t-underline{text-decoration:underline}.t-strikethrough{text-decoration:line-through}
        .t-underline.t-strikethrough{text-decoration:underline line-through}
        .t-design-monospaced{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}
        .t-design-serif{font-family:ui-serif,Georgia,serif}.t-design-rounded{font-family:ui-rounded,var(--t-font)}
        .t-design-default{font-family:var(--t-font)}
        .t-line-limit-1{white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
        .t-line-limit{display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:var(--t-lines);line-clamp:var(--t-lines);overflow:hidden}
        .t-text-leading{text-align:start}.t-text-center{text-align:center}.t-text-trailing{text-align:end}
        @media (max-width:640px){.t-navigation-stack{padding:12px}.t-navigation-title{font-size:28px}.t-navigation-stack .t-hstack{flex-wrap:wrap}
        .t-grid{display:flex;flex-direction:column;gap:12px}.t-grid-row{display:flex;flex-wrap:wrap;gap:12px 24px}.t-grid-row>*{display:block;flex:1 1 140px;min-width:0}}

        """
    for (name, size, lineHeight, weight) in textStyles {
        css += ".t-font-\(name){font-size:\(size);line-height:\(lineHeight);font-weight:\(weight)}\n"
    }
    for weight in stride(from: 100, through: 900, by: 100) {
        css += ".t-weight-\(weight){font-weight:\(weight)}"
    }
    css += "\n"
    for (name, _, _) in colorNames {
        css += ".t-fg-\(name){color:var(--t-\(name))}.t-bg-\(name){background-color:var(--t-\(name))}\n"
    }
    return css
}()
