// swift-tools-version: 6.1
import PackageDescription

// Layers (see DESIGN.md): lower modules never import higher ones.
//   tessera (CLI) ──> TesseraServer ──> TesseraDirect ──> TesseraRules / TesseraData / TesseraComponents ──> Tessera
let package = Package(
    name: "Tessera",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "Tessera", targets: ["Tessera"]),
        .executable(name: "tessera", targets: ["TesseraCommand"]),
        .executable(name: "tessera-benchmark", targets: ["TesseraBenchmark"]),
        .library(name: "TesseraRules", targets: ["TesseraRules"]),
        .executable(name: "tessera-rules-benchmark", targets: ["TesseraRulesBenchmark"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
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
        .executableTarget(name: "TesseraBenchmark", dependencies: ["Tessera"]),
        .testTarget(name: "TesseraTests", dependencies: ["Tessera"]),
        .target(name: "TesseraRules"),
        .testTarget(name: "TesseraRulesTests", dependencies: ["TesseraRules"]),
        .executableTarget(name: "TesseraRulesBenchmark", dependencies: ["TesseraRules"]),
    ],
    swiftLanguageModes: [.v6]
)
