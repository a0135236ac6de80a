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
