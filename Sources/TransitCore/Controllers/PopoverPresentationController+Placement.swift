/// Where a popover goes (docs/popover.md, "Placement"): a pure function of the screen area it
/// may use, the source rect in the container, the content size and the permitted arrows.
/// Apple documents none of the numbers or the order; each is Transit's choice, named here.
public struct PopoverPlacement: Equatable, Sendable {
    /// The arrow's height: the 13 points commonly measured on iPad screenshots (not public).
    public static let arrowHeight = 13.0
    /// How far the popover stays from the safe area's edges (Transit's choice).
    public static let screenMargin = 10.0
    /// The content size when the presented controller's `preferredContentSize` is zero: the
    /// default of `contentSizeForViewInPopover`, UIKit's older popover size property ("By
    /// default, the width is set to 320 points and the height is set to 1100 points"), cut
    /// to the space there is.
    public static let defaultContentSize = Size(width: 320, height: 1100)
    /// The order the directions are tried in (Transit's choice: below, above, right, left).
    public static let preferenceOrder: [PopoverArrowDirection] = [.up, .down, .left, .right]

    /// The popover's content frame in the container (the arrow outside it).
    public let frame: Rect
    /// Where the arrow points: `unknown` when no arrow is permitted.
    public let arrowDirection: PopoverArrowDirection

    /// Places content of `size` next to `source` (container coordinates) inside `area`.
    ///
    /// The first permitted direction, in ``preferenceOrder``, whose side of the source holds
    /// the whole content (plus the arrow) wins; when none does, the one that holds the largest
    /// part of it (by area; ties to the earlier), the content cut to that side. The content is
    /// centred on the source's centre along the edge it is attached to, then slid inside
    /// `area`. Without permitted arrows the content is centred on the source, without arrow.
    /// A source partly or wholly outside `area` (a button scrolled off screen) counts only
    /// its part clamped to `area`, so the popover stays inside it: UIKit keeps a popover within
    /// `popoverLayoutMargins`, "the portion of the screen in which it is permissible to
    /// display the popover".
    public init(area: Rect, source anchor: Rect, size: Size, permitted: Set<PopoverArrowDirection>) {
        let a = Self.arrowHeight
        func clamp(_ v: Double, _ lo: Double, _ hi: Double) -> Double { max(lo, min(v, hi)) }
        let left = clamp(anchor.minX, area.minX, area.maxX), right = clamp(anchor.maxX, area.minX, area.maxX)
        let top = clamp(anchor.minY, area.minY, area.maxY), bottom = clamp(anchor.maxY, area.minY, area.maxY)
        let source = Rect(x: left, y: top, width: right - left, height: bottom - top)
        let w = max(min(size.width, area.width), 0), h = max(min(size.height, area.height), 0)
        func room(_ d: PopoverArrowDirection) -> Size {
            switch d {
            case .up: Size(width: w, height: max(area.maxY - source.maxY - a, 0))
            case .down: Size(width: w, height: max(source.minY - area.minY - a, 0))
            case .left: Size(width: max(area.maxX - source.maxX - a, 0), height: h)
            case .right: Size(width: max(source.minX - area.minX - a, 0), height: h)
            case .unknown: Size(width: w, height: h)
            }
        }
        let candidates = Self.preferenceOrder.filter(permitted.contains)
        var best: PopoverArrowDirection = .unknown, bestArea = -1.0
        for d in candidates {
            let r = room(d)
            if r.width >= w && r.height >= h { best = d; break }
            let fits = min(r.width, w) * min(r.height, h)
            if fits > bestArea { (best, bestArea) = (d, fits) }
        }
        let r = room(best)
        let cw = min(w, r.width), ch = min(h, r.height)
        func slide(_ v: Double, _ length: Double, _ lo: Double, _ hi: Double) -> Double {
            max(lo, min(v, hi - length))
        }
        let x = slide(source.midX - cw / 2, cw, area.minX, area.maxX)
        let y = slide(source.midY - ch / 2, ch, area.minY, area.maxY)
        switch best {
        case .up: frame = Rect(x: x, y: source.maxY + a, width: cw, height: ch)
        case .down: frame = Rect(x: x, y: source.minY - a - ch, width: cw, height: ch)
        case .left: frame = Rect(x: source.maxX + a, y: y, width: cw, height: ch)
        case .right: frame = Rect(x: source.minX - a - cw, y: y, width: cw, height: ch)
        case .unknown: frame = Rect(x: x, y: y, width: cw, height: ch)
        }
        arrowDirection = best
    }
}

/// Where a popover's arrow points, as `UIPopoverArrowDirection`: `up` means the arrow is on the
/// popover's top edge, pointing up at a source above it (the popover is below).
public enum PopoverArrowDirection: String, CaseIterable, Sendable {
    case up, down, left, right
    /// Before the popover is presented (UIKit's `unknown`), or when no arrow is permitted.
    case unknown

    /// The four directions: UIKit's `any`.
    public static let any: Set<PopoverArrowDirection> = [.up, .down, .left, .right]
}
