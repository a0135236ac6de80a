-- store_search.lua — StoreSearch's pop-up detail screen ported to Transit: a custom
-- presentation whose animator bounces the detail view in with a cubic keyframe animation of
-- its scale (0.7 → 1.2 → 0.9 → 1.0 in 0.4 s), over a gradient dimming view that fades in
-- alongside; dismissal slides the view up out of the screen while it shrinks to half size.
-- A module; scripts/spec/outside/store_search_spec.lua presents and dismisses it and pins
-- the scales, frames and alphas.
--
-- Source: https://github.com/b3ntly/store-search-ios, StoreSearch/BounceAnimationController.swift,
-- SlideOutAnimationController.swift, DimmingPresentationController.swift, GradientView.swift
-- and DetailViewController.swift at fd93921 (2017-05-20), Benjamin Jones's copy of the
-- StoreSearch app of the iOS Apprentice book (the repository states no licence; the port is
-- written from reading it, not copied). One Lua line for each Swift line where the contract
-- allows; where it does not, the comment says so. The search screen that presents the detail
-- (a table of iTunes results) and the detail's labels and artwork download are not ported.
local M = {}

-- GradientView: a UIView subclass that is clear and paints a radial gradient in draw(_:)
-- (black at alpha 0.3 in the centre to 0.7 at max(midX, midY)). Not ported: Transit has no
-- draw(_:) — views show their background, not custom drawing —, so the port keeps the clear
-- background only and the dimming is not seen in a render (docs/transitions.md, the ports).
function M.GradientView(frame)
  local view = View{name = "gradient", frame = frame}
  view.backgroundColor = Color.clear
  return view
end

-- BounceAnimationController: UIViewControllerAnimatedTransitioning, a table of methods.
local BounceAnimationController = {}
BounceAnimationController.__index = BounceAnimationController
M.BounceAnimationController = BounceAnimationController

function BounceAnimationController.new()
  return setmetatable({}, BounceAnimationController)
end

function BounceAnimationController:transitionDuration(transitionContext)
  return 0.4
end

function BounceAnimationController:animateTransition(transitionContext)
  local toViewController = transitionContext:viewController("to")
  local toView = transitionContext:view("to")
  if toViewController and toView then

    local containerView = transitionContext.containerView
    toView.frame = transitionContext:finalFrame(toViewController)

    containerView:addSubview(toView)
    toView.transform = Transform.scale(0.7, 0.7)

    View.animateKeyframes{duration = self:transitionDuration(transitionContext), delay = 0,
                          options = {"calculationModeCubic"}, animations = function()
      -- key frame 1
      View.addKeyframe(0.0, 0.334, function()
        toView.transform = Transform.scale(1.2, 1.2)
      end)

      -- key frame 2
      View.addKeyframe(0.334, 0.333, function()
        toView.transform = Transform.scale(0.9, 0.9)
      end)

      -- key frame 3
      View.addKeyframe(0.666, 0.333, function()
        toView.transform = Transform.scale(1.0, 1.0)
      end)
    end, completion = function(finished)
      transitionContext:completeTransition(finished)
    end}
  end
end

-- SlideOutAnimationController
local SlideOutAnimationController = {}
SlideOutAnimationController.__index = SlideOutAnimationController
M.SlideOutAnimationController = SlideOutAnimationController

function SlideOutAnimationController.new()
  return setmetatable({}, SlideOutAnimationController)
end

function SlideOutAnimationController:transitionDuration(transitionContext)
  return 0.3
end

function SlideOutAnimationController:animateTransition(transitionContext)
  local fromView = transitionContext:view("from")
  if fromView then

    local containerView = transitionContext.containerView
    local duration = self:transitionDuration(transitionContext)

    View.animate(duration, function()
      -- Swift's `fromView.center.y -= …` mutates the view's centre; a Point read in Lua is a
      -- copy, so the centre is assigned whole
      fromView.center = Point(fromView.center.x, fromView.center.y - containerView.bounds.size.height)
      fromView.transform = Transform.scale(0.5, 0.5)

    end, function(finished)
      transitionContext:completeTransition(finished)
    end)
  end
end

-- DimmingPresentationController: a UIPresentationController subclass.
function M.DimmingPresentationController(presentedViewController, presentingViewController)
  local controller = PresentationController{
    presentedViewController = presentedViewController,
    presentingViewController = presentingViewController,
  }
  controller.dimmingView = M.GradientView(Rect(0, 0, 0, 0))   -- Swift's lazy var

  function controller:shouldRemovePresentersView()
    return false
  end

  function controller:presentationTransitionWillBegin()
    self.dimmingView.frame = self.containerView.bounds
    self.containerView:insertSubview(self.dimmingView, {at = 1})   -- Swift's index 0

    -- fade in affect
    self.dimmingView.alpha = 0
    local coordinator = self.presentedViewController.transitionCoordinator
    if coordinator then
      coordinator:animate(function(_)
        self.dimmingView.alpha = 1
      end, nil)
    end
  end

  function controller:dismissalTransitionWillBegin()
    local coordinator = self.presentedViewController.transitionCoordinator
    if coordinator then
      coordinator:animate(function(_)
        self.dimmingView.alpha = 0
      end, nil)
    end
  end

  return controller
end

-- DetailViewController: the storyboard's scene, a clear view holding the pop-up. The outlets
-- are Lua-side fields; the pop-up's size and the labels come from the storyboard, which is
-- not ported: a 240 × 240 pop-up centred in the view stands in for it.
function M.DetailViewController()
  local controller = ViewController{
    name = "detail",

    viewDidLoad = function(self)
      self.view.backgroundColor = Color.clear

      -- not ported: updateUI() (labels, artwork download) and view.tintColor
      self.popupView = View{name = "popup", frame = Rect(0, 0, 240, 240), backgroundColor = Color.white}
      self.popupView.center = Point(self.view.bounds.midX, self.view.bounds.midY)
      self.view:addSubview(self.popupView)
      self.popupView.layer.cornerRadius = 10

      local gestureRecognizer = TapGestureRecognizer(self, "close")
      -- not ported: gestureRecognizer.cancelsTouchesInView = false (Transit's recognizers
      -- deliver no touches to views, so there is nothing to cancel or let through)
      gestureRecognizer.delegate = self
      self.view:addGestureRecognizer(gestureRecognizer)
    end,
  }

  -- required init?(coder:)
  controller.modalPresentationStyle = "custom"
  controller.transitioningDelegate = controller

  function controller:close()
    self:dismiss(true, nil)
  end

  -- UIViewControllerTransitioningDelegate
  function controller:presentationControllerForPresented(presented, presenting, source)
    return M.DimmingPresentationController(presented, presenting)
  end

  function controller:animationControllerForPresented(presented, presenting, source)
    return BounceAnimationController.new()
  end

  function controller:animationControllerForDismissed(dismissed)
    return SlideOutAnimationController.new()
  end

  -- UIGestureRecognizerDelegate: Swift's gestureRecognizer(_:shouldReceive:) answers
  -- `touch.view === self.view` — a tap on the pop-up does not close it. Transit's delegate
  -- has gestureRecognizerShouldBegin only (no touch object), so the port asks the same
  -- question there: which view the touch would hit. For a tap the outcome is the same: the
  -- action runs only for a tap on the clear view around the pop-up.
  function controller:gestureRecognizerShouldBegin(gestureRecognizer)
    return self.view:hitTest(gestureRecognizer:location(self.view)) == self.view
  end

  return controller
end

return M
