import TransitCore

/// Walks a frame's views (paint order, with depths) into nested SVG groups for
/// ``SVGFrame``, collecting the debug layer on the way.
struct Painter {
    let views: [ViewSnapshot]
    let prefix: String
    let collectsDebug: Bool
    var lines: [String] = []
    /// Frames and names, each in its superview's coordinates (mapped to the window).
    var debug: [String] = []

    init(views: [ViewSnapshot], prefix: String, debug: Bool) {
        self.views = views
        self.prefix = prefix
        collectsDebug = debug
    }

    /// Draws the view at `index` and its subtree; returns the index after the subtree.
    ///
    /// One pass in paint order with a stack of the groups still open (a view's group closes
    /// when a view no deeper than it comes): a recursion per level overflowed the stack on
    /// deep trees, and finding each subtree's end by scanning ahead was quadratic.
    mutating func draw(_ index: Int, parentMap: AffineTransform) -> Int {
        let rootDepth = views[index].depth
        var open: [(depth: Int, clips: Bool, map: AffineTransform, border: String?)] = []
        var i = index
        while i < views.count && (i == index || views[i].depth > rootDepth) {
            let v = views[i]
            while let top = open.last, top.depth >= v.depth { let t = open.removeLast(); close(t.clips, border: t.border) }
            i += 1
            if v.isHidden || v.showsBack {                        // its subtree is not drawn
                while i < views.count && views[i].depth > v.depth { i += 1 }
                continue
            }
            let map = open.last?.map ?? parentMap
            drawOpening(v, parentMap: map)
            open.append((v.depth, v.clipsToBounds, v.transformToSuperview.concatenating(map), LayerShapes.border(v)))
        }
        while let top = open.popLast() { close(top.clips, border: top.border) }
        return i
    }

    /// Closes a view's groups; its border goes last, above its content and subviews, as Core
    /// Animation composites it ("The border is drawn … above the receiver's contents and
    /// sublayers", CALayer.borderWidth).
    private mutating func close(_ clips: Bool, border: String?) {
        if clips { lines.append("</g>") }
        if let border { lines.append(border) }
        lines.append("</g>")
    }

    /// The view's group opening, its own shapes and content, and its clip group if any.
    private mutating func drawOpening(_ v: ViewSnapshot, parentMap: AffineTransform) {
        let p = v.presentation
        let local = v.transformToSuperview
        var open = "<g data-name=\(Markup.attribute(v.name)) data-id=\"\(v.id)\" transform=\"\(SVGFrame.matrix(local))\""
        if p.alpha < 1 { open += " opacity=\"\(SVGFrame.n(max(p.alpha, 0)))\"" }
        let b = p.bounds
        let radius = min(max(p.cornerRadius, 0), b.width / 2, b.height / 2)
        let shape = "x=\"\(SVGFrame.n(b.x))\" y=\"\(SVGFrame.n(b.y))\" width=\"\(SVGFrame.n(b.width))\" height=\"\(SVGFrame.n(b.height))\""
            + (radius > 0 ? " rx=\"\(SVGFrame.n(radius))\"" : "")
        if p.hasPerspective {
            // A 3D transform: the background, shadow and border are the projected corners,
            // drawn in the superview's coordinates (an SVG group cannot divide by w).
            lines += LayerShapes.projected(v, prefix: prefix)
            lines.append(open + ">")
        } else {
            lines.append(open + ">")
            lines += LayerShapes.shadow(v, shape: shape, prefix: prefix)
            if let color = p.backgroundColor, color.a > 0 {
                lines.append("<rect \(shape)\(SVGFrame.fill(color))/>")
            }
        }
        lines += Content.elements(v.content, in: b, id: "\(prefix)-img\(v.id)")
        if collectsDebug {
            debug.append("<g transform=\"\(SVGFrame.matrix(parentMap))\"><rect" + Self.box(p.frame)
                         + " fill=\"none\" stroke=\"#ff2d55\" stroke-dasharray=\"4 3\"/><text x=\"\(SVGFrame.n(p.frame.x + 2))\""
                         + " y=\"\(SVGFrame.n(p.frame.y + 12))\" fill=\"#ff2d55\">" + Markup.text(v.name + " " + Self.rect(p.frame)) + "</text></g>")
        }
        if v.clipsToBounds {
            let id = "\(prefix)-clip\(v.id)"
            lines.append("<clipPath id=\"\(id)\"><rect \(shape)/></clipPath>")
            lines.append("<g clip-path=\"url(#\(id))\">")
        }
    }

    static func box(_ r: Rect) -> String {
        " x=\"\(SVGFrame.n(r.x))\" y=\"\(SVGFrame.n(r.y))\" width=\"\(SVGFrame.n(r.width))\" height=\"\(SVGFrame.n(r.height))\""
    }

    static func rect(_ r: Rect) -> String {
        "(\(SVGFrame.n(r.x)),\(SVGFrame.n(r.y)),\(SVGFrame.n(r.width)),\(SVGFrame.n(r.height)))"
    }
}
