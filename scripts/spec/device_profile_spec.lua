-- device_profile_spec.lua — `device.profile = …` changes the window's size by the rotation's
-- path, at once (docs/rotation.md, "Changing the profile"): the root controller's view, its
-- autoresizing subviews, a fullScreen presentation's container and view follow the window;
-- the controllers hear viewWillTransition first; errors name the script's lines.

describe("a profile change", function()
  it("resizes the root controller's view and its autoresizing subviews", function()
    local a = ViewController{name = "a"}
    window.rootViewController = a
    local bar = View{frame = Rect(0, 0, 393, 44), autoresizingMask = "flexibleWidth"}
    a.view:addSubview(bar)
    device.profile = "iPad"
    expect(window.bounds):toEqual(Rect(0, 0, 820, 1180))
    expect(a.view.frame):toEqual(Rect(0, 0, 820, 1180))
    expect(bar.frame):toEqual(Rect(0, 0, 820, 44))
    -- at once: nothing animates, the presentation is already there
    expect(a.view.presentation.frame):toEqual(Rect(0, 0, 820, 1180))
    expect(clock.pendingCount):toBe(0)
    device.profile = "iPhone SE"
    expect(a.view.frame):toEqual(Rect(0, 0, 375, 667))
    expect(bar.frame):toEqual(Rect(0, 0, 375, 44))
  end)

  it("resizes a fullScreen presentation's container and view, and tells each controller first", function()
    local heard = {}
    local function listener(name)
      return ViewController{name = name, modalPresentationStyle = "fullScreen",
        viewWillTransition = function(self, size, coordinator)
          heard[#heard + 1] = string.format("%s %s in %s, %g s", self.name, tostring(size), tostring(window.bounds.size),
                                            coordinator.transitionDuration)
          coordinator:animate(function() heard[#heard + 1] = self.name .. " alongside " .. tostring(window.bounds.size) end,
                              function() heard[#heard + 1] = self.name .. " completion" end)
        end}
    end
    local root, shown = listener("root"), listener("shown")
    window.rootViewController = root
    root:present(shown, false)
    clock.runUntilIdle()
    heard = {}
    device.profile = "iPad"
    expect(shown.view.frame):toEqual(Rect(0, 0, 820, 1180))
    expect(shown.view.superview.frame):toEqual(Rect(0, 0, 820, 1180))
    expect(heard):toEqual{
      "root Size(820, 1180) in Size(393, 852), 0 s", "shown Size(820, 1180) in Size(393, 852), 0 s",
      "root alongside Size(820, 1180)", "shown alongside Size(820, 1180)",
    }
    clock.runUntilIdle()                            -- the completions: a run-loop turn later
    expect(heard[5]):toBe("root completion")
    expect(heard[6]):toBe("shown completion")
  end)

  it("keeps the orientation: a landscape interface takes the new profile's landscape size", function()
    window.rootViewController = ViewController{name = "a"}
    device.orientation = "landscapeLeft"
    clock.runUntilIdle()
    device.profile = "iPad"
    expect(window.bounds):toEqual(Rect(0, 0, 1180, 820))
    expect(window.rootViewController.view.frame):toEqual(Rect(0, 0, 1180, 820))
  end)

  it("raises an error of viewWillTransition at the profile's line, once the change is complete", function()
    local a = ViewController{name = "a", viewWillTransition = function() error("no resize") end}
    window.rootViewController = a
    expect(function() device.profile = "iPad" end):toThrow("device_profile_spec.lua:62: no resize")
    expect(a.view.frame):toEqual(Rect(0, 0, 820, 1180))
  end)
end)
