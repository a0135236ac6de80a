-- controller_layout_spec.lua — a controller's viewWillLayoutSubviews and viewDidLayoutSubviews
-- bracket its view's layoutSubviews, in the same pass, before the subviews lay out (UIKit's
-- order: docs/rotation.md, "Layout"); a rotation runs each once, inside its animation, after
-- viewWillTransition; an error in one names its line and the rotation still completes.

describe("a controller's layout moments", function()
  local log, vc, bar

  before_each(function()
    log = {}
    bar = View{name = "bar", frame = Rect(0, 0, 393, 44), autoresizingMask = "flexibleWidth",
               layoutSubviews = function(self) log[#log + 1] = "bar layout " .. ("%g"):format(self.bounds.width) end}
    vc = ViewController{
      viewDidLoad = function(self)
        self.view.layoutSubviews = function(v) log[#log + 1] = "view layout " .. ("%g"):format(v.bounds.width) end
        self.view:addSubview(bar)
      end,
      viewWillTransition = function(_, size) log[#log + 1] = "will transition " .. ("%g"):format(size.width) end,
      viewWillLayoutSubviews = function(self) log[#log + 1] = "will layout " .. ("%g"):format(self.view.bounds.width) end,
      viewDidLayoutSubviews = function(self) log[#log + 1] = "did layout " .. ("%g"):format(self.view.bounds.width) end,
    }
    window.rootViewController = vc
    window:layoutIfNeeded()
  end)

  it("bracket the view's layoutSubviews, before the subviews', once per rotation", function()
    log = {}
    device.orientation = "landscapeLeft"
    expect(log):toEqual({"will transition 852", "will layout 852", "view layout 852", "did layout 852",
                         "bar layout 852"})
    clock.advance(0.4)
    expect(#log):toBe(5)
  end)

  it("run only when the view needs layout", function()
    log = {}
    window:layoutIfNeeded()
    expect(log):toEqual({})
    vc.view:setNeedsLayout()
    window:layoutIfNeeded()
    expect(log):toEqual({"will layout 393", "view layout 393", "did layout 393"})
  end)

  it("report an error at its line, after the rotation completed", function()
    vc.viewDidLayoutSubviews = function() error("no room") end
    local ok, err = pcall(function() device.orientation = "landscapeRight" end)
    expect(ok):toBe(false)
    expect(tostring(err)):toMatch("controller_layout_spec.lua:45: no room")
    expect(window.interfaceOrientation):toBe("landscapeRight")
    expect(bar.frame):toEqual(Rect(0, 0, 852, 44))
  end)
end)
