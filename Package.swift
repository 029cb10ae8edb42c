// swift-tools-version:6.0
import PackageDescription

// The pipeline, one module per stage: XML → document model → size-class resolution →
// compilation to constraints → engine → reports. Stages arrive issue by issue; the
// engine (`LayoutEngine`) has no dependencies at all.
let package = Package(
    name: "sizeclass",
    products: [
        .library(name: "LayoutEngine", targets: ["LayoutEngine"]),
        .library(name: "LayoutCompilation", targets: ["LayoutCompilation"]),
        .library(name: "LayoutAnchors", targets: ["LayoutAnchors"]),
        .library(name: "LayoutDocument", targets: ["LayoutDocument"]),
        .library(name: "SizeClassResolution", targets: ["SizeClassResolution"]),
        .executable(name: "sizeclass", targets: ["sizeclass"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // No dependencies; libm is linked because nothing here imports Foundation.
        .target(name: "LayoutEngine", linkerSettings: [.linkedLibrary("m")]),
        // libxml2 through pkg-config; only LayoutXML sees its C types.
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]
        ),
        // The document model and diagnostics shared by every stage. No dependencies.
        .target(name: "LayoutDocument"),
        // Reading (and validating against an XML Schema) with libxml2.
        .target(name: "LayoutXML", dependencies: ["CLibXML2", "LayoutDocument"]),
        // Size classes: a document resolved for one class.
        .target(name: "SizeClassResolution", dependencies: ["LayoutDocument"]),
        // Compilation of a resolved layout to engine constraints (Auto Layout's semantics,
        // stack views, intrinsic sizes), the environments and devices, solving and checking.
        .target(name: "LayoutCompilation", dependencies: ["LayoutDocument", "LayoutEngine", "SizeClassResolution"]),
        // Interface Builder files (.storyboard, .xib) read into the document model.
        .target(name: "InterfaceBuilder", dependencies: ["LayoutDocument", "LayoutXML"]),
        // The semantic rules, and validation of a file end to end (layout documents and
        // Interface Builder files).
        .target(name: "LayoutValidation", dependencies: ["InterfaceBuilder", "LayoutDocument", "LayoutXML"]),
        // Layouts built in Swift with typed anchors (NSLayoutAnchor's style), written out
        // as documents.
        .target(name: "LayoutAnchors", dependencies: ["LayoutDocument", "LayoutValidation", "LayoutXML"]),
        .executableTarget(
            name: "sizeclass",
            dependencies: [
                "LayoutCompilation",
                "LayoutEngine",
                "LayoutDocument",
                "LayoutValidation",
                "LayoutXML",
                "SizeClassResolution",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Timing shared by the benchmark drivers below.
        .target(name: "BenchSupport", path: "Tools/BenchSupport"),
        // Release-mode benchmark of resolution and the grid; run through Tools/bench/resolve-grid.
        .executableTarget(
            name: "resolution-bench",
            dependencies: ["BenchSupport", "LayoutDocument", "LayoutValidation", "SizeClassResolution"],
            path: "Tools/ResolutionBench"
        ),
        // Release-mode benchmark of solve and check; run through Tools/bench/solve-check.
        .executableTarget(
            name: "solve-bench",
            dependencies: ["BenchSupport", "LayoutCompilation", "LayoutDocument", "LayoutXML", "SizeClassResolution"],
            path: "Tools/SolveBench"
        ),
        // Release-mode benchmark driver; run through Tools/bench/engine-vs-kiwi.
        .executableTarget(
            name: "engine-bench",
            dependencies: ["BenchSupport", "LayoutEngine"],
            path: "Tools/EngineBench"
        ),
        // What several test targets share (a seeded random generator).
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(
            name: "LayoutEngineTests",
            dependencies: ["LayoutEngine", "TestSupport"],
            exclude: ["kiwi_solve.py"]  // the differential tests' peer, run with python3
        ),
        .testTarget(name: "LayoutDocumentTests", dependencies: ["LayoutDocument"]),
        .testTarget(name: "LayoutValidationTests", dependencies: ["LayoutValidation", "LayoutDocument"]),
        .testTarget(name: "SizeClassResolutionTests",
                    dependencies: ["SizeClassResolution", "LayoutDocument", "LayoutValidation"]),
        .testTarget(name: "LayoutCompilationTests",
                    dependencies: ["LayoutCompilation", "SizeClassResolution", "LayoutDocument", "LayoutValidation",
                                   "LayoutXML", "TestSupport"]),
        .testTarget(name: "LayoutXMLTests", dependencies: ["LayoutXML", "LayoutDocument"]),
        .testTarget(name: "SizeClassCLITests", dependencies: ["sizeclass"]),
        .testTarget(name: "InterfaceBuilderTests",
                    dependencies: ["InterfaceBuilder", "LayoutCompilation", "LayoutDocument", "LayoutValidation",
                                   "SizeClassResolution", "TestSupport"]),
        .testTarget(name: "LayoutAnchorsTests",
                    dependencies: ["LayoutAnchors", "LayoutCompilation", "LayoutDocument", "LayoutValidation", "LayoutXML",
                                   "SizeClassResolution"]),
    ],
    swiftLanguageModes: [.v6]
)
