-- slide_in_motion_spec.lua — seed 004's slide-in presenter (transitions/slide_in_presenter.lua)
-- proved by its motion at 120 fps: the sheet slides in from beyond the right edge to the right
-- half without turning back or overshooting, never faster than easeInOut's steepest slope
-- allows, while the overlay fades in; and back out. The numbers are worked out here by hand.
--
-- The article's animator moves the view left by the container's width from where it is, its
-- frame as loaded (the whole container); the container's layout then puts the model at the
-- right half without animation, and the block's additive animation carries the difference:
-- on screen x = W/2 + W · (1 − easeInOut(t / 0.3)), from 1.5 W to W/2.
local SlideIn = require "transitions.slide_in_presenter"

describe("the slide-in presenter's motion", function()
  local W, H, root, detail

  before_each(function()
    W, H = screen.bounds.width, screen.bounds.height
    root = ViewController{name = "root", viewDidLoad = function(self) self.view.name = "main" end}
    window.rootViewController = root
    detail = ViewController{name = "detail", modalPresentationStyle = "custom",
                            viewDidLoad = function(self) self.view.name = "detail" end}
    detail.transitioningDelegate = SlideIn.delegate()
  end)

  it("slides the sheet in from beyond the right edge over 0.3 s while the overlay fades in", function()
    root:present(detail, true)
    local overlay = window.subviews[2]:find("overlay")
    local m = motion{views = {detail.view, overlay}, from = 0, to = 0.3, fps = 120}
    expect(#m.times):toBe(37)                          -- 0, 35 boundaries, 0.3
    expect(m.tracks[1].x[1]):toBe(1.5 * W)             -- its final frame moved right by W
    expect(m.tracks[1].x[19]):toBe(W)                  -- at 0.15 s, half way on easeInOut
    expect(m):toEndAt(detail.view, Rect(W / 2, 0, W / 2, H))
    expect(m):toBeMonotonic(detail.view, "minX")
    expect(m):toOvershootAtMost(detail.view, "minX", 0)
    expect(m):toStayInside(detail.view, Rect(W / 2, 0, 1.5 * W, H))
    expect(m).never:toStayInside(detail.view, window)  -- it starts outside the window
    -- 393 points in 0.3 s on easeInOut, whose steepest slope is 1.5 / 0.87: at most
    -- 393 · 1.5 / 0.87 / 0.3 / 120 = 18.8218 points a frame
    expect(m):toMoveAtMost(detail.view, 18.83)
    expect(m).never:toMoveAtMost(detail.view, 18.78)
    -- the overlay is transparent at 0 (off screen), then fades in to 0.5
    expect(m.tracks[2].shown[1]):toBe(false)
    expect(m):toBeMonotonic(overlay, "alpha")
    expect(m.tracks[2].alpha[37]):toBe(0.5)
    expect(m):toBeContinuous()
  end)

  it("slides it back out to the right edge when dismissed", function()
    root:present(detail, true)
    clock.runUntilIdle()
    local start = clock.now
    detail:dismiss(true)
    local m = motion{views = {detail.view}, to = start + 0.3 - 1e-6, fps = 120}
    expect(m):toBeMonotonic(detail.view, "minX")
    expect(m):toEndAt(detail.view, Rect(W, 0, W / 2, H), 0.001)
    expect(m):toBeContinuous()
    clock.runUntilIdle()
  end)

  -- seeds104, an outside check at instants no spec pins: python3 from the article's Swift and
  -- the reading above — 0.3 s on UIKit's default curve, cubic-bezier(0.42, 0, 0.58, 1) solved
  -- by bisection: e(0.1) = 0.019722453548311196, e(0.7) = 0.8126040932946872. In: x =
  -- 196.5 + 393·(1 − e), the overlay's alpha 0.5·e. Out (`frame.origin.x = width`, from the
  -- right half): x = 196.5 + 196.5·e, the overlay's alpha 0.5·(1 − e).
  it("slides in and out at 0.03 s and 0.21 s as python computes from the article", function()
    root:present(detail, true)
    local overlay = window.subviews[2]:find("overlay")
    clock.advance(0.03)
    expect(detail.view.presentation.frame):toBeCloseTo(Rect(581.7490757555138, 0, 196.5, 852), 1e-9)
    expect(overlay.presentation.alpha):toBeCloseTo(0.009861226774155598, 1e-9)
    clock.advance(0.21 - clock.now)
    expect(detail.view.presentation.frame):toBeCloseTo(Rect(270.14659133518796, 0, 196.5, 852), 1e-9)
    expect(overlay.presentation.alpha):toBeCloseTo(0.4063020466473436, 1e-9)
    clock.runUntilIdle()
    local start = clock.now
    detail:dismiss(true)
    clock.advance(0.03)
    expect(detail.view.presentation.frame):toBeCloseTo(Rect(200.37546212224316, 0, 196.5, 852), 1e-9)
    expect(overlay.presentation.alpha):toBeCloseTo(0.4901387732258444, 1e-9)
    clock.advance(start + 0.21 - clock.now)
    expect(detail.view.presentation.frame):toBeCloseTo(Rect(356.1767043324061, 0, 196.5, 852), 1e-9)
    expect(overlay.presentation.alpha):toBeCloseTo(0.0936979533526564, 1e-9)
  end)
end)
