-- adaptive_presentation.lua — leslieAppl's AdaptivePresentation0618 "red" presentation ported
-- to Transit: a custom presentation with no animator of its own (UIKit's cover vertical runs)
-- whose presentation controller sizes the presented view to two thirds of the container in
-- each direction through size(forChildContentContainer:withParentContainerSize:), places it
-- at the origin in frameOfPresentedViewInContainerView, then centres it in
-- containerViewWillLayoutSubviews — over a half-black dimming view pinned to the container
-- that fades in and out alongside. A module; scripts/spec/outside/adaptive_presentation_spec.lua
-- presents, rotates and dismisses it.
--
-- Source: https://github.com/leslieAppl/AdaptivePresentation0618, AdaptivePresentation0618/
-- Presentations/ATypePresentationController.swift, ATypePresentationManager.swift,
-- Controllers/ViewController.swift, Controllers/RedVC.swift and Base.lproj/Main.storyboard at
-- 085dfb6 (2020-06-20), © 2020 leslie (the repository states no licence; the port is written
-- from reading it, not copied). One Lua line for each Swift line where the contract allows;
-- where it does not, the comment says so. Not ported: the blue button's adaptive popover
-- (BlueVC, AdaptiveVC), the root's pattern-image background (UIColor(patternImage:): no
-- pattern colours in Transit), GradientView's CAGradientLayer (no gradient layers:
-- docs/layers.md; the red scene keeps its background colour), the buttons' RoundedButton and
-- CircleButton drawing, and print.
local M = {}

-- ATypePresentationController.swift: a UIPresentationController subclass, built as Transit
-- builds one — the overrides on a PresentationController; the init's setupDimmingView call
-- follows the constructor.
function M.ATypePresentationController(presentedViewController, presentingViewController)
  local controller = PresentationController{
    presentedViewController = presentedViewController,
    presentingViewController = presentingViewController,
  }
  controller.dimmingView = nil

  ---Resizing and re-allocating presented view
  function controller:frameOfPresentedViewInContainerView()
    local frame = Rect(0, 0, 0, 0)

    local size = self:sizeForChildContentContainer(self.presentedViewController, self.containerView.bounds.size)
    frame = Rect(frame.x, frame.y, size.width, size.height)   -- frame.size = …: a Rect is a copy

    return frame
  end

  ---Adding dimming view
  function controller:presentationTransitionWillBegin()
    local dimmingView = self.dimmingView
    if not dimmingView then return end
    self.containerView:addSubview(dimmingView)

    -- the four anchor constraints, each `isActive = true`: Transit's pin holds the named edge
    -- to the superview's, now and when it changes size
    dimmingView:pin{edges = {"top"}, to = self.containerView}
    dimmingView:pin{edges = {"bottom"}, to = self.containerView}
    dimmingView:pin{edges = {"left"}, to = self.containerView}     -- leading (left to right)
    dimmingView:pin{edges = {"right"}, to = self.containerView}    -- trailing

    local coordinator = self.presentedViewController.transitionCoordinator
    if not coordinator then
      dimmingView.alpha = 1.0
      return
    end
    coordinator:animate(function(_)
      dimmingView.alpha = 1.0
    end)

  end

  ---dismissing dimming view
  function controller:dismissalTransitionWillBegin()
    local coordinator = self.presentedViewController.transitionCoordinator
    if not coordinator then
      self.dimmingView.alpha = 0.0
      return
    end
    coordinator:animate(function(_)
      self.dimmingView.alpha = 0.0
    end, nil)
  end

  function controller:containerViewWillLayoutSubviews()
    self.presentedView.frame = self:frameOfPresentedViewInContainerView()

    ---Centering subView to its superView
    self.presentedView.center = Point(self.containerView.center.x, self.containerView.center.y)
  end

  ---Resizing and re-allocating presented view
  function controller:sizeForChildContentContainer(container, parentSize)
    return Size(parentSize.width * (2.0 / 3.0), parentSize.height * (2.0 / 3.0))
  end

  -- extension ATypePresentationController: setupDimmingView
  function controller:setupDimmingView()
    -- print("Setting up Dimming View"): not ported
    self.dimmingView = View{name = "dimming"}
    -- translatesAutoresizingMaskIntoConstraints = false: the pins above stand for it
    self.dimmingView.backgroundColor = Color(0.0, 0.0, 0.0, 0.5)   -- UIColor(white: 0, alpha: 0.5)
    self.dimmingView.alpha = 0.0
  end

  controller:setupDimmingView()
  return controller
end

-- ATypePresentationManager.swift: the transitioning delegate, a plain table
local ATypePresentationManager = {}
ATypePresentationManager.__index = ATypePresentationManager
M.ATypePresentationManager = ATypePresentationManager

function ATypePresentationManager.new() return setmetatable({}, ATypePresentationManager) end

--Hooking up Presentation Controller
function ATypePresentationManager:presentationControllerForPresented(presented, presenting, source)

  local presentationController = M.ATypePresentationController(presented, presenting)

  return presentationController
end

-- RedVC.swift, with its storyboard scene: a GradientView in system pink
function M.RedVC()
  return ViewController{name = "red", viewDidLoad = function(self)
    self.view.backgroundColor = Color(1, 0.1764705882, 0.33333333329999998)
  end}
end

-- ViewController.swift, with its storyboard scene: the red RoundedButton at (80, 124, 103, 42)
-- performs "RedVcSegue" (kind "presentation", animated)
function M.ViewController()
  local controller = ViewController{name = "root"}
  controller.aTypeTransitioningDelegate = ATypePresentationManager.new()   -- Swift's lazy var

  function controller:viewDidLoad()
    self.view.backgroundColor = Color.white   -- systemBackground; the pattern is not ported
    self.redButton = View{name = "redButton", frame = Rect(80, 124, 103, 42), alpha = 0.9,
                          backgroundColor = Color(0, 0.4784313725, 1)}
    self.redButton:addGestureRecognizer(TapGestureRecognizer(function()
      self:performSegue("RedVcSegue", self.redButton)
    end))
    self.view:addSubview(self.redButton)
  end

  function controller:prepareForSegue(segue, sender)
    if segue.identifier == "RedVcSegue" then
      local destination = segue.destination

      --TODO: Resizing the presented view
      destination.transitioningDelegate = self.aTypeTransitioningDelegate
      destination.modalPresentationStyle = "custom"

      --TODO: Inserting and dismissing custom subView (a dimming view) during the custom presentation
    end
    -- the "BlueVcSegue" branch: not ported (see the header)
  end

  return controller
end

-- Main.storyboard: the root and red scenes and the segue between them
function M.storyboard()
  storyboard.scene("root", M.ViewController)
  storyboard.scene("red", M.RedVC)
  storyboard.segue{from = "root", to = "red", identifier = "RedVcSegue"}
  return storyboard.instantiate("root")
end

return M
