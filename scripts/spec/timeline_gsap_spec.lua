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

describe("pauses and callbacks", function()
  -- a log the callbacks write to, read and emptied by took()
  local log
  local function note(name) return function() log[#log + 1] = name end end
  local function took() local s = table.concat(log, ","); log = {}; return s end
  before_each(function() log = {} end)

  it("holds an addPause after the callbacks due with it, even those added after it", function()
    -- const tl = gsap.timeline(); tl.to(o, {x: 100, duration: 2}).call(() => log("before"), null, 1)
    --   .addPause(1).call(() => log("after"), null, 1);
    -- on a clock stepped by hand, at 1.5 s: log "before,after", tl.time() 1, tl.paused() true
    local v = box(0)
    local tl = Timeline{defaults = {curve = "linear"}}
    tl:to(v, X(100, {duration = 2})):call(note("before"), 1):addPause(1):call(note("after"), 1)
    clock.advance(1.5)
    expect(took()):toBe("before,after")
    expect(tl.time):toBe(1)
    expect(tl.isPaused):toBe(true)
  end)

  it("seeks with events past an addPause, running what is beyond it", function()
    -- const tl = gsap.timeline({paused: true, onComplete: () => log("done")});
    -- tl.to(o, {x: 100, duration: 2}).call(() => log("b1"), null, 1).addPause(1)
    --   .call(() => log("a1"), null, 1).call(() => log("c1.5"), null, 1.5);
    -- tl.seek(1.5, false) → log "b1,a1,c1.5", tl.time() 1.5, o.x 75
    -- tl.seek(1.75); tl.seek(2, false) → log "done"; tl.seek(2, false) again → nothing
    local v = box(0)
    local tl = Timeline{paused = true, onComplete = note("done"), defaults = {curve = "linear"}}
    tl:to(v, X(100, {duration = 2})):call(note("b1"), 1):addPause(1):call(note("a1"), 1):call(note("c1.5"), 1.5)
    tl:seek(1.5, false)
    expect(took()):toBe("b1,a1,c1.5")
    expect(tl.time):toBe(1.5)
    expect(v.presentation.center.x):toBeCloseTo(75, 1e-9)
    tl:seek(1.75)
    tl:seek(2, false)
    expect(took()):toBe("done")
    tl:seek(2, false)
    expect(took()):toBe("")
  end)

  it("runs onComplete when tweenTo reaches the end", function()
    -- const tl = gsap.timeline({paused: true, onComplete: () => log("done")});
    -- tl.to(o, {x: 100, duration: 2}).call(() => log("c1.5"), null, 1.5); tl.tweenTo(2);
    -- at 1.5 s: "c1.5"; at 2 s: "c1.5,done", tl.paused() true
    local v = box(0)
    local tl = Timeline{paused = true, onComplete = note("done"), defaults = {curve = "linear"}}
    tl:to(v, X(100, {duration = 2})):call(note("c1.5"), 1.5)
    tl:tweenTo(2)
    clock.advance(1.5)
    expect(took()):toBe("c1.5")
    clock.advance(0.5)
    expect(took()):toBe("done")
    expect(tl.isPaused):toBe(true)
  end)

  it("leaves the callbacks where a suppressed seek lands due for the next move, either way", function()
    -- const tl = gsap.timeline({paused: true});
    -- tl.to(o, {x: 100, duration: 2}).call(() => log("c1"), null, 1).call(() => log("c0.5"), null, 0.5);
    -- tl.seek(0.5); tl.seek(1); tl.play(); (0.25 s later) → log "c1"
    -- tl.pause(); tl.seek(1); tl.reverse(); (0.25 s later) → log "c1"
    -- tl.pause(); tl.seek(1.5); tl.seek(1); tl.seek(1.25, false) → log "c1"
    local v = box(0)
    local tl = Timeline{paused = true, defaults = {curve = "linear"}}
    tl:to(v, X(100, {duration = 2})):call(note("c1"), 1):call(note("c0.5"), 0.5)
    tl:seek(0.5); tl:seek(1); tl:play()
    clock.advance(0.25)
    expect(took()):toBe("c1")
    tl:pause(); tl:seek(1); tl:reverse()
    clock.advance(0.25)
    expect(took()):toBe("c1")
    tl:pause(); tl:seek(1.5); tl:seek(1); tl:seek(1.25, false)
    expect(took()):toBe("c1")
  end)

  it("does not complete a nested timeline where a suppressed seek lands on its end", function()
    -- const tl = gsap.timeline({paused: true}), child = gsap.timeline({onComplete: () => log("childDone")});
    -- child.to(p, {x: 100, duration: 1}); tl.to(o, {x: 100, duration: 2}).add(child, 0);
    -- tl.seek(0.5); tl.seek(1); tl.play(); (0.25 s later) → nothing logged
    -- tl.pause(); tl.seek(0.5); tl.seek(1.25, false) → "childDone"
    local v, w = box(0), box(0)
    local tl = Timeline{paused = true, defaults = {curve = "linear"}}
    local child = Timeline{paused = true, onComplete = note("childDone"), defaults = {curve = "linear"}}
    child:to(w, X(100, {duration = 1}))
    tl:to(v, X(100, {duration = 2})):add(child, 0)
    tl:seek(0.5); tl:seek(1); tl:play()
    clock.advance(0.25)
    expect(took()):toBe("")
    tl:pause(); tl:seek(0.5); tl:seek(1.25, false)
    expect(took()):toBe("childDone")
  end)
end)
