/// How the targets of one timeline tween start one after another: GSAP's `stagger`, which is
/// `gsap.utils.distribute` applied to the targets' indices
/// (gsap.com/docs/v3/GSAP/UtilityMethods/distribute()). Each target's delay is its distance
/// from the origin (`from`), divided by the largest distance, shaped by `curve`, times the
/// total: `amount`, or else `each` × the count of steps. `amount` wins when both are given.
///
/// The rules, as GSAP 3's `distribute` computes them (its source, `gsap-core.js`):
/// - the origin: by default index 0 (GSAP's `from` is `vars.from || 0`); `"start"`, `"end"`,
///   `"center"` and `"edges"` are ratios 0, 1, .5, .5 of the row and column counts less half
///   a cell (`"start"` is the corner before the first item, which only a grid's Euclidean
///   distances tell from index 0), an integer the item with that index (0-based, as GSAP's),
///   `"random"` as `"start"` with the distances shuffled;
/// - in a grid (`{rows, cols}`, or `"auto"`: as many columns as the first row holds, read
///   from the targets' frames), distances are Euclidean between (column, row) cells, or
///   along one `axis` only;
/// - the total for `each`: `each × (count − 1)` in a plain list; in a grid `each ×
///   max(cols, rows)` (each × cols along `"x"`, × rows along `"y"`) — GSAP's own rule;
/// - a negative total (`each` or `amount` below 0, or `"edges"`, which negates it) reverses
///   the order: GSAP adds it back as a base and inverts the ease, p ↦ 1 − ease(1 − p), so
///   the farthest items start first and the delays stay between 0 and |total|; an `amount`
///   of 0 is no amount (GSAP's `parseFloat(amount) || each × …`);
/// - `curve` maps the normalised distance (0…1) before it is scaled.
public struct Stagger {
    /// Where the distances are measured from.
    public enum Origin: Equatable, Sendable {
        case start, end, center, edges, random
        /// GSAP's index origin (0-based).
        case index(Int)
    }

    /// A grid's columns: given, or found from the targets' frames.
    public enum Grid: Equatable, Sendable {
        case size(rows: Int, cols: Int)
        case auto
    }

    public enum Axis: String, Sendable { case x, y }

    public var each: Double?
    public var amount: Double?
    public var from: Origin
    public var grid: Grid?
    public var axis: Axis?
    public var curve: TimingCurve?

    public init(each: Double? = nil, amount: Double? = nil, from: Origin = .index(0),
                grid: Grid? = nil, axis: Axis? = nil, curve: TimingCurve? = nil) throws(CoreError) {
        for (name, v) in [("each", each), ("amount", amount)] {
            if let v, !(v.isFinite && abs(v) <= Clock.maxSeconds) {
                throw CoreError(.invalidNumber, "stagger \(name) must be a finite number of seconds (got \(CoreError.describe(v)))")
            }
        }
        if case .size(let rows, let cols) = grid, rows < 1 || cols < 1 {
            throw CoreError(.invalidNumber, "stagger grid needs at least 1 row and 1 column (got \(rows) × \(cols))")
        }
        if case .index(let i) = from, i < 0 {
            throw CoreError(.invalidNumber, "stagger from must be an index of at least 0 (got \(i))")
        }
        self.each = each
        self.amount = amount
        self.from = from
        self.grid = grid
        self.axis = axis
        self.curve = curve
    }

    /// The delays of `count` targets. `lefts` are the targets' left edges in one coordinate
    /// space (for `grid = "auto"`); `shuffle` reorders the distances for `"random"` (a seeded
    /// permutation of 0..<count; identity when nil).
    public func delays(count: Int, lefts: [Double] = [], shuffle: [Int]? = nil) -> [Double] {
        guard count > 0 else { return [] }
        let big = Int.max / 4
        var wrap: Int
        switch grid {
        case .size(_, let cols)?: wrap = cols
        case .auto?: wrap = Stagger.columns(lefts, count)
        case nil: wrap = big
        }
        let isRatio: Bool
        let ratio: Double
        switch from {
        case .index: isRatio = false; ratio = 0
        case .start, .random: isRatio = true; ratio = 0
        case .center, .edges: isRatio = true; ratio = 0.5
        case .end: isRatio = true; ratio = 1
        }
        let fromIndex: Int
        if case .index(let i) = from { fromIndex = i } else { fromIndex = 0 }
        let originX = isRatio ? Double(min(wrap, count)) * ratio - 0.5 : Double(fromIndex % wrap)
        let originY = wrap == big ? 0 : (isRatio ? Double(count) * ratio / Double(wrap) - 0.5 : Double(fromIndex / wrap))
        var distances = [Double](repeating: 0, count: count)
        var maxD = 0.0, minD = Double.greatestFiniteMagnitude
        for j in 0..<count {
            let x = Double(j % wrap) - originX
            let y = originY - Double(j / wrap)
            let d: Double
            switch axis {
            case nil: d = (x * x + y * y).squareRoot()
            case .x?: d = abs(x)
            case .y?: d = abs(y)
            }
            distances[j] = d
            maxD = max(maxD, d)
            minD = min(minD, d)
        }
        if from == .random, let order = shuffle, order.count == count {
            distances = order.map { distances[$0] }
        }
        let span = maxD - minD
        let steps: Double
        if wrap > count {
            steps = Double(count - 1)
        } else {
            switch axis {
            case nil: steps = max(Double(wrap), Double(count) / Double(wrap))
            case .y?: steps = Double(count) / Double(wrap)
            case .x?: steps = Double(wrap)
            }
        }
        let given = amount.flatMap { $0 == 0 ? nil : $0 } ?? (each ?? 0) * steps
        let total = from == .edges ? -given : given
        // A negative total runs from the far end: GSAP adds it back as the base and inverts
        // the ease, p ↦ 1 − ease(1 − p).
        let base = total < 0 ? -total : 0
        let shape: (Double) -> Double
        if let curve { shape = total < 0 ? { 1 - curve.value(at: 1 - $0) } : { curve.value(at: $0) } } else { shape = { $0 } }
        return distances.map { d in
            let u = span > 0 ? (d - minD) / span : 0
            return base + total * shape(u)
        }
    }

    /// GSAP's `grid: "auto"`: the columns are the items of the first row, the run of
    /// increasing left edges from the first target.
    static func columns(_ lefts: [Double], _ count: Int) -> Int {
        guard lefts.count == count, count > 1 else { return max(1, count) }
        var n = 1
        while n < count && lefts[n] > lefts[n - 1] { n += 1 }
        return n
    }
}
