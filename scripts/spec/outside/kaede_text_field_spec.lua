-- kaede_text_field_spec.lua — TextFieldEffects' Kaede field (scripts/examples/outside/
-- kaede_text_field.lua), 300 × 40 at (20, 100). Numbers, computed here from the Swift and the
-- rule UIKit's spring method is read by (docs/animation.md, "UIKit's usingSpringWithDamping":
-- mass 1, ζ the damping, v₀ the initial velocity in distances per second, and the ω₀ that
-- brings the motion within ε = 1/1200 of its end at the duration — the envelope for ζ < 1,
-- x(duration) = ε when critically damped; bisection in python3):
--   * drawn: the foreground fills the field, (0, 0, 300, 40); the placeholder is inset by
--     (10, 5): (10, 5, 280, 30);
--   * editing begins: the placeholder to x = 300 · 0.65 = 195 (0.35 s, ζ 0.8, v₀ 2: ω₀ =
--     26.931339), x = 195 − 185·x(t): 96.386830 at 0.05 s, 170.044892 at 0.1 s, 197.748498
--     at 0.2 s (past its rest); the foreground to x = 180 (0.45 s, ζ 0.8, v₀ 1.5: ω₀ =
--     20.952672), 61.449872 at 0.05 s, 130.723523 at 0.1 s, 180.611584 at 0.2 s;
--   * editing ends, no text: the placeholder back to 10 (0.3 s, ζ 0.8, v₀ 2: ω₀ = 31.456275),
--     10 + 185·x(t): 93.090756 at 0.05 s, 22.772107 at 0.1 s; the foreground to 0, critically
--     damped (ζ 1, v₀ 2: ω₀ = 31.231080, x(t) = e^(−ω₀t)(1 + (ω₀ − v₀)t)), 180·x(t):
--     92.962455 at 0.05 s, 31.085237 at 0.1 s, 2.387954 at 0.2 s — never past 0.
local Kaede = require "examples.outside.kaede_text_field"
local UIKit = require "spec.support.uikit"

describe("TextFieldEffects' Kaede field, ported", function()
  local field, handled, start

  local function advanceTo(t) clock.advance(start + t - clock.now) end

  before_each(function()
    field = Kaede.KaedeTextField(Rect(20, 100, 300, 40))
    field:setPlaceholder("Name")
    field:setForegroundColor(Color.hex("#EFEEEE"))
    window:addSubview(field)
    field:draw(field.bounds)                                -- UIKit's first display
    handled = {}
    field.animationCompletionHandler = function(kind) handled[#handled + 1] = kind end
  end)

  it("draws the foreground over the field and the placeholder inset", function()
    expect(field.foregroundView.frame):toEqual(Rect(0, 0, 300, 40))
    expect(field.placeholderLabel.frame):toEqual(Rect(10, 5, 280, 30))
    expect(field.placeholderLabel.text):toBe("Name")
    expect(field.subviews[2]):toBe(field.placeholderLabel)  -- over the foreground
  end)

  it("springs both aside when editing begins", function()
    start = clock.now
    field:textFieldDidBeginEditing()
    expect(field.placeholderLabel.frame):toEqual(Rect(195, 5, 280, 30))
    expect(field.foregroundView.frame):toEqual(Rect(180, 0, 300, 40))
    local label = {[0.05] = 96.386830, [0.1] = 170.044892, [0.2] = 197.748498}
    local fore = {[0.05] = 61.449872, [0.1] = 130.723523, [0.2] = 180.611584}
    for _, t in ipairs{0.05, 0.1, 0.2} do
      advanceTo(t)
      local x = field.placeholderLabel.presentation.frame.x
      expect(x):toBeCloseTo(label[t], 1e-4)
      expect(x):toBeCloseTo(10 + 185 * UIKit.springWithDamping(0.35, 0.8, 2.0, t), 1e-6)
      expect(field.foregroundView.presentation.frame.x):toBeCloseTo(fore[t], 1e-4)
      expect(field.placeholderLabel.presentation.frame.y):toBe(5)
    end
    advanceTo(0.449)
    expect(handled):toEqual({})
    advanceTo(0.45)
    expect(handled):toEqual({"textEntry"})
  end)

  it("springs them back when editing ends with no text, the foreground critically damped", function()
    field:textFieldDidBeginEditing()
    clock.advance(0.5)
    start = clock.now
    field:textFieldDidEndEditing()
    expect(field.placeholderLabel.frame):toEqual(Rect(10, 5, 280, 30))
    expect(field.foregroundView.frame):toEqual(Rect(0, 0, 300, 40))
    local label = {[0.05] = 93.090756, [0.1] = 22.772107}
    local fore = {[0.05] = 92.962455, [0.1] = 31.085237, [0.2] = 2.387954}
    for _, t in ipairs{0.05, 0.1, 0.2} do
      advanceTo(t)
      if label[t] then
        expect(field.placeholderLabel.presentation.frame.x):toBeCloseTo(label[t], 1e-4)
      end
      local x = field.foregroundView.presentation.frame.x
      expect(x):toBeCloseTo(fore[t], 1e-4)
      expect(x):toBeCloseTo(180 * (1 - UIKit.springWithDamping(0.3, 1.0, 2.0, t)), 1e-6)
    end
    advanceTo(0.3)
    expect(handled):toEqual({"textEntry", "textDisplay"})
  end)

  it("keeps them aside when editing ends with text", function()
    field:textFieldDidBeginEditing()
    field.text = "Ada"                                       -- typed: no didSet for keys
    clock.advance(0.5)
    field:textFieldDidEndEditing()
    clock.advance(0.5)
    expect(field.foregroundView.frame.x):toBe(180)
    expect(handled):toEqual({"textEntry"})
  end)
end)
