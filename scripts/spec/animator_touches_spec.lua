-- animator_touches_spec.lua — UIViewPropertyAnimator.isUserInteractionEnabled: "When the value
-- of this property is true, touch events are delivered to views normally … The default value
-- of this property is true." An animate block without allowUserInteraction hides its views
-- from hit testing; an animator's views take touches unless it says otherwise.
local function tappable()
  local v = View{frame = Rect(100, 100, 100, 100), name = "v"}
  window:addSubview(v)
  local tapped = {count = 0}
  v:addGestureRecognizer(TapGestureRecognizer(function() tapped.count = tapped.count + 1 end))
  return v, tapped
end

local function tapNow()
  window:tap(150, 150)
  clock.advance(0.1)
end

describe("a property animator's views", function()
  it("take touches while it runs and while it is paused, by default", function()
    local v, tapped = tappable()
    local a = PropertyAnimator{duration = 1, curve = "linear", animations = function() v.alpha = 0.5 end}
    expect(a.isUserInteractionEnabled):toBe(true)
    a:startAnimation()
    clock.advance(0.2)
    tapNow()
    expect(tapped.count):toBe(1)
    a:pauseAnimation()
    tapNow()
    expect(tapped.count):toBe(2)
    a:stopAnimation(true)                             -- UIKit: releasing a paused animator is an error
  end)

  it("are hidden from hit testing until its blocks end when isUserInteractionEnabled is false", function()
    local v, tapped = tappable()
    local a = PropertyAnimator{duration = 1, curve = "linear", animations = function() v.alpha = 0.5 end}
    a.isUserInteractionEnabled = false
    a:startAnimation()
    clock.advance(0.2)
    tapNow()
    expect(tapped.count):toBe(0)
    clock.advance(1)                                  -- the animator ended
    expect(a.state):toBe("inactive")
    tapNow()
    expect(tapped.count):toBe(1)
  end)

  it("keep the setting they began with: changing it while active is UIKit's raise", function()
    local v = tappable()
    local a = PropertyAnimator{duration = 1, animations = function() v.alpha = 0.5 end}
    a:startAnimation()
    expect(function() a.isUserInteractionEnabled = false end)
      :toThrow("isUserInteractionEnabled cannot be changed while the animator is active")
    expect(a.isUserInteractionEnabled):toBe(true)
    expect(function() a.isUserInteractionEnabled = "no" end):toThrow("boolean expected")
  end)

  it("differ from an animate block's, which take no touch without allowUserInteraction", function()
    local v, tapped = tappable()
    View.animate(1, function() v.alpha = 0.5 end)
    clock.advance(0.2)
    tapNow()
    expect(tapped.count):toBe(0)
  end)
end)

describe("an animator stopped without finishing", function()
  -- stopAnimation(true) ends its animations where they are, without completions: the timeline
  -- records the end (finished = false), and the test may end there.
  it("is recorded as ended, not still running", function()
    local v = View{frame = Rect(0, 0, 10, 10), name = "s"}
    window:addSubview(v)
    local a = PropertyAnimator{duration = 1, curve = "linear", animations = function() v.alpha = 0.5 end}
    a:startAnimation()
    clock.advance(0.2)
    a:stopAnimation(true)
    expect(a.state):toBe("inactive")
    expect(v.alpha):toBeCloseTo(0.9, 1e-12)
    local events = timeline()
    expect(events[#events]):toBe("0.200000 end #1 finished=false")
  end)
end)

describe("an animator started again after stopAnimation(true)", function()
  -- its blocks ended at the stop (recorded then); the second run has none to end
  it("records one end for its one begin", function()
    local v = View{frame = Rect(0, 0, 10, 10), name = "r"}
    window:addSubview(v)
    local a = PropertyAnimator{duration = 1, curve = "linear", animations = function() v.alpha = 0 end}
    a:startAnimation()
    clock.advance(0.5)
    a:stopAnimation(true)
    a:startAnimation()
    clock.advance(2)
    expect(a.state):toBe("inactive")
    local ends = 0
    for _, line in ipairs(timeline()) do
      if line:find(" end #", 1, true) then ends = ends + 1 end
    end
    expect(ends):toBe(1)
  end)
end)
