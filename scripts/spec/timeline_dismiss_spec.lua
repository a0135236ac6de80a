-- timeline_dismiss_spec.lua — the card's interactive dismissal (transitions/timeline_dismiss.lua)
-- is one `ctx:timeline()` of 0.5 s that a pan down scrubs: the card falls from y = 416 to the
-- bottom edge (852) on easeIn, the dimming fades from 0.4 on linear, the contents fade one
-- after another. The drag holds the timeline at percent × 0.5 s (percent = the distance
-- dragged over the scene's 852 points); the lift finishes it (easeInOut, from there to the
-- end) or cancels it (back to 0), and the timeline's onComplete ends the transition.
local Card = require "transitions.timeline_dismiss"

describe("the card's timeline dismissal", function()
  local W, H, root, card, cardView, dim, title

  before_each(function()
    W, H = screen.bounds.width, screen.bounds.height
    root = ViewController{name = "root", viewDidLoad = function(self) self.view.name = "list" end}
    window.rootViewController = root
    card = Card.controller()
    root:present(card, true)
    clock.runUntilIdle()
    Card.attachSwipe(card)
    cardView, dim, title = card.view:find("card"), card.view:find("dim"), card.view:find("title")
  end)

  it("follows a long drag down, then runs on to the end and dismisses", function()
    local shown = Rect(16, 416, W - 32, 420)
    expect(cardView.frame):toEqual(shown)
    local start = clock.now
    window:pan{from = Point(W / 2, H - 400), to = Point(W / 2, H + 100), duration = 0.3}
    -- the drag: the timeline follows the finger (one move a frame at 60 fps), so the card
    -- only goes down
    local drag = motion{views = {cardView, dim, title}, to = start + 0.3, fps = 60}
    expect(drag):toBeMonotonic(cardView, "minY")
    expect(drag):toBeMonotonic(dim, "alpha")
    expect(drag):toBeContinuous()
    -- at the lift: 500 / 852 of the way, the timeline at 0.293427 s; the model is final
    local p = 500 / H
    expect(cardView.presentation.frame.y):toBeCloseTo(416 + 436 * Easing.easeIn(p), 1e-6)
    expect(dim.presentation.alpha):toBeCloseTo(0.4 * (1 - p), 1e-9)
    expect(cardView.frame.y):toBe(H)
    expect(dim.alpha):toBe(0)
    -- the rest, (1 − p) × 0.5 s on easeInOut: on down, to the bottom edge
    local rest = motion{views = {cardView, dim}, to = start + 0.3 + (1 - p) * 0.5 - 1e-6, fps = 120}
    expect(rest):toBeMonotonic(cardView, "minY")
    expect(rest):toBeMonotonic(dim, "alpha")
    expect(rest):toEndAt(cardView, Rect(16, H, W - 32, 420), 1e-3)
    expect(rest):toBeContinuous()
    clock.runUntilIdle()
    expect(root.presentedViewController):toBeNil()
  end)

  it("follows a short drag, then runs back to the start and keeps the card", function()
    local start = clock.now
    window:pan{from = Point(W / 2, H - 200), to = Point(W / 2, H - 80), duration = 0.3}
    local drag = motion{views = {cardView, dim, title}, to = start + 0.3, fps = 60}
    expect(drag):toBeMonotonic(cardView, "minY")
    expect(drag):toBeMonotonic(title, "alpha")
    expect(drag):toBeContinuous()
    local p = 120 / H
    expect(title.presentation.alpha):toBeCloseTo(1 - Easing.easeIn(p * 0.5 / 0.3), 1e-9)
    -- let go below half-way, slowly: back over p × 0.5 s, the card rising to where it was
    local back = motion{views = {cardView, dim, title}, to = start + 0.3 + 0.5, fps = 120}
    expect(back):toBeMonotonic(cardView, "minY")
    expect(back):toBeMonotonic(dim, "alpha")
    expect(back):toEndAt(cardView, Rect(16, 416, W - 32, 420))
    expect(back):toBeContinuous()
    -- the model takes the timeline's start values, as a reversed property animator leaves them
    expect(cardView.frame):toEqual(Rect(16, 416, W - 32, 420))
    expect(dim.alpha):toBe(0.4)
    expect(title.alpha):toBe(1)
    expect(title.transform):toEqual(Transform.identity)
    expect(root.presentedViewController):toBe(card)
    -- the trace: the dismissal's timeline played, and rested at its start as it was cancelled
    local lines = timeline()
    expect(lines[#lines - 1]):toMatch("^%d+%.%d+ timeline #%d+ rests at start$")
    expect(lines[#lines]):toMatch("^%d+%.%d+ dismiss #2 cancelled$")
    local plays = 0
    for _, line in ipairs(lines) do
      if line:find("plays [title.transform, title.alpha, photo.transform", 1, true) then plays = plays + 1 end
    end
    expect(plays):toBe(1)
  end)
end)

describe("ctx:timeline", function()
  local root, presented, seen

  -- a presented controller whose dismissal's animator runs `body(ctx)` and completes when
  -- its timeline settles
  local function dismissWith(body, interaction)
    root = ViewController{name = "root"}
    window.rootViewController = root
    presented = ViewController{name = "sheet", modalPresentationStyle = "overFullScreen"}
    local animator = {transitionDuration = function() return 0.3 end, animateTransition = function(_, ctx) body(ctx) end}
    presented.transitioningDelegate = {
      animationControllerForDismissed = function() return animator end,
      interactionControllerForDismissal = function() return interaction end,
    }
    root:present(presented, false)
    clock.runUntilIdle()
    presented:dismiss(true)
  end

  it("lasts as long as its timeline and runs onComplete once, at the end", function()
    seen = {}
    dismissWith(function(ctx)
      ctx:timeline{defaults = {duration = 0.8}, onComplete = function(finished)
        seen[#seen + 1] = finished
        ctx:completeTransition(not ctx.transitionWasCancelled)
      end}:to(ctx:view("from"), {alpha = 0})
    end)
    expect(presented.transitionCoordinator):toBeTruthy()
    clock.advance(0.79)
    expect(#seen):toBe(0)
    clock.advance(0.01)
    expect(seen):toEqual({true})
    expect(root.presentedViewController):toBeNil()
  end)

  it("refuses play, pause and seek while an interaction drives it, naming the line", function()
    local interaction = PercentDrivenInteractiveTransition()
    local tl
    dismissWith(function(ctx)
      tl = ctx:timeline{onComplete = function() ctx:completeTransition(not ctx.transitionWasCancelled) end}
      tl:to(ctx:view("from"), {alpha = 0, duration = 0.4})
    end, interaction)
    interaction:update(0.5)
    expect(tl.time):toBe(0.2)
    expect(tl.isPaused):toBe(true)
    local ok, err = pcall(tl.play, tl)
    expect(ok):toBe(false)
    expect(err):toMatch("^[^:]*timeline_dismiss_spec%.lua:%d+: Timeline #1 follows the interaction of dismiss #2 sheet from root; drive it with the interaction controller %(update, finish, cancel%)$")
    expect(function() tl:seek(0) end):toThrow("follows the interaction")
    expect(function() tl.timeScale = 2 end):toThrow("follows the interaction")
    interaction:cancel()
    clock.runUntilIdle()
    expect(root.presentedViewController):toBe(presented)
    expect(presented.view.alpha):toBe(1)
  end)

  it("is not yet an interruptible animator: returning it from interruptibleAnimator is an error", function()
    root = ViewController{name = "root"}
    window.rootViewController = root
    presented = ViewController{name = "sheet", modalPresentationStyle = "overFullScreen"}
    local animator = {
      transitionDuration = function() return 0.3 end,
      animateTransition = function() end,
      interruptibleAnimator = function(_, ctx) return ctx:timeline() end,
    }
    local interaction = PercentDrivenInteractiveTransition()
    presented.transitioningDelegate = {
      animationControllerForDismissed = function() return animator end,
      interactionControllerForDismissal = function() return interaction end,
    }
    root:present(presented, false)
    clock.runUntilIdle()
    expect(function() presented:dismiss(true) end):toThrow("interruptibleAnimator of the animator for dismiss #2 sheet from root must return a PropertyAnimator, got Timeline")
    expect(root.presentedViewController):toBe(presented)
  end)

  it("rejects a timeline's own playback options and calls outside animateTransition", function()
    local errors = {}
    local kept
    dismissWith(function(ctx)
      kept = ctx
      errors[1] = select(2, pcall(ctx.timeline, ctx, {repeatCount = 2}))
      errors[2] = select(2, pcall(ctx.timeline, ctx, {onComplete = 1}))
      ctx:completeTransition(true)
    end)
    expect(errors[1]):toMatch("'repeatCount' is not for a transition's timeline: it plays once, on the transition's time")
    expect(errors[2]):toMatch("'onComplete' must be a function %(got number%)")
    local ok, err = pcall(kept.timeline, kept)
    expect(ok):toBe(false)
    expect(err):toMatch("^[^:]*timeline_dismiss_spec%.lua:%d+: timeline: dismiss #2 sheet from root is completed; make its timeline in animateTransition$")
  end)
end)
