-- pulse_spec.lua — Date-Dots' `pulse(intensity:duration:loop:)` (scripts/examples/outside/
-- pulse.lua) on a 100 × 100 view, intensity 1.2 over 0.5 s. Numbers, computed here from the
-- Swift and UIKit's rules:
--   * UIView.animate's default curve, ease-in-ease-out, the cubic Bézier (0.42, 0, 0.58, 1);
--     with `.autoreverse` each run goes there in 0.5 s and back in 0.5 s, the curve played
--     backwards: scale 1 + 0.2·e(t / 0.5) there, 1 + 0.2·e((1 − t) / 0.5) back;
--   * `setAnimationRepeatCount(1)` inside the block: one run, where `.repeat` alone repeats
--     forever (Apple: "If you do not explicitly set a repeat count, the animation is not
--     repeated"; the `repeat` option repeats indefinitely only without one); after it the
--     presentation snaps to the model (scale 1.2) and the completion sets the identity;
--   * by hand: t = 0.25 s: e(½) = ½, scale 1.1;
--   python3 (bisection on the Bézier): t = 0.125 s and 0.875 s: e(¼) = 0.129162, scale
--     1.025832; t = 0.625 s: e(¾) = 0.870838, scale 1.174168.
local Pulse = require "examples.outside.pulse"
local UIKit = require "spec.support.uikit"

describe("Date-Dots' pulse, ported", function()
  local v

  local function advanceTo(t) clock.advance(t - clock.now) end

  before_each(function()
    v = View{frame = Rect(100, 100, 100, 100)}
    window:addSubview(v)
  end)

  it("pulses there and back once when not looping, then puts the identity back", function()
    local start = clock.now
    Pulse.pulse(v, 1.2, 0.5, false)
    expect(v.transform.a):toBeCloseTo(1.2, 1e-12)              -- the model at once
    local written = {[0.125] = 1.025832, [0.25] = 1.1, [0.625] = 1.174168, [0.875] = 1.025832}
    for _, t in ipairs{0.125, 0.25, 0.625, 0.875} do
      advanceTo(start + t)
      local u = t <= 0.5 and t / 0.5 or (1 - t) / 0.5
      local s = v.presentation.transform
      expect(s.a):toBeCloseTo(1 + 0.2 * UIKit.easeInOut(u), 1e-9)
      expect(s.d):toBeCloseTo(s.a, 1e-12)
      expect(s.a):toBeCloseTo(written[t], 1e-6)
    end
    advanceTo(start + 1)
    expect(v.transform):toEqual(Transform.identity)             -- the completion ran
    expect(v.presentation.transform):toEqual(Transform.identity)
    expect(clock.pendingCount):toBe(0)                          -- nothing left to run
    advanceTo(start + 1.25)
    expect(v.presentation.transform):toEqual(Transform.identity)  -- no second run
  end)

  it("pulses for ever when looping, the completion never running", function()
    local start = clock.now
    Pulse.pulse(v, 1.2, 0.5, true)
    advanceTo(start + 100.125)                                  -- the hundredth cycle
    expect(v.presentation.transform.a):toBeCloseTo(1.025832, 1e-6)
    expect(clock.pendingCount):toBe(1)                          -- the block repeating for ever
    expect(v.transform.a):toBeCloseTo(1.2, 1e-12)               -- the completion has not run
    v:removeAllAnimations()                                     -- layer.removeAllAnimations()
    clock.advance(0)
    expect(v.transform):toEqual(Transform.identity)             -- now it has (finished = false)
  end)

  it("sets nothing outside a block, and refuses a negative count", function()
    View.setAnimationRepeatCount(3)                             -- Apple: "does nothing"
    View.animate(0.5, function() v.alpha = 0 end)
    advanceTo(clock.now + 0.75)
    expect(v.presentation.alpha):toBe(0)                        -- one run, no repeat
    expect(clock.pendingCount):toBe(0)
    expect(function()
      View.animate(0.5, function() View.setAnimationRepeatCount(-1) end)
    end):toThrow("setAnimationRepeatCount needs a number at least 0")
  end)
end)
