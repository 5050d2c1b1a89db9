// swift-tools-version: 6.1
import PackageDescription

// Coverage-guided fuzz targets for the parsers of what a request carries (Fuzz/README.md).
// Built with `-sanitize=fuzzer` by Fuzz/run.sh, which applies it to every module built here, so
// that libFuzzer sees the coverage of the parsers themselves. A separate package: the main one's
// `swift build` and `swift test` never see the flag, and these targets depend on modules that
// need no macros (a macro plugin built with libFuzzer's `main` would not run).
let package = Package(
    name: "TesseraFuzz",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "Tessera", path: "..")],
    targets: [
        // Hands each target to libFuzzer's driver (SwiftPM's own `main` would win over libFuzzer's).
        .target(name: "FuzzDriver"),
        .executableTarget(name: "fuzz-qualifier", dependencies: ["FuzzDriver", .product(name: "TesseraData", package: "Tessera")]),
        .executableTarget(name: "fuzz-cursor", dependencies: ["FuzzDriver", .product(name: "TesseraData", package: "Tessera")]),
        .executableTarget(name: "fuzz-rules", dependencies: ["FuzzDriver", .product(name: "TesseraRules", package: "Tessera")]),
        // The form parser's file itself (a link into TesseraServer): the module around it needs
        // Hummingbird and the components' macros.
        .executableTarget(name: "fuzz-form", dependencies: ["FuzzDriver"]),
    ],
    swiftLanguageModes: [.v6]
)
