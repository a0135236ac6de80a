import Testing
import TransitCore
@testable import TransitLua

/// A delegate may be an object, not only a table: UIKit's `transitioningDelegate` is "a custom
/// object that you provide and that conforms to the UIViewControllerTransitioningDelegate
/// protocol" (`weak var transitioningDelegate`, developer.apple.com), and the common Swift
/// pattern is a controller conforming itself (`presented.transitioningDelegate = self`, as
/// BubbleTransition's demo). Apple's CustomTransitions sample makes the presentation controller
/// the transitioning delegate. Before, each was refused: "transitioningDelegate of
/// <ViewController: card> must be a table, got ViewController". The methods are the object's
/// Lua-side fields, called with the object as `self`.
@Suite struct ObjectDelegateTests {
    /// An animator that slides "card" up from the bottom over 0.4 s.
    static let slide = """
        local root = ViewController{name = 'root'}; window.rootViewController = root
        local Slide = {}
        function Slide:transitionDuration(ctx) return 0.4 end
        function Slide:animateTransition(ctx)
          local to = ctx:view('to'); ctx.containerView:addSubview(to)
          to.frame = Rect(0, ctx.containerView.bounds.height, to.frame.width, to.frame.height)
          View.animate(0.4, function() to.frame = ctx:finalFrame(ctx:viewController('to')) end,
                       function() ctx:completeTransition(true) end)
        end
        """

    @Test func aControllerIsItsOwnTransitioningDelegate() throws {
        let (s, box) = try stage()
        var heard: [String] = []
        s.runtime.warnings = { heard.append($0) }
        #expect(s.failure(Self.slide + """

            local card = ViewController{name = 'card', modalPresentationStyle = 'custom'}
            function card:animationControllerForPresented(presented, presenting, source)
              print('presented', self == card, presented.name, presenting.name, source.name)
              return Slide
            end
            function card:animationControllerForDismissed(dismissed)
              print('dismissed', self == card, dismissed.name)
              return nil
            end
            card.transitioningDelegate = card
            root:present(card, true)
            clock.advance(0.2)
            print(card.view.presentation.frame.y)
            clock.advance(0.2)
            card:dismiss(true)
            """, name: "d.lua") == nil)
        // half way through the 0.4 s ease-in-out: 852 × (1 − 0.5) on the default iPhone
        #expect(box.lines == ["presented\ttrue\tcard\troot\troot", "426.0", "dismissed\ttrue\tcard"])
        #expect(heard == [])
    }

    /// The presenting controller as the delegate (`controller.transitioningDelegate = self` in
    /// `prepare(for:sender:)`), and a presentation controller that is its own controller's
    /// transitioning delegate (Apple's CustomTransitions, AAPLCustomPresentationController).
    @Test func thePresenterOrAPresentationControllerIsTheDelegate() throws {
        let (s, box) = try stage()
        #expect(s.failure(Self.slide + """

            local a = ViewController{name = 'a', modalPresentationStyle = 'custom'}
            function root:animationControllerForPresented(presented) print('root vends for', presented.name); return Slide end
            a.transitioningDelegate = root
            root:present(a, true)
            clock.runUntilIdle()
            a:dismiss(false)
            clock.runUntilIdle()
            local b = ViewController{name = 'b', modalPresentationStyle = 'custom'}
            local pc = PresentationController{presentedViewController = b, presentingViewController = root,
              frameOfPresentedViewInContainerView = function(self) return Rect(0, 400, 393, 452) end}
            function pc:presentationControllerForPresented(presented) print('pc', self == pc, presented.name); return self end
            pc.animationControllerForPresented = function() return Slide end
            b.transitioningDelegate = pc
            root:present(b, true)
            clock.runUntilIdle()
            print(b.view.frame)
            """, name: "p.lua") == nil)
        #expect(box.lines == ["root vends for\ta", "pc\ttrue\tb", "Rect(0, 400, 393, 452)"])
    }

    /// UIKit's property is weak: a presented controller that is its own delegate is held by
    /// nothing once dismissed — its Lua side names itself, a cycle Lua's collector sees, and
    /// no registry reference outlives the transition.
    @Test func aControllerThatIsItsOwnDelegateIsCollectedAfterDismissal() throws {
        let (s, _) = try stage()
        try s.run(Self.slide + """

            card = ViewController{name = 'card', modalPresentationStyle = 'custom'}
            function card:animationControllerForPresented() return Slide end
            function card:animationControllerForDismissed() return Slide end
            card.transitioningDelegate = card
            root:present(card, true)
            clock.runUntilIdle()
            """, chunkName: "@c.lua")
        weak let card = s.engine.window.rootViewController?.presentedViewController
        #expect(card?.displayName == "card")
        try s.run("card:dismiss(false); card = nil; clock.runUntilIdle()", chunkName: "@c.lua")
        try s.settle()
        try s.run("collectgarbage(); collectgarbage()", chunkName: "@gc.lua")
        #expect(card == nil)
    }

    /// The navigation delegate and a sheet's delegate take an object the same way
    /// (`navigationController.delegate = self`, `sheet.delegate = self`).
    @Test func aNavigationOrSheetDelegateMayBeAController() throws {
        let (s, box) = try stage()
        #expect(s.failure("""
            local first, second = ViewController{name = 'first'}, ViewController{name = 'second'}
            local nav = NavigationController{name = 'nav', rootViewController = first}
            function first:didShow(vc, animated) print('didShow', self == first, vc.name, animated) end
            nav.delegate = first
            window.rootViewController = nav
            clock.runUntilIdle()
            nav:push(second, false)
            clock.runUntilIdle()
            local card = ViewController{name = 'card', modalPresentationStyle = 'pageSheet'}
            function card:presentationControllerWillDismiss(sheet) print('willDismiss', self == card, sheet == card.sheetPresentationController) end
            card.sheetPresentationController.delegate = card
            nav:present(card, false)
            window:pan{from = Point(196, 300), to = Point(196, 800), duration = 0.2}
            clock.advance(1)
            print(nav.presentedViewController)
            """, name: "n.lua") == nil)
        #expect(box.lines == ["didShow\ttrue\tsecond\tfalse", "willDismiss\ttrue\ttrue", "nil"])
    }

    @Test(arguments: [
        ("local a = ViewController{name = 'a'}\na.transitioningDelegate = 'Fade'\nwindow.rootViewController = ViewController{}\nwindow.rootViewController:present(a, true)",
         "d.lua:4: transitioningDelegate of <ViewController: a> must be a table or an object, got string"),
        ("local nav = NavigationController{name = 'nav', rootViewController = ViewController{}}\nnav.delegate = 5\nwindow.rootViewController = nav\nnav:push(ViewController{}, false)",
         "d.lua:4: delegate of <NavigationController: nav> must be a table or an object, got number"),
    ] as [(String, String)])
    func anythingElseIsRefused(source: String, expected: String) throws {
        let (s, _) = try stage()
        #expect(s.failure(source, name: "d.lua") == expected)
    }
}
