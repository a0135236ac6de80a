-- zoom_motion_spec.lua — the zoom (transitions/zoom.lua) proved by its motion: motion{} records
-- the screen frame by frame at 120 fps and the matchers judge the whole flight, against
-- numbers worked out by hand below (UIKit's easeInOut, the scene's geometry) — not against
-- the engine's own output. Each matcher also fails where it should, with its message.
local CustomTransition = require "transitions.zoom"

describe("the zoom's motion", function()
  local W, first, second
  local selected, inset = 8, 5
  -- the selected cell's photo on screen: grid at y 100 scrolled by 200, row 3 column 2 of
  -- 120-point cells at least 6 apart (the 21 points three columns leave of 393 widen both
  -- gaps by 10.5: the column is at 136.5), inset by 5 (zoom_spec.lua derives the same)
  local cellPhoto = Rect(136.5 + inset, 100 - 200 + 2 * 126 + inset, 110, 110)  -- (141.5, 157, 110, 110)

  before_each(function()
    W = screen.bounds.width
    first = ViewController{
      name = "first",
      viewDidLoad = function(self)
        local grid = CollectionView{name = "grid", frame = Rect(0, 100, W, 752), itemSize = Size(120, 120), spacing = 6}
        grid.dataSource = {
          numberOfItems = function() return 18 end,
          cellForItemAt = function(_, _, index)
            local cell = CollectionViewCell{name = "cell" .. index}
            cell.photoView = ImageView{name = "photo" .. index, image = "photo" .. index, frame = Rect(inset, inset, 110, 110)}
            cell:addSubview(cell.photoView)
            return cell
          end,
        }
        self.view:addSubview(grid)
        grid:reloadData()
        self.collectionView = grid
      end,
    }
    window.rootViewController = first
    first.collectionView.contentOffset = Point(0, 200)
    first.collectionView:selectItem(selected)
    second = ViewController{
      name = "second", indexPath = selected,
      viewDidLoad = function(self)
        self.photoView = ImageView{name = "detailPhoto", image = "photo8", frame = Rect(0, 120, W, W)}
        self.view:addSubview(self.photoView)
      end,
    }
    second.transitioningDelegate = CustomTransition.new()
  end)

  local function present()
    first:present(second, true)
    return window.subviews[1]:find("animationView")
  end

  it("flies the photo up and out without turning back, overshooting or leaving the screen", function()
    local flying = present()
    local m = motion{views = {flying, second.view}, from = 0, to = 0.7, fps = 120}
    expect(#m.times):toBe(85)                        -- 0, 84 frame boundaries of 1/120 s, 0.7
    expect(m):toBeMonotonic(flying, "minY")           -- 157 → 120: up
    expect(m):toBeMonotonic(flying, "maxY")           -- 267 → 513: down
    expect(m):toBeMonotonic(second.view, "alpha")     -- fades in
    expect(m):toOvershootAtMost(flying, "width", 0)   -- easeInOut never passes its end
    expect(m):toStayInside(flying, window)
    expect(m):toStayInside(flying, Rect(0, 120, W, 513 - 120))
    expect(m):toBeContinuous()
    -- the flight's fastest edge is maxY, 246 points; easeInOut's steepest slope is
    -- (6s − 6s²)/(x′(s)) at s = ½: 1.5 / 0.87; so at most 246 · 1.5/0.87 / 0.7 / 120 = 5.0493
    -- points in a frame of 1/120 s
    expect(m):toMoveAtMost(flying, 5.05)
    expect(m):toMoveAtMost(flying, 5.05 * 120, 1)     -- the same, per second
    expect(m).never:toMoveAtMost(flying, 5.0 * 120, 1)
    -- at the end the flying view is gone (the completion removed it): off screen
    expect(m.tracks[1].shown[85]):toBe(false)
    expect(m):toEndAt(second.view, Rect(0, 0, W, screen.bounds.height))
    -- at alpha 0 a view is off screen: the detail is on screen from the first frame after 0
    expect(m.tracks[2].shown[1]):toBe(false)
    expect(m):toSettleWithin(second.view, 1 / 120)
    expect(function() expect(m):toSettleWithin(second.view, 0) end)
      :toThrow("View#42 is not within 0.5 of its final frame (0, 0, 393, 852) after 0 s\nt=0.000000 s  frame=off screen")
  end)

  it("fails each matcher where the flight breaks it, naming the samples", function()
    local flying = present()
    local m = motion{views = {flying}, from = 0, to = 0.69, fps = 120}
    expect(function() expect(m):toBeMonotonic(flying, "midY") end).never:toThrow()
    expect(function() expect(m):toMoveAtMost(flying, 5.0) end)
      :toThrow("animationView moved more than 5 points per frame in 6 steps\nt=0.325000 s -> t=0.333333 s  moved 5.0145")
    expect(function() expect(m):toStayInside(flying, Rect(0, 130, W, 400)) end)
      :toThrow("animationView left (0, 130, 393, 400) in")
    expect(function() expect(m):toEndAt(flying, cellPhoto) end)
      :toThrow("animationView ends at (")
    -- 0.69 s is 98.57 % of the time: easeInOut(0.9857) ≈ 0.99976, so not yet within 0.01 of the end
    expect(function() expect(m):toSettleWithin(flying, 0.5, 0.01) end):toThrow("is not within 0.01 of its final frame")
    expect(function() expect(m):toOvershootAtMost(flying, "height", -1) end):toThrow("the fraction must be a non-negative")
    expect(m).never:toMoveAtMost(flying, 5.0)
    expect(m).never:toStayInside(flying, Rect(0, 130, W, 400))
    clock.runUntilIdle()
  end)

  it("follows the detail's photo into its snapshot on the way back, without a jump", function()
    present()
    clock.runUntilIdle()
    second:dismiss(true)
    -- the detail's photo is hidden; its snapshot carries its identity from (0, 120, 393, 393)
    -- to the cell's photo
    local m = motion{views = {second.photoView}, to = clock.now + 0.7 - 1e-6, fps = 120}
    expect(m.tracks[1].shown[1]):toBe("snapshot(detailPhoto)")
    expect(m.tracks[1].y[1]):toBe(120)
    expect(m):toBeContinuous()
    expect(m):toBeMonotonic(second.photoView, "width")
    expect(m):toEndAt(second.photoView, cellPhoto, 0.01)
    clock.runUntilIdle()
  end)
end)

describe("toBeContinuous", function()
  -- a view moves 100 points right in 0.5 s, linearly (1/120 s: 1.6667 points a frame); then
  -- the completion swaps it for its snapshot, put `offset` points off. Frame 59 at 120 fps
  -- is at floor(59e6 / 120) = 491666 µs (ticks are whole microseconds), where the view is at
  -- 100 · 0.491666 / 0.5 = 98.3332
  local function swap(offset)
    local v = View{name = "box", frame = Rect(0, 0, 50, 50)}
    window:addSubview(v)
    View.animate{duration = 0.5, curve = "linear", animations = function() v.frame = Rect(100, 0, 50, 50) end,
      completion = function()
        local s = v:snapshotView()
        s.frame = Rect(100 + offset, 0, 50, 50)
        window:addSubview(s)
        v.isHidden = true
      end}
    return v, motion{views = {v}, from = 0, to = 1, fps = 120}
  end

  it("sees no jump where the snapshot takes the view's place", function()
    local v, m = swap(0)
    expect(m.tracks[1].shown[60]):toBe("box")                 -- t = 59/120 s
    expect(m.tracks[1].shown[61]):toBe("snapshot(box)")       -- t = 0.5 s: the completion ran
    expect(m):toBeContinuous()
    expect(m):toEndAt(v, Rect(100, 0, 50, 50))
    expect(m):toSettleWithin(v, 0.5)
  end)

  it("reports a snapshot put 40 points off as a jump at 0.5 s", function()
    local _, m = swap(40)
    expect(function() expect(m):toBeContinuous() end)
      :toThrow("box: t=0.491666 s -> t=0.500000 s  jumped 41.6668")   -- 140 − 98.3332
    expect(function() expect(m):toBeContinuous() end)
      :toThrow("box (98.3332, 0, 50, 50) -> snapshot(box) (140, 0, 50, 50)")
    expect(function() expect(m):toBeContinuous(45) end).never:toThrow()
    expect(m).never:toBeContinuous()
  end)
end)

describe("motion's arguments", function()
  it("refuses what is not a motion, a view of it, a property or a number, at the spec's line", function()
    local v = View{name = "v", frame = Rect(0, 0, 10, 10)}
    window:addSubview(v)
    expect(function() motion() end):toThrow("bad argument #1 to 'motion' (table expected, got nil)")
    expect(function() motion{views = {}} end):toThrow("views must be a non-empty list of views")
    expect(function() motion{views = {v}, to = 0 / 0} end):toThrow("to must be a finite number of seconds, got nan")
    expect(function() motion{views = {v}, to = 1, fps = 0.5} end):toThrow("fps must be a whole number, got 0.5")
    expect(function() motion{views = {v}, to = 1, fps = 0} end):toThrow("fps must be a whole number from 1 to 1000, got 0")
    expect(function() motion{views = {v}, to = 1, speed = 2} end):toThrow("unknown option 'speed'")
    expect(function() motion{views = {v, 3}, to = 1} end):toThrow("views[2] must be a view, got number")
    expect(function() motion{views = {v}} end):toThrow("no 'to' and no transition is running")
    local m = motion{views = {v}, to = 0.1}
    expect(#m.times):toBe(7)                                  -- 0, 1/60 … 5/60, 0.1 at 60 fps
    expect(function() motion{views = {v}, from = 0, to = 1} end):toThrow("time moves forward only")
    expect(function() expect({}):toBeContinuous() end):toThrow("toBeContinuous expects a motion record")
    expect(function() expect(m):toBeMonotonic(View{}, "minY") end):toThrow("is not one of the motion's views")
    expect(function() expect(m):toBeMonotonic(v, "top") end):toThrow("unknown property top")
    expect(function() expect(m):toMoveAtMost(v, "far") end):toThrow("points must be a non-negative finite number, got string")
    expect(function() expect(m):toEndAt(v, {1, 2}) end):toThrow("toEndAt expects a Rect")
    expect(function() expect(m):toOvershootAtMost("v", "minX", 0.1) end):toThrow("v.minX ends where it starts (0)")
    local ok, err = pcall(motion, {views = {v}, to = -1})
    expect(ok):toBe(false)
    expect(err):toMatch("zoom_motion_spec.lua:%d+: motion: to = %-1 is not a time on the clock")
  end)
end)

describe("a spring's motion", function()
  -- An underdamped spring from rest overshoots by exp(−ζπ / √(1 − ζ²)) of its move, whatever
  -- its stiffness: for ζ = 0.5, exp(−1.813799) = 0.163033. Sampled at 1000 fps the largest
  -- sample is within a hair of the peak, never above it.
  it("overshoots by the damped oscillator's first peak, and so turns back", function()
    local v = View{name = "ball", frame = Rect(0, 0, 10, 10)}
    window:addSubview(v)
    View.animate{duration = 1, dampingRatio = 0.5, animations = function() v.frame = Rect(100, 0, 10, 10) end}
    local m = motion{views = {v}, from = 0, to = 1, fps = 1000}
    expect(m):toOvershootAtMost(v, "minX", 0.16304)
    expect(function() expect(m):toOvershootAtMost(v, "minX", 0.162) end)
      :toThrow("ball.minX overshoots 0 -> 100 by 16.30")
    expect(function() expect(m):toBeMonotonic(v, "minX") end):toThrow("ball.minX turns back at t=")
    expect(m).never:toBeMonotonic(v, "minX")
    expect(m):toBeMonotonic(v, "minY")                 -- it never moves vertically
  end)
end)
