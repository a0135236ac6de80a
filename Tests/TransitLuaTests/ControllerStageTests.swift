import Lua
import Testing
import TransitCore
@testable import TransitLua

/// Controllers and storyboards through the bindings: errors and warnings naming the script's
/// line, overrides, and the Lua side of held controllers. (Seed 003's ports are specified in
/// scripts/spec/segues_spec.lua, which `ScriptSpecsTests` runs.)
@Suite struct ControllerStageTests {
    /// The root and two controllers "a" and "b", for the error cases below.
    static let setUp = "local root = ViewController{name = 'root'}; window.rootViewController = root; local a, b = ViewController{name = 'a'}, ViewController{name = 'b'}\n"

    @Test(arguments: [
        ("local vc = ViewController{}\nvc:present(nil, false)",
         "s.lua:2: bad argument #1 to 'present' (ViewController expected, got nil)"),
        ("local vc = ViewController{}\nvc:present(ViewController{})",
         "s.lua:2: bad argument #2 to 'present' (boolean expected, got no value)"),
        ("local vc = ViewController{}\nvc:dismiss()", "s.lua:2: bad argument #1 to 'dismiss' (boolean expected, got no value)"),
        (setUp + "root:present(a, false)\nb:present(a, false)",
         "s.lua:3: Application tried to present modally a view controller <ViewController: a> that is already being presented by <ViewController: root>."),
        (setUp + "root:present(root, false)", "s.lua:2: Application tried to present modally an active controller <ViewController: root>."),
        (setUp + "a.modalPresentationStyle = 'sheet'",
         "s.lua:2: bad value for 'modalPresentationStyle' of ViewController (expected fullScreen, overFullScreen, custom, automatic, pageSheet, formSheet, currentContext, overCurrentContext, popover, got 'sheet')"),
        ("storyboard.instantiate('nope')", "s.lua:1: Storyboard doesn't contain a view controller with identifier 'nope'"),
        ("storyboard.scene('a', function() return 1 end)\nstoryboard.instantiate('a')",
         "s.lua:2: the factory of scene 'a' must return a ViewController, got number"),
        ("storyboard.scene('a', function()\n  return nil + 1\nend)\nstoryboard.instantiate('a')",
         "s.lua:2: attempt to perform arithmetic on a nil value (in the factory of scene 'a')"),
        ("local f = function() end\nstoryboard.scene('a', f)\nstoryboard.scene('a', f)",
         "s.lua:3: Storyboard already has a scene with identifier 'a'"),
        ("local vc = ViewController{name = 'a'}\nvc:performSegue('Go')",
         "s.lua:2: Receiver (<ViewController: a>) has no segue with identifier 'Go'"),
        ("storyboard.segue{from = 'a', to = 'b', identifier = 'x', class = {}}",
         "s.lua:1: bad argument #1 to 'segue' (the segue class has no 'perform' function)"),
        ("storyboard.segue{from = 'a', to = 'b', identifier = 'x', class = 'Slide'}",
         "s.lua:1: bad argument #1 to 'segue' ('class' must be a table with a 'perform' function, got string)"),
        ("storyboard.unwind{from = 'a', to = 'b', identifer = 'x'}",
         "s.lua:1: bad argument #1 to 'unwind' (unknown key 'identifer' (expected from, to, identifier, class, animates))"),
        ("storyboard.segue{from = 'a', to = 'b', identifier = 'x', animates = 'NO'}",
         "s.lua:1: bad argument #1 to 'segue' ('animates' must be a boolean, got string)"),
        ("storyboard.segue{from = 'a', to = 'b'}",
         "s.lua:1: bad argument #1 to 'segue' ('identifier' must be a string (a segue identifier), got nil)"),
        // refused where it is stored, not when the view loads (line 2)
        ("local vc = ViewController{viewDidLoad = 5}\nlocal v = vc.view",
         "s.lua:1: bad value for 'viewDidLoad' of ViewController (function expected, got number)"),
        ("local vc = ViewController{loadView = function(self) end}\nlocal v = vc.view",
         "s.lua:2: <ViewController: ViewController#2>: loadView must set view"),
        ("local vc = ViewController{viewDidLoad = function(self)\n  error('no view today')\nend}\nlocal v = vc.view",
         "s.lua:2: no view today"),
    ] as [(String, String)])
    func errorsNameTheScriptLine(source: String, expected: String) throws {
        let (s, _) = try stage()
        #expect(s.failure(source) == expected)
    }

    @Test func anErrorInsidePerformNamesItsLine() throws {
        let (s, _) = try stage()
        let message = s.failure("""
        local Broken = {}
        function Broken:perform()
          local x = self.destination.view.frame.nothing.width
        end
        storyboard.scene('a', function() return ViewController{} end)
        storyboard.scene('b', function() return ViewController{} end)
        storyboard.segue{from = 'a', to = 'b', identifier = 'go', class = Broken}
        local a = storyboard.instantiate('a')
        window.rootViewController = a
        a:performSegue('go')
        """)
        #expect(message == "s.lua:3: attempt to index a nil value (field 'nothing')")
    }

    @Test func presentCompletionErrorsSayWhichAndWhere() throws {
        let (s, _) = try stage()
        try s.run("""
        local root = ViewController{}
        window.rootViewController = root
        root:present(ViewController{}, false, function()
          error('late')
        end)
        """, chunkName: "@p.lua", settling: false)
        do {
            try s.settle()
            Issue.record("no error")
        } catch let e as LuaError {
            #expect(e.message == "p.lua:4: late (in the completion of the presentation at p.lua:3)")
        }
    }

    @Test func ignoredPresentationsWarnWithTheScriptsLine() throws {
        let (s, out) = try stage()
        try s.run("""
        local root = ViewController{name = 'root'}
        window.rootViewController = root
        root:present(ViewController{name = 'a'}, false)
        local loose = ViewController{name = 'loose'}
        root:present(ViewController{name = 'b'}, false)
        loose:present(ViewController{name = 'c'}, false)
        root.presentedViewController.viewWillAppear = function(self) end
        root:dismiss(false, function() print('dismissed', root.presentedViewController) end)
        root:dismiss(false, function() print('never') end)
        """, chunkName: "@w.lua")
        #expect(out.warnings == [
            "w.lua:5: Attempt to present <ViewController: b> on <ViewController: root> which is already presenting <ViewController: a>",
            "w.lua:6: Attempt to present <ViewController: c> on <ViewController: loose> whose view is not in the window hierarchy!",
        ])
        #expect(out.lines == ["dismissed\tnil"])
    }

    @Test func overridesMayBeAssignedLaterAndReceiveTheirArguments() throws {
        let (s, out) = try stage()
        try s.run("""
        local vc = ViewController{name = 'late'}
        vc.viewDidLoad = function(self) print('loaded', self == vc, self.view.frame) end
        vc.viewWillAppear = function(self, animated) print('will appear', animated, self.isBeingPresented) end
        vc.loadView = function(self) self.view = View{frame = Rect(0, 0, 10, 20)} end
        window.rootViewController = vc
        print(vc.isViewLoaded, window.rootViewController.view.frame)
        """, chunkName: "=o")
        #expect(out.lines == ["loaded\ttrue\tRect(0, 0, 10, 20)", "will appear\tfalse\tfalse",
                              "true\tRect(0, 0, 393, 852)"])
    }

    /// docs/lua-reference.md: `ViewController.name` "defaults to the storyboard identifier" —
    /// `tostring` and the timeline used it, but reading `name` gave nil.
    @Test func aSceneControllersNameDefaultsToItsIdentifier() throws {
        let (s, out) = try stage()
        try s.run("""
        storyboard.scene('blue', function() return ViewController{} end)
        storyboard.scene('green', function() return ViewController{name = 'mine'} end)
        local blue = storyboard.instantiate('blue')
        print(blue.name, blue, storyboard.instantiate('green').name, ViewController{}.name)
        blue.name = 'renamed'; print(blue.name)
        blue.name = nil; print(blue.name)
        """, chunkName: "=n")
        #expect(out.lines == ["blue\tViewController \"blue\"\tmine\tnil", "renamed", "blue"])
    }

    /// Apple: `isBeingPresented` and `isBeingDismissed` are bookended by the will and did
    /// calls — true in both, false once the did call has returned (animated or not).
    @Test func beingPresentedAndDismissedHoldThroughTheDidCalls() throws {
        let (s, out) = try stage()
        try s.run("""
        local root = ViewController{name = 'root'}; window.rootViewController = root
        local a = ViewController{name = 'a'}
        for _, name in ipairs{'viewWillAppear', 'viewDidAppear', 'viewWillDisappear', 'viewDidDisappear'} do
          a[name] = function(self) print(name, self.isBeingPresented, self.isBeingDismissed) end
        end
        root:present(a, true, function() print('completion', a.isBeingPresented) end)
        clock.runUntilIdle()
        root:dismiss(false)
        print('after', a.isBeingPresented, a.isBeingDismissed)
        """, chunkName: "=b")
        #expect(out.lines == ["viewWillAppear\ttrue\tfalse", "viewDidAppear\ttrue\tfalse", "completion\tfalse",
                              "viewWillDisappear\tfalse\ttrue", "viewDidDisappear\tfalse\ttrue",
                              "after\tfalse\tfalse"])
    }

    @Test func heldControllersKeepTheirLuaSideAndLetGoWhenDismissed() throws {
        let (s, out) = try stage()
        try s.run("""
        do
          local root = ViewController{name = 'root', note = 'kept'}
          window.rootViewController = root
          local label = Label{text = 'on the covered view'}
          root.view:addSubview(label)
          root.view.label = label
          local p = ViewController{name = 'p'}
          p.note = 'presented'
          root:present(p, false)
          root.viewWillAppear = function(self) print('back', self.note, self.view.label.text) end
        end
        """, chunkName: "=a")
        s.lua.collectGarbage()
        // the root's view left the window (fullScreen), but the root still holds it
        weak let presented = s.engine.window.rootViewController?.presentedViewController
        #expect(presented != nil)
        try s.run("""
        local root = window.rootViewController
        assert(root.note == 'kept' and root.presentedViewController.note == 'presented')
        assert(root.view.window == nil and root.view.label.text == 'on the covered view')
        root:dismiss(false)
        """, chunkName: "=b")
        #expect(out.lines == ["back\tkept\ton the covered view"])
        s.lua.collectGarbage()
        #expect(presented == nil)                  // dismissed and unreferenced: gone
    }
}

extension Stage {
    /// Runs a chunk; with `settling: false` the run-loop queue is left for the test to drain.
    func run(_ source: String, chunkName: String, settling: Bool) throws {
        if settling { try run(source, chunkName: chunkName) } else { try runtime.run(source, chunkName: chunkName) }
    }
}
