-- scrub_slider_spec.lua — alexantropoff/m1task3 (scripts/examples/outside/scrub_slider.lua) on
-- the default iPhone 15 (393 × 852). Numbers, computed here from the Swift and UIKit's rules:
--   * the square is 393 / 6 = 65.5 wide at (16, 100): centre (48.75, 132.75); its end frame
--     is (393 − 98.25 − 16, 100 − 16.375, 98.25, 98.25) = (278.75, 83.625, 98.25, 98.25):
--     centre (327.875, 132.75), and a quarter turn;
--   * setting `fractionComplete` scrubs linearly (`scrubsLinearly`, true by default: Apple,
--     "causes the animator to use a linear timing function during scrubbing"): at f the
--     centre x is 48.75 + 279.125·f, the width 65.5 + 32.75·f, the angle π/2·f;
--   * `startAnimation()` after a scrub runs the fraction left: from 0.5, 0.5 s; at its end the
--     animator stays active and paused (`pausesOnCompletion`: "remains in the active state
--     when the animation finishes"), fractionComplete 1, so a later scrub moves the square
--     again — where a finished animator would be inactive, its animations gone;
--   * by hand: f = ½: centre x 188.3125, width 81.875, transform a = cos(π/4) = 0.707107;
--   python3: f = ¼: centre x 118.53125, width 73.6875, a = cos(π/8) = 0.923880,
--     b = sin(π/8) = 0.382683.
local ScrubSlider = require "examples.outside.scrub_slider"

describe("alexantropoff's slider-scrubbed animator, ported", function()
  local vc, square, slider

  local function advanceTo(t) clock.advance(t - clock.now) end

  local function drag(value)                       -- the slider's .valueChanged
    slider.value = value
    vc:sliderValueChanged()
  end

  before_each(function()
    vc = ScrubSlider.ViewController()
    window.rootViewController = vc
    clock.advance(0)
    square, slider = vc.squareView, vc.slider
  end)

  it("scrubs linearly, runs the rest when let go, and stays scrubbable at its end", function()
    expect(square.frame):toEqual(Rect(16, 100, 65.5, 65.5))
    expect(slider.frame):toEqual(Rect(16, 195.5, 361, 20))
    expect(vc.animator.state):toBe("inactive")

    drag(0.5)
    local p = square.presentation
    expect(p.center.x):toBeCloseTo(188.3125, 1e-9)
    expect(p.center.y):toBeCloseTo(132.75, 1e-9)
    expect(p.bounds.width):toBeCloseTo(81.875, 1e-9)
    expect(p.transform.a):toBeCloseTo(math.cos(math.pi / 4), 1e-9)
    expect(vc.animator.state):toBe("active")
    expect(vc.animator.isRunning):toBe(false)

    local start = clock.now
    vc:releaseSlider()                             -- .touchUpInside
    advanceTo(start + 0.25)
    expect(vc.animator.isRunning):toBe(true)
    expect(slider.value):toBeGreaterThan(0.5)      -- the display link follows the animator
    advanceTo(start + 0.5)
    clock.advance(0)
    expect(vc.animator.isRunning):toBe(false)
    expect(vc.animator.state):toBe("active")       -- paused at its end, not completed
    expect(vc.animator.fractionComplete):toBe(1)
    expect(square.presentation.center.x):toBeCloseTo(327.875, 1e-9)
    expect(square.frame):toEqual(Rect(278.75, 83.625, 98.25, 98.25))

    drag(0.25)                                     -- back: the animator still holds its blocks
    p = square.presentation
    expect(p.center.x):toBeCloseTo(118.53125, 1e-9)
    expect(p.bounds.width):toBeCloseTo(73.6875, 1e-9)
    expect(p.transform.a):toBeCloseTo(0.923880, 1e-6)
    expect(p.transform.b):toBeCloseTo(0.382683, 1e-6)

    start = clock.now
    vc:releaseSlider()
    advanceTo(start + 0.75)                        -- the three quarters left of 1 s
    clock.advance(0)
    expect(vc.animator.state):toBe("active")
    expect(vc.animator.fractionComplete):toBe(1)
    expect(square.presentation.center.x):toBeCloseTo(327.875, 1e-9)

    for _, link in ipairs(vc.displayLinks) do link:cancel() end   -- what UIKit would keep
    vc.animator:stopAnimation(true)                                -- running: ended here
  end)
end)
