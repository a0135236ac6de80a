-- staggered_grid_spec.lua — the staggered grid reveal (examples/staggered_grid.lua). Each
-- tile's delay is worked out from GSAP's `distribute` rule for a grid
-- (gsap.com/docs/v3/GSAP/UtilityMethods/distribute()), independently of Transit's code:
-- 4 rows × 3 columns from the centre, the origin is the cell (1, 1.5) — the middle column,
-- between rows 2 and 3 — and a tile's distance is √(dx² + dy²) from it; the nearest two
-- (tiles 5 and 8) are 0.5 away, the corners √3.25; the total is each × max(cols, rows) =
-- 0.05 × 4 = 0.2 s; a tile starts 0.2 × (d − 0.5) / (√3.25 − 0.5) s in.
local build = require "examples.staggered_grid"

local function delay(index)                       -- index: Lua's, 1…12, row by row
  local j = index - 1
  local dx, dy = j % 3 - 1, 1.5 - j // 3
  return 0.2 * (math.sqrt(dx * dx + dy * dy) - 0.5) / (math.sqrt(3.25) - 0.5)
end

describe("the staggered grid reveal", function()
  it("staggers from the centre of the grid, corners last", function()
    local grid = build(window, {paused = true})
    expect(delay(5)):toBe(0)
    expect(delay(2)):toBeCloseTo(0.2 * 1.0 / (math.sqrt(3.25) - 0.5), 1e-12)
    expect(grid.timeline.duration):toBeCloseTo(0.2 + 0.4, 1e-12)
    for i = 1, 12 do
      local t = delay(i) + 0.2                        -- halfway through tile i's 0.4 s
      grid.timeline:seek(t)
      expect(grid.tiles[i].presentation.alpha):toBeCloseTo(Easing.easeOut(0.5), 1e-9)
    end
  end)

  it("holds the final values in the model at once and shows the start before each tile starts", function()
    local grid = build(window)
    for _, tile in ipairs(grid.tiles) do
      expect(tile.alpha):toBe(1)
      expect(tile.transform):toEqual(Transform.identity)
    end
    clock.advance(0.1)
    expect(grid.tiles[5].presentation.alpha):toBeCloseTo(Easing.easeOut(0.1 / 0.4), 1e-9)
    expect(grid.tiles[1].presentation.alpha):toBe(0)                       -- a corner, 0.2 s in
    expect(grid.tiles[1].presentation.transform.a):toBeCloseTo(0.5, 1e-9)
    -- tile 4 (row 2, left) starts at delay(4); its scale is 0.5 + 0.5 × easeOut(u)
    local u = (0.1 - delay(4)) / 0.4
    expect(grid.tiles[4].presentation.transform.a):toBeCloseTo(0.5 + 0.5 * Easing.easeOut(u), 1e-9)
  end)

  it("ends at 0.6 s with the label's callback, then reverses back to hidden", function()
    local log = {}
    local grid = build(window, {
      revealed = function() log[#log + 1] = ("revealed %.6f"):format(clock.now) end,
      onComplete = function() log[#log + 1] = ("complete %.6f"):format(clock.now) end,
    })
    clock.runUntilIdle()
    expect(log):toEqual({"revealed 0.600000", "complete 0.600000"})
    expect(grid.timeline.isActive):toBe(false)
    grid.timeline:reverse()
    clock.advance(0.6)
    for _, tile in ipairs(grid.tiles) do expect(tile.alpha):toBe(0) end
    -- the call sits where the reverse begins (0.6): the playhead leaves it, never passes it
    expect(#log):toBe(2)
  end)

  it("explains itself: one row per tile and property, the label and the call at the end", function()
    local grid = build(window, {paused = true})
    local lines = {}
    for line in grid.timeline:explain():gmatch("[^\n]+") do lines[#lines + 1] = line end
    expect(#lines):toBe(1 + 1 + 24 + 2)              -- heading, axis, 12 × (alpha, transform), labels, calls
    expect(lines[1]:match("duration 0.6 s$")):toBe("duration 0.6 s")
    expect(lines[27]:match("| revealed@0.6$")):toBe("| revealed@0.6")
  end)

  it("moves as a reveal should: each tile grows without reversing, without jumps, and lands", function()
    local grid = build(window)
    local centre, corner = grid.tiles[5], grid.tiles[1]
    local m = motion{views = {centre, corner}, from = 0, to = 0.6, fps = 120}
    -- scaled about its centre from 0.5 to 1, a tile's left edge only moves left
    expect(m):toBeMonotonic(centre, "minX")
    expect(m):toBeMonotonic(corner, "minY")
    expect(m):toBeContinuous()
    -- the edge moves 25 points (half of 100 × 0.5) over 0.4 s along easeOut, whose steepest
    -- slope is at its start: y'/x' = 6 / 3.48 = 1.7241 (cubic-bezier(0, 0, 0.58, 1)); one
    -- 120 fps frame moves it at most 25 × 1.7241 × (1/120) / 0.4 = 0.898 points
    expect(m):toMoveAtMost(centre, 0.9)
    -- the iPhone 15's 393-point window: the grid (3 × 100 + 2 × 20 = 340) starts at 26.5;
    -- the centre tile is column 2, row 2
    expect(m):toEndAt(centre, Rect(26.5 + 120, 120 + 120, 100, 100))
    expect(m):toEndAt(corner, Rect(26.5, 120, 100, 100))
  end)
end)
