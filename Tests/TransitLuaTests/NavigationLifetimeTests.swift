import Testing
@testable import TransitLua

/// A navigation controller's Lua side keeps its stack's (docs/controllers.md, "Lifetime"), as
/// a tab bar controller's keeps its tabs': a controller the script holds nowhere keeps its
/// overrides while in the stack, however it got there, and is Lua's to collect once popped.
/// (Before: `NavigationController{rootViewController = ViewController{…}}` as the root, or a
/// pushed controller made inline, lost its overrides at the next collection — on screen.)
@Suite struct NavigationLifetimeTests {
    @Test func aStacksControllersKeepTheirOverridesWhileInTheStack() throws {
        let (s, box) = try stage()
        let values = try s.lua.run("""
            local weak = setmetatable({}, {__mode = 'v'})
            window.rootViewController = NavigationController{rootViewController =
              ViewController{viewWillAppear = function() print('root appears') end}}
            collectgarbage(); collectgarbage()
            local nav = window.rootViewController
            do
              local p = ViewController{viewWillDisappear = function() print('pushed disappears') end}
              weak[1] = p
              nav:pushViewController(p, false)
            end
            collectgarbage(); collectgarbage()
            nav:popViewController(false)
            clock.runUntilIdle()
            collectgarbage(); collectgarbage()
            return weak[1] == nil
            """, chunkName: "@n.lua")
        #expect(values == [.boolean(true)])
        #expect(box.lines == ["root appears", "pushed disappears", "root appears"], "\(box.lines)")
    }
}
