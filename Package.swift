// swift-tools-version: 6.1
import PackageDescription

// One module per layer (see DESIGN.md); an arrow is "may import", and lower layers never import
// higher ones:
//   tessera (CLI) ──> TesseraServer ──> TesseraDirect ──> TesseraRules
//                                  │                 ├──> TesseraData
//                                  │                 └──> TesseraComponents ──> Tessera
//                                  └──> TesseraSections ───────────────────────> Tessera
let package = Package(
    name: "Tessera",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "Tessera", targets: ["Tessera"]),
        .library(name: "TesseraRules", targets: ["TesseraRules"]),
        .library(name: "TesseraSections", targets: ["TesseraSections"]),
        .library(name: "TesseraServer", targets: ["TesseraServer"]),
        .executable(name: "tessera", targets: ["TesseraCommand"]),
        .executable(name: "tessera-benchmark", targets: ["TesseraBenchmark"]),
        .executable(name: "tessera-rules-benchmark", targets: ["TesseraRulesBenchmark"]),
        .executable(name: "tessera-sections-benchmark", targets: ["TesseraSectionsBenchmark"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    ],
    targets: [
        .target(name: "Tessera"),
        .executableTarget(
            name: "TesseraCommand",
            dependencies: [
                "Tessera",
                "TesseraRules",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .target(name: "TesseraRules"),
        .target(name: "TesseraSections", dependencies: ["Tessera"]),
        .target(
            name: "TesseraServer",
            dependencies: ["Tessera", .product(name: "Hummingbird", package: "hummingbird")]
        ),
        .executableTarget(name: "TesseraBenchmark", dependencies: ["Tessera"]),
        .executableTarget(name: "TesseraRulesBenchmark", dependencies: ["TesseraRules"]),
        .executableTarget(name: "TesseraSectionsBenchmark", dependencies: ["TesseraSections"]),
        .testTarget(name: "TesseraTests", dependencies: ["Tessera"]),
        .testTarget(name: "TesseraRulesTests", dependencies: ["TesseraRules"]),
        .testTarget(name: "TesseraSectionsTests", dependencies: ["TesseraSections"]),
        .testTarget(
            name: "TesseraServerTests",
            dependencies: ["TesseraServer", .product(name: "HummingbirdTesting", package: "hummingbird")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
