// The Direct application inside a Hummingbird application of your own: your routes beside it,
// under a path of your choice, with a page and a property component of yours chosen by rules.
//
//   swift run tessera sample-db                 # rental.sqlite
//   swift run embedded-direct-example rental.sqlite
//   open http://127.0.0.1:8080/admin

// The views are in Views.swift: Hummingbird has a type called `Environment` too, so a file that
// imports both must write `@Tessera.Environment`; keeping views apart from server code avoids it.
import Hummingbird
import Tessera
import TesseraData
import TesseraDirect
import TesseraRules
import TesseraServer

@main
struct EmbeddedDirectExample {
    static func main() async throws {
        let path = CommandLine.arguments.dropFirst().first ?? "rental.sqlite"
        let database = try await Database.open(path)
        let rules = RuleModel {
            \.task == "inspect" && \.entity?.name == "customer" => \.page <= CustomerPage()
            \.propertyKey == "rating" && \.task != "edit" => \.component <= RatingBadge()
            \.propertyKey == "amount" => \.formatter <= "currency"
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

        let app = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: 8080)))
        try await app.runService()
        try await database.close()
    }
}
