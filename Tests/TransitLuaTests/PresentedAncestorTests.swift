import Testing
import TransitCore
@testable import TransitLua

/// `vc.presentedViewController` answers as UIKit's: "The view controller that is presented by
/// this view controller, or one of its ancestors in the view controller hierarchy"; "the view
/// controller that called the method has this property set to the view controller that it
/// presented" (`UIViewController.presentedViewController`, developer.apple.com). A child of a
/// navigation stack presents through its navigation controller; it answered nil.
@Suite struct PresentedAncestorTests {
    @Test func aChildOfAStackAnswersWhatTheStackPresents() throws {
        let (s, box) = try stage()
        #expect(s.failure("""
            local first = ViewController{name = 'first'}
            local nav = NavigationController{name = 'nav', rootViewController = first}
            window.rootViewController = nav
            local m = ViewController{name = 'm'}
            first:present(m, false)
            clock.runUntilIdle()
            local function name(vc) return vc and vc.name end
            print(name(first.presentedViewController), name(nav.presentedViewController), name(m.presentingViewController))
            m:dismiss(false)
            clock.runUntilIdle()
            print(name(first.presentedViewController), name(nav.presentedViewController))
            """, name: "p.lua") == nil)
        #expect(box.lines == ["m\tm\tnav", "nil\tnil"])
    }
}
