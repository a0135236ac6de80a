import TransitCore

/// A view's content as SVG elements in its own coordinates: a label's text (centred
/// vertically, as `UILabel` draws it, one `tspan` per line), an image as a placeholder box
/// with a cross and the image's name — there are no pixels in the engine.
enum Content {
    static let fontFamily = "Helvetica, Arial, sans-serif"

    static func elements(_ content: ViewSnapshot.Content, in b: Rect) -> [String] {
        switch content {
        case .none:
            return []
        case .text(let text, let color, let size, let alignment):
            guard !text.isEmpty else { return [] }
            let (x, anchor): (Double, String) = switch alignment {
            case .center: (b.x + b.width / 2, "middle")
            case .right: (b.x + b.width, "end")
            case .left, .natural, .justified: (b.x, "start")
            }
            let rows = text.split(separator: "\n", omittingEmptySubsequences: false)
            var open = "<text x=\"\(n(x))\" y=\"\(n(b.y + b.height / 2))\" font-size=\"\(n(size))\""
            open += " font-family=\"\(fontFamily)\" text-anchor=\"\(anchor)\" dominant-baseline=\"central\"\(SVGFrame.fill(color))>"
            guard rows.count > 1 else { return [open + Markup.text(text) + "</text>"] }
            let first = -Double(rows.count - 1) / 2 * 1.2
            let spans = rows.enumerated().map { i, row in
                "<tspan x=\"\(n(x))\" dy=\"\(n(i == 0 ? first : 1.2))em\">" + Markup.text(String(row)) + "</tspan>"
            }
            return [open + spans.joined() + "</text>"]
        case .image(let name):
            let label = name ?? "no image"
            let size = max(min(12, b.height / 3), 1)
            return [
                "<g class=\"image\">",
                "<rect" + Painter.box(b) + " fill=\"#e5e5ea\" stroke=\"#8e8e93\"/>",
                "<path d=\"M\(n(b.x)) \(n(b.y))L\(n(b.maxX)) \(n(b.maxY))M\(n(b.maxX)) \(n(b.y))L\(n(b.x)) \(n(b.maxY))\" stroke=\"#c7c7cc\"/>",
                "<text x=\"\(n(b.midX))\" y=\"\(n(b.midY))\" font-size=\"\(n(size))\" font-family=\"\(fontFamily)\""
                    + " text-anchor=\"middle\" dominant-baseline=\"central\" fill=\"#3a3a3c\">" + Markup.text(label) + "</text>",
                "</g>",
            ]
        }
    }

    static func n(_ x: Double) -> String { SVGFrame.n(x) }
}
