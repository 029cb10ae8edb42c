#!/usr/bin/env python3
"""Solves systems with kiwisolver for DifferentialTests.swift.

stdin: {"systems": [{"variables": N, "constraints": [{"terms": [[index, coefficient], ...],
        "op": "==" | ">=" | "<=", "constant": K, "required": bool}, ...]}, ...]}
stdout: one JSON list per system: the variables' values, or null if kiwisolver refused.
All optional constraints share one strength, so kiwisolver's weighted objective and the
engine's priority hierarchy mean the same thing.
"""
import json
import sys

import kiwisolver as kiwi


def solve(system):
    variables = [kiwi.Variable("x%d" % i) for i in range(system["variables"])]
    solver = kiwi.Solver()
    for c in system["constraints"]:
        expr = sum((coef * variables[i] for i, coef in c["terms"]), kiwi.Expression([], 0))
        op = c["op"]
        if op == "==":
            constraint = expr == c["constant"]
        elif op == ">=":
            constraint = expr >= c["constant"]
        else:
            constraint = expr <= c["constant"]
        if not c["required"]:
            constraint = constraint | "weak"
        try:
            solver.addConstraint(constraint)
        except kiwi.UnsatisfiableConstraint:
            return None
    solver.updateVariables()
    return [v.value() for v in variables]


def main():
    data = json.load(sys.stdin)
    for system in data["systems"]:
        print(json.dumps(solve(system)))


if __name__ == "__main__":
    main()
