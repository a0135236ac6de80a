/// The typed half of `UIKitMethod.all` (the functions a script writes for the engine to
/// call): the LuaLS type of each, keyed by its Lua name, and which class carries it. A test
/// keeps the keys equal to `UIKitMethod.all`'s names. Also the reference section of each
/// owner, for the docs links (a test checks each against docs/lua-reference.md's headings).
public enum LuaAPIOverrides {
    public struct Override: Sendable {
        public let role: UIKitMethod.Role
        public let lua: String
        public let swift: String
        public let type: String
    }

    public static let types: [String: String] = [
        "loadView": "fun(self: ViewController)", "viewDidLoad": "fun(self: ViewController)",
        "viewWillAppear": "fun(self: ViewController, animated: boolean)",
        "viewDidAppear": "fun(self: ViewController, animated: boolean)",
        "viewWillDisappear": "fun(self: ViewController, animated: boolean)",
        "viewDidDisappear": "fun(self: ViewController, animated: boolean)",
        "viewWillTransition": "fun(self: ViewController, size: Size, coordinator: TransitionCoordinator)",
        "viewWillLayoutSubviews": "fun(self: ViewController)",
        "viewDidLayoutSubviews": "fun(self: ViewController)",
        "prepareForSegue": "fun(self: ViewController, segue: table, sender: any)",
        "unwind": "fun(self: ViewController, segue: table, towards: ViewController)",
        "allowedChildrenForUnwinding": "fun(self: ViewController, source: ViewController): ViewController[]",
        "supportedInterfaceOrientations": "string|string[]|fun(self: ViewController): string|string[]",
        "shouldAutorotate": "boolean|fun(self: ViewController): boolean",
        "willMove": "fun(self: ViewController, parent: ViewController?)",
        "didMove": "fun(self: ViewController, parent: ViewController?)",
        "shouldAutomaticallyForwardAppearanceMethods": "boolean|fun(self: ViewController): boolean",
        "layoutSubviews": "fun(self: View)",
        "animationControllerForPresented": "fun(self: table, presented: ViewController, presenting: ViewController, source: ViewController): UIViewControllerAnimatedTransitioning?",
        "animationControllerForDismissed": "fun(self: table, dismissed: ViewController): UIViewControllerAnimatedTransitioning?",
        "presentationControllerForPresented": "fun(self: table, presented: ViewController, presenting: ViewController?, source: ViewController): PresentationController?",
        "interactionControllerForPresentation": "fun(self: table, animator: UIViewControllerAnimatedTransitioning): PercentDrivenInteractiveTransition|UIViewControllerInteractiveTransitioning|nil",
        "interactionControllerForDismissal": "fun(self: table, animator: UIViewControllerAnimatedTransitioning): PercentDrivenInteractiveTransition|UIViewControllerInteractiveTransitioning|nil",
        "animationControllerFor": "fun(self: table, operation: \"push\"|\"pop\", from: ViewController, to: ViewController, navigationController: ViewController): UIViewControllerAnimatedTransitioning?",
        "interactionControllerFor": "fun(self: table, animator: UIViewControllerAnimatedTransitioning, controller: ViewController): PercentDrivenInteractiveTransition|UIViewControllerInteractiveTransitioning|nil",
        "willShow": "fun(self: table, viewController: ViewController, animated: boolean, navigationController: ViewController)",
        "shouldSelect": "fun(self: table, viewController: ViewController, tabBarController: ViewController): boolean",
        "didSelect": "fun(self: table, viewController: ViewController, tabBarController: ViewController)",
        "animationControllerForTransitionFrom": "fun(self: table, from: ViewController, to: ViewController, tabBarController: ViewController): UIViewControllerAnimatedTransitioning?",
        "didShow": "fun(self: table, viewController: ViewController, animated: boolean, navigationController: ViewController)",
        "transitionDuration": "fun(self: table, context: TransitionContext): number",
        "animateTransition": "fun(self: table, context: TransitionContext)",
        "animationEnded": "fun(self: table, completed: boolean)",
        "interruptibleAnimator": "fun(self: table, context: TransitionContext): PropertyAnimator",
        "startInteractiveTransition": "fun(self: table, context: TransitionContext)",
        "presentationTransitionWillBegin": "fun(self: PresentationController)",
        "presentationTransitionDidEnd": "fun(self: PresentationController, completed: boolean)",
        "dismissalTransitionWillBegin": "fun(self: PresentationController)",
        "dismissalTransitionDidEnd": "fun(self: PresentationController, completed: boolean)",
        "frameOfPresentedViewInContainerView": "fun(self: PresentationController): Rect",
        "sizeForChildContentContainer": "fun(self: PresentationController, container: any, parentSize: Size): Size",
        "containerViewWillLayoutSubviews": "fun(self: PresentationController)",
        "containerViewDidLayoutSubviews": "fun(self: PresentationController)",
        "shouldRemovePresentersView": "fun(self: PresentationController): boolean",
        "perform": "fun(self: table)",
        "presentationControllerShouldDismiss": "fun(self: table, controller: SheetPresentationController): boolean",
        "presentationControllerWillDismiss": "fun(self: table, controller: SheetPresentationController)",
        "presentationControllerDidDismiss": "fun(self: table, controller: SheetPresentationController)",
        "presentationControllerDidAttemptToDismiss": "fun(self: table, controller: SheetPresentationController)",
        "sheetPresentationControllerDidChangeSelectedDetentIdentifier": "fun(self: table, controller: SheetPresentationController)",
        "popoverPresentationControllerShouldDismissPopover": "fun(self: table, controller: PopoverPresentationController): boolean",
    ]

    /// Roles whose methods live on a bound class; the others become protocol classes.
    static let classOfRole: [UIKitMethod.Role: String] = [
        .viewController: "ViewController", .view: "View", .presentationController: "PresentationController",
    ]

    static let protocolRoles = UIKitMethod.Role.allCases.filter { classOfRole[$0] == nil }

    /// `self: table` in a protocol's method is the protocol's own class (a script's table).
    public static let all: [Override] = UIKitMethod.all.map {
        let type = (types[$0.lua] ?? "function").replacing("self: table", with: "self: \($0.role.rawValue)")
        return Override(role: $0.role, lua: $0.lua, swift: $0.swift, type: type)
    }

    static func of(_ owner: String) -> [Override] {
        all.filter { classOfRole[$0.role] == owner }
    }

    /// The heading of docs/lua-reference.md each owner or global is documented under, as
    /// GitHub makes its anchor.
    public static let sections: [String: String] = {
        var map: [String: String] = [:]
        let groups: [(String, [String])] = [
            ("values", ["Point", "Size", "Rect", "EdgeInsets", "Transform", "Color", "Transform3D"]),
            ("views", ["View", "Layer", "Label", "ImageView", "CollectionView", "CollectionViewCell", "Window", "window"]),
            ("events", ["TapGestureRecognizer", "PanGestureRecognizer", "ScreenEdgePanGestureRecognizer", "PinchGestureRecognizer", "GestureRecognizer", "Touch"]),
            ("animation", ["AnimationHandle", "Easing", "Curve", "PropertyAnimator", "KeyValueObservation", "SpringTimingParameters",
                           "CATransaction"]),
            ("timelines", ["Timeline"]),
            ("controllers-and-storyboards", ["ViewController", "NavigationController", "TabBarController", "storyboard", "TransitionCoordinator"]),
            ("transitions", ["Transition", "TransitionContext", "PercentDrivenInteractiveTransition", "PresentationController"]),
            ("sheets", ["SheetPresentationController", "Detent", "PopoverPresentationController"]),
            ("time-and-device", ["clock", "task", "wait", "await", "Task", "screen", "device"]),
        ]
        for (section, names) in groups { for n in names { map[n] = section } }
        return map
    }()

    static func section(of name: String) -> String { sections[name] ?? "" }
}
