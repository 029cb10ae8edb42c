import Foundation
import TestSupport
import Testing

@testable import LayoutEngine

/// The kiwisolver peer, run as a Python subprocess.
enum KiwiPeer {
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("kiwi_solve.py")

    /// CI sets SIZECLASS_REQUIRE_KIWI=1: there a missing peer is a failure, not a skip.
    static let isRequired = ProcessInfo.processInfo.environment["SIZECLASS_REQUIRE_KIWI"] == "1"

    static let isAvailable: Bool = {
        (try? run(["-c", "import kiwisolver"], input: Data()).status) == 0
    }()

    static func run(_ arguments: [String], input: Data) throws -> (status: Int32, output: Data) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        let stdin = Pipe()
        let stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        try process.run()
        stdin.fileHandleForWriting.write(input)
        try stdin.fileHandleForWriting.close()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    /// kiwisolver's values for each system (nil where it refused one).
    static func solve(_ systems: [RandomSystem]) throws -> [[Double]?] {
        let payload: [String: Any] = [
            "systems": systems.map { system in
                [
                    "variables": system.variableCount,
                    "constraints": system.constraints.map { c in
                        [
                            "terms": c.terms.map { [$0.variable, $0.coefficient] as [Any] },
                            "op": c.relation.rawValue,
                            "constant": c.constant,
                            "required": c.priority >= 1000,
                        ] as [String: Any]
                    },
                ] as [String: Any]
            }
        ]
        let input = try JSONSerialization.data(withJSONObject: payload)
        let (status, output) = try run([script.path], input: input)
        guard status == 0 else { throw CocoaError(.fileReadUnknown) }
        return String(decoding: output, as: UTF8.self).split(separator: "\n").map { line in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [Double]
        }
    }
}

@Suite("Differential: LayoutEngine against kiwisolver")
struct DifferentialTests {
    /// Required constraints, competing preferences at one priority, and a weak pull on
    /// every variable, which makes the optimum unique in most systems.
    static func system(seed: UInt64) -> RandomSystem {
        var system = RandomSystem(seed: seed, variables: 7, required: 7, optional: 8, priorities: [250])
        var rng = SplitMix64(seed: seed ^ 0x5EED)
        for v in 0..<system.variableCount {
            let target = Double(Int.random(in: -40...240, using: &rng)) + 0.25
            system.constraints.append(
                GeneratedConstraint(
                    terms: [(v, 1)], relation: .equal,
                    constant: target, priority: 250))
        }
        return system
    }

    @Test(
        .enabled(
            if: KiwiPeer.isAvailable || KiwiPeer.isRequired,
            "python3 with kiwisolver is not installed (pip install kiwisolver)"))
    func sameOptimumAsKiwisolver() throws {
        guard KiwiPeer.isAvailable else {
            Issue.record("SIZECLASS_REQUIRE_KIWI is set but python3 cannot import kiwisolver")
            return
        }
        let systems = (1...400).map { Self.system(seed: UInt64($0)) }
        let peer = try KiwiPeer.solve(systems)
        try #require(peer.count == systems.count)
        var compared = 0
        var uniqueVariables = 0
        for (k, system) in systems.enumerated() {
            guard let theirs = peer[k] else { continue }
            let (solver, variables, ours) = try system.solve()
            compared += 1
            // Same optimum: equal total violation (both satisfy the required part).
            #expect(system.requiredViolation(theirs) < 1e-6, "seed \(k + 1): peer broke a required constraint")
            #expect(
                nearlyEqual(
                    system.violations(ours, priorities: [250]),
                    system.violations(theirs, priorities: [250])),
                "seed \(k + 1): \(ours) vs \(theirs)")
            // Same values wherever the engine says the optimum pins the variable down.
            let ambiguous = Set(solver.ambiguousVariables().map(ObjectIdentifier.init))
            for (i, v) in variables.enumerated() where !ambiguous.contains(ObjectIdentifier(v)) {
                uniqueVariables += 1
                #expect(
                    abs(ours[i] - theirs[i]) <= 1e-6 * max(1, abs(theirs[i])),
                    "seed \(k + 1): x\(i) = \(ours[i]), kiwisolver \(theirs[i])")
            }
        }
        // Guard against a vacuous run.
        #expect(compared >= 390)
        #expect(uniqueVariables >= compared * 5)
    }
}
