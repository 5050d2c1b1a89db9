#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// libFuzzer's driver, in the runtime `-sanitize=fuzzer` links: it reads libFuzzer's flags from
/// the command line and calls `callback` with each input it tries.
@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// Runs libFuzzer with `body` as the target, and exits with its status.
///
/// SwiftPM gives an executable a `main` of its own, which would win over libFuzzer's; so each
/// target's `main.swift` hands its body to the driver instead.
public func runFuzzer(_ body: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> Never {
    var argc = CommandLine.argc
    var argv = CommandLine.unsafeArgv
    exit(LLVMFuzzerRunDriver(&argc, &argv, body))
}

/// The input as text: UTF-8, with invalid bytes replaced, as a request's text arrives.
public func inputText(_ data: UnsafePointer<UInt8>?, _ size: Int) -> String {
    guard let data else { return "" }
    return String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
}
