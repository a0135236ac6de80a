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
    /// The clip groups of flat views open in `lines`, outermost first (``enterClips(_:)``).
    private var openClips: [String] = []

    init(views: [ViewSnapshot], prefix: String, debug: Bool) {
        self.views = views
        self.prefix = prefix
        collectsDebug = debug
    }

    /// Groups nested at most this deep (a view's group, and its clip group when it clips):
    /// rsvg-convert refuses a document nested 256 elements deep ("Excessive depth in
    /// document"), and UIKit has no depth limit. Below it views are drawn flat (``Flat``).
    static let maxNesting = 100

    /// A view drawn flat, below ``maxNesting``: not inside its superview's group but beside
    /// it, inside the group of the deepest view still nested (the anchor), in a group whose
    /// transform is its superview's map into the anchor, whose opacity is the product of the
    /// alphas between, inside one group per clip between (each a `clipPath` in the anchor's
    /// coordinates: librsvg 2.54 ignores a `clip-path` on a `clipPath`, so clips cannot be
    /// chained), which the flat views drawn one after another share. The picture is the nested one's, except that the alphas multiply per view
    /// rather than fading the subtree as a group (the two differ only where translucent
    /// subviews overlap). The nesting stays bounded unless over a hundred views clip below
    /// the first ``maxNesting`` levels.
    struct Flat {
        /// The view's coordinates → the anchor's.
        var toAnchor: AffineTransform
        /// The alphas from below the anchor down to the view, multiplied.
        var alpha: Double
        /// The ids of the clips in force for the view's subviews, outermost first.
        var clips: [String]

        static let anchor = Flat(toAnchor: .identity, alpha: 1, clips: [])
    }

    /// Draws the view at `index` and its subtree; returns the index after the subtree.
    ///
    /// One pass in paint order with a stack of the groups still open (a view's group closes
    /// when a view no deeper than it comes): a recursion per level overflowed the stack on
    /// deep trees, and finding each subtree's end by scanning ahead was quadratic.
    mutating func draw(_ index: Int, parentMap: AffineTransform) -> Int {
        let rootDepth = views[index].depth
        var open: [(depth: Int, clips: Bool, map: AffineTransform, border: String?, flat: Flat?, v: ViewSnapshot)] = []
        var nesting = 0
        var i = index
        while i < views.count && (i == index || views[i].depth > rootDepth) {
            let v = views[i]
            while let top = open.last, top.depth >= v.depth {
                let t = open.removeLast()
                if let flat = open.last?.flat ?? (t.flat != nil ? Flat.anchor : nil) {
                    closeFlat(t.v, border: t.border, in: flat)
                } else {
                    enterClips([])
                    close(t.clips, border: t.border)
                    nesting -= t.clips ? 2 : 1
                }
            }
            i += 1
            if v.isHidden || v.showsBack {                        // its subtree is not drawn
                while i < views.count && views[i].depth > v.depth { i += 1 }
                continue
            }
            let map = open.last?.map ?? parentMap
            let border = LayerShapes.border(v)
            let groups = v.clipsToBounds ? 2 : 1
            if let parent = open.last?.flat ?? (nesting + groups > Self.maxNesting ? Flat.anchor : nil) {
                let flat = drawFlat(v, parentMap: map, in: parent)
                open.append((v.depth, v.clipsToBounds, v.transformToSuperview.concatenating(map), border, flat, v))
            } else {
                enterClips([])
                drawOpening(v, parentMap: map)
                nesting += groups
                open.append((v.depth, v.clipsToBounds, v.transformToSuperview.concatenating(map), border, nil, v))
            }
        }
        while let t = open.popLast() {
            if let flat = open.last?.flat ?? (t.flat != nil ? Flat.anchor : nil) {
                closeFlat(t.v, border: t.border, in: flat)
            } else {
                enterClips([])
                close(t.clips, border: t.border)
            }
        }
        enterClips([])
        return i
    }

    /// The group that places a flat view's group in the anchor, its superview's map and
    /// alphas, once the superview's clips are open (``enterClips(_:)``).
    private mutating func flatWrapper(_ parent: Flat) -> (open: String, close: String) {
        enterClips(parent.clips)
        let open = "<g transform=\"\(SVGFrame.matrix(parent.toAnchor))\""
            + (parent.alpha < 1 ? " opacity=\"\(SVGFrame.n(max(parent.alpha, 0)))\"" : "") + ">"
        return (open, "</g>")
    }

    /// Makes `clips` the clip groups open, outermost first: keeps those already open that
    /// begin it, closes the rest, opens what is missing. A clipped subtree is drawn in one
    /// run, so its flat views share its groups: opened and closed around each view, a chain
    /// of n views with every other one clipping drew about n²/4 groups (10,000 nested views,
    /// 885 MB for one frame and 2.6 GB held, past --memory and --time).
    private mutating func enterClips(_ clips: [String]) {
        var kept = 0
        while kept < min(openClips.count, clips.count) && openClips[kept] == clips[kept] { kept += 1 }
        if openClips.count > kept { lines.append(String(repeating: "</g>", count: openClips.count - kept)) }
        for id in clips[kept...] { lines.append("<g clip-path=\"url(#\(id))\">") }
        openClips = clips
    }

    /// Draws `v`'s own group flat in the anchor (its subviews follow beside it); returns
    /// what its subviews are drawn in.
    private mutating func drawFlat(_ v: ViewSnapshot, parentMap: AffineTransform, in parent: Flat) -> Flat {
        let wrapper = flatWrapper(parent)
        lines.append(wrapper.open)
        drawOpening(v, parentMap: parentMap, clipGroup: false)
        lines.append("</g>" + wrapper.close)
        let toAnchor = v.transformToSuperview.concatenating(parent.toAnchor)
        var flat = Flat(toAnchor: toAnchor, alpha: parent.alpha * v.presentation.alpha, clips: parent.clips)
        if v.clipsToBounds {
            let id = "\(prefix)-clip\(v.id)"
            lines.append("<clipPath id=\"\(id)\"><rect" + Self.box(v.presentation.bounds)
                         + " transform=\"\(SVGFrame.matrix(toAnchor))\"/></clipPath>")
            flat.clips.append(id)
        }
        return flat
    }

    /// A flat view's border, over its subviews, once they are drawn (see ``close(_:border:)``).
    private mutating func closeFlat(_ v: ViewSnapshot, border: String?, in parent: Flat) {
        guard let border else { return }
        let wrapper = flatWrapper(parent)
        let alpha = v.presentation.alpha
        lines.append(wrapper.open + "<g transform=\"\(SVGFrame.matrix(v.transformToSuperview))\""
                     + (alpha < 1 ? " opacity=\"\(SVGFrame.n(max(alpha, 0)))\"" : "") + ">" + border + "</g>" + wrapper.close)
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
    private mutating func drawOpening(_ v: ViewSnapshot, parentMap: AffineTransform, clipGroup: Bool = true) {
        let p = v.presentation
        let local = v.transformToSuperview
        var open = "<g data-name=\(Markup.attribute(v.name)) data-id=\"\(v.id)\" transform=\"\(SVGFrame.matrix(local))\""
        if p.alpha < 1 { open += " opacity=\"\(SVGFrame.n(max(p.alpha, 0)))\"" }
        if let mask = v.mask {
            lines += Self.mask(mask, id: "\(prefix)-mask\(v.id)")
            open += " mask=\"url(#\(prefix)-mask\(v.id))\""
        }
        let b = p.bounds
        let radius = min(max(p.cornerRadius, 0), b.width / 2, b.height / 2)
        let shape = LayerShapes.roundedRect(b, radius: radius, corners: v.maskedCorners)
        if p.hasPerspective {
            // A 3D transform: the background, shadow and border are the projected corners,
            // drawn in the superview's coordinates (an SVG group cannot divide by w).
            lines += LayerShapes.projected(v, prefix: prefix)
            lines.append(open + ">")
        } else {
            lines.append(open + ">")
            lines += LayerShapes.shadow(v, shape: shape, prefix: prefix)
            if let color = p.backgroundColor, color.a > 0 {
                lines.append("<\(shape)\(SVGFrame.fill(color))/>")
            }
        }
        lines += Content.elements(v.content, in: b, id: "\(prefix)-img\(v.id)")
        if collectsDebug {
            debug.append("<g transform=\"\(SVGFrame.matrix(parentMap))\"><rect" + Self.box(p.frame)
                         + " fill=\"none\" stroke=\"#ff2d55\" stroke-dasharray=\"4 3\"/><text x=\"\(SVGFrame.n(p.frame.x + 2))\""
                         + " y=\"\(SVGFrame.n(p.frame.y + 12))\" fill=\"#ff2d55\">" + Markup.text(v.name + " " + Self.rect(p.frame)) + "</text></g>")
        }
        if v.clipsToBounds && clipGroup {
            let id = "\(prefix)-clip\(v.id)"
            lines.append("<clipPath id=\"\(id)\"><\(shape)/></clipPath>")
            lines.append("<g clip-path=\"url(#\(id))\">")
        }
    }

    /// A view's `mask` as an SVG `<mask>` of `mask-type` alpha (UIView.mask: the mask's alpha
    /// shows the view), its views drawn as the window's are, in the user space of the masked
    /// view's group — its bounds coordinates, where UIKit places the mask. The mask's region
    /// is left unbounded (SVG's default is the masked group's bounding box and 10 % more,
    /// which would cut a mask larger than what it shows).
    /// `origin`: the masked view's bounds point at the user space's origin, when that is not
    /// the bounds' (0, 0) (the player's boxes start at the bounds' origin).
    static func mask(_ views: [ViewSnapshot], id: String, origin: Point = Point(x: 0, y: 0)) -> [String] {
        var painter = Painter(views: views, prefix: id, debug: false)
        if !views.isEmpty { _ = painter.draw(0, parentMap: .identity) }
        let shifted = origin.x != 0 || origin.y != 0
        return ["<mask id=\"\(id)\" mask-type=\"alpha\" maskUnits=\"userSpaceOnUse\" x=\"-100000\" y=\"-100000\""
                + " width=\"200000\" height=\"200000\">"]
            + (shifted ? ["<g transform=\"translate(\(SVGFrame.n(-origin.x)),\(SVGFrame.n(-origin.y)))\">"] : [])
            + painter.lines + (shifted ? ["</g>"] : []) + ["</mask>"]
    }

    static func box(_ r: Rect) -> String {
        " x=\"\(SVGFrame.n(r.x))\" y=\"\(SVGFrame.n(r.y))\" width=\"\(SVGFrame.n(r.width))\" height=\"\(SVGFrame.n(r.height))\""
    }

    static func rect(_ r: Rect) -> String {
        "(\(SVGFrame.n(r.x)),\(SVGFrame.n(r.y)),\(SVGFrame.n(r.width)),\(SVGFrame.n(r.height)))"
    }
}
