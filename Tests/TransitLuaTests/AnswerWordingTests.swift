import Lua
import Testing
import TransitCore
@testable import TransitLua

/// A protocol method's answer is named by its type only when it is refused (twins108): the
/// type's name was made at every call, read only by the error. Each message is main's binary's
/// (`transit run`, 413bcd90), and a nil answer still takes UIKit's default.
@Suite struct AnswerWordingTests {
    /// Line 1: `custom` controller "a" whose delegate vends a presentation controller with the
    /// overrides `P.fields` holds (PresentationStageTests' set-up).
    static let presentation = PresentationStageTests.setUp
    /// Line 1: "a" presented by `Fade`, vended by its transitioning delegate
    /// (TransitionStageTests' set-up).
    static let fade = TransitionStageTests.setUp

    @Test(arguments: [
        (presentation + "P.fields.shouldRemovePresentersView = function() return 1 end\nroot:present(a, true)",
         "s.lua:3: shouldRemovePresentersView of <PresentationController: a> must return a boolean, got number"),
        (presentation + "P.fields.frameOfPresentedViewInContainerView = function() return nil end\nroot:present(a, true)",
         "s.lua:3: frameOfPresentedViewInContainerView of <PresentationController: a> must return a Rect, got nil"),
        // an answer taken (the frame), then one refused: the refused one's type
        (presentation + "P.fields.frameOfPresentedViewInContainerView = function() return Rect(0, 0, 10, 10) end\nP.fields.shouldRemovePresentersView = function() return 'yes' end\nroot:present(a, true)",
         "s.lua:4: shouldRemovePresentersView of <PresentationController: a> must return a boolean, got string"),
        (fade + "Fade.transitionDuration = {}\nroot:present(a, true)",
         "s.lua:3: the animator animationControllerForPresented returned has no 'transitionDuration' function (got table)"),
        (fade + "function Fade:transitionDuration() return nil end\nroot:present(a, true)",
         "s.lua:3: transitionDuration of the animator for present #1 a on root must return a number of seconds, got nil"),
        (fade + "function Fade:transitionDuration() return View{} end\nroot:present(a, true)",
         "s.lua:3: transitionDuration of the animator for present #1 a on root must return a number of seconds, got View"),
        (fade + "a.transitioningDelegate.interactionControllerForPresentation = function() return 42 end\nroot:present(a, true)",
         "s.lua:3: interactionControllerForPresentation of the transitioning delegate of <ViewController: a> must return a PercentDrivenInteractiveTransition, a table with startInteractiveTransition, or nil; got number"),
    ] as [(String, String)])
    func aRefusedAnswerIsNamedByItsType(source: String, expected: String) throws {
        let (s, _) = try stage()
        #expect(s.failure(source) == expected)
    }

    /// nil from `animationControllerForPresented`, `presentationControllerForPresented` and
    /// `interactionControllerForPresentation`: UIKit's default presentation, no error.
    @Test func nilAnswersTakeTheDefault() throws {
        let (s, out) = try stage()
        try s.run(Self.fade + """
            a.transitioningDelegate.animationControllerForPresented = function() return nil end
            a.transitioningDelegate.presentationControllerForPresented = function() return nil end
            a.transitioningDelegate.interactionControllerForPresentation = function() return nil end
            root:present(a, true)
            clock.runUntilIdle()
            print(a.presentingViewController == root, a.view.window ~= nil)
            """, chunkName: "=s")
        #expect(out.lines == ["true\ttrue"])
    }

    /// A callable table is a method (a spy): its answer is the duration, and no type is named.
    @Test func aCallableTableIsAMethod() throws {
        let (s, out) = try stage()
        try s.run(Self.fade + """
            local seen = 0
            Fade.transitionDuration = setmetatable({}, {__call = function() seen = seen + 1; return 0.5 end})
            root:present(a, true)
            clock.runUntilIdle()
            print(seen, a.presentingViewController == root)
            """, chunkName: "=s")
        #expect(out.lines == ["1\ttrue"])
    }
}
