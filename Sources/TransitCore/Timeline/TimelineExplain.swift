/// `tl:explain()`: a text Gantt of a timeline — one row per `view.property` (views by name),
/// a fixed-width time axis, bars for delays (`-`) and durations (`#`), a `|` for an instant
/// change (`set`), the curves' names and shapes, then a row of labels (`^`) and one of
/// callbacks (`*`) and pauses (`P`).
///
/// The axis has ``width`` columns over [0, duration]; column c covers the ticks
/// [c·T/W, (c+1)·T/W) (integer division of T, the duration in ticks): a bar fills the
/// columns its interval overlaps; a mark at time t goes in column ⌊t·W/T⌋ (the last one
/// for t = T). Everything is computed in integer ticks, so the text is the same on every run.
extension Timeline {
    public static let explainWidth = 40

    public func explain(width: Int = Timeline.explainWidth) -> String {
        let w = max(10, width)
        let total = ticks(duration)
        var lines: [String] = []
        var head = "\(self)\(origin.isEmpty ? "" : " (\(origin))"): duration \(seconds(duration)) s"
        if repeatCount != 1 { head += ", repeatCount \(repeatCount.isInfinite ? "forever" : seconds(repeatCount))" }
        if autoreverses { head += ", autoreverses" }
        if repeatDelay != 0 { head += ", repeatDelay \(seconds(repeatDelay)) s" }
        if timeScaleValue != 1 { head += ", timeScale \(seconds(timeScaleValue))" }
        lines.append(head)
        var names = channels.map { "\($0.view.displayName).\($0.property)" }
        if !labels.isEmpty { names.append("labels") }
        let marked = events.filter { if case .nestedEnd = $0.kind { false } else { true } }   // a child's end is no mark
        if !marked.isEmpty { names.append("calls") }
        let nameWidth = max(8, names.map(\.count).max() ?? 0)
        func pad(_ s: String) -> String { s + String(repeating: " ", count: max(0, nameWidth - s.count)) }
        let end = seconds(duration)
        lines.append(pad("") + "  0" + String(repeating: " ", count: max(1, w - 1 - end.count)) + end + " s")
        func column(_ t: Int64) -> Int {
            total == 0 ? 0 : min(w - 1, Int(t * Int64(w) / total))
        }
        func edge(_ c: Int) -> Int64 { total * Int64(c) / Int64(w) }
        func fill(_ row: inout [Character], _ a: Int64, _ b: Int64, _ ch: Character) {
            for c in 0..<w where edge(c) < b && edge(c + 1) > a && (row[c] == " " || ch == "#") { row[c] = ch }
        }
        for (i, ch) in channels.enumerated() {
            var row = [Character](repeating: " ", count: w)
            var curves: [String] = []
            for s in ch.segments {
                let a = ticks(s.start), b = ticks(s.end)
                if ticks(s.placed) < a { fill(&row, ticks(s.placed), a, "-") }
                if b > a { fill(&row, a, b, "#") } else { row[column(a)] = "|" }
                let name = s.duration > 0 ? "\(s.curve.name) \(Timeline.shape(s.curve))" : "set"
                if !curves.contains(name) { curves.append(name) }
            }
            lines.append(pad(names[i]) + " |" + String(row) + "| " + curves.joined(separator: ", "))
        }
        if !labels.isEmpty {
            var row = [Character](repeating: " ", count: w)
            for l in labels { row[column(ticks(l.time))] = "^" }
            let list = labels.sorted { $0.time < $1.time }.map { "\($0.name)@\(seconds($0.time))" }
            lines.append(pad("labels") + " |" + String(row) + "| " + list.joined(separator: " "))
        }
        if !marked.isEmpty {
            var row = [Character](repeating: " ", count: w)
            var list: [String] = []
            for e in marked.sorted(by: { $0.time < $1.time }) {
                let mark: Character
                if case .pause = e.kind { mark = "P"; list.append("pause@\(seconds(e.time))") } else { mark = "*"; list.append("call@\(seconds(e.time))") }
                row[column(ticks(e.time))] = mark
            }
            lines.append(pad("calls") + " |" + String(row) + "| " + list.joined(separator: " "))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Seconds as text, to the microsecond (0.2 + 0.4 reads 0.6).
    private func seconds(_ s: Double) -> String { formatNumber((s * 1e6).rounded() / 1e6) }

    private func ticks(_ s: Double) -> Int64 { Int64((s * Double(Clock.ticksPerSecond)).rounded()) }

    /// A curve in six characters: its value at u = 0, 0.2 … 1 on eight levels (below 0 and
    /// above 1 are held at the ends), e.g. linear `▁▂▄▅▇█`.
    public static func shape(_ curve: TimingCurve) -> String {
        let levels = Array("▁▂▃▄▅▆▇█")
        return String((0...5).map { k -> Character in
            let y = curve.value(at: Double(k) / 5)
            let i = Int((min(1, max(0, y)) * 7).rounded())
            return levels[i]
        })
    }
}
