-- custom_dismiss_frame_spec.lua — ctx:finalFrame(presenting) in a `custom` dismissal: the
-- frame the presenting view had when its presentation began, not the frame a presentation
-- animator left it with (docs/transitions.md, "The context"). Apple documents only that the
-- covered view's frame "might be" zero; the libraries that shipped this read it as the full,
-- unchanged frame and were used on devices that way: DeckTransition (51a7c8d, 2017-09-13)
-- scales the presenting view by 1 − 2·inset / its frame's height when presenting and, when
-- dismissing, recomputes that scale from finalFrame(for: presenting).height and moves its
-- rounded strip by presentingView.frame.origin.y − finalFrame.origin.y — both meaningful only
-- if the final frame is the untransformed full frame (zero would make the scale −∞);
-- CardPresentationController insets the presenting view's frame and animates it back to
-- finalFrame(for: presenting), expecting the full screen. On the iPhone 15: (0, 0, 393, 852).
describe("finalFrame of the presenting controller in a custom dismissal", function()
  local full = Rect(0, 0, 393, 852)

  local function animator(change, seen)
    return {
      transitionDuration = function() return 0.3 end,
      animateTransition = function(_, ctx)
        local to = ctx:viewController("to")
        if ctx:viewController("from").name == "root" then           -- presenting
          ctx.containerView:addSubview(ctx:view("to"))
          seen.presenting = ctx:finalFrame(ctx:viewController("from"))
          View.animate(0.3, function() change(ctx:viewController("from").view) end,
                       function() ctx:completeTransition(true) end)
        else                                                         -- dismissing
          seen.dismissing = ctx:finalFrame(to)
          seen.initial = ctx:initialFrame(to)
          View.animate(0.3, function() ctx:view("from").alpha = 0 end,
                       function() ctx:completeTransition(true) end)
        end
      end,
    }
  end

  local function run(change, between)
    local seen = {}
    local root = ViewController{name = "root"}
    window.rootViewController = root
    local card = ViewController{name = "card", modalPresentationStyle = "custom"}
    local a = animator(change, seen)
    card.transitioningDelegate = {
      animationControllerForPresented = function() return a end,
      animationControllerForDismissed = function() return a end,
    }
    root:present(card, true)
    clock.advance(1)
    if between then between() end
    root:dismiss(true)
    clock.advance(1)
    return seen, root
  end

  it("is the full frame after the presentation inset the presenting view's frame", function()
    local seen = run(function(v) v.frame = Rect(16, 20, 361, 812) end)
    expect(seen.presenting):toEqual(full)        -- it stays, at the frame it has
    expect(seen.initial):toEqual(Rect(16, 20, 361, 812))   -- where it is now
    expect(seen.dismissing):toEqual(full)
  end)

  it("is the untransformed full frame after the presentation scaled it", function()
    local seen = run(function(v) v.transform = Transform.scale(0.9, 0.9):translated(0, 20) end)
    expect(seen.dismissing):toEqual(full)
  end)

  -- The container turned between the present and the dismissal: the frame from the start is
  -- portrait, the window now landscape. The presenter's view is the root's, which fills the
  -- window and turns with it (docs/rotation.md, "What a rotation does"; UIKit autoresizes a
  -- controller's root view), so its full frame is now the landscape one, (0, 0, 852, 393);
  -- the stale (0, 0, 393, 852) would send CardPresentationController's view back to a
  -- portrait rectangle in a landscape window.
  it("follows a rotation between the present and the dismissal", function()
    local seen = run(function(v) v.frame = Rect(16, 20, 361, 812) end, function()
      device.orientation = "landscapeRight"
      clock.advance(1)
    end)
    expect(window.bounds):toEqual(Rect(0, 0, 852, 393))
    expect(seen.dismissing):toEqual(Rect(0, 0, 852, 393))
  end)
end)
