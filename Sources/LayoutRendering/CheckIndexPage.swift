import LayoutDocument
import LayoutReports

/// `sizeclass check --reporter html:PATH`: an index of every file and layout checked,
/// each with its status, its problems and a thumbnail (its picture on the first device
/// of compact-regular) linking to its page of the nine size classes.
public struct CheckIndexPage: Sendable {
    /// One layout (or a file that has none to lay out, or could not be read).
    public struct Entry: Sendable {
        public var result: LayoutResult
        /// The layout's page, relative to the index.
        public var page: String?
        /// The picture shown small.
        public var thumbnail: LayoutPicture?

        public init(result: LayoutResult, page: String? = nil, thumbnail: LayoutPicture? = nil) {
            self.result = result
            self.page = page
            self.thumbnail = thumbnail
        }
    }

    public var entries: [Entry]
    public var summary: ProblemSummary

    public init(entries: [Entry]) {
        self.entries = entries
        summary = ProblemSummary(entries.map(\.result))
    }

    /// The index: the summary line, then the files in the order checked, each with its
    /// layouts as cards (`<article class="layout" data-status="…">`).
    public func html() -> String {
        var body = "<header><h1>sizeclass check</h1>"
        body +=
            "<p id=\"summary\">\(SVGText.escaped(summary.line(command: .check)))</p>"
        body += "<label><input type=\"checkbox\" id=\"problems-only\"> only layouts with problems</label>"
        body += "</header>\n<main class=\"index\">\n"
        var files: [(path: String, entries: [Entry])] = []
        for e in entries {
            if files.last?.path == e.result.path {
                files[files.count - 1].entries.append(e)
            } else {
                files.append((e.result.path, [e]))
            }
        }
        for file in files {
            let clean = file.entries.allSatisfy { $0.result.reported.isEmpty }
            body +=
                "<section class=\"file\(clean ? " clean" : "")\"><h2>\(SVGText.escaped(file.path))</h2><div class=\"layouts\">\n"
            for e in file.entries { body += card(e) }
            body += "</div></section>\n"
        }
        body += "</main>\n"
        return HTMLPage.document(
            title: "sizeclass check", style: LayoutPicture.stylesheet + Self.style, body: body, script: Self.script)
    }

    func card(_ e: Entry) -> String {
        let r = e.result
        let status = r.status.rawValue
        let clean = r.reported.isEmpty ? " clean" : ""
        var out = "<article class=\"layout\(clean)\" data-status=\"\(status)\">"
        let title = SVGText.escaped(r.name ?? r.path)
        if let page = e.page {
            out += "<a class=\"thumbnail\" href=\"\(SVGText.escaped(Self.link(page)))\">"
            out += e.thumbnail?.svg(options: .init(guides: false, legend: false), styled: false) ?? ""
            out += "</a><h3><a href=\"\(SVGText.escaped(Self.link(page)))\">\(title)</a>"
        } else {
            out += "<h3>\(title)"
        }
        out += " <span class=\"status \(status)\">\(status)</span></h3>"
        let reported = r.reported
        if !reported.isEmpty {
            out += "<ul class=\"problem-list\">"
            for p in reported {
                let line = p.diagnostic.location.line
                out += "<li class=\"\(p.severity == .error ? "error" : "warning")\">"
                out += SVGText.escaped((line > 0 ? "line \(line): " : "") + p.fullMessage)
                out += " <span class=\"rule\">[\(SVGText.escaped(p.rule.rawValue))]</span></li>"
            }
            out += "</ul>"
        }
        let known = r.problems.count - reported.count
        if known > 0 { out += "<p class=\"known\">\(known) known problem\(known == 1 ? "" : "s") (baseline)</p>" }
        out += "</article>\n"
        return out
    }

    /// A relative path as a URL path: each segment percent-encoded.
    static func link(_ path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false).map { segment in
            var out = ""
            for byte in segment.utf8 {
                let c = Character(Unicode.Scalar(byte))
                if c.isASCII && (c.isLetter || c.isNumber || "-._~".contains(c)) {
                    out.append(c)
                } else {
                    out += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
                }
            }
            return out
        }.joined(separator: "/")
    }

    /// The filter: layouts (and files) without problems hidden.
    static let script = """
        (function(){var c=document.getElementById('problems-only');\
        function apply(){document.body.classList.toggle('problems-only',c.checked);}\
        c.addEventListener('change',apply);apply();})();
        """

    static let style = """
        body.problems-only .clean{display:none}\
        .index{padding:16px}.file{margin-bottom:20px}.file h2{font-family:ui-monospace,Menlo,monospace;\
        font-size:13px;color:#636366;margin:0 0 8px}.layouts{display:flex;flex-wrap:wrap;gap:12px}\
        .layout{background:#ffffff;border:1px solid #d1d1d6;border-radius:10px;padding:10px;width:260px}\
        .layout h3{font-size:13px;margin:6px 0}.layout a{color:#0a60d0;text-decoration:none}\
        .thumbnail{display:flex;justify-content:center;background:#f2f2f7;border-radius:6px}\
        .thumbnail svg{max-width:100%;max-height:180px;width:auto;height:auto}\
        .problem-list{padding-left:16px;margin:4px 0;font-size:12px}.problem-list li.error{color:#d70015}\
        .problem-list li.warning{color:#a05a00}.rule,.known{color:#8e8e93;font-size:11px}
        """
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
