import TransitCore

/// A view's content as SVG elements in its own coordinates: a label's text (centred
/// vertically, as `UILabel` draws it, on one line cut with "…" to the label's width:
/// ``LabelLine``), an image as a picture
/// generated from its name (``GeneratedPicture``) — there are no pixels in the engine.
enum Content {
    /// The system font where there is one (San Francisco on Apple platforms), then common
    /// sans-serifs: no font file is shipped or assumed.
    static let fontFamily = "-apple-system, BlinkMacSystemFont, system-ui, 'Helvetica Neue', Helvetica, Arial, sans-serif"

    /// `id`: a document-unique prefix for the content's own ids (an image's gradient).
    static func elements(_ content: ViewSnapshot.Content, in b: Rect, id: String = "img") -> [String] {
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
            var open = "<text x=\"\(n(x))\" y=\"\(n(b.y + b.height / 2))\" font-size=\"\(n(size))\""
            open += " font-family=\"\(fontFamily)\" text-anchor=\"\(anchor)\" dominant-baseline=\"central\"\(SVGFrame.fill(color))>"
            return [open + Markup.text(LabelLine.fitted(text, width: b.width, fontSize: size)) + "</text>"]
        case .image(let name):
            return GeneratedPicture.elements(name: name, x: b.x, y: b.y, w: b.width, h: b.height, id: id)
        }
    }

    static func n(_ x: Double) -> String { SVGFrame.n(x) }
}
