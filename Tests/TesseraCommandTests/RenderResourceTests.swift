import Foundation
import Testing
import TesseraTestSupport

/// What rendering costs besides time, measured in a process of its own (`tessera-benchmark`'s
/// resource checks), where no other test's memory or threads are counted.
@Suite("Rendering: bounded memory, no threads", .heavy)
struct RenderResourceTests {
    static let benchmark = URL(fileURLWithPath: ServeCommandTests.executable).deletingLastPathComponent()
        .appendingPathComponent("tessera-benchmark").path

    /// A page of a million rows, read by a client that pauses every few chunks: the process's
    /// resident memory stays within a few MiB of where it started.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/statm")))
    func aMillionRowPageReadSlowlyHoldsItsMemory() async throws {
        let result = try await ServeCommandTests.run(["streaming", "1000000"], program: Self.benchmark)
        #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
        #expect(result.standardOutput.contains("streaming: 1000000 rows"))
        let rise = result.standardOutput.split(separator: "\n").last { $0.contains("resident memory") }?
            .split(separator: "+").last.flatMap { Double($0.split(separator: " ")[0]) }
        let mebibytes = try #require(rise, "\(result.standardOutput)")
        #expect(mebibytes < 8)
    }

    /// A thousand pages rendering at once, each waiting for its reader: no thread is started.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/task")))
    func aThousandConcurrentRendersStartNoThreads() async throws {
        let result = try await ServeCommandTests.run(["concurrency", "1000"], program: Self.benchmark)
        #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
        let line = try #require(result.standardOutput.split(separator: "\n").first { $0.hasPrefix("concurrency:") })
        let numbers = line.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
        // "1000 renderings …; threads before: B, at most while they ran: M"
        #expect(numbers.count == 3 && numbers[0] == 1000 && numbers[2] <= numbers[1], "\(line)")
    }
}
