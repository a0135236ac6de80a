-- sheet_detents_spec.lua — examples/sheet_detents.lua: a page sheet with medium and large
-- detents on an iPhone 15, against docs/sheets.md's rules computed here by hand: medium is
-- half the screen; large starts 10 points below the safe area's top (59); at large the view
-- behind scales so that its sides move in by 16 and its top sits at 59, rounded by 10; on
-- release the card goes to the detent nearest where it would coast, WWDC 2018's projection
-- v / 1000 × 0.998 / 0.002; the dimming is black at 0.4. Then the swipe-down dismissal,
-- isModalInPresentation, custom detents, and the errors a script can make.
local SheetScene = require "examples.sheet_detents"

local safeTop = 59                          -- the iPhone 15's safe area in portrait
local function project(v) return v / 1000 * 0.998 / (1 - 0.998) end

describe("a sheet with medium and large detents", function()
  local W, H, list, details, sheet, x

  before_each(function()
    W, H = screen.bounds.width, screen.bounds.height
    x = W / 2
    list, details = SheetScene()
    window.rootViewController = list
    sheet = details.sheetPresentationController
  end)

  local function pushedBack()
    local s = (W - 32) / W
    return Rect(16, safeTop, W * s, H * s)
  end

  it("slides up to the medium detent, dimming, with a grabber, the list left in place", function()
    expect(screen.bounds):toEqual(Rect(0, 0, 393, 852))
    list:present(details, true)
    at(1)
    expect(details.view.frame):toEqual(Rect(0, H / 2, W, H / 2))
    expect(details.view.cornerRadius):toBe(10)
    expect(sheet.selectedDetentIdentifier):toBe(nil)           -- nil: the smallest detent
    expect(list.view.frame):toEqual(Rect(0, 0, W, H))            -- not pushed back at medium
    expect(list.view.window):toBe(window)
    local dimming = window.subviews[2]:find("dimming")
    expect(dimming.alpha):toBe(0.4)
    expect(dimming.backgroundColor):toEqual(Color.black)
    expect(details.view:find("grabber").frame):toEqual(Rect(W / 2 - 18, 5, 36, 5))
  end)

  it("goes large on a drag up, pushing the list back, and tells the delegate", function()
    list:present(details, false)
    clock.advance(0)
    -- 300 points up in 0.25 s: the card's top at 426 − 300 = 126, coasting 1200 pt/s further
    window:pan{from = Point(x, 600), to = Point(x, 300), duration = 0.25}
    clock.advance(0.25)
    expect(H / 2 - 300 + project(-1200)):toBeLessThan(69)        -- nearer large (69) than medium
    clock.advance(0.5)
    expect(sheet.selectedDetentIdentifier):toBe("large")
    expect(details.view.frame):toEqual(Rect(0, safeTop + 10, W, H - safeTop - 10))
    local f = list.view.frame
    for _, k in ipairs{"x", "y", "width", "height"} do expect(f[k]):toBeCloseTo(pushedBack()[k], 1e-9) end
    expect(list.view.cornerRadius):toBe(10)
    expect(sheet.delegate.log):toEqual({"large"})
  end)

  it("lets the velocity decide: a short flick comes back to medium, a slow short drag stays", function()
    list:present(details, false)
    clock.advance(0)
    sheet.selectedDetentIdentifier = "large"
    -- 80 points down in 0.1 s from large: 149 + 399.2 = 548.2, nearer medium (426)
    window:pan{from = Point(x, 300), to = Point(x, 380), duration = 0.1}
    clock.advance(0.6)
    expect(sheet.selectedDetentIdentifier):toBe("medium")
    expect(details.view.frame):toEqual(Rect(0, H / 2, W, H / 2))
    -- 80 points up in 2 s from medium: 346 − 19.96 = 326, still nearer medium than large
    window:pan{from = Point(x, 600), to = Point(x, 520), duration = 2}
    clock.advance(1)
    expect(details.view.frame.minY):toBeCloseTo(H / 2 - 40, 1e-9)   -- the card follows the finger
    clock.advance(1.5)
    expect(details.view.frame.minY):toBe(H / 2)
    expect(sheet.delegate.log):toEqual({"medium"})
  end)

  it("is dismissed by a swipe down, and the delegate hears will and did", function()
    local heard = {}
    sheet.delegate = {
      presentationControllerWillDismiss = function(_, s) heard[#heard + 1] = "will " .. tostring(s == sheet) end,
      presentationControllerDidDismiss = function() heard[#heard + 1] = "did at " .. clock.now end,
    }
    list:present(details, false)
    clock.advance(0)
    local start = clock.now
    window:pan{from = Point(x, 600), to = Point(x, 850), duration = 0.2}
    clock.advance(0.1)
    expect(heard):toEqual({"will true"})
    expect(details.view.frame):toEqual(Rect(0, H / 2 + 125, W, H / 2))    -- moved, not resized
    clock.advance(0.1 + 0.5)
    expect(list.presentedViewController):toBe(nil)
    expect(heard):toEqual({"will true", "did at " .. (start + 0.7)})
  end)

  it("refuses the swipe when modal in presentation, and reports the attempt", function()
    local attempts = 0
    sheet.delegate = {presentationControllerDidAttemptToDismiss = function() attempts = attempts + 1 end}
    details.isModalInPresentation = true
    list:present(details, false)
    clock.advance(0)
    window:pan{from = Point(x, 600), to = Point(x, 850), duration = 0.2}
    clock.advance(0.1)
    -- half-way, 125 points down, rubber-banded: (1 − 1 / (125 × 0.55 / 852 + 1)) × 852
    expect(details.view.frame.minY):toBeCloseTo(H / 2 + (1 - 1 / (125 * 0.55 / H + 1)) * H, 1e-9)
    clock.advance(0.1 + 0.5)
    expect(attempts):toBe(1)
    expect(list.presentedViewController):toBe(details)
    expect(details.view.frame.minY):toBe(H / 2)
  end)

  it("asks presentationControllerShouldDismiss once per drag; false refuses as isModalInPresentation", function()
    local heard = {}
    sheet.delegate = {
      presentationControllerShouldDismiss = function() heard[#heard + 1] = "should"; return false end,
      presentationControllerDidAttemptToDismiss = function() heard[#heard + 1] = "attempt" end,
      presentationControllerWillDismiss = function() heard[#heard + 1] = "will" end,
    }
    list:present(details, false)
    clock.advance(0)
    window:pan{from = Point(x, 600), to = Point(x, 850), duration = 0.2}
    clock.advance(0.7)
    expect(heard):toEqual({"should", "attempt"})
    expect(list.presentedViewController):toBe(details)
  end)

  it("rests at a custom detent a resolver computes", function()
    sheet.detents = {Detent.custom{identifier = "third", resolver = function(ctx) return ctx.maximumDetentValue * 0.3 end}, "large"}
    list:present(details, false)
    local max = H - safeTop - 10 - 34
    expect(details.view.frame.minY):toBeCloseTo(H - 34 - max * 0.3, 1e-9)
    sheet:animateChanges(function() sheet.selectedDetentIdentifier = "large" end)
    expect(details.view.presentation.frame.minY):toBeCloseTo(H - 34 - max * 0.3, 1e-9)
    clock.advance(0.5)
    expect(details.view.presentation.frame.minY):toBe(safeTop + 10)
    expect(sheet.detents):toEqual({"third", "large"})
  end)

  it("names the script's line for bad detents and values", function()
    expect(function() sheet.detents = {} end):toThrow("sheet_detents_spec.lua:140: detents must hold at least one detent")
    expect(function() sheet.detents = {"huge"} end):toThrow("sheet_detents_spec.lua:141:")
    expect(function() sheet.detents = {"huge"} end):toThrow("must be \"medium\", \"large\" or Detent.custom{…}, got 'huge'")
    expect(function() sheet.detents = "medium" end):toThrow("a list of detents expected, got string")
    expect(function() Detent.custom{identifier = 7, resolver = print} end):toThrow("identifier must be a non-empty string or nil, got number")
    expect(function() Detent.custom{identifier = "x"} end):toThrow("Detent.custom needs resolver (a function), got nil")
    expect(function() sheet.preferredCornerRadius = 0 / 0 end):toThrow("preferredCornerRadius must be a finite, non-negative number or nil (got nan)")
    expect(function() sheet.prefersGrabberVisible = "yes" end):toThrow("sheet_detents_spec.lua:147:")
    expect(function() details.modalPresentationStyle = "halfSheet" end):toThrow("pageSheet, formSheet")
    sheet.detents = {Detent.custom{identifier = "bad", resolver = function() return "tall" end}}
    expect(function() list:present(details, false) end):toThrow("the resolver of detent 'bad' must return a number or nil, got string")
    expect(list.presentedViewController):toBe(nil)             -- the failed presentation went back
    expect(#window.subviews):toBe(1)
    sheet.detents = {Detent.custom{identifier = "negative", resolver = function() return -1 end}}
    expect(function() list:present(details, false) end)
      :toThrow("the resolver of detent 'negative' must return a finite, non-negative number or nil (got -1)")
  end)

  it("runs the custom resolvers again on invalidateDetents, animated inside animateChanges", function()
    local height, calls = 200, 0
    sheet.detents = {Detent.custom{identifier = "fit", resolver = function()
      calls = calls + 1
      return height
    end}, "large"}
    list:present(details, false)
    clock.advance(0)
    expect(details.view.frame.minY):toBeCloseTo(H - 34 - 200, 1e-9)      -- 618
    height = 300
    clock.advance(1)
    expect(details.view.frame.minY):toBeCloseTo(618, 1e-9)               -- nothing looks by itself
    local before = calls
    sheet:invalidateDetents()
    expect(calls):toBeGreaterThan(before)
    expect(details.view.frame.minY):toBeCloseTo(H - 34 - 300, 1e-9)      -- 518, at once
    height = 400
    sheet:animateChanges(function() sheet:invalidateDetents() end)
    expect(details.view.frame.minY):toBeCloseTo(418, 1e-9)               -- the model moves now
    expect(details.view.presentation.frame.minY):toBeCloseTo(518, 1e-9)  -- the card follows
    clock.advance(0.25)
    expect(details.view.presentation.frame.minY):toBeLessThan(518)
    expect(details.view.presentation.frame.minY):toBeGreaterThan(418)
    clock.advance(0.25)
    expect(details.view.presentation.frame.minY):toBeCloseTo(418, 1e-9)
    height = 0 / 0
    expect(function() sheet:invalidateDetents() end)
      :toThrow("sheet_detents_spec.lua:184: the resolver of detent 'fit' must return a finite, non-negative number or nil (got nan)")
  end)

  -- It resolved itself again until "C stack overflow": UIKit re-evaluates in the next layout
  -- pass, and Transit's pass is the call itself.
  it("refuses invalidateDetents inside a resolver, at the resolver's line", function()
    list:present(details, false)
    clock.advance(0)
    local function invalidating()
      sheet:invalidateDetents()
      return 100
    end
    expect(function() sheet.detents = {Detent.custom{identifier = "self", resolver = invalidating}, "large"} end)
      :toThrow("sheet_detents_spec.lua:194: invalidateDetents() cannot be called inside a detent resolver")
  end)

  -- Apple, custom(identifier:resolver:): "If you don't specify an identifier, the system
  -- generates a random identifier" (numbered here, so that runs repeat).
  it("makes an identifier for a custom detent given none", function()
    local a = Detent.custom{resolver = function() return 200 end}
    local b = Detent.custom{resolver = function() return 300 end}
    expect(type(a.identifier)):toBe("string")
    expect(a.identifier == b.identifier):toBe(false)
    sheet.detents = {a, b, "large"}
    expect(sheet.detents):toEqual({a.identifier, b.identifier, "large"})
    list:present(details, false)
    expect(details.view.frame.minY):toBeCloseTo(H - 34 - 200, 1e-9)     -- the smallest
    sheet.selectedDetentIdentifier = b.identifier
    expect(details.view.frame.minY):toBeCloseTo(H - 34 - 300, 1e-9)
  end)

  -- UIKit's header: isModalInPresentation "is set on the view controller when you wish to
  -- force the presentation hosting the view controller into modal behavior" — Apple's sample
  -- "Disabling the pull-down gesture for a sheet" sets it on the controller inside the
  -- presented navigation controller.
  it("is modal when a controller of the presented navigation stack is", function()
    local form = ViewController{name = "form"}
    local nav = NavigationController{rootViewController = form, modalPresentationStyle = "pageSheet"}
    local navSheet = nav.sheetPresentationController
    navSheet.detents = {"medium", "large"}
    navSheet.largestUndimmedDetentIdentifier = "medium"
    local heard, taps = {}, 0
    navSheet.delegate = {
      presentationControllerDidAttemptToDismiss = function() heard[#heard + 1] = "attempt" end,
      presentationControllerWillDismiss = function() heard[#heard + 1] = "will" end,
    }
    list.view:addGestureRecognizer(TapGestureRecognizer{action = function() taps = taps + 1 end})
    list:present(nav, false)
    clock.advance(0)
    form.isModalInPresentation = true
    window:tap(x, 200)                              -- above the medium card: undimmed, but modal
    expect(taps):toBe(0)
    window:pan{from = Point(x, 600), to = Point(x, 850), duration = 0.2}
    clock.advance(0.7)
    expect(heard):toEqual({"attempt"})
    expect(list.presentedViewController):toBe(nav)
    form.isModalInPresentation = false
    window:tap(x, 200)
    expect(taps):toBe(1)
  end)
end)
