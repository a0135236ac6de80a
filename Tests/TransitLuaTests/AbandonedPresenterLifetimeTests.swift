import Testing
import TransitCore
@testable import TransitLua

/// A presenter the script drops while it presents — a child removed, a tab taken out of the
/// list, a controller popped, with a Current Context presentation over it — while the engine
/// lives (a long REPL session, a long `transit run`).
///
/// UIKit keeps such a presentation: `UIPresentationController` holds its presenting and
/// presented controllers strongly (UIPresentationController.h: `@property(nonatomic, strong,
/// readonly) UIViewController *presentingViewController` and `… *presentedViewController`),
/// the presented controller keeps its presentation controller, and only a dismissal breaks
/// that cycle — "the presenting controller is abandoned without dismissing its presented
/// controller" is a leak on devices (Showmax engineering, "Preventing memory leak when not
/// dismissing modally-presented UIViewController in iOS", 2019). So the engine holds it too
/// until it is dismissed (and frees it with the stage: PresentedOutOfHierarchyLifetimeTests);
/// dismissed, even from a presenter out of the hierarchy, both are collected while the stage
/// lives.
@Suite struct AbandonedPresenterLifetimeTests {
    /// After the presenter left the hierarchy and the script dropped it: with `DISMISS`, the
    /// script still holds the presented controller (`KEEP`), which dismisses itself — UIKit
    /// forwards that to its presenter — then lets it go. Returns whether the presenter and
    /// the presented controller are alive, and whether the presented one still answers its
    /// presenter, after a full collection.
    static let tail = """
        collectgarbage(); collectgarbage()
        local answered
        if KEEP then
          answered = KEEP.presentingViewController == weak.presenter and weak.presenter ~= nil
          KEEP:dismiss(false); clock.runUntilIdle()
          KEEP = nil
          collectgarbage(); collectgarbage()
          return weak.presenter ~= nil, weak.p ~= nil, answered
        end
        return weak.presenter ~= nil, weak.p ~= nil, weak.p and weak.p.presentingViewController == weak.presenter
        """

    static let child = """
        local box = ViewController{name = 'box'}
        window.rootViewController = box; clock.runUntilIdle()
        local weak = setmetatable({}, {__mode = 'v'})
        do
          local child = ViewController{name = 'child'}; child.definesPresentationContext = true
          box:addChild(child); box.view:addSubview(child.view); child:didMove(box)
          local p = ViewController{name = 'p'}; p.modalPresentationStyle = 'overCurrentContext'
          child:present(p, false); clock.runUntilIdle()
          child:willMove(nil); child.view:removeFromSuperview(); child:removeFromParent()
          clock.runUntilIdle()
          weak.presenter, weak.p = child, p
          assert(p.presentingViewController == child and child.presentedViewController == p)
          if DISMISS then KEEP = p end
        end
        """ + "\n" + tail

    static let tab = """
        local a, b = ViewController{name = 'a'}, ViewController{name = 'b'}
        a.definesPresentationContext = true
        local tabs = TabBarController{name = 'tabs', viewControllers = {a, b}}
        window.rootViewController = tabs; clock.runUntilIdle()
        local weak = setmetatable({}, {__mode = 'v'})
        do
          local p = ViewController{name = 'p'}; p.modalPresentationStyle = 'currentContext'
          a:present(p, false); clock.runUntilIdle()
          tabs.viewControllers = {b}; clock.runUntilIdle()
          weak.presenter, weak.p = a, p
          if DISMISS then KEEP = p end
        end
        a = nil
        """ + "\n" + tail

    static let popped = """
        local root = ViewController{name = 'root'}
        local nav = NavigationController{name = 'nav', rootViewController = root}
        window.rootViewController = nav; clock.runUntilIdle()
        local weak = setmetatable({}, {__mode = 'v'})
        do
          local top = ViewController{name = 'top'}; top.definesPresentationContext = true
          nav:pushViewController(top, false); clock.runUntilIdle()
          local p = ViewController{name = 'p'}; p.modalPresentationStyle = 'currentContext'
          top:present(p, false); clock.runUntilIdle()
          nav:popViewController(false); clock.runUntilIdle()
          weak.presenter, weak.p = top, p
          if DISMISS then KEEP = p end
        end
        """ + "\n" + tail

    /// Kept while presented, as UIKit's: the presenter and the presented controller, each
    /// with the other, while the stage lives and nothing in the script refers to them.
    @Test(arguments: [("a removed child", child), ("a removed tab", tab), ("a popped controller", popped)])
    func anUndismissedPresentationIsKept(what: String, script: String) throws {
        let (s, _) = try stage()
        let values = try s.lua.run("DISMISS = false\n" + script, chunkName: "@kept.lua")
        #expect(values == [.boolean(true), .boolean(true), .boolean(true)], "\(what)")
    }

    /// Dismissed — by the presented controller, whose presenter is out of the hierarchy — both
    /// go while the stage lives: no Lua anchor and no Swift reference of the engine outlives
    /// the dismissal. (Before, the dropped presenter was freed at once, the presented one
    /// answered no presenter and its dismissal did nothing: held until the engine ended.)
    @Test(arguments: [("a removed child", child), ("a removed tab", tab), ("a popped controller", popped)])
    func aDismissedOneIsCollectedWhileTheStageLives(what: String, script: String) throws {
        let (s, _) = try stage()
        weak var presented: ViewController?
        let chain = s.engine.presentationObserver
        s.engine.presentationObserver = { controller, held in
            if controller.name == "p" { presented = controller }
            chain?(controller, held)
        }
        let values = try s.lua.run("DISMISS = true\n" + script, chunkName: "@gone.lua")
        #expect(values == [.boolean(false), .boolean(false), .boolean(true)], "\(what)")
        #expect(presented == nil, "\(what): the presented controller outlived its dismissal on the Swift side")
        #expect(s.engine.window.rootViewController != nil)          // the stage is alive
    }
}
