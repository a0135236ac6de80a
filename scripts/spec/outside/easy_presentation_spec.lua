-- easy_presentation_spec.lua — EasyTransitions' modal presentation (scripts/examples/outside/
-- easy_presentation.lua) from its example's base screen on the iPhone 15 (393 × 852).
-- Numbers, computed here from the Swift and UIKit's documented rules:
--   * the card's final frame, P's `frameOfPresentedViewInContainerView`: (10, 852 − 380, 355,
--     370) = (10, 472, 355, 370); the layout puts it 852 − 472 = 380 points lower, at y 852;
--   * `UIViewPropertyAnimator(duration: 1, dampingRatio: 0.8)`: the spring settles at the
--     animator's duration (docs/animation.md: mass 1, ζ = 0.8, the ω₀ whose envelope falls to
--     1/1200 at 1 s: ω₀ = ln(1 / (ε·√(1 − ζ²))) / ζ = ln 2000 / 0.8 = 9.501128); the distance
--     left is x(t) = e^(−ζω₀t)·(cos ω_d t + ζω₀/ω_d · sin ω_d t), ω_d = 0.6·ω₀ (python3):
--       x(0.1) = 0.730172, x(0.2) = 0.356230, x(0.5) = −0.012858 (past the end);
--   * presenting, y = 472 + 380·x: 749.5, 607.367433, 467.114084 — the image's
--     translation 30·x: 21.905153 at 0.1 s; dismissing, y = 852 − 380·x: 574.534731 at 0.1 s;
--   * the completion runs at `.end`, 1 s on: the transition completes then, and the base
--     builds a fresh delegate and card once dismissed (`onDismissed`).
local Easy = require "examples.outside.easy_presentation"

describe("EasyTransitions' modal presentation, ported", function()
  local base, start

  local function advanceTo(t) clock.advance(start + t - clock.now) end

  before_each(function()
    base = Easy.BasePresentationViewController()
    window.rootViewController = base
    window:layoutIfNeeded()
  end)

  it("slides the card up on the 0.8 spring over a fading shadow, then wires the dismissal", function()
    local delegate = base.modalTransitionDelegate
    local animator = delegate.animators.present
    expect(animator.finalFrame):toEqual(Rect(10, 472, 355, 370))
    start = clock.now
    delegate.interactiveController.navigationAction()      -- the pan's .began
    local card = base.presentedViewController
    expect(card.name):toBe("PresentationViewController")
    expect(card.view.frame):toEqual(Rect(10, 472, 355, 370))    -- the model: the block's value
    local container = card.view.superview
    expect(container.subviews[1]):toBe(animator.shadowView)   -- inserted below the card
    expect(container.subviews[2]):toBe(card.view)
    expect(animator.shadowView.frame):toEqual(container.frame)
    expect(card.view.presentation.frame.y):toBe(852)
    advanceTo(0.1)
    expect(card.view.presentation.frame.y):toBeCloseTo(749.465269, 1e-5)
    expect(card.imageView.presentation.transform.ty):toBeCloseTo(21.905153, 1e-5)
    advanceTo(0.2); expect(card.view.presentation.frame.y):toBeCloseTo(607.367433, 1e-5)
    advanceTo(0.5); expect(card.view.presentation.frame.y):toBeCloseTo(467.114084, 1e-5)
    expect(card.view.presentation.frame.x):toBe(10)
    advanceTo(0.999)
    expect(delegate.interactiveController.wiredTo):toBe(base)   -- not yet presented
    advanceTo(1)
    expect(card.view.frame):toEqual(Rect(10, 472, 355, 370))
    expect(animator.shadowView.alpha):toBe(1)
    expect(card.imageView.transform):toEqual(Transform.identity)
    expect(card.imageView.alpha):toBe(1)
    expect(delegate.interactiveController.wiredTo):toBe(card)   -- onPresented
    expect(delegate.interactiveController.pan[2]):toBe("fromTop")
  end)

  it("slides it down by its distance to the bottom, and prepares a new card", function()
    local delegate = base.modalTransitionDelegate
    delegate.interactiveController.navigationAction()
    clock.advance(1)
    local card = base.presentedViewController
    local shadowView = delegate.animators.dismiss.shadowView
    start = clock.now
    card:closeTapped(nil)
    expect(card.view.frame.y):toBe(852)
    advanceTo(0.1); expect(card.view.presentation.frame.y):toBeCloseTo(574.534731, 1e-5)
    expect(shadowView.presentation.alpha):toBeCloseTo(0.730172, 1e-5)
    advanceTo(0.999)
    expect(base.presentedViewController):toBe(card)
    advanceTo(1)
    expect(base.presentedViewController):toBeNil()
    expect(shadowView.alpha):toBe(0)
    expect(card.imageView.transform):toEqual(Transform.translation(0, 30))
    expect(base.modalTransitionDelegate).never:toBe(delegate)    -- onDismissed
    local fresh = base.modalTransitionDelegate
    fresh.interactiveController.navigationAction()
    expect(base.presentedViewController).never:toBe(card)
    clock.advance(1)
    expect(base.presentedViewController.view.frame):toEqual(Rect(10, 472, 355, 370))
  end)
end)
