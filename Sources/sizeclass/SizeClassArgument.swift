import ArgumentParser
import LayoutDocument

/// `--class compact-regular`, `wC hR`, `wC/hR`, `Compact-Regular`, …
struct SizeClassArgument: ExpressibleByArgument {
    let value: SizeClass

    init?(argument: String) {
        guard let parsed = SizeClass(parsing: argument) else { return nil }
        value = parsed
    }

    static var defaultCompletionKind: CompletionKind {
        .list(SizeClass.all.map(\.description))
    }
}

extension SizeClassAxis: ExpressibleByArgument {}

/// `--content-size accessibility-large`, `AX2`, `accessibilityLarge`.
extension ContentSizeCategory: ExpressibleByArgument {
    public init?(argument: String) { self.init(name: argument) }

    public static var defaultCompletionKind: CompletionKind { .list(allCases.map(\.rawValue)) }
}
