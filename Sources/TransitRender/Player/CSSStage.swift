import TransitCore
import TransitLua

/// The player's stage for one frame: the views as nested HTML boxes, each placed by CSS
/// `transform: matrix3d(…)`, so a view under a perspective transform is drawn by the browser
/// as Core Animation draws it — its background, content and subviews projected together —
/// where an SVG group can only show an affine fit (``ViewSnapshot/affineFit``).
///
/// Each view is a `div` of its bounds' size whose top-left corner is its bounds' origin.
/// Its matrix is Core Animation's composition of the layer into its superlayer ("Core
/// Animation Programming Guide", Layer Geometry and Transforms: the transform is applied
/// about the anchor point, which sits at `position`), as a row-vector product, the layout of
/// `CATransform3D`, which is also the order of CSS `matrix3d`'s sixteen numbers (CSS
/// Transforms 2, "matrix3d()": column-major, column vectors):
///
///     translate(bounds.origin) · translate(−anchor in bounds) · layer.transform
///         · translate(center) · translate(−superview's bounds.origin)
///
/// with `transform-origin: 0 0`. CSS's default `transform-style: flat` projects each box's
/// subtree into its parent's plane, as Core Animation flattens a layer's sublayers into it
/// (only a `CATransformLayer` keeps them in 3D; Transit has none, nor `sublayerTransform`).
/// Paint order is the frame's (zPosition-sorted) order.
///
/// The screen, the bezel, the status bar and the debug layer stay SVG, under and over the
/// views, from the same elements as ``SVGFrame``.
enum CSSStage {
    static func html(_ frame: Frame, prefix: String, debug: Bool, chrome: DeviceChrome) -> String {
        guard let window = frame.window, let start = frame.views.firstIndex(of: window) else { return "" }
        let size = window.presentation.bounds.size, m = SVGFrame.margin
        let total = Size(width: size.width + 2 * m, height: size.height + 2 * m)
        let box = SVGFrame.ViewBox(x: -m, y: -m, width: total.width, height: total.height)
        let radius = chrome.radius(size)
        let area = "x=\"0\" y=\"0\" width=\"\(n(size.width))\" height=\"\(n(size.height))\"" + (radius > 0 ? " rx=\"\(n(radius))\"" : "")
        func svg(_ layer: String, _ lines: [String]) -> String {
            "<svg class=\"\(layer)\" xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(total.width))\" height=\"\(n(total.height))\""
                + " viewBox=\"\(box.text)\">" + lines.joined() + "</svg>"
        }
        var under = ChromeElements.bezel(chrome, size: size).map { [$0] } ?? []
        under.append("<rect class=\"screen\" \(area) fill=\"#ffffff\"/>")
        var over = ["<g clip-path=\"url(#\(prefix)-screen)\">"] + ChromeElements.overlay(chrome, size: size) + ["</g>"]
        over.insert("<clipPath id=\"\(prefix)-screen\"><rect \(area)/></clipPath>", at: 0)
        if debug {
            var painter = Painter(views: frame.views, prefix: prefix + "-debug", debug: true)
            _ = painter.draw(start, parentMap: .identity)
            over += ["<g class=\"debug\" font-family=\"monospace\" font-size=\"11\">"] + ChromeElements.safeArea(chrome, size: size)
                + painter.debug + ["</g>"]
        }
        over.append("<rect class=\"window\" \(area) fill=\"none\" stroke=\"#3a3a3c\" stroke-width=\"1\"/>")
        return "<div class=\"frame\" data-time=\"\(formatTicks(frame.tick))\" style=\"width:\(n(total.width))px;height:\(n(total.height))px\">"
            + svg("under", under)
            + "<div class=\"screen\" style=\"left:\(n(m))px;top:\(n(m))px;width:\(n(size.width))px;height:\(n(size.height))px"
            + (radius > 0 ? ";border-radius:\(n(radius))px" : "") + "\">"
            + views(frame.views, from: start, prefix: prefix) + "</div>" + svg("over", over) + "</div>"
    }

    /// The view at `start` and its subtree as nested boxes: one pass in paint order with a
    /// stack of the boxes still open (a deep tree must not overflow the stack).
    static func views(_ views: [ViewSnapshot], from start: Int, prefix: String) -> String {
        var out = ""
        var open: [(depth: Int, origin: Point, border: String)] = []
        var i = start
        let rootDepth = views[start].depth
        while i < views.count && (i == start || views[i].depth > rootDepth) {
            let v = views[i]
            while let top = open.last, top.depth >= v.depth { out += open.removeLast().border + "</div>" }
            i += 1
            if v.isHidden || v.showsBack {                        // its subtree is not drawn
                while i < views.count && views[i].depth > v.depth { i += 1 }
                continue
            }
            let superOrigin = open.last?.origin ?? Point(x: 0, y: 0)
            out += opening(v, superOrigin: superOrigin, prefix: prefix)
            open.append((v.depth, v.presentation.bounds.origin, border(v)))
        }
        while let top = open.popLast() { out += top.border + "</div>" }
        return out
    }

    /// The map from the box's own coordinates (0,0 at the bounds' origin) to its parent
    /// box's, as Core Animation composes it (see the type's notes).
    static func matrix(_ v: ViewSnapshot, superOrigin: Point) -> Transform3D {
        let p = v.presentation, a = v.anchorInBounds
        return Transform3D.translation(p.bounds.x - a.x, p.bounds.y - a.y, 0)
            .concatenating(p.transform3D)
            .concatenating(.translation(p.center.x - superOrigin.x, p.center.y - superOrigin.y, 0))
    }

    /// `matrix3d(m11, m12, …, m44)`.
    static func css(_ t: Transform3D) -> String {
        "matrix3d(" + t.entries.map(n).joined(separator: ",") + ")"
    }

    private static func opening(_ v: ViewSnapshot, superOrigin: Point, prefix: String) -> String {
        let p = v.presentation, b = p.bounds
        var style = "width:\(n(b.width))px;height:\(n(b.height))px;transform:\(css(matrix(v, superOrigin: superOrigin)))"
        let radius = min(max(p.cornerRadius, 0), b.width / 2, b.height / 2)
        style += borderRadius(radius, v.maskedCorners)
        if let color = p.backgroundColor, color.a > 0 { style += ";background:\(rgba(color))" }
        if p.alpha < 1 { style += ";opacity:\(n(max(p.alpha, 0)))" }
        if v.clipsToBounds { style += ";overflow:hidden" }
        // LayerShapes.shadow's blur: a Gaussian of σ = radius/2, which is CSS's blur radius
        // `radius` (CSS Backgrounds 3, "box-shadow")
        if !v.clipsToBounds, let color = p.shadowColor, p.shadowOpacity > 0, color.a > 0 {
            var c = color
            c.a = min(max(color.a * p.shadowOpacity, 0), 1)
            let o = p.shadowOffset
            style += ";box-shadow:\(n(o.width))px \(n(o.height))px \(n(max(p.shadowRadius, 0)))px \(rgba(c))"
        }
        // a `mask` (docs/views.md, "Masks"): CSS Masking's `mask` referencing an inline SVG
        // `<mask>` — the SVG's, in the box's user space, whose origin is the bounds' origin
        // (an image would be a `data:` URL, which the page's Content-Security-Policy refuses)
        let maskID = "\(prefix)-mask\(v.id)"
        if v.mask != nil { style += ";mask:url(#\(maskID));-webkit-mask:url(#\(maskID))" }
        var html = "<div class=\"v\" data-name=\(Markup.attribute(v.name)) data-id=\"\(v.id)\" style=\"\(style)\">"
        if let mask = v.mask {
            html += "<svg class=\"mask\" xmlns=\"http://www.w3.org/2000/svg\" width=\"0\" height=\"0\" style=\"position:absolute\">"
                + Painter.mask(mask, id: maskID, origin: b.origin).joined() + "</svg>"
        }
        let content = Content.elements(v.content, in: b, id: "\(prefix)-img\(v.id)")
        if !content.isEmpty {
            html += "<svg class=\"content\" xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(b.width))\" height=\"\(n(b.height))\""
                + " viewBox=\"\(n(b.x)) \(n(b.y)) \(n(b.width)) \(n(b.height))\">" + content.joined() + "</svg>"
        }
        return html
    }

    /// The border as the box's last child, above its content and subviews (CALayer
    /// .borderWidth: "drawn … above the receiver's contents and sublayers"), inside the bounds.
    private static func border(_ v: ViewSnapshot) -> String {
        let p = v.presentation, b = p.bounds, w = min(p.borderWidth, b.width / 2, b.height / 2)
        guard w > 0, let color = p.borderColor, color.a > 0 else { return "" }
        let radius = min(max(p.cornerRadius, 0), b.width / 2, b.height / 2)
        return "<div class=\"border\" style=\"border:\(n(w))px solid \(rgba(color))"
            + borderRadius(radius, v.maskedCorners) + "\"></div>"
    }

    /// CSS's `border-radius` for a layer's corner radius: one value when all four corners are
    /// rounded, else the four — top left, top right, bottom right, bottom left — with 0 where
    /// `maskedCorners` leaves a corner square. Empty when nothing is rounded.
    static func borderRadius(_ radius: Double, _ corners: CornerMask) -> String {
        guard radius > 0, !corners.isEmpty else { return "" }
        if corners == .all { return ";border-radius:\(n(radius))px" }
        let r = corners.radii(radius)
        return ";border-radius:" + [r.topLeft, r.topRight, r.bottomRight, r.bottomLeft].map { "\(n($0))px" }.joined(separator: " ")
    }

    /// `#rrggbb`, or `rgba(r,g,b,a)` when not opaque.
    static func rgba(_ c: Color) -> String {
        let alpha = c.a.isNaN ? 0 : min(max(c.a, 0), 1)
        guard alpha < 1 else { return SVGFrame.hex(c.r, c.g, c.b) }
        func byte(_ x: Double) -> String { String(Int(((x.isNaN ? 0 : min(max(x, 0), 1)) * 255).rounded())) }
        return "rgba(\(byte(c.r)),\(byte(c.g)),\(byte(c.b)),\(n(alpha)))"
    }

    static func n(_ x: Double) -> String { Trace.n(x) }
}
