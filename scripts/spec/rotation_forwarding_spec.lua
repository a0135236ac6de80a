-- rotation_forwarding_spec.lua — who hears a rotation and who may turn (docs/rotation.md):
-- a navigation controller forwards viewWillTransition to the controller on screen, whose
-- view (UIKit's default: flexible width and height) follows; the rotation's coordinator
-- answers to Objective-C's name as a present's does; a Face ID iPhone never turns upside
-- down, whatever the controller allows.

describe("a rotation", function()
  it("reaches a navigation stack's top controller, after the stack, and resizes its view", function()
    local heard = {}
    local function listener(name)
      return ViewController{name = name, viewWillTransition = function(self, size)
        heard[#heard + 1] = self.name .. " " .. tostring(size)
      end}
    end
    local beneath, top = listener("beneath"), listener("top")
    local nav = NavigationController{rootViewController = beneath,
      viewWillTransition = function(_, size) heard[#heard + 1] = "nav " .. tostring(size) end}
    nav:push(top, false)
    window.rootViewController = nav
    expect(top.view.autoresizingMask):toEqual({"flexibleWidth", "flexibleHeight"})
    device.orientation = "landscapeRight"
    expect(heard):toEqual({"nav Size(852, 393)", "top Size(852, 393)"})
    expect(top.view.frame):toEqual(Rect(0, 0, 852, 393))
    clock.advance(0.2)                       -- it animates with the rotation
    local w = top.view.presentation.frame.width
    expect(w > 393 and w < 852):toBe(true)
  end)

  it("offers animateAlongsideTransition, the same method as animate, returning true", function()
    local along, done = {}, {}
    local vc = ViewController{viewWillTransition = function(_, _, coordinator)
      along[#along + 1] = coordinator:animateAlongsideTransition(function() along[#along + 1] = window.bounds.size end,
                                                                 function() done[#done + 1] = clock.now end)
      along[#along + 1] = coordinator:animate(nil, nil)
    end}
    window.rootViewController = vc
    device.orientation = "landscapeLeft"
    expect(along):toEqual({true, true, Size(852, 393)})
    expect(done):toEqual({})
    clock.advance(0.4)
    expect(done):toEqual({0.4})
  end)

  it("never turns a Face ID iPhone upside down; an iPhone SE turns", function()
    local vc = ViewController{supportedInterfaceOrientations = "all"}
    window.rootViewController = vc
    device.orientation = "portraitUpsideDown"
    expect(device.orientation):toBe("portraitUpsideDown")
    expect(window.interfaceOrientation):toBe("portrait")
    expect(vc.view.safeAreaInsets):toEqual(EdgeInsets(59, 0, 34, 0))
    device.orientation = "portrait"
    device.profile = "iPhone SE"
    device.orientation = "portraitUpsideDown"
    expect(window.interfaceOrientation):toBe("portraitUpsideDown")
  end)
end)
