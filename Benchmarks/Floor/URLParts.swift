import Foundation

/// The parts of a `postgres://user:password@host:port/database?schema=NAME` URL.
struct URLParts {
    let user: String
    let password: String?
    let host: String
    let port: Int
    let database: String
    let schema: String?

    init?(_ text: String) {
        guard let url = URLComponents(string: text), url.scheme == "postgres" || url.scheme == "postgresql", let host = url.host else { return nil }
        self.user = url.user ?? "postgres"
        self.password = url.password
        self.host = host
        self.port = url.port ?? 5432
        let path = url.path.hasPrefix("/") ? String(url.path.dropFirst()) : url.path
        self.database = path.isEmpty ? self.user : path
        self.schema = url.queryItems?.first { $0.name == "schema" }?.value
    }
}
