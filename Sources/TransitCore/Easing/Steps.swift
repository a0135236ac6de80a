/// A staircase of `count` equal steps, as CSS `steps(n, jump-start | jump-end)`.
///
/// - `jump-end` (`"end"`, the default): the value holds at 0 for the first step and reaches
///   1 only at the very end: `floor(t · n) / n`, with `1 ↦ 1`.
/// - `jump-start` (`"start"`): the first jump happens at once: `min(1, (floor(t · n) + 1) / n)`,
///   so `0 ↦ 1/n`.
struct StepsCurve: Equatable {
    let count: Int
    let jumpsAtStart: Bool

    func value(at t: Double) -> Double {
        if t >= 1 { return 1 }
        let n = Double(count)
        let step = (max(0, t) * n).rounded(.down)
        return jumpsAtStart ? min(1, (step + 1) / n) : step / n
    }

    var name: String { "steps(\(count), \(jumpsAtStart ? "start" : "end"))" }
}
