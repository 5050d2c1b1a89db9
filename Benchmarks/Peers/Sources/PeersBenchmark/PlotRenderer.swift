import Plot

/// Plot's typed node DSL, the API its README leads with: the document is built as a tree of
/// `Node`s for each page and rendered to a `String`, minified. Plot has no streaming output.
struct PlotRenderer: PageRenderer {
    static let name = "Plot"
    static let delivery = "whole page (String)"

    let films: [Film]

    init(films: [Film]) {
        self.films = films
    }

    func render() throws -> Int {
        document().render().utf8.count
    }

    func html() throws -> String {
        document().render()
    }

    /// The page, built anew for each rendering as a server builds it for each request.
    private func document() -> HTML {
        HTML(
            .lang(.english),
            .head(
                .meta(.attribute(named: "charset", value: "utf-8")),
                .meta(.attribute(named: "name", value: "viewport"), .content("width=device-width, initial-scale=1")),
                // Not `.title`, which adds Twitter's and Open Graph's title too.
                .element(named: "title", text: "Films"),
                .link(.rel(.stylesheet), .href("/assets/tessera.css"))
            ),
            .body(
                .main(
                    .class("t-navigation-stack"),
                    .h1(.class("t-navigation-title"), .text("Films")),
                    .div(
                        .class("t-hstack"),
                        .span(.class("t-fg-secondary"), .text("\(films.count) films")),
                        .div(.class("t-spacer")),
                        .a(.class("t-link"), .href("/film/new"), .text("New film"))
                    ),
                    .div(
                        .class("t-table-scroll"),
                        .table(
                            .class("t-table"),
                            .thead(.tr(.forEach(columnTitles) { title in
                                .th(.attribute(named: "scope", value: "col"), .text(title))
                            })),
                            .tbody(.forEach(films) { film in
                                .tr(
                                    .attribute(named: "data-tid", value: "1/@\(film.id)"),
                                    .td(.a(.class("t-link"), .href(film.path), .text(film.title))),
                                    .td(.text(String(film.year))),
                                    .td(.text(film.rating)),
                                    .td(.text("\(film.length) min")),
                                    .td(.text(film.rate)),
                                    .td(.span(
                                        .class("t-clip \(film.isAvailable ? "t-bg-green" : "t-bg-orange") t-font-caption"),
                                        .style("border-radius:9999px;padding-inline:6px"),
                                        .text(film.status)
                                    )),
                                    .td(.text(film.description))
                                )
                            })
                        )
                    )
                )
            )
        )
    }
}
