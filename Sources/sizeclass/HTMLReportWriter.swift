import Dispatch
import Foundation
import LayoutCompilation
import LayoutDocument
import LayoutFiles
import LayoutRendering
import LayoutReports

/// `check --reporter html:PATH`: the index at PATH and, in the folder `NAME-layouts`
/// beside it, a page of the nine size classes for every layout checked (its file's
/// folder structure kept as one name per file). Each file is read again and each
/// layout solved again for its pictures, in parallel; only when the reporter is asked
/// for.
struct HTMLReportWriter {
    let scene: String?
    let direction: LayoutDirection
    let devices: [(device: Device, orientation: Orientation)]?
    let terminal: Terminal

    func write(_ layouts: [LayoutResult], to path: String) {
        let index = URL(fileURLWithPath: path)
        let folderName = index.deletingPathExtension().lastPathComponent + "-layouts"
        // The files in the order checked, each with its layouts' positions in `layouts`.
        var order: [String] = []
        var positions: [String: [Int]] = [:]
        for (k, l) in layouts.enumerated() {
            if positions[l.path] == nil { order.append(l.path) }
            positions[l.path, default: []].append(k)
        }
        // A folder per file, named after the file (and numbered when two share a name).
        var slugs: [String] = []
        var taken: Set<String> = []
        for file in order {
            slugs.append(FileName.unique(URL(fileURLWithPath: file).lastPathComponent, taken: &taken))
        }
        let slots = ResultSlots<[(Int, String?, LayoutPicture?, String?)]>(count: order.count)
        let showProgress = terminal.progress && order.count >= 10
        let (scene, direction, devices) = (scene, direction, devices)
        let (files, layoutsOf, fileSlugs) = (order, positions, slugs)
        DispatchQueue.concurrentPerform(iterations: order.count) { i in
            let file = files[i]
            let documents = LayoutFile.readLayouts(file, scene: scene).compactMap { $0.isValid ? $0.document : nil }
            let fileSlug = fileSlugs[i]
            var used: Set<String> = []
            var made: [(Int, String?, LayoutPicture?, String?)] = []
            for k in layoutsOf[file] ?? [] {
                let result = layouts[k]
                guard result.check != nil, let document = documents.first(where: { $0.name == result.name }) else {
                    made.append((k, nil, nil, nil))
                    continue
                }
                let page = SizeClassPage(
                    document, file: file, name: document.name, direction: direction, devices: devices)
                let name = FileName.unique(document.name ?? "layout", taken: &used)
                let relative = "\(folderName)/\(fileSlug)/\(name).html"
                let thumbnail = page[.compactRegular].pictures.first ?? page.cells.first?.pictures.first
                made.append((k, relative, thumbnail, page.html()))
            }
            let done = slots.store(made, at: i)
            if showProgress { terminal.status("drawn \(done)/\(files.count)") }
        }
        if showProgress { terminal.status("") }
        var entries = layouts.map { CheckIndexPage.Entry(result: $0) }
        do {
            for made in slots.values {
                for (k, relative, thumbnail, html) in made {
                    guard let relative, let html else { continue }
                    let url = index.deletingLastPathComponent().appendingPathComponent(relative)
                    try FileManager.default.createDirectory(
                        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try Data(html.utf8).write(to: url)
                    entries[k].page = relative
                    entries[k].thumbnail = thumbnail
                }
            }
            try Data(CheckIndexPage(entries: entries).html().utf8).write(to: index)
        } catch {
            ProblemRun.fail(
                Diagnostic(
                    path: path, location: SourceLocation(line: 1, column: 1),
                    message: "cannot write the HTML report: \(error.localizedDescription)", rule: .io))
        }
    }
}
