// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "hig",
    products: [
        .executable(name: "hig", targets: ["hig"]),
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
        .testTarget(name: "HIGKitTests", dependencies: ["HIGKit", "hig"], exclude: ["Fixtures"]),
    ]
)
