/// Dragging a sheet (UIKit's built-in pan on the sheet): between detents, rubber-banding past
/// the largest, and down to dismiss. On release the velocity decides: the card goes to the
/// detent (or the dismissal) nearest to where it would coast to. docs/sheets.md, "Dragging".
extension SheetPresentationController {
    struct Drag {
        /// The card's top when the drag began.
        let startTop: Double
        /// `presentationControllerWillDismiss` was sent (the card went below its smallest detent).
        var dismissalBegan = false
        /// Whether a dismissal is allowed, asked when the card first went below its smallest
        /// detent (nil before).
        var mayDismiss: Bool?
        /// The script line whose touch drags the card: the dismissal the drag makes, and its
        /// warnings (a delegate that dismissed already), name it.
        let origin: String
    }

    /// UIScrollView's normal deceleration rate (`UIScrollView.DecelerationRate.normal`).
    public static let decelerationRate = 0.998
    /// The rubber band's constant (UIScrollView's, as published: docs/sheets.md).
    public static let rubberBandConstant = 0.55

    /// Where a movement at `velocity` points per second coasts to, from WWDC 2018's
    /// "Designing Fluid Interfaces": `(v / 1000) × rate / (1 − rate)`.
    public static func projection(velocity: Double, decelerationRate: Double = decelerationRate) -> Double {
        velocity / 1000 * decelerationRate / (1 - decelerationRate)
    }

    /// How far a view dragged `offset` points past its limit moves, in a dimension of
    /// `dimension` points: `(1 − 1 / (offset × c / d + 1)) × d`.
    public static func rubberBand(_ offset: Double, dimension: Double, constant: Double = rubberBandConstant) -> Double {
        guard offset > 0, dimension > 0 else { return 0 }
        return (1 - 1 / (offset * constant / dimension + 1)) * dimension
    }

    /// Whether a swipe down may dismiss the sheet: not `isModalInPresentation`, and the
    /// delegate's `presentationControllerShouldDismiss` does not refuse.
    func mayDismiss() throws -> Bool {
        guard !presentedViewController.presentationIsModal else { return false }
        return try delegate?.presentationControllerShouldDismiss(self) ?? true
    }

    func handlePan(_ g: PanGestureRecognizer) throws {
        guard isResting || drag != nil, usesDetents, let view = presentedViewController.viewIfLoaded else { return }
        let l = layout
        let resolved = try resolvedDetents()
        let tops = resolved.map { l.top(forDetentValue: $0.value) }     // largest y first
        let lowest = tops[0], highest = tops[tops.count - 1]
        switch g.state {
        case .began:
            drag = Drag(startTop: view.frame.minY, origin: g.touch?.origin ?? "")
        case .changed:
            guard var d = drag else { return }
            let raw = d.startTop + g.translation(in: nil).y
            if raw > lowest && d.mayDismiss == nil {
                let allowed = try mayDismiss()
                d.mayDismiss = allowed
                d.dismissalBegan = allowed
                drag = d
                if allowed { try delegate?.presentationControllerWillDismiss(self) }
            }
            try place(top: displayedTop(raw, lowest: lowest, highest: highest, dismissable: d.mayDismiss ?? true),
                      lowest: lowest)
        case .ended:
            guard let d = drag else { return }
            drag = nil
            let raw = d.startTop + g.translation(in: nil).y
            let velocity = g.velocity(in: nil).y
            let projected = raw + Self.projection(velocity: velocity)
            var best = 0, bestDistance = Double.infinity
            for (i, top) in tops.enumerated() where abs(top - projected) < bestDistance {
                (best, bestDistance) = (i, abs(top - projected))
            }
            if abs(l.bounds.maxY - projected) < bestDistance && raw > lowest {
                guard try d.mayDismiss ?? mayDismiss() else {
                    try delegate?.presentationControllerDidAttemptToDismiss(self)
                    return try settle(at: resolved[0].identifier, velocity: velocity)
                }
                if !d.dismissalBegan { try delegate?.presentationControllerWillDismiss(self) }
                return try presentedViewController.dismiss(animated: true, origin: d.origin) { [weak self] in
                    guard let self else { return }
                    try self.delegate?.presentationControllerDidDismiss(self)
                }
            }
            try settle(at: resolved[best].identifier, velocity: velocity)
        case .cancelled, .failed:
            drag = nil
            try relayout(animated: true)
        case .possible:
            break
        }
    }

    /// The card's top for a finger at `raw`: free between the detents and below the smallest
    /// (a dismissal); rubber-banded above the largest, and below the smallest when the sheet
    /// refuses dismissal.
    func displayedTop(_ raw: Double, lowest: Double, highest: Double, dismissable: Bool) -> Double {
        let d = layout.bounds.height
        if raw < highest { return highest - Self.rubberBand(highest - raw, dimension: d) }
        if raw > lowest && !dismissable { return lowest + Self.rubberBand(raw - lowest, dimension: d) }
        return raw
    }

    /// Moves the card's top to `top`: the card grows and shrinks between the detents, and keeps
    /// the smallest detent's height below it.
    func place(top: Double, lowest: Double) throws {
        guard let view = presentedViewController.viewIfLoaded else { return }
        let l = layout
        var frame = l.cardFrame(style: style, top: min(top, lowest), edgeAttached: prefersEdgeAttachedInCompactHeight,
                                contentSize: presentedViewController.preferredContentSize)
        if top > lowest { frame = frame.offsetBy(dx: 0, dy: top - lowest) }
        // the frame before the push-back of a sheet presented over the card meanwhile
        try view.setUntransformedFrame(frame)
        try applyBackdrop(try backdrop(top: top))
        try placeGrabber()
        try pushBackAgainUnderSheetAbove()
    }

    /// The drag ended on detent `identifier`: the selection changes (the delegate hears of it
    /// when it did) and the card springs there.
    private func settle(at identifier: String, velocity: Double) throws {
        let previous = restingDetent(try resolvedDetents()).identifier
        selectedDetentIdentifier = identifier
        try relayout(animated: true, velocity: velocity)
        if identifier != previous { try delegate?.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self) }
    }
}
