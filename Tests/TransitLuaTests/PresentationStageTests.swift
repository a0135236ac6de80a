import Lua
import Testing
import TransitCore
@testable import TransitLua

/// Presentation controllers, the coordinator and gestures through the bindings: each misuse
/// with its exact message naming the script's line. (The slide-in port is specified in
/// scripts/spec/slide_in_presenter_spec.lua.)
@Suite struct PresentationStageTests {
    /// Line 1: a root, a `custom` controller "a" whose delegate vends `P`, a presentation
    /// controller whose overrides the sources below fill in (`P.fields`).
    static let setUp = """
        local root = ViewController{name = 'root'}; window.rootViewController = root; local a = ViewController{name = 'a', modalPresentationStyle = 'custom'}; local P = {fields = {}}; a.transitioningDelegate = {presentationControllerForPresented = function(self, presented, presenting) local f = {presentedViewController = presented, presentingViewController = presenting}; for k, v in pairs(P.fields) do f[k] = v end; return PresentationController(f) end}

        """

    @Test(arguments: [
        (setUp + "P.fields.frameOfPresentedViewInContainerView = function(self)\n  return self.nothing.width\nend\nroot:present(a, true)",
         "s.lua:3: attempt to index a nil value (field 'nothing') (in frameOfPresentedViewInContainerView of <PresentationController: a>)"),
        (setUp + "P.fields.frameOfPresentedViewInContainerView = function(self) return Size(1, 2) end\nroot:present(a, true)",
         "s.lua:3: frameOfPresentedViewInContainerView of <PresentationController: a> must return a Rect, got Size"),
        (setUp + "a.transitioningDelegate.presentationControllerForPresented = function() return {} end\nroot:present(a, true)",
         "s.lua:3: presentationControllerForPresented of the transitioning delegate of <ViewController: a> must return a PresentationController or nil, got table"),
        (setUp + "PresentationController{}",
         "s.lua:2: PresentationController{…} needs presentedViewController (a ViewController), got nil"),
        // without its table, as with an empty one (the maker was handed nil: "bad argument #1 to '?'")
        (setUp + "PresentationController()",
         "s.lua:2: PresentationController{…} needs presentedViewController (a ViewController), got nil"),
        (setUp + "P.fields.presentationTransitionWillBegin = function(self)\n  self.presentedViewController.transitionCoordinator:animate(function(ctx)\n    error('no fade')\n  end)\nend\nroot:present(a, true)",
         "s.lua:4: no fade (in the alongside animation at s.lua:3)"),
        (setUp + "TapGestureRecognizer(42)",
         "s.lua:2: bad argument #1 to 'TapGestureRecognizer' (TapGestureRecognizer expects an action function, or a target and the name of its method)"),
        (setUp + "local v = View{frame = Rect(0, 0, 100, 100)}\nwindow:addSubview(v)\nv:addGestureRecognizer(TapGestureRecognizer({}, 'touched'))\nwindow:tap(1, 1)",
         "s.lua:5: the target of TapGestureRecognizer has no method 'touched'"),
        (setUp + "TapGestureRecognizer{action = 'touched'}",
         "s.lua:2: bad argument #1 to 'TapGestureRecognizer' (TapGestureRecognizer{…} expects 'action' = a function, or 'target' and 'action' = the name of its method)"),
        (setUp + "PanGestureRecognizer{action = print, onPan = print}",
         "s.lua:2: bad argument #1 to 'PanGestureRecognizer' (unknown key 'onPan' (expected action, target))"),
        (setUp + "window:touch(42)", "s.lua:2: bad argument #1 to 'touch' (Point expected, got number)"),
        (setUp + "local v = View{frame = Rect(0, 0, 100, 100)}\nwindow:addSubview(v)\nv:addGestureRecognizer(PanGestureRecognizer(print))\nlocal t = window:touch(Point(1, 1)):lift()\nt:move(Point(5, 5), 0.1)",
         "s.lua:6: move: the touch was lifted at s.lua:5"),
        (setUp + "local v = View{frame = Rect(0, 0, 100, 100)}\nwindow:addSubview(v)\nv:addGestureRecognizer(PanGestureRecognizer(print))\nwindow:touch(Point(1, 1)):move(Point(5, 5), -1)",
         "s.lua:5: move duration must be a finite, non-negative number of seconds (got -1.0)"),
        (setUp + "window:pan{from = Point(0, 0), to = Point(1, 1), duration = 0}",
         "s.lua:2: pan duration must be greater than 0 (got 0.0)"),
    ] as [(String, String)])
    func misuseNamesTheScriptLine(source: String, expected: String) throws {
        let (s, _) = try stage()
        #expect(s.failure(source) == expected)
    }

    /// UIKit's base answers are a new presentation controller's first fields (the maker sets
    /// them): shared by every object, replaced by the table's own, and what an override
    /// calling `self:frameOfPresentedViewInContainerView()` gets when it defines none.
    @Test func theBaseAnswersAreTheFirstFields() throws {
        let (s, out) = try stage()
        try s.run("""
            local root = ViewController{name = 'root'}; window.rootViewController = root
            local a = ViewController{name = 'a', modalPresentationStyle = 'custom'}
            local f = function() end
            local p = PresentationController{presentedViewController = a}
            local q = PresentationController{presentedViewController = a, sizeForChildContentContainer = f}
            print(type(p.frameOfPresentedViewInContainerView), type(p.sizeForChildContentContainer),
                  q.sizeForChildContentContainer == f, q.frameOfPresentedViewInContainerView == p.frameOfPresentedViewInContainerView)
            a.transitioningDelegate = {presentationControllerForPresented = function(self, presented, presenting)
              return PresentationController{presentedViewController = presented, presentingViewController = presenting,
                containerViewWillLayoutSubviews = function(pc)
                  print(pc:frameOfPresentedViewInContainerView(), pc:sizeForChildContentContainer(presented, Size(10, 20)))
                end}
            end}
            root:present(a, false)
            """, chunkName: "=s")
        #expect(out.lines == ["function\tfunction\ttrue\ttrue", "Rect(0, 0, 393, 852)\tSize(10, 20)"])
    }

    /// An alongside block that errors is reported, and the transition still completes.
    @Test func anAlongsideErrorLetsTheTransitionComplete() throws {
        let (s, out) = try stage()
        #expect(s.failure(Self.setUp + """
            P.fields.presentationTransitionWillBegin = function(self)
              self.presentedViewController.transitionCoordinator:animate(function(ctx) error('no fade') end)
            end
            root:present(a, true)
            """) == "s.lua:3: no fade (in the alongside animation at s.lua:3)")
        try s.run("""
            clock.runUntilIdle()
            local root = window.rootViewController
            print(root.presentedViewController, root.presentedViewController.view.frame)
            """, chunkName: "=check")
        #expect(out.lines == ["ViewController \"a\"\tRect(0, 0, 393, 852)"])
    }

    /// A pan from Lua: the action sees each state, the translation in the view's coordinates
    /// and the velocity; a tap's function action gets the recognizer.
    @Test func gesturesFromLua() throws {
        let (s, out) = try stage()
        try s.run("""
            local pad = View{name = 'pad', frame = Rect(0, 0, 200, 200)}
            window:addSubview(pad)
            pad:addGestureRecognizer(PanGestureRecognizer(function(g)
              print(g.state, g:translation(pad).x, g:velocity().x)
            end))
            pad.gestureRecognizers[1].isEnabled = true
            pad:addGestureRecognizer(TapGestureRecognizer(function(g) print(g.state, g:location(pad), g.view.name) end))
            print(#pad.gestureRecognizers, window:tap(10, 20) == pad)
            -- LUA_API's table forms: a function, or a target and its method's name
            local other = View{name = 'other', frame = Rect(0, 300, 100, 100)}
            window:addSubview(other)
            local target = {touched = function(self, g) print('touched', g.view.name) end}
            other:addGestureRecognizer(TapGestureRecognizer{target = target, action = 'touched'})
            window:tap(10, 310)
            other.gestureRecognizers = {TapGestureRecognizer{action = function(g) print('action', g.state) end}}
            window:tap(10, 310)
            clock.fps = 50
            window:pan{from = Point(10, 10), to = Point(40, 10), duration = 0.04}
            clock.advance(0.1)
            """, chunkName: "=s")
        #expect(out.lines == ["ended\tPoint(10, 20)\tpad", "2\ttrue", "touched\tother", "action\tended", "began\t15.0\t750.0", "changed\t30.0\t750.0",
                              "ended\t30.0\t750.0"])
    }
}
