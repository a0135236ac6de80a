import Testing
@testable import TransitLua

/// A coordinator's callbacks receive the transition's context, which answers by the names of
/// `UIViewControllerTransitionCoordinatorContext` too: UIKit code reads `context.isCancelled`
/// in `notifyWhenInteractionChanges`' handler and `animate`'s completion (outside review
/// rev19: both read nil, so every cancel looked like a finish).
@Suite struct CoordinatorContextTests {
    @Test func aCancelledInteractionReadsCancelledInTheCoordinatorsCallbacks() throws {
        let (s, out) = try stage()
        try s.run("""
            local root = ViewController{name = "A"}; window.rootViewController = root; clock.runUntilIdle()
            local inter = PercentDrivenInteractiveTransition()
            local animator = {
              transitionDuration = function() return 1 end,
              animateTransition = function(_, ctx)
                local to = ctx:view("to"); ctx.containerView:addSubview(to)
                View.animate(1, function() to.alpha = 0.5 end,
                             function() ctx:completeTransition(not ctx.transitionWasCancelled) end)
              end,
            }
            local B = ViewController{name = "B"}
            B.transitioningDelegate = {animationControllerForPresented = function() return animator end,
                                       interactionControllerForPresentation = function() return inter end}
            root:present(B, true)
            local coord = B.transitionCoordinator
            coord:notifyWhenInteractionChanges(function(context)
              print("changed", context.isCancelled, context.percentComplete, context.isInteractive)
            end)
            coord:animate(nil, function(context) print("completion", context.isCancelled, context.percentComplete) end)
            inter:update(0.4)
            inter:cancel()
            clock.advance(1)
            print("presented", root.presentedViewController)
            """, chunkName: "@coord.lua")
        #expect(out.lines == ["changed\ttrue\t0.4\tfalse", "completion\ttrue\t0.4", "presented\tnil"])
    }
}
