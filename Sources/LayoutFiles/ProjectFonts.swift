import Foundation
import LayoutDocument

/// The fonts a project ships beside its storyboards and xibs (`.ttf`, `.otf`, `.ttc`), by
/// PostScript name: Xcode measured the text of a label in such a font with the font
/// itself, and so can the tool, exactly, where otherwise it could only estimate.
///
/// A file's project is the nearest folder above it that holds an Xcode project or
/// workspace, a `Package.swift` or a `.git` (else the file's own folder); its fonts are
/// found anywhere inside it, outside hidden folders and build products, read once per
/// project and run.
enum ProjectFonts {
    /// The faces of the project `path` belongs to, by PostScript name.
    static func faces(near path: String) -> [String: FontFace] {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().standardizedFileURL
        let root = cache.root(of: folder.path) { projectRoot(of: folder).path }
        return cache.faces(for: root) { load(URL(fileURLWithPath: root)) }
    }

    /// How many font files, and how large, a project may offer: a folder that is not
    /// really a project (a home folder) must not make every read slow.
    static let maximumFiles = 200
    static let maximumFileSize = 16 << 20
    static let maximumEntries = 50_000

    private static let cache = Cache()

    private static func projectRoot(of folder: URL) -> URL {
        let manager = FileManager.default
        var candidate = folder.standardizedFileURL
        for _ in 0..<12 {
            let names = (try? manager.contentsOfDirectory(atPath: candidate.path)) ?? []
            if names.contains(where: {
                $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") || $0 == "Package.swift" || $0 == ".git"
            }) {
                return candidate
            }
            let parent = candidate.deletingLastPathComponent()
            if parent.path == candidate.path { break }
            candidate = parent
        }
        return folder.standardizedFileURL
    }

    private static func load(_ root: URL) -> [String: FontFace] {
        guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { return [:] }
        var faces: [String: FontFace] = [:]
        var files = 0
        var entries = 0
        while let relative = enumerator.nextObject() as? String, entries < maximumEntries, files < maximumFiles {
            entries += 1
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") || name == "__MACOSX" || name == "DerivedData" || name == "build" {
                enumerator.skipDescendants()
                continue
            }
            let lower = name.lowercased()
            guard lower.hasSuffix(".ttf") || lower.hasSuffix(".otf") || lower.hasSuffix(".ttc") else { continue }
            let url = root.appendingPathComponent(relative)
            guard let size = (try? url.resourceValues(forKeys: [.fileSizeKey]))?.fileSize, size <= maximumFileSize,
                let data = try? Data(contentsOf: url)
            else { continue }
            files += 1
            for face in FontFace.faces(inFontFile: [UInt8](data)) where faces[face.postScriptName] == nil {
                faces[face.postScriptName] = face
            }
        }
        return faces
    }

    /// Each project's fonts, read by the first file that needs them; files are read in
    /// parallel.
    private final class Cache: @unchecked Sendable {
        private let lock = NSLock()
        private var loaded: [String: [String: FontFace]] = [:]
        /// Each folder's project: a folder of thousands of files is listed once, not once a file.
        private var roots: [String: String] = [:]

        func root(of folder: String, find: () -> String) -> String {
            lock.lock()
            defer { lock.unlock() }
            if let root = roots[folder] { return root }
            let root = find()
            roots[folder] = root
            return root
        }

        func faces(for root: String, load: () -> [String: FontFace]) -> [String: FontFace] {
            lock.lock()
            defer { lock.unlock() }
            if let faces = loaded[root] { return faces }
            let faces = load()
            loaded[root] = faces
            return faces
        }
    }
}
