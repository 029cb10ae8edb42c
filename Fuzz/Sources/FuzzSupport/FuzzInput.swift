import Foundation
import LayoutCompilation
import LayoutDocument
import LayoutFiles
import SizeClassResolution

/// What the file-reading targets share: the input written where the readers read it,
/// and the checks a fuzzed file must pass.
public enum FuzzInput {
    /// The input as a file named `name` (its extension chooses the reader), in a folder
    /// of this process's own.
    public static func file(_ data: UnsafePointer<UInt8>, _ size: Int, named name: String) -> String {
        let folder = NSTemporaryDirectory() + "sizeclass-fuzz-\(ProcessInfo.processInfo.processIdentifier)"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/" + name
        _ = FileManager.default.createFile(atPath: path, contents: Data(bytes: data, count: size))
        return path
    }

    /// Reads every layout of `path` as `check` does and, for each valid one, resolves it
    /// in all nine classes and solves it twice: on an iPhone in portrait and on its design
    /// canvas (an Interface Builder file's) or an iPad. It must lay out with finite
    /// frames, or have been rejected with a diagnostic located in the file; anything else
    /// stops the fuzzer. (`check` solves up to 19 environments; two keep the fuzzer's
    /// pace on large storyboards, and every class is still resolved.)
    public static func readAndSolve(_ path: String) {
        for layout in LayoutFile.readLayouts(path) {
            for d in layout.diagnostics where d.severity == .error {
                require(d.location.line >= 1 && d.location.column >= 1, "an error without a place: \(d.message)")
            }
            guard layout.isValid, let document = layout.document else { continue }
            let resolver = Resolver(document: document, path: path)
            for c in SizeClass.all { _ = resolver.resolve(for: c) }
            let iPhone = DeviceCatalog.device(named: "iphone-16")!.environment(.portrait)!
            let second =
                document.designCanvas.map { Environment(designCanvas: $0) }
                ?? DeviceCatalog.device(named: "ipad")!.environment(.landscape)!
            let environments = [iPhone.fitted(to: document.designCanvas), second]
            for e in environments {
                let solution = CompiledLayout(resolver.resolve(for: e.sizeClass), environment: e, path: path).solve()
                for f in solution.frames {
                    require(
                        f.x.isFinite && f.y.isFinite && f.width.isFinite && f.height.isFinite,
                        "a frame that is not finite: \(f.id) in \(e.sizeClass)")
                }
            }
        }
    }

    /// Stops the fuzzer with `message` when `condition` fails (a finding, not a crash of
    /// the target's own making: libFuzzer keeps the input).
    public static func require(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition {
            FileHandle.standardError.write(Data(("fuzz finding: " + message() + "\n").utf8))
            abort()
        }
    }
}
