/// Robert Penner's easing equations (2001), generated from one table of formulas rather than
/// written out forty times.
///
/// Each family contributes its *in* formula (`t²` for quad); the four shapes derive from it:
///
///     out(t)   = 1 − in(1 − t)
///     inOut(t) = t < ½ ? in(2t) / 2      : 1 − in(2 − 2t) / 2
///     outIn(t) = t < ½ ? out(2t) / 2     : (1 + in(2t − 1)) / 2
///
/// Penner's own `inOut` for *back* and *elastic* use other constants than their `in`
/// (overshoot s · 1.525, period 0.3 · 1.5); the table keeps those as the family's `inOut`
/// base so the curves equal Penner's (and easings.net's) exactly. `outIn` uses the plain
/// constants, as Penner's ActionScript and tween.lua do.
struct PennerCurve: Equatable {
    enum Family: CaseIterable {
        case quad, cubic, quart, quint, sine, expo, circ, back, elastic, bounce

        var capitalisedName: String {
            switch self {
            case .quad: "Quad"
            case .cubic: "Cubic"
            case .quart: "Quart"
            case .quint: "Quint"
            case .sine: "Sine"
            case .expo: "Expo"
            case .circ: "Circ"
            case .back: "Back"
            case .elastic: "Elastic"
            case .bounce: "Bounce"
            }
        }
    }

    enum Shape: CaseIterable {
        case `in`, out, inOut, outIn
    }

    let family: Family
    let shape: Shape

    /// `"inQuad"` … `"outInBounce"`: the shape's name, then the family's, capitalised —
    /// spelled out, not built from `"\(family)"`, which goes through reflection (a third of
    /// `transit run`'s start once went to naming curves that way).
    var name: String {
        let shapeName: String
        switch shape {
        case .in: shapeName = "in"
        case .out: shapeName = "out"
        case .inOut: shapeName = "inOut"
        case .outIn: shapeName = "outIn"
        }
        return shapeName + family.capitalisedName
    }

    /// Every curve, families in Penner's order, each with its four shapes.
    static let all: [PennerCurve] = Family.allCases.flatMap { family in
        Shape.allCases.map { PennerCurve(family: family, shape: $0) }
    }

    /// ``all`` by name, built once: `TimingCurve(named:)` is a lookup, not a search.
    static let byName: [String: PennerCurve] = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })

    /// Eased progress at `t` in 0…1 (ends exact: 0 ↦ 0, 1 ↦ 1).
    func value(at t: Double) -> Double {
        if t <= 0 { return 0 }
        if t >= 1 { return 1 }
        let base = family.easeIn
        switch shape {
        case .in:
            return base(t)
        case .out:
            return 1 - base(1 - t)
        case .inOut:
            let b = family.easeInForInOut
            return t < 0.5 ? b(2 * t) / 2 : 1 - b(2 - 2 * t) / 2
        case .outIn:
            return t < 0.5 ? (1 - base(1 - 2 * t)) / 2 : (1 + base(2 * t - 1)) / 2
        }
    }
}

/// The table: one *in* formula per family (and the two inOut variants).
extension PennerCurve.Family {
    /// Penner's back overshoot ("10 % overshoot").
    static let backOvershoot = 1.70158
    /// Penner's elastic period for `in` and `out` (of a unit duration); amplitude 1.
    static let elasticPeriod = 0.3

    var easeIn: (Double) -> Double {
        switch self {
        case .quad: return { $0 * $0 }
        case .cubic: return { $0 * $0 * $0 }
        case .quart: return { $0 * $0 * $0 * $0 }
        case .quint: return { $0 * $0 * $0 * $0 * $0 }
        case .sine: return { 1 - Math.cos($0 * .pi / 2) }
        case .expo: return { $0 <= 0 ? 0 : Math.pow(2, 10 * ($0 - 1)) }
        case .circ: return { 1 - (1 - $0 * $0).squareRoot() }
        case .back: return { Self.back($0, overshoot: Self.backOvershoot) }
        case .elastic: return { Self.elastic($0, period: Self.elasticPeriod) }
        case .bounce: return { 1 - Self.bounceOut(1 - $0) }
        }
    }

    /// The *in* formula the `inOut` shape is built from: Penner strengthens back and
    /// lengthens elastic's period for it.
    var easeInForInOut: (Double) -> Double {
        switch self {
        case .back: return { Self.back($0, overshoot: Self.backOvershoot * 1.525) }
        case .elastic: return { Self.elastic($0, period: Self.elasticPeriod * 1.5) }
        default: return easeIn
        }
    }

    private static func back(_ t: Double, overshoot s: Double) -> Double {
        t * t * ((s + 1) * t - s)
    }

    /// Amplitude 1, so the phase shift is a quarter period (Penner's `s = p / 4`).
    private static func elastic(_ t: Double, period p: Double) -> Double {
        if t <= 0 { return 0 }
        if t >= 1 { return 1 }
        let s = p / 4
        return -(Math.pow(2, 10 * (t - 1)) * Math.sin((t - 1 - s) * 2 * .pi / p))
    }

    /// Penner's bounce is written as its *out* form: four parabolas of decreasing height.
    static func bounceOut(_ t: Double) -> Double {
        let n = 7.5625, d = 2.75
        if t < 1 / d { return n * t * t }
        if t < 2 / d { let u = t - 1.5 / d; return n * u * u + 0.75 }
        if t < 2.5 / d { let u = t - 2.25 / d; return n * u * u + 0.9375 }
        let u = t - 2.625 / d
        return n * u * u + 0.984375
    }
}
