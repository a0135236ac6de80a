/// The UIKit methods a script writes as Lua functions — controller overrides, delegate and
/// animator methods, presentation-controller overrides — each with its Swift signature and
/// Objective-C selector. One list: the misspelling check (MisspellingCheck.swift) reads it,
/// and docs/getting-started.md's name table is compared with it by a test.
public struct UIKitMethod: Sendable, Equatable {
    /// Where the engine looks for the function.
    public enum Role: String, Sendable, CaseIterable {
        case viewController = "UIViewController"
        case view = "UIView"
        case transitioningDelegate = "UIViewControllerTransitioningDelegate"
        case navigationDelegate = "UINavigationControllerDelegate"
        case tabBarDelegate = "UITabBarControllerDelegate"
        case animator = "UIViewControllerAnimatedTransitioning"
        case interactionController = "UIViewControllerInteractiveTransitioning"
        case presentationController = "UIPresentationController"
        case segue = "UIStoryboardSegue"
        /// A sheet's delegate: UIKit's sheet protocol refines the adaptive one.
        case sheetDelegate = "UISheetPresentationControllerDelegate"
        /// A popover's delegate: UIKit's popover protocol refines the adaptive one too.
        case popoverDelegate = "UIPopoverPresentationControllerDelegate"
    }

    public let role: Role
    /// The key a script stores the function under (`viewDidLoad`).
    public let lua: String
    /// Swift's spelling (`viewWillAppear(_:)`).
    public let swift: String
    /// Objective-C's selector (`viewWillAppear:`).
    public let objc: String
    /// Whether the field may hold a value instead of a function (UIKit's rotation
    /// properties: `supportedInterfaceOrientations = "portrait"`).
    public let mayHoldValue: Bool

    init(_ role: Role, _ lua: String, swift: String, objc: String, mayHoldValue: Bool = false) {
        self.role = role
        self.lua = lua
        self.swift = swift
        self.objc = objc
        self.mayHoldValue = mayHoldValue
    }

    /// Swift's base name: `animationController` for `animationController(forPresented:…)`.
    public var swiftBaseName: String { String(swift.prefix(while: { $0 != "(" })) }

    /// The Objective-C selector's first piece: `animationControllerForPresentedController`.
    public var objcFirstPiece: String { String(objc.prefix(while: { $0 != ":" })) }

    public static let all: [UIKitMethod] = [
        .init(.viewController, "loadView", swift: "loadView()", objc: "loadView"),
        .init(.viewController, "viewDidLoad", swift: "viewDidLoad()", objc: "viewDidLoad"),
        .init(.viewController, "viewWillAppear", swift: "viewWillAppear(_:)", objc: "viewWillAppear:"),
        .init(.viewController, "viewDidAppear", swift: "viewDidAppear(_:)", objc: "viewDidAppear:"),
        .init(.viewController, "viewWillDisappear", swift: "viewWillDisappear(_:)", objc: "viewWillDisappear:"),
        .init(.viewController, "viewDidDisappear", swift: "viewDidDisappear(_:)", objc: "viewDidDisappear:"),
        .init(.viewController, "viewWillTransition", swift: "viewWillTransition(to:with:)",
              objc: "viewWillTransitionToSize:withTransitionCoordinator:"),
        .init(.viewController, "viewWillLayoutSubviews", swift: "viewWillLayoutSubviews()", objc: "viewWillLayoutSubviews"),
        .init(.viewController, "viewDidLayoutSubviews", swift: "viewDidLayoutSubviews()", objc: "viewDidLayoutSubviews"),
        .init(.viewController, "prepareForSegue", swift: "prepare(for:sender:)", objc: "prepareForSegue:sender:"),
        .init(.viewController, "unwind", swift: "unwind(for:towards:)", objc: "unwindForSegue:towardsViewController:"),
        .init(.viewController, "allowedChildrenForUnwinding", swift: "allowedChildrenForUnwinding(from:)",
              objc: "allowedChildViewControllersForUnwindingFromSource:"),
        .init(.viewController, "supportedInterfaceOrientations", swift: "supportedInterfaceOrientations",
              objc: "supportedInterfaceOrientations", mayHoldValue: true),
        .init(.viewController, "shouldAutorotate", swift: "shouldAutorotate", objc: "shouldAutorotate",
              mayHoldValue: true),
        .init(.viewController, "willMove", swift: "willMove(toParent:)", objc: "willMoveToParentViewController:"),
        .init(.viewController, "didMove", swift: "didMove(toParent:)", objc: "didMoveToParentViewController:"),
        .init(.viewController, "shouldAutomaticallyForwardAppearanceMethods",
              swift: "shouldAutomaticallyForwardAppearanceMethods", objc: "shouldAutomaticallyForwardAppearanceMethods",
              mayHoldValue: true),
        .init(.view, "layoutSubviews", swift: "layoutSubviews()", objc: "layoutSubviews"),
        .init(.transitioningDelegate, "animationControllerForPresented",
              swift: "animationController(forPresented:presenting:source:)",
              objc: "animationControllerForPresentedController:presentingController:sourceController:"),
        .init(.transitioningDelegate, "animationControllerForDismissed",
              swift: "animationController(forDismissed:)", objc: "animationControllerForDismissedController:"),
        .init(.transitioningDelegate, "presentationControllerForPresented",
              swift: "presentationController(forPresented:presenting:source:)",
              objc: "presentationControllerForPresentedViewController:presentingViewController:sourceViewController:"),
        .init(.transitioningDelegate, "interactionControllerForPresentation",
              swift: "interactionControllerForPresentation(using:)", objc: "interactionControllerForPresentation:"),
        .init(.transitioningDelegate, "interactionControllerForDismissal",
              swift: "interactionControllerForDismissal(using:)", objc: "interactionControllerForDismissal:"),
        .init(.navigationDelegate, "animationControllerFor",
              swift: "navigationController(_:animationControllerFor:from:to:)",
              objc: "navigationController:animationControllerForOperation:fromViewController:toViewController:"),
        .init(.navigationDelegate, "interactionControllerFor",
              swift: "navigationController(_:interactionControllerFor:)",
              objc: "navigationController:interactionControllerForAnimationController:"),
        .init(.navigationDelegate, "willShow", swift: "navigationController(_:willShow:animated:)",
              objc: "navigationController:willShowViewController:animated:"),
        .init(.navigationDelegate, "didShow", swift: "navigationController(_:didShow:animated:)",
              objc: "navigationController:didShowViewController:animated:"),
        .init(.tabBarDelegate, "shouldSelect", swift: "tabBarController(_:shouldSelect:)",
              objc: "tabBarController:shouldSelectViewController:"),
        .init(.tabBarDelegate, "didSelect", swift: "tabBarController(_:didSelect:)",
              objc: "tabBarController:didSelectViewController:"),
        .init(.tabBarDelegate, "animationControllerForTransitionFrom",
              swift: "tabBarController(_:animationControllerForTransitionFrom:to:)",
              objc: "tabBarController:animationControllerForTransitionFromViewController:toViewController:"),
        .init(.tabBarDelegate, "interactionControllerFor", swift: "tabBarController(_:interactionControllerFor:)",
              objc: "tabBarController:interactionControllerForAnimationController:"),
        .init(.animator, "transitionDuration", swift: "transitionDuration(using:)", objc: "transitionDuration:"),
        .init(.animator, "animateTransition", swift: "animateTransition(using:)", objc: "animateTransition:"),
        .init(.animator, "animationEnded", swift: "animationEnded(_:)", objc: "animationEnded:"),
        .init(.animator, "interruptibleAnimator", swift: "interruptibleAnimator(using:)",
              objc: "interruptibleAnimatorForTransition:"),
        .init(.interactionController, "startInteractiveTransition", swift: "startInteractiveTransition(_:)",
              objc: "startInteractiveTransition:"),
        .init(.presentationController, "presentationTransitionWillBegin", swift: "presentationTransitionWillBegin()",
              objc: "presentationTransitionWillBegin"),
        .init(.presentationController, "presentationTransitionDidEnd", swift: "presentationTransitionDidEnd(_:)",
              objc: "presentationTransitionDidEnd:"),
        .init(.presentationController, "dismissalTransitionWillBegin", swift: "dismissalTransitionWillBegin()",
              objc: "dismissalTransitionWillBegin"),
        .init(.presentationController, "dismissalTransitionDidEnd", swift: "dismissalTransitionDidEnd(_:)",
              objc: "dismissalTransitionDidEnd:"),
        .init(.presentationController, "frameOfPresentedViewInContainerView",
              swift: "frameOfPresentedViewInContainerView", objc: "frameOfPresentedViewInContainerView"),
        .init(.presentationController, "sizeForChildContentContainer",
              swift: "size(forChildContentContainer:withParentContainerSize:)",
              objc: "sizeForChildContentContainer:withParentContainerSize:"),
        .init(.presentationController, "containerViewWillLayoutSubviews", swift: "containerViewWillLayoutSubviews()",
              objc: "containerViewWillLayoutSubviews"),
        .init(.presentationController, "containerViewDidLayoutSubviews", swift: "containerViewDidLayoutSubviews()",
              objc: "containerViewDidLayoutSubviews"),
        .init(.presentationController, "shouldRemovePresentersView", swift: "shouldRemovePresentersView",
              objc: "shouldRemovePresentersView"),
        .init(.segue, "perform", swift: "perform()", objc: "perform"),
        .init(.sheetDelegate, "presentationControllerShouldDismiss", swift: "presentationControllerShouldDismiss(_:)",
              objc: "presentationControllerShouldDismiss:"),
        .init(.sheetDelegate, "presentationControllerWillDismiss", swift: "presentationControllerWillDismiss(_:)",
              objc: "presentationControllerWillDismiss:"),
        .init(.sheetDelegate, "presentationControllerDidDismiss", swift: "presentationControllerDidDismiss(_:)",
              objc: "presentationControllerDidDismiss:"),
        .init(.sheetDelegate, "presentationControllerDidAttemptToDismiss",
              swift: "presentationControllerDidAttemptToDismiss(_:)", objc: "presentationControllerDidAttemptToDismiss:"),
        .init(.sheetDelegate, "sheetPresentationControllerDidChangeSelectedDetentIdentifier",
              swift: "sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)",
              objc: "sheetPresentationControllerDidChangeSelectedDetentIdentifier:"),
        .init(.popoverDelegate, "popoverPresentationControllerShouldDismissPopover",
              swift: "popoverPresentationControllerShouldDismissPopover(_:)",
              objc: "popoverPresentationControllerShouldDismissPopover:"),
    ]

    /// The methods of these roles.
    public static func of(_ roles: Set<Role>) -> [UIKitMethod] { all.filter { roles.contains($0.role) } }

    /// The Lua names of `role` that must hold a function: a bound class's function fields
    /// (`LuaClassDefinition.functionField`), refused at assignment when given anything else.
    static func functionFields(of role: Role) -> [String] {
        all.filter { $0.role == role && !$0.mayHoldValue }.map(\.lua)
    }
}
