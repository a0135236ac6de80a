/// The presentation controller of a sheet (`pageSheet`, `formSheet`, `automatic`), as
/// `UISheetPresentationController`: the card's frame per size class and detent, the dimming
/// view, the presenting view pushed back at full height, and the drag between detents
/// (SheetPresentationController+Drag.swift). docs/sheets.md has the numbers and their sources.
///
/// The presented controller owns it (``ViewController/sheetPresentationController``), so it is
/// the same object before, during and after a presentation, as UIKit's.
public final class SheetPresentationController: PresentationController {
    /// The heights the sheet may rest at; UIKit's default is `[.large()]`.
    public private(set) var detents: [SheetDetent] = [.large]
    /// The detent the sheet rests at; nil means the smallest of ``detents`` (UIKit's default).
    public internal(set) var selectedDetentIdentifier: String?
    /// The largest detent that does not dim what is behind; nil dims at every detent.
    public private(set) var largestUndimmedDetentIdentifier: String?
    public private(set) var prefersGrabberVisible = false
    /// The sheet's corner radius; nil is the system's (``SheetLayout/cornerRadius``).
    public private(set) var preferredCornerRadius: Double?
    /// In compact height, a card attached to the bottom edge instead of full screen.
    public private(set) var prefersEdgeAttachedInCompactHeight = false
    /// Told of swipe-down dismissals and detent changes the user makes.
    public var delegate: (any AdaptivePresentationDelegate)?

    var dimmingView: View?
    var grabberView: View?
    var panRecognizer: PanGestureRecognizer?
    /// The presented and presenting views' own corner radii, put back when the sheet goes.
    var savedRadii: (presented: Double, presenter: Double) = (0, 0)
    /// Inside ``animateChanges(_:)``: changes wait for one animated layout at its end.
    var changeDepth = 0
    var layoutPending = false
    /// The resolvers are running (``resolvedDetents()``; a resolver may read the sheet again).
    var resolverDepth = 0
    /// A layout has happened: later container layouts (a rotation) place the views again.
    var laidOut = false
    /// The drag in progress, if any.
    var drag: Drag?
    /// The sheets above this one when its dismissal began (they leave with it).
    var stackedAbove: [SheetPresentationController] = []
    /// Where ``largestUndimmedDetentIdentifier`` was set, and whether it was checked since.
    var undimmedIdentifierOrigin: (line: String, checked: Bool) = ("", false)

    /// How long a change of detent animates (Transit's choice, docs/sheets.md).
    public static let changeDuration = 0.5

    var engine: Engine { presentedViewController.engine }

    // MARK: Configuration

    /// - Throws: ``CoreError/Kind/invalidArgument`` for an empty list or a repeated identifier
    ///   (UIKit requires at least one detent, each identifier once).
    public func setDetents(_ list: [SheetDetent]) throws {
        guard !list.isEmpty else { throw CoreError(.invalidArgument, "detents must hold at least one detent") }
        var seen = Set<String>()
        for d in list where !seen.insert(d.identifier).inserted {
            throw CoreError(.invalidArgument, "detents: the identifier '\(d.identifier)' is used twice")
        }
        detents = list
        if dimmingView != nil { checkUndimmedIdentifier() }
        try changed()
    }

    /// Selects the detent named `identifier` (nil: the smallest, UIKit's default). An
    /// identifier that is not among ``detents`` is ignored with a warning at `origin`: Apple
    /// documents the property as "the most recent detent that the user selects or that you
    /// set programmatically", nil meaning "the smallest detent you specify in detents" — a
    /// name outside them selects no detent, so the sheet stays where it is.
    public func setSelectedDetentIdentifier(_ identifier: String?, origin: String = "") throws {
        if let identifier, !detents.contains(where: { $0.identifier == identifier }) {
            let known = detents.map { "'\($0.identifier)'" }.joined(separator: ", ")
            engine.warn("selectedDetentIdentifier '\(identifier)' is not one of the sheet's detents (\(known)); ignored",
                        origin: origin)
            return
        }
        selectedDetentIdentifier = identifier
        try changed()
    }

    /// Sets the largest detent that leaves the view underneath undimmed (nil: dimmed at every
    /// detent, UIKit's default). Apple: nil "means the system adds a noninteractive dimming
    /// view underneath the sheet at all detents", an identifier adds it "only at detents larger
    /// than the detent you specify". An identifier no detent has (nor a system one, `medium`
    /// or `large`, which are sizes whatever the detents) specifies no detent, so no detent is
    /// larger than it: the sheet dims at every detent, as with nil, and a warning names the
    /// line that set it (left98: silent) — once the sheet shows, so that the identifier may
    /// be set before the `detents` that name it (``checkUndimmedIdentifier()``).
    public func setLargestUndimmedDetentIdentifier(_ identifier: String?, origin: String = "") throws {
        undimmedIdentifierOrigin = (origin, checked: false)
        largestUndimmedDetentIdentifier = identifier
        if dimmingView != nil { checkUndimmedIdentifier() }
        try changed()
    }

    /// Warns once, at the line that set it, if ``largestUndimmedDetentIdentifier`` names no
    /// detent: when the sheet is presented, and when it or ``detents`` change while it shows.
    func checkUndimmedIdentifier() {
        guard let identifier = largestUndimmedDetentIdentifier, !undimmedIdentifierOrigin.checked,
              identifier != "medium", identifier != "large",
              !detents.contains(where: { $0.identifier == identifier }) else { return }
        undimmedIdentifierOrigin.checked = true
        let known = detents.map { "'\($0.identifier)'" }.joined(separator: ", ")
        engine.warn("largestUndimmedDetentIdentifier '\(identifier)' is not one of the sheet's detents (\(known)); the sheet dims at every detent, as with nil",
                    origin: undimmedIdentifierOrigin.line)
    }

    public func setPrefersGrabberVisible(_ visible: Bool) throws {
        prefersGrabberVisible = visible
        try changed()
    }

    /// - Throws: ``CoreError/Kind/invalidNumber`` for NaN, an infinity or a negative radius.
    public func setPreferredCornerRadius(_ radius: Double?) throws {
        if let radius, !(radius.isFinite && radius >= 0) {
            throw CoreError(.invalidNumber, "preferredCornerRadius must be a finite, non-negative number or nil (got \(formatNumber(radius)))")
        }
        preferredCornerRadius = radius
        try changed()
    }

    public func setPrefersEdgeAttachedInCompactHeight(_ attached: Bool) throws {
        prefersEdgeAttachedInCompactHeight = attached
        try changed()
    }

    /// `animateChanges(_:)`: the changes `body` makes to this sheet animate together, in one
    /// layout at the end (``changeDuration``, critically damped).
    public func animateChanges(_ body: () throws -> Void) throws {
        changeDepth += 1
        do { try body() } catch { changeDepth -= 1; throw error }
        changeDepth -= 1
        if changeDepth == 0 && layoutPending {
            layoutPending = false
            try relayout(animated: true)
        }
    }

    /// `invalidateDetents()` (iOS 16): "Notifies the sheet to re-evaluate its detent value in
    /// the next layout pass" — for a custom resolver that reads something outside its context.
    /// The resolvers run again and the card moves to its detent's new value: at once, or
    /// animated inside ``animateChanges(_:)`` ("To animate custom detents to their new heights,
    /// call this method within animateChanges", Apple).
    ///
    /// - Throws: what a resolver throws, or its bad value; ``CoreError/Kind/invalidArgument``
    ///   from inside a resolver: UIKit re-evaluates the detents in the next layout pass, and
    ///   Transit's pass is this call, so there it could only start itself again.
    public func invalidateDetents() throws {
        guard resolverDepth == 0 else {
            throw CoreError(.invalidArgument, "invalidateDetents() cannot be called inside a detent resolver "
                            + "(the sheet is resolving its detents now; call it where what the resolver reads changes)")
        }
        try changed()
    }

    private func changed() throws {
        if changeDepth > 0 { layoutPending = true } else { try relayout(animated: false) }
    }

    // MARK: Geometry

    /// The presentation's style: what it began with, or what the controller asks for.
    var style: ModalPresentationStyle {
        presentedViewController.modalPresentation?.style ?? presentedViewController.modalPresentationStyle.resolved
    }

    var layout: SheetLayout { SheetLayout(engine: engine, bounds: containerView?.bounds ?? engine.window.bounds) }

    var usesDetents: Bool { layout.usesDetents(edgeAttached: prefersEdgeAttachedInCompactHeight) }

    /// The active detents and their values, smallest first. When none is active (a medium
    /// detent alone in compact height) the sheet goes large, as UIKit.
    ///
    /// - Throws: what a custom resolver throws, or its bad value.
    public func resolvedDetents() throws -> [(identifier: String, value: Double)] {
        resolverDepth += 1
        defer { resolverDepth -= 1 }
        let l = layout
        var out: [(identifier: String, value: Double)] = []
        for d in detents {
            if let v = try d.resolvedValue(in: l.detentContext, medium: l.mediumDetentValue) { out.append((d.identifier, v)) }
        }
        if out.isEmpty { out = [("large", l.maximumDetentValue)] }
        return out.enumerated().sorted { ($0.element.value, $0.offset) < ($1.element.value, $1.offset) }.map(\.element)
    }

    /// The detent the sheet rests at: the selected one when active, else the smallest.
    func restingDetent(_ resolved: [(identifier: String, value: Double)]) -> (identifier: String, value: Double) {
        resolved.first { $0.identifier == selectedDetentIdentifier } ?? resolved[0]
    }

    /// The card: at the resting detent when the sheet uses detents, else its fixed frame.
    public override func frameOfPresentedViewInContainerView() throws -> Rect {
        let l = layout
        let top = usesDetents ? l.top(forDetentValue: restingDetent(try resolvedDetents()).value) : 0
        return l.cardFrame(style: style, top: top, edgeAttached: prefersEdgeAttachedInCompactHeight,
                           contentSize: presentedViewController.preferredContentSize)
    }

    /// How far the presenter is pushed back (0…1) and the dimming's alpha, for a card whose
    /// top is at `top` (docs/sheets.md, "Dimming and pushing back").
    func backdrop(top: Double) throws -> (push: Double, dim: Double) {
        let l = layout
        guard usesDetents else { return (0, l.sizeClass == .compactHeight ? 0 : SheetLayout.dimmingAlpha) }
        let resolved = try resolvedDetents()
        func between(_ from: Double, _ to: Double) -> Double {
            guard from != to else { return top <= to ? 1 : 0 }
            return min(max((from - top) / (from - to), 0), 1)
        }
        var push = 0.0
        if l.pushesBack, let largest = resolved.last, largest.value >= l.maximumDetentValue {
            let previous = resolved.count > 1 ? l.top(forDetentValue: resolved[resolved.count - 2].value) : l.bounds.maxY
            push = between(previous, l.top(forDetentValue: largest.value))
        }
        let undimmed = largestUndimmedDetentIdentifier.flatMap { id in
            resolved.first { $0.identifier == id }?.value
                ?? (id == "medium" ? l.mediumDetentValue : id == "large" ? l.maximumDetentValue : nil)
        }
        var dim = 0.0
        if let firstDimmed = resolved.first(where: { $0.value > (undimmed ?? -1) }) {
            let from = undimmed.map(l.top(forDetentValue:)) ?? l.bounds.maxY
            dim = SheetLayout.dimmingAlpha * between(from, l.top(forDetentValue: firstDimmed.value))
        }
        return (push, dim)
    }

    /// Sets the dimming and the presenter's push-back (a sheet under a sheet is pushed back
    /// as a root is: the stack of cards).
    func applyBackdrop(_ b: (push: Double, dim: Double)) throws {
        if let dimmingView {
            try dimmingView.setAlpha(b.dim)
            // Dimmed, the dimming view takes touches outside the card and does nothing (a page
            // sheet is not dismissed by a tap outside: docs/sheets.md).
            dimmingView.isUserInteractionEnabled = b.dim > 0
            routeTouchesOutside()
        }
        try applyPushBack(b.push)
    }

    /// Pushes the presenter's view back by `push` (0…1), from its frame as it is now.
    func applyPushBack(_ push: Double) throws {
        guard let view = presentingViewController?.viewIfLoaded else { return }
        let size = view.bounds.size
        let rest = Rect(x: view.center.x - size.width / 2, y: view.center.y - size.height / 2,
                        width: size.width, height: size.height)
        try view.setTransform(layout.pushBackTransform(for: rest, progress: push))
        let r = savedRadii.presenter
        try view.setCornerRadius(r + (SheetLayout.cornerRadius - r) * push)
    }

    /// The sheet presented over this one (a stack): it pushes this card back.
    var sheetAbove: SheetPresentationController? {
        guard let above = presentedViewController.presentedViewController,
              above.presentationState != .dismissing else { return nil }
        return above.modalPresentation?.controller as? SheetPresentationController
    }

    /// This card moved under a sheet above it (a drag that goes on, or settles, after that
    /// sheet came over it): the push-back, worked out from the card's frame, follows — so the
    /// card stays with its top at the safe area's top, as docs/sheets.md's stack of cards.
    func pushBackAgainUnderSheetAbove() throws {
        guard let above = sheetAbove else { return }
        try above.applyPushBack(try above.backdrop(top: try above.frameOfPresentedViewInContainerView().minY).push)
    }

    /// Whether touches outside the card reach what is behind it: only where it is undimmed
    /// (Apple, `largestUndimmedDetentIdentifier`: "the undimmed area around the sheet responds
    /// to user interaction"), and not while the controller `isModalInPresentation` (Apple:
    /// "UIKit ignores events outside the view controller's bounds"); the container takes them
    /// then, and nothing happens. Run again when either changes.
    func routeTouchesOutside() {
        guard let dimmingView else { return }
        containerView?.passesTouchesThrough = dimmingView.alpha == 0 && usesDetents
            && !presentedViewController.presentationIsModal
    }

    /// The sheet's corner radius now: none when it covers the screen.
    var cardRadius: Double {
        layout.sizeClass == .compactHeight && !prefersEdgeAttachedInCompactHeight ? 0
            : preferredCornerRadius ?? SheetLayout.cornerRadius
    }

    /// Whether the sheet is on screen, presented, and not in a transition.
    var isResting: Bool {
        presentedViewController.presentationState == .presented && presentedViewController.modalPresentation?.controller === self
    }

    /// Places the card at its resting detent with its backdrop, at once or animated (critically
    /// damped over ``changeDuration``, starting at `velocity` points per second).
    func relayout(animated: Bool, velocity: Double = 0) throws {
        guard isResting, let view = presentedViewController.viewIfLoaded else { return }
        let frame = try frameOfPresentedViewInContainerView()
        let b = try backdrop(top: frame.minY)
        let radius = cardRadius
        let changes = { [self] in
            // the card's frame before the push-back a sheet above it may give it (the window turned)
            try view.setUntransformedFrame(frame)
            try view.setCornerRadius(radius)
            try applyBackdrop(b)
            try placeGrabber()
            try pushBackAgainUnderSheetAbove()
        }
        guard animated else { return try changes() }
        let distance = frame.minY - view.frame.minY
        let relative = distance != 0 && velocity.isFinite ? velocity / distance : 0
        try engine.animate(duration: Self.changeDuration,
                           curve: try .spring(dampingRatio: 1, initialVelocity: relative, duration: Self.changeDuration),
                           animations: changes)
    }

    // MARK: The transitions

    /// The sheet this one's presenter shows in, if its presenter is a sheet (a stack).
    var sheetBelow: SheetPresentationController? {
        presentingViewController?.modalPresentation?.controller as? SheetPresentationController
    }

    public override func presentationTransitionWillBegin() throws {
        try sheetBelow?.placeGrabber()
        guard let container = containerView else { return }
        let dimming = try View(engine: engine, frame: container.bounds)
        dimming.name = "dimming"
        try dimming.setBackgroundColor(Color(r: 0, g: 0, b: 0, a: 1))
        try dimming.setAlpha(0)
        try container.insertSubview(dimming, at: 0)
        dimmingView = dimming
        checkUndimmedIdentifier()
        savedRadii = (presentedViewController.viewIfLoaded?.cornerRadius ?? 0,
                      presentingViewController?.viewIfLoaded?.cornerRadius ?? 0)
        try presentedViewController.viewIfLoaded?.setCornerRadius(cardRadius)
        let b = try backdrop(top: try frameOfPresentedViewInContainerView().minY)
        try presentedViewController.transitionCoordinator?.animate(alongside: { [self] _ in try applyBackdrop(b) },
                                                                   completion: nil)
    }

    public override func presentationTransitionDidEnd(_ completed: Bool) throws {
        guard completed else { return try tearDown() }
        guard let view = presentedViewController.viewIfLoaded else { return }
        let pan = PanGestureRecognizer { [weak self] g in try self?.handlePan(g as! PanGestureRecognizer) }
        view.addGestureRecognizer(pan)
        panRecognizer = pan
        try placeGrabber()
    }

    public override func dismissalTransitionWillBegin() throws {
        drag = nil
        // Dismissing a stack from below takes the sheets above along: they go when this does.
        stackedAbove = []
        var next = presentedViewController.presentedViewController
        while let c = next {
            if let sheet = c.modalPresentation?.controller as? SheetPresentationController { stackedAbove.append(sheet) }
            next = c.presentedViewController
        }
        try presentedViewController.transitionCoordinator?.animate(alongside: { [self] _ in try applyBackdrop((0, 0)) },
                                                                   completion: nil)
    }

    public override func dismissalTransitionDidEnd(_ completed: Bool) throws {
        let above = stackedAbove
        stackedAbove = []
        guard completed else { return try relayout(animated: false) }
        for sheet in above.reversed() { try sheet.tearDown() }
        try tearDown()
    }

    /// A rotation relays the container out: the card and the backdrop follow the new size.
    public override func containerViewDidLayoutSubviews() throws {
        if let dimmingView, let container = containerView { try dimmingView.setFrame(container.bounds) }
        if laidOut { try relayout(animated: false) }
        laidOut = true
    }

    /// The sheet is gone: its views leave, the radii and the presenter's transform go back.
    func tearDown() throws {
        dimmingView?.removeFromSuperview()
        dimmingView = nil
        grabberView?.removeFromSuperview()
        grabberView = nil
        if let pan = panRecognizer { presentedViewController.viewIfLoaded?.removeGestureRecognizer(pan) }
        panRecognizer = nil
        drag = nil
        laidOut = false
        try presentedViewController.viewIfLoaded?.setCornerRadius(savedRadii.presented)
        if let view = presentingViewController?.viewIfLoaded {
            try view.setTransform(.identity)
            try view.setCornerRadius(savedRadii.presenter)
        }
        try sheetBelow?.placeGrabber()
    }

    /// The grabber: a 36 × 5 capsule 5 points below the card's top, on the presented view,
    /// shown when preferred and the sheet uses detents (Transit's sizes, docs/sheets.md).
    func placeGrabber() throws {
        // Apple: the system hides the grabber "when another sheet presents on top of it".
        let covered = presentedViewController.presentedViewController != nil
        guard isResting, prefersGrabberVisible, usesDetents, !covered, let view = presentedViewController.viewIfLoaded else {
            grabberView?.removeFromSuperview()
            grabberView = nil
            return
        }
        let grabber = grabberView ?? View(engine: engine)
        if grabberView == nil {
            grabber.name = "grabber"
            grabber.isUserInteractionEnabled = false
            try grabber.setBackgroundColor(Color(r: 0.5, g: 0.5, b: 0.5, a: 1))
            try grabber.setCornerRadius(2.5)
            grabberView = grabber
        }
        try grabber.setFrame(Rect(x: view.bounds.midX - 18, y: view.bounds.minY + 5, width: 36, height: 5))
        if grabber.superview !== view || view.subviews.last !== grabber { try view.addSubview(grabber) }
    }
}
