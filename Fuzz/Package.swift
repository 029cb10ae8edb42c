// swift-tools-version:6.0
import PackageDescription

// libFuzzer targets, kept out of the product's package (as the benchmarks are): each is
// an executable whose `main` starts libFuzzer's driver with its test function, built
// with `-sanitize=fuzzer,address` by Tools/fuzz/run. See FUZZING.md.
let package = Package(
    name: "sizeclass-fuzz",
    dependencies: [
        .package(name: "sizeclass", path: "..")
    ],
    targets: [
        // libFuzzer's driver, started from each target's main.
        .target(name: "FuzzDriver"),
        // Input as a file (the readers read files), and the checks every target makes.
        .target(
            name: "FuzzSupport",
            dependencies: [
                .product(name: "LayoutCompilation", package: "sizeclass"),
                .product(name: "LayoutDocument", package: "sizeclass"),
                .product(name: "LayoutFiles", package: "sizeclass"),
                .product(name: "SizeClassResolution", package: "sizeclass"),
            ]
        ),
        // The layout-document reader: XML, schema, semantic rules, then every class solved.
        .executableTarget(name: "LayoutDocumentFuzzer", dependencies: ["FuzzDriver", "FuzzSupport"]),
        // The Interface Builder reader through compilation and solving.
        .executableTarget(name: "InterfaceBuilderFuzzer", dependencies: ["FuzzDriver", "FuzzSupport"]),
        // The equation parser (`eq="a.width = 2 * b.width + 8 @750"`).
        .executableTarget(
            name: "EquationFuzzer",
            dependencies: ["FuzzDriver", .product(name: "LayoutDocument", package: "sizeclass")]),
        // The Visual Format Language: parsing and expansion to constraints.
        .executableTarget(
            name: "VisualFormatFuzzer",
            dependencies: ["FuzzDriver", .product(name: "LayoutDocument", package: "sizeclass")]),
        // Font files a project ships: every face's metrics, kerning and wrapping.
        .executableTarget(
            name: "FontFileFuzzer",
            dependencies: ["FuzzDriver", .product(name: "LayoutDocument", package: "sizeclass")]),
        // The engine fed random systems (adds, removals, edits) with its invariant checks on.
        .executableTarget(
            name: "EngineFuzzer", dependencies: ["FuzzDriver", .product(name: "LayoutEngine", package: "sizeclass")]),
    ],
    swiftLanguageModes: [.v6]
)
