// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Transit",
    products: [
        .library(name: "TransitCore", targets: ["TransitCore"]),
    ],
    dependencies: [],
    targets: [
        // MARK: Core — pure Swift: no Foundation, no Lua.
        .target(
            name: "TransitCore",
            path: "Sources/TransitCore"
        ),

        // MARK: Tests
        .testTarget(
            name: "TransitCoreTests",
            dependencies: ["TransitCore"],
            path: "Tests/TransitCoreTests"
        ),
    ],
    swiftLanguageModes: [.v6]
)
