import TransitCore

/// The SVG of a view's layer properties: its shadow, its border, and — under a non-affine
/// layer transform — its projected quadrilateral (docs/layers.md, "Rendering").
enum LayerShapes {
    /// The shadow under the background, in the view's coordinates: the background's shape
    /// offset by `shadowOffset`, in `shadowColor` at `shadowOpacity`, blurred by a Gaussian of
    /// standard deviation `shadowRadius / 2` (Transit's choice: Core Animation does not publish
    /// its blur; half the radius is CSS's rule for a blur radius, CSS Backgrounds 3,
    /// "box-shadow"). Core Animation shadows the layer's composited content; Transit shadows
    /// its background shape (what a view without `shadowPath` mostly shows). A view that clips
    /// has none: "if you enable the masksToBounds property for the layer, the shadow effect is
    /// clipped around the edges" (Core Animation Programming Guide, "Shadow Properties").
    static func shadow(_ v: ViewSnapshot, shape: String, prefix: String) -> [String] {
        let b = v.presentation.bounds
        return shadow(v, element: shape, extent: (b.minX, b.minY, b.maxX, b.maxY), prefix: prefix)
    }

    /// The rectangle `b` with its corners rounded by `radius` (already clamped to half the
    /// sides) where `corners` holds them (`layer.maskedCorners`), as an SVG element's name and
    /// geometry: a `rect`, with `rx` when all four are rounded (or none is), else a `path`
    /// whose rounded corners are quarter circles, as Core Animation's circular corner curve
    /// (`cornerCurve`'s default, `kCACornerCurveCircular`).
    static func roundedRect(_ b: Rect, radius: Double, corners: CornerMask) -> String {
        let n = SVGFrame.n
        if radius <= 0 || corners == .all || corners.isEmpty {
            return "rect x=\"\(n(b.x))\" y=\"\(n(b.y))\" width=\"\(n(b.width))\" height=\"\(n(b.height))\""
                + (radius > 0 && !corners.isEmpty ? " rx=\"\(n(radius))\"" : "")
        }
        let r = corners.radii(radius)
        // clockwise from the top edge; an arc only where a corner is rounded
        func arc(_ radius: Double, _ x: Double, _ y: Double) -> String {
            radius > 0 ? " A\(n(radius)),\(n(radius)) 0 0 1 \(n(x)),\(n(y))" : ""
        }
        let d = "M\(n(b.minX + r.topLeft)),\(n(b.minY)) H\(n(b.maxX - r.topRight))" + arc(r.topRight, b.maxX, b.minY + r.topRight)
            + " V\(n(b.maxY - r.bottomRight))" + arc(r.bottomRight, b.maxX - r.bottomRight, b.maxY)
            + " H\(n(b.minX + r.bottomLeft))" + arc(r.bottomLeft, b.minX, b.maxY - r.bottomLeft)
            + " V\(n(b.minY + r.topLeft))" + arc(r.topLeft, b.minX + r.topLeft, b.minY) + " Z"
        return "path d=\"\(d)\""
    }

    /// The shadow as `element` (an SVG element's name and geometry: a rect, or the polygon of
    /// projected corners, within `extent` in its coordinates) filled with the shadow's colour
    /// at its opacity, offset and blurred.
    ///
    /// The blur's filter region is the shape's extent and three standard deviations around it,
    /// where the Gaussian has spread all but 0.3 % of it: SVG's default region, 10 % of the
    /// shape's size around it, and a fixed 50 % cut a radius-20 shadow under a 4-point-tall
    /// view to a 2-point band (rsvg-convert drew nothing 3 points away; the player's CSS
    /// `box-shadow` spread it 20 points, as Core Animation does).
    private static func shadow(_ v: ViewSnapshot, element: String, extent: (minX: Double, minY: Double, maxX: Double, maxY: Double),
                               prefix: String) -> [String] {
        let p = v.presentation
        guard !v.clipsToBounds, let color = p.shadowColor, p.shadowOpacity > 0, color.a > 0 else { return [] }
        var c = color
        c.a = min(max(color.a * p.shadowOpacity, 0), 1)
        var lines: [String] = []
        var filter = ""
        if p.shadowRadius > 0 {
            let id = "\(prefix)-shadow\(v.id)"
            let sigma = p.shadowRadius / 2, reach = 3 * sigma
            // a radius near Double's largest overflows the region (`width="inf"`, no SVG number):
            // clamped, it still covers all a picture can show
            func n(_ x: Double) -> String { SVGFrame.n(min(max(x, -.greatestFiniteMagnitude), .greatestFiniteMagnitude)) }
            let region = "x=\"\(n(extent.minX - reach))\" y=\"\(n(extent.minY - reach))\""
                + " width=\"\(n(extent.maxX - extent.minX + 2 * reach))\" height=\"\(n(extent.maxY - extent.minY + 2 * reach))\""
            lines.append("<filter id=\"\(id)\" filterUnits=\"userSpaceOnUse\" \(region)>"
                         + "<feGaussianBlur stdDeviation=\"\(SVGFrame.n(sigma))\"/></filter>")
            filter = " filter=\"url(#\(id))\""
        }
        let o = p.shadowOffset
        lines.append("<\(element)\(SVGFrame.fill(c)) transform=\"translate(\(SVGFrame.n(o.width)),\(SVGFrame.n(o.height)))\"\(filter)/>")
        return lines
    }

    /// The border, drawn inside the bounds (CALayer: "The border is drawn inset from the
    /// receiver's bounds by borderWidth"): a stroke of width `w` centred `w/2` inside, its
    /// corner radius `cornerRadius − w/2`. Nil when there is none to draw. Under a 3D
    /// transform it is the projected outline, in the superview's coordinates (drawn by
    /// ``projected(_:prefix:)`` instead).
    static func border(_ v: ViewSnapshot) -> String? {
        let p = v.presentation, b = p.bounds, w = p.borderWidth
        guard !p.hasPerspective, w > 0, let color = p.borderColor, color.a > 0 else { return nil }
        let inset = min(w / 2, b.width / 2, b.height / 2)
        let radius = max(min(max(p.cornerRadius, 0), b.width / 2, b.height / 2) - inset, 0)
        let inner = Rect(x: b.x + inset, y: b.y + inset, width: b.width - 2 * inset, height: b.height - 2 * inset)
        return "<" + roundedRect(inner, radius: radius, corners: v.maskedCorners)
            + " fill=\"none\"" + stroke(color, width: min(w, b.width / 2, b.height / 2)) + "/>"
    }

    /// A view under a non-affine transform: shadow, background and border as the polygon of
    /// its projected corners (corner radii are not drawn in 3D). Nothing when a corner is
    /// behind the eye (Core Animation clips what is behind it; Transit leaves the shape out),
    /// and nothing when the layer is seen edge-on: its quadrilateral has no area, and its
    /// border, inside the bounds, lies flat with them (a stroke of the line would draw one).
    static func projected(_ v: ViewSnapshot, prefix: String) -> [String] {
        guard let corners = v.projectedCorners else { return [] }
        let p = v.presentation
        var twiceArea = 0.0
        for (i, a) in corners.enumerated() {
            let b = corners[(i + 1) % corners.count]
            twiceArea += a.x * b.y - b.x * a.y
        }
        if abs(twiceArea) <= 1e-9 * p.bounds.width * p.bounds.height { return [] }
        let points = " points=\"" + corners.map { "\(SVGFrame.n($0.x)),\(SVGFrame.n($0.y))" }.joined(separator: " ") + "\""
        let xs = corners.map(\.x), ys = corners.map(\.y)
        var lines = shadow(v, element: "polygon" + points, extent: (xs.min() ?? 0, ys.min() ?? 0, xs.max() ?? 0, ys.max() ?? 0), prefix: prefix)
        if let color = p.backgroundColor, color.a > 0 {
            lines.append("<polygon data-projected=\"\(v.id)\"\(points)\(SVGFrame.fill(color))/>")
        }
        if p.borderWidth > 0, let color = p.borderColor, color.a > 0 {
            lines.append("<polygon\(points) fill=\"none\"" + stroke(color, width: p.borderWidth) + "/>")
        }
        return lines
    }

    /// ` stroke="#rrggbb"` (with ` stroke-opacity` when not opaque) and the width: the
    /// attributes of ``SVGFrame/fill(_:)`` for a stroke.
    static func stroke(_ c: Color, width: Double) -> String {
        SVGFrame.paint("stroke", c) + " stroke-width=\"\(SVGFrame.n(width))\""
    }
}
