/// A unified diff of two texts by lines (`diff -u`'s format, three lines of context), for `lint --fix --dry-run`.
/// Written here rather than run as `/usr/bin/diff`, so that it needs no other program and reads UTF-16 files as text.
/// Lines are compared by Myers' O(ND) algorithm: a fix changes few lines of a long file, and D is that count.
package enum UnifiedDiff {
    /// The hunks of `old` → `new` under `---`/`+++` headers naming `path`; empty when the texts are equal.
    package static func text(old: String, new: String, path: String, context: Int = 3) -> String {
        let a = lines(old), b = lines(new)
        guard a != b else { return "" }
        let script = editScript(a, b)
        var output = "--- a/\(path)\n+++ b/\(path)\n"
        // Hunks: runs of changes with `context` equal lines around them, runs closer than twice that joined.
        var index = 0
        while index < script.count {
            guard script[index].kind != .same else { index += 1; continue }
            var start = index
            var taken = 0
            while start > 0, script[start - 1].kind == .same, taken < context { start -= 1; taken += 1 }
            var end = index
            while end < script.count {
                if script[end].kind != .same { end += 1; continue }
                var run = end
                while run < script.count, script[run].kind == .same { run += 1 }
                if run == script.count || run - end > 2 * context { end = min(run, end + context); break }
                end = run
            }
            let hunk = script[start..<end]
            let oldStart = hunk.first!.oldLine, newStart = hunk.first!.newLine
            let oldCount = hunk.count { $0.kind != .inserted }, newCount = hunk.count { $0.kind != .deleted }
            output += "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n"
            for line in hunk {
                switch line.kind {
                case .same: output += " " + line.text
                case .deleted: output += "-" + line.text
                case .inserted: output += "+" + line.text
                }
                if line.isLast { output += "\n\\ No newline at end of file" }
                output += "\n"
            }
            index = end
        }
        return output
    }

    private static func range(_ start: Int, _ count: Int) -> String {
        count == 1 ? "\(start)" : "\(count == 0 ? start - 1 : start),\(count)"
    }

    private struct Line: Equatable {
        var text: Substring
        var hasNewline: Bool
    }

    /// The lines split at LF by scalars (a CRLF is one `Character`, so splitting by characters would miss it); a CR
    /// stays at the end of its line, as `diff -u` shows it.
    private static func lines(_ text: String) -> [Line] {
        var result: [Line] = []
        let scalars = text.unicodeScalars
        var start = scalars.startIndex
        var index = start
        while index < scalars.endIndex {
            if scalars[index] == "\n" {
                result.append(Line(text: Substring(scalars[start..<index]), hasNewline: true))
                start = scalars.index(after: index)
            }
            index = scalars.index(after: index)
        }
        if start < scalars.endIndex { result.append(Line(text: Substring(scalars[start...]), hasNewline: false)) }
        return result
    }

    private enum Kind { case same, deleted, inserted }

    private struct ScriptLine {
        var kind: Kind
        var text: Substring
        var oldLine: Int
        var newLine: Int
        var isLast: Bool
    }

    /// The lines of both texts in order, each kept, deleted or inserted, by the shortest edit script.
    private static func editScript(_ a: [Line], _ b: [Line]) -> [ScriptLine] {
        let n = a.count, m = b.count, offset = n + m + 1
        var v = [Int](repeating: 0, count: 2 * offset + 1)
        var trace: [[Int]] = []
        search: for d in 0...(n + m) {
            trace.append(v)
            for k in stride(from: -d, through: d, by: 2) {
                var x = k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) ? v[offset + k + 1] : v[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, a[x] == b[y] { x += 1; y += 1 }
                v[offset + k] = x
                if x >= n, y >= m { trace.append(v); break search }
            }
        }
        // Back from the end through the saved frontiers.
        var script: [ScriptLine] = []
        var x = n, y = m
        for d in stride(from: trace.count - 2, through: 0, by: -1) {
            let v = trace[d]
            let k = x - y
            let previousK = k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) ? k + 1 : k - 1
            let previousX = v[offset + previousK], previousY = previousX - previousK
            while x > previousX, y > previousY {
                x -= 1; y -= 1
                script.append(ScriptLine(kind: .same, text: a[x].text, oldLine: x + 1, newLine: y + 1,
                                         isLast: !a[x].hasNewline && !b[y].hasNewline))
            }
            if d > 0 {
                if x == previousX {
                    y -= 1
                    script.append(ScriptLine(kind: .inserted, text: b[y].text, oldLine: x + 1, newLine: y + 1, isLast: !b[y].hasNewline))
                } else {
                    x -= 1
                    script.append(ScriptLine(kind: .deleted, text: a[x].text, oldLine: x + 1, newLine: y + 1, isLast: !a[x].hasNewline))
                }
            }
        }
        return script.reversed()
    }
}
