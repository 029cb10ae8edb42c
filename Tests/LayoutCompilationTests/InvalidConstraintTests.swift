import LayoutDocument
import SizeClassResolution
import Testing

@testable import LayoutCompilation

/// The engine's last defence: a number no file can hold any more (the `limit` rule
/// refuses it first), put into a document in code, is a constraint left out with an
/// `invalid-constraint` warning, never a crash or a non-finite frame.
@Suite("Constraints the engine refuses")
struct InvalidConstraintTests {
    @Test func aNonFiniteConstantIsLeftOutWithAWarning() throws {
        var document = Recipe.document(
            text: """
                <?xml version="1.0" encoding="UTF-8"?>
                <layout version="1"><view id="root"><view id="a"/></view><constraints>
                <constraint id="w" eq="a.width = 10"/><constraint id="h" eq="a.height = 10"/>
                <constraint id="x" eq="a.leading = root.leading"/><constraint id="y" eq="a.top = root.top"/>
                </constraints></layout>
                """)
        guard case .constraint(var c) = document.constraints[0] else { throw CancellationError() }
        c.attributes.constant = .points(.infinity)
        document.constraints[0] = .constraint(c)
        let solution = Recipe.solve(document, SemanticsTests.env)
        let warning = try #require(solution.warnings.first { $0.rule == .invalidConstraint })
        #expect(warning.message.hasPrefix("constraint 'w' left out: coefficients and constants must be finite"))
        #expect(solution.frames.allSatisfy { $0.width.isFinite && $0.x.isFinite })
    }
}
