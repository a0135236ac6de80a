/// Line diffs: the expectation diffs of `assert`/`expect` (every line, marked) and the
/// unified diffs of snapshot mismatches (hunks with three lines of context, as `diff -u`).
public enum LineDiff {
    public enum Edit: Equatable {
        case same(String), removed(String), added(String)
    }

    /// The edits that turn `old` into `new`: a longest common subsequence of lines, after
    /// trimming the common head and tail (most snapshot changes are small and local).
    public static func edits(_ old: [String], _ new: [String]) -> [Edit] {
        var head = 0
        while head < old.count, head < new.count, old[head] == new[head] { head += 1 }
        var tail = 0
        while tail < old.count - head, tail < new.count - head,
              old[old.count - 1 - tail] == new[new.count - 1 - tail] { tail += 1 }
        let a = Array(old[head..<(old.count - tail)]), b = Array(new[head..<(new.count - tail)])
        var result = old[..<head].map(Edit.same)
        result += middle(a, b)
        result += old[(old.count - tail)...].map(Edit.same)
        return result
    }

    /// LCS by dynamic programming over the differing middle: lengths[i][j] is the LCS of
    /// a[i...] and b[j...].
    private static func middle(_ a: [String], _ b: [String]) -> [Edit] {
        // Past a few million cells the table costs more than the diff is worth: show the
        // whole middle as replaced.
        if a.isEmpty || b.isEmpty || a.count * b.count > 4_000_000 { return a.map(Edit.removed) + b.map(Edit.added) }
        let width = b.count + 1
        var lengths = [Int32](repeating: 0, count: (a.count + 1) * width)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lengths[i * width + j] = a[i] == b[j] ? lengths[(i + 1) * width + j + 1] + 1
                    : max(lengths[(i + 1) * width + j], lengths[i * width + j + 1])
            }
        }
        var edits: [Edit] = []
        var i = 0, j = 0
        while i < a.count && j < b.count {
            if a[i] == b[j] {
                edits.append(.same(a[i])); i += 1; j += 1
            } else if lengths[(i + 1) * width + j] >= lengths[i * width + j + 1] {
                edits.append(.removed(a[i])); i += 1
            } else {
                edits.append(.added(b[j])); j += 1
            }
        }
        edits += a[i...].map(Edit.removed)
        edits += b[j...].map(Edit.added)
        return edits
    }

    /// Every line, marked `- ` (only in `expected`), `+ ` (only in `received`) or `  `.
    public static func annotated(expected: String, received: String) -> String {
        edits(lines(expected), lines(received)).map { edit in
            switch edit {
            case .same(let s): "  " + s
            case .removed(let s): "- " + s
            case .added(let s): "+ " + s
            }
        }.joined(separator: "\n")
    }

    /// A unified diff (`--- old`, `+++ new`, `@@ -l,n +l,n @@` hunks), or "" when equal.
    public static func unified(old: String, new: String, oldName: String, newName: String, context: Int = 3) -> String {
        let all = edits(lines(old), lines(new))
        let changed = all.indices.filter { if case .same = all[$0] { return false } else { return true } }
        guard !changed.isEmpty else { return "" }
        // group changes whose context windows touch
        var hunks: [ClosedRange<Int>] = []
        for i in changed {
            let window = max(0, i - context)...min(all.count - 1, i + context)
            if let last = hunks.last, window.lowerBound <= last.upperBound + 1 {
                hunks[hunks.count - 1] = last.lowerBound...window.upperBound
            } else {
                hunks.append(window)
            }
        }
        var out = ["--- \(oldName)", "+++ \(newName)"]
        var oldLine = 1, newLine = 1, position = 0
        for hunk in hunks {
            while position < hunk.lowerBound {
                if case .added = all[position] {} else { oldLine += 1 }
                if case .removed = all[position] {} else { newLine += 1 }
                position += 1
            }
            var body: [String] = []
            var oldCount = 0, newCount = 0
            for edit in all[hunk] {
                switch edit {
                case .same(let s): body.append(" " + s); oldCount += 1; newCount += 1
                case .removed(let s): body.append("-" + s); oldCount += 1
                case .added(let s): body.append("+" + s); newCount += 1
                }
            }
            out.append("@@ -\(range(oldLine, oldCount)) +\(range(newLine, newCount)) @@")
            out += body
            oldLine += oldCount
            newLine += newCount
            position = hunk.upperBound + 1
        }
        return out.joined(separator: "\n")
    }

    /// `diff -u`'s range: "l,n", or "l" for one line, or "l-1,0" for none.
    private static func range(_ start: Int, _ count: Int) -> String {
        switch count {
        case 0: return "\(start - 1),0"
        case 1: return "\(start)"
        default: return "\(start),\(count)"
        }
    }

    static func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}
