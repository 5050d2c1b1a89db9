import ArgumentParser
import Foundation
import Tessera

/// `tessera render`: writes the demo page's HTML.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render the built-in demo page to HTML.",
        discussion: """
            Writes a customer page of the sample rental store — a header, a grid of details, a \
            table, a list of links and a form with every control — as a whole HTML document \
            with its stylesheet, or as a fragment. Open the file in a browser to see Tessera's \
            output; read it to see the HTML a view becomes.

            Examples:
              tessera render > demo.html
              tessera render --output demo.html
              tessera render --fragment --identity all
            """
    )

    /// Which elements carry their identity path.
    enum Identity: String, ExpressibleByArgument, CaseIterable {
        case none, explicit, all

        var attributes: RenderOptions.IdentityAttributes {
            switch self {
            case .none: .none
            case .explicit: .explicit
            case .all: .all
            }
        }
    }

    @Option(name: .shortAndLong, help: ArgumentHelp("Write to this file instead of standard output.", valueName: "path"))
    var output: String?

    @Flag(help: "Write only the page's content, without <html>, <head> and the stylesheet.")
    var fragment = false

    @Option(help: "Which elements carry a data-tid identity path: none, explicit (rows and views with an id) or all.")
    var identity: Identity = .explicit

    func run() throws {
        let renderer = HTMLRenderer(options: RenderOptions(identityAttributes: identity.attributes))
        if let output {
            try OutputFile.write(to: output) { sink in
                try render(with: renderer, into: &sink)
            }
        } else {
            var sink = FileDescriptorSink.standardOutput
            try render(with: renderer, into: &sink)
        }
    }

    private func render(with renderer: HTMLRenderer, into sink: inout some HTMLSink) throws {
        if fragment {
            try renderer.render(DemoPage(), into: &sink)
        } else {
            try renderer.render(HTMLDocument(title: "Mary Smith — Customer") { DemoPage() }, into: &sink)
        }
    }
}
