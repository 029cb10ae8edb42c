/// The version `sizeclass --version` prints.
enum SizeClassVersion {
    static let current = "0.1.0"
}
