-- play_pause_spec.lua — animator-trainer's Movement Controls (scripts/examples/outside/
-- play_pause.lua) as the window's root on the iPhone 15: the ball's centre starts at
-- (196.5, 712). Numbers, computed here from the Swift and UIKit's documented rules:
--   * the animator is 3 s of ease-in-ease-out, the cubic Bézier (0.42, 0, 0.58, 1): the ball's
--     y is 712 − 512·e(t / 3); by hand e(½) = ½, y 456 at 1.5 s; python3 (bisection on the
--     Bézier) e(¼) = 0.129162, y 645.869091 at 0.75 s;
--   * Right at 1.5 s adds a block to the running animator, "executed over the remaining
--     portion of the total run time" (Apple, addAnimations): x 196.5 → 343 (393 − 50) over
--     the last 1.5 s on the animator's curve, so at 2.25 s x = 196.5 + 146.5·e(½) = 269.75;
--   * `pausesOnCompletion`: at 3 s the animator stays active, paused, not running
--     ("isRunning … false"), the ball at (343, 200); Left then has no time left: the ball is
--     at x 50 at once;
--   * Reverse at 3 s retraces each block to its start (Apple: "views end up at their start
--     values"): at 4 s the animator is back at 2/3, the Right block at a third of its own span, the
--     Left block wholly undone: x = 196.5 + 146.5·e(⅓), y = 712 − 512·e(⅔); python3 e(⅓) =
--     0.231775, x 230.455011, y 318.668706; at 6 s the ball is home and the animator paused
--     at its start, its model still the blocks' (50, 200);
--   * Reset: `stopAnimation(false)` gives the model what is on screen and `finishAnimation(at:
--     .start)` "the values of the properties before you applied any animations": (196.5, 712);
--     the fresh animator then plays from there.
local PlayPause = require "examples.outside.play_pause"

describe("animator-trainer's play and pause, ported", function()
  local vc, ball, start

  local function advanceTo(t) clock.advance(start + t - clock.now) end

  local function expectBall(x, y)
    expect(ball.presentation.center.x):toBeCloseTo(x, 1e-6)
    expect(ball.presentation.center.y):toBeCloseTo(y, 1e-6)
  end

  before_each(function()
    vc = PlayPause.PlayPauseViewController()
    window.rootViewController = vc
    window:layoutIfNeeded()
    ball = vc.animatingView
    start = clock.now
  end)

  it("moves up, right and left, holds at its end and reverses home", function()
    expect(ball.frame):toEqual(Rect(156.5, 672, 80, 80))
    expect(ball.layer.cornerRadius):toBe(40)
    vc:play()
    advanceTo(0.75); expectBall(196.5, 645.869091)
    advanceTo(1.5); expectBall(196.5, 456)
    vc:right()
    expectBall(196.5, 456)                                -- nothing jumps
    advanceTo(2.25); expectBall(269.75, 266.130909)
    advanceTo(3)
    expectBall(343, 200)
    expect(vc.animator.state):toBe("active")
    expect(vc.animator.isRunning):toBe(false)
    vc:left()
    expectBall(50, 200)                                   -- no time left
    vc:reverse()
    advanceTo(4); expectBall(230.455011, 318.668706)
    advanceTo(6)
    expectBall(196.5, 712)
    expect(vc.animator.isRunning):toBe(false)
    expect(ball.center):toEqual(Point(50, 200))           -- held, not finished
    vc:viewDidDisappear(false)                            -- leaving the screen stops it
    expect(vc.animator.state):toBe("inactive")
    expect(ball.center):toEqual(Point(196.5, 712))        -- what was on screen
  end)

  it("resets to where the ball began and plays a fresh animator", function()
    vc:play()
    advanceTo(1.5)
    vc:right()
    advanceTo(2.25)
    local old = vc.animator
    vc:reset()
    expect(old.state):toBe("inactive")
    expect(ball.center):toEqual(Point(196.5, 712))
    expectBall(196.5, 712)
    expect(vc.animator).never:toBe(old)
    expect(vc.animator.state):toBe("inactive")
    vc:play()
    advanceTo(3.75); expectBall(196.5, 456)
    vc:viewDidDisappear(false)
  end)

  it("pauses and, paused, takes Left over the time left when played again", function()
    vc:play()
    advanceTo(0.75)
    vc:pause()
    advanceTo(2)
    expectBall(196.5, 645.869091)                         -- held at a quarter
    vc:left()
    expect(ball.center.x):toBe(50)                        -- the model at once
    expectBall(196.5, 645.869091)                         -- the screen not yet
    vc:play()
    advanceTo(2.75)                                       -- a third of the 2.25 s left
    expectBall(162.544989, 456)                          -- 196.5 − 146.5·e(⅓)
    vc:viewDidDisappear(false)
  end)
end)
