// swift-tools-version:6.0
import PackageDescription

// The pipeline, one module per stage: XML (LayoutXML, InterfaceBuilder, LayoutFiles) →
// document model (LayoutDocument) → size-class resolution (SizeClassResolution) →
// compilation to constraints (LayoutCompilation) → engine (LayoutEngine) → reports
// (LayoutReports). The engine and the document model have no dependencies at all. The
// benchmark drivers are a package of their own, in Benchmarks/.
let package = Package(
    name: "sizeclass",
    products: [
        .library(name: "LayoutEngine", targets: ["LayoutEngine"]),
        .library(name: "LayoutCompilation", targets: ["LayoutCompilation"]),
        .library(name: "LayoutAnchors", targets: ["LayoutAnchors"]),
        .library(name: "LayoutDocument", targets: ["LayoutDocument"]),
        .library(name: "SizeClassResolution", targets: ["SizeClassResolution"]),
        .library(name: "LayoutFiles", targets: ["LayoutFiles"]),
        .library(name: "LayoutReports", targets: ["LayoutReports"]),
        .library(name: "LayoutConfiguration", targets: ["LayoutConfiguration"]),
        .library(name: "LayoutRendering", targets: ["LayoutRendering"]),
        .executable(name: "sizeclass", targets: ["sizeclass"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // YAML for the configuration file (.sizeclass.yml), with line and column marks.
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
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
        // Files read and validated end to end: layout documents and Interface Builder files,
        // each layout with its diagnostics (`LayoutFile`).
        .target(name: "LayoutFiles", dependencies: ["InterfaceBuilder", "LayoutDocument", "LayoutXML"]),
        // Layouts built in Swift with typed anchors (NSLayoutAnchor's style), written out
        // as documents.
        .target(name: "LayoutAnchors", dependencies: ["LayoutDocument"]),
        // The last stage: reports of every command for people (text, Markdown) and
        // machines (JSON), with one diagnostic shape.
        .target(
            name: "LayoutReports",
            dependencies: ["LayoutCompilation", "LayoutDocument", "LayoutFiles", "SizeClassResolution"]
        ),
        // Pictures of solved layouts: SVG per layout, an HTML page of the nine classes, an
        // HTML report of a check. Written directly; no dependency.
        .target(
            name: "LayoutRendering",
            dependencies: ["LayoutCompilation", "LayoutDocument", "LayoutReports", "SizeClassResolution"]
        ),
        // A project's settings (.sizeclass.yml): files, rules, severities, devices.
        .target(
            name: "LayoutConfiguration",
            dependencies: ["LayoutDocument", .product(name: "Yams", package: "Yams")]
        ),
        // The command line: options, the libraries, output and exit codes.
        .executableTarget(
            name: "sizeclass",
            dependencies: [
                "LayoutCompilation",
                "LayoutConfiguration",
                "LayoutDocument",
                "LayoutFiles",
                "LayoutRendering",
                "LayoutReports",
                "SizeClassResolution",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // What several test targets share (a seeded random generator).
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(
            name: "LayoutEngineTests",
            dependencies: ["LayoutEngine", "TestSupport"],
            exclude: ["kiwi_solve.py"]  // the differential tests' peer, run with python3
        ),
        .testTarget(name: "LayoutDocumentTests", dependencies: ["LayoutDocument"]),
        .testTarget(name: "LayoutFilesTests", dependencies: ["LayoutFiles", "LayoutDocument"]),
        .testTarget(
            name: "SizeClassResolutionTests",
            dependencies: ["SizeClassResolution", "LayoutDocument", "LayoutFiles"]),
        .testTarget(
            name: "LayoutCompilationTests",
            dependencies: [
                "LayoutCompilation", "SizeClassResolution", "LayoutDocument", "LayoutFiles",
                "LayoutXML", "TestSupport",
            ]),
        .testTarget(name: "LayoutConfigurationTests", dependencies: ["LayoutConfiguration", "LayoutDocument"]),
        .testTarget(name: "LayoutXMLTests", dependencies: ["LayoutXML", "LayoutDocument"]),
        .testTarget(name: "SizeClassCLITests", dependencies: ["sizeclass", "LayoutDocument", "TestSupport"]),
        .testTarget(
            name: "LayoutReportsTests",
            dependencies: [
                "LayoutReports", "LayoutCompilation", "LayoutDocument", "LayoutFiles",
                "SizeClassResolution",
            ],
            exclude: ["Snapshots"]),
        .testTarget(
            name: "InterfaceBuilderTests",
            dependencies: [
                "InterfaceBuilder", "LayoutCompilation", "LayoutDocument", "LayoutFiles", "LayoutXML",
                "SizeClassResolution", "TestSupport",
            ]),
        .testTarget(
            name: "LayoutRenderingTests",
            dependencies: [
                "LayoutRendering", "LayoutCompilation", "LayoutDocument", "LayoutFiles", "LayoutReports",
                "SizeClassResolution",
            ],
            exclude: ["browser.py"]  // drives headless Chromium for the page tests, run with python3
        ),
        .testTarget(
            name: "LayoutAnchorsTests",
            dependencies: [
                "LayoutAnchors", "LayoutCompilation", "LayoutDocument", "LayoutFiles", "LayoutXML",
                "SizeClassResolution",
            ]),
    ],
    swiftLanguageModes: [.v6]
)
