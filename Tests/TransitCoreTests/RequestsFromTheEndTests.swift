import Testing
@testable import TransitCore

/// A present or dismiss asked for from the end of a modal transition (a `did` override) waits
/// until that end is over, so every controller's appearance calls stay balanced: a will, then
/// its did, never a did after the opposite will.
@Suite struct RequestsFromTheEndTests {
    /// The regression: the dismiss ran inside `a.viewDidAppear`, before the root's
    /// `viewDidDisappear`, which then came last — the root on screen, its last call saying it
    /// disappeared, and no `viewWillAppear`/`viewDidAppear` for it.
    @Test func aDismissFromViewDidAppearWaitsForThePresentersViewDidDisappear() throws {
        let (engine, root, log) = try rootedEngine()
        let a = Recorder(engine, "a", log)
        var warnings: [String] = []
        engine.onWarning = { warnings.append($0.description) }
        a.onDidAppear = { [unowned a] in
            try a.dismiss(animated: false, origin: "s.lua:6") { log("dismiss completion") }
        }
        try root.present(a, animated: false, origin: "s.lua:9") { log("present completion") }
        try engine.clock.drainAsync()
        #expect(log.entries == [
            "a.viewDidLoad", "root.viewWillDisappear", "a.viewWillAppear", "a.viewDidAppear", "root.viewDidDisappear",
            "a.viewWillDisappear", "root.viewWillAppear", "root.viewDidAppear", "a.viewDidDisappear",
            "present completion", "dismiss completion",
        ])
        #expect(warnings.isEmpty)
        #expect(root.presentedViewController == nil && a.presentationState == .idle && root.isAppeared)
        #expect(engine.windowSubviewNames == ["root"])
    }

    /// Animated: the present's completion (run inside `completeTransition`) comes before the
    /// dismissal it deferred begins.
    @Test func anAnimatedPresentCompletesBeforeTheDismissItsEndAskedFor() throws {
        let (engine, root, log) = try rootedEngine()
        let a = Recorder(engine, "a", log)
        a.onDidAppear = { [unowned a] in try a.dismiss(animated: false) }
        try root.present(a, animated: true) { log("present completion") }
        try engine.runUntilIdle()
        #expect(log.entries == [
            "a.viewDidLoad", "root.viewWillDisappear", "a.viewWillAppear", "a.viewDidAppear", "root.viewDidDisappear",
            "present completion",
            "a.viewWillDisappear", "root.viewWillAppear", "root.viewDidAppear", "a.viewDidDisappear",
        ])
        #expect(root.presentedViewController == nil && engine.windowSubviewNames == ["root"])
    }

    /// A present from the presenter's `viewDidAppear` at the end of a dismissal waits for the
    /// dismissed controller's `viewDidDisappear`; two requests run in the order asked.
    @Test func presentsAskedForDuringADismissalsEndRunInOrderAfterIt() throws {
        let (engine, root, log) = try rootedEngine()
        let a = Recorder(engine, "a", log), b = Recorder(engine, "b", log), c = Recorder(engine, "c", log)
        try root.present(a, animated: false)
        try engine.clock.drainAsync()
        log.entries.removeAll()
        var warnings: [String] = []
        engine.onWarning = { warnings.append($0.description) }
        root.onDidAppear = { [unowned root] in
            root.onDidAppear = nil
            try root.present(b, animated: false, origin: "s.lua:1")
            try root.present(c, animated: false, origin: "s.lua:2")   // root presents b by then
        }
        try root.dismiss(animated: false)
        #expect(log.entries == [
            "a.viewWillDisappear", "root.viewWillAppear", "root.viewDidAppear", "a.viewDidDisappear",
            "b.viewDidLoad", "root.viewWillDisappear", "b.viewWillAppear", "b.viewDidAppear", "root.viewDidDisappear",
        ])
        #expect(warnings == ["s.lua:2: Attempt to present <ViewController: c> on <ViewController: root> which is already presenting <ViewController: b>"])
        #expect(root.presentedViewController === b && c.presentationState == .idle)
    }

    /// A deferred request that UIKit raises on throws out of the call whose end ran it; that
    /// transition stays complete, and the next end does not run the request again.
    @Test func aDeferredRequestsErrorComesOutOfTheEndThatRanIt() throws {
        let (engine, root, log) = try rootedEngine()
        let a = Recorder(engine, "a", log)
        var asked = 0
        a.onDidAppear = { [unowned a] in
            asked += 1
            try a.present(a, animated: false, origin: "s.lua:4")      // an active controller: UIKit raises
        }
        let error = coreError { try root.present(a, animated: false, origin: "s.lua:9") }
        // raised by the call that ended the transition: the message says where it was asked for
        #expect(error?.message == "Application tried to present modally an active controller <ViewController: a>. (asked for at s.lua:4, from a transition's end)")
        #expect(root.presentedViewController === a && a.presentationState == .presented)
        a.onDidAppear = nil
        try root.dismiss(animated: false)
        try engine.clock.drainAsync()
        #expect(asked == 1 && root.presentedViewController == nil)
    }

    /// Non-animated transitions asking for each other from their ends (a dismiss in
    /// `viewDidAppear`, a present again in the presenter's) run one after another, not inside
    /// each other — nested, they grew the native stack until the process died (SIGSEGV at ~700
    /// cycles) — and a loop of them stops with an error after 1,000, the engine consistent.
    @Test func aLoopOfTransitionsAskingForEachOtherStopsWithAnError() throws {
        let (engine, root, log) = try rootedEngine()
        let a = Recorder(engine, "a", log)
        var cycles = 0
        a.onDidAppear = { [unowned a] in try a.dismiss(animated: false, origin: "s.lua:6") }
        root.onDidAppear = { [unowned root, unowned a] in
            cycles += 1
            try root.present(a, animated: false, origin: "s.lua:9")
        }
        let error = coreError { try root.present(a, animated: false, origin: "s.lua:10") }
        #expect(error?.kind == .runaway)
        #expect(error?.message == "more than 1000 presents and dismissals asked for from transitions' ends in a row, the last at s.lua:6: a loop of transitions beginning each other?")
        #expect(cycles == 500)
        // consistent: a is presented (the last present ran; its dismiss was the one dropped)
        #expect(root.presentedViewController === a && a.presentationState == .presented)
        a.onDidAppear = nil
        root.onDidAppear = nil
        try root.dismiss(animated: false)
        try engine.clock.drainAsync()
        #expect(root.presentedViewController == nil && engine.windowSubviewNames == ["root"])
    }

    /// What an animated present's completion asks for waits behind what its overrides asked
    /// for first: the dismiss asked for in `viewDidAppear` runs, then the completion's present
    /// (from the dismissed controller: UIKit's warning) — it ran first and the dismiss was
    /// dropped, its completion never called.
    @Test func theCompletionsRequestsWaitBehindTheOverrides() throws {
        let (engine, root, log) = try rootedEngine()
        let a = Recorder(engine, "a", log), x = Recorder(engine, "x", log)
        var warnings: [String] = []
        engine.onWarning = { warnings.append($0.description) }
        a.onDidAppear = { [unowned a] in
            try a.dismiss(animated: false, origin: "s.lua:6") { log("dismiss completion") }
        }
        try root.present(a, animated: true) { [unowned a] in
            log("present completion")
            try a.present(x, animated: false, origin: "s.lua:12")
        }
        try engine.runUntilIdle()
        #expect(log.entries.suffix(6) == ["present completion", "a.viewWillDisappear", "root.viewWillAppear",
                                         "root.viewDidAppear", "a.viewDidDisappear", "dismiss completion"])
        #expect(warnings == ["s.lua:12: Attempt to present <ViewController: x> on <ViewController: a> whose view is not in the window hierarchy!"])
        #expect(root.presentedViewController == nil && x.presentationState == .idle)
    }

    /// One waiting request's failure does not drop the next: both run, in order, and the first
    /// error comes out — the dismiss after a refused present still closes `a`.
    @Test func aFailingRequestDoesNotDropTheNext() throws {
        let (engine, root, log) = try rootedEngine()
        let a = Recorder(engine, "a", log)
        var dismissed = false
        a.onDidAppear = { [unowned a] in
            a.onDidAppear = nil
            try a.present(a, animated: false, origin: "s.lua:4")      // an active controller: UIKit raises
            try a.dismiss(animated: false, origin: "s.lua:5") { dismissed = true }
        }
        let error = coreError { try root.present(a, animated: false, origin: "s.lua:9") }
        #expect(error?.message == "Application tried to present modally an active controller <ViewController: a>. (asked for at s.lua:4, from a transition's end)")
        try engine.clock.drainAsync()
        #expect(dismissed && root.presentedViewController == nil && a.presentationState == .idle)
        #expect(engine.windowSubviewNames == ["root"])
    }

    /// Two waiting requests that both fail: each error is thrown once — the first by the call
    /// whose end ran them, the second by an async action at the same tick (it was dropped).
    @Test func everyFailingRequestsErrorIsThrownOnce() throws {
        let (engine, root, log) = try rootedEngine()
        let a = Recorder(engine, "a", log)
        a.onDidAppear = { [unowned a, unowned root] in
            a.onDidAppear = nil
            try a.present(a, animated: false, origin: "s.lua:4")      // an active controller: UIKit raises
            try a.present(root, animated: false, origin: "s.lua:5")   // the root: likewise
        }
        let first = coreError { try root.present(a, animated: false, origin: "s.lua:9") }
        #expect(first?.message == "Application tried to present modally an active controller <ViewController: a>. (asked for at s.lua:4, from a transition's end)")
        let second = coreError { try engine.clock.drainAsync() }
        #expect(second?.message == "Application tried to present modally an active controller <ViewController: root>. (asked for at s.lua:5, from a transition's end)")
        #expect(engine.clock.now == 0)
        try engine.runUntilIdle()                   // nothing more
        #expect(root.presentedViewController === a && a.presentationState == .presented)
    }
}
