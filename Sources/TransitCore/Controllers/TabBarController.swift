/// Tabs of controllers, as `UITabBarController` (docs/controllers.md, "Tab bars"): the
/// selected child's view fills the content area above the tab bar; a tap on a tab's item
/// selects it through the delegate's `shouldSelect`/`didSelect`; a write of
/// ``selectedIndex`` or ``selectedViewController`` selects without asking.
///
/// Apple's rules kept here, each from UIKit's reference:
/// - `didSelect` "is called only in response to user taps in the tab bar and is not called
///   when your code changes the tab bar contents programmatically", and is called "regardless
///   of whether the selected view controller changed"; `shouldSelect` is called "in response
///   to the user tapping a tab bar item" (UITabBarControllerDelegate).
/// - `setViewControllers`: "the tab bar controller remembers the view controller object that
///   was previously selected and attempts to reselect it. If the selected view controller is
///   no longer present, it attempts to select the view controller at the same index in the
///   array as the previous selection. If that index is invalid, it selects the view controller
///   at index 0."
/// - Selecting a controller that is not a child raises `NSInternalInconsistencyException`
///   "Attempting to select a view controller that isn't a child!" (UIKit's text, quoted in
///   Apple's developer forums, thread 769313, from `-[UITabBarController
///   setSelectedIndex:]`): here a ``CoreError/Kind/invalidArgument`` with that text.
///
/// A switch runs the delegate's animator when it vends one
/// (`tabBarController(_:animationControllerForTransitionFrom:to:)`), else swaps the views at
/// once (UIKit's default tab switch has no animation); the appearance calls come in UIKit's
/// order: the old child's `viewWillDisappear`, the new one's `viewWillAppear`, then after the
/// switch the old one's `viewDidDisappear` and the new one's `viewDidAppear`.
open class TabBarController: ViewController {
    /// The tab bar's height above the bottom safe area on a phone: 49 points, the figure
    /// UIKit's bar measures on iPhones before iOS 26 (Apple's reference states no height;
    /// Transit uses 49 on every screen).
    public static let barHeight = 49.0

    /// The children, left-most tab first.
    public private(set) var viewControllers: [ViewController] = [] {
        didSet { if !(oldValue.isEmpty && viewControllers.isEmpty) { engine.childrenObserver?(self, oldValue) } }
    }

    /// The selected child's index (0-based, as UIKit's), nil with no children.
    public internal(set) var selectedIndex: Int?

    /// The object asked at each switch and tap. Weak, as UIKit's.
    public weak var delegate: (any TabBarControllerDelegate)?

    /// Whether a switch is under way, from the delegate's animator to its end: a selection
    /// asked meanwhile is ignored with a warning (the views, the selection and the tab bar
    /// must agree; UIKit leaves a second switch during an interactive one undefined).
    public internal(set) var isTransitioning = false
    /// What this controller's last `viewWillDisappear` told it disappears: its
    /// `viewDidDisappear` answers those, not a list worked out again (a dismissal or a present
    /// over the tab may have begun between the two).
    var toldDisappearing: [ViewController] = []
    /// Whether the switch under way runs the delegate's animator: a present meanwhile is
    /// refused (ViewController+Presentation.swift).
    var switchIsAnimated = false

    /// The view holding the selected child's view: the animator's container
    /// (UIKit's `UITransitionView`), the content area above the bar.
    public private(set) var transitionView: View?
    /// The bar along the bottom, one item view per child (``tabBar``).
    public private(set) var tabBarView: View?

    public init(engine: Engine, viewControllers: [ViewController] = []) throws {
        super.init(engine: engine)
        try setViewControllers(viewControllers, animated: false)
    }

    override open var typeName: String { "TabBarController" }

    /// The delegate a switch asks: by default ``delegate``. The Lua binding's subclass reads
    /// the script's field.
    open func currentDelegate() throws -> (any TabBarControllerDelegate)? { delegate }

    /// The child whose view is shown.
    public var selectedViewController: ViewController? { selectedIndex.map { viewControllers[$0] } }

    override var sizeTransitionChildren: [ViewController] { selectedViewController.map { [$0] } ?? [] }

    /// An unwind through this controller selects `subsequent`'s tab (Apple: "a tab bar
    /// controller selects the tab containing the specified view controller").
    override open func unwind(for segue: StoryboardSegue, towards subsequent: ViewController) throws {
        if selectedViewController !== subsequent { try setSelectedViewController(subsequent, origin: segue.origin) }
    }

    /// The bar's height: ``barHeight`` plus the screen's bottom safe-area inset (34 points on
    /// an iPhone 15 in portrait: 83 in all).
    public var tabBarHeight: Double {
        Self.barHeight + engine.screen.safeAreaInsets(in: engine.interfaceOrientation).bottom
    }

    // MARK: The view

    /// The content area (the transition view, flexible in both directions) above the bar
    /// (flexible width, pinned to the bottom).
    override open func loadView() throws {
        try super.loadView()
        let root = try view
        let bounds = root.bounds, h = tabBarHeight
        let content = try View(engine: engine, frame: Rect(x: 0, y: 0, width: bounds.width, height: max(0, bounds.height - h)))
        content.name = "transitionView"
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let bar = try View(engine: engine, frame: Rect(x: 0, y: bounds.height - h, width: bounds.width, height: h))
        bar.name = "tabBar"
        bar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        try root.addSubview(content)
        try root.addSubview(bar)
        transitionView = content
        tabBarView = bar
        try layoutItems()
    }

    /// The bar and the content area again, after the view's own layout: a rotation changes
    /// the bottom safe-area inset (34 points in portrait, 21 in landscape on an iPhone 15),
    /// which the autoresizing masks alone would leave at its old height.
    override open func viewDidLayoutSubviews() throws {
        guard let root = viewIfLoaded, let content = transitionView, let bar = tabBarView else { return }
        let bounds = root.bounds, h = tabBarHeight
        try bar.setFrame(Rect(x: 0, y: bounds.height - h, width: bounds.width, height: h))
        try content.setFrame(Rect(x: 0, y: 0, width: bounds.width, height: max(0, bounds.height - h)))
        if let selected = selectedViewController { placePresentations(over: selected) }
    }

    /// The selected child's view goes in after this controller's `viewDidLoad`, as a
    /// navigation controller's top (UIKit loads a container's view before its children's).
    override func viewDidLoadChildren() throws {
        if let selected = selectedViewController { try show(selected) }
    }

    /// Puts `child`'s view in the transition view, filling it.
    func show(_ child: ViewController) throws {
        guard let content = transitionView else { return }
        let v = try child.view
        try v.setFrame(content.bounds)
        try content.addSubview(v)
    }

    /// One item view per child across the bar, in order, each with a tap that selects its
    /// tab as a user's tap does (``userSelect(_:origin:)``). Named "tab" plus the child's
    /// name, and tagged with its index + 1.
    private func layoutItems() throws {
        guard let bar = tabBarView else { return }
        for item in bar.subviews { item.removeFromSuperview() }
        let n = Double(viewControllers.count), w = bar.bounds.width
        for (i, child) in viewControllers.enumerated() {
            let item = try View(engine: engine, frame: Rect(x: w * Double(i) / n, y: 0, width: w / n, height: Self.barHeight))
            item.name = "tab " + child.displayName
            item.tag = i + 1
            item.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
            let tap = TapGestureRecognizer { [weak self] g in
                try self?.userSelect(i, origin: (g as? TapGestureRecognizer)?.origin ?? "")
            }
            item.addGestureRecognizer(tap)
            try bar.addSubview(item)
        }
    }

    // The selected tab and the context presentations over it appear and disappear with this
    // controller, the tab only when no presentation keeps its view out
    // (TabBarController+Contexts.swift): each told once.

    override open func viewWillAppear(_ animated: Bool) throws {
        guard !isTransitioning, let selected = selectedViewController else { return }
        // a dismissal while a cover kept the tab off the screen left its view where it was
        // (out): it comes back with the tab bar controller
        if showsView(of: selected), let v = selected.viewIfLoaded, v.superview == nil { try show(selected) }
        let told = appearing(with: selected).filter {
            $0.appearanceUnderWay == false || ($0.appearanceUnderWay == nil && !$0.isAppeared)
        }
        try runEach(told) { try $0.runViewWillAppear(animated) }
    }

    override open func viewDidAppear(_ animated: Bool) throws {
        guard !isTransitioning, let selected = selectedViewController else { return }
        showPresentations(over: selected)         // this controller's view is in the window now
        try runEach(appearing(with: selected).filter { $0.appearanceUnderWay == true || !$0.isAppeared }) { c in
            c.isAppeared = true
            try c.runViewDidAppear(animated)
        }
    }

    override open func viewWillDisappear(_ animated: Bool) throws {
        guard !isTransitioning, let selected = selectedViewController else { return }
        // a presentation animating over the tab ends first, as before a switch: the cover
        // takes it off the screen with the tab (left98: the tab was told `viewWillDisappear`
        // between the dismissal's `will` and `did`, then `viewDidAppear` while leaving)
        var failure: (any Error)?
        // the line that covers: the present whose `viewWillDisappear` this is
        let cover = engine.transitionsInFlight.last { t in t.disappearing.contains { $0 === self } }
        endTransitions(over: selected, origin: cover?.origin ?? "", what: "the cover over \(self) goes on") { body in
            do { try body() } catch { failure = failure ?? error }
        }
        // told whatever the ends threw: their `viewDidDisappear` follows (rev100b: an end's
        // error skipped these, and the tab was told `viewDidDisappear` alone)
        let told = disappearing(with: selected).filter { $0.appearanceUnderWay != false }
        toldDisappearing = told
        do {
            try runEach(told) { try $0.runViewWillDisappear(animated) }
        } catch { failure = failure ?? error }
        if let failure { throw failure }
    }

    override open func viewDidDisappear(_ animated: Bool) throws {
        // the ones `viewWillDisappear` told, still waiting for their `did` (not one selected
        // under a cover, told nothing): worked out again, the list took in a tab a dismissal
        // begun under the cover had told it appears (left101: "a" got `AW DD AD`)
        let told = toldDisappearing.filter { $0.appearanceUnderWay == false }
        toldDisappearing = []
        guard !isTransitioning, let selected = selectedViewController else { return }
        hidePresentations(over: selected)
        try runEach(told) { c in
            c.isAppeared = false
            try c.runViewDidDisappear(animated)
        }
    }

    /// `call` on each of `controllers`, all of them whatever one throws; the first error after.
    private func runEach(_ controllers: [ViewController], _ call: (ViewController) throws -> Void) throws {
        var failure: (any Error)?
        for c in controllers {
            do { try call(c) } catch { failure = failure ?? error }
        }
        if let failure { throw failure }
    }

    // MARK: The children

    /// Replaces the children, as `setViewControllers(_:animated:)`, reselecting by UIKit's
    /// rule (the type's comment). The tab bar's items are laid out again at once (`animated`
    /// only moves UIKit's items; Transit's have no animation). When the selection changes
    /// while on screen, the old child disappears and the new one appears without animation.
    ///
    /// - Throws: ``CoreError/Kind/invalidPresentation`` for a child that has another parent
    ///   (a navigation stack, another tab bar controller), is presented, is the window's
    ///   root, is a tab bar controller (Apple: "a tab bar interface should never be installed
    ///   as a child of another view controller"), or appears twice;
    ///   ``CoreError/Kind/invalidArgument`` for an ancestor of this controller (a cycle);
    ///   ``CoreError/Kind/wrongEngine``; what the overrides throw.
    public func setViewControllers(_ controllers: [ViewController], animated: Bool, origin: String = "") throws {
        if isTransitioning {
            try checkTabs(controllers)
            engine.warn("Attempt to set the view controllers of \(self) while a tab switch is in progress!", origin: origin)
            return
        }
        // a presentation animating over a tab the change takes away ends first, as before a
        // switch; past the bound nothing changes (``endTransitions(over:origin:what:run:)``).
        // The list is checked after: the running transition completes whatever the list, and
        // its callbacks may change what the list's controllers are (left102: checked before,
        // an error left them un-run, and a list they made wrong was taken)
        var failure: (any Error)?
        if let old = selectedViewController, !controllers.contains(where: { $0 === old }) {
            let ended = endTransitions(over: old, origin: origin, what: "the change of the tabs is refused") { body in
                do { try body() } catch { failure = failure ?? error }
            }
            if !ended, let failure { throw failure }
        }
        do {
            try checkTabs(controllers)
        } catch {
            throw failure ?? error
        }
        let old = selectedViewController, oldIndex = selectedIndex
        let newIndex: Int? = controllers.isEmpty ? nil
            : old.flatMap { o in controllers.firstIndex { $0 === o } }
              ?? oldIndex.flatMap { $0 < controllers.count ? $0 : nil } ?? 0
        for c in viewControllers where !controllers.contains(where: { $0 === c }) { c.tabBarParent = nil }
        viewControllers = controllers
        for c in controllers { c.tabBarParent = self }
        if isViewLoaded { try layoutItems() }
        let new = newIndex.map { controllers[$0] }
        selectedIndex = newIndex
        guard new !== old else { if let failure { throw failure }; return }
        try swap(from: old, to: new, origin: origin)
        if let failure { throw failure }
    }

    /// The checks of ``setViewControllers(_:animated:origin:)`` on the new list.
    private func checkTabs(_ controllers: [ViewController]) throws {
        var seen: Set<ObjectIdentifier> = []
        for c in controllers {
            guard c.engine === engine else {
                throw CoreError(.wrongEngine, "viewControllers: \(c) belongs to another engine")
            }
            guard seen.insert(ObjectIdentifier(c)).inserted else {
                throw CoreError(.invalidPresentation, "viewControllers: \(c) is in the list twice")
            }
            if c is TabBarController {
                throw CoreError(.invalidPresentation, "viewControllers: \(c) is a tab bar controller, which cannot be a child")
            }
            try checkNoCycle(adding: c, "viewControllers")
            if let parent = c.navigationController ?? c.addedParent ?? c.tabBarParent.flatMap({ $0 === self ? nil : $0 }) {
                throw CoreError(.invalidPresentation, "viewControllers: \(c) has a parent view controller \(parent)")
            }
            if c.isInPresentationChain || engine.window.rootViewController === c {
                throw CoreError(.invalidPresentation, "viewControllers: \(c) is presented or the window's root and cannot be a child")
            }
        }
    }

    /// Selects the child at `index` without asking the delegate's `shouldSelect` or telling
    /// its `didSelect` (UIKit's `selectedIndex` setter): through the delegate's animator when
    /// it vends one. Selecting the selected child does nothing.
    ///
    /// - Throws: ``CoreError/Kind/invalidArgument`` for an index outside the children
    ///   (UIKit's "Attempting to select a view controller that isn't a child!").
    public func setSelectedIndex(_ index: Int, origin: String = "") throws {
        guard viewControllers.indices.contains(index) else {
            throw CoreError(.invalidArgument,
                            "Attempting to select a view controller that isn't a child! (index \(index) of \(viewControllers.count) in \(self))")
        }
        try select(index, origin: origin)
    }

    /// Selects `controller` as ``setSelectedIndex(_:origin:)`` does.
    ///
    /// - Throws: ``CoreError/Kind/invalidArgument`` when it is not a child.
    public func setSelectedViewController(_ controller: ViewController, origin: String = "") throws {
        guard let index = viewControllers.firstIndex(where: { $0 === controller }) else {
            throw CoreError(.invalidArgument, "Attempting to select a view controller that isn't a child! \(controller) in \(self)")
        }
        try select(index, origin: origin)
    }

    /// A tap on the tab at `index`: the delegate's `shouldSelect` first (false: nothing
    /// happens), then the switch, then `didSelect` — told even when the tab was already
    /// selected, and as soon as the switch has begun (UIKit selects, then tells).
    /// The delegate's code may change the tabs: the tapped controller is selected where it is
    /// afterwards, and nothing happens when it is no tab any more.
    public func userSelect(_ index: Int, origin: String = "") throws {
        guard viewControllers.indices.contains(index) else { return }
        let child = viewControllers[index]
        let delegate = try currentDelegate()
        if let delegate, try !delegate.shouldSelect(child) { return }
        guard let now = viewControllers.firstIndex(where: { $0 === child }) else { return }
        if isTransitioning {
            engine.warn("Attempt to select \(child) in \(self) while a tab switch is in progress!", origin: origin)
            return
        }
        try select(now, origin: origin)
        try delegate?.didSelect(child)
    }

    /// Swaps the shown child from `old` to `new` without animation, with the appearance
    /// calls when on screen (a change of children, or the first selection).
    ///
    /// An override may change the selection again meanwhile (`viewControllers` set from a
    /// `viewWillAppear`): that change shows its own tab, and this one only ends what it
    /// began — the tab it shows and tells it appeared is the selected one alone.
    func swap(from old: ViewController?, to new: ViewController?, origin: String) throws {
        var failure: (any Error)?
        let run = { (body: () throws -> Void) in
            do { try body() } catch { failure = failure ?? error }
        }
        // a presentation animating over the old tab ends first, as before a switch
        if let old, old !== new { endTransitions(over: old, origin: origin, what: "the change of the tabs goes on", run: run) }
        // appeared, not on its way out: as a switch's (a covering told `old` it disappears)
        let onScreen = isAppeared && isViewLoaded && appearanceUnderWay != false
        if isViewLoaded { _ = try new?.view }      // its `viewDidLoad` before the appearance calls, as a switch's
        // the old tab and what is presented over it go as one (TabBarController+Contexts.swift)
        let leaving = onScreen ? old.map(disappearing(with:)) ?? [] : []
        let arriving = onScreen ? new.map(appearing(with:)) ?? [] : []
        if let old { hidePresentations(over: old) }
        for c in leaving { try c.runViewWillDisappear(false) }
        for c in arriving { try c.runViewWillAppear(false) }
        let selected = selectedViewController
        if old !== selected { old?.viewIfLoaded?.removeFromSuperview() }
        if isViewLoaded, let new, new === selected {
            if showsView(of: new) { try show(new) }
            showPresentations(over: new)
        }
        if onScreen {
            if let old, old !== selected { for c in leaving { c.isAppeared = false; try c.runViewDidDisappear(false) } }
            if let new, new === selectedViewController { for c in arriving { c.isAppeared = true; try c.runViewDidAppear(false) } }
        }
        // during this controller's own appearance (being presented or covered), the new tab
        // is brought to where it is and the old one out, as a switch's end does (rev94a:
        // the new tab got `viewDidAppear` without its `will`, the old one a second `will`)
        if let new, new === selectedViewController, isViewLoaded, showsView(of: new) {
            settleAppearance(ofShown: new, animated: false, run: run)
        }
        if let old, old !== selectedViewController { settleAppearance(ofGone: old, animated: false, run: run) }
        if let failure { throw failure }
    }
}

/// A tab bar controller's delegate, as `UITabBarControllerDelegate`: asked whether a tapped
/// tab may be selected, told when one was, and the source of animators for tab switches.
public protocol TabBarControllerDelegate: AnyObject {
    /// `tabBarController(_:shouldSelect:)`: false keeps the current tab. Taps only.
    func shouldSelect(_ controller: ViewController) throws -> Bool
    /// `tabBarController(_:didSelect:)`: after a tap selected `controller`. Taps only.
    func didSelect(_ controller: ViewController) throws
    /// `tabBarController(_:animationControllerForTransitionFrom:to:)`: an animator for the
    /// switch, or nil for UIKit's switch without animation.
    func animationController(from: ViewController, to: ViewController) throws -> (any AnimatedTransitioning)?
    /// `tabBarController(_:interactionControllerFor:)`: asked when an animator was given.
    func interactionController(for animator: any AnimatedTransitioning) throws -> (any InteractiveTransitioning)?
}

extension TabBarControllerDelegate {
    /// Optional in UIKit: every tab may be selected.
    public func shouldSelect(_ controller: ViewController) throws -> Bool { true }
    /// Optional in UIKit.
    public func didSelect(_ controller: ViewController) throws {}
    /// Optional in UIKit: no animation.
    public func animationController(from: ViewController, to: ViewController) throws -> (any AnimatedTransitioning)? { nil }
    /// Optional in UIKit: not interactive.
    public func interactionController(for animator: any AnimatedTransitioning) throws -> (any InteractiveTransitioning)? { nil }
}
