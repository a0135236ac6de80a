import Lua
import Testing
@testable import TransitLua

/// Any value whose metatable has `__call` is taken wherever a function callback is — as
/// `lua_call` takes it: luassert's `spy.new(fn)` is such a table, and was refused as a
/// completion, an animations block, a curve or a gesture's action ("function expected, got
/// table"; the gesture read it as an options table: "unknown key 'callback'").
@Suite struct CallableCallbackTests {
    /// A callable table that counts its calls and records its first argument.
    static let setup = """
    local function spy(fn)
      local s = {calls = 0, args = {}}
      return setmetatable(s, {__call = function(self, ...)
        self.calls = self.calls + 1
        self.args[#self.args + 1] = tostring((...))
        if fn then return fn(...) end
      end})
    end
    local v = View{frame = Rect(0, 0, 50, 50)}; window:addSubview(v)

    """

    func printed(_ source: String) throws -> [String] {
        let (s, out) = try stage()
        try s.run(Self.setup + source, chunkName: "@t.lua")
        return out.lines
    }

    @Test func completionsBlocksAndCurves() throws {
        let lines = try printed("""
        local done, block = spy(), spy(function() v.alpha = 0 end)
        local curve = spy(function(t) return t end)
        View.animate(0.1, block, done)
        View.animate{duration = 0.1, animations = spy(function() v.center = Point(1, 1) end), curve = curve}
        clock.advance(1)
        print(block.calls, done.calls, done.args[1], curve.calls > 0)
        """)
        #expect(lines == ["1\t1\ttrue\ttrue"])
    }

    @Test func timelineCallsAndAnimatorCallbacks() throws {
        let lines = try printed("""
        local call, added, completion = spy(), spy(function() v.alpha = 0.5 end), spy()
        local tl = Timeline{}
        tl:call(call, 0.2)
        tl:add(call, 0.4)
        local a = PropertyAnimator{duration = 0.2, curve = "linear", animations = spy(function() v.alpha = 0 end)}
        a:addAnimations(added)
        a:addCompletion(completion)
        a:startAnimation()
        clock.advance(1)
        print(call.calls, added.calls, completion.calls, completion.args[1])
        """)
        #expect(lines == ["2\t1\t1\tend"])
    }

    /// A zoom's provider is checked when `Transition.zoom` is called and again when the
    /// transition reads it: both take a callable.
    @Test func aZoomsSourceViewProvider() throws {
        let lines = try printed("""
        local grid = ViewController{name = "grid"}
        window.rootViewController = grid
        local cell = View{name = "cell", frame = Rect(20, 100, 100, 100)}
        grid.view:addSubview(cell)
        local detail = ViewController{name = "detail"}
        local provider = spy(function() return cell end)
        detail.preferredTransition = Transition.zoom{sourceViewProvider = provider}
        grid:present(detail, true)
        clock.advance(1)
        print(provider.calls > 0, detail.view.frame == window.bounds)
        """)
        #expect(lines == ["true\ttrue"])
    }

    @Test func gestureActionsAsArgumentAndField() throws {
        let lines = try printed("""
        local one, two = spy(), spy()
        local w = View{frame = Rect(100, 0, 50, 50)}; window:addSubview(w)
        v:addGestureRecognizer(TapGestureRecognizer(one))
        w:addGestureRecognizer(TapGestureRecognizer{action = two})
        window:tap(5, 5)
        window:tap(105, 5)
        print(one.calls, two.calls)
        print(pcall(TapGestureRecognizer, {callback = 1}))
        print(pcall(TapGestureRecognizer, {action = {}}))
        print(pcall(View.animate, 0.1, {}))
        """)
        #expect(lines == ["1\t1",
                          "false\tt.lua:17: bad argument #1 to 'TapGestureRecognizer' (unknown key 'callback' (expected action, target))",
                          "false\tt.lua:18: bad argument #1 to 'TapGestureRecognizer' (TapGestureRecognizer{…} expects 'action' = a function, or 'target' and 'action' = the name of its method)",
                          "false\tt.lua:19: bad argument #2 to '?' (function expected, got table)"])
    }
}
