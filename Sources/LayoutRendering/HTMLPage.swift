/// What every page sizeclass writes shares: a document that loads nothing from anywhere
/// (its Content Security Policy allows only its own inline styles and script, and
/// images inlined as data), and its styles.
enum HTMLPage {
    static func document(title: String, style: String, body: String, script: String = "") -> String {
        var out = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta http-equiv="Content-Security-Policy" content="default-src 'none'; \
            style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="generator" content="sizeclass">

            """
        out += "<title>\(SVGText.escaped(title))</title>\n"
        out += "<style>\(baseStyle)\(style)</style>\n</head>\n<body>\n"
        out += body
        if !script.isEmpty { out += "<script>\(script)</script>\n" }
        out += "</body>\n</html>\n"
        return out
    }

    static let baseStyle = """
        body{font:14px/1.4 -apple-system,'Segoe UI',Helvetica,Arial,sans-serif;margin:0;color:#1c1c1e;\
        background:#f2f2f7}header{padding:12px 20px;background:#ffffff;border-bottom:1px solid #d1d1d6}\
        h1{font-size:20px;margin:0 0 4px}h2{font-size:14px;margin:0}\
        .status{display:inline-block;padding:0 6px;border-radius:4px;font-size:12px;font-weight:600;\
        color:#ffffff;background:#34c759}.status.ambiguous{background:#ff9500}\
        .status.unsatisfiable{background:#ff3b30}.file{color:#636366}
        """
}
