import TransitLua

/// `.ease`: a curve drawn in text — progress t across, value up — with its values at a few
/// t below. The vertical range stretches past 0…1 when the curve overshoots (a bounce, a
/// spring), so overshoot is visible.
///
///     1 |                                       *********
///       |                                  *****
///       ...
///     0 |*******
///       +-------------------------------------------------
///        0                       0.5                     1
enum CurvePlot {
    /// Samples across: t = 0, 1/48 … 1.
    static let columns = 49
    static let rows = 12
    /// Where the value table reads the curve (each a sample: multiples of 1/48).
    static let marks: [(t: String, column: Int)] = [("0", 0), ("0.25", 12), ("0.5", 24), ("0.75", 36), ("1", 48)]

    static func lines(title: String, samples: [Double]) -> [String] {
        guard samples.count == columns else { return [title] }
        let low = min(0, samples.min()!), high = max(1, samples.max()!)
        var grid = [[Character]](repeating: [Character](repeating: " ", count: columns), count: rows)
        for (column, y) in samples.enumerated() {
            // by halves: `high - low` overflows to infinity for a curve spanning -1e308…1e308,
            // and the row became NaN, which `Int` traps on (the samples are finite: repl.lua)
            let row = Int(((y / 2 - low / 2) / (high / 2 - low / 2) * Double(rows - 1)).rounded())
            grid[rows - 1 - row][column] = "*"
        }
        let top = Trace.n(high), bottom = Trace.n(low)
        let width = max(top.count, bottom.count)
        func label(_ s: String) -> String { String(repeating: " ", count: width - s.count) + s }
        var lines = [title]
        for (i, row) in grid.enumerated() {
            let name = i == 0 ? label(top) : i == rows - 1 ? label(bottom) : String(repeating: " ", count: width)
            lines.append(String((name + " |" + String(row)).reversed().drop(while: { $0 == " " }).reversed()))
        }
        let margin = String(repeating: " ", count: width)
        lines.append(margin + " +" + String(repeating: "-", count: columns))
        let axis = "0" + String(repeating: " ", count: columns / 2 - 2) + "0.5" + String(repeating: " ", count: columns / 2 - 2) + "1"
        lines.append(margin + "  " + axis)
        lines.append(columnsOf("t", marks.map(\.t)))
        lines.append(columnsOf("y", marks.map { Trace.n(samples[$0.column]) }))
        return lines
    }

    /// "t  0          0.25 …": a name, then values in columns 11 wide.
    private static func columnsOf(_ name: String, _ values: [String]) -> String {
        let padded = values.dropLast().map { $0 + String(repeating: " ", count: max(1, 11 - $0.count)) }
        return name + "  " + padded.joined() + (values.last ?? "")
    }
}
