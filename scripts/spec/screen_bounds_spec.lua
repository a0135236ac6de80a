-- screen_bounds_spec.lua — `screen.bounds` is UIScreen.bounds: "specified in the current
-- coordinate space, which takes into account any interface rotations in effect for the device.
-- Therefore, the value of this property may change when the device rotates between portrait
-- and landscape orientations" (Apple). It read the portrait size in landscape, so a port's
-- `UIScreen.main.bounds.height` (scripts/transitions/slide_segue.lua) was the wrong one.

describe("screen.bounds", function()
  it("follows the interface into landscape and back", function()
    expect(screen.bounds):toEqual(Rect(0, 0, 393, 852))
    device.orientation = "landscapeLeft"
    expect(screen.bounds):toEqual(Rect(0, 0, 852, 393))
    expect(screen.bounds):toEqual(window.bounds)
    clock.runUntilIdle()
    device.orientation = "portrait"
    expect(screen.bounds):toEqual(Rect(0, 0, 393, 852))
  end)

  it("stays portrait when the interface does not rotate with the device", function()
    window.rootViewController = ViewController{supportedInterfaceOrientations = "portrait"}
    device.orientation = "landscapeRight"
    expect(window.interfaceOrientation):toBe("portrait")
    expect(screen.bounds):toEqual(Rect(0, 0, 393, 852))
  end)

  it("sizes a controller's default view in landscape, as UIKit's loadView does", function()
    device.orientation = "landscapeLeft"
    clock.runUntilIdle()
    -- UIKit's default view takes UIScreen.main.bounds: it read the portrait size here
    expect(ViewController{}.view.frame):toEqual(Rect(0, 0, 852, 393))
    expect(ViewController{}.view.frame):toEqual(screen.bounds)
  end)

  it("takes a new profile's size in the interface's orientation", function()
    device.orientation = "landscapeLeft"
    clock.runUntilIdle()
    device.profile = "iPad"
    expect(screen.bounds):toEqual(Rect(0, 0, 1180, 820))
    expect(screen.bounds):toEqual(window.bounds)
  end)
end)
