import Foundation

/// The files named on the command line: files as given, directories searched
/// recursively for layout documents (`*.xml`) and Interface Builder files
/// (`*.storyboard`, `*.xib`), sorted so output is stable. A directory's search leaves out
/// hidden files and directories (`.git`, `.build`, and the `._Main.storyboard` metadata
/// files macOS writes beside files on other disks) and the `__MACOSX` folders of zip
/// archives made on a Mac, which hold only such metadata: Xcode opens none of them.
enum InputFiles {
    static func expand(_ paths: [String]) -> [String] {
        var result: [String] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
                result.append(path)  // a file, or a missing path reported as unreadable
                continue
            }
            let base = path.hasSuffix("/") ? String(path.dropLast()) : path
            let found = (manager.enumerator(atPath: path)?.allObjects as? [String] ?? [])
                .filter { $0.hasSuffix(".xml") || $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }
                .filter { !$0.split(separator: "/").contains { $0.hasPrefix(".") || $0 == "__MACOSX" } }
                .sorted()
                .map { "\(base)/\($0)" }
            result += found
        }
        return result
    }
}
