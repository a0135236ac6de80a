import Testing
@testable import TransitLua

/// A tab bar controller's Lua side keeps its tabs' (docs/controllers.md, "Lifetime": "A
/// container's Lua side keeps its children's while they are its children"), as a custom
/// container's keeps its added children's: a tab the script holds nowhere keeps its fields and
/// overrides while it is a tab, and is Lua's to collect once it is not. (Before: a tab's
/// fields and overrides were gone at the next collection, on screen or not.)
@Suite struct TabBarLifetimeTests {
    @Test func aTabsLuaSideIsKeptWhileATabAndCollectedAfter() throws {
        let (s, _) = try stage()
        let values = try s.lua.run("""
            local weak = setmetatable({}, {__mode = 'v'})
            local tabs
            do
              local a = ViewController{name = 'a'}
              a.note = 'kept'
              local b = ViewController{name = 'b', viewWillAppear = function(self) self.seen = true end}
              tabs = TabBarController{viewControllers = {a}}
              tabs:setViewControllers({a, b}, false)
              weak.a, weak.b = a, b
            end
            window.rootViewController = tabs
            collectgarbage(); collectgarbage()
            tabs.selectedIndex = 2
            local note, seen = tabs.viewControllers[1].note, tabs.viewControllers[2].seen
            tabs.viewControllers = {tabs.viewControllers[2]}
            collectgarbage(); collectgarbage()
            return note, seen == true, weak.a == nil, weak.b ~= nil
            """, chunkName: "@t.lua")
        #expect(values == [.string("kept"), .boolean(true), .boolean(true), .boolean(true)])
    }
    /// The children are kept by each change's difference (Engine.childrenObserver gets the
    /// list before it): a reorder keeps every tab, a tab replaced in the middle is let go and
    /// its replacement kept, and a popped stack's controller goes while the rest stay.
    @Test func eachChangeKeepsWhatItAddsAndLetsGoWhatItTakes() throws {
        let (s, _) = try stage()
        let values = try s.lua.run("""
            local weak = setmetatable({}, {__mode = 'v'})
            local function C(name) local vc = ViewController{name = name}; vc.note = name; weak[name] = vc; return vc end
            local tabs = TabBarController{viewControllers = {C('a'), C('b'), C('c')}}
            local v = tabs.viewControllers
            tabs.viewControllers = {v[3], v[1], v[2]}                 -- a reorder
            v = nil
            collectgarbage(); collectgarbage()
            local kept = weak.a ~= nil and weak.b ~= nil and weak.c ~= nil
            v = tabs.viewControllers
            tabs.viewControllers = {v[1], C('d'), v[3]}               -- a's place taken by d
            v = nil
            collectgarbage(); collectgarbage()
            local replaced = weak.a == nil and weak.d ~= nil and tabs.viewControllers[2].note == 'd'
            local nav = NavigationController{rootViewController = C('r')}
            nav:pushViewController(C('p'), false)
            nav:pushViewController(C('q'), false)
            nav:popViewController(false)
            collectgarbage(); collectgarbage()
            return kept, replaced, weak.q == nil, weak.p ~= nil and nav.topViewController.note == 'p', weak.r ~= nil
            """, chunkName: "@t.lua")
        #expect(values == [.boolean(true), .boolean(true), .boolean(true), .boolean(true), .boolean(true)])
    }
}
