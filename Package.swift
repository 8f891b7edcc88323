// swift-tools-version:6.0
import PackageDescription

/// Static Swift runtime on Linux (the one platform hig is built for; elsewhere the default).
let staticSwift: [LinkerSetting] = [.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))]
/// Compiling main with it too makes the executable autolink every static library Foundation needs.
let staticSwiftMain: [SwiftSetting] = [.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))]

let package = Package(
    name: "hig",
    products: [
        .executable(name: "hig", targets: ["hig"]),
        .executable(name: "hig-bench", targets: ["hig-bench"]),
        .library(name: "HIGKit", targets: ["HIGKit"]),
    ],
    targets: [
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"])]
        ),
        .target(name: "HIGKit", dependencies: ["CSQLite"]),
        // Linked with the Swift runtime and Foundation inside: it starts in ~6 ms instead of ~16 ms,
        // most of which a dynamically linked program spends loading and relocating Foundation.
        .executableTarget(name: "hig", dependencies: ["HIGKit"], swiftSettings: staticSwiftMain, linkerSettings: staticSwift),
        // In-process search latency for Scripts/bench.
        .executableTarget(name: "hig-bench", dependencies: ["HIGKit"], swiftSettings: staticSwiftMain, linkerSettings: staticSwift),
        .testTarget(name: "HIGKitTests", dependencies: ["HIGKit", "hig"], exclude: ["Fixtures"]),
    ]
)
