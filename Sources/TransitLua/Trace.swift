import TransitCore

/// A view's presentation at one instant as one line of text: the trace format of
/// `transit run --trace a,b` and `transit render --format trace` (see docs/cli.md):
///
///     0.016666 green frame=(0,-848.8,393,852) alpha=1 transform=identity background=(0,1,0,1)
///
/// `frame`, `alpha` and `transform` are always there; what the frame cannot show follows
/// only when it says something: `bounds` under a transform or with a moved origin,
/// `background` when set, `cornerRadius` when not 0, and the model flags `hidden`, `back`
/// (a single-sided layer showing its back: not drawn, docs/layers.md) and `clips`. Times have six decimals; other numbers are rounded to 1e-6 and printed in their
/// shortest form, so traces are the same bytes on every run and every machine.
public enum Trace {
    public static func line(at tick: Int64, name: String, _ p: Presentation,
                            hidden: Bool = false, back: Bool = false, clips: Bool = false) -> String {
        formatTicks(tick) + " " + name + " " + values(p, hidden: hidden, back: back, clips: clips)
    }

    /// The line after the time and the name: `frame=(…) alpha=… transform=…` and the rest.
    public static func values(_ p: Presentation, hidden: Bool = false, back: Bool = false, clips: Bool = false) -> String {
        var s = "frame=" + tuple(p.frame) + " alpha=\(n(p.alpha))"
        let t = p.transform
        s += t.isIdentity ? " transform=identity" : " transform=[\(n(t.a)),\(n(t.b)),\(n(t.c)),\(n(t.d)),\(n(t.tx)),\(n(t.ty))]"
        if !t.isIdentity || p.bounds.x != 0 || p.bounds.y != 0 { s += " bounds=" + tuple(p.bounds) }
        if let c = p.backgroundColor { s += " background=(\(n(c.r)),\(n(c.g)),\(n(c.b)),\(n(c.a)))" }
        if p.cornerRadius != 0 { s += " cornerRadius=\(n(p.cornerRadius))" }
        s += layer(p)
        if hidden { s += " hidden" }
        if back { s += " back" }
        if clips { s += " clips" }
        return s
    }

    /// The layer's values that differ from Core Animation's defaults: `anchor=(x,y)`,
    /// `corners=((x,y),…)` — the projected corners (top left, top right, bottom right,
    /// bottom left; `behind` for one behind the eye) — under a non-affine transform, then
    /// `zPosition`, the shadow (only when visible: opacity above 0) and the border.
    static func layer(_ p: Presentation) -> String {
        var s = ""
        if p.anchorPoint != Point(x: 0.5, y: 0.5) { s += " anchor=(\(n(p.anchorPoint.x)),\(n(p.anchorPoint.y)))" }
        if p.hasPerspective {
            s += " corners=(" + p.projectedCorners.map { c in c.map { "(\(n($0.x)),\(n($0.y)))" } ?? "behind" }
                .joined(separator: ",") + ")"
        }
        if p.zPosition != 0 { s += " zPosition=\(n(p.zPosition))" }
        if p.shadowOpacity != 0 {
            let o = p.shadowOffset
            s += " shadow=(opacity \(n(p.shadowOpacity)),radius \(n(p.shadowRadius)),offset \(n(o.width)) \(n(o.height))"
                + (p.shadowColor.map { ",color \(n($0.r)) \(n($0.g)) \(n($0.b)) \(n($0.a))" } ?? "") + ")"
        }
        if p.borderWidth != 0 {
            s += " border=(\(n(p.borderWidth))" + (p.borderColor.map { ",\(n($0.r)) \(n($0.g)) \(n($0.b)) \(n($0.a))" } ?? "") + ")"
        }
        return s
    }

    /// A number rounded to 1e-6, without a trailing ".0" (and never "-0").
    ///
    /// From 2^53 up a double has no fraction left to round, and scaling by 1e6 would
    /// overflow past 1.8e302 (a finite 1e303 printed `inf`, and JSON took it): those print
    /// as themselves, in the shortest text that reads back as the same double.
    public static func n(_ x: Double) -> String {
        if abs(x) >= 0x1p53 { return formatNumber(x) }
        let r = (x * 1e6).rounded() / 1e6
        return formatNumber(r == 0 ? 0 : r)
    }

    /// `(x,y,width,height)`.
    public static func tuple(_ r: Rect) -> String { "(\(n(r.x)),\(n(r.y)),\(n(r.width)),\(n(r.height)))" }
}
