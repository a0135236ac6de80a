/// The presentation controller of a `popover` in regular width, as
/// `UIPopoverPresentationController`: the content next to its source with an arrow pointing at
/// it (``PopoverPlacement``), no dimming — the presenter stays in the window, as under
/// `overFullScreen` — and a tap outside (not on a ``passthroughViews`` view) that dismisses
/// it unless the delegate refuses. In compact width UIKit adapts the popover to a sheet, and
/// Transit presents that sheet instead (ViewController+Context.swift). docs/popover.md.
///
/// The presented controller owns it (``ViewController/popoverPresentationController``): the
/// same object before, during and after a presentation, as UIKit's.
public final class PopoverPresentationController: PresentationController {
    /// The view holding the anchor rectangle; a regular-width presentation needs one.
    public weak var sourceView: View?
    /// The anchor in ``sourceView``'s coordinates; `Rect.null` (the default since iOS 13.2)
    /// means the source view's bounds.
    public var sourceRect = Rect.null
    /// The directions the arrow may point; UIKit's default is `any`. Empty: no arrow, the
    /// popover centred on the source.
    public var permittedArrowDirections = PopoverArrowDirection.any
    /// Where the arrow points, decided when the presentation begins; Apple: "Before and after
    /// presentation, the value of this property is unknown".
    public private(set) var arrowDirection = PopoverArrowDirection.unknown
    /// Views that keep receiving taps while the popover shows (a tap on one does not dismiss).
    public var passthroughViews: [View] = []
    /// Asked before a tap outside dismisses, and told when it did.
    public var delegate: (any PopoverPresentationDelegate)?

    /// The clear view under the content that takes the taps outside it.
    var dismissalView: View?
    /// The anchor, in window coordinates, of the last placement: a placement again (a
    /// rotation) whose source view has left the window or been released keeps it.
    private var lastSource: Rect?

    /// How long the popover fades in and out (Transit's choice: Apple's is not public).
    public static let fadeDuration = 0.25

    var engine: Engine { presentedViewController.engine }

    /// The popover's content size: the presented controller's `preferredContentSize`, each
    /// zero component replaced by ``PopoverPlacement/defaultContentSize``'s.
    public var contentSize: Size {
        let p = presentedViewController.preferredContentSize, d = PopoverPlacement.defaultContentSize
        return Size(width: p.width > 0 ? p.width : d.width, height: p.height > 0 ? p.height : d.height)
    }

    /// The anchor in the container's coordinates (the window's: the container covers it).
    ///
    /// - Throws: ``CoreError/Kind/invalidPresentation`` without a source view, or with one not
    ///   in the window (UIKit raises on the first: "should have a non-nil sourceView or
    ///   barButtonItem set before the presentation occurs").
    func sourceInWindow() throws -> Rect {
        guard let view = sourceView else {
            throw CoreError(.invalidPresentation, "the popoverPresentationController of \(presentedViewController) should have a non-nil sourceView set before the presentation occurs")
        }
        guard view.window != nil else {
            throw CoreError(.invalidPresentation, "the sourceView of \(presentedViewController)'s popover is not in the window")
        }
        let source = view.convert(sourceRect.isNull ? view.bounds : sourceRect, to: nil)
        lastSource = source
        return source
    }

    /// The placement for the current source, content size and screen.
    public func placement() throws -> PopoverPlacement {
        placement(source: try sourceInWindow())
    }

    func placement(source: Rect) -> PopoverPlacement {
        let bounds = containerView?.bounds ?? engine.window.bounds
        let m = PopoverPlacement.screenMargin
        let area = bounds.inset(by: engine.screen.safeAreaInsets(in: engine.interfaceOrientation)).insetBy(dx: m, dy: m)
        return PopoverPlacement(area: area, source: source, size: contentSize, permitted: permittedArrowDirections)
    }

    /// The content's frame; the arrow's direction is decided here, as the presentation begins.
    public override func frameOfPresentedViewInContainerView() throws -> Rect {
        let p = try placement()
        arrowDirection = p.arrowDirection
        return p.frame
    }

    public override func presentationTransitionWillBegin() throws {
        guard let container = containerView else { return }
        let clear = try View(engine: engine, frame: container.bounds)
        clear.name = "popoverDismissal"
        // Over a passthrough view the touch goes on to what is behind (UIKit's dimming view
        // forwards it); elsewhere this view takes it, and everywhere while the controller
        // `isModalInPresentation` (Apple: "UIKit ignores events outside the view controller's
        // bounds"): a tap there is an attempt to dismiss, as any other outside.
        clear.passesTouches = { [weak self, unowned clear] point in
            guard let self, !self.presentedViewController.presentationIsModal else { return false }
            return self.passthroughViews.contains { $0.window != nil && $0.bounds.contains($0.convert(point, from: clear)) }
        }
        clear.addGestureRecognizer(TapGestureRecognizer { [weak self] g in
            try self?.tappedOutside(origin: (g as? TapGestureRecognizer)?.origin ?? "")
        })
        try container.insertSubview(clear, at: 0)
        container.passesTouchesThrough = true
        dismissalView = clear
    }

    public override func presentationTransitionDidEnd(_ completed: Bool) throws {
        if !completed { tearDown() }
    }

    public override func dismissalTransitionDidEnd(_ completed: Bool) throws {
        if completed { tearDown() }
    }

    /// A rotation relays the container out: the popover is placed again for the new screen.
    /// A source view that has left the window since (UIKit lets a script remove it, and
    /// documents no error for it) or been released gives no anchor: the popover keeps the
    /// last one, clamped to the new area as any source — Transit's choice, so that the
    /// rotation cannot fail half done.
    public override func containerViewDidLayoutSubviews() throws {
        guard let container = containerView else { return }
        try dismissalView?.setFrame(container.bounds)
        guard presentedViewController.presentationState == .presented, let view = presentedViewController.viewIfLoaded else { return }
        let source = sourceView?.window != nil ? try sourceInWindow() : lastSource
        guard let source else { return try view.setFrame(try frameOfPresentedViewInContainerView()) }
        let p = placement(source: source)
        arrowDirection = p.arrowDirection
        try view.setFrame(p.frame)
    }

    /// A tap outside: refused while `isModalInPresentation` or when the delegate says no
    /// (`presentationControllerDidAttemptToDismiss` then, as Apple documents for both); else
    /// `presentationControllerWillDismiss`, an animated dismissal, and, once it completed,
    /// `presentationControllerDidDismiss` (a programmatic `dismiss` does not send it). The
    /// dismissal names the tap's line (`origin`) on the timeline.
    func tappedOutside(origin: String = "") throws {
        let presented = presentedViewController
        guard presented.presentationState == .presented, presented.modalPresentation?.controller === self else { return }
        guard try !presented.presentationIsModal && delegate?.popoverPresentationControllerShouldDismissPopover(self) ?? true
                && delegate?.presentationControllerShouldDismiss(self) ?? true else {
            return try delegate?.presentationControllerDidAttemptToDismiss(self) ?? ()
        }
        try delegate?.presentationControllerWillDismiss(self)
        try presented.dismiss(animated: true, origin: origin) { [weak self] in
            guard let self else { return }
            try self.delegate?.presentationControllerDidDismiss(self)
        }
    }

    func tearDown() {
        dismissalView?.removeFromSuperview()
        dismissalView = nil
        arrowDirection = .unknown
        lastSource = nil
    }
}

/// A popover's delegate, as `UIPopoverPresentationControllerDelegate` (which refines the
/// adaptive delegate): its deprecated `popoverPresentationControllerShouldDismissPopover` is
/// asked before `presentationControllerShouldDismiss`; either refuses.
public protocol PopoverPresentationDelegate: AdaptivePresentationDelegate {
    func popoverPresentationControllerShouldDismissPopover(_ controller: PopoverPresentationController) throws -> Bool
}

extension PopoverPresentationDelegate {
    public func popoverPresentationControllerShouldDismissPopover(_ controller: PopoverPresentationController) throws -> Bool { true }
}

extension ViewController {
    /// UIKit's `popoverPresentationController`: made on first use when the style is
    /// `popover` (the same object every time), else nil. Configure it before presenting.
    public var popoverPresentationController: PopoverPresentationController? {
        guard modalPresentationStyle == .popover else { return nil }
        if let popoverController { return popoverController }
        let made = PopoverPresentationController(ownedBy: self)
        popoverController = made
        return made
    }
}
