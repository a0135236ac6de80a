import Testing
@testable import TransitCore

/// A covered presenter whose view a script unloaded (`root.view = nil`) while a fullScreen
/// presentation covered it. UIKit's dismissal asks for the presenter's view
/// (`presentingViewController.view`), which loads lazily — `loadView`, then `viewDidLoad` —
/// and puts that view back in the window.
@Suite struct UnloadedPresenterTests {
    @Test(arguments: [false, true])
    func aDismissalReloadsTheCoveredPresentersViewAndPutsItBack(animated: Bool) throws {
        let (engine, root, log) = try rootedEngine()
        let green = Recorder(engine, "green", log)
        try root.present(green, animated: false)
        try engine.runUntilIdle()
        let old = try root.view
        #expect(old.window == nil)                          // fullScreen: it left the window
        try root.setView(nil)
        log.entries.removeAll()
        try root.dismiss(animated: animated)
        try engine.runUntilIdle()
        let view = try #require(root.viewIfLoaded)
        #expect(view !== old)
        #expect(engine.windowSubviewNames == ["root"])
        #expect(view.superview === engine.window && view.frame == engine.window.bounds)
        #expect(log.entries.prefix(3) == ["root.viewDidLoad", "green.viewWillDisappear", "root.viewWillAppear"])
        #expect(log.entries.suffix(2) == ["root.viewDidAppear", "green.viewDidDisappear"])
        #expect(root.presentedViewController == nil && green.presentationState == .idle)
    }
}
