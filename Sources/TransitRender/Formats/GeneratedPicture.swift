import TransitCore

/// An image view's picture, generated from its image's name: the engine has names, not
/// pixels, and a render must fetch nothing and read no files. The same name draws the same
/// picture everywhere (FNV-1a of its bytes picks two hues and a motif); different names
/// usually differ, so a photo that moves is told from its neighbours.
///
/// Motifs: a landscape (a sun over two hills), diagonal stripes, or a grid of dots, over a
/// two-hue gradient; the name in small type at the bottom edge.
enum GeneratedPicture {
    /// The name's stable hash (FNV-1a: the same in every run, unlike Swift's `Hasher`).
    static func hash(_ name: String) -> UInt64 { StableHash.fnv1a(name) }

    /// The picture's elements in the view's bounds `(x, y, w, h)`; gradient ids start with `id`.
    static func elements(name: String?, x: Double, y: Double, w: Double, h: Double, id: String) -> [String] {
        guard let name else {
            // no image set: an empty image view draws nothing but its background, as UIKit's
            return ["<rect class=\"image\" data-image=\"\" x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(w))\" height=\"\(n(h))\" fill=\"none\"/>"]
        }
        let hash = hash(name)
        let hue = Double(hash % 360)
        let other = (hue + 40 + Double((hash >> 9) % 100)).truncatingRemainder(dividingBy: 360)
        let (top, bottom) = (hsl(hue, 0.65, 0.62), hsl(other, 0.55, 0.38))
        let motif = Int((hash >> 20) % 3)
        var lines = ["<g class=\"image\" data-image=\(Markup.attribute(name)) data-motif=\"\(motif)\">"]
        lines.append("<linearGradient id=\"\(id)\" x1=\"0\" y1=\"0\" x2=\"0\" y2=\"1\"><stop offset=\"0\" stop-color=\"\(top)\"/>"
                     + "<stop offset=\"1\" stop-color=\"\(bottom)\"/></linearGradient>")
        let box = "x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(w))\" height=\"\(n(h))\""
        // the motif stays inside the bounds: the image fills them (`scaleToFill`, UIKit's default)
        lines.append("<clipPath id=\"\(id)-clip\"><rect \(box)/></clipPath>")
        lines.append("<rect \(box) fill=\"url(#\(id))\"/>")
        lines.append("<g clip-path=\"url(#\(id)-clip)\">")
        let light = hsl(hue, 0.9, 0.88)
        switch motif {
        case 0:   // a sun over two hills
            let r = min(w, h) * 0.14
            lines.append("<circle cx=\"\(n(x + w * 0.72))\" cy=\"\(n(y + h * 0.3))\" r=\"\(n(r))\" fill=\"\(light)\"/>")
            lines.append("<path d=\"M\(n(x)) \(n(y + h))L\(n(x)) \(n(y + h * 0.72))Q\(n(x + w * 0.3)) \(n(y + h * 0.45)) \(n(x + w * 0.6)) \(n(y + h * 0.75))"
                         + "T\(n(x + w)) \(n(y + h * 0.7))L\(n(x + w)) \(n(y + h))Z\" fill=\"\(hsl(other, 0.5, 0.25))\" fill-opacity=\"0.8\"/>")
        case 1:   // diagonal stripes
            let step = max(min(w, h) / 5, 1)
            var d = ""
            var k = 0.0
            while k < w + h { d += "M\(n(x + k)) \(n(y))L\(n(x + k - h)) \(n(y + h))"; k += step }
            lines.append("<path d=\"\(d)\" stroke=\"\(light)\" stroke-opacity=\"0.35\" stroke-width=\"\(n(step / 3))\"/>")
        default:  // a grid of dots
            let step = max(min(w, h) / 4, 1)
            var dots = ""
            var cy = y + step / 2
            while cy < y + h { var cx = x + step / 2; while cx < x + w { dots += "M\(n(cx - step / 8)) \(n(cy))a\(n(step / 8)) \(n(step / 8)) 0 1 0 \(n(step / 4)) 0a\(n(step / 8)) \(n(step / 8)) 0 1 0 \(n(-step / 4)) 0"; cx += step }; cy += step }
            lines.append("<path d=\"\(dots)\" fill=\"\(light)\" fill-opacity=\"0.6\"/>")
        }
        lines.append("</g>")
        let size = max(min(11, h / 5), 1)
        lines.append("<text x=\"\(n(x + 4))\" y=\"\(n(y + h - 4))\" font-size=\"\(n(size))\" font-family=\"\(Content.fontFamily)\""
                     + " fill=\"#ffffff\" fill-opacity=\"0.9\">" + Markup.text(name) + "</text>")
        lines.append("</g>")
        return lines
    }

    /// `#rrggbb` of a hue (degrees), saturation and lightness (0…1).
    static func hsl(_ h: Double, _ s: Double, _ l: Double) -> String {
        let c = (1 - abs(2 * l - 1)) * s
        let hp = h / 60
        let x = c * (1 - abs(hp.truncatingRemainder(dividingBy: 2) - 1))
        let (r, g, b): (Double, Double, Double) = switch Int(hp) {
        case 0: (c, x, 0)
        case 1: (x, c, 0)
        case 2: (0, c, x)
        case 3: (0, x, c)
        case 4: (x, 0, c)
        default: (c, 0, x)
        }
        let m = l - c / 2
        return SVGFrame.hex(r + m, g + m, b + m)
    }

    static func n(_ x: Double) -> String { SVGFrame.n(x) }
}
