/// "Did you mean …?" for a near miss: the declared name closest to what was typed, when it
/// is within a couple of edits (`--tag` → `--tags`, `--instrctions` → `--instructions`).
enum Suggestion {
    /// `" (did you mean '--tags'?)"`, or "" when nothing is close.
    static func hint(_ typed: String, among names: [String], prefix: String = "--") -> String {
        guard let best = closest(typed, among: names) else { return "" }
        return " (did you mean '\(prefix)\(best)'?)"
    }

    static func closest(_ typed: String, among names: [String]) -> String? {
        let limit = max(1, min(3, typed.count / 3))
        var best: (name: String, distance: Int)?
        for name in names {
            let d = distance(typed, name)
            if d <= limit, d < (best?.distance ?? .max) { best = (name, d) }
        }
        return best?.name
    }

    /// Edit distance (insertions, deletions, substitutions, and swaps of two neighbours —
    /// the commonest typo: `tets`, `rnu`), on characters.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
                }
            }
        }
        return d[a.count][b.count]
    }
}
