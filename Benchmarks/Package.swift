// swift-tools-version:6.0
import PackageDescription

// The benchmark drivers, kept out of the product's package (as swift-collections keeps
// its own): they build in release mode against the libraries, and Tools/bench runs them
// beside their peers (kiwisolver, xmllint). See BENCHMARKS.md.
let package = Package(
    name: "sizeclass-benchmarks",
    dependencies: [
        .package(name: "sizeclass", path: "..")
    ],
    targets: [
        // Timing shared by the drivers.
        .target(name: "BenchSupport"),
        // Resolution and the grid; run through Tools/bench/resolve-grid.
        .executableTarget(
            name: "resolution-bench",
            dependencies: [
                "BenchSupport",
                .product(name: "LayoutDocument", package: "sizeclass"),
                .product(name: "LayoutFiles", package: "sizeclass"),
                .product(name: "SizeClassResolution", package: "sizeclass"),
            ],
            path: "Sources/ResolutionBench"
        ),
        // Solve and check; run through Tools/bench/solve-check, cli-solve-check and solve-model.
        .executableTarget(
            name: "solve-bench",
            dependencies: [
                "BenchSupport",
                .product(name: "LayoutCompilation", package: "sizeclass"),
                .product(name: "LayoutDocument", package: "sizeclass"),
                .product(name: "SizeClassResolution", package: "sizeclass"),
            ],
            path: "Sources/SolveBench"
        ),
        // The engine against kiwisolver; run through Tools/bench/engine-vs-kiwi.
        .executableTarget(
            name: "engine-bench",
            dependencies: ["BenchSupport", .product(name: "LayoutEngine", package: "sizeclass")],
            path: "Sources/EngineBench"
        ),
    ],
    swiftLanguageModes: [.v6]
)
