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

    /// Levenshtein distance (insertions, deletions, substitutions), on characters.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        var row = Array(0...b.count)
        for i in 1...a.count {
            var previous = row[0]
            row[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                let old = row[j]
                row[j] = a[i - 1] == b[j - 1] ? previous : 1 + min(previous, row[j], row[j - 1])
                previous = old
            }
        }
        return row[b.count]
    }
}
