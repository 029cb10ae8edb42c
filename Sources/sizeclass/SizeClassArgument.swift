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

/// `--content-sizes all`, or a comma-separated list of categories (`L,XXXL,AX5`).
struct ContentSizeList: ExpressibleByArgument {
    var categories: [ContentSizeCategory]

    init?(argument: String) {
        if argument.lowercased() == "all" {
            categories = ContentSizeCategory.allCases
            return
        }
        var found: [ContentSizeCategory] = []
        for name in argument.split(separator: ",", omittingEmptySubsequences: false) {
            guard let category = ContentSizeCategory(name: name.trimmingCharacters(in: .whitespaces)) else {
                return nil
            }
            found.append(category)
        }
        categories = found
    }

    static var defaultCompletionKind: CompletionKind { .list(["all"] + ContentSizeCategory.allCases.map(\.rawValue)) }
}
