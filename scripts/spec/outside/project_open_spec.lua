-- project_open_spec.lua — zizicici/Doufu's project transition (scripts/examples/outside/
-- project_open.lua) on the default iPhone 15 (393 × 852): the card O = (20, 180, 170, 120),
-- corner radius 16, the screen F = (0, 0, 393, 852). Numbers, computed here from the Swift and
-- UIKit's rules:
--   * usingSpringWithDamping 0.88 with no velocity over 0.42 s: the spring of mass 1, ζ = 0.88,
--     whose envelope falls to 1/1200 at 0.42 s (docs/animation.md): ω₀ = ln(1200 / √(1 −
--     ζ²)) / (ζ·0.42) = 21.1974370007, progress p(t) = 1 − e^(−ζω₀t)(cos ω_d t + ζω₀/ω_d ·
--     sin ω_d t), ω_d = ω₀√(1 − ζ²); the `.curveEaseInOut` option gives way to the spring;
--   * the mask (in the presented view's bounds, which fill the container) and the background
--     go from O to F, the radius 16 → 0; dismissing from F to O, 0 → 16, the view's alpha 1 → 0;
--     UIView.animate moves centre and bounds on one curve: the frame is the blend at p;
--   * by hand: at the start the mask is the card's frame with the card's radius, and the
--     container holds the presenter's view, the background and the workspace, in that order;
--   python3: p(0.1) = 0.6747833535: presenting the frame (6.504333, 58.538996, 320.476688,
--     613.941415), radius 5.203466; dismissing (13.495667, 121.461004, 242.523312,
--     358.058585), radius 10.796534, alpha 0.325217; p(0.21) = 0.9787407550: presenting
--     (0.425185, 3.826664, 388.259188, 836.438233), dismissing (19.574815, 176.173336,
--     174.740812, 135.561767), alpha 0.021259. (Past 0.3 s the spring overshoots: p(0.3) =
--     1.0028539925, not pinned.)
local Project = require "examples.outside.project_open"
local UIKit = require "spec.support.uikit"

describe("zizicici's Doufu project transition, ported", function()
  local home

  local function advanceTo(t) clock.advance(t - clock.now) end

  local function expectFrame(f, x, y, w, h)
    expect(f.x):toBeCloseTo(x, 1e-5)
    expect(f.y):toBeCloseTo(y, 1e-5)
    expect(f.width):toBeCloseTo(w, 1e-5)
    expect(f.height):toBeCloseTo(h, 1e-5)
  end

  local function blend(a, b, p)
    return a.x + (b.x - a.x) * p, a.y + (b.y - a.y) * p, a.width + (b.width - a.width) * p,
           a.height + (b.height - a.height) * p
  end

  local O, F = Rect(20, 180, 170, 120), Rect(0, 0, 393, 852)

  before_each(function()
    home = Project.HomeViewController()
    window.rootViewController = home
    clock.advance(0)
  end)

  it("reveals the workspace through a rounded mask growing from the card", function()
    local start = clock.now
    window:tap(100, 240)                                      -- the card
    expect(home.projectTransitionDelegate.originFrame):toEqual(O)
    local workspace = home.presentedViewController
    local mask = workspace.view.mask
    local container = workspace.view.superview
    expect(mask.name):toBe("maskView")
    expect(mask.presentation.frame):toEqual(O)                -- by hand
    expect(mask.presentation.cornerRadius):toBe(16)
    expect(#container.subviews):toBe(3)
    expect(container.subviews[1]):toBe(home.view)
    expect(container.subviews[2].name):toBe("bgView")
    expect(container.subviews[3]):toBe(workspace.view)

    advanceTo(start + 0.1)
    local p = UIKit.springWithDamping(0.42, 0.88, 0, 0.1)
    expect(p):toBeCloseTo(0.6747833535, 1e-9)                 -- python3
    expectFrame(mask.presentation.frame, blend(O, F, p))
    expectFrame(mask.presentation.frame, 6.504333, 58.538996, 320.476688, 613.941415)
    expect(mask.presentation.cornerRadius):toBeCloseTo(5.203466, 1e-5)
    expectFrame(container.subviews[2].presentation.frame, 6.504333, 58.538996, 320.476688, 613.941415)

    advanceTo(start + 0.21)
    expectFrame(mask.presentation.frame, 0.425185, 3.826664, 388.259188, 836.438233)

    advanceTo(start + 0.42)
    clock.advance(0)
    expect(workspace.view.mask):toBe(nil)
    expect(#container.subviews):toBe(1)                       -- the background gone, fullScreen's presenter out
    expect(home.view.window):toBe(nil)
  end)

  it("shrinks the workspace back onto the card, fading it", function()
    window:tap(100, 240)
    local workspace = home.presentedViewController
    clock.advance(0.5)
    local start = clock.now
    window:tap(38, 81)                                        -- the close button
    local mask = workspace.view.mask
    expect(mask.presentation.frame):toEqual(F)

    advanceTo(start + 0.1)
    expectFrame(mask.presentation.frame, 13.495667, 121.461004, 242.523312, 358.058585)
    expect(mask.presentation.cornerRadius):toBeCloseTo(10.796534, 1e-5)
    expect(workspace.view.presentation.alpha):toBeCloseTo(0.325217, 1e-5)
    advanceTo(start + 0.21)
    local p = UIKit.springWithDamping(0.42, 0.88, 0, 0.21)
    expectFrame(mask.presentation.frame, blend(F, O, p))
    expectFrame(mask.presentation.frame, 19.574815, 176.173336, 174.740812, 135.561767)
    expect(workspace.view.presentation.alpha):toBeCloseTo(0.021259, 1e-5)

    advanceTo(start + 0.42)
    clock.advance(0)
    expect(workspace.view.mask):toBe(nil)
    expect(home.presentedViewController):toBe(nil)
    expect(home.view.window):toBe(window)
    expect(workspace.view.superview):toBe(nil)                -- the completion took it out
  end)
end)
