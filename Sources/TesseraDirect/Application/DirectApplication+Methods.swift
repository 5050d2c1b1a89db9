extension DirectApplication {
    /// What an address takes, as a request's method.
    public enum AddressMethods: Sendable, Equatable {
        /// A page or a file: read with GET (and HEAD).
        case read
        /// A form's target that also shows a page: GET shows it, POST sends the form.
        case readAndPost
        /// A form's target alone: POST.
        case post
    }

    /// What the address `path` (without the base path) takes, or `nil` for an address of no page
    /// (a 404, whatever the method). It follows the application's routing: a POST to a page
    /// that takes no form is answered 405 with `Allow` before the form's token is looked at,
    /// as the method is what is wrong (`DirectServer` wires it to the server's method check).
    public func methods(ofPath path: String) -> AddressMethods? {
        let segments = path.split(separator: "/", omittingEmptySubsequences: true)
        switch (segments.count, segments.first) {
        case (0, _):
            return .read
        case (1, ".json"), (1, "openapi.json"):
            return .read
        case (1, "history"):
            return recordsHistory ? .read : nil
        case (1, "sql"), (1, "sql.csv"), (1, "sql.json"):
            return sql.isEnabled ? .read : nil
        case (2, "d"):
            return queries.dashboards.isEmpty ? nil : .read
        case (2, "q"):
            guard let query = queries[(try? DirectPaths.decode(segments[1])) ?? ""] else { return queries.isEmpty ? nil : .read }
            return query.isWritable ? .readAndPost : .read
        case (2, "e"):
            // A list takes the refresh of its live rows; its CSV and JSON do not.
            let name = segments[1]
            let isFile = (name.hasSuffix(".csv") || name.hasSuffix(".json")) && (try? database.model.entity(named: String(name))) == nil
            return isFile ? .read : .readAndPost
        case (3, "e"):
            return segments[2] == "bulk" ? .post : .read
        case (4, "e"):
            switch segments[3] {
            case "history": return recordsHistory ? .read : nil
            case "edit", "delete": return .readAndPost
            default: return nil
            }
        case (2, "new"):
            return .readAndPost
        case (3, "choices"):
            return .read
        case (5, "e"):
            switch segments[3] {
            case "related": return .post
            case "undo": return recordsHistory ? .post : nil
            case "download", "thumbnail": return .read
            default: return nil
            }
        default:
            return nil
        }
    }
}
