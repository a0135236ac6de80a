-- slide_spec.lua — seed 003's GreenSegue slide-in, specified: the view comes down from above
-- the screen over 1.5 s with UIKit's ease-in-ease-out curve; the model is final at once,
-- the screen follows, and the completion runs when it lands.
describe("the GreenSegue slide-in", function()
  local W, H, green

  before_each(function()
    W, H = screen.bounds.width, screen.bounds.height
    green = View{name = "green", frame = Rect(0, -H, W, H), backgroundColor = Color.green}
    window:addSubview(green)
  end)

  local function slideIn(completion)
    View.animate(1.5, function() green.frame = Rect(0, 0, W, H) end, completion)
  end

  it("moves the model at once and the screen over 1.5 s", function()
    local landed = spy.new()
    slideIn(function(finished) landed(finished) end)
    expect(green.frame):toEqual(Rect(0, 0, W, H))
    expect(green.presentation.frame):toEqual(Rect(0, -H, W, H))
    at(0.5, function(now)
      expect(now):toBe(0.75)
      expect(green.presentation.frame):toBeCloseTo(Rect(0, -H / 2, W, H))
      expect(landed).never:toHaveBeenCalled()
    end)
    at(1)
    expect(landed):toHaveBeenCalledWith(true)
  end)

  it("looks the same at its start, middle and end #snapshot", function()
    slideIn()
    expect(window):toMatchFrameSnapshots({0, 0.5, 1})
  end)

  it("records one animation in the timeline #snapshot", function()
    slideIn()
    clock.runUntilIdle()
    expect(timeline()):toMatchSnapshot()
  end)
end)
