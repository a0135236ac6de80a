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

    /// Parses `--size 393x852` (also `×`).
    public init?(box text: String) {
        let parts = text.split(whereSeparator: { $0 == "x" || $0 == "×" })
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]),
              w.isFinite, h.isFinite, w > 0, h > 0 else { return nil }
        self = .box(width: w, height: h)
    }
}
