-- half_modal.lua — PresenterKit's HalfModalPresentationController ported to Transit: the
-- presented controller covers the bottom half of the screen, over a dimming view that fades
-- in alongside the transition and dismisses on a tap. A module; scripts/spec/outside/
-- half_modal_spec.lua runs the example app's "half modal" row with it (a red controller,
-- the default cover-vertical animation) and pins its frames.
--
-- Source: https://github.com/jessesquires/PresenterKit, Sources/HalfModalPresentationController.swift
-- and Example/ExampleApp/MainViewController.swift at 77d4e2c (2021-11-02), © 2016-present
-- Jesse Squires, MIT licence. Written from reading the Swift, one Lua line for each Swift
-- line where the contract allows; where it does not, the comment says so.
local M = {}

function M.HalfModalPresentationController(presentedViewController, presentingViewController)
  local controller = PresentationController{
    presentedViewController = presentedViewController,
    presentingViewController = presentingViewController,
  }

  -- Swift's lazy var: made with the controller, as nothing reads it earlier
  controller.dimmingView = (function()
    local view = View{name = "dimming"}
    view.backgroundColor = Color.black:withAlphaComponent(0.5)
    view.alpha = 0.0
    local tap = TapGestureRecognizer(controller, "dimmingViewTapped")
    view:addGestureRecognizer(tap)
    return view
  end)()

  function controller:presentationTransitionWillBegin()
    self.dimmingView.frame = self.containerView.bounds
    self.dimmingView.alpha = 0.0
    self.containerView:insertSubview(self.dimmingView, {at = 1})   -- Swift's index 0

    local animations = function()
      self.dimmingView.alpha = 1.0
    end

    local transitionCoordinator = self.presentingViewController.transitionCoordinator
    if transitionCoordinator then
      transitionCoordinator:animate(function(_)
        animations()
      end, nil)
    else
      animations()
    end
  end

  function controller:dismissalTransitionWillBegin()
    local animations = function()
      self.dimmingView.alpha = 0.0
    end

    local transitionCoordinator = self.presentingViewController.transitionCoordinator
    if transitionCoordinator then
      transitionCoordinator:animate(function(_)
        animations()
      end, nil)
    else
      animations()
    end
  end

  -- not ported: adaptivePresentationStyle (.none) and shouldPresentInFullscreen (true) —
  -- Transit's presentation controllers have neither; a custom presentation never adapts.

  function controller:sizeForChildContentContainer(container, parentSize)
    return Size(parentSize.width,
                math.floor(parentSize.height / 2.0 + 0.5))   -- Swift's round(): Lua has none
  end

  function controller:containerViewWillLayoutSubviews()
    self.dimmingView.frame = self.containerView.bounds
    self.presentedView.frame = self:frameOfPresentedViewInContainerView()
  end

  function controller:frameOfPresentedViewInContainerView()
    local size = self:sizeForChildContentContainer(self.presentedViewController,
                                                   self.containerView.bounds.size)
    local origin = Point(0.0, self.containerView.frame.maxY / 2)
    return Rect(origin, size)
  end

  function controller:dimmingViewTapped(tap)
    self.presentingViewController:dismiss(true, nil)
  end

  return controller
end

return M
