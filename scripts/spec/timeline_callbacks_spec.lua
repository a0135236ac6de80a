-- timeline_callbacks_spec.lua — Timeline{onStart, onUpdate, onRepeat, onReverseComplete}
-- against GSAP 3.12.7 itself: every expected sequence was printed by GSAP (dist/gsap.js in
-- node, ease "none", its ticker stepped by hand at 64 frames a second, as clock.fps = 64
-- here), and each case quotes the snippet that printed it. Each sample lists what ran in
-- the 0.125 s before it; "u8" is 8 onUpdate calls in a row.
local function box()
  local v = View{frame = Rect(-5, 0, 10, 10)}
  window:addSubview(v)
  return v
end
local function X(n, extra)
  local t = {center = Point(n, 5)}
  for k, v in pairs(extra or {}) do t[k] = v end
  return t
end

local log, u, cu
local function flush()
  if u > 0 then log[#log + 1] = "u" .. u; u = 0 end
  if cu > 0 then log[#log + 1] = "cu" .. cu; cu = 0 end
end
local function note(name) return function() flush(); log[#log + 1] = name end end
local function update() u = u + 1 end
local function childUpdate() cu = cu + 1 end
-- plays the clock to `untilT` in 0.125 s steps, running at[t] after the step that ends at t;
-- returns "t|what ran; …" (GSAP's harness prints the same)
local function play(untilT, at)
  local out = {}
  for i = 1, math.floor(untilT / 0.125 + 0.5) do
    clock.advance(0.125)
    local t = string.format("%.4f", i * 0.125)
    if at and at[t] then at[t]() end
    flush()
    out[#out + 1] = t .. "|" .. table.concat(log, ",")
    log = {}
  end
  return table.concat(out, "; ")
end

describe("Timeline callbacks against GSAP 3.12.7", function()
  before_each(function()
    log, u, cu = {}, 0, 0
    clock.fps = 64
  end)
  after_each(function() clock.fps = 60 end)

  it("run onStart, calls, onUpdate, onRepeat, onComplete in GSAP's order as it plays", function()
    -- const tl = gsap.timeline({repeat: 1, repeatDelay: 0.26, onStart, onUpdate, onRepeat, onComplete});
    -- tl.to(o, {x: 100, duration: 1}).call(c0, null, 0).call(c05, null, 0.5).call(c1, null, 1);
    local tl = Timeline{repeatCount = 2, repeatDelay = 0.26, defaults = {curve = "linear"}, onStart = note("start"),
      onUpdate = update, onRepeat = note("repeat"), onComplete = note("done"), onReverseComplete = note("revdone")}
    tl:to(box(), X(100, {duration = 1})):call(note("c0"), 0):call(note("c0.5"), 0.5):call(note("c1"), 1)
    expect(play(2.5)):toBe("0.1250|start,c0,u8; 0.2500|u8; 0.3750|u8; 0.5000|u7,c0.5,u1; 0.6250|u8; "
      .. "0.7500|u8; 0.8750|u8; 1.0000|u7,c1,u1; 1.1250|u8; 1.2500|u8; 1.3750|u1,repeat,c0,u8; 1.5000|u8; "
      .. "1.6250|u8; 1.7500|u8; 1.8750|c0.5,u8; 2.0000|u8; 2.1250|u8; 2.2500|u8; 2.3750|c1,u1,done; 2.5000|")
  end)

  it("run onReverseComplete at 0 going back, and onStart again on leaving 0", function()
    -- const tl = gsap.timeline({onStart, onUpdate, onComplete, onReverseComplete});
    -- tl.to(o, {x: 100, duration: 1}).call(c05, null, 0.5).call(c1, null, 1);
    -- at 0.625 tl.reverse(), 1.5 tl.play(), 1.75 tl.restart(), 2 tl.pause(), 2.25 tl.resume()
    -- (GSAP renders the reversed timeline once more the frame after onReverseComplete — a
    -- "u1" at 1.375 — as its time stays in its parent; Transit's rests at 0.)
    local tl = Timeline{defaults = {curve = "linear"}, onStart = note("start"), onUpdate = update,
      onComplete = note("done"), onReverseComplete = note("revdone")}
    tl:to(box(), X(100, {duration = 1})):call(note("c0.5"), 0.5):call(note("c1"), 1)
    local at = {["0.6250"] = function() tl:reverse() end, ["1.5000"] = function() tl:play() end,
      ["1.7500"] = function() tl:restart() end, ["2.0000"] = function() tl:pause() end,
      ["2.2500"] = function() tl:resume() end}
    expect(play(3.125, at)):toBe("0.1250|start,u8; 0.2500|u8; 0.3750|u8; 0.5000|u7,c0.5,u1; 0.6250|u8; "
      .. "0.7500|u7,c0.5,u1; 0.8750|u8; 1.0000|u8; 1.1250|u8; 1.2500|u8,revdone; 1.3750|; 1.5000|; "
      .. "1.6250|start,u8; 1.7500|u8; 1.8750|start,u8; 2.0000|u8; 2.1250|; 2.2500|; 2.3750|u8; "
      .. "2.5000|u7,c0.5,u1; 2.6250|u8; 2.7500|u8; 2.8750|u8; 3.0000|u7,c1,u1,done; 3.1250|")
  end)

  it("run on a seek only with suppressEvents = false, onUpdate once a render", function()
    -- const tl = gsap.timeline({paused: true, repeat: 1, onStart, onUpdate, onRepeat, onComplete, onReverseComplete});
    -- tl.call(c0, null, 0).to(o, {x: 100, duration: 1}, 0).call(c05, null, 0.5).call(c1, null, 1);
    -- then tl.seek(t, s) for each step below, logging what ran
    local tl = Timeline{paused = true, repeatCount = 2, defaults = {curve = "linear"}, onStart = note("start"),
      onUpdate = note("u"), onRepeat = note("repeat"), onComplete = note("done"), onReverseComplete = note("revdone")}
    tl:call(note("c0"), 0):to(box(), X(100, {duration = 1}), 0):call(note("c0.5"), 0.5):call(note("c1"), 1)
    local steps = {{0.25}, {0.5, false, "c0.5,u"}, {0, false, "c0,u,revdone"}, {0.75, false, "start,c0.5,u"},
      {1.5, false, "c1,u,repeat,c0,c0.5,u"}, {0.25, false, "c0,u,repeat,c1,c0.5,u"}, {0, true},
      {1.25, false, "start,c0,c0.5,c1,u,repeat,c0,u"}, {2, true},
      {0, false, "c1,c0.5,c0,u,repeat,c1,c0.5,c0,u,revdone"}, {0.5, true}, {0, false, "c0.5,c0,u,revdone"}}
    for _, s in ipairs(steps) do
      tl:seek(s[1], s[2])
      expect(table.concat(log, ",")):toBe(s[3] or "")
      log = {}
    end
    -- Transit's choice: from 0.25 to the end across the repeat, every callback on the way and
    -- onComplete (GSAP 3.12.7 stops its render after onRepeat there — "c0.5,c1,u,repeat" —
    -- when the timeline has an onRepeat, and never completes)
    tl:seek(0.25)
    tl:seek(2, false)
    expect(table.concat(log, ",")):toBe("c0.5,c1,u,repeat,c0,c0.5,c1,u,done")
  end)

  it("run a nested timeline's callbacks as the outer playhead passes it", function()
    -- const child = gsap.timeline({onStart: cstart, onUpdate: cu, onComplete: cdone, onReverseComplete: crevdone});
    -- child.to(o2, {x: 100, duration: 0.5}).call(cc025, null, 0.25);
    -- const tl = gsap.timeline({onStart, onUpdate, onComplete, onReverseComplete});
    -- tl.to(o1, {x: 100, duration: 0.5}).add(child, 0.26).to(o1, {x: 0, duration: 0.5}, 0.75);
    -- at 1.5 tl.reverse() (GSAP's stray render after onReverseComplete, "u1" at 2.875, left out)
    local child = Timeline{defaults = {curve = "linear"}, onStart = note("cstart"), onUpdate = childUpdate,
      onComplete = note("cdone"), onReverseComplete = note("crevdone")}
    child:to(box(), X(100, {duration = 0.5})):call(note("cc0.25"), 0.25)
    local tl = Timeline{defaults = {curve = "linear"}, onStart = note("start"), onUpdate = update,
      onComplete = note("done"), onReverseComplete = note("revdone")}
    local v = box()
    tl:to(v, X(100, {duration = 0.5})):add(child, 0.26):to(v, X(0, {duration = 0.5}), 0.75)
    expect(play(2.75, {["1.5000"] = function() tl:reverse() end})):toBe("0.1250|start,u8; 0.2500|u8; "
      .. "0.3750|cstart,u8,cu8; 0.5000|u8,cu8; 0.6250|cc0.25,u8,cu8; 0.7500|u8,cu8; 0.8750|cu1,cdone,u8; "
      .. "1.0000|u8; 1.1250|u8; 1.2500|u8,done; 1.3750|; 1.5000|; 1.6250|u8; 1.7500|u8; 1.8750|u8; "
      .. "2.0000|u8,cu1; 2.1250|u8,cu8; 2.2500|u7,cu7,cc0.25,u1,cu1; 2.3750|u8,cu8; "
      .. "2.5000|u7,cu8,crevdone,u1; 2.6250|u8; 2.7500|u8,revdone")
  end)

  it("lose no callback to one that fails: each error names its line, the first thrown", function()
    clock.fps = 4                                   -- frames at 0.25 and 0.5
    local tl = Timeline{defaults = {curve = "linear"}, onUpdate = function() update(); error("bad update") end,
      onComplete = function() note("done")(); error("bad done") end}
    tl:to(box(), X(100, {duration = 0.5})):call(note("c"), 0.5)
    local ok, e = pcall(clock.advance, 0.25)
    expect(ok):toBe(false)
    expect(e):toMatch("timeline_callbacks_spec.lua:%d+: bad update %(in onUpdate of the timeline created at .*timeline_callbacks_spec.lua:%d+%)")
    flush()
    expect(table.concat(log, ",")):toBe("u1")
    log = {}
    -- at the end: the call, onUpdate (fails), onComplete still runs; its error comes next
    ok, e = pcall(clock.advance, 0.25)
    expect(ok):toBe(false)
    expect(e):toMatch("bad update")
    flush()
    expect(table.concat(log, ",")):toBe("c,u1,done")
    ok, e = pcall(clock.advance, 0)
    expect(ok):toBe(false)
    expect(e):toMatch("timeline_callbacks_spec.lua:%d+: bad done %(in onComplete of the timeline created at")
    expect(pcall(clock.advance, 1)):toBe(true)
  end)

  it("refuses a callback that is not a function", function()
    local ok, e = pcall(Timeline, {onRepeat = 1})
    expect(ok):toBe(false)
    expect(e):toMatch("'onRepeat' must be a function %(got number%)")
  end)
end)
