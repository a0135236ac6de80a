import Lua
import Testing
import TransitCore
@testable import TransitLua

/// Dropping a stage frees everything: its Lua state (closed, every `__gc` run), its engines,
/// views and controllers — whatever the script left behind (issue 16: a never-started
/// `PropertyAnimator`, a transition left in flight, an interaction, `resetEngine`). Each case
/// holds only weak references and checks they are nil once the stage is gone.
@Suite struct LifetimeTests {
    static let presentation = """
        local root = ViewController{name = 'root'}; window.rootViewController = root
        local a = ViewController{name = 'a'}
        local Fade = {transitionDuration = function() return 0.5 end,
          animateTransition = function(self, ctx)
            local to = ctx:view('to'); ctx.containerView:addSubview(to)
            View.animate(0.5, function() to.alpha = 1 end, function() ctx:completeTransition(not ctx.transitionWasCancelled) end)
          end}
        """

    @Test(arguments: [
        ("nothing", ""),
        ("a never-started animator", "local a = PropertyAnimator{duration = 1, animations = function() end}"),
        ("a global never-started animator", "keep = PropertyAnimator{duration = 1, animations = function() window.alpha = 0.5 end}"),
        ("blocks added to a never-started animator", "keep = PropertyAnimator{duration = 1}\nkeep:addAnimations(function() window.alpha = 0 end)\nkeep:addCompletion(function() end)"),
        ("a finished animator", "local a = PropertyAnimator.runningPropertyAnimator{duration = 1, animations = function() window.alpha = 0.5 end, completion = function() end}\nclock.runUntilIdle()"),
        ("a running animator", "local a = PropertyAnimator.runningPropertyAnimator{duration = 1, animations = function() window.alpha = 0.5 end}\nclock.advance(0.25)"),
        ("a paused animator", "local a = PropertyAnimator{duration = 1, animations = function() window.alpha = 0.5 end}\na:pauseAnimation()\na.fractionComplete = 0.5"),
        ("a completed presentation", presentation + "\na.transitioningDelegate = {animationControllerForPresented = function() return Fade end}\nroot:present(a, true)\nclock.runUntilIdle()"),
        ("a presentation in flight", presentation + "\na.transitioningDelegate = {animationControllerForPresented = function() return Fade end}\nroot:present(a, true)\nclock.advance(0.1)"),
        ("an interaction in flight", presentation + "\nlocal i = PercentDrivenInteractiveTransition()\na.transitioningDelegate = {animationControllerForPresented = function() return Fade end, interactionControllerForPresentation = function() return i end}\nroot:present(a, true)\ni:update(0.3)"),
        ("a finished interaction", presentation + "\nlocal i = PercentDrivenInteractiveTransition()\na.transitioningDelegate = {animationControllerForPresented = function() return Fade end, interactionControllerForPresentation = function() return i end}\nroot:present(a, true)\ni:update(0.3)\ni:finish()\nclock.runUntilIdle()"),
        ("a custom presentation left presented", presentation + "\na.modalPresentationStyle = 'custom'\na.transitioningDelegate = {presentationControllerForPresented = function(self, p, q) local pc = PresentationController{presentedViewController = p, presentingViewController = q}; return pc end}\nroot:present(a, false)\nclock.runUntilIdle()"),
        ("a waiting task", "task(function() wait(10) end)"),
        // rev103b: a delegate told its controller (uikit103) that keeps it — the controller
        // its own delegate, a delegate table stored on the controller holding it — with a push
        // and a tab switch told through it
        ("a navigation controller its own delegate", "local nav = NavigationController{rootViewController = ViewController{}}\nwindow.rootViewController = nav\nnav.didShow = function(self, vc, animated, n) self.seen = n end\nnav.delegate = nav\nnav:push(ViewController{}, true)\nclock.runUntilIdle()"),
        ("a tab bar delegate stored on its controller", "local tabs = TabBarController{viewControllers = {ViewController{}, ViewController{}}}\nwindow.rootViewController = tabs\ntabs.keep = {tabs = tabs, didSelect = function(self, vc, t) self.told = t end}\ntabs.delegate = tabs.keep\nwindow:tap(295, 790)\nclock.runUntilIdle()"),
    ] as [(String, String)])
    func aDroppedStageFreesEverything(what: String, script: String) throws {
        weak var stage: Stage?
        weak var lua: LuaState?
        weak var engine: Engine?
        weak var window: Window?
        do {
            let s = try Stage()
            try s.run(script, chunkName: "@leak.lua")
            stage = s; lua = s.lua; engine = s.engine; window = s.engine.window
        }
        let alive = [("stage", stage as AnyObject?), ("Lua state", lua), ("engine", engine), ("window", window)]
            .filter { $0.1 != nil }.map(\.0)
        #expect(alive.isEmpty, "\(what): still alive: \(alive)")
    }

    /// A completion that raised leaves its transition's later actions in the clock's queue
    /// when the caller stops at the error: the transition's errors held the clock strongly,
    /// and the clock's queue the transition, a cycle that kept the engine, its window and its
    /// views after the stage was gone (LeakSanitizer found it under `make sanitize`).
    @Test func aStageStoppedAtACompletionsErrorFreesEverything() throws {
        weak var stage: Stage?
        weak var engine: Engine?
        weak var window: Window?
        weak var clock: Clock?
        do {
            let s = try Stage()
            try s.run("""
            local root = ViewController{}
            window.rootViewController = root
            root:present(ViewController{}, false, function() error('late') end)
            """, chunkName: "@p.lua", settling: false)
            #expect(throws: LuaError.self) { try s.settle() }
            stage = s; engine = s.engine; window = s.engine.window; clock = s.engine.clock
        }
        let alive = [("stage", stage as AnyObject?), ("engine", engine), ("window", window), ("clock", clock)]
            .filter { $0.1 != nil }.map(\.0)
        #expect(alive.isEmpty, "still alive: \(alive)")
    }

    /// `transit test` resets the engine before each test: every engine goes with the stage.
    @Test func resetEnginesGoWithTheStage() throws {
        weak var stage: Stage?
        var engines: [() -> Engine?] = []
        do {
            let s = try Stage()
            for _ in 0..<3 {
                try s.run(Self.presentation + "\na.transitioningDelegate = {animationControllerForPresented = function() return Fade end}\nroot:present(a, true)\nclock.runUntilIdle()",
                          chunkName: "@leak.lua")
                weak let e = s.engine
                engines.append { e }
                try s.resetEngine()
            }
            stage = s
        }
        let stageGone = stage == nil, enginesGone = engines.allSatisfy { $0() == nil }
        #expect(stageGone && enginesGone)
    }

    /// A never-started animator that the script dropped is collected with its blocks while
    /// the stage lives (its animations closure holds the stage unowned, not strongly).
    @Test func aDroppedNeverStartedAnimatorIsCollected() throws {
        let s = try Stage()
        try s.run("do local a = PropertyAnimator{duration = 1, animations = function() end} end", chunkName: "@a.lua")
        let before = s.lua.hostObjectCount
        s.lua.collectGarbage()
        #expect(s.lua.hostObjectCount < before)
    }
}

