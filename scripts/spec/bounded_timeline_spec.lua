-- bounded_timeline_spec.lua — a test keeps the last 4096 events of its timeline (issue 19's
-- flat RSS, docs/benchmark.md "Flat RSS"): `timeline()` says how many earlier ones it no
-- longer holds, and `at()` still spans a block begun before they were dropped.

-- `n` blocks of 0.1 s one after another: a begin and an end each.
local function shortBlocks(view, n)
  for i = 1, n do
    View.animate(0.1, function() view.alpha = i % 2 == 1 and 0.5 or 1 end)
    clock.advance(0.1)
  end
end

describe("a long test's timeline", function()
  it("keeps the last 4096 events and says how many went", function()
    local v = View{name = "v"}
    window:addSubview(v)
    shortBlocks(v, 2100)                                  -- 4200 events
    local lines = timeline()
    expect(#lines):toBe(1 + 4096)
    expect(lines[1]):toBe("… 104 earlier events not kept: the record keeps the last 4096")
    -- the 105th event: blocks 1–52 went (a begin and an end each); block k begins at
    -- (k − 1) × 0.1 s
    expect(lines[2]):toBe("5.200000 begin #53 [v.alpha] duration=0.1 curve=easeInOut at bounded_timeline_spec.lua:8")
    expect(lines[#lines]):toBe("210.000000 end #2100 finished=true")
  end)

  it("keeps nothing to note while it holds every event", function()
    local v = View{name = "v"}
    window:addSubview(v)
    shortBlocks(v, 3)
    expect(#timeline()):toBe(6)
    expect(timeline()[1]):toMatch("^0%.000000 begin #1 %[v%.alpha%]")
  end)

  it("still finds a block begun before the dropped events", function()
    local slow = View{name = "slow"}
    window:addSubview(slow)
    local quick = View{name = "quick"}
    window:addSubview(quick)
    View.animate(1000, function() slow.alpha = 0 end)     -- [0, 1000]
    shortBlocks(quick, 2100)                               -- its begin leaves the record at 210 s
    at(0.5)
    expect(clock.now):toBe(500)
  end)
end)
