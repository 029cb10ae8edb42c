internal import CLibXML2

/// Process-wide libxml2 set-up, done once before the first parse.
enum LibXML {
    private static let once: Void = {
        xmlInitParser()
        // No external entity, DTD or schema import is ever fetched, from disk or network.
        xmlSetExternalEntityLoader { _, _, _ in nil }
    }()

    static func setUp() { _ = once }
}
