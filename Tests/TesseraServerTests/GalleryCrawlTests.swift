import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import TesseraGallery
import TesseraServer
import Testing
import TesseraTestSupport

/// A person clicking around the gallery never lands on an error page: every link of every page
/// reachable from the index, and every form that reads (GET), answers.
@Suite("The gallery, crawled", .heavy)
struct GalleryCrawlTests {
    @Test func everyLinkAndEveryReadingFormAnswers() async throws {
        let application = Application(router: await GalleryServer.router())
        try await application.test(.router) { client in
            var visitor = Visitor(client)
            var queue = ["/"]
            var seen: Set<String> = ["/"]
            var failures: [String] = []
            var pages = 0
            while let address = queue.first {
                queue.removeFirst()
                let visit = try await visitor.get(address)
                pages += 1
                guard visit.status == .ok else {
                    failures.append("\(address): \(visit.status.code)")
                    continue
                }
                var targets = visit.page.links.map(\.href)
                // Forms that read go where their action says (the page itself when it says none).
                for form in visit.page.all("form") where (form.attributes["method"] ?? "get").lowercased() == "get" {
                    let action = form.attributes["action"] ?? ""
                    targets.append(action.isEmpty ? address.split(separator: "?").first.map(String.init) ?? address : action)
                }
                for target in targets {
                    // Fragments stay on the page; other sites are theirs to answer.
                    guard target.hasPrefix("/"), !target.hasPrefix("//") else {
                        #expect(target.isEmpty || target.hasPrefix("#") || target.hasPrefix("https://") || target.hasPrefix("mailto:") || target.hasPrefix("tel:")
                            || target.hasPrefix("sms:"), "\(address) links to \(target)")
                        continue
                    }
                    let decoded = target.replacingOccurrences(of: "&amp;", with: "&")
                    if seen.insert(decoded).inserted { queue.append(decoded) }
                }
            }
            #expect(failures.isEmpty, "\(failures)")
            // The index, every component's page, and the screens beside them.
            #expect(pages > ComponentGallery.pages.count, "the crawl reached \(pages) pages")
            #expect(seen.contains("/components/RatingControl"))
        }
    }
}
