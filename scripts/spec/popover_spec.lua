-- popover_spec.lua — the iPad popover (docs/popover.md): placed below its source with the
-- arrow up (13 points), slid inside the safe area less 10; "left" alone puts it on the
-- source's right; a tap outside fades it away unless the delegate refuses; a passthrough view
-- takes its tap; bad values name the line.
describe("popover", function()
  local Scene = require "examples.popover"
  local page, menu, popover, button

  before_each(function()
    device.profile = "iPad"
    page, menu = Scene()
    window.rootViewController = page
    button = page.view:find("button")
    popover = menu.popoverPresentationController
    popover.sourceView = button
  end)

  it("goes below the toolbar's button, clamped to the right margin", function()
    expect(popover.arrowDirection):toBe("unknown")
    page:present(menu, true)
    clock.advance(0.125)
    expect(menu.view.presentation.alpha):toBeCloseTo(0.5, 9)
    clock.advance(0.125)
    -- The button is 680…800 × 31…67: below it 67 + 13; centred on 740 it would end at 900.
    expect(menu.view.frame):toEqual(Rect(490, 80, 320, 400))
    expect(popover.arrowDirection):toBe("up")
    expect(page.view.window):toBe(window)
  end)

  it("goes right of its source when only left is permitted", function()
    popover.permittedArrowDirections = "left"
    popover.sourceRect = Rect(0, 0, 20, 36)
    expect(popover.permittedArrowDirections):toEqual({"left"})
    menu.preferredContentSize = Size(200, 300)
    page:present(menu, false)
    -- Right of x 700 (+ 13), cut to the 97 points left before the margin (810); centred on
    -- y 49, then slid down to the top margin, 34.
    expect(menu.view.frame):toEqual(Rect(713, 34, 97, 300))
    expect(popover.arrowDirection):toBe("left")
  end)

  it("is dismissed by a tap outside unless the delegate refuses", function()
    page:present(menu, false)
    local refuse = true
    popover.delegate.presentationControllerShouldDismiss = function(self)
      self.log[#self.log + 1] = "should"
      return not refuse
    end
    window:tap(200, 800)
    expect(page.presentedViewController):toBe(menu)
    refuse = false
    window:tap(200, 800)
    clock.advance(0.25)
    expect(page.presentedViewController):toBe(nil)
    expect(popover.delegate.log):toEqual({"should", "should", "did"})
  end)

  it("names the delegate's bad answer and keeps the popover", function()
    page:present(menu, false)
    popover.delegate.popoverPresentationControllerShouldDismissPopover = function() return "yes" end
    expect(function() window:tap(200, 800) end)
      :toThrow("popoverPresentationControllerShouldDismissPopover of the delegate of <ViewController: menu>'s popover must return a boolean, got string")
    expect(page.presentedViewController):toBe(menu)
  end)

  it("lets a passthrough view take its tap", function()
    local taps = 0
    button:addGestureRecognizer(TapGestureRecognizer{action = function() taps = taps + 1 end})
    popover.passthroughViews = {button}
    page:present(menu, false)
    expect(window:tap(740, 49)):toBe(button)
    expect(taps):toBe(1)
    expect(page.presentedViewController):toBe(menu)
  end)

  it("names the script's line for bad values and a missing source view", function()
    expect(function() popover.permittedArrowDirections = "sideways" end)
      :toThrow([[popover_spec.lua:77: bad value for 'permittedArrowDirections' of PopoverPresentationController (expected "up", "down", "left", "right" or "any", got 'sideways')]])
    expect(function() popover.passthroughViews = {1} end):toThrow("popover_spec.lua:79: bad value for 'passthroughViews' of PopoverPresentationController (passthroughViews #1 must be a View, got number)")
    expect(function() menu.preferredContentSize = Size(-1, 10) end):toThrow("popover_spec.lua:80: bad value for 'preferredContentSize'")
    popover.sourceView = nil
    expect(function() page:present(menu, false) end)
      :toThrow("popover_spec.lua:82: the popoverPresentationController of <ViewController: menu> should have a non-nil sourceView")
  end)

  -- UIKit's delegate is any object conforming: Swift's `popover.delegate = self` (before, "the
  -- delegate of <ViewController: menu>'s popover must be a table, got ViewController")
  it("takes the presenting controller as its delegate, called with it as self", function()
    local asked = {}
    function page:popoverPresentationControllerShouldDismissPopover(p)
      asked[#asked + 1] = {self == page, p == popover}
      return false
    end
    popover.delegate = page
    page:present(menu, false)
    window:tap(200, 800)
    expect(asked):toEqual({{true, true}})
    expect(page.presentedViewController):toBe(menu)
  end)

  -- UIKit lets a script take the source view out of the window while the popover shows; a
  -- rotation used to fail then ("the sourceView … is not in the window"), half done, the
  -- menu stretched over the whole landscape screen. It keeps its last anchor, the button's
  -- 680…800 × 31…67, placed again for the new screen (1180 × 820: centred on 740, the menu
  -- ends at 900, inside 1170).
  it("keeps its last anchor through a rotation once its source view has left the window", function()
    page:present(menu, false)
    button:removeFromSuperview()
    device.orientation = "landscapeRight"
    clock.advance(1)
    expect(menu.view.frame):toEqual(Rect(580, 80, 320, 400))
    expect(popover.arrowDirection):toBe("up")
    window:tap(50, 700)
    clock.advance(1)
    expect(page.presentedViewController):toBe(nil)
  end)

  -- left101: a set-style table ({up = true}, Swift's [.up] misread) or a Point has no list
  -- part: it read as UIKit's [] (no arrow, the popover centred on its source) without a word
  it("names a table keyed by direction names, which is not a list of them", function()
    popover.permittedArrowDirections = "down"
    expect(function() popover.permittedArrowDirections = {up = true} end)
      :toThrow([[popover_spec.lua:122: bad value for 'permittedArrowDirections' of PopoverPresentationController (permittedArrowDirections must be a list of directions ({"up", "down"}), not a table with the key 'up')]])
    expect(function() popover.permittedArrowDirections = Point(1, 2) end):toThrow("popover_spec.lua:124: bad value for 'permittedArrowDirections' of PopoverPresentationController (permittedArrowDirections must be a list of directions ({\"up\", \"down\"}), not a table with the key '")
    expect(function() popover.permittedArrowDirections = {"left", right = true} end):toThrow("not a table with the key 'right'")
    expect(popover.permittedArrowDirections):toEqual({"down"})          -- unchanged by the refused ones
    popover.permittedArrowDirections = {}
    expect(popover.permittedArrowDirections):toEqual({})                -- a list still: no arrow
  end)
end)
