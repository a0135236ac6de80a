/// Where a sheet's card goes in its container, and how the view behind it is pushed back:
/// the numbers of docs/sheets.md, as pure functions of the container, the safe area and the
/// size class.
public struct SheetLayout: Equatable, Sendable {
    /// The size classes that decide a sheet's shape (UIKit's horizontal and vertical classes).
    public enum SizeClass: String, Sendable {
        /// An iPhone in portrait: a sheet rising from the bottom, the presenter pushed back.
        case compactWidth
        /// An iPhone in landscape: full screen, or edge-attached when preferred.
        case compactHeight
        /// An iPad: a card centered over the dimming.
        case regular
    }

    /// The gap between the safe area's top and a full-height sheet's top (Transit's choice,
    /// docs/sheets.md).
    public static let topGap = 10.0
    /// The corner radius of the sheet and of the pushed-back view (iOS 13's sheets).
    public static let cornerRadius = 10.0
    /// How far in from each side the pushed-back view's edges move (Transit's choice).
    public static let pushBackInset = 16.0
    /// The dimming view's alpha over content behind a dimmed sheet (Transit's choice).
    public static let dimmingAlpha = 0.4
    /// A form sheet's size in regular width, and a page sheet's width (Transit's choices).
    public static let formSheetSize = Size(width: 540, height: 620)
    public static let pageSheetWidth = 704.0

    public let bounds: Rect
    public let safeArea: EdgeInsets
    public let sizeClass: SizeClass

    public init(bounds: Rect, safeArea: EdgeInsets, sizeClass: SizeClass) {
        self.bounds = bounds
        self.safeArea = safeArea
        self.sizeClass = sizeClass
    }

    /// The layout for `engine`'s screen, interface orientation and a container of `bounds`.
    public init(engine: Engine, bounds: Rect) {
        let sizeClass: SizeClass = engine.screen.isPad ? .regular
            : (bounds.width > bounds.height ? .compactHeight : .compactWidth)
        self.init(bounds: bounds, safeArea: engine.screen.safeAreaInsets(in: engine.interfaceOrientation),
                  sizeClass: sizeClass)
    }

    /// The large detent's value: from the safe area's bottom up to ``topGap`` below its top.
    public var maximumDetentValue: Double {
        max(bounds.height - safeArea.top - Self.topGap - safeArea.bottom, 0)
    }

    /// The medium detent's value: a card half the container's height.
    public var mediumDetentValue: Double { max(bounds.height / 2 - safeArea.bottom, 0) }

    /// What a custom detent's resolver is given.
    public var detentContext: SheetDetent.Context {
        SheetDetent.Context(maximumDetentValue: maximumDetentValue, isCompactHeight: sizeClass == .compactHeight)
    }

    /// The top of a bottom-attached card resting at `value`.
    public func top(forDetentValue value: Double) -> Double { bounds.maxY - safeArea.bottom - value }

    /// The card's frame for a sheet of `style` whose top is at `top` (compact width, or
    /// edge-attached in compact height), or its fixed frame otherwise. `contentSize` is the
    /// presented controller's `preferredContentSize`: a form sheet's size in regular width,
    /// each zero side the default's (Apple, `formSheet`: "To provide a custom content size,
    /// use the modal view controller's `preferredContentSize` property").
    public func cardFrame(style: ModalPresentationStyle, top: Double, edgeAttached: Bool,
                          contentSize: Size = .zero) -> Rect {
        switch sizeClass {
        case .compactWidth:
            return Rect(x: bounds.minX, y: top, width: bounds.width, height: bounds.maxY - top)
        case .compactHeight:
            guard edgeAttached else { return bounds }
            // As wide as the screen's short side, centered, attached to the bottom edge.
            let width = shortSide
            return Rect(x: bounds.midX - width / 2, y: top, width: width, height: bounds.maxY - top)
        case .regular:
            let top = safeArea.top + Self.topGap
            let d = Self.formSheetSize
            let size = style.resolved == .formSheet
                ? Size(width: contentSize.width > 0 ? contentSize.width : d.width,
                       height: contentSize.height > 0 ? contentSize.height : d.height)
                : Size(width: Self.pageSheetWidth, height: bounds.height - 2 * top)
            let w = min(size.width, bounds.width), h = min(size.height, bounds.height - 2 * top)
            return Rect(x: bounds.midX - w / 2, y: bounds.midY - h / 2, width: w, height: h)
        }
    }

    private var shortSide: Double { min(bounds.width, bounds.height) }

    /// Whether detents and dragging apply (a bottom-attached card).
    public func usesDetents(edgeAttached: Bool) -> Bool {
        sizeClass == .compactWidth || (sizeClass == .compactHeight && edgeAttached)
    }

    /// Whether the view behind a full-height sheet is pushed back (compact width only).
    public var pushesBack: Bool { sizeClass == .compactWidth }

    /// The transform that pushes back a view whose untransformed frame is `frame`, by
    /// `progress` (0: in place, 1: pushed back): scaled about its center so that its sides
    /// move in by ``pushBackInset``, and moved so that its top sits at the safe area's top.
    public func pushBackTransform(for frame: Rect, progress: Double) -> AffineTransform {
        guard frame.width > 0, progress > 0 else { return .identity }
        let scale = max(frame.width - 2 * Self.pushBackInset, 0) / frame.width
        let scaledTop = frame.midY - frame.height * scale / 2
        let ty = bounds.minY + safeArea.top - scaledTop
        let s = 1 + (scale - 1) * progress
        return AffineTransform(a: s, b: 0, c: 0, d: s, tx: 0, ty: ty * progress)
    }
}
