-- pop_in_and_out_spec.lua — the PopInAndOutCollectionViewTransition port
-- (scripts/examples/outside/pop_in_and_out.lua): the demo's grid of twelve pictures in a
-- navigation controller on the default iPhone 15 (393 × 852; Transit's navigation controller
-- has no bar, so the grid starts at the top, not under a 44-point bar). Numbers, computed here
-- from the Swift, the storyboard and UIKit's rules:
--   * sizeForItemAt gives (393 − 2) / 3 = 130.333… square cells, the flow layout spacings of 1,
--     so item 5 (the middle of the second row) sits at (131.333…, 131.333…), and the grid's
--     origin is the container's: its frame in the container is that;
--   * both snapshots start at the cell's frame and go to UIScreen.main.bounds, (0, 0, 393,
--     852), with usingSpringWithDamping 0.7, initialSpringVelocity 0 over 0.4 s: center and
--     bounds on one spring, so the frame is the linear blend of the two at s(t) (uikit.lua's
--     blend); s(t) is docs/animation.md's rule for UIKit's damped spring (ω₀ with its envelope
--     at 1/1200 by 0.4 s), computed by spec/support/uikit.lua apart from the engine;
--   * the cell's snapshot fades 1 → 0 on the same spring, 1 − s(t); the destination's
--     snapshot is hidden until DispatchQueue's 0.08 s; the destination itself until the end;
--   * the pop runs it backwards: the detail's snapshot shrinks from the screen to the cell's
--     frame while the cell's snapshot, above it, fades in, s(t); the cell is hidden meanwhile.
local PopInAndOut = require "examples.outside.pop_in_and_out"
local UIKit = require "spec.support.uikit"

describe("PopInAndOutCollectionViewTransition, ported", function()
  local W, H, T = 393, 852, 0.4
  local cellW = (W - 2) / 3
  local cellFrame = Rect(cellW + 1, cellW + 1, cellW, cellW)       -- item 5
  local screenFrame = Rect(0, 0, W, H)
  local grid, nav

  local function advanceTo(t) clock.advance(t - clock.now) end
  local function s(t) return UIKit.springWithDamping(T, 0.7, 0, t) end
  local function expectFrame(view, expected)
    local frame = view.presentation.frame
    for _, k in ipairs{"x", "y", "width", "height"} do expect(frame[k]):toBeCloseTo(expected[k], 1e-6) end
  end

  before_each(function()
    PopInAndOut.storyboard()
    grid = storyboard.instantiate("collection")
    nav = NavigationController{rootViewController = grid}
    window.rootViewController = nav
    clock.advance(0)
  end)

  it("lays out the storyboard's grid: three 130.33-point cells to a row, 1 apart", function()
    local frame = grid.collectionView:cellForItem(5).frame
    for _, k in ipairs{"x", "y", "width", "height"} do expect(frame[k]):toBeCloseTo(cellFrame[k], 1e-9) end
    expect(grid.collectionView:cellForItem(3).frame.x):toBeCloseTo(2 * (cellW + 1), 1e-9)
    expect(nav.delegate):toBe(grid)
  end)

  it("grows the cell's snapshot and the picture's into the screen on the spring", function()
    local cell = grid.collectionView:cellForItem(5)
    window:tap(cellFrame.midX, cellFrame.midY)
    local detail = nav.topViewController
    expect(detail.name):toBe("picture")
    expect(detail.pictureView.image):toBe("ngc3603.jpg")           -- prepare(for:sender:)
    expect(grid.sourceCell):toBe(cell)
    local container = detail.view.superview
    local subviews = container.subviews
    local screenshotFromView, screenshotToView = subviews[#subviews], subviews[#subviews - 1]
    expect(detail.view.isHidden):toBe(true)
    expect(screenshotToView.isHidden):toBe(true)
    for _, t in ipairs{0.05, 0.1, 0.2} do
      advanceTo(t)
      local expected = UIKit.blend(cellFrame, screenFrame, s(t))
      expectFrame(screenshotToView, expected)
      expectFrame(screenshotFromView, expected)
      expect(screenshotFromView.presentation.alpha):toBeCloseTo(1 - s(t), 1e-9)
      expect(screenshotToView.isHidden):toBe(t < 0.08)           -- DispatchQueue's 0.08 s
    end
    -- s(0.2) = 1.034 (lua5.4 on uikit.lua): past the screen, 8.9 points wider than it (401.9)
    expect(screenshotToView.presentation.frame.width):toBeCloseTo(W + (W - cellW) * 0.0338778827286, 1e-6)
    advanceTo(T)
    clock.advance(0)
    expect(screenshotToView.superview):toBe(nil)
    expect(screenshotFromView.superview):toBe(nil)
    expect(detail.view.isHidden):toBe(false)
    expect(grid.view.window):toBe(nil)                            -- the push is over
  end)

  it("shrinks the picture back into the cell on the pop", function()
    local cell = grid.collectionView:cellForItem(5)
    window:tap(cellFrame.midX, cellFrame.midY)
    advanceTo(1)
    local detail = nav.topViewController
    nav:popViewController(true)                                    -- the bar's back button
    local container = grid.view.superview
    local subviews = container.subviews
    local screenshotToView, screenshotFromView = subviews[#subviews], subviews[#subviews - 1]
    expect(cell.isHidden):toBe(true)
    expect(detail.view.isHidden):toBe(true)
    for _, dt in ipairs{0.05, 0.1, 0.3} do
      advanceTo(1 + dt)
      local expected = UIKit.blend(screenFrame, cellFrame, s(dt))
      expectFrame(screenshotFromView, expected)
      expectFrame(screenshotToView, expected)
      expect(screenshotToView.presentation.alpha):toBeCloseTo(s(dt), 1e-9)
    end
    advanceTo(1 + T)
    clock.advance(0)
    expect(cell.isHidden):toBe(false)
    expect(screenshotToView.superview):toBe(nil)
    expect(nav.topViewController):toBe(grid)
  end)
end)
