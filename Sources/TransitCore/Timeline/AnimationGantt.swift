/// `transit explain` for what is not a timeline: the engine's recorded `animate` blocks
/// (``TimelineEvent/animationBegan(_:)``) drawn as ``Timeline/explain(width:)`` draws a
/// timeline — one row per `view.property`, `-` for a block's delay and `#` for its runs
/// (duration × repeatCount, × 2 autoreversed; to the axis' end when it repeats forever),
/// the curves' names and shapes, and a row of completions (`*`). Columns as there: integer
/// ticks, column c covering [c·T/W, (c+1)·T/W).
public enum AnimationGantt {
    public static func explain(_ events: [TimelineEvent], width: Int = Timeline.explainWidth) -> String {
        let w = max(10, width)
        var begins: [AnimationBegin] = []
        var completions: [Int64] = []
        for e in events {
            switch e {
            case .animationBegan(let b): begins.append(b)
            case .completionCalled(_, let t, _): completions.append(t)
            default: break
            }
        }
        guard !begins.isEmpty else { return "no animation blocks\n" }
        func ticks(_ s: Double) -> Int64 { s.isFinite ? Int64((s * 1e6).rounded()) : .max }
        var spans: [(prop: String, placed: Int64, start: Int64, end: Int64?, curve: String)] = []
        var total: Int64 = completions.max() ?? 0
        for b in begins {
            let start = b.tick + ticks(b.delay)
            let runs = b.repeatCount * (b.autoreverses ? 2 : 1)
            let end: Int64? = runs.isFinite ? start + ticks(b.duration * runs) : nil
            total = max(total, end ?? start)
            for p in b.properties { spans.append((p, b.tick, start, end, b.curve)) }
        }
        if total == 0 { total = 1 }
        var rows: [String] = []
        for s in spans where !rows.contains(s.prop) { rows.append(s.prop) }
        let names = rows + (completions.isEmpty ? [] : ["completions"])
        let nameWidth = max(8, names.map(\.count).max() ?? 0)
        func pad(_ s: String) -> String { s + String(repeating: " ", count: max(0, nameWidth - s.count)) }
        func edge(_ c: Int) -> Int64 { total * Int64(c) / Int64(w) }
        func column(_ t: Int64) -> Int { min(w - 1, Int(t * Int64(w) / total)) }
        func fill(_ row: inout [Character], _ a: Int64, _ b: Int64, _ ch: Character) {
            for c in 0..<w where edge(c) < b && edge(c + 1) > a && (row[c] == " " || ch == "#") { row[c] = ch }
        }
        let end = formatNumber(Double(total) / 1e6)
        var lines = ["UIKit animations: \(begins.count) block\(begins.count == 1 ? "" : "s") over \(end) s"]
        lines.append(pad("") + "  0" + String(repeating: " ", count: max(1, w - 1 - end.count)) + end + " s")
        for name in rows {
            var row = [Character](repeating: " ", count: w)
            var curves: [String] = []
            for s in spans where s.prop == name {
                if s.placed < s.start { fill(&row, s.placed, s.start, "-") }
                let e = s.end ?? total
                if e > s.start { fill(&row, s.start, e, "#") } else { row[column(s.start)] = "|" }
                let shape = TimingCurve(named: s.curve).map { " " + Timeline.shape($0) } ?? ""
                if !curves.contains(s.curve + shape) { curves.append(s.curve + shape) }
            }
            lines.append(pad(name) + " |" + String(row) + "| " + curves.joined(separator: ", "))
        }
        if !completions.isEmpty {
            var row = [Character](repeating: " ", count: w)
            for t in completions { row[column(t)] = "*" }
            lines.append(pad("completions") + " |" + String(row) + "| " + completions.map { formatNumber(Double($0) / 1e6) }.joined(separator: " "))
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
