import Dispatch
import LayoutCompilation
import LayoutDocument

extension SizeClassPage {
    /// The page: a header with the layout's name, file and status and a switch for the
    /// guides; the nine classes in the coverage grid's arrangement, each a
    /// `<section class="class-cell" data-class="compact-regular">` with its status, a
    /// device switcher when it has several devices, what differs from Any-Any and its
    /// pictures; an inspector that lists a clicked view's constraints, the broken ones
    /// marked. Self-contained: inline CSS, SVG and script, nothing loaded.
    public func html(options: LayoutPicture.Options = LayoutPicture.Options()) -> String {
        var body = "<header><h1>\(SVGText.escaped(name))</h1>"
        body += "<p><span class=\"file\">\(SVGText.escaped(file))</span> "
        body += "<span class=\"status \(status.rawValue)\" id=\"page-status\">\(status.rawValue)</span> "
        body += "<label><input type=\"checkbox\" id=\"toggle-guides\"\(options.guides ? " checked" : "")> "
        body += "safe area and margins</label></p>"
        body += "<p class=\"legend\"><span class=\"swatch safe-area\"></span>safe area "
        body += "<span class=\"swatch margins\"></span>layout margins <span class=\"swatch stack\"></span>stack view "
        body +=
            "<span class=\"swatch conflict\"></span>in a conflict <span class=\"swatch ambiguous\"></span>ambiguous</p>"
        body += "</header>\n"
        body += "<div class=\"page\"><main class=\"classes\">\n"
        body += "<div class=\"corner\">height ↓ width →</div>"
        for width in SizeClassAxis.allCases { body += "<div class=\"axis\">width \(width.rawValue)</div>" }
        body += "\n"
        // Each class's section and data drawn apart, on every core.
        let drawn = Self.inParallel(cells) { cell in
            var data = ""
            for (k, p) in cell.pictures.enumerated() {
                data += "<script type=\"application/json\" id=\"data-\(cell.sizeClass)-\(k)\">"
                data += PictureData(p).scriptJSON() + "</script>\n"
            }
            return (section(cell, options: options), data)
        }
        var data = ""
        for height in SizeClassAxis.allCases {
            body += "<div class=\"axis\">height \(height.rawValue)</div>\n"
            for width in SizeClassAxis.allCases {
                let k = SizeClass.all.firstIndex(of: SizeClass(width: width, height: height))!
                body += drawn[k].0
                data += drawn[k].1
            }
        }
        body += "</main>\n"
        body += """
            <aside id="inspector"><h2 id="inspector-title">Click a view</h2>\
            <p id="inspector-frame" class="file"></p><ul id="constraint-list"></ul></aside></div>

            """
        body += data
        return HTMLPage.document(
            title: "\(name) — sizeclass", style: LayoutPicture.stylesheet + Self.style, body: body, script: Self.script)
    }

    /// `transform` of each element, computed concurrently, in order.
    static func inParallel<T: Sendable, R: Sendable>(_ items: [T], _ transform: @Sendable (T) -> R) -> [R] {
        var results = [R?](repeating: nil, count: items.count)
        results.withUnsafeMutableBufferPointer { buffer in
            // Each iteration writes its own slot only.
            nonisolated(unsafe) let slots = buffer
            DispatchQueue.concurrentPerform(iterations: items.count) { i in slots[i] = transform(items[i]) }
        }
        return results.map { $0! }
    }

    /// One class's cell.
    func section(_ cell: Cell, options: LayoutPicture.Options) -> String {
        let c = cell.sizeClass
        var out = "<section class=\"class-cell\" data-class=\"\(c)\" data-status=\"\(cell.status.rawValue)\">"
        out += "<h2>\(c) <span class=\"status \(cell.status.rawValue)\">\(cell.status.rawValue)</span></h2>"
        if cell.pictures.count > 1 {
            out += "<select class=\"device-switch\" aria-label=\"device\">"
            for (k, p) in cell.pictures.enumerated() {
                out += "<option value=\"\(k)\">\(SVGText.escaped(p.solution.environment.summary))</option>"
            }
            out += "</select>"
        } else if let p = cell.pictures.first {
            out += "<p class=\"device\">\(SVGText.escaped(p.solution.environment.summary))</p>"
        }
        out += differences(cell)
        if cell.pictures.isEmpty { out += "<p class=\"file\">no device reports this class</p>" }
        for (k, p) in cell.pictures.enumerated() {
            out += "<figure class=\"picture\" data-index=\"\(k)\"\(k == 0 ? "" : " hidden")>"
            // The page's header explains the marks once; the guides are switched by a class.
            out += p.svg(options: LayoutPicture.Options(guides: true, legend: false), styled: false)
            out += "</figure>"
        }
        out += "</section>\n"
        return out
    }

    /// What the class changes from Any-Any, counted, the names behind a disclosure.
    func differences(_ cell: Cell) -> String {
        guard cell.sizeClass != .anyAny else { return "<p class=\"differs\">the base configuration</p>" }
        let total = cell.added.count + cell.removed.count + cell.changed.count
        guard total > 0 else { return "<p class=\"differs\">same as any-any</p>" }
        var counts: [String] = []
        if !cell.added.isEmpty { counts.append("+\(cell.added.count)") }
        if !cell.removed.isEmpty { counts.append("−\(cell.removed.count)") }
        if !cell.changed.isEmpty { counts.append("~\(cell.changed.count)") }
        var out =
            "<details class=\"differs\"><summary>differs from any-any: \(counts.joined(separator: " "))</summary><ul>"
        for (sign, names) in [("+", cell.added), ("−", cell.removed), ("~", cell.changed)] {
            for n in names { out += "<li>\(sign) \(SVGText.escaped(n))</li>" }
        }
        out += "</ul></details>"
        return out
    }

    static let style = """
        .page{display:flex;align-items:flex-start;gap:16px;padding:16px}\
        .classes{flex:1;display:grid;grid-template-columns:90px repeat(3,minmax(0,1fr));gap:12px}\
        .axis,.corner{font-weight:600;color:#636366;align-self:center}\
        .class-cell{background:#ffffff;border-radius:10px;padding:10px;border:1px solid #d1d1d6;min-width:0}\
        .class-cell h2{margin-bottom:4px}.device,.differs{margin:2px 0 6px;color:#636366;font-size:12px}\
        .class-cell select{max-width:100%}\
        figure{margin:0;display:flex;justify-content:center}\
        figure svg{max-width:100%;max-height:420px;width:auto;height:auto;display:block}\
        .legend{font-size:12px;color:#636366;margin:4px 0 0}\
        .swatch{display:inline-block;width:14px;height:10px;margin:0 4px 0 10px;border:1.5px dashed #8e8e93}\
        .swatch.safe-area{border-color:#0a84ff;border-style:dotted}.swatch.margins{border-color:#ff2d95;\
        border-style:dotted}.swatch.conflict{border:2px solid #ff3b30;background:#ffe1df}\
        .swatch.ambiguous{border:2px dashed #ff9500}\
        figure svg .view{cursor:pointer}figure svg .view.selected>rect.frame{stroke:#0a84ff;stroke-width:3}\
        body.no-guides .guides{display:none}\
        #inspector{width:320px;position:sticky;top:16px;background:#ffffff;border-radius:10px;padding:12px;\
        border:1px solid #d1d1d6;max-height:90vh;overflow:auto}\
        #constraint-list{padding-left:18px;font-family:ui-monospace,Menlo,monospace;font-size:12px}\
        #constraint-list li.broken{color:#ff3b30}#constraint-list li.conflicting{color:#ff9500}
        """

    /// Guides on and off, the device switchers, and the inspector: a click on a view
    /// selects it and lists its constraints from the picture's JSON.
    static let script = """
        (function(){\
        var guides=document.getElementById('toggle-guides');\
        function applyGuides(){document.body.classList.toggle('no-guides',!guides.checked);}\
        guides.addEventListener('change',applyGuides);applyGuides();\
        document.querySelectorAll('.device-switch').forEach(function(s){\
        s.addEventListener('change',function(){\
        s.closest('.class-cell').querySelectorAll('figure.picture').forEach(function(f){\
        f.hidden=f.getAttribute('data-index')!==s.value;});});});\
        var cache={};\
        function data(cls,k){var key=cls+'-'+k;if(!cache[key]){\
        var e=document.getElementById('data-'+key);cache[key]=e?JSON.parse(e.textContent):null;}return cache[key];}\
        function show(g){\
        document.querySelectorAll('.view.selected').forEach(function(v){v.classList.remove('selected');});\
        g.classList.add('selected');\
        var fig=g.closest('figure.picture'),cell=g.closest('.class-cell');\
        var d=data(cell.getAttribute('data-class'),fig.getAttribute('data-index'));\
        var id=g.getAttribute('data-id'),v=d&&d.views[id];\
        var title=document.getElementById('inspector-title'),frame=document.getElementById('inspector-frame');\
        var list=document.getElementById('constraint-list');\
        list.textContent='';\
        title.textContent=v?v.name:id;\
        frame.textContent=v?(cell.getAttribute('data-class')+' · '+d.device+' · '+v.kind+' · x '+v.frame[0]+\
        ', y '+v.frame[1]+', '+v.frame[2]+' × '+v.frame[3]+(v.mark?' · '+v.mark:'')):'';\
        if(!v)return;\
        if(v.constraints.length===0){var none=document.createElement('li');\
        none.textContent='no constraints of the document';list.appendChild(none);}\
        v.constraints.forEach(function(k){var c=d.constraints[k];var li=document.createElement('li');\
        li.className=c.state;li.setAttribute('data-constraint',c.id);\
        li.textContent=(c.state==='broken'?'✕ broken: ':c.state==='conflicting'?'! ':'')+c.equation+\
        ' ('+c.id+(c.line>0?', line '+c.line:'')+')';list.appendChild(li);});}\
        document.querySelectorAll('figure.picture svg').forEach(function(svg){\
        svg.addEventListener('click',function(ev){\
        var g=ev.target.closest('g.view');if(g)show(g);});});\
        })();
        """
}
