// swift-tools-version: 6.1
import PackageDescription

// Renders the same page with Tessera and with other Swift HTML libraries (Docs/Performance.md,
// "Rendering against other libraries"). A package of its own so that Tessera itself never depends
// on the libraries it is measured against: `swift run -c release peers-benchmark` from this folder.
// The versions are exact so that two runs months apart measure the same code.
let package = Package(
    name: "TesseraPeersBenchmark",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "peers-benchmark", targets: ["PeersBenchmark"]),
    ],
    dependencies: [
        .package(name: "Tessera", path: "../.."),
        .package(url: "https://github.com/JohnSundell/Plot", exact: "0.14.0"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", exact: "2.1.1"),
        .package(url: "https://github.com/stencilproject/Stencil", exact: "0.15.1"),
        .package(url: "https://github.com/vapor/leaf-kit", exact: "1.14.3"),
        // Leaf renders on an event loop; the same version Tessera's own package asks for.
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
    ],
    targets: [
        .executableTarget(
            name: "PeersBenchmark",
            dependencies: [
                .product(name: "Tessera", package: "Tessera"),
                .product(name: "Plot", package: "Plot"),
                .product(name: "Mustache", package: "swift-mustache"),
                .product(name: "Stencil", package: "Stencil"),
                .product(name: "LeafKit", package: "leaf-kit"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
