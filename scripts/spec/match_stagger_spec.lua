-- match_stagger_spec.lua — Transition.match with stagger (docs/matched.md, "Stagger") on the
-- example's grids (examples/match_stagger.lua). Each pair's delay is worked out here from
-- GSAP's `distribute` rule (gsap.com/docs/v3/GSAP/UtilityMethods/distribute()), not read
-- from Transit: pairs in the reading order of their "from" views; `grid = "auto"` takes the
-- first row's run of increasing left edges as the columns; from "center" the origin is the
-- middle cell, (cols/2 − ½, count/2/cols − ½); a pair's delay is total × (d − dmin) /
-- (dmax − dmin) with total = each × max(cols, rows).
local scene = require "examples.match_stagger"

-- The delay of the i-th pair (reading order) of a rows × cols grid from its centre.
local function delay(i, rows, cols, each)
  local j = i - 1
  local ox, oy = cols / 2 - 0.5, rows * cols / 2 / cols - 0.5
  local function d(k) local x, y = k % cols - ox, oy - k // cols; return math.sqrt(x * x + y * y) end
  local lo, hi = math.huge, 0
  for k = 0, rows * cols - 1 do lo, hi = math.min(lo, d(k)), math.max(hi, d(k)) end
  return each * math.max(rows, cols) * (d(j) - lo) / (hi - lo)
end

-- easeInOut is symmetric about (½, ½): half its time is half the way
local function lerp(a, b, u)
  return Rect(a.x + (b.x - a.x) * u, a.y + (b.y - a.y) * u, a.width + (b.width - a.width) * u,
              a.height + (b.height - a.height) * u)
end
local function halfway(a, b) return lerp(a, b, 0.5) end

-- The clock counts whole microseconds: a delay of 0.0948… s starts within half a microsecond
-- of it, where a flight moves less than 1e-3 points.
local US = 1e-6

describe("Transition.match with stagger", function()
  local first, second, W

  before_each(function()
    W = screen.bounds.width
    first, second = scene.build()
    window.rootViewController = first
  end)

  it("works the delays out as GSAP's distribute does", function()
    -- 4 rows × 3 columns from the centre (1, 1.5): tiles 5 and 8 at 0.5, the corners √3.25
    expect(delay(5, 4, 3, 0.05)):toBe(0)
    expect(delay(1, 4, 3, 0.05)):toBeCloseTo(0.2, 1e-12)
    expect(delay(2, 4, 3, 0.05)):toBeCloseTo(0.2 * 1.0 / (math.sqrt(3.25) - 0.5), 1e-12)
    -- 3 rows × 4 columns: the origin (1.5, 1); tiles 6 and 7 nearest, 0.5 away
    expect(delay(6, 3, 4, 0.05)):toBe(0)
    expect(delay(12, 3, 4, 0.05)):toBeCloseTo(0.2, 1e-12)
  end)

  it("flies each pair after its delay, the centre first, and ends once after the last", function()
    local ends = {}
    first:present(second, true, function() ends[#ends + 1] = clock.now end)
    local flights = {}
    for i = 1, 12 do flights[i] = window.subviews[1]:find("snapshot(thumb" .. i .. ")") end
    local function from(i) return scene.thumbnailFrame(i, W) end
    local function to(i) return scene.detailFrame(i, W) end
    -- each pair holds its start until its delay, then is half way 0.25 s later; the fade
    -- spans all 0.7 s (checks sorted by time: the clock moves forward only)
    local checks = {{0.35, function() expect(second.view.presentation.alpha):toBeCloseTo(0.5, 1e-6) end}}
    for i = 1, 12 do
      local d = delay(i, 4, 3, 0.05)
      if d > 0.01 then
        checks[#checks + 1] = {d - 0.01, function() expect(flights[i].presentation.frame):toBeCloseTo(from(i), 1e-9) end}
      end
      checks[#checks + 1] = {d + 0.25, function()
        expect(flights[i].presentation.frame):toBeCloseTo(halfway(from(i), to(i)), 1e-3)
      end}
    end
    table.sort(checks, function(a, b) return a[1] < b[1] end)
    for _, c in ipairs(checks) do
      clock.advance(math.max(0, c[1] - clock.now))
      c[2]()
    end
    at(1)
    expect(clock.now):toBeCloseTo(0.7, 1e-9)
    expect(ends):toEqual({0.7})
    expect(#window.subviews[1].subviews):toBe(1)       -- the detail only
    for i = 1, 12 do
      assert.is_nil(flights[i].superview)
      expect(flights[i].frame):toEqual(to(i))
      assert.is_false(second.photos[i].isHidden)
    end
  end)

  it("moves without jumps and lands every photo on its place in the detail", function()
    first:present(second, true)
    local centre, corner = first.photos[5], first.photos[1]
    local m = motion{views = {centre, corner, second.photos[5], second.photos[1]}, from = 0, to = 0.7, fps = 120}
    expect(m):toBeContinuous()
    -- thumbnail 1 (26.5, 120, 100, 100) to detail 1 (8.5, 200, 88, 88): left and up, down
    expect(m):toBeMonotonic(corner, "minX")
    expect(m):toBeMonotonic(corner, "minY")
    expect(m):toOvershootAtMost(centre, "width", 0)
    expect(m):toEndAt(second.photos[5], scene.detailFrame(5, W))
    expect(m):toEndAt(second.photos[1], Rect(8.5, 200, 88, 88))
    -- the corner waits 0.2 s: its first 24 frames at 120 fps show the thumbnail where it was
    expect(m.tracks[2].shown[24]):toBe("snapshot(thumb1)")
    expect(m.tracks[2].x[24]):toBe(26.5)
    expect(m.tracks[2].x[26]).never:toBe(26.5)
  end)

  it("staggers the way back by the detail's reading order: 4 columns", function()
    first:present(second, true)
    clock.runUntilIdle()
    local start = clock.now
    second:dismiss(true)
    local flights = {}
    for i = 1, 12 do flights[i] = second.view.superview:find("snapshot(detail" .. i .. ")") end
    local order = {6, 7, 2, 12, 1}                     -- by delay: 0, 0, 0.2 × 0.5/(√3.25 − 0.5), 0.2, 0.2
    for _, i in ipairs(order) do
      local d = delay(i, 3, 4, 0.05)
      at((d + 0.25) / 0.7, function(now)
        expect(now - start):toBeCloseTo(d + 0.25, US)
        expect(flights[i].presentation.frame)
          :toBeCloseTo(halfway(scene.detailFrame(i, W), scene.thumbnailFrame(i, W)), 1e-3)
      end)
    end
    at(1)
    expect(clock.now - start):toBeCloseTo(0.7, 1e-9)
    assert.is_nil(first.presentedViewController)
  end)

  it("orders pairs by their 'from' views' frames, not by ID or by the tree", function()
    -- three views in a row, added right to left, IDs against the order: a list staggered
    -- from the start by 0.1 s must go left to right
    local a, b, c
    local left = ViewController{viewDidLoad = function(self)
      c = View{name = "c", frame = Rect(200, 10, 10, 10), matchID = "a"}
      b = View{name = "b", frame = Rect(100, 10, 10, 10), matchID = "c"}
      a = View{name = "a", frame = Rect(0, 10, 10, 10), matchID = "b"}
      self.view:addSubview(c); self.view:addSubview(b); self.view:addSubview(a)
    end}
    local right = ViewController{
      transitioningDelegate = Transition.match{duration = 1, curve = "linear", stagger = 0.1},
      viewDidLoad = function(self)
        for _, id in ipairs{"a", "b", "c"} do self.view:addSubview(View{frame = Rect(0, 500, 10, 10), matchID = id}) end
      end,
    }
    window.rootViewController = left
    left:present(right, true)
    local container = window.subviews[1]
    local sa, sb, sc = container:find("snapshot(a)"), container:find("snapshot(b)"), container:find("snapshot(c)")
    at(0.15 / 1.2, function()
      -- linear, 490 points down a second: a 0.15 s in, b 0.05 s in, c waiting
      expect(sa.presentation.frame.y):toBeCloseTo(10 + 490 * 0.15, 1e-9)
      expect(sb.presentation.frame.y):toBeCloseTo(10 + 490 * 0.05, 1e-9)
      expect(sc.presentation.frame.y):toBe(10)
    end)
    at(1)
    expect(clock.now):toBeCloseTo(1.2, 1e-9)
  end)

  it("takes the timelines' other stagger forms: amount, an index, random", function()
    -- to the clock's microsecond
    local function r6(x) return math.floor(x * 1e6 + 0.5) / 1e6 end
    local function delays(stagger)
      local views = {}
      local left = ViewController{viewDidLoad = function(self)
        for i = 1, 5 do
          views[i] = View{name = "v" .. i, frame = Rect(i * 20, 0, 10, 10), matchID = "m" .. i}
          self.view:addSubview(views[i])
        end
      end}
      local right = ViewController{
        transitioningDelegate = Transition.match{duration = 1, curve = "linear", stagger = stagger},
        viewDidLoad = function(self)
          for i = 1, 5 do self.view:addSubview(View{frame = Rect(i * 20, 1000, 10, 10), matchID = "m" .. i}) end
        end,
      }
      window.rootViewController = left
      left:present(right, true)
      -- each flight moves 1000 points a second once started: its delay is how far behind it is
      clock.advance(0.5)
      local out = {}
      for i = 1, 5 do
        out[i] = 0.5 - window.subviews[1]:find("snapshot(v" .. i .. ")").presentation.frame.y / 1000
        out[i] = r6(out[i])
      end
      clock.runUntilIdle()
      left:dismiss(false)
      clock.runUntilIdle()
      return out
    end
    -- amount spreads 0.4 s over the five from the end
    expect(delays{amount = 0.4, from = "end"}):toEqual({0.4, 0.3, 0.2, 0.1, 0})
    -- an index is Lua's: 2 is the second pair; distances 1 0 1 2 3 over 3, × 0.1 × 4
    expect(delays{each = 0.1, from = 2}):toEqual({r6(0.4 / 3), 0, r6(0.4 / 3), r6(0.8 / 3), 0.4})
    -- "edges": the ends first
    expect(delays{each = 0.1, from = "edges"}):toEqual({0, 0.2, 0.4, 0.2, 0})
    -- random: the delays of "start", shuffled, the same on every run with the same seed
    local r = delays{each = 0.1, from = "random"}
    local sorted = {table.unpack(r)}
    table.sort(sorted)
    expect(sorted):toEqual({0, 0.1, 0.2, 0.3, 0.4})
    expect(r).never:toEqual({0, 0.1, 0.2, 0.3, 0.4})
    expect(delays{each = 0.1, from = "random"}):toEqual(r)
  end)

  it("can be cancelled half way by an interaction controller: everything back, nothing left", function()
    first:present(second, true)
    clock.runUntilIdle()
    local delegate = second.transitioningDelegate
    delegate.interaction = PercentDrivenInteractiveTransition()
    second:dismiss(true)
    local container = second.view.superview
    local flight = container:find("snapshot(detail6)")            -- no delay on the way back
    local late = container:find("snapshot(detail1)")              -- 0.2 s: 0.05 s in at 0.25
    expect(delegate.interaction.duration):toBeCloseTo(0.5 + 0.2, 1e-12)   -- duration + the largest delay
    delegate.interaction:update(0.25 / 0.7)                        -- 0.25 s of 0.7
    expect(flight.presentation.frame)
      :toBeCloseTo(halfway(scene.detailFrame(6, W), scene.thumbnailFrame(6, W)), 1e-6)
    expect(late.presentation.frame)
      :toBeCloseTo(lerp(scene.detailFrame(1, W), scene.thumbnailFrame(1, W), Easing.easeInOut(0.05 / 0.5)), US)
    delegate.interaction:cancel()
    delegate.interaction = nil
    clock.runUntilIdle()
    expect(first.presentedViewController):toBe(second)
    assert.is_nil(flight.superview)
    assert.is_nil(container:find("matchFlights"))
    expect(#container.subviews):toBe(1)
    expect(container.subviews[1]):toBe(second.view)
    expect(second.view.alpha):toBe(1)
    for i = 1, 12 do
      assert.is_false(second.photos[i].isHidden)
      assert.is_false(first.photos[i].isHidden)
      expect(second.photos[i].frame):toEqual(scene.detailFrame(i, W))
    end
  end)

  it("refuses a bad stagger at the call, in the timelines' words", function()
    expect(function() Transition.match{stagger = {from = "middle"}} end)
      :toThrow("match_stagger_spec.lua:231: bad argument #1 to 'match' (unknown stagger from 'middle' (expected \"start\", \"end\", \"center\", \"edges\", \"random\" or an index))")
    expect(function() Transition.match{stagger = "fast"} end)
      :toThrow("match_stagger_spec.lua:233: bad argument #1 to 'match' (stagger must be a number (seconds between targets) or a table, got string)")
    expect(function() Transition.match{stagger = {each = "1"}} end)
      :toThrow("match_stagger_spec.lua:235: bad argument #1 to 'match' (stagger.each is a number of seconds, got string)")
    expect(function() Transition.match{stagger = {each = 0.1, grid = {0, 3}}} end)
      :toThrow("match_stagger_spec.lua:237: bad argument #1 to 'match' (stagger grid needs at least 1 row and 1 column (got 0 × 3))")
    expect(function() Transition.match{stagger = {each = 0.1, from = 0}} end)
      :toThrow("match_stagger_spec.lua:239: bad argument #1 to 'match' (stagger from must be an index of at least 1 (Lua's first target), got 0)")
  end)
end)
