-- view_transition_with_spec.lua — View.transition(container, duration, options, animations,
-- completion), UIKit's UIView.transition(with:duration:options:animations:completion:)
-- (docs/animation.md, "View transitions"). Apple: it "creates a transition animation for the
-- specified container view"; `animations` "contains the changes you want to make to the
-- specified view"; without .allowAnimatedContent "the views are animated using a snapshot
-- image"; a duration of 0 or less makes the transition "without animations". So the block's
-- changes are the model at once, and the container's old look — Transit's snapshot, laid
-- over it — fades out as the new one shows: over an opaque container that is the mix
-- p·new + (1 − p)·old with p the curve's value, ease-in-ease-out (0.42, 0, 0.58, 1) unless an
-- option names another. p is computed by spec/support/uikit.lua, not by the engine.
local UIKit = require "spec.support.uikit"

describe("View.transition(container, …)", function()
  local container, label

  local function advanceTo(t) clock.advance(t - clock.now) end
  local function overlay() return container.subviews[#container.subviews] end

  before_each(function()
    container = View{name = "container", frame = Rect(20, 40, 200, 100), backgroundColor = Color.white}
    window:addSubview(container)
    label = Label{name = "label", text = "old", frame = Rect(10, 10, 100, 20)}
    container:addSubview(label)
  end)

  it("makes the block's changes at once and fades the old look out on ease-in-ease-out", function()
    local calls = {}
    View.transition(container, 0.3, {"transitionCrossDissolve"}, function()
      label.text = "new"
      label.frame = Rect(50, 60, 120, 30)
    end, function(finished) calls[#calls + 1] = finished end)
    expect(label.text):toBe("new")
    expect(label.presentation.frame):toEqual(Rect(50, 60, 120, 30))   -- no animation of its own
    expect(#container.subviews):toBe(2)
    local old = overlay()
    expect(old.name):toBe("snapshot(container)")
    expect(old.frame):toEqual(Rect(0, 0, 200, 100))                   -- the container's bounds
    expect(old.subviews[1].text):toBe("old")                          -- the look before the block
    expect(old.subviews[1].frame):toEqual(Rect(10, 10, 100, 20))
    -- the old look's weight is 1 − p: 1 − easeInOut(0.25) = 0.87084, 0.5 half-way
    for _, t in ipairs{0.075, 0.15, 0.225} do
      advanceTo(t)
      expect(old.presentation.alpha):toBeCloseTo(1 - UIKit.easeInOut(t / 0.3), 1e-9)
      expect(label.presentation.alpha):toBe(1)
    end
    -- at 0.225 s, 1 − easeInOut(0.75) by python3's bisection of the Bézier: 0.1291619310…
    expect(old.presentation.alpha):toBeCloseTo(0.1291619310, 1e-9)
    expect(#calls):toBe(0)
    advanceTo(0.3)
    expect(calls):toEqual({true})
    expect(#container.subviews):toBe(1)
    expect(old.superview):toBe(nil)
  end)

  it("lays the old look over the container's bounds when they are scrolled", function()
    container.bounds = Rect(0, 30, 200, 100)
    View.transition(container, 1, "transitionCrossDissolve", nil)
    expect(overlay().frame):toEqual(Rect(0, 30, 200, 100))
  end)

  -- UIKit's old look is no subview: it covers whatever the container shows under it, also what
  -- lands after the call (Pageboy's page swap, one main-queue turn after its block)
  it("keeps the old look in front of what is added while it fades", function()
    View.transition(container, 1, "transitionCrossDissolve", nil)
    local old = overlay()
    local late = View{name = "late"}
    container:addSubview(late)
    expect(container.subviews):toEqual({label, late, old})
    container:bringSubviewToFront(label)
    expect(container.subviews):toEqual({late, label, old})
    advanceTo(1)
    container:addSubview(View{name = "after"})
    expect(#container.subviews):toBe(3)
    expect(container.subviews[3].name):toBe("after")
  end)

  it("takes a curve option", function()
    View.transition(container, 1, {"transitionCrossDissolve", "curveLinear"}, function() label.text = "x" end)
    advanceTo(0.25)
    expect(overlay().presentation.alpha):toBeCloseTo(0.75, 1e-9)
  end)

  it("makes the change without animation with a duration of 0, completing one turn later", function()
    local calls = {}
    View.transition(container, 0, "transitionCrossDissolve", function() label.text = "new" end,
                    function(finished) calls[#calls + 1] = finished end)
    expect(label.text):toBe("new")
    expect(#container.subviews):toBe(1)
    expect(#calls):toBe(0)
    clock.advance(0)
    expect(calls):toEqual({true})
  end)

  it("refuses what it cannot draw before the block runs", function()
    local ran = false
    expect(function()
      View.transition(container, 1, "transitionCurlDown", function() ran = true end)
    end):toThrow("transitionCurlDown")
    expect(function()
      View.transition(container, 1, {"transitionCrossDissolve", "showHideTransitionViews"}, function() ran = true end)
    end):toThrow("showHideTransitionViews")
    expect(ran):toBe(false)
    expect(#container.subviews):toBe(1)
  end)
  -- Core Animation keeps one transition per layer: CALayer.add(_:forKey:) — "only one
  -- animation per unique key is added to the layer. The special key kCATransition is
  -- automatically used for transition animations". A second transition of the container
  -- replaces the first: the first's old look leaves (the second's snapshot shows it as it was)
  -- and its completion gets false, one turn later. It went on fading under the second before,
  -- completing with true at its own end, and once the second ended, what was added landed in
  -- front of it.
  it("replaces a running transition of the same container, as Core Animation's one kCATransition", function()
    local calls = {}
    View.transition(container, 1, "transitionCrossDissolve", function() label.text = "a" end,
                    function(finished) calls[#calls + 1] = {"first", finished, clock.now} end)
    local first = overlay()
    advanceTo(0.5)
    View.transition(container, 0.2, "transitionCrossDissolve", function() label.text = "b" end,
                    function(finished) calls[#calls + 1] = {"second", finished, clock.now} end)
    local second = overlay()
    expect(container.subviews):toEqual({label, second})
    expect(first.superview):toBe(nil)
    -- the second's old look is the first's mid-fade: 1 − easeInOut(0.5) = 0.5
    expect(second.subviews[2].name):toBe("snapshot(container)")
    expect(second.subviews[2].alpha):toBeCloseTo(0.5, 1e-9)
    clock.advance(0)
    expect(calls):toEqual({{"first", false, 0.5}})
    advanceTo(0.8)
    container:addSubview(View{name = "late"})
    expect(#container.subviews):toBe(2)
    advanceTo(1)
    expect(calls):toEqual({{"first", false, 0.5}, {"second", true, 0.7}})
  end)

  -- the transition is an animation of the container's layer in UIKit: its
  -- layer.removeAllAnimations() ends it ("each block that loses its last animation completes
  -- with finished = false"); the old look went on fading to its end before
  it("ends with the container's removeAllAnimations", function()
    local calls = {}
    View.transition(container, 1, "transitionCrossDissolve", function() label.text = "new" end,
                    function(finished) calls[#calls + 1] = {finished, clock.now} end)
    local old = overlay()
    advanceTo(0.3)
    container:removeAllAnimations()
    expect(old.presentation.alpha):toBe(0)                            -- the new look only
    clock.advance(0)
    expect(calls):toEqual({{false, 0.3}})
    expect(container.subviews):toEqual({label})
    expect(label.text):toBe("new")
  end)

  -- A presentation's animator may start a container transition that outlives it: the
  -- transition's own snapshot is no snapshot the animator left behind (TransitionInvariants'
  -- check one turn after the end warned "left in the container: snapshot(…)" before).
  it("is no snapshot left behind when it outlives a presentation that started it", function()
    local root = ViewController{name = "root"}
    window.rootViewController = root
    local detail = ViewController{name = "detail", modalPresentationStyle = "custom"}
    local animator = {
      transitionDuration = function() return 0.3 end,
      animateTransition = function(_, ctx)
        ctx.containerView:addSubview(ctx:view("to"))
        View.transition(ctx.containerView, 1, "transitionCrossDissolve", function() ctx:view("to").alpha = 0.5 end)
        View.animate(0.3, function() ctx:view("to").center = Point(200, 400) end,
                     function() ctx:completeTransition(true) end)
      end,
    }
    detail.transitioningDelegate = {animationControllerForPresented = function() return animator end}
    root:present(detail, true)
    clock.advance(0.5)
    expect(detail.presentingViewController):toBe(root)
    clock.advance(1)
    expect(#detail.view.superview.subviews):toBe(1)
  end)
end)
