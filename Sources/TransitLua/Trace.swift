import TransitCore

/// `transit run --trace a,b`: each named view's presentation at every frame, one line per
/// view per frame, in a stable text format (see docs/cli.md):
///
///     0.016667 second frame=(0,-848.8,393,852) alpha=1 transform=identity
///
/// Times have six decimals; other numbers are rounded to 1e-6 and printed in their shortest
/// form, so traces are the same bytes on every run and every machine.
public enum Trace {
    public static func line(at tick: Int64, name: String, _ p: Presentation) -> String {
        let f = p.frame
        var s = formatTicks(tick) + " " + name
        s += " frame=(\(n(f.x)),\(n(f.y)),\(n(f.width)),\(n(f.height))) alpha=\(n(p.alpha))"
        let t = p.transform
        s += t.isIdentity ? " transform=identity"
            : " transform=[\(n(t.a)),\(n(t.b)),\(n(t.c)),\(n(t.d)),\(n(t.tx)),\(n(t.ty))]"
        return s
    }

    /// A number rounded to 1e-6, without a trailing ".0" (and never "-0").
    public static func n(_ x: Double) -> String {
        let r = (x * 1e6).rounded() / 1e6
        return formatNumber(r == 0 ? 0 : r)
    }
}
