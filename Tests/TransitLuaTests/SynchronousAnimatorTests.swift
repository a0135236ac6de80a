import Testing
import TransitCore
@testable import TransitLua

/// An animator that calls `ctx:completeTransition(true)` before `animateTransition` returns
/// (nothing to animate) ends the transition before its animations begin. The alongside blocks
/// a `viewWillAppear` queued on `vc.transitionCoordinator` were dropped: their completions ran,
/// the blocks never did, and what they set stayed as it was.
@Suite struct SynchronousAnimatorTests {
    /// A delegate method's body returning an animator that completes inside `animateTransition`.
    static let completingAtOnce = """
        function() return {
          transitionDuration = function() return 0.3 end,
          animateTransition = function(self, ctx)
            ctx.containerView:addSubview(ctx:view('to'))
            ctx:completeTransition(true)
          end} end
        """

    @Test func aPushThatCompletesAtOnceStillRunsTheAlongsideBlocks() throws {
        let (s, box) = try stage()
        #expect(s.failure("""
            local badge = View{name = 'badge', alpha = 0}
            local second = ViewController{name = 'second', viewWillAppear = function(self)
              self.transitionCoordinator:animate(function() badge.alpha = 1; print('alongside') end,
                                                 function() print('completion') end)
            end}
            local nav = NavigationController{rootViewController = ViewController{name = 'first'}}
            nav.delegate = {animationControllerFor = \(Self.completingAtOnce)}
            window.rootViewController = nav
            nav:push(second, true)
            print(badge.alpha, badge.presentation.alpha, nav.topViewController.name)
            """, name: "p.lua") == nil)
        #expect(box.lines == ["alongside", "completion", "1.0\t1.0\tsecond"])
    }

    @Test func aPresentThatCompletesAtOnceStillRunsTheAlongsideBlocks() throws {
        let (s, box) = try stage()
        #expect(s.failure("""
            local root = ViewController{name = 'root'}
            window.rootViewController = root
            local dim = View{name = 'dim', alpha = 0}
            local b = ViewController{name = 'b', viewWillAppear = function(self)
              self.transitionCoordinator:animate(function() dim.alpha = 0.5; print('alongside') end,
                                                 function() print('completion') end)
            end}
            b.transitioningDelegate = {animationControllerForPresented = \(Self.completingAtOnce)}
            root:present(b, true, function() print('presented', clock.now) end)
            clock.runUntilIdle()
            print(dim.alpha, dim.presentation.alpha)
            """, name: "m.lua") == nil)
        #expect(box.lines == ["alongside", "completion", "presented\t0.0", "0.5\t0.5"])
    }

    /// An alongside block run at once that adds another (or a container's first layout that
    /// does): the transition ends now, so the new block runs at once too. It animated over the
    /// whole duration, 0.3 s past the end of a transition that had completed.
    @Test func aBlockAddedWhileEndingAtOnceRunsAtOnceToo() throws {
        let (s, box) = try stage()
        #expect(s.failure("""
            local root = ViewController{name = 'root'}
            window.rootViewController = root
            local late = View{name = 'late', alpha = 0}
            local b = ViewController{name = 'b', viewWillAppear = function(self)
              local co = self.transitionCoordinator
              co:animate(function() print('added', co:animate(function() late.alpha = 1 end)) end)
            end}
            b.transitioningDelegate = {animationControllerForPresented = \(Self.completingAtOnce)}
            root:present(b, true)
            clock.advance(0.1)
            print(late.alpha, late.presentation.alpha)
            """, name: "l.lua") == nil)
        #expect(box.lines == ["added\ttrue", "1.0\t1.0"])
    }
}
