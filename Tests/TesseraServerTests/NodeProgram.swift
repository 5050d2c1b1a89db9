import Foundation

/// Node.js, for the tests that run a page's script against a document model of their own.
enum NodeProgram {
    /// Runs `node` with `arguments`, `input` on its standard input; its status and what it printed
    /// (standard output and error together).
    static func run(_ arguments: [String], input: Data) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["node"] + arguments
        let stdin = Pipe()
        let stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stdout
        // Told by the termination handler, set before the program starts: waitUntilExit may miss
        // the program's end under load and wait for ever.
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        try process.run()
        stdin.fileHandleForWriting.write(input)
        try stdin.fileHandleForWriting.close()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        exited.wait()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }
}
