-- engine_spec.lua — the engine through the bindings: values, views, animate, the clock and
-- errors. Each `it` runs in a fresh engine: iPhone 15 (393×852), 60 fps, the clock at 0.

local W, H = 393, 852

describe("values", function()
  it("are records with UIKit's arithmetic", function()
    local r = Rect(10, 20, 30, 40)
    expect(r.x):toBe(10)
    expect(r.width):toBe(30)
    expect(r.maxX):toBe(40)
    expect(r.midY):toBe(40)
    expect(r):toEqual(Rect(10, 20, 30, 40))
    expect(r).never:toEqual(Rect(10, 20, 30, 41))
    expect(tostring(r)):toBe("Rect(10, 20, 30, 40)")
    expect(r:insetBy(5, 5)):toEqual(Rect(15, 25, 20, 30))
    expect(r:offsetBy(-10, 0)):toEqual(Rect(0, 20, 30, 40))
    expect(r:union(Rect(0, 0, 1, 1))):toEqual(Rect(0, 0, 40, 60))
    assert.is_true(r:intersection(Rect(100, 100, 1, 1)).isNull)
    assert.is_true(r:contains(Point(10, 20)))
    assert.is_false(r:contains(Point(40, 60)))
    expect(Rect(-10, -10, 20, 20):applying(Transform.scale(2, 3))):toEqual(Rect(-20, -30, 40, 60))
    expect(tostring(Point(1.5, -2))):toBe("Point(1.5, -2)")
  end)

  it("has transforms and colours", function()
    expect(Transform.rotation(math.pi / 2)):toBeCloseTo(Transform(0, 1, -1, 0, 0, 0), 1e-9)
    assert.is_true(Transform.identity.isIdentity)
    assert.is_false(Transform.rotation(1).isIdentity)
    expect(Transform.translation(5, 6):inverted()):toEqual(Transform.translation(-5, -6))
    assert.is_nil(Transform.scale(0, 1):inverted())
    expect(Color.red):toEqual(Color(1, 0, 0))
    expect(Color(1, 0, 0).a):toBe(1)
    expect(Color.hex("#FF8000")):toEqual(Color(1, 128 / 255, 0))
  end)

  it("gives a fresh value for each constant (no shared state)", function()
    Transform.identity.a = 7  -- luacheck: ignore 122 (writing to the copy is the point)
    expect(Transform.identity.a):toBe(1)
  end)
end)

describe("views", function()
  local parent, child

  before_each(function()
    parent = View{frame = Rect(100, 100, 200, 200), name = "parent"}
    child = View{frame = Rect(10, 10, 50, 50), name = "child", backgroundColor = Color.blue}
    parent:addSubview(child)
    window:addSubview(parent)
  end)

  it("form a tree in the window", function()
    expect(child.superview):toBe(parent)
    expect(parent.subviews[1]):toBe(child)
    expect(child.window):toBe(window)
    expect(window:find("child")):toBe(child)
  end)

  it("convert through bounds origins", function()
    expect(child:convert(child.bounds, {to = window})):toBeCloseTo(Rect(110, 110, 50, 50))
    parent.bounds = Rect(10, 0, 200, 200)        -- scrolls the content left by 10
    expect(window:convert(child.frame, {from = parent})):toBeCloseTo(Rect(100, 110, 50, 50))
  end)

  it("insert with Lua indices and keep Lua-side fields", function()
    local front = View{name = "front"}
    parent:insertSubview(front, {at = 1})        -- Lua index 1: the back-most
    expect(parent.subviews):toEqual({front, child})
    parent:bringSubviewToFront(front)
    expect(parent.subviews[2]):toBe(front)
    child.photo = "a Lua-side field"
    expect(parent.subviews[1].photo):toBe("a Lua-side field")
  end)

  it("refuse cycles and bad values, naming the line", function()
    expect(function() child:addSubview(parent) end):toThrow("into its own subtree")
    expect(function() parent.alpha = "x" end):toThrow("bad value for 'alpha' of View (number expected, got string)")
  end)

  it("report the bounding box of a transformed frame", function()
    local box = View{frame = Rect(0, 0, 100, 50)}
    box.transform = Transform.rotation(math.pi / 2)
    expect(box.frame):toBeCloseTo(Rect(25, -25, 50, 100), 1e-9)
  end)

  it("start each test in a fresh window", function()
    expect(#window.subviews):toBe(1)              -- only this test's parent
    expect(clock.now):toBe(0)
  end)
end)

describe("View.animate", function()
  it("slides seed 003's view in over 1.5 s with easeInOut", function()
    expect(screen.bounds):toEqual(Rect(0, 0, W, H))
    local second = View{frame = Rect(0, -H, W, H)}
    window:addSubview(second)
    local done = spy.new()                                           -- bindings take functions: wrap the spy
    local handle = View.animate(1.5, function() second.frame = Rect(0, 0, W, H) end, function(f) done(f) end)
    expect(second.frame):toEqual(Rect(0, 0, W, H))                   -- the model is final at once
    expect(second.presentation.frame):toEqual(Rect(0, -H, W, H))     -- the screen is not
    at(0.5, function(now)                                            -- halfway: easeInOut(0.5) = 0.5
      expect(now):toBe(0.75)
      expect(second.presentation.frame):toBeCloseTo(Rect(0, -H / 2, W, H), 1e-6)
      assert.is_false(handle.isFinished)
    end)
    at(1)
    assert.is_true(handle.isFinished)
    expect(handle.finished):toBe(true)
    assert.spy(done).was.called_with(true)
    expect(clock.now):toBe(1.5)
  end)

  it("replaces a running alpha animation: the first completes unfinished", function()
    local fade = View{}
    local results = {}
    View.animate(1, function() fade.alpha = 0 end, function(f) results[#results + 1] = "first " .. tostring(f) end)
    clock.advance(0.5)
    View.animate(1, function() fade.alpha = 1 end, function(f) results[#results + 1] = "second " .. tostring(f) end)
    clock.runUntilIdle()
    expect(results):toEqual({"first false", "second true"})
  end)

  it("completes a zero-duration block one run-loop turn later, at the same time", function()
    local fade = View{}
    local ran = false
    View.animate(0, function() fade.alpha = 0.5 end, function() ran = true end)
    assert.is_false(ran)
    expect(fade.presentation.alpha):toBe(0.5)
    clock.advance(0)
    assert.is_true(ran)
    expect(clock.now):toBe(0)
  end)

  it("takes curves as values, names or functions", function()
    expect(Easing.linear(0.25)):toBeCloseTo(0.25)
    expect(Easing.easeInOut(0.5)):toBeCloseTo(0.5)
    expect(Easing.cubicBezier(0, 0, 1, 1)(0.3)):toBeCloseTo(0.3, 1e-6)
    local k = View{}
    View.animate{duration = 1, curve = function(x) return x * x end, animations = function() k.alpha = 0 end}
    clock.advance(0.5)
    expect(k.presentation.alpha):toBeCloseTo(0.75)                   -- 1 - 0.5²
    clock.runUntilIdle()
  end)
end)
