/// A position in a source file: 1-based line and column (columns count characters).
/// Stored as two 32-bit numbers (files are at most 256 MiB): every element, attribute
/// and item reference of a document carries one.
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    private var storedLine: Int32
    private var storedColumn: Int32

    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }

    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(clamping: newValue) }
    }

    public init(line: Int, column: Int) {
        storedLine = Int32(clamping: line)
        storedColumn = Int32(clamping: column)
    }

    /// Unknown position (reported as line 0).
    public static let unknown = SourceLocation(line: 0, column: 0)

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.storedLine, a.storedColumn) < (b.storedLine, b.storedColumn)
    }

    public var description: String { "\(line):\(column)" }
}
