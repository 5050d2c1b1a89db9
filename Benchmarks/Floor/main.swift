import Foundation
import Hummingbird
import PostgresNIO

// tessera-floor: the floor of `tessera serve`'s pages, for Benchmarks/serve-vs-floor.sh.
//
//   tessera-floor DATABASE --capture FILE [--look basic|fiori] [--port 0]
//
// DATABASE is the SQLite file or postgres:// URL Tessera served; FILE the capture the script
// wrote from Tessera's statement log (Capture). It prints "Serving … at http://127.0.0.1:PORT/"
// once it listens, as `tessera serve` does, and answers the page kinds of the capture.

/// The command line, read by hand: the floor depends on nothing but its server and the engines.
struct Arguments {
    var database = ""
    var capture = ""
    var look = Look.basic
    var port = 8081

    init(_ arguments: [String]) throws {
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--capture": capture = try Self.value(of: argument, from: &rest)
            case "--look":
                let name = try Self.value(of: argument, from: &rest)
                guard let look = Look(rawValue: name) else { throw FloorFailure("--look is basic or fiori, not \(name)") }
                self.look = look
            case "--port":
                let text = try Self.value(of: argument, from: &rest)
                guard let port = Int(text), (0...65_535).contains(port) else { throw FloorFailure("--port is a number from 0 to 65535, not \(text)") }
                self.port = port
            default:
                guard !argument.hasPrefix("--"), database.isEmpty else { throw FloorFailure("unknown argument \(argument)") }
                database = argument
            }
        }
        guard !database.isEmpty, !capture.isEmpty else {
            throw FloorFailure("usage: tessera-floor DATABASE --capture FILE [--look basic|fiori] [--port 0]")
        }
    }

    private static func value(of option: String, from rest: inout ArraySlice<String>) throws -> String {
        guard let value = rest.popFirst() else { throw FloorFailure("\(option) needs a value") }
        return value
    }
}

do {
    let arguments = try Arguments(Array(CommandLine.arguments.dropFirst()))
    let capture = try Capture(contentsOf: arguments.capture)
    let database: FloorDatabase
    if arguments.database.hasPrefix("postgres") {
        // As many connections as Tessera's pool keeps by default (--max-connections 4).
        database = .postgres(try FloorDatabase.postgresClient(arguments.database, maximumConnections: 4))
    } else {
        database = .sqlite(try SQLiteConnections(path: arguments.database, statementCount: capture.statements.count))
    }
    let server = try FloorServer(look: arguments.look, database: database, capture: capture)
    let display = arguments.database
    var application = Application(
        router: server.router(),
        configuration: .init(address: .hostname("127.0.0.1", port: arguments.port)),
        onServerRunning: { channel in
            // Unbuffered: the script waits for this line.
            FileHandle.standardOutput.write(Data("Serving \(display) (floor, \(arguments.look.rawValue)) at http://127.0.0.1:\(channel.localAddress?.port ?? 0)/\n".utf8))
        }
    )
    // PostgresNIO's client works while its run() does: the application runs it beside the server.
    if case .postgres(let client) = database { application.addServices(client) }
    try await application.runService()
} catch {
    FileHandle.standardError.write(Data("tessera-floor: \(error)\n".utf8))
    exit(1)
}
