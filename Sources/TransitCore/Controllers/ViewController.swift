/// A screen's worth of content, like `UIViewController`: a lazily loaded view, the life-cycle
/// moments UIKit calls, and a place in a presentation chain.
///
/// The life-cycle moments are open methods that do nothing (``loadView()`` makes the default
/// view): a subclass overrides them as a UIKit subclass would. The Lua binding's subclass
/// forwards each one to the script's function of the same name, so the core decides *when*
/// they run and the script only decides *what* they do.
///
/// A controller belongs to one ``Engine``, held `unowned` as views hold theirs.
open class ViewController: CustomStringConvertible {
    public unowned let engine: Engine

    /// A number unique within the engine (shared with views), for default names.
    public let objectID: Int

    /// A name for traces and messages; defaults to the storyboard identifier.
    public var name: String?

    /// The storyboard that instantiated this controller, and the scene's identifier there
    /// (UIKit's "Storyboard ID"): what ``performSegue(withIdentifier:sender:origin:)`` looks
    /// segues up by.
    public internal(set) var storyboard: Storyboard?
    public internal(set) var storyboardIdentifier: String?

    /// How this controller covers its presenter when presented (read at `present`).
    public var modalPresentationStyle: ModalPresentationStyle = .fullScreen

    /// The animation UIKit runs when no transitioning delegate vends an animator
    /// (``DefaultAnimator``), read at `present` and `dismiss`.
    public var modalTransitionStyle: ModalTransitionStyle = .coverVertical

    /// The sheet's controller, made on first use (ViewController+Sheet.swift).
    var sheetController: SheetPresentationController?
    /// The popover's controller, made on first use (PopoverPresentationController.swift).
    var popoverController: PopoverPresentationController?
    /// UIKit's `preferredContentSize`: a popover's content size (zero: the default).
    public var preferredContentSize = Size.zero
    /// UIKit's `isModalInPresentation`: "UIKit ignores events outside the view controller's
    /// bounds and prevents the interactive dismissal of the view controller while it is
    /// onscreen" — a sheet refuses the swipe down and lets no touch through its undimmed area,
    /// a popover's passthrough views take no tap, a zoom takes no swipe or pinch.
    public var isModalInPresentation = false {
        didSet { (navigationController ?? self).sheetController?.routeTouchesOutside() }
    }
    /// Whether the presentation showing this controller is modal: its own
    /// `isModalInPresentation`, or that of a controller of its navigation stack — UIKit's
    /// header: the flag "is set on the view controller when you wish to force the presentation
    /// hosting the view controller into modal behavior" (Apple's sample "Disabling the
    /// pull-down gesture for a sheet" sets it on the controller inside the presented
    /// navigation controller).
    var presentationIsModal: Bool {
        isModalInPresentation || (self as? NavigationController)?.viewControllers.contains { $0.isModalInPresentation } == true
    }
    /// UIKit's `definesPresentationContext`: a `currentContext` presentation from here or
    /// below covers this controller (ViewController+Context.swift).
    public var definesPresentationContext = false

    /// The object that vends this controller's animators when it is presented or dismissed
    /// with animation. Weak, as UIKit's: whoever made the delegate keeps it.
    public weak var transitioningDelegate: (any TransitioningDelegate)?
    /// iOS 18's `preferredTransition`: a zoom (ZoomTransition.swift), or nil.
    public var preferredTransition: ZoomTransition?
    /// The swipe-down dismissal while this controller is zoomed in (ZoomInteraction.swift).
    var zoomDismissal: ZoomDismissal?

    /// This controller's own presentation (``PresentationState``).
    public internal(set) var presentationState: PresentationState = .idle

    /// The presentation that shows this controller while it is presented (its container).
    var modalPresentation: ModalPresentation?

    /// The controller this one presents (held: UIKit's presenter owns what it presents).
    public internal(set) var presentedViewController: ViewController?

    /// The controller that presents this one. Weak: the presenter is held by the window (the
    /// root) or by its own presenter, so the chain has no cycle.
    public internal(set) weak var presentingViewController: ViewController?

    /// `presentingViewController` as UIKit answers it to a script: "If the view controller is
    /// not presented, but one of its ancestors is being presented, this property holds the
    /// view controller presenting the nearest ancestor" — a child of a presented container
    /// (a stack, a tab bar controller, one it was added to) answers its presenter. (``presentingViewController`` itself is the chain's
    /// link, which only presented controllers have.)
    public var presentingAncestor: ViewController? {
        presentingViewController ?? parent?.presentingAncestor
    }

    /// `presentedViewController` as UIKit answers it to a script: "The view controller that
    /// is presented by this view controller, or one of its ancestors in the view controller
    /// hierarchy" — a child of any container (a stack, a tab bar controller, one it was
    /// added to) answers what the container presents (its own `present` is the container's). (``presentedViewController`` itself is the chain's link.)
    public var presentedAncestor: ViewController? {
        presentedViewController ?? parent?.presentedAncestor
    }

    /// Whether the view is on screen as far as the life cycle goes: true between
    /// `viewDidAppear` and `viewWillDisappear`'s transition. UIKit tracks appearance, not
    /// window membership: a covered presenter whose view a segue borrowed (seed 003's unwind
    /// adds it to the source's view) is still disappeared and gets `viewWillAppear` back.
    public internal(set) var isAppeared = false

    /// The navigation controller whose stack holds this controller (UIKit's
    /// `navigationController`, for the controllers of the stack). Weak: the stack holds it.
    public internal(set) weak var navigationController: NavigationController?

    /// The children ``addChild(_:)`` added, in order (ViewController+Containment.swift; a
    /// navigation controller's ``children`` are its stack instead).
    var addedChildren: [ViewController] = []
    /// The container ``addChild(_:)`` added this controller to. Weak: the container holds
    /// its children, as UIKit's `children` retains them.
    weak var addedParent: ViewController?
    /// The appearance change ``beginAppearanceTransition(_:animated:origin:)`` began and
    /// ``endAppearanceTransition(origin:)`` has not ended (ViewController+Appearance.swift).
    /// `calls` is false when the controller was on its way there already (a transition's
    /// `will` call ran): the pair then calls nothing, the transition's own `did` call ends it.
    var begunAppearance: (appearing: Bool, animated: Bool, calls: Bool)?
    /// Whether a `will` appearance call has run without its `did` yet: true appearing,
    /// false disappearing (ViewController+Appearance.swift).
    var appearanceUnderWay: Bool?

    /// The tab bar controller whose tabs hold this controller (TabBarController.swift).
    weak var tabBarParent: TabBarController?

    /// UIKit's `tabBarController`: "If the view controller or one of its ancestors is a child
    /// of a tab bar controller, this property contains the owning tab bar controller" — the
    /// nearest up the `parent`s, through stacks and added children alike.
    public var tabBarController: TabBarController? { nearestAncestor(TabBarController.self) }

    /// UIKit's `navigationController` as a script reads it: "The nearest ancestor in the view
    /// controller hierarchy that is a navigation controller" — a stack's controller's own, and
    /// a child added to it (or deeper) answers it too. (``navigationController`` itself is the
    /// stack holding this controller, which the engine's rules ask.)
    public var nearestNavigationController: NavigationController? { nearestAncestor(NavigationController.self) }

    /// The first of `type` up the ``parent``s, this controller left out.
    func nearestAncestor<T: ViewController>(_ type: T.Type) -> T? {
        var ancestor = parent
        while let a = ancestor {
            if let found = a as? T { return found }
            ancestor = a.parent
        }
        return nil
    }

    /// The view, once loaded or set. Its ``View/owningController`` is this controller while it
    /// is, and nil once it is not (set here, whatever replaces it, and in `deinit`): the
    /// view holds its controller `unowned`, so it must never outlive the link.
    private var loadedView: View? {
        didSet {
            guard oldValue !== loadedView else { return }
            oldValue?.owningController = nil
            loadedView?.owningController = self
        }
    }
    private var isLoadingView = false

    public init(engine: Engine) {
        self.engine = engine
        self.objectID = engine.nextObjectID()
    }

    deinit { loadedView?.owningController = nil }

    /// The type's name in messages (`<ViewController: blue>`).
    open var typeName: String { "ViewController" }

    /// `name`, else the storyboard identifier (``Swift/String/shownAsName``), else the type and object ID.
    public var displayName: String { (name ?? storyboardIdentifier)?.shownAsName ?? "\(typeName)#\(objectID)" }

    /// `<ViewController: blue>`: UIKit's `<Class: 0x…>` with the name for the address, as
    /// warnings and errors quote controllers.
    open var description: String { "<\(typeName): \(displayName)>" }

    // MARK: The view

    /// The root view, loaded on first access: ``loadView()`` then ``viewDidLoad()``, once per
    /// load.
    ///
    /// - Throws: what `loadView` or `viewDidLoad` throw; ``CoreError/Kind/invalidArgument``
    ///   when `loadView` sets no view, or reads `view` before setting it (UIKit would recurse
    ///   forever).
    public var view: View {
        get throws {
            if let loadedView { return loadedView }
            guard !isLoadingView else {
                throw CoreError(.invalidArgument, "\(self): view was read inside loadView before loadView set it")
            }
            isLoadingView = true
            defer { isLoadingView = false }
            try loadView()
            guard let loaded = loadedView else {
                throw CoreError(.invalidArgument, "\(self): loadView must set view")
            }
            try viewDidLoad()
            try viewDidLoadChildren()
            return loaded
        }
    }

    /// After ``viewDidLoad()``: a container puts its children's views in its own (loading
    /// them) here, so its `viewDidLoad` runs before theirs, as UIKit's containers do.
    func viewDidLoadChildren() throws {}

    /// The view if it is loaded, without loading it.
    public var viewIfLoaded: View? { loadedView }

    public var isViewLoaded: Bool { loadedView != nil }

    /// Sets the view as UIKit's setter does: no `loadView`, no `viewDidLoad`; nil unloads it
    /// (the next access loads again). The window is not touched.
    ///
    /// A view has one controller, as in UIKit, which raises
    /// `UIViewControllerHierarchyInconsistency` ("A view can only be associated with at most
    /// one view controller at a time"): two controllers sharing one view would each move it
    /// in their transitions, and the second's dismissal found it gone from its container.
    ///
    /// - Throws: ``CoreError/Kind/wrongEngine`` for a view of another engine;
    ///   ``CoreError/Kind/invalidArgument`` for the view of another controller, or the window.
    public func setView(_ view: View?) throws(CoreError) {
        if let view, view.engine !== engine {
            throw CoreError(.wrongEngine, "\(self): the view \(view.displayName) belongs to another engine")
        }
        // The window holds the controllers' views (the root's, the presentations'
        // containers); as a controller's view it would be moved into its own subtree.
        if view is Window {
            throw CoreError(.invalidArgument, "\(self): the window cannot be a controller's view")
        }
        if let view, let owner = view.owningController, owner !== self {
            // UIKit raises while the other controller lives; here a controller a script let go
            // lives until Lua collects it, so what decides must not be when that happens: a
            // controller still in use (presented or presenting, a window's root, in a
            // navigation stack, its view in a window) keeps its view; any other gives it up,
            // its view unloaded (loaded anew if it is asked for it again)
            guard !owner.isInUse else {
                throw CoreError(.invalidArgument,
                                "\(self): \(view.displayName) is the view of \(owner), which is in use; a view can have one controller (set \(owner.displayName)'s view to another first)")
            }
            owner.loadedView = nil
        }
        loadedView = view
    }

    /// Whether this controller is part of what is on screen or on its way there: presented or
    /// presenting, a window's root, in a navigation stack, a container's child, or its view
    /// in a window.
    var isInUse: Bool {
        presentedViewController != nil || presentingViewController != nil || parent != nil
            || engine.window.rootViewController === self || loadedView?.window != nil
    }

    /// Loads the view now if it is not loaded (UIKit's `loadViewIfNeeded`).
    public func loadViewIfNeeded() throws { _ = try view }

    // MARK: Life cycle (overridden by subclasses)

    /// Creates the view: by default a view covering the screen, as UIKit's (`UIScreen.bounds`:
    /// in landscape, a landscape view), with UIKit's flexible width and height (a controller's
    /// view prints `autoresize = W+H`), so it follows whatever holds it — a navigation
    /// controller's view on rotation, a container a script embeds it in.
    open func loadView() throws {
        let view = try View(engine: engine, frame: engine.screenBounds)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        try setView(view)
    }

    /// Called once after each load of the view.
    open func viewDidLoad() throws {}
    /// Called before the view enters the screen in a transition (present, dismiss, root).
    open func viewWillAppear(_ animated: Bool) throws {}
    /// Called after the view entered the screen.
    open func viewDidAppear(_ animated: Bool) throws {}
    /// Called before the view leaves the screen in a transition.
    open func viewWillDisappear(_ animated: Bool) throws {}
    /// Called after the view left the screen.
    open func viewDidDisappear(_ animated: Bool) throws {}
    /// Called when this controller's view is about to run its `layoutSubviews`, in the same
    /// layout pass (UIKit: "Called to notify the view controller that its view is about to
    /// layout its subviews").
    open func viewWillLayoutSubviews() throws {}
    /// Called right after the view's own `layoutSubviews` — before its subviews' run (UIKit:
    /// "this method being called does not indicate that the individual layouts of the view's
    /// subviews have been adjusted").
    open func viewDidLayoutSubviews() throws {}
    /// Called on the source of a segue after the destination exists and before `perform`.
    open func prepare(for segue: StoryboardSegue, sender: Any?) throws {}

    /// UIKit's `unwind(for:towards:)`: a plain unwind segue calls it on each container on its
    /// path, from the one its search reached from the source down to the destination's parent
    /// (ViewController+Segues.swift); `subsequent` is this container's child towards the
    /// destination. "Container view controllers must implement this method and use to display
    /// the view controller in the subsequentVC parameter … Noncontainer view controllers
    /// should not override this method" (Apple): the default does nothing; a navigation
    /// controller pops to `subsequent`, a tab bar controller selects it.
    open func unwind(for segue: StoryboardSegue, towards subsequent: ViewController) throws {}

    /// UIKit's `allowedChildrenForUnwinding(from:)`: the children an unwind's search looks
    /// through, in that order. "The default implementation returns the contents of the
    /// children property minus the view controller returned by the childContaining(_:)
    /// method" (Apple); a navigation controller's, its stack top first. `source` is the
    /// segue's source controller (UIKit's `UIStoryboardUnwindSegueSource.source`).
    open func allowedChildrenForUnwinding(from source: ViewController) throws -> [ViewController] {
        let holding = childContaining(source)
        return children.filter { $0 !== holding }
    }

    /// The transitioning delegate a transition asks for its animator: by default
    /// ``transitioningDelegate``. The Lua binding's subclass reads the script's field.
    open func currentTransitioningDelegate() throws -> (any TransitioningDelegate)? { transitioningDelegate }

    /// The zoom an animated present or push of this controller uses when no delegate vends
    /// an animator: by default ``preferredTransition``. The Lua binding's subclass reads the
    /// script's field.
    open func currentPreferredTransition() throws -> ZoomTransition? { preferredTransition }

    // MARK: Rotation (docs/rotation.md; overridden by subclasses)

    /// The orientations this controller's interface may take when it decides (the top-most
    /// full-screen controller): UIKit's default is every orientation on iPad, all but upside
    /// down on iPhone.
    open func supportedInterfaceOrientations() throws -> InterfaceOrientationMask {
        engine.screen.isPad ? .all : .allButUpsideDown
    }

    /// Whether the interface follows the device when this controller decides (default true).
    open func shouldAutorotate() throws -> Bool { true }

    /// Called before a rotation changes the window's size to `size`; what the coordinator is
    /// given runs in the rotation's animation.
    open func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) throws {}

    /// The children a size change is forwarded to (UIKit: "View controllers forward the size
    /// change message to their views and child view controllers"): the children
    /// ``addChild(_:)`` added; a navigation controller's top controller, or a tab bar
    /// controller's selected one, whose view fills its own.
    var sizeTransitionChildren: [ViewController] { addedChildren }

    // MARK: Containment (ViewController+Containment.swift; overridden by subclasses)

    /// Called just before this controller is added to a container (`parent`) or removed from
    /// one (nil). ``addChild(_:)`` calls it with the container; a container calls it with nil
    /// before ``removeFromParent()`` (Apple, `willMove(toParent:)`).
    open func willMove(toParent parent: ViewController?) throws {}
    /// Called after this controller is added to a container or removed from one (nil).
    /// ``removeFromParent()`` calls it with nil; a container calls it with itself once the
    /// child is in place (Apple, `didMove(toParent:)`).
    open func didMove(toParent parent: ViewController?) throws {}
    /// Whether this container forwards the appearance calls to its children (default true).
    /// A container that answers false tells each child with
    /// ``beginAppearanceTransition(_:animated:origin:)`` and ``endAppearanceTransition(origin:)``
    /// (Apple, `shouldAutomaticallyForwardAppearanceMethods`).
    open func shouldAutomaticallyForwardAppearanceMethods() throws -> Bool { true }

    /// UIKit's `isBeingPresented`: true from the transition that presents this controller
    /// beginning until its `viewDidAppear` has returned (Apple: the flag is bookended by the
    /// will and did calls), so `viewDidAppear` reads true.
    public internal(set) var isBeingPresented = false
    /// UIKit's `isBeingDismissed`: true from the dismissal beginning until `viewDidDisappear`
    /// has returned.
    public internal(set) var isBeingDismissed = false
}
