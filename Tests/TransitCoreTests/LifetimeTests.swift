import Testing
@testable import TransitCore

/// An engine dropped in any state frees its controllers, views, presentation controllers
/// and interaction controllers (issue 16). The delegate and animator here hold nothing
/// strongly that holds them, so only the core's own references are tested.
@Suite struct CoreLifetimeTests {
    final class Fade: AnimatedTransitioning {
        func transitionDuration(using context: TransitionContext) throws -> Double { 0.5 }
        func animateTransition(using context: TransitionContext) throws {
            let to = context.view(forKey: .to), from = context.view(forKey: .from)
            if let to, context.kind == .present { try context.containerView.addSubview(to) }
            try context.engine.animate(duration: 0.5, animations: {
                try to?.setAlpha(1)
                try from?.setAlpha(context.kind == .dismiss ? 0 : 1)
            }, completion: { [unowned context] _ in
                try context.completeTransition(!context.transitionWasCancelled, origin: "fade")
            })
        }
        func animationEnded(_ transitionCompleted: Bool) throws {}
        func interruptibleAnimator(using context: TransitionContext) throws -> PropertyAnimator? { nil }
    }

    final class Delegate: TransitioningDelegate {
        let animator = Fade()
        var interaction: PercentDrivenInteractiveTransition?
        var custom = false
        func animationController(forPresented presented: ViewController, presenting: ViewController,
                                 source: ViewController) throws -> (any AnimatedTransitioning)? { animator }
        func animationController(forDismissed dismissed: ViewController) throws -> (any AnimatedTransitioning)? { animator }
        func presentationController(forPresented presented: ViewController, presenting: ViewController?,
                                    source: ViewController) throws -> PresentationController? {
            custom ? PresentationController(presented: presented, presenting: presenting) : nil
        }
        func interactionControllerForPresentation(using animator: any AnimatedTransitioning) throws -> (any InteractiveTransitioning)? { interaction }
        func interactionControllerForDismissal(using animator: any AnimatedTransitioning) throws -> (any InteractiveTransitioning)? { interaction }
    }

    enum Leftover: CaseIterable { case presented, customPresented, inFlight, interactive, interactionEnded, dismissed }

    @Test(arguments: Leftover.allCases)
    func aDroppedEngineFreesItsWorld(_ leftover: Leftover) throws {
        weak var engine: Engine?
        weak var presented: ViewController?
        weak var root: ViewController?
        weak var view: View?
        weak var controller: PresentationController?
        weak var interaction: PercentDrivenInteractiveTransition?
        let delegate = Delegate()
        do {
            let e = Engine()
            let r = ViewController(engine: e)
            try e.window.setRootViewController(r)
            let p = ViewController(engine: e)
            p.transitioningDelegate = delegate
            p.modalPresentationStyle = leftover == .customPresented ? .custom : .fullScreen
            delegate.custom = leftover == .customPresented
            let i = PercentDrivenInteractiveTransition()
            if leftover == .interactive || leftover == .interactionEnded { delegate.interaction = i }
            try r.present(p, animated: true)
            switch leftover {
            case .presented, .customPresented: try e.clock.advance(1)
            case .inFlight: try e.clock.advance(0.2)
            case .interactive: try i.update(0.3)
            case .interactionEnded: try i.update(0.3); try i.finish(); try e.clock.advance(1)
            case .dismissed: try e.clock.advance(1); try p.dismiss(animated: true); try e.clock.advance(1)
            }
            controller = p.presentationController
            engine = e; presented = p; root = r; view = try p.view; interaction = i
            delegate.interaction = nil
        }
        // Names, not objects, go into the expectation: a failed one reflects what it captured,
        // and a leaked view's unowned engine may be gone already (the reflection would trap).
        let alive = [("engine", engine as AnyObject?), ("root", root), ("presented", presented), ("view", view),
                     ("presentation controller", controller), ("interaction", interaction)]
            .filter { $0.1 != nil }.map(\.0)
        #expect(alive.isEmpty, "\(leftover): still alive: \(alive)")
    }

    /// A stack's child that defines its presentation context presents an `overCurrentContext`
    /// controller itself, off the root's chain: the engine's end reaches it through the stack
    /// (LeakSanitizer found the presented controller, its presentation controller and the
    /// engine left over).
    @Test func aDroppedEngineFreesAContextPresentationOfAStacksChild() throws {
        weak var engine: Engine?
        weak var presented: ViewController?
        weak var controller: PresentationController?
        do {
            let e = Engine()
            let child = ViewController(engine: e)
            child.definesPresentationContext = true
            try e.window.setRootViewController(try NavigationController(engine: e, rootViewController: child))
            let p = ViewController(engine: e)
            p.modalPresentationStyle = .overCurrentContext
            try child.present(p, animated: false)
            try e.runUntilIdle()
            #expect(child.presentedViewController === p)
            engine = e; presented = p; controller = p.presentationController
        }
        let alive = [("engine", engine as AnyObject?), ("presented", presented), ("presentation controller", controller)]
            .filter { $0.1 != nil }.map(\.0)
        #expect(alive.isEmpty, "still alive: \(alive)")
    }
}

