-- fade_and_scale_spec.lua — IamAlchemist/Animations' CustomShow demo (scripts/examples/
-- outside/fade_and_scale.lua) on the default iPhone 15 (393 × 852): the root's button is
-- 91 × 30, centred, (151, 411); a tap on it pushes the blue screen. Numbers, computed here
-- from the Swift and UIKit's rules:
--   * both animators run UIView.animate(withDuration: 1) — the default curve,
--     ease-in-ease-out, the cubic Bézier (0.42, 0, 0.58, 1): e = easeInOut(t / 1);
--   * push: the blue view, on top, from scale 0.1 and alpha 0 to identity and 1: scale
--     0.1 + 0.9·e, alpha e; the root's alpha 1 − e; a scale is about the view's centre
--     (196.5, 426), so its frame is (196.5·(1 − s), 426·(1 − s), 393·s, 852·s);
--   * pop: the root, added on top again, alpha 0 → 1: e; the blue view under it to scale 0.1
--     and alpha 0: scale 1 − 0.9·e, alpha 1 − e.
--   python3 (bisection on the Bézier, apart from spec/support/uikit.lua):
--     t = 0.25 s: e = 0.129162 — push: scale 0.216246, alpha 0.129162, root 0.870838;
--                                pop: scale 0.883754, alpha 0.870838, root 0.129162
--     t = 0.5 s:  e = ½       — scale 0.55 both ways; frame (88.425, 191.7, 216.15, 468.6)
--     t = 0.75 s: e = 0.870838 — push: scale 0.883754; pop: scale 0.216246.
local FadeAndScale = require "examples.outside.fade_and_scale"
local UIKit = require "spec.support.uikit"

describe("IamAlchemist's fade and scale push and pop, ported", function()
  local nav, root

  local function advanceTo(t) clock.advance(t - clock.now) end

  before_each(function()
    nav = FadeAndScale.NavigationController()
    window.rootViewController = nav
    clock.advance(0)
    root = nav.topViewController
  end)

  it("grows the pushed screen from a tenth on top while the root fades out", function()
    expect(nav.delegate):toBe(root)
    expect(root.view:find("button").frame):toEqual(Rect(151, 411, 91, 30))
    window:tap(196.5, 426)
    local blue = nav.topViewController
    expect(blue.name):toBe("blue")
    expect(blue.view.superview.subviews[#blue.view.superview.subviews]):toBe(blue.view)
    local start = clock.now
    local written = {[0.25] = {0.216246, 0.129162}, [0.5] = {0.55, 0.5}, [0.75] = {0.883754, 0.870838}}
    for _, t in ipairs{0.25, 0.5, 0.75} do
      advanceTo(start + t)
      local e = UIKit.easeInOut(t)
      local p = blue.view.presentation
      expect(p.transform.a):toBeCloseTo(0.1 + 0.9 * e, 1e-9)
      expect(p.transform.d):toBeCloseTo(p.transform.a, 1e-12)
      expect(p.alpha):toBeCloseTo(e, 1e-9)
      expect(root.view.presentation.alpha):toBeCloseTo(1 - e, 1e-9)
      expect(p.transform.a):toBeCloseTo(written[t][1], 1e-6)
      expect(p.alpha):toBeCloseTo(written[t][2], 1e-6)
      if t == 0.5 then                                   -- scaled about the centre
        local f = p.frame
        expect(f.x):toBeCloseTo(88.425, 1e-9); expect(f.y):toBeCloseTo(191.7, 1e-9)
        expect(f.width):toBeCloseTo(216.15, 1e-9); expect(f.height):toBeCloseTo(468.6, 1e-9)
      end
    end
    advanceTo(start + 1)
    clock.advance(0)
    expect(root.view.alpha):toBe(1)                      -- the completion's reset
    expect(root.view.window):toBe(nil)
    expect(blue.view.transform):toEqual(Transform.identity)
    expect(blue.view.frame):toEqual(Rect(0, 0, 393, 852))
  end)

  it("pops by fading the root in on top while the blue screen shrinks under it", function()
    window:tap(196.5, 426)
    advanceTo(2)
    local blue = nav.topViewController
    nav:popViewController(true)                          -- the navigation bar's back button
    local subviews = root.view.superview.subviews
    expect(subviews[#subviews]):toBe(root.view)          -- added on top of the leaving view
    expect(subviews[#subviews - 1]):toBe(blue.view)
    local start = clock.now
    local written = {[0.25] = {0.883754, 0.129162}, [0.5] = {0.55, 0.5}, [0.75] = {0.216246, 0.870838}}
    for _, t in ipairs{0.25, 0.5, 0.75} do
      advanceTo(start + t)
      local e = UIKit.easeInOut(t)
      expect(blue.view.presentation.transform.a):toBeCloseTo(1 - 0.9 * e, 1e-9)
      expect(blue.view.presentation.alpha):toBeCloseTo(1 - e, 1e-9)
      expect(root.view.presentation.alpha):toBeCloseTo(e, 1e-9)
      expect(blue.view.presentation.transform.a):toBeCloseTo(written[t][1], 1e-6)
      expect(root.view.presentation.alpha):toBeCloseTo(written[t][2], 1e-6)
    end
    advanceTo(start + 1)
    clock.advance(0)
    expect(nav.viewControllers):toEqual({root})
    expect(blue.view.window):toBe(nil)
    expect(blue.view.transform):toEqual(Transform.identity)   -- put back by the completion
    expect(blue.view.alpha):toBe(0)                            -- not put back: as the Swift
    expect(root.view.alpha):toBe(1)
  end)
end)
