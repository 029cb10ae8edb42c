import Foundation
import LayoutDocument

/// The fonts a project ships beside its storyboards and xibs (`.ttf`, `.otf`, `.ttc`), by
/// PostScript name: Xcode measured the text of a label in such a font with the font
/// itself, and so can the tool, exactly, where otherwise it could only estimate.
///
/// A file's project is the nearest folder above it that holds an Xcode project or
/// workspace, a `Package.swift` or a `.git`; its fonts are found anywhere inside it,
/// outside hidden folders and build products, read once per project and run. A file in no
/// project takes the fonts beside it only (a folder such as the temporary one is no
/// project to search through). Folders given with `--fonts` (or a configuration's
/// `fonts`) add theirs to every file's, for fonts that live outside the project (a
/// package's checkout, a design system's repository); a project's own font of the same
/// PostScript name comes first.
enum ProjectFonts {
    /// The faces of the project `path` belongs to, and of the added folders, by PostScript
    /// name.
    static func faces(near path: String) -> [String: FontFace] {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().standardizedFileURL
        // A project's fonts and a lone folder's are cached apart (`*` marks a project).
        let key = cache.root(of: folder.path) { projectRoot(of: folder).map { "*" + $0.path } ?? folder.path }
        let project = key.hasPrefix("*")
        let root = URL(fileURLWithPath: project ? String(key.dropFirst()) : key)
        let own = cache.faces(for: key) { load(root, throughout: project) }
        let added = cache.addedFaces { paths in
            var faces: [String: FontFace] = [:]
            for path in paths {
                let url = URL(fileURLWithPath: path)
                var isFolder: ObjCBool = false
                _ = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
                // A folder is searched as a project is; a font file is read on its own.
                let found = isFolder.boolValue ? load(url, throughout: true) : Self.faces(in: [url])
                faces.merge(found) { first, _ in first }
            }
            return faces
        }
        return added.isEmpty ? own : own.merging(added) { project, _ in project }
    }

    /// Adds `folders` (or font files) to those every file's fonts come from (a folder
    /// searched as a project is).
    static func add(paths: [String]) {
        cache.add(paths: paths.map { URL(fileURLWithPath: $0).standardizedFileURL.path })
    }

    /// How many font files, and how large, a project may offer: a folder that is not
    /// really a project (a home folder) must not make every read slow.
    static let maximumFiles = 200
    static let maximumFileSize = 16 << 20
    static let maximumEntries = 50_000

    private static let cache = Cache()

    private static func projectRoot(of folder: URL) -> URL? {
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
        return nil
    }

    private static func load(_ root: URL, throughout: Bool) -> [String: FontFace] {
        guard throughout else {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
            return faces(in: names.filter(FontFace.isFontFileName).sorted().map { root.appendingPathComponent($0) })
        }
        guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { return [:] }
        var found: [URL] = []
        var entries = 0
        while let relative = enumerator.nextObject() as? String, entries < maximumEntries {
            entries += 1
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") || name == "__MACOSX" || name == "DerivedData" || name == "build" {
                enumerator.skipDescendants()
            } else if FontFace.isFontFileName(name) {
                found.append(root.appendingPathComponent(relative))
            }
        }
        return faces(in: found)
    }

    /// Every face of the font files (the first of a PostScript name wins), at most
    /// `maximumFiles` of them, each at most `maximumFileSize`.
    private static func faces(in files: [URL]) -> [String: FontFace] {
        var faces: [String: FontFace] = [:]
        for url in files.prefix(maximumFiles) {
            guard let size = (try? url.resourceValues(forKeys: [.fileSizeKey]))?.fileSize, size <= maximumFileSize,
                let data = try? Data(contentsOf: url)
            else { continue }
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
        /// By project (or lone folder), and the added fonts under `addedKey`.
        private var loaded: [String: [String: FontFace]] = [:]
        /// Each folder's project: a folder of thousands of files is listed once, not once a file.
        private var roots: [String: String] = [:]
        /// The folders and font files added with `--fonts`.
        private var addedPaths: [String] = []
        /// No path begins so: the added fonts' place among the projects'.
        private static let addedKey = "+added"

        func root(of folder: String, find: () -> String) -> String {
            lock.withLock { Self.value(in: &roots, at: folder, find) }
        }

        func faces(for root: String, load: () -> [String: FontFace]) -> [String: FontFace] {
            lock.withLock { Self.value(in: &loaded, at: root, load) }
        }

        func addedFaces(load: ([String]) -> [String: FontFace]) -> [String: FontFace] {
            lock.withLock {
                Self.value(in: &loaded, at: Self.addedKey) { addedPaths.isEmpty ? [:] : load(addedPaths) }
            }
        }

        func add(paths: [String]) {
            lock.withLock {
                addedPaths += paths.filter { !addedPaths.contains($0) }
                loaded[Self.addedKey] = nil
            }
        }

        /// `table[key]`, made by `make` the first time.
        private static func value<V>(in table: inout [String: V], at key: String, _ make: () -> V) -> V {
            if let value = table[key] { return value }
            let value = make()
            table[key] = value
            return value
        }
    }
}
