import Foundation

/// A goal from issue 19, as a bound on a figure's median.
struct Target {
    enum Relation: String { case atMost = "<=", atLeast = ">=" }
    let relation: Relation
    let bound: Double

    static func atMost(_ bound: Double) -> Target { Target(relation: .atMost, bound: bound) }
    static func atLeast(_ bound: Double) -> Target { Target(relation: .atLeast, bound: bound) }

    func isMet(by value: Double) -> Bool {
        relation == .atMost ? value <= bound : value >= bound
    }

    var text: String { relation.rawValue + " " + format(bound) }
}

/// One reported number: the median of its samples, with their spread and, for a goal, its
/// target and whether the median meets it.
struct Figure {
    let name: String
    let samples: Samples
    let unit: String
    let target: Target?

    var value: Double { samples.median }
    var met: Bool? { target.map { $0.isMet(by: value) } }
}

/// Every figure of a run, printed as it is measured and written as JSON at the end
/// (`--json FILE`) for CI and outside checks.
final class Report {
    private(set) var figures: [Figure] = []

    func section(_ title: String) {
        print("")
        print(title)
    }

    func note(_ text: String) { print("  " + text) }

    /// Records and prints a figure: its median, min–max and IQR, and its goal.
    @discardableResult
    func add(_ name: String, _ samples: Samples, _ unit: String, target: Target? = nil) -> Figure {
        let figure = Figure(name: name, samples: samples, unit: unit, target: target)
        figures.append(figure)
        var line = "  " + pad(name, 46) + " " + leftPad(format(figure.value), 10) + " " + pad(unit, 9)
        if samples.count > 1 {
            line += " [" + format(samples.min) + "–" + format(samples.max)
                + ", IQR " + format(samples.q1) + "–" + format(samples.q3) + "; n=\(samples.count)]"
        }
        if let target, let met = figure.met {
            line += "   target " + target.text + ": " + (met ? "met" : "NOT met")
        }
        print(line)
        fflush(nil)
        return figure
    }

    func writeJSON(to path: String, context: [String: String]) throws {
        var out = "{\n"
        for (key, value) in context.sorted(by: { $0.key < $1.key }) {
            out += "  " + quoted(key) + ": " + quoted(value) + ",\n"
        }
        out += "  \"figures\": [\n"
        out += figures.map { f in
            var fields = [
                "\"name\": " + quoted(f.name),
                "\"value\": " + number(f.value),
                "\"unit\": " + quoted(f.unit),
                "\"target\": " + (f.target.map { quoted($0.text) } ?? "null"),
                "\"met\": " + (f.met.map { $0 ? "true" : "false" } ?? "null"),
                "\"min\": " + number(f.samples.min),
                "\"max\": " + number(f.samples.max),
                "\"q1\": " + number(f.samples.q1),
                "\"q3\": " + number(f.samples.q3),
            ]
            fields.append("\"samples\": [" + f.samples.values.map(number).joined(separator: ", ") + "]")
            return "    {" + fields.joined(separator: ", ") + "}"
        }.joined(separator: ",\n")
        out += "\n  ]\n}\n"
        try out.write(toFile: path, atomically: true, encoding: .utf8)
    }

    private func number(_ d: Double) -> String { d.isFinite ? String(format: "%.6g", d) : "null" }

    private func quoted(_ s: String) -> String {
        var r = "\""
        for c in s.unicodeScalars {
            switch c {
            case "\"": r += "\\\""
            case "\\": r += "\\\\"
            case "\n": r += "\\n"
            default:
                if c.value < 0x20 { r += String(format: "\\u%04x", c.value) } else { r.unicodeScalars.append(c) }
            }
        }
        return r + "\""
    }
}

/// Three significant figures, never exponent notation for the magnitudes printed here.
func format(_ d: Double) -> String {
    guard d.isFinite else { return "n/a" }
    let a = abs(d)
    if a >= 100 { return String(format: "%.0f", d) }
    if a >= 10 { return String(format: "%.1f", d) }
    if a >= 1 { return String(format: "%.2f", d) }
    return String(format: "%.3g", d)
}

func pad(_ s: String, _ n: Int) -> String { s.count >= n ? s : s + String(repeating: " ", count: n - s.count) }
func leftPad(_ s: String, _ n: Int) -> String { s.count >= n ? s : String(repeating: " ", count: n - s.count) + s }
