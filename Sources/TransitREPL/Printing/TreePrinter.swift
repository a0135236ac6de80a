import TransitCore
import TransitLua

/// `.tree`: one line per view, indented by depth, with its model values (what scripts set);
/// while an animation makes the presentation (what is on screen) differ, a second line
/// `on screen:` shows it. Numbers as traces print them (rounded to 1e-6).
enum TreePrinter {
    /// The deepest level printed: indentation grows with depth, so a deep chain would print
    /// quadratically many spaces; below this a line says how much is left out.
    static let maxDepth = 200

    static func lines(_ root: View) -> [String] {
        var lines: [String] = []
        var stack: [(View, Int)] = [(root, 0)]          // iterative: trees may be deep
        while let (view, depth) = stack.popLast() {
            let indent = String(repeating: "  ", count: depth)
            if depth > maxDepth {                          // its subtree is summed up, not walked
                lines.append(indent + "… \(view.treeDepth + 1) more levels not shown")
                continue
            }
            let model = values(frame: view.frame, alpha: view.alpha, transform: view.transform)
            var line = indent + view.typeName + " \"" + view.displayName + "\" " + model
            if view.isHidden { line += " hidden" }
            lines.append(line)
            let p = view.presentation
            let shown = values(frame: p.frame, alpha: p.alpha, transform: p.transform)
            if shown != model { lines.append(indent + "  on screen: " + shown) }
            for child in view.subviews.reversed() { stack.append((child, depth + 1)) }
        }
        return lines
    }

    private static func values(frame f: Rect, alpha: Double, transform t: AffineTransform) -> String {
        let n = Trace.n
        var s = "frame=(\(n(f.x)),\(n(f.y)),\(n(f.width)),\(n(f.height))) alpha=\(n(alpha))"
        if !t.isIdentity { s += " transform=[\(n(t.a)),\(n(t.b)),\(n(t.c)),\(n(t.d)),\(n(t.tx)),\(n(t.ty))]" }
        return s
    }
}
