import Testing
@testable import TransitLua

/// The words an error gives for a callback or a delegate — which one it was, where it was set
/// up — are built only when the error comes (branch twins105: built at every call, they cost
/// more than the rest of it), so each must still name what it named when built at once. The
/// messages are those of the binary before (main at 5e8f3f39, `transit run`).
@Suite struct CallbackWordingTests {
    @Test(arguments: [
        // a coordinator's completion (PresentationBinding.coordinatorBlock)
        ("""
         local root = ViewController{name = 'root'}; window.rootViewController = root; local a = ViewController{name = 'a', modalPresentationStyle = 'custom'}
         a.transitioningDelegate = {presentationControllerForPresented = function(self, presented, presenting)
           return PresentationController{presentedViewController = presented, presentingViewController = presenting,
             presentationTransitionWillBegin = function(pc)
               pc.presentedViewController.transitionCoordinator:animate(nil, function(ctx) error('late') end)
             end}
         end}
         root:present(a, true)
         clock.runUntilIdle()
         """, "s.lua:5: late (in the coordinator's completion at s.lua:5)"),
        // a dismissal's completion (Stage.completion)
        ("""
         local root = ViewController{name = 'root'}; window.rootViewController = root; local a = ViewController{name = 'a'}
         root:present(a, false)
         clock.runUntilIdle()
         root:dismiss(true, function() error('gone') end)
         clock.runUntilIdle()
         """, "s.lua:4: gone (in the completion of the dismissal at s.lua:4)"),
        // an animation's completion (Stage.oneShot)
        ("""
         local v = View{name = 'v'}
         window:addSubview(v)
         View.animate(0.1, function() v.alpha = 0 end, function() error('done') end)
         clock.runUntilIdle()
         """, "s.lua:3: done (in the completion of the animation begun at s.lua:3)"),
        // a tap's action (Stage.action(calling:))
        ("""
         local v = View{frame = Rect(0, 0, 100, 100)}
         window:addSubview(v)
         v:addGestureRecognizer(TapGestureRecognizer(function() error('tapped') end))
         window:tap(1, 1)
         """, "s.lua:3: tapped (in the action of TapGestureRecognizer)"),
        // a preferredTransition that is no zoom (worded past the read's nil)
        ("""
         local root = ViewController{name = 'root'}; window.rootViewController = root; local a = ViewController{name = 'a'}
         a.preferredTransition = 42
         root:present(a, true)
         """, "s.lua:3: preferredTransition of <ViewController: a> must be Transition.zoom{…} or nil, got number"),
        // a transition timeline's onComplete names the context as it was before the callback:
        // worded lazily, it would say "renamed"
        ("""
         local root = ViewController{name = 'root'}; window.rootViewController = root; local a = ViewController{name = 'a'}
         a.transitioningDelegate = {
           animationControllerForPresented = function() return {
             transitionDuration = function() return 0.2 end,
             animateTransition = function(self, ctx)
               ctx:timeline{onComplete = function() a.name = 'renamed'; error('settled') end}
                 :to(ctx:view("to"), {alpha = 1, duration = 0.2})
             end} end}
         root:present(a, true)
         clock.runUntilIdle()
         """, "s.lua:6: settled (in onComplete of the timeline of present #1 a on root created at s.lua:6)"),
        // a record's computed field read on a bad record (LuaCall.computingField)
        ("""
         local r = Rect(0, 0, 1, 1)
         local bad = setmetatable({x = 0, y = 0, width = 1/0, height = 1}, getmetatable(r))
         print(bad.maxX)
         """, "s.lua:3: reading 'maxX' on bad self (Rect field 'width' must be finite, got inf)"),
    ] as [(String, String)])
    func theErrorNamesTheCallbackAsBefore(source: String, expected: String) throws {
        let (s, _) = try stage()
        #expect(s.failure(source) == expected)
    }
}
