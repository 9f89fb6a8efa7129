import RatePromptFormats

extension LintFinding {
    /// Sorts `findings` by `<`: path, line, column, rule, message.
    ///
    /// Comparing tuples of `String`s in the sort was most of a lint with 100,000 findings. Here each path and rule
    /// id is ranked once, so the sort compares two integers per pair and reads a message only when everything else
    /// is equal; the findings are then moved into place without copying them.
    package static func sort(_ findings: inout [LintFinding]) {
        guard findings.count > 1 else { return }
        // Ids in order of first appearance; findings come in runs of one file and one rule, so the previous
        // finding's id is usually the answer and no `String` is hashed.
        var pathIDs: [String: Int] = [:]
        var paths: [String] = []
        var ruleIDs: [String: Int] = [:]
        var rules: [String] = []
        var ids: [(path: Int, rule: Int)] = []
        ids.reserveCapacity(findings.count)
        var lastPath = 0
        var lastRule = 0
        for finding in findings {
            let path = finding.location.path
            if paths.isEmpty || paths[lastPath] != path {
                if let id = pathIDs[path] {
                    lastPath = id
                } else {
                    lastPath = paths.count
                    pathIDs[path] = lastPath
                    paths.append(path)
                }
            }
            let rule = finding.rule
            if rules.isEmpty || rules[lastRule] != rule {
                if let id = ruleIDs[rule] {
                    lastRule = id
                } else {
                    lastRule = rules.count
                    ruleIDs[rule] = lastRule
                    rules.append(rule)
                }
            }
            ids.append((lastPath, lastRule))
        }
        let pathRanks = ranks(paths)
        let ruleRanks = ranks(rules)
        var keys: [Key] = []
        keys.reserveCapacity(findings.count)
        for (index, finding) in findings.enumerated() {
            let position = finding.location.position
            keys.append(Key(
                high: UInt64(pathRanks[ids[index].path]) << 32 | UInt64(UInt32(clamping: position.line)),
                low: UInt64(UInt32(clamping: position.column)) << 32 | UInt64(ruleRanks[ids[index].rule]),
                index: index))
        }
        ids = []
        findings.withUnsafeBufferPointer { findings in
            keys.sort { lhs, rhs in
                if lhs.high != rhs.high { return lhs.high < rhs.high }
                if lhs.low != rhs.low { return lhs.low < rhs.low }
                return findings[lhs.index].message < findings[rhs.index].message
            }
        }
        // Moved into place by following the permutation's cycles: swaps, no copies.
        var source = keys.map(\.index)
        for start in source.indices where source[start] != start {
            var current = start
            while source[current] != start {
                let next = source[current]
                findings.swapAt(current, next)
                source[current] = current
                current = next
            }
            source[current] = current
        }
    }

    private struct Key {
        /// Path rank, then line.
        var high: UInt64
        /// Column, then rule rank.
        var low: UInt64
        var index: Int
    }

    /// The rank of each string in `strings` sorted by `<`.
    private static func ranks(_ strings: [String]) -> [UInt32] {
        var ranks = [UInt32](repeating: 0, count: strings.count)
        for (rank, index) in strings.indices.sorted(by: { strings[$0] < strings[$1] }).enumerated() {
            ranks[index] = UInt32(truncatingIfNeeded: rank)
        }
        return ranks
    }

    /// Removes from `findings`, sorted by `sort`, every finding equal to an earlier one. Equal findings sort next to
    /// each other, so only findings at the same place, of the same rule and with the same message are compared.
    package static func removeDuplicates(_ findings: inout [LintFinding]) {
        var kept = 0
        var runStart = 0
        for index in findings.indices {
            if kept > 0 {
                let previous = findings[kept - 1]
                let finding = findings[index]
                if finding.location.line != previous.location.line || finding.location.column != previous.location.column
                    || finding.rule != previous.rule
                    || finding.location.path != previous.location.path || finding.message != previous.message {
                    runStart = kept
                } else if findings[runStart..<kept].contains(finding) {
                    continue
                }
            }
            if index != kept { findings.swapAt(index, kept) }
            kept += 1
        }
        findings.removeLast(findings.count - kept)
    }
}
