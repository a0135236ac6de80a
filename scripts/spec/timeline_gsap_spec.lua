-- timeline_gsap_spec.lua — Timeline{…} against GSAP 3.12.7 itself: every expected number
-- here was printed by GSAP (dist/gsap.js in node, plain objects as targets, ease "none"),
-- and each case quotes the snippet that printed it. `o.x` there is a view's center.x here.
local function box(x)
  local v = View{frame = Rect(x - 5, 0, 10, 10)}
  window:addSubview(v)
  return v
end
local function X(n, extra)
  local t = {center = Point(n, 5)}
  for k, v in pairs(extra or {}) do t[k] = v end
  return t
end

describe("overlapping tweens of one property", function()
  it("show an earlier, longer tween again once a later one ends", function()
    -- const o = {x: 0}, tl = gsap.timeline({paused: true, defaults: {ease: "none"}});
    -- tl.to(o, {x: 100, duration: 2}, 0).to(o, {x: -50, duration: 0.25}, 0.5);
    -- [0.25, 0.5, 0.625, 0.75, 0.875, 1, 1.5, 2].map(t => (tl.seek(t), o.x))
    --   → 12.5 25 -12.5 -50 43.75 50 75 100
    local v = box(0)
    local tl = Timeline{paused = true, defaults = {curve = "linear"}}
    tl:to(v, X(100, {duration = 2}), 0):to(v, X(-50, {duration = 0.25}), 0.5)
    local want = {[0.25] = 12.5, [0.5] = 25, [0.625] = -12.5, [0.75] = -50, [0.875] = 43.75, [1] = 50, [1.5] = 75, [2] = 100}
    for _, t in ipairs({0.25, 0.5, 0.625, 0.75, 0.875, 1, 1.5, 2}) do
      tl:seek(t)
      expect(v.presentation.center.x):toBeCloseTo(want[t], 1e-9)
    end
    -- the model holds the end: the longer tween's 100 (GSAP's o.x after tl.seek(2))
    tl:play()
    expect(v.center.x):toBe(100)
  end)
end)
