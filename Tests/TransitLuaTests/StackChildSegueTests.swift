import Testing
import TransitCore
@testable import TransitLua

/// A stack's child presents through its navigation controller (StackChildPresentationTests):
/// an unwind segue still finds it in the presenting stack, and a transitioning delegate is
/// told the child as `source` ("the view controller whose present method was called").
@Suite struct StackChildSegueTests {
    @Test func anUnwindFindsItsDestinationInThePresentingStack() throws {
        let (s, box) = try stage()
        #expect(s.failure("""
            storyboard.scene("blue", function() return ViewController{name = "blue"} end)
            storyboard.scene("green", function() return ViewController{name = "green"} end)
            storyboard.segue{from = "blue", to = "green", identifier = "toGreen"}
            storyboard.unwind{from = "green", to = "blue", identifier = "back"}
            local blue = storyboard.instantiate("blue")
            local nav = NavigationController{name = "nav", rootViewController = blue}
            window.rootViewController = nav
            blue:performSegue("toGreen")
            clock.runUntilIdle()
            print(nav.presentedViewController)
            nav.presentedViewController:performSegue("back")
            clock.runUntilIdle()
            print(nav.presentedViewController)
            """, name: "u.lua") == nil)
        #expect(box.lines == ["ViewController \"green\"", "nil"])
    }

    @Test func theDelegateIsToldTheChildAsSource() throws {
        let (s, box) = try stage()
        #expect(s.failure("""
            local child = ViewController{name = "child"}
            window.rootViewController = NavigationController{name = "nav", rootViewController = child}
            local p = ViewController{name = "p", modalPresentationStyle = "custom"}
            p.transitioningDelegate = {
              animationControllerForPresented = function(_, presented, presenting, source)
                print(presented.name, presenting.name, source.name)
              end,
              presentationControllerForPresented = function(_, presented, presenting, source)
                print(presented.name, presenting.name, source.name)
              end,
            }
            child:present(p, true)
            clock.runUntilIdle()
            """, name: "d.lua") == nil)
        #expect(box.lines == ["p\tnav\tchild", "p\tnav\tchild"])
    }
}
