import Lua
import Testing
import TransitCore
@testable import TransitLua

/// The containment surface from Lua (ContainmentBinding.swift): the Programming Guide's add,
/// remove and cycle examples written as a script ports them, the overrides `willMove` and
/// `didMove` (callable unset, as UIKit's base methods), errors at the script's line, the
/// unbalanced-call warning, and a child's Lua side kept while it is a child and let go after.
@Suite struct ContainmentStageTests {
    /// A root container "box" logging its children's calls into `log`.
    static let setUp = """
        log = {}
        local function logger(name)
          return function(_, x)
            if type(x) == 'boolean' or x == nil then x = '' else x = x.name end
            log[#log + 1] = name .. '(' .. x .. ')'
          end
        end
        function Child(name)
          return ViewController{name = name, viewDidLoad = logger(name .. '.viewDidLoad'),
            viewWillAppear = logger(name .. '.viewWillAppear'), viewDidAppear = logger(name .. '.viewDidAppear'),
            viewWillDisappear = logger(name .. '.viewWillDisappear'),
            viewDidDisappear = logger(name .. '.viewDidDisappear'),
            willMove = logger(name .. '.willMove'), didMove = logger(name .. '.didMove')}
        end
        box = ViewController{name = 'box'}
        window.rootViewController = box

        """

    static func log(_ s: Stage) throws -> [String] {
        guard case .string(let joined)? = try s.lua.run("return table.concat(log, ' ')", chunkName: "@log.lua").first else {
            return []
        }
        return joined.split(separator: " ").map(String.init)
    }

    @Test func addAndRemoveAsTheGuideWritesThem() throws {
        let (s, _) = try stage()
        try s.run(Self.setUp + """
            local child = Child('child')
            box:addChild(child)
            child.view.frame = Rect(0, 0, 100, 100)
            box.view:addSubview(child.view)
            child:didMove(box)
            assert(child.parent == box and box.children[1] == child and #box.children == 1)
            child:willMove(nil)
            child.view:removeFromSuperview()
            child:removeFromParent()
            assert(child.parent == nil and #box.children == 0)
            """, chunkName: "@s.lua")
        #expect(try Self.log(s) == ["child.willMove(box)", "child.viewDidLoad()", "child.viewWillAppear()",
                                    "child.viewDidAppear()", "child.didMove(box)", "child.willMove()",
                                    "child.viewWillDisappear()", "child.viewDidDisappear()", "child.didMove()"])
    }

    /// The cycle example with the curve option `curveLinear`: at 0.1 s of 0.4 s a quarter of
    /// the way; a controller without overrides still answers `willMove` and `didMove`.
    @Test func theCycleExampleSwapsTheViewsOverTime() throws {
        let (s, _) = try stage()
        let values = try s.lua.run(Self.setUp + """
            local old, new = ViewController{name = 'old'}, Child('new')
            box:addChild(old); old.view.frame = box.view.bounds; box.view:addSubview(old.view); old:didMove(box)
            local w = box.view.bounds.width
            old:willMove(nil)
            box:addChild(new)
            new.view.frame = box.view.bounds:offsetBy(w, 0)
            local endFrame = box.view.bounds:offsetBy(-w, 0)
            local done
            box:transition(old, new, 0.4, 'curveLinear', function()
              new.view.frame = old.view.frame
              old.view.frame = endFrame
            end, function(finished)
              done = finished
              old:removeFromParent()
              new:didMove(box)
            end)
            clock.advance(0.1)
            local quarter = new.view.presentation.frame.x
            local oldX = old.view.presentation.frame.x
            clock.advance(0.3)
            return quarter, oldX, w, done, old.view.superview == nil, new.view.superview == box.view,
              box.children[1] == new, #box.children, table.concat(log, ' ')
            """, chunkName: "@s.lua")
        guard case .number(let w)? = values.count > 2 ? values[2] : nil else { Issue.record("\(values)"); return }
        #expect(values[0] == .number(w * 0.75) && values[1] == .number(-w * 0.25))
        #expect(Array(values[3...]) == [.boolean(true), .boolean(true), .boolean(true), .boolean(true), .integer(1),
            .string("new.willMove(box) new.viewDidLoad() new.viewWillAppear() new.viewDidAppear() new.didMove(box)")])
    }

    @Test(arguments: [
        ("box:addChild(box)", "s.lua:17: addChild: <ViewController: box> cannot be its own child"),
        ("local a, b = Child('a'), Child('b')\nbox:transition(a, b, 0)",
         "s.lua:18: Children view controllers <ViewController: a> and <ViewController: b> must have a common parent view controller <ViewController: box> when calling transition(from:to:duration:options:animations:completion:)"),
        ("local a = Child('a')\nbox:addChild(a)\nwindow.rootViewController = a",
         "s.lua:19: rootViewController: <ViewController: a> has a parent view controller <ViewController: box> and cannot become the root"),
        ("local a = Child('a')\nbox:addChild(a)\nbox:present(a, false)",
         "s.lua:19: Application tried to present modally a view controller <ViewController: a> that has a parent view controller <ViewController: box>."),
        ("box.shouldAutomaticallyForwardAppearanceMethods = 1\nlocal a, b = Child('a'), Child('b')\nbox:addChild(a); box:addChild(b)\nbox:transition(a, b, 0)",
         "s.lua:20: shouldAutomaticallyForwardAppearanceMethods of <ViewController: box> must be a boolean (got number)"),
        ("box.shouldAutomaticallyForwardAppearanceMethods = false\nlocal a, b = Child('a'), Child('b')\nbox:addChild(a); box:addChild(b)\nbox:transition(a, b, 0)",
         "s.lua:20: transition(from:to:…): <ViewController: box> forwards the appearance calls to its children itself (shouldAutomaticallyForwardAppearanceMethods is false)"),
        ("box.didMove = 3", "s.lua:17: bad value for 'didMove' of ViewController (function expected, got number)"),
    ] as [(String, String)])
    func errorsNameTheScriptsLine(action: String, expected: String) throws {
        let (s, _) = try stage()
        #expect(s.failure(Self.setUp + action) == expected)
    }

    /// Ported code keeps its own `transition` field on a controller (a presenter's animator
    /// object, scripts/examples/outside/navigation_transitions.lua): the field shadows UIKit's
    /// method for that controller only, whatever it holds.
    @Test func aTransitionFieldShadowsTheMethod() throws {
        let (s, _) = try stage()
        let values = try s.lua.run(Self.setUp + """
            local presenter = ViewController{name = 'presenter'}
            local method = presenter.transition
            presenter.transition = {duration = 0.5}
            local other = ViewController{}
            local shadowed = presenter.transition.duration
            presenter.transition = nil
            return type(method), shadowed, other.transition == method, presenter.transition == method
            """, chunkName: "@s.lua")
        #expect(values == [.string("function"), .number(0.5), .boolean(true), .boolean(true)])
    }

    @Test func unbalancedCallsWarnAtTheScriptsLine() throws {
        let (s, box) = try stage()
        try s.run(Self.setUp + "box:endAppearanceTransition()\nbox:beginAppearanceTransition(false, true)\nbox:endAppearanceTransition()",
                  chunkName: "@s.lua")
        #expect(box.warnings == ["s.lua:17: Unbalanced calls to begin/end appearance transitions for <ViewController: box>."])
        #expect(try s.lua.run("return box.isViewLoaded", chunkName: "@c.lua") == [.boolean(true)])
    }

    /// The container keeps a child's Lua side (its override here) while it is a child, even
    /// when the script holds the child nowhere; removed, the child is Lua's to collect, though
    /// its override captured the container (no cycle through the registry: BRIDGE.md).
    @Test func aChildIsKeptWhileAChildAndCollectedAfter() throws {
        let (s, _) = try stage()
        let values = try s.lua.run(Self.setUp + """
            local weak = setmetatable({}, {__mode = 'v'})
            do
              local child = ViewController{name = 'child', didMove = function(self, parent) self.back = parent or box end}
              box:addChild(child); box.view:addSubview(child.view); child:didMove(box)
              weak[1] = child
            end
            collectgarbage(); collectgarbage()
            local kept = weak[1] ~= nil and weak[1].back == box
            weak[1]:willMove(nil); weak[1].view:removeFromSuperview(); weak[1]:removeFromParent()
            collectgarbage(); collectgarbage()
            return kept, weak[1] == nil, #box.children
            """, chunkName: "@s.lua")
        #expect(values == [.boolean(true), .boolean(true), .integer(0)])
    }
    /// A child's `present` goes to its container, as a stack's or a tab's child's ("it forwards
    /// the request up the view controller hierarchy to its nearest parent", UIKit's `present`):
    /// the container presents, its view leaves the window under `fullScreen`, the child answers
    /// what it presents, and the child's `dismiss` goes up too. A tab's children are its tabs,
    /// which answer it as `parent`; neither takes an added child, and a tab is not removed as one. (Before the merge with
    /// tabbar93 the child presented itself: its view alone left the window.)
    @Test func aChildPresentsThroughItsContainer() throws {
        let (s, box) = try stage()
        #expect(s.failure(Self.setUp + """
            local kid = Child('kid')
            box:addChild(kid); box.view:addSubview(kid.view); kid:didMove(box)
            local m = ViewController{name = 'm'}
            kid:present(m, false)
            print(m.presentingViewController.name, kid.presentedViewController.name, box.presentedViewController.name,
                  box.view.window == nil)
            kid:dismiss(false)
            print(box.presentedViewController, box.view.window ~= nil, kid.view.window ~= nil)
            local a = ViewController{name = 'a'}
            local tabs = TabBarController{name = 'tabs', viewControllers = {a}}
            print(a.parent.name, #tabs.children, tabs.children[1].name)
            print(pcall(tabs.addChild, tabs, ViewController{name = 'x'}))
            print(pcall(box.addChild, box, a))
            print(pcall(function() tabs.viewControllers = {kid} end))
            print(pcall(a.removeFromParent, a))
            """, name: "t.lua") == nil)
        #expect(box.lines == [
            "box\tm\tm\ttrue",
            "nil\ttrue\ttrue",
            "tabs\t1\ta",
            "false\tt.lua:28: addChild: <TabBarController: tabs> is a TabBarController, whose children are its tabs; set its viewControllers instead",
            "false\tt.lua:29: addChild: <ViewController: a> has a parent view controller <TabBarController: tabs> and cannot become a child of <ViewController: box>",
            "false\tt.lua:30: viewControllers: <ViewController: kid> has a parent view controller <ViewController: box>",
            "false\tt.lua:31: removeFromParent: <ViewController: a> is a tab of <TabBarController: tabs>; set its viewControllers instead",
        ], "\(box.lines)")
    }
    /// `vc.navigationController` is UIKit's nearest navigation controller up the parents: a
    /// child added to a stack's controller answers the stack (it answered nil), and its
    /// `navigationController:pushViewController` pushes there.
    @Test func aChildAddedInAStackAnswersItsNavigationController() throws {
        let (s, box) = try stage()
        #expect(s.failure("""
            local top, inner = ViewController{name = 'top'}, ViewController{name = 'inner'}
            local nav = NavigationController{name = 'nav', rootViewController = top}
            window.rootViewController = nav
            top:addChild(inner); top.view:addSubview(inner.view); inner:didMove(top)
            print(inner.navigationController == nav, inner.parent == top, top.navigationController == nav)
            inner.navigationController:pushViewController(ViewController{name = 'next'}, false)
            print(#nav.viewControllers, nav.topViewController.name)
            """, name: "t.lua") == nil)
        #expect(box.lines == ["true\ttrue\ttrue", "2\tnext"], "\(box.lines)")
    }
}
