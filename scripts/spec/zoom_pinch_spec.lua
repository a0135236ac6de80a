-- zoom_pinch_spec.lua — the zoom's pinch dismissal (docs/zoom.md, "Dismissing by a pinch"):
-- a pinch closing on the zoomed view shrinks it about the fingers' midpoint, and its release
-- zooms into the cell (scale plus projected coast below 0.8) or springs back up; the motion
-- has no jump at the release; a pinch opening does nothing; window:pinch's errors name the line.
describe("the zoom's pinch", function()
  local W, H, grid, detail, cell

  -- the zoomed view at pinch scale s, the point (196, 400) grabbed kept under (x, y)
  local function pinched(s, x, y)
    x, y = x or 196, y or 400
    return Rect(x - 196 * s, y - 400 * s, W * s, H * s)
  end

  before_each(function()
    W, H = screen.bounds.width, screen.bounds.height
    grid = ViewController{name = "grid"}
    window.rootViewController = grid
    cell = View{name = "cell", frame = Rect(20, 100, 100, 100)}
    grid.view:addSubview(cell)
    detail = ViewController{name = "detail"}
    detail.preferredTransition = Transition.zoom{sourceViewProvider = function() return cell end}
    grid:present(detail, true)
    clock.runUntilIdle()
  end)

  it("shrinks the detail with the pinch, then zooms it into the cell without a jump", function()
    local start = clock.now
    local r = window:pinch{center = Point(196, 400), toScale = 0.5, duration = 0.3}
    expect(r.view):toBe(detail.view)
    -- at the pinch's own rate (a faster recording sees its 60 fps steps as jumps)
    local m = motion{views = {detail.view}, from = start, to = start + 0.8 - 1e-6, fps = 60}
    local k = 10                                          -- 0.15 s in: 150 of 200 points apart
    expect(m.times[k]):toBeCloseTo(start + 0.15, 1e-9)
    local at = pinched(0.75)
    expect(m.tracks[1].y[k]):toBeCloseTo(at.y, 1e-9)
    expect(m.tracks[1].w[k]):toBeCloseTo(at.width, 1e-9)
    expect(m):toBeContinuous()                            -- the release (0.3 s) springs from where it is
    expect(m):toEndAt(detail.view, Rect(20, 100, 100, 100), 1)
    clock.runUntilIdle()
    expect(grid.presentedViewController):toBe(nil)
    expect(cell.isHidden):toBe(false)
  end)

  it("springs back up when a slight slow pinch is released: cancelled, still presented", function()
    window:pinch{center = Point(196, 400), toScale = 0.9, duration = 1}   -- 0.9 − 0.1 × 0.499 ≥ 0.8
    clock.advance(1)
    expect(detail.view.presentation.frame):toBeCloseTo(pinched(0.9), 1e-9)
    expect(detail.transitionCoordinator.isCancelled):toBe(true)
    local m = motion{views = {detail.view}, from = clock.now, to = clock.now + 0.5, fps = 120}
    expect(m):toBeContinuous()
    expect(m):toEndAt(detail.view, Rect(0, 0, W, H))
    clock.runUntilIdle()
    expect(detail.presentingViewController):toBe(grid)
  end)

  it("does nothing for a pinch that opens, and asks interactiveDismissShouldBegin once", function()
    window:pinch{center = Point(196, 400), toScale = 1.5, duration = 0.3}
    clock.runUntilIdle()
    expect(detail.presentingViewController):toBe(grid)
    expect(detail.view.frame):toEqual(Rect(0, 0, W, H))
    local asked = {}
    detail.preferredTransition = Transition.zoom{
      sourceViewProvider = function() return cell end,
      interactiveDismissShouldBegin = function(context)
        asked[#asked + 1] = context
        return false
      end,
    }
    window:pinch{center = Point(100, 300), toScale = 0.5, duration = 0.3}
    clock.runUntilIdle()
    expect(#asked):toBe(1)
    expect(asked[1].location):toEqual(Point(100, 300))    -- the midpoint
    expect(detail.presentingViewController):toBe(grid)
  end)

  it("names the script's line for a bad pinch", function()
    expect(function() window:pinch{center = Point(196, 400), scale = 0.5, duration = 0.3} end)
      :toThrow("zoom_pinch_spec.lua:77: bad argument #1 to 'pinch' (unknown key 'scale' (expected center, fromScale, toScale, duration))")
    expect(function() window:pinch{center = Point(196, 400), toScale = -1, duration = 0.3} end)
      :toThrow("zoom_pinch_spec.lua:79: pinch toScale must be a positive finite number (got -1)")
    expect(function() window:pinch{center = Point(196, 400), toScale = 0.5, duration = 0} end)
      :toThrow("zoom_pinch_spec.lua:81: pinch duration must be greater than 0 (got 0)")
    expect(detail.presentingViewController):toBe(grid)
  end)

  -- Apple, isModalInPresentation: it "prevents the interactive dismissal of the view
  -- controller while it is onscreen" — the pinch as the swipe (ZoomTransitionTests).
  it("does nothing while the detail isModalInPresentation", function()
    detail.isModalInPresentation = true
    window:pinch{center = Point(196, 400), toScale = 0.5, duration = 0.3}
    clock.runUntilIdle()
    expect(detail.presentingViewController):toBe(grid)
    expect(detail.view.frame):toEqual(Rect(0, 0, W, H))
    detail.isModalInPresentation = false
    window:pinch{center = Point(196, 400), toScale = 0.5, duration = 0.3}
    clock.runUntilIdle()
    expect(grid.presentedViewController):toBe(nil)
  end)
end)
