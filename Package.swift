// swift-tools-version:6.0
import PackageDescription

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
        .executableTarget(name: "hig", dependencies: ["HIGKit"]),
        // In-process search latency for Scripts/bench.
        .executableTarget(name: "hig-bench", dependencies: ["HIGKit"]),
        .testTarget(name: "HIGKitTests", dependencies: ["HIGKit", "hig"], exclude: ["Fixtures"]),
    ]
)
