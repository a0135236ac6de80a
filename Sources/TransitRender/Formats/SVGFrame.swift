import TransitCore
import TransitLua

/// `--format svg`: one frame as an SVG document, drawn from presentation values.
///
/// Each view is a group whose `transform` is the view's map into its superview — about
/// the bounds' centre, the view's transform, then to `center` — as one `matrix(a,b,c,d,e,f)`
/// (CoreGraphics' order), so a view's corners are its bounds mapped through the groups
/// around it. Inside: its background (`fill`, `fill-opacity`, `rx` for the corner radius),
/// its content (a label's text, an image as a named placeholder), then its subviews, clipped
/// to its bounds when it clips. `alpha` is the group's `opacity` (it fades the subtree, as
/// UIKit's does). Hidden views and their subviews are left out. The window clips what is
/// off screen and is outlined on top; the picture has a margin around it.
///
/// `debug` adds each view's frame (dashed) and name on a layer above, unclipped.
public enum SVGFrame {
    /// Points of margin around the window.
    static let margin = 8.0

    /// `canvas`: the points the picture spans, when it must be larger than this frame's window
    /// and margin (``canvas(_:)``); the frame is centred in it.
    public static func document(_ frame: Frame, script: String, size: PictureSize = .scale(1),
                                debug: Bool = false, chrome: DeviceChrome = .none, canvas: Size? = nil) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + element(frame, script: script, size: size, debug: debug, prefix: "v", chrome: chrome, canvas: canvas) + "\n"
    }

    /// The `<svg>` element alone (for a page); ids start with `prefix`.
    static func element(_ frame: Frame, script: String, size: PictureSize, debug: Bool, prefix: String,
                        chrome: DeviceChrome = .none, canvas: Size? = nil) -> String {
        let box = viewBox(frame, canvas: canvas)
        let drawn = size.fitting(box.width, box.height)
        var lines = ["<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(drawn.width))\" height=\"\(n(drawn.height))\""
                     + " viewBox=\"\(box.text)\" data-time=\"\(formatTicks(frame.tick))\">"]
        lines.append("<title>" + Markup.text("\(script) at \(formatTicks(frame.tick)) s") + "</title>")
        lines += drawing(frame, prefix: prefix, debug: debug, chrome: chrome)
        lines.append("</svg>")
        return lines.joined(separator: "\n")
    }

    /// The window's area with the margin around it, in points; with a `canvas`, that area
    /// centred in one of the canvas's size.
    static func viewBox(_ frame: Frame, canvas: Size? = nil) -> ViewBox {
        let size = frame.window?.presentation.bounds.size ?? Size(width: 0, height: 0)
        let own = ViewBox(x: -margin, y: -margin, width: size.width + 2 * margin, height: size.height + 2 * margin)
        guard let canvas else { return own }
        return ViewBox(x: own.x - (canvas.width - own.width) / 2, y: own.y - (canvas.height - own.height) / 2,
                       width: canvas.width, height: canvas.height)
    }

    /// The smallest area, in points, that holds every frame's window and margin: what frames
    /// shown as one sequence share (a movie's frames, a filmstrip's cells), so that a window
    /// whose size changes — turning to landscape — is drawn at one scale throughout. Fitted
    /// each to its own size, a rotation's frames went to ffmpeg in two sizes: an MP4 squeezed
    /// the landscape frames into the portrait ones', a GIF kept only its first frame.
    static func canvas(_ frames: [Frame]) -> Size {
        frames.reduce(Size(width: 0, height: 0)) { size, frame in
            let box = viewBox(frame)
            return Size(width: max(size.width, box.width), height: max(size.height, box.height))
        }
    }

    /// An SVG `viewBox`.
    struct ViewBox {
        var x, y, width, height: Double
        var text: String { "\(n(x)) \(n(y)) \(n(width)) \(n(height))" }
    }

    /// The frame's elements in window coordinates; ids start with `prefix`, so several
    /// frames can share one document (the filmstrip).
    ///
    /// With a device's `chrome`, the screen's corners are rounded (the clip too), the status
    /// bar, island and home indicator are drawn over the app, and the bezel around it.
    static func drawing(_ frame: Frame, prefix: String, debug: Bool, chrome: DeviceChrome = .none) -> [String] {
        var painter = Painter(views: frame.views, prefix: prefix, debug: debug)
        guard let window = frame.window, let start = frame.views.firstIndex(of: window) else { return [] }
        let size = window.presentation.bounds.size
        let radius = chrome.radius(size)
        let area = "x=\"0\" y=\"0\" width=\"\(n(size.width))\" height=\"\(n(size.height))\""
            + (radius > 0 ? " rx=\"\(n(radius))\"" : "")
        if let bezel = ChromeElements.bezel(chrome, size: size) { painter.lines.append(bezel) }
        painter.lines.append("<clipPath id=\"\(prefix)-screen\"><rect \(area)/></clipPath>")
        painter.lines.append("<rect class=\"screen\" \(area) fill=\"#ffffff\"/>")
        painter.lines.append("<g clip-path=\"url(#\(prefix)-screen)\">")
        _ = painter.draw(start, parentMap: .identity)
        painter.lines += ChromeElements.overlay(chrome, size: size)
        painter.lines.append("</g>")
        if debug {
            painter.lines.append("<g class=\"debug\" font-family=\"monospace\" font-size=\"11\">")
            painter.lines += ChromeElements.safeArea(chrome, size: size)
            painter.lines += painter.debug
            painter.lines.append("</g>")
        }
        painter.lines.append("<rect class=\"window\" \(area) fill=\"none\" stroke=\"#3a3a3c\" stroke-width=\"1\"/>")
        return painter.lines
    }

    static func n(_ x: Double) -> String { Trace.n(x) }

    static func matrix(_ t: AffineTransform) -> String {
        "matrix(\(n(t.a)),\(n(t.b)),\(n(t.c)),\(n(t.d)),\(n(t.tx)),\(n(t.ty)))"
    }

    /// ` fill="#rrggbb"` (components clamped to 0…1), with ` fill-opacity` when not opaque.
    static func fill(_ c: Color) -> String { paint("fill", c) }

    /// ` NAME="#rrggbb"`, with ` NAME-opacity` when not opaque: a fill or a stroke.
    static func paint(_ name: String, _ c: Color) -> String {
        let alpha = unit(c.a)
        return " \(name)=\"\(hex(c.r, c.g, c.b))\"" + (alpha < 1 ? " \(name)-opacity=\"\(n(alpha))\"" : "")
    }

    /// `#rrggbb` of components clamped to 0…1 (NaN as 0: a colour string never traps).
    static func hex(_ r: Double, _ g: Double, _ b: Double) -> String {
        func byte(_ x: Double) -> String {
            let s = String(Int((unit(x) * 255).rounded()), radix: 16)
            return s.count == 1 ? "0" + s : s
        }
        return "#" + byte(r) + byte(g) + byte(b)
    }

    private static func unit(_ x: Double) -> Double { x.isNaN ? 0 : min(max(x, 0), 1) }
}
