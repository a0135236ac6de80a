import TransitCore
import TransitLua

/// `--format filmstrip`: the sampled frames side by side in one SVG, each labelled with its
/// time — the picture for a README, a pull request, or a failing test.
///
/// Up to six frames a row, rows as even as they can be (nine frames: five and four). Each
/// frame is a nested `<svg>` with the window's view box (so it scales and clips like a
/// frame file), drawn by ``SVGFrame``; `size` is the size of one frame (a quarter of the
/// window's points by default).
public enum Filmstrip {
    static let perRow = 6
    static let gap = 12.0
    static let labelHeight = 20.0
    static let titleHeight = 24.0

    public static func document(_ frames: [Frame], title: String, size: PictureSize = .scale(0.25),
                                debug: Bool = false, chrome: DeviceChrome = .none) -> String {
        let rows = max(1, (frames.count + perRow - 1) / perRow)
        let columns = max(1, (frames.count + rows - 1) / rows)
        // one canvas for every frame, so a window that turns keeps its scale from cell to cell
        let canvas = SVGFrame.canvas(frames)
        let cell = size.fitting(canvas.width, canvas.height)
        let width = gap + Double(columns) * (cell.width + gap)
        let height = titleHeight + Double(rows) * (cell.height + labelHeight + gap) + gap
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>"]
        lines.append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(height))\""
                     + " viewBox=\"0 0 \(n(width)) \(n(height))\" font-family=\"\(Content.fontFamily)\">")
        lines.append("<title>" + Markup.text(title) + "</title>")
        lines.append("<rect width=\"\(n(width))\" height=\"\(n(height))\" fill=\"#f2f2f7\"/>")
        lines.append("<text x=\"\(n(gap))\" y=\"\(n(titleHeight - 6))\" font-size=\"13\" fill=\"#1c1c1e\">" + Markup.text(title) + "</text>")
        for (i, frame) in frames.enumerated() {
            let x = gap + Double(i % columns) * (cell.width + gap)
            let y = titleHeight + Double(i / columns) * (cell.height + labelHeight + gap)
            let frameBox = SVGFrame.viewBox(frame, canvas: canvas)
            lines.append("<svg x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(cell.width))\" height=\"\(n(cell.height))\""
                         + " viewBox=\"\(frameBox.text)\" data-time=\"\(formatTicks(frame.tick))\">")
            lines += SVGFrame.drawing(frame, prefix: "f\(i)", debug: debug, chrome: chrome)
            lines.append("</svg>")
            lines.append("<text x=\"\(n(x + cell.width / 2))\" y=\"\(n(y + cell.height + 15))\" font-size=\"12\""
                         + " text-anchor=\"middle\" fill=\"#3a3a3c\">\(label(frame.tick))</text>")
        }
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `0.75 s`.
    static func label(_ tick: Int64) -> String { n(Double(tick) / Double(Clock.ticksPerSecond)) + " s" }

    static func n(_ x: Double) -> String { Trace.n(x) }
}
