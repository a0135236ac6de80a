-- slide_in_presenter_spec.lua — seed 004's presentation controller (transitions/
-- slide_in_presenter.lua) in the article's scene: the presented frame, the overlay's alpha at
-- ¼, ½ and the end of both directions against UIKit's arithmetic, the overlay removed after
-- the dismissal, the presenter's view kept in the window; taps on the overlay and on the
-- presented view; the same with UIKit's default animation; each presenting a ViewController
-- and, as the article does, a NavigationController.
local SlideIn = require "transitions.slide_in_presenter"

-- UIKit's easeInOut, computed here independently of the engine (see zoom_spec.lua).
local UIKit = require "spec.support.uikit"   -- UIKit's arithmetic, computed independently
local easeInOut = UIKit.easeInOut

-- The article presents a UINavigationController: the same frames and times with one as with
-- a plain controller (its delegate asked the same way, issue F11 of rev26).
local function makeDetail(kind)
  local fields = {name = "detail", modalPresentationStyle = "custom",
                  viewDidLoad = function(self) self.view.name = "detail" end}
  if kind == "NavigationController" then
    fields.rootViewController = ViewController{name = "top"}
    return NavigationController(fields)
  end
  return ViewController(fields)
end

for _, kind in ipairs{"ViewController", "NavigationController"} do
  for _, case in ipairs{
    -- the presented frame at eased progress e: the animator's slide from one width right of
    -- the right half (`frame.origin.x -= width`), or UIKit's cover from below
    {name = "with the slide animator", options = nil, duration = 0.3,
     frameAt = function(W, H, e) return Rect(3 * W / 2 - W * e, 0, W / 2, H) end},
    {name = "with UIKit's default animation", options = {animated = false}, duration = 0.5,
     frameAt = function(W, H, e) return Rect(W / 2, H * (1 - e), W / 2, H) end},
  } do
    describe("seed 004's slide-in presenter presenting a " .. kind .. " " .. case.name, function()
      local W, H, root, detail

      before_each(function()
        W, H = screen.bounds.width, screen.bounds.height
        root = ViewController{name = "root", viewDidLoad = function(self) self.view.name = "main" end}
        window.rootViewController = root
        detail = makeDetail(kind)
        detail.transitioningDelegate = SlideIn.delegate(case.options)
      end)

      -- What a tap on the presented controller hits: its view, or the top of its stack's.
      local function front()
        return kind == "NavigationController" and detail.topViewController.view or detail.view
      end

      local function overlay() return window.subviews[2]:find("overlay") end

      it("puts the presented view in the right half, over the overlay fading to 0.5", function()
        root:present(detail, true)
        local container = window.subviews[2]
        expect(container.name):toBe("container(detail)")
        local dim = overlay()
        expect(container.subviews[1]):toBe(dim)                   -- inserted at the back
        expect(dim.frame):toEqual(Rect(0, 0, W, H))
        expect(dim.backgroundColor):toEqual(Color.black)
        for _, q in ipairs{0.25, 0.5} do
          at(q, function(now)
            expect(now):toBeCloseTo(case.duration * q, 1e-9)
            expect(dim.presentation.alpha):toBeCloseTo(0.5 * easeInOut(q), 1e-9)
            expect(detail.view.presentation.frame):toBeCloseTo(case.frameAt(W, H, easeInOut(q)), 1e-9)
          end)
        end
        at(1)
        expect(dim.presentation.alpha):toBe(0.5)
        expect(detail.view.frame):toEqual(Rect(W / 2, 0, W / 2, H))
        expect(detail.view.presentation.frame):toEqual(Rect(W / 2, 0, W / 2, H))
        expect(root.view.window):toBe(window)                     -- the presenter's view stays
        expect(window.subviews[1]):toBe(root.view)
      end)

      it("fades the overlay back on dismissal and removes it when the dismissal completes", function()
        root:present(detail, true)
        clock.runUntilIdle()
        local dim = overlay()
        detail:dismiss(true)
        for _, q in ipairs{0.25, 0.5} do
          at(q, function()
            expect(dim.presentation.alpha):toBeCloseTo(0.5 * (1 - easeInOut(q)), 1e-9)
          end)
        end
        at(1)
        assert.is_nil(dim.superview)
        expect(dim.alpha):toBe(0)
        assert.is_nil(root.presentedViewController)
        expect(#window.subviews):toBe(1)
        expect(window.subviews[1]):toBe(root.view)
      end)

      it("dismisses on a tap on the overlay, not on a tap on the presented view", function()
        root:present(detail, true)
        clock.runUntilIdle()
        expect(window:tap(W * 3 / 4, H / 2)):toBe(front())
        clock.runUntilIdle()
        expect(root.presentedViewController):toBe(detail)
        expect(window:tap(W / 4, H / 2)):toBe(overlay())
        assert.is_true(detail.isBeingDismissed)
        clock.runUntilIdle()
        assert.is_nil(root.presentedViewController)
      end)

      it("lays the overlay and the presented view out again when the device turns", function()
        root:present(detail, true)
        clock.runUntilIdle()
        device.orientation = "landscapeLeft"
        clock.runUntilIdle()
        local b = window.bounds
        expect(b.width > b.height):toBe(true)
        expect(detail.view.frame):toEqual(Rect(b.width / 2, 0, b.width / 2, b.height))
        expect(overlay().frame):toEqual(b)
      end)

      if case.options == nil then
        -- Issue 9: swiped to the right, the sheet follows the finger and the overlay fades
        -- alongside on the transition's own time; let go early, both go back.
        local Swipe = require "transitions.swipe_to_dismiss"

        local function swipe(fraction)
          root:present(detail, true)
          clock.runUntilIdle()
          Swipe.attach(detail, detail.transitioningDelegate, "right")
          local start = clock.now
          window:pan{from = Point(W * 3 / 4, H / 2), to = Point(W * 3 / 4 + fraction * W / 2, H / 2), duration = 0.3}
          clock.advance(0.15)                       -- half-way: dragged fraction / 2 of the width
          return start
        end

        it("slides the sheet away with the finger, the overlay fading alongside", function()
          local start = swipe(0.8)
          local dim = overlay()
          local e = easeInOut(0.4)
          expect(detail.view.presentation.frame):toBeCloseTo(Rect(W / 2 + e * W / 2, 0, W / 2, H), 1e-9)
          expect(dim.presentation.alpha):toBeCloseTo(0.5 * (1 - e), 1e-9)
          clock.advance(start + 0.3 - clock.now)    -- let go at 0.8: the rest, 0.2 × 0.3 s
          clock.advance(0.06)
          assert.is_nil(root.presentedViewController)
          assert.is_nil(dim.superview)
          expect(#window.subviews):toBe(1)
        end)

        it("puts the sheet and the overlay back when let go early", function()
          local start = swipe(0.3)
          local dim = overlay()
          clock.advance(start + 0.3 - clock.now)    -- let go at 0.3: back over 0.3 × 0.3 s
          clock.advance(0.09)
          expect(root.presentedViewController):toBe(detail)
          expect(detail.view.frame):toEqual(Rect(W / 2, 0, W / 2, H))
          expect(detail.view.presentation.frame):toEqual(Rect(W / 2, 0, W / 2, H))
          expect(dim.alpha):toBe(0.5)
          expect(dim.superview):toBe(window.subviews[2])
          -- and a tap on the overlay still dismisses it
          window:tap(W / 4, H / 2)
          clock.runUntilIdle()
          assert.is_nil(root.presentedViewController)
        end)
      end

      it("ignores taps on the overlay while it is being animated in", function()
        root:present(detail, true)
        at(0.5)
        -- the overlay is in flight, so it is skipped; the container behind it covers the window
        expect(window:tap(W / 4, H / 2)):toBe(window.subviews[2])
        at(1)
        expect(root.presentedViewController):toBe(detail)
      end)
    end)
  end
end
