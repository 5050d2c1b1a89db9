// swift-tools-version: 6.1
import CompilerPluginSupport
import PackageDescription

// One module per layer; an arrow is "may import", and lower layers never import higher ones.
// Docs/Architecture.md draws them, and ArchitectureTests (TesseraCommandTests) holds them:
//   tessera (CLI) ──> TesseraServer ──> TesseraDirect ──> TesseraRules
//                                  │                 ├──> TesseraData (SQLite, PostgreSQL)
//                                  │                 └──> TesseraComponents ──> Tessera
//                                  ├──> TesseraSections ───────────────────────> Tessera
//                                  └──> TesseraData (live queries: sections backed by a fetch)
let package = Package(
    name: "Tessera",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Tessera", targets: ["Tessera"]),
        .library(name: "TesseraRules", targets: ["TesseraRules"]),
        .library(name: "TesseraData", targets: ["TesseraData"]),
        .library(name: "TesseraDirect", targets: ["TesseraDirect"]),
        .library(name: "TesseraSections", targets: ["TesseraSections"]),
        .library(name: "TesseraComponents", targets: ["TesseraComponents"]),
        .library(name: "TesseraServer", targets: ["TesseraServer"]),
        .executable(name: "tessera", targets: ["TesseraCommand"]),
        .executable(name: "embedded-direct-example", targets: ["EmbeddedDirectExample"]),
        .executable(name: "tessera-benchmark", targets: ["TesseraBenchmark"]),
        .executable(name: "tessera-rules-benchmark", targets: ["TesseraRulesBenchmark"]),
        .executable(name: "tessera-data-benchmark", targets: ["TesseraDataBenchmark"]),
        .executable(name: "tessera-direct-benchmark", targets: ["TesseraDirectBenchmark"]),
        .executable(name: "tessera-sections-benchmark", targets: ["TesseraSectionsBenchmark"]),
        .executable(name: "tessera-live-benchmark", targets: ["TesseraLiveBenchmark"]),
        .executable(name: "tessera-floor", targets: ["TesseraFloor"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        // The data layer: PostgresNIO runs PostgreSQL; SQLiteNIO's build of SQLite runs SQLite, through
        // its C interface. README.md, "Why these libraries", says why these and not others.
        .package(url: "https://github.com/vapor/sqlite-nio", from: "1.13.2"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        // Already under Hummingbird: the HTTP/1-to-HTTP-types conversion, before which the server
        // puts back what HTTP/1.0 clients need.
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.35.2"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        // Already built for PostgresNIO; the server signs its session cookies with its HMAC.
        .package(url: "https://github.com/apple/swift-crypto", "3.0.0"..<"5.0.0"),
        // Hummingbird's bcrypt: the password hashes of the accounts file (`tessera users`).
        .package(url: "https://github.com/hummingbird-project/hummingbird-auth", from: "2.5.0"),
        // Already under Hummingbird: lets a live stream end when the server shuts down gracefully.
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        // The @Component macro that writes each component's initializers, model and styles.
        .package(url: "https://github.com/swiftlang/swift-syntax", "603.0.0"..<"604.0.0"),
        // `swift package generate-documentation`: the DocC catalogues of the public modules, which
        // CI builds with warnings as errors so that a broken symbol link fails it.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // Tests only: the property-based round trip of every column type through the edit form
        // (FormValuePropertyTests), with generators, shrinking and a seed to replay a failure.
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        // Saved queries' files (`--queries FILE`): YAML, which holds a query's lines as written.
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        // A channel whose sender waits for its reader: a query's file handed from the reading to
        // the response a chunk at a time.
        .package(url: "https://github.com/apple/swift-async-algorithms", from: "1.1.4"),
        // A form's files (`multipart/form-data`), parsed a chunk at a time as they arrive.
        .package(url: "https://github.com/vapor/multipart-kit", from: "4.7.1"),
    ],
    targets: [
        .target(name: "Tessera"),
        .target(name: "TesseraRules"),
        .target(
            name: "TesseraData",
            dependencies: [
                .product(name: "SQLiteNIO", package: "sqlite-nio"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // The rental store that `tessera sample-db`, the tests and the benchmarks generate: a
        // generator of sample data, which no application that depends on TesseraData needs.
        .target(name: "TesseraSampleData", dependencies: ["TesseraData"]),
        .target(
            name: "TesseraDirect",
            dependencies: [
                "Tessera", "TesseraRules", "TesseraData", "TesseraComponents", .product(name: "Yams", package: "Yams"),
                // An upload's bytes (`UploadedFile`), written to the database as they came.
                .product(name: "NIOCore", package: "swift-nio"),
                // The upload folder's reads and writes, off the cooperative threads.
                .product(name: "NIOPosix", package: "swift-nio"),
            ]),
        .target(name: "TesseraSections", dependencies: ["Tessera"]),
        .macro(
            name: "TesseraComponentsMacros",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
            ]
        ),
        .target(name: "TesseraComponents", dependencies: ["Tessera", "TesseraComponentsMacros"]),
        .target(
            name: "TesseraServer",
            dependencies: [
                "Tessera",
                "TesseraDirect",
                "TesseraSections",
                "TesseraComponents",
                "TesseraData",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "AsyncAlgorithms", package: "swift-async-algorithms"),
                .product(name: "MultipartKit", package: "multipart-kit"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOHTTPTypesHTTP1", package: "swift-nio-extras"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "HummingbirdBcrypt", package: "hummingbird-auth"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
        // The gallery of components and the composed sections' demo screens, with their pages
        // and routes: what `tessera gallery` serves, kept out of the libraries applications use.
        .target(
            name: "TesseraGallery",
            dependencies: [
                "Tessera",
                "TesseraComponents",
                "TesseraComponentsMacros",
                "TesseraSections",
                "TesseraServer",
                "SeedStyle",
                .product(name: "Hummingbird", package: "hummingbird"),
            ]
        ),
        // Issue 43's screens written only in the seed systems' own spellings (Fiori for SwiftUI,
        // ComposedUI, Direct to SwiftUI): built by CI, served by `tessera gallery`.
        .target(
            name: "SeedStyle",
            dependencies: [
                "Tessera", "TesseraComponents", "TesseraSections", "TesseraDirect", "TesseraData", "TesseraRules", "TesseraServer",
                .product(name: "Hummingbird", package: "hummingbird"),
            ],
            path: "Examples/SeedStyle"
        ),
        .executableTarget(
            name: "TesseraCommand",
            dependencies: [
                "Tessera",
                "TesseraRules",
                "TesseraData",
                "TesseraDirect",
                "TesseraGallery",
                "TesseraSampleData",
                "TesseraServer",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // README.md, "Embedding the application": the Direct application in an app of one's own.
        .executableTarget(
            name: "EmbeddedDirectExample",
            dependencies: [
                "Tessera", "TesseraData", "TesseraDirect", "TesseraRules", "TesseraServer",
                .product(name: "Hummingbird", package: "hummingbird"),
            ],
            path: "Examples/EmbeddedDirect"
        ),
        .executableTarget(name: "TesseraBenchmark", dependencies: ["Tessera"]),
        .executableTarget(name: "TesseraRulesBenchmark", dependencies: ["TesseraRules"]),
        .executableTarget(name: "TesseraDataBenchmark", dependencies: ["TesseraData", "TesseraSampleData"]),
        .executableTarget(
            name: "TesseraDirectBenchmark",
            dependencies: ["Tessera", "TesseraData", "TesseraDirect", "TesseraRules", "TesseraSampleData"]
        ),
        // What the test targets that reach a database or start servers share: the engines to run
        // on (PostgreSQL when TESSERA_POSTGRES_URL names a server), the sample store made once per
        // run, and the `.heavy` trait that keeps a few such tests running at once.
        .target(
            name: "TesseraTestSupport",
            dependencies: ["TesseraData", "TesseraSampleData"],
            path: "Tests/TesseraTestSupport"
        ),
        .executableTarget(name: "TesseraSectionsBenchmark", dependencies: ["TesseraSections"]),
        // Events per second and bytes pushed per event of the gallery's live to-do list.
        .executableTarget(name: "TesseraLiveBenchmark", dependencies: ["Tessera", "TesseraServer", "TesseraGallery"]),
        // The floor of `tessera serve`'s pages (Benchmarks/serve-vs-floor.sh): each page kind
        // written by hand — the statements Tessera's log captured, run as they are, and the same
        // bytes appended to a buffer. No Tessera module: it is what Tessera is measured against.
        .executableTarget(
            name: "TesseraFloor",
            dependencies: [
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "SQLiteNIO", package: "sqlite-nio"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
            ],
            path: "Benchmarks/Floor"
        ),
        .testTarget(name: "TesseraTests", dependencies: ["Tessera"]),
        .testTarget(name: "TesseraRulesTests", dependencies: ["TesseraRules"]),
        .testTarget(
            name: "TesseraDataTests",
            dependencies: [
                "TesseraData", "TesseraSampleData", "TesseraTestSupport",
                // Tests only: the property-based tests of the SQL page's parameter reader.
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(name: "TesseraDirectTests", dependencies: ["TesseraDirect", "TesseraComponents", "TesseraSampleData", "TesseraTestSupport"]),
        .testTarget(name: "TesseraSectionsTests", dependencies: ["TesseraSections"]),
        .testTarget(name: "TesseraComponentsTests", dependencies: ["TesseraComponents", "TesseraGallery"]),
        .testTarget(
            name: "TesseraComponentsMacrosTests",
            dependencies: [
                "TesseraComponentsMacros",
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacroExpansion", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacrosGenericTestSupport", package: "swift-syntax"),
            ]
        ),
        // Runs the `tessera` program itself; depending on it makes `swift test` build it.
        .testTarget(name: "TesseraCommandTests", dependencies: ["TesseraCommand", "TesseraServer", "TesseraTestSupport"]),
        .testTarget(
            name: "TesseraServerTests",
            dependencies: [
                "TesseraServer", "TesseraGallery", "TesseraDirect", "TesseraSections", "TesseraData", "TesseraRules",
                "TesseraTestSupport",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                // A raw HTTP client that reads a live stream as it arrives.
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
