/// A stack of controllers, as `UINavigationController` (docs/controllers.md, "Navigation"):
/// the top one's view fills this controller's view; `push` and `pop` change the top with
/// UIKit's default slide, or without animation.
///
/// The life cycle: this controller forwards its own appearance calls to the top controller;
/// a push or pop calls `viewWillDisappear` of the leaving top, `viewWillAppear` of the new
/// one, then (when the change is done) `viewDidDisappear` of the leaving one and
/// `viewDidAppear` of the new one — UIKit's order — only while this controller is on screen.
///
/// The default slide (Apple documents neither its duration nor its curve): ``duration``
/// seconds on ease-in-ease-out; on push the new view comes in from the right over the full
/// width while the old one moves left by a third of it (UIKit's parallax), on pop the
/// reverse.
open class NavigationController: ViewController {
    /// What push and pop are (the delegate's `operation`).
    public enum Operation: String, Sendable { case push, pop }

    /// The default slide's length in seconds.
    public static let duration = 0.35

    /// The stack, root first.
    public internal(set) var viewControllers: [ViewController] = [] {
        didSet {
            sheetController?.routeTouchesOutside()     // a pushed or popped controller's isModalInPresentation
            engine.childrenObserver?(self, oldValue)
        }
    }

    /// The object asked for an animator for each animated push or pop. Weak, as UIKit's.
    public weak var delegate: (any NavigationControllerDelegate)?

    /// Whether a push or pop is under way: from its first step (the delegate, the new view's
    /// load, `viewWillAppear`…) to the end of its animation. A push or pop asked meanwhile —
    /// from a callback of the running one too — is ignored with a warning, as a present during
    /// a presentation (docs/controllers.md): UIKit warns of "nested push animation" and leaves
    /// the result undefined, and here the stack, the container's subviews and each
    /// controller's `navigationController` must always agree.
    public internal(set) var isTransitioning = false

    /// The edge swipe that pops the top controller (NavigationController+InteractivePop.swift).
    public private(set) lazy var interactivePopGestureRecognizer = makeInteractivePopGestureRecognizer()
    /// The edge swipe's interaction: offered to the pop it begins, then driving it.
    var interactivePop: InteractivePop?

    public init(engine: Engine, rootViewController: ViewController? = nil) throws {
        super.init(engine: engine)
        // Apple, `definesPresentationContext`: "The default value for this property is
        // false. Some system-provided view controllers, such as UINavigationController,
        // change the default value to true."
        definesPresentationContext = true
        if let rootViewController { try push(rootViewController, animated: false) }
    }

    override open var typeName: String { "NavigationController" }

    /// The delegate a push or pop asks: by default ``delegate``. The Lua binding's subclass
    /// reads the script's field.
    open func currentDelegate() throws -> (any NavigationControllerDelegate)? { delegate }

    /// The top of the stack.
    public var topViewController: ViewController? { viewControllers.last }

    /// A rotation reaches the controller on screen; the ones beneath get none (their views
    /// are out of the window, sized again when they come back).
    override var sizeTransitionChildren: [ViewController] { topViewController.map { [$0] } ?? [] }

    /// An unwind's search looks through the stack top first: the nearest pushed controller of
    /// the scene wins, as the nearest presenter does.
    override open func allowedChildrenForUnwinding(from source: ViewController) throws -> [ViewController] {
        try super.allowedChildrenForUnwinding(from: source).reversed()
    }

    /// An unwind through this stack pops to `subsequent`: animated as the segue says, at once
    /// under the presentation the unwind dismisses.
    override open func unwind(for segue: StoryboardSegue, towards subsequent: ViewController) throws {
        _ = try popToViewController(subsequent, animated: segue.animates && !segue.dismissalCovers, origin: segue.origin)
    }

    // MARK: The view and the life cycle

    override open func loadView() throws {
        try super.loadView()
        try view.addGestureRecognizer(interactivePopGestureRecognizer)
    }

    /// The top controller's view goes in once this controller's `viewDidLoad` has run: in
    /// UIKit a container's view loads before its children's, and a child's view loads when
    /// the container puts it on screen (`UIViewController.loadView`: "the view controller
    /// calls this method when its view property is requested but is currently nil";
    /// `UINavigationController` requests its top controller's view only to show it).
    override func viewDidLoadChildren() throws {
        if let top = topViewController, top.viewIfLoaded?.superview !== viewIfLoaded { try show(top) }
    }

    /// Puts `child`'s view in this controller's view, filling it.
    /// Loading `child`'s view runs its `viewDidLoad`: a push or pop from there is refused.
    private func show(_ child: ViewController) throws {
        let was = isTransitioning
        isTransitioning = true
        defer { isTransitioning = was }
        let container = try view
        let v = try child.view
        try v.setFrame(container.bounds)
        try container.addSubview(v)
    }

    override open func viewWillAppear(_ animated: Bool) throws {
        if !isTransitioning { try topViewController?.runViewWillAppear(animated) }
    }

    override open func viewDidAppear(_ animated: Bool) throws {
        guard !isTransitioning, let top = topViewController else { return }
        top.isAppeared = true
        try top.runViewDidAppear(animated)
    }

    override open func viewWillDisappear(_ animated: Bool) throws {
        if !isTransitioning { try topViewController?.runViewWillDisappear(animated) }
    }

    override open func viewDidDisappear(_ animated: Bool) throws {
        // only a top told it disappears (not one pushed under a cover, told nothing)
        guard !isTransitioning, let top = topViewController, top.isAppeared || top.appearanceUnderWay != nil else { return }
        top.isAppeared = false
        try top.runViewDidDisappear(animated)
    }

    // MARK: Push and pop

    /// Pushes `controller` on the stack, as `pushViewController(_:animated:)`.
    ///
    /// Ignored with a warning while a push or pop is under way (``isTransitioning``).
    ///
    /// - Throws: ``CoreError/Kind/invalidPresentation`` when `controller` is already in a
    ///   stack (UIKit raises), or is a navigation controller;
    ///   ``CoreError/Kind/invalidArgument`` for an ancestor of this controller (a cycle);
    ///   ``CoreError/Kind/wrongEngine`` for another engine's controller; what the
    ///   delegate, the animator and the overrides throw.
    public func push(_ controller: ViewController, animated: Bool, origin: String = "") throws {
        guard controller.engine === engine else {
            throw CoreError(.wrongEngine, "push: \(controller) belongs to another engine")
        }
        if controller is NavigationController {
            throw CoreError(.invalidPresentation, "Pushing a navigation controller is not supported (\(controller))")
        }
        if controller.navigationController != nil {
            throw CoreError(.invalidPresentation,
                            "Pushing the same view controller instance more than once is not supported (\(controller))")
        }
        if let container = controller.addedParent {      // its view is the container's
            throw CoreError(.invalidPresentation, "Pushing a child of \(container) is not supported (\(controller))")
        }
        if controller.isInPresentationChain {
            throw CoreError(.invalidPresentation, "Pushing a presented controller is not supported (\(controller))")
        }
        if let tabs = controller.tabBarParent {
            throw CoreError(.invalidPresentation, "Pushing a controller that has a parent view controller is not supported (\(controller) is a tab of \(tabs))")
        }
        try checkNoCycle(adding: controller, "push")
        if isTransitioning {
            engine.warn("Attempt to push \(controller) on \(self) while a push or pop transition is in progress!",
                        origin: origin)
            return
        }
        let from = topViewController, previous = viewControllers
        viewControllers.append(controller)
        controller.navigationController = self
        guard let from else {
            do {
                if isViewLoaded { try show(controller) }
            } catch {       // its `viewDidLoad` raised, or its view cannot go in: not pushed
                restoreStack(previous)
                throw error
            }
            return
        }
        engine.movingObserver?(self, [from, controller])       // held to the push's end (transition)
        try transition(.push, from: from, to: controller, animated: animated, origin: origin, previous: previous)
    }

    /// Pops the top controller, as `popViewController(animated:)`: returns it, or nil when
    /// the top is the root (nothing happens). Ignored with a warning (nil) while a push or
    /// pop is under way (``isTransitioning``).
    @discardableResult
    public func pop(animated: Bool, origin: String = "") throws -> ViewController? {
        guard viewControllers.count > 1 else { return nil }
        return try pop(to: viewControllers[viewControllers.count - 2], animated: animated, origin: origin)?.first
    }

    /// Pops every controller above the root, as `popToRootViewController(animated:)`:
    /// returns them (bottom first), or nil when the root is the top. The controllers between
    /// get no life-cycle calls (they are not on screen).
    @discardableResult
    public func popToRoot(animated: Bool, origin: String = "") throws -> [ViewController]? {
        guard viewControllers.count > 1 else { return nil }
        return try pop(to: viewControllers[0], animated: animated, origin: origin)
    }

    /// Pops the controllers above `target`, as `popToViewController(_:animated:)`: returns
    /// them (bottom first), or nil when `target` is the top (nothing happens).
    ///
    /// - Throws: ``CoreError/Kind/invalidArgument`` when `target` is not in the stack
    ///   (UIKit raises "Tried to pop to a view controller that doesn't exist.").
    @discardableResult
    public func popToViewController(_ target: ViewController, animated: Bool, origin: String = "") throws -> [ViewController]? {
        guard viewControllers.contains(where: { $0 === target }) else {
            throw CoreError(.invalidArgument, "Tried to pop to a view controller that doesn't exist.")
        }
        guard viewControllers.last !== target else { return nil }
        return try pop(to: target, animated: animated, origin: origin)
    }

    private func pop(to target: ViewController, animated: Bool, origin: String) throws -> [ViewController]? {
        if isTransitioning {
            engine.warn("Attempt to pop from \(self) while a push or pop transition is in progress!", origin: origin)
            return nil
        }
        let index = viewControllers.firstIndex { $0 === target }!, previous = viewControllers
        let popped = Array(viewControllers[(index + 1)...])
        // held before it leaves the stack, whose hold on its Lua side goes with it, to the
        // end of the transition: its `viewDidDisappear` is still to come
        engine.movingObserver?(self, [popped.last!, target])
        viewControllers.removeSubrange((index + 1)...)
        for c in popped.dropLast() { c.navigationController = nil }
        try transition(.pop, from: popped.last!, to: target, animated: animated, origin: origin, previous: previous)
        return popped
    }

    // MARK: The transition

    /// Puts the stack back to `previous` (a push or pop that did not happen, or was
    /// cancelled), each controller's `navigationController` with it.
    private func restoreStack(_ previous: [ViewController]) {
        for c in viewControllers { c.navigationController = nil }
        viewControllers = previous
        for c in previous { c.navigationController = self }
    }

    /// Swaps `from`'s view for `to`'s, with the life cycle (when on screen), the timeline
    /// and the animation: the delegate's animator, else the default slide. `previous` is the
    /// stack before the change, put back when a delegate's animator cancels or fails.
    private func transition(_ operation: Operation, from: ViewController, to: ViewController,
                            animated: Bool, origin: String, previous: [ViewController]) throws {
        let kind: TransitionBegin.Kind = operation == .push ? .push : .pop
        // Under way from here: the callbacks below (the delegate, `viewDidLoad`,
        // `viewWillAppear`…) may not push or pop. Unset on leaving unless the animation runs
        // on, or its end has run (a push from the new top's `viewDidAppear` is a new one).
        isTransitioning = true
        var animating = false, ended = false
        defer {
            if !animating && !ended {
                isTransitioning = false
                engine.movingObserver?(self, [])        // undone before it began: let go
            }
        }
        var delegate: (any NavigationControllerDelegate)?
        var animator: (any AnimatedTransitioning)?
        var interaction: (any InteractiveTransitioning)?
        do {
            // The new top's view loads first (`viewDidLoad`), before anything begins, as a
            // present's destination's: a `viewDidLoad` that raises leaves no half-pushed stack.
            _ = try to.view
            // Read with or without animation: `willShow`/`didShow` come for both.
            if isViewLoaded { delegate = try currentDelegate() }
            if animated && isViewLoaded {
                animator = try delegate?.animationController(for: operation, from: from, to: to)
                    ?? (operation == .push ? to : from).zoomAnimator()      // ZoomTransition.swift
                if let animator {
                    interaction = try delegate?.interactionController(for: animator) ?? from.zoomDismissal?.take(for: animator)
                }
            }
        } catch {       // nothing has begun: the stack as it was
            restoreStack(previous)
            throw error
        }
        if animated && isViewLoaded {
            if animator == nil, operation == .pop, case .offered(let pop)? = interactivePop {
                animator = DefaultPopAnimator()      // the edge swipe drives the default pop
                interaction = pop
            }
        }
        let context = animator == nil ? nil
            : TransitionContext.navigation(kind, self, from: from, to: to, container: try view, origin: origin)
        let id = context?.id ?? engine.transitions.nextTransitionID()
        engine.record(.transitionBegan(TransitionBegin(
            id: id, tick: engine.clock.now, kind: kind, controllers: [to.displayName], presenter: displayName,
            style: nil, animated: animated, origin: origin)))
        // appeared, not on its way out: a stack being covered already told its top it
        // disappears, and the pushed one goes in under the cover (hostile94)
        let onScreen = isAppeared && isViewLoaded && appearanceUnderWay != false
        // An override's error stops neither the push or pop nor the overrides after it (as a
        // present's, ModalTransition's `callOverride`): it is kept, and thrown once — the
        // first by the first of the calls that run the transition to return after it
        // (`push`/`pop`, or its end: the slide's completion, the animator's
        // `completeTransition`), each later one by an async action of its own after that
        // (``CallbackErrors``), as is every one when that call throws an error of its own.
        let errors = CallbackErrors(clock: engine.clock, label: origin)
        let call = errors.run
        func reportFailure() throws { try errors.throwFirst() }
        // In flight from here, as a present's: UIKit's coordinator exists as soon as the
        // transition begins, so `viewWillAppear` finds it (`transitionCoordinator`).
        if let context { engine.transitions.began(context) }
        if onScreen {
            call { try from.runViewWillDisappear(animated) }
            call { try to.runViewWillAppear(animated) }
            // "just before the navigation controller displays a view controller's view":
            // before it goes in, with or without the slide.
            if let delegate { call { try delegate.willShow(to, animated: animated) } }
        }
        // Strong: a push or pop under way keeps its navigation controller, as UIKit's
        // transition keeps the controllers it moves — a script may clear the root or dismiss
        // it mid-push, drop it, and still complete the context it kept (`unowned`, that
        // crashed the host: rev27). No cycle: the context and the animation hold `end`, and
        // let it go when the transition ends.
        let end = { (completed: Bool) in
            ended = true
            self.isTransitioning = false
            // The moved controllers are let go once their last calls are over — unless those
            // began the next push or pop, whose own controllers are held now.
            defer { if !self.isTransitioning { self.engine.movingObserver?(self, []) } }
            let (gone, shown) = completed ? (from, to) : (to, from)
            gone.viewIfLoaded?.removeFromSuperview()
            if let v = gone.viewIfLoaded, let bounds = self.viewIfLoaded?.bounds { try? v.setFrame(bounds) }
            if !completed {
                self.restoreStack(previous)
                if let v = shown.viewIfLoaded, let bounds = self.viewIfLoaded?.bounds { try? v.setFrame(bounds) }
            } else if operation == .pop {
                from.navigationController = nil
            }
            if onScreen {
                if completed {
                    from.isAppeared = false
                    call { try from.runViewDidDisappear(animated) }
                    to.isAppeared = true
                    call { try to.runViewDidAppear(animated) }
                    if let delegate { call { try delegate.didShow(to, animated: animated) } }
                } else {      // UIKit's order for a cancelled pop
                    call { try to.runViewWillDisappear(animated) }
                    call { try to.runViewDidDisappear(animated) }
                    call { try from.runViewWillAppear(animated) }
                    call { try from.runViewDidAppear(animated) }
                }
            }
            // the stack may have left or entered the window meanwhile (a root swapped mid-push)
            if !self.isTransitioning, self.topViewController === shown {
                self.settleAppearance(ofShown: shown, animated: animated, run: call)
                self.settleAppearance(ofGone: gone, animated: animated, run: call)
            }
            let tick = self.engine.clock.now
            self.engine.record(completed ? .transitionCompleted(kind: kind, id: id, tick: tick)
                                         : .transitionCancelled(kind: kind, id: id, tick: tick))
        }
        /// The transition cannot go on: it ends as cancelled, and `error` is thrown before the
        /// overrides' errors. Under an animator not yet run the context fails as when the
        /// animator throws: its coordinator's completions run once, `isCancelled` true.
        func cancel(_ error: any Error) -> any Error {
            guard let context else {
                end(false)
                return errors.reportLater(after: error)
            }
            return context.failNavigation(error) { completed in
                end(completed)
                try reportFailure()
            }
        }
        guard isViewLoaded else {
            end(true)
            try reportFailure()
            return
        }
        let container = try view
        let bounds = container.bounds
        let toView = try to.view, fromView = try from.view
        // From here an error ends the transition as cancelled — the stack as it was, the
        // timeline's entry closed — before it reaches the script: never a navigation
        // controller left transitioning.
        guard animated else {
            do {
                try toView.setFrame(bounds)
                try container.addSubview(toView)
            } catch {
                throw cancel(error)
            }
            end(true)
            try reportFailure()
            return
        }
        animating = true
        do {
            // The container is "the view that acts as the superview for the views involved
            // in the transition" (UIViewControllerContextTransitioning.containerView): a
            // leaving view a script took out by hand goes back in, on top, where the slide
            // and an animator expect it.
            if fromView.superview !== container {
                try fromView.setFrame(bounds)
                try container.addSubview(fromView)
            }
        } catch {
            throw cancel(error)
        }
        if let context, let animator {
            do {
                try context.runNavigation(animator, interaction: interaction) { completed in
                    end(completed)
                    try reportFailure()
                }
            } catch {
                throw errors.reportLater(after: error)    // after the animator's error, or an alongside block's
            }
            try reportFailure()
            return
        }
        let w = bounds.width
        do {
            if operation == .push {
                try toView.setFrame(bounds.offsetBy(dx: w, dy: 0))
                try container.addSubview(toView)
            } else {
                try toView.setFrame(bounds.offsetBy(dx: -w / 3, dy: 0))
                try container.insertSubview(toView, belowSubview: fromView)
            }
            _ = try engine.animate(duration: Self.duration, curve: .easeInOut, origin: origin, animations: {
                try toView.setFrame(bounds)
                try fromView.setFrame(bounds.offsetBy(dx: operation == .push ? -w / 3 : w, dy: 0))
            }) { _ in
                end(true)
                try reportFailure()
            }
        } catch {
            throw cancel(error)
        }
        try reportFailure()
    }
}

/// A navigation controller's delegate, as `UINavigationControllerDelegate`: the source of
/// animators for animated pushes and pops, told when a push or pop shows its new top.
public protocol NavigationControllerDelegate: AnyObject {
    /// A push or pop (on screen) is about to show `controller`'s view: after the appearance
    /// `will` calls, before the view goes in — `navigationController(_:willShow:animated:)`,
    /// "Called just before the navigation controller displays a view controller's view".
    func willShow(_ controller: ViewController, animated: Bool) throws
    /// The push or pop showed `controller`'s view: after its `viewDidAppear` —
    /// `navigationController(_:didShow:animated:)`, "Called just after". Not called when the
    /// push or pop was cancelled (Apple is silent; the view was not shown).
    func didShow(_ controller: ViewController, animated: Bool) throws
    /// An animator for the push or pop from `from` to `to`, or nil for the default slide.
    func animationController(for operation: NavigationController.Operation, from: ViewController,
                             to: ViewController) throws -> (any AnimatedTransitioning)?
    /// Asked when `animationController(for:…)` returned an animator: an interaction
    /// controller makes the push or pop interactive (nil: it runs by the clock).
    func interactionController(for animator: any AnimatedTransitioning) throws -> (any InteractiveTransitioning)?
}

extension NavigationControllerDelegate {
    /// Optional in UIKit.
    public func willShow(_ controller: ViewController, animated: Bool) throws {}
    /// Optional in UIKit.
    public func didShow(_ controller: ViewController, animated: Bool) throws {}
    /// Optional in UIKit: not interactive.
    public func interactionController(for animator: any AnimatedTransitioning) throws -> (any InteractiveTransitioning)? { nil }
}
