import ArgumentParser
import Foundation
import Hummingbird
import Logging
import NIOCore
import TesseraGallery
import TesseraServer

/// `tessera gallery`: Tessera's components and screens, served to look at and try.
struct GalleryCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Serve a gallery of Tessera's components and composed-sections screens.",
        discussion: """
            Open the address it prints. The index links to every page: the screens of the \
            composed sections — a contacts list with selection, deleting, moving and actions, and \
            rows added and removed live — served by the same server as 'tessera serve'. Open a \
            screen in two windows: a change in one reaches the other.

            The screens keep their state in memory, shared by every browser, until the server stops.

            --theme FILE shows every component in a theme of your own, as 'tessera serve \
            --theme' does: a JSON file of colours and fonts over the standard theme.

            EXAMPLES
              tessera gallery
              tessera gallery --port 9000
              tessera gallery --theme Docs/Themes/purple.json
            """
    )

    @Option(name: .long, help: ArgumentHelp("The interface to listen on.", valueName: "address"))
    var host = "127.0.0.1"

    @Option(name: .long, help: ArgumentHelp("The port to listen on (0 picks a free one).", valueName: "port"))
    var port = 8081

    @Option(name: .long, help: ArgumentHelp(ThemeOption.help, valueName: "file"))
    var theme: String?

    func validate() throws {
        guard (0...65_535).contains(port) else {
            throw ValidationError("--port must be a number from 0 to 65535, not \(port).")
        }
    }

    func run() async throws {
        let theme: ThemeAssets
        do {
            theme = try ThemeOption.load(self.theme, command: "tessera gallery")
        } catch let failure as ServeFailure {
            FileHandle.standardError.write(Data("tessera gallery: \(failure.message)\n".utf8))
            throw ExitCode(1)
        }
        var logger = Logger(label: "tessera")
        logger.logLevel = .notice
        let app = Application(
            // The loopback names and the address served on: no page elsewhere reaches the gallery
            // by DNS rebinding.
            router: await GalleryServer.router(allowedHosts: host == "0.0.0.0" || host == "::" ? .any : .loopback.adding([host]), theme: theme),
            server: .tessera(),
            configuration: .init(address: .hostname(host, port: port), serverName: "Tessera"),
            onServerRunning: { [host] channel in
                let port = channel.localAddress?.port ?? 0
                let shownHost = host.contains(":") ? "[\(host)]" : host
                // Written unbuffered: whoever started the server (a script, a test) waits for it.
                FileHandle.standardOutput.write(Data("Serving the gallery at http://\(shownHost):\(port)/ — Ctrl-C stops\n".utf8))
            },
            logger: logger
        )
        do {
            try await app.runService()
        } catch let error as IOError {
            FileHandle.standardError.write(Data("tessera gallery: cannot listen on \(host):\(port): \(String(cString: strerror(error.errnoCode))). Choose another with --port.\n".utf8))
            throw ExitCode(1)
        }
    }
}
