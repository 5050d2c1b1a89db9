// The Direct application inside a Hummingbird application of your own: your routes beside it,
// under a path of your choice, with a page, a property component, an editor and a formatter of
// yours chosen by rules.
//
//   swift run tessera sample-db                 # rental.sqlite
//   swift run embedded-direct-example rental.sqlite [port]
//   open http://127.0.0.1:8080/admin

// The views are in Views.swift: Hummingbird has a type called `Environment` too, so a file that
// imports both must write `@Tessera.Environment`; keeping views apart from server code avoids it.
import Foundation
import Hummingbird
import Tessera
import TesseraData
import TesseraDirect
import TesseraRules
import TesseraServer

@main
struct EmbeddedDirectExample {
    static func main() async throws {
        let arguments = CommandLine.arguments.dropFirst()
        let path = arguments.first ?? "rental.sqlite"
        let port = arguments.dropFirst().first.flatMap(Int.init) ?? 8080
        let database = try await Database.open(path)
        let rules = RuleModel {
            \.task == "inspect" && \.entity?.name == "customer" => \.page <= CustomerPage()
            \.propertyKey == "rating" && \.task != "edit" => \.component <= RatingBadge()
            \.propertyKey == "amount" => \.formatter <= "currency"
            // A film's rental duration, in days, as stars: an editor and a formatter of yours.
            \.entity?.name == "film" && \.propertyKey == "rental_duration" && \.task == "edit" => \.component <= StarRatingEditor(maximum: 7)
            \.entity?.name == "film" && \.propertyKey == "rental_duration" => \.formatter <= DirectFormatter("stars") { value, _ in
                guard let days = value.int, (0...7).contains(days) else { return nil }
                return String(repeating: "★", count: days) + String(repeating: "☆", count: 7 - days)
            }
        }
        let application = DirectApplication(database: database, rules: rules, paths: DirectPaths(basePath: "/admin"))

        let router = Router(context: BasicTesseraRequestContext.self, options: .autoGenerateHeadEndpoints)
        router.addTesseraMiddleware()
        router.get("/") { _, _ in
            HTMLResponse(title: "My shop") {
                VStack(alignment: .leading) {
                    Text("Welcome to my shop").font(.title)
                    Link("Administration", destination: "/admin")
                }
            }
        }
        router.addDirectRoutes(application)

        let app = Application(
            router: router, configuration: .init(address: .hostname("127.0.0.1", port: port)),
            onServerRunning: { channel in
                // Written unbuffered: whoever started the server (a script, a test) waits for it.
                FileHandle.standardOutput.write(Data("Serving my shop at http://127.0.0.1:\(channel.localAddress?.port ?? 0)/ — Ctrl-C stops\n".utf8))
            })
        try await app.runService()
        try await database.close()
    }
}
