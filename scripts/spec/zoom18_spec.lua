-- zoom18_spec.lua — iOS 18's zoom transition (transitions/zoom18.lua, docs/zoom.md) in the
-- example's scene: the flight proved by its motion against the spring's closed form worked
-- out here, the source followed after the grid scrolled, the swipe down (finish, and cancel
-- by distance), push and pop, and the errors a script can make, each naming its line.
local Zoom18 = require "transitions.zoom18"
local UIKit = require "spec.support.uikit"
local blend = UIKit.blend

-- The critically damped spring of 0.5 s (UIKit's damping-ratio spring fitted to its duration:
-- the envelope e^(−ωt)(1 + ωt) falls to 1/1200 at 0.5 s), ω found by bisection.
local omega do
  local lo, hi = 1, 200
  for _ = 1, 200 do
    local mid = (lo + hi) / 2
    if math.exp(-mid * 0.5) * (1 + mid * 0.5) > 1 / 1200 then lo = mid else hi = mid end
  end
  omega = (lo + hi) / 2
end
local function spring(t) return 1 - math.exp(-omega * t) * (1 + omega * t) end

describe("the zoom transition", function()
  local W, H, grid, detail
  -- item 8: third row, second column of 120-point cells, the grid 100 points down (lines 6 apart; the
  -- 21 of 393 three columns leave widen both gaps by 10.5: at 136.5); its photo is inset by 5
  local photo = Rect(136.5 + 5, 100 + 2 * 126 + 5, 110, 110)     -- (141.5, 357, 110, 110)

  before_each(function()
    W, H = screen.bounds.width, screen.bounds.height
    grid = ViewController{
      name = "grid",
      viewDidLoad = function(self)
        local cells = CollectionView{name = "cells", frame = Rect(0, 100, W, 752), itemSize = Size(120, 120), spacing = 6}
        cells.dataSource = {
          numberOfItems = function() return 18 end,
          cellForItemAt = function(_, _, index)
            local cell = CollectionViewCell{name = "cell" .. index}
            cell.photoView = ImageView{name = "photo" .. index, image = "photo" .. index, frame = Rect(5, 5, 110, 110)}
            cell.photoView.cornerRadius = 10
            cell:addSubview(cell.photoView)
            return cell
          end,
        }
        self.view:addSubview(cells)
        cells:reloadData()
        self.collectionView = cells
      end,
    }
    window.rootViewController = grid
    detail = ViewController{name = "detail", indexPath = 8}
    detail.preferredTransition = Zoom18.new()
  end)

  it("zooms the detail out of the cell's photo on a critically damped spring", function()
    grid:present(detail, true)
    local m = motion{views = {detail.view}, from = 0, to = 0.5, fps = 120}
    expect(m.tracks[1].x[1]):toBe(141.5)                 -- at the photo, 110 × 110
    expect(m.tracks[1].w[1]):toBeCloseTo(110, 1e-9)
    for _, k in ipairs{13, 25, 49} do                     -- 0.1, 0.2, 0.4 s
      local t = m.times[k]
      local r = blend(photo, Rect(0, 0, W, H), spring(t))
      expect(m.tracks[1].y[k]):toBeCloseTo(r.y, 1e-6)
      expect(m.tracks[1].h[k]):toBeCloseTo(r.height, 1e-6)
    end
    expect(m):toBeMonotonic(detail.view, "width")
    expect(m):toOvershootAtMost(detail.view, "width", 0)  -- critically damped: no bounce
    expect(m):toBeContinuous()
    expect(m):toEndAt(detail.view, Rect(0, 0, W, H))
    expect(grid.collectionView:cellForItem(8).photoView.isHidden):toBe(false)
  end)

  it("hides the source during the flight and dims the grid to 30 % black", function()
    grid:present(detail, true)
    local source = grid.collectionView:cellForItem(8).photoView
    expect(source.isHidden):toBe(true)
    local dimming = detail.view.superview:find("zoomDimming")
    expect(dimming.backgroundColor):toBeCloseTo(Color(0, 0, 0, 0.3))
    clock.advance(0.1)
    expect(dimming.presentation.alpha):toBeCloseTo(spring(0.1), 1e-6)
    clock.runUntilIdle()
    expect(source.isHidden):toBe(false)
    expect(grid.view.window):toBe(nil)                    -- a full-screen presentation
  end)

  it("follows the finger down, then zooms into the cell where it is now", function()
    grid:present(detail, true)
    clock.runUntilIdle()
    grid.collectionView.contentOffset = Point(0, 126)     -- scrolled by a row meanwhile
    local moved = Rect(141.5, 357 - 126, 110, 110)
    local touch = window:touch(Point(196, 400))
    touch:move(Point(196, 640), 0.4)
    clock.advance(0.4)
    -- 240 down: scale 1 − 0.5 · 240/852; the point grabbed stays under the finger
    local k = 1 - 0.5 * 240 / H
    expect(detail.view.frame):toBeCloseTo(Rect(196 - 196 * k, 640 - 400 * k, W * k, H * k), 1e-9)
    local coordinator = detail.transitionCoordinator
    expect(coordinator.isInteractive):toBe(true)
    expect(coordinator.percentComplete):toBeCloseTo(240 / H, 1e-9)
    touch:lift()
    local release = clock.now
    local m = motion{views = {detail.view}, from = release, to = release + 0.5 - 1e-6, fps = 120}
    expect(m):toBeContinuous()
    expect(m):toEndAt(detail.view, moved, 1)
    clock.runUntilIdle()
    expect(grid.presentedViewController):toBe(nil)
  end)

  it("springs back when a short slow drag is released: cancelled, still presented", function()
    grid:present(detail, true)
    clock.runUntilIdle()
    local touch = window:touch(Point(196, 400))
    touch:move(Point(196, 460), 0.5)
    touch:move(Point(196, 460), 0.1)                      -- held still: 60 + 0 < 100
    touch:lift()
    clock.advance(0.6)
    local coordinator = detail.transitionCoordinator
    expect(coordinator.isCancelled):toBe(true)
    clock.runUntilIdle()
    expect(detail.presentingViewController):toBe(grid)
    expect(detail.view.frame):toEqual(Rect(0, 0, W, H))
  end)

  it("asks interactiveDismissShouldBegin once, and a refusal keeps the detail", function()
    local asked = {}
    detail.preferredTransition = Zoom18.new{dismissable = function(context)
      asked[#asked + 1] = context
      return false
    end}
    grid:present(detail, true)
    clock.runUntilIdle()
    window:pan{from = Point(196, 400), to = Point(196, 700), duration = 0.5}
    clock.runUntilIdle()
    expect(#asked):toBe(1)
    expect(asked[1].willBegin):toBe(true)
    expect(asked[1].velocity):toBeCloseTo(Point(0, 600), 1e-6)
    expect(detail.presentingViewController):toBe(grid)
  end)

  it("zooms a push in a navigation controller, and the pop back", function()
    window.rootViewController = nil                       -- the grid goes into the stack instead
    local nav = NavigationController{rootViewController = grid}
    window.rootViewController = nav
    nav:push(detail, true)
    local m = motion{views = {detail.view}, from = 0, to = 0.5, fps = 120}
    expect(m.tracks[1].x[1]):toBe(141.5)
    expect(m):toEndAt(detail.view, Rect(0, 0, W, H))
    clock.runUntilIdle()
    nav:pop(true)
    clock.advance(0.25)
    expect(detail.view.presentation.frame):toBeCloseTo(blend(Rect(0, 0, W, H), photo, spring(0.25)), 1e-6)
    clock.runUntilIdle()
    expect(#nav.viewControllers):toBe(1)
  end)

  it("lands the detail's photo on the cell's when the photo is the alignment rect", function()
    detail.viewDidLoad = function(self)
      self.photoView = ImageView{name = "detailPhoto", image = "photo8", frame = Rect(0, 120, W, W)}
      self.view:addSubview(self.photoView)
    end
    grid:present(detail, true)
    -- the detail is scaled by 110/393 on both axes so that its photo covers the cell's
    local k = 110 / W
    expect(detail.view.presentation.frame):toBeCloseTo(Rect(141.5, 357 - 120 * k, W * k, H * k), 1e-9)
    clock.runUntilIdle()
    detail.preferredTransition = Transition.zoom{
      sourceViewProvider = function(context) return context.sourceViewController.collectionView:cellForItem(8) end,
      alignmentRectProvider = function() return "the photo" end,
    }
    expect(function() detail:dismiss(true) end):toThrow("must return a Rect or nil, got string")
    expect(detail.presentingViewController):toBe(grid)   -- the dismissal failed: still presented
  end)

  it("reads and clears preferredTransition; Transition.match is still there", function()
    local zoom = Zoom18.new()
    detail.preferredTransition = zoom
    expect(detail.preferredTransition):toBe(zoom)
    detail.preferredTransition = nil
    grid:present(detail, true)                            -- the default: cover vertical
    expect(detail.view.presentation.frame.y):toBe(H)
    expect(type(Transition.match)):toBe("function")
    clock.runUntilIdle()
  end)

  it("names the script's line for bad options", function()
    expect(function() Transition.zoom(5) end)
      :toThrow("zoom18_spec.lua:184: bad argument #1 to 'zoom' (table expected, got number)")
    expect(function() Transition.zoom{} end)
      :toThrow("zoom18_spec.lua:186: bad argument #1 to 'zoom' (sourceViewProvider must be a function, got nil)")
    expect(function() Transition.zoom{sourceViewProvider = print, dimming = Color.black} end)
      :toThrow("bad argument #1 to 'zoom' (unknown option 'dimming' (options: sourceViewProvider, interactiveDismissShouldBegin, alignmentRectProvider, dimmingColor))")
    expect(function() Transition.zoom{sourceViewProvider = print, dimmingColor = 5} end)
      :toThrow("(dimmingColor must be a Color, a colour name or nil, got number)")
    detail.preferredTransition = 5
    expect(function() grid:present(detail, true) end)
      :toThrow("zoom18_spec.lua:193: preferredTransition of <ViewController: detail> must be Transition.zoom{…} or nil, got number")
  end)

  it("reports an error in the provider with its line and leaves nothing behind", function()
    detail.preferredTransition = Transition.zoom{sourceViewProvider = function() error("no cell") end}
    expect(function() grid:present(detail, true) end)
      :toThrow("zoom18_spec.lua:198: no cell (in the sourceViewProvider of preferredTransition of <ViewController: detail>)")
    expect(grid.presentedViewController):toBe(nil)
    expect(#window.subviews):toBe(1)
    detail.preferredTransition = Transition.zoom{sourceViewProvider = function() return 42 end}
    expect(function() grid:present(detail, true) end)
      :toThrow("must return a View or nil, got number")
    detail.preferredTransition = Zoom18.new()
    grid:present(detail, true)                            -- and then it works
    clock.runUntilIdle()
    expect(detail.presentingViewController):toBe(grid)
  end)

  -- UIKit's header of alignmentRectProvider: "Return CGRectNull to indicate no preference";
  -- Rect.null is Lua's CGRectNull, and nil (Swift's optional) says the same.
  it("takes Rect.null from the alignmentRectProvider as no preference, as nil", function()
    local cell = grid.collectionView:cellForItem(8)
    local starts = {}
    for _, answer in ipairs{"nil", "null"} do
      detail.preferredTransition = Transition.zoom{
        sourceViewProvider = function() return cell end,
        alignmentRectProvider = function() if answer == "null" then return Rect.null end end,
      }
      grid:present(detail, true)
      starts[answer] = detail.view.presentation.frame
      clock.runUntilIdle()
      grid:dismiss(false)
      clock.runUntilIdle()
    end
    expect(starts.null):toEqual(starts["nil"])
    expect(starts["nil"]):toBeCloseTo(cell:convert(cell.bounds, {to = window}), 1e-9)   -- fitted to the cell
  end)
end)
