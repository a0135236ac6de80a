-- rotation_reentry_spec.lua — the device turned, or another profile asked for, inside a size
-- change's hooks (docs/rotation.md, "Turning during a turn"): the interface follows the
-- newest orientation once the change is over, as UIKit applies an orientation change asked
-- for during a rotation after it; another profile is refused with an error at its line.

describe("a turn during a rotation", function()
  it("is followed once the rotation is over: the device, the interface and the screen agree", function()
    local vc = ViewController{name = "r"}
    window.rootViewController = vc
    local heard = {}
    vc.viewWillTransition = function(_, size)
      heard[#heard + 1] = tostring(size)
      if #heard == 1 then device.orientation = "portrait" end    -- the device turns back
    end
    device.orientation = "landscapeLeft"
    clock.runUntilIdle()
    expect(heard):toEqual{"Size(852, 393)", "Size(393, 852)"}
    expect(device.orientation):toBe("portrait")
    expect(window.interfaceOrientation):toBe("portrait")
    expect(screen.bounds):toEqual(Rect(0, 0, 393, 852))
    expect(vc.view.frame):toEqual(Rect(0, 0, 393, 852))
  end)

  it("is followed after a viewWillTransition that raises, whose error comes out at the turn's line", function()
    local vc = ViewController{name = "r"}
    window.rootViewController = vc
    vc.viewWillTransition = function()
      vc.viewWillTransition = nil
      device.orientation = "landscapeRight"
      error("late")
    end
    expect(function() device.orientation = "landscapeLeft" end):toThrow("rotation_reentry_spec.lua:30: late")
    clock.runUntilIdle()
    expect(window.interfaceOrientation):toBe("landscapeRight")
    expect(screen.bounds):toEqual(Rect(0, 0, 852, 393))
  end)
end)

describe("another profile during a size change", function()
  it("is refused inside a rotation's viewWillTransition, naming its line; the rotation completes", function()
    local vc = ViewController{name = "r", viewWillTransition = function() device.profile = "iPad" end}
    window.rootViewController = vc
    expect(function() device.orientation = "landscapeLeft" end):toThrow(
      "rotation_reentry_spec.lua:41: cannot change device.profile during a rotation "
      .. "(its viewWillTransition, alongside blocks and layout)")
    expect(device.profile):toBe("iPhone 15")
    expect(screen.bounds):toEqual(Rect(0, 0, 852, 393))
  end)

  it("is refused inside a profile change's layout; the same profile is no change", function()
    local vc = ViewController{name = "r"}
    window.rootViewController = vc
    vc.view.layoutSubviews = function()
      device.profile = "iPad"                                    -- the one being applied: nothing
      device.profile = "iPhone SE"
    end
    expect(function() device.profile = "iPad" end):toThrow(
      "rotation_reentry_spec.lua:55: cannot change device.profile during a profile change")
    expect(device.profile):toBe("iPad")
    expect(window.bounds):toEqual(Rect(0, 0, 820, 1180))
  end)
end)

describe("a hook that turns the device in every turn", function()
  -- it would turn for ever, each turn at the same instant: the engine stops following after
  -- 16 turns in a row, with an error at the line that turned the device first, and the next
  -- test runs at once (before, the turns piled up their animations until a limit stopped the
  -- script, and clearing them for the next test took longer than the run's time limit)
  it("is stopped after 16 turns in a row, at the script's line, the interface consistent", function()
    local vc = ViewController{name = "r"}
    window.rootViewController = vc
    local turns = 0
    vc.viewWillTransition = function()
      turns = turns + 1
      device.orientation = device.orientation == "portrait" and "landscapeLeft" or "portrait"
    end
    local ok, message = pcall(function() device.orientation = "landscapeLeft" end)
    expect(ok):toBe(false)
    expect(message):toMatch("^[^:]*rotation_reentry_spec%.lua:%d+: the device turned again during each of 16 rotations in a row")
    expect(turns):toBe(17)
    vc.viewWillTransition = nil
    clock.runUntilIdle()
    local landscape = window.interfaceOrientation == "landscapeLeft"
    expect(screen.bounds):toEqual(landscape and Rect(0, 0, 852, 393) or Rect(0, 0, 393, 852))
    expect(vc.view.frame):toEqual(screen.bounds)
  end)

  it("leaves the next test a fresh engine", function()
    expect(window.interfaceOrientation):toBe("portrait")
  end)
end)
