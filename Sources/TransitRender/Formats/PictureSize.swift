/// How large a picture is drawn: `--scale S` (pixels per point of the window, 1 by default)
/// or `--size WxH` (a box the picture fits in, its aspect kept).
public enum PictureSize: Equatable, Sendable {
    case scale(Double)
    case box(width: Double, height: Double)

    /// The drawn size of content `width` × `height` points.
    func fitting(_ width: Double, _ height: Double) -> (width: Double, height: Double) {
        switch self {
        case .scale(let s): return (width * s, height * s)
        case .box(let w, let h): return (w, h)
        }
    }

    /// The most pixels a rasterised frame may have: 4096×4096, 64 MiB at rsvg-convert's 4
    /// bytes a pixel, and ffmpeg holds as much again per frame. An iPad's window at 3 pixels
    /// a point is 12.6 M; 30000×30000 took rsvg-convert 45 s and 3.5 GB for one PNG, and a GIF
    /// that size ran for minutes.
    public static let mostPixels = 1 << 24

    /// The longest side rsvg-convert draws: "The resulting image would be larger than 32767
    /// pixels on either dimension. Librsvg currently cannot render to images bigger than that"
    /// (rsvg-convert 2.54). Under ``mostPixels`` only a thin frame reaches it (`--size
    /// 1000000x1`), which failed in rsvg-convert after the script had run.
    public static let longestRasterSide = 32767

    /// Why a frame of `width` × `height` points, drawn at this size, is too large to
    /// rasterise; nil when it is not.
    public func rasterProblem(_ width: Double, _ height: Double) -> String? {
        let drawn = fitting(width, height)
        let w = drawn.width.rounded(.up), h = drawn.height.rounded(.up)     // NaN-free: sizes are finite and positive
        let frame = "a frame of \(w < 1e15 ? String(Int(w)) : "\(w)")x\(h < 1e15 ? String(Int(h)) : "\(h)") pixels"
        if w * h > Double(PictureSize.mostPixels) {
            return frame + " is more than \(PictureSize.mostPixels) (4096x4096), the most a picture is rasterised at: give a"
                + " smaller --size or --scale"
        }
        if max(w, h) > Double(PictureSize.longestRasterSide) {
            return frame + " is more than \(PictureSize.longestRasterSide) on a side, the most rsvg-convert draws: give a"
                + " smaller --size or --scale"
        }
        return nil
    }

    /// The longest side `--size` takes, in pixels. A whole number past Double's range read as
    /// infinity and drew `width="inf"` (a filmstrip's viewBox `0 0 inf 1e+308`); a million is
    /// far past any screen, and leaves the arithmetic on it (a filmstrip's six columns) exact.
    public static let longestSide = 1_000_000

    /// Parses `--size 393x852` (also `×`): two whole numbers of pixels, 1…``longestSide``,
    /// spelled as every whole number on the command line (docs/cli.md, "Numbers": no `+`, no
    /// exponent, no fraction).
    public init?(box text: String) {
        let parts = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "x" || $0 == "×" })
        let range = 1...PictureSize.longestSide
        guard parts.count == 2, parts.allSatisfy({ NumberSyntax.isWholeNumber($0) }),
              let w = Int(parts[0]), let h = Int(parts[1]), range.contains(w), range.contains(h) else { return nil }
        self = .box(width: Double(w), height: Double(h))
    }
}
