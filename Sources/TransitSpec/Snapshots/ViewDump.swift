import TransitCore
import TransitLua

/// The text of a view tree for snapshots: one view per line with its fixed attributes, then
/// its model values and its presentation at the clock's time, children indented below.
///
///     Window "window"
///       model: alpha=1 bounds=(0,0,393,852) center=(196.5,426) cornerRadius=0 frame=(0,0,393,852) transform=identity
///       presentation: = model
///       View "green" backgroundColor=(0,1,0,1)
///         model: alpha=1 bounds=(0,0,393,852) center=(196.5,426) …
///         presentation: center=(196.5,0) frame=(0,-426,393,852)
///
/// Keys are sorted; numbers are rounded to 1e-6 and printed in their shortest form (as
/// traces are), so a dump is the same bytes on every run. The presentation line lists only
/// what differs from the model — what is in flight.
public enum ViewDump {
    /// The most levels a dump shows: each level indents its lines by two more spaces, so a
    /// chain n deep is about 3n² characters (15,000 levels: over a gigabyte).
    public static let maxDepth = 1000

    /// - Throws: ``CoreError/Kind/invalidArgument`` for a tree deeper than ``maxDepth``.
    public static func text(of root: View) throws -> String {
        let depth = root.treeDepth
        guard depth <= maxDepth else {
            throw CoreError(.invalidArgument, "cannot dump \(root.displayName): its tree is \(depth) levels deep, and a dump shows at most \(maxDepth)")
        }
        var lines: [String] = []
        root.walkTree { v, level in                   // iterative: no recursion per level
            write(v, indent: String(repeating: "  ", count: level), into: &lines)
            return true
        }
        return lines.joined(separator: "\n")
    }

    private static func write(_ v: View, indent: String, into lines: inout [String]) {
        var header = "\(v.typeName) \(quoted(v.writtenName))"   // quoted escapes what breaks a line
        for (key, value) in attributes(of: v) { header += " \(key)=\(value)" }
        lines.append(indent + header)
        let model = values(bounds: v.bounds, center: v.center, transform: v.transform, alpha: v.alpha,
                           color: v.backgroundColor, radius: v.cornerRadius)
        let p = v.presentation
        let shown = values(bounds: p.bounds, center: p.center, transform: p.transform, alpha: p.alpha,
                           color: p.backgroundColor, radius: p.cornerRadius)
        lines.append(indent + "  model: " + model.map { "\($0.0)=\($0.1)" }.joined(separator: " "))
        let moving = zip(model, shown).filter { $0.1 != $1.1 }.map { "\($1.0)=\($1.1)" }
        lines.append(indent + "  presentation: " + (moving.isEmpty ? "= model" : moving.joined(separator: " ")))
    }

    /// Animatable values, sorted by key.
    private static func values(bounds: Rect, center: Point, transform: AffineTransform, alpha: Double,
                               color: Color?, radius: Double) -> [(String, String)] {
        let frame = View.frame(center: center, size: bounds.size, transform: transform)
        return [("alpha", n(alpha)), ("backgroundColor", color.map(text) ?? "nil"), ("bounds", text(bounds)),
                ("center", "(\(n(center.x)),\(n(center.y)))"), ("cornerRadius", n(radius)), ("frame", text(frame)),
                ("transform", transform.isIdentity ? "identity"
                    : "[\(n(transform.a)),\(n(transform.b)),\(n(transform.c)),\(n(transform.d)),\(n(transform.tx)),\(n(transform.ty))]")]
    }

    /// What does not animate, sorted by key; defaults are left out.
    private static func attributes(of v: View) -> [(String, String)] {
        var a: [(String, String)] = []
        if v.clipsToBounds { a.append(("clipsToBounds", "true")) }
        if let label = v as? Label {
            a.append(("fontSize", n(label.fontSize)))
        }
        if let image = v as? ImageView, let name = image.imageName { a.append(("image", quoted(name))) }
        if v.isHidden { a.append(("isHidden", "true")) }
        if !v.isUserInteractionEnabled { a.append(("isUserInteractionEnabled", "false")) }
        if v.tag != 0 { a.append(("tag", String(v.tag))) }
        if let label = v as? Label {
            a.append(("text", quoted(label.text)))
            a.append(("textAlignment", label.textAlignment.rawValue))
            a.append(("textColor", text(label.textColor)))
        }
        return a.sorted { $0.0 < $1.0 }
    }

    /// A name or text on one line: quotes, backslashes and line breaks escaped.
    private static func quoted(_ s: String) -> String {
        var out = "\""
        for ch in s {
            switch ch {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            default: out.append(ch)
            }
        }
        return out + "\""
    }

    private static func n(_ x: Double) -> String { Trace.n(x) }
    private static func text(_ r: Rect) -> String { "(\(n(r.x)),\(n(r.y)),\(n(r.width)),\(n(r.height)))" }
    private static func text(_ c: Color) -> String { "(\(n(c.r)),\(n(c.g)),\(n(c.b)),\(n(c.a)))" }
}
