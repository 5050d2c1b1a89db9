import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What one library did in its own process.
struct Measurement {
    /// Bytes of HTML in one page.
    var bytes: Int
    /// The median time of one page, in seconds.
    var seconds: Double
    /// The median processor time of one page (all of the process's threads), in seconds: close to
    /// ``seconds`` on an idle machine, and what to believe when another program took the cores.
    var processorSeconds: Double
    /// How many timed renderings the median is of.
    var samples: Int
    /// The process's resident-set high-water mark after all renderings, in KiB.
    var peakKiB: Int
    /// The same mark before the first rendering (films made, template parsed), in KiB.
    var beforeRenderingKiB: Int

    /// One line of numbers, for the parent process.
    var line: String { "\(bytes) \(seconds) \(processorSeconds) \(samples) \(peakKiB) \(beforeRenderingKiB)" }

    init(bytes: Int, seconds: Double, processorSeconds: Double, samples: Int, peakKiB: Int, beforeRenderingKiB: Int) {
        self.bytes = bytes
        self.seconds = seconds
        self.processorSeconds = processorSeconds
        self.samples = samples
        self.peakKiB = peakKiB
        self.beforeRenderingKiB = beforeRenderingKiB
    }

    init?(line: String) {
        let fields = line.split(separator: " ")
        guard fields.count == 6, let bytes = Int(fields[0]), let seconds = Double(fields[1]),
              let processorSeconds = Double(fields[2]), let samples = Int(fields[3]),
              let peak = Int(fields[4]), let before = Int(fields[5]) else { return nil }
        self.init(
            bytes: bytes, seconds: seconds, processorSeconds: processorSeconds, samples: samples,
            peakKiB: peak, beforeRenderingKiB: before
        )
    }
}

/// The highest resident set size this process has had so far, in KiB. The kernel keeps it and
/// never lowers it, which is why each library is measured in a process of its own: in one process
/// the first library's peak would hide the others'.
///
/// On Linux it is `VmHWM` of `/proc/self/status`, the high-water mark of this process's own
/// address space. Not `getrusage`'s `ru_maxrss`: Linux carries that over from the process that
/// started this one (it survives `execve`), so a child would report its parent's peak whenever
/// that was higher. Elsewhere `ru_maxrss` is all there is.
func residentHighWaterMarkKiB() -> Int {
    #if os(Linux)
    if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
       let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
       let kib = Int(line.dropFirst("VmHWM:".count).filter(\.isNumber)) {
        return kib
    }
    fail("Could not read VmHWM from /proc/self/status.")
    #else
    var usage = rusage()
    getrusage(RUSAGE_SELF, &usage)
    return Int(usage.ru_maxrss) / 1024  // bytes on Apple's systems
    #endif
}

/// Renders with `renderer` `warmUp` times untimed, then `runs` times timed (fewer when they take
/// longer than `budget` seconds in all, but never fewer than 5), and returns the median.
func measure(_ renderer: any PageRenderer, runs: Int, warmUp: Int = 3, budget: Double = 30) throws -> Measurement {
    let before = residentHighWaterMarkKiB()
    var bytes = 0
    for _ in 0..<warmUp {
        bytes = try renderer.render()
    }
    var samples: [Double] = []
    var processorSamples: [Double] = []
    var total = 0.0
    while samples.count < runs, samples.count < 5 || total < budget {
        let processorStart = processorTime()
        let start = ContinuousClock.now
        bytes = try renderer.render()
        let elapsed = ContinuousClock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        samples.append(seconds)
        processorSamples.append(processorTime() - processorStart)
        total += seconds
    }
    return Measurement(
        bytes: bytes,
        seconds: samples.sorted()[samples.count / 2],
        processorSeconds: processorSamples.sorted()[processorSamples.count / 2],
        samples: samples.count,
        peakKiB: residentHighWaterMarkKiB(),
        beforeRenderingKiB: before
    )
}

/// The processor time this process has used so far, in all its threads, in seconds.
func processorTime() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// Runs this program again as `arguments` and returns what it printed; stops the benchmark when
/// it fails.
func runChild(_ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executablePath())
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
        fail("The measurement `\(arguments.joined(separator: " "))` failed (exit status \(process.terminationStatus)).")
    }
    return String(decoding: data, as: UTF8.self)
}

/// This program's own executable file.
func executablePath() -> String {
    #if os(Linux)
    if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
        return path
    }
    #endif
    return Bundle.main.executablePath ?? CommandLine.arguments[0]
}

/// Prints `message` to standard error and exits with status 1.
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(1)
}
