-- dim_reveal.lua — LinShiwei/CatchIdea's dim transitions ported to Transit: the presented
-- screen revealed by a blue circle (its `mask`) centred on the tapped point, grown by its
-- transform from one point across to the farthest screen corner in an animateKeyframes block
-- with .beginFromCurrentState; dismissed, the circle shrinks back onto the point
-- (.calculationModeCubic). Each lasts 0.8 s × the radius / the screen's height. The circle
-- goes into the container before it becomes the mask — the order the source's comment
-- insists on: a mask leaves its superview. A module; scripts/spec/outside/
-- dim_reveal_spec.lua presents the info screen from its button at (30, 42) and dismisses it.
--
-- Source: https://github.com/LinShiwei/CatchIdea, CatchIdea/ (DimPresentAnimationController
-- .swift, DimDismissAnimationController.swift, Define.swift's windowBounds,
-- MainViewController.swift's transitioning delegate, InfoViewController.swift's dismissVC) at
-- 121162e (2017), © 2016 Lin Shiwei, MIT licence. One Lua line for each Swift line where the
-- contract allows; where it does not, the comment says so. Not ported: the storyboard (the
-- "ShowInfo" showDetail segue: on an iPhone a modal presentation, here `present`), the
-- table views, store and mail code of both screens, the bar buttons (views of their frames
-- with a tap recognizer); the other presented screens (CreateIdeaViewController, the trash
-- with its RevealPresentAnimationController).
local M = {}

-- Define.swift
local windowBounds = screen.bounds

-- DimPresentAnimationController.swift (its extension CGPoint's maxDistanceToScreenCorner)
local function maxDistanceToScreenCorner(self)
  if not ((self.x > 0) and (self.x < windowBounds.width) and (self.y > 0) and (self.y < windowBounds.height)) then
    return 0
  end
  local maxDeltaX = self.x > windowBounds.width / 2 and self.x or windowBounds.width - self.x
  local maxDeltaY = self.y > windowBounds.height / 2 and self.y or windowBounds.height - self.y
  return math.sqrt(maxDeltaX * maxDeltaX + maxDeltaY * maxDeltaY)
end
M.maxDistanceToScreenCorner = maxDistanceToScreenCorner

local DimPresentAnimationController = {}
DimPresentAnimationController.__index = DimPresentAnimationController
M.DimPresentAnimationController = DimPresentAnimationController

function DimPresentAnimationController.new()
  return setmetatable({dimCenter = Point(0, 0)}, DimPresentAnimationController)
end

function DimPresentAnimationController:transitionDuration(transitionContext)
  return 0.8
end

function DimPresentAnimationController:animateTransition(transitionContext)
  local toVC = transitionContext:viewController("to")
  local containerView = transitionContext.containerView

  local distance = maxDistanceToScreenCorner(self.dimCenter)
  local maskView = View{name = "maskView"}
  maskView.frame = Rect(maskView.frame.x, maskView.frame.y, distance * 2, distance * 2)   -- frame.size = …
  maskView.center = self.dimCenter
  maskView.backgroundColor = Color.blue
  maskView.layer.cornerRadius = maskView.frame.width / 2
  maskView.layer.masksToBounds = true
  maskView.transform = Transform.scale(1.0 / maskView.frame.width, 1.0 / maskView.frame.height)

  containerView:addSubview(toVC.view)
  containerView:addSubview(maskView)
  -- (the source's note: the `.mask = maskView` line must come after containerView.addSubview,
  -- or the effect differs)
  toVC.view.mask = maskView

  local duration = self:transitionDuration(transitionContext) * (distance / windowBounds.height)

  View.animateKeyframes{duration = duration, delay = 0, options = {"beginFromCurrentState"}, animations = function()
    maskView.transform = Transform.identity
  end, completion = function(_)
    toVC.view.mask = nil
    maskView:removeFromSuperview()
    transitionContext:completeTransition(not transitionContext.transitionWasCancelled)
  end}
end

-- DimDismissAnimationController.swift
local DimDismissAnimationController = {}
DimDismissAnimationController.__index = DimDismissAnimationController
M.DimDismissAnimationController = DimDismissAnimationController

function DimDismissAnimationController.new()
  return setmetatable({dimCenter = Point(0, 0)}, DimDismissAnimationController)
end

function DimDismissAnimationController:transitionDuration(transitionContext)
  return 0.8
end

function DimDismissAnimationController:animateTransition(transitionContext)
  local fromVC = transitionContext:viewController("from")
  local toVC = transitionContext:viewController("to")
  local containerView = transitionContext.containerView

  local distance = maxDistanceToScreenCorner(self.dimCenter)
  local maskView = View{name = "maskView"}
  maskView.frame = Rect(maskView.frame.x, maskView.frame.y, distance * 2, distance * 2)   -- frame.size = …
  maskView.center = self.dimCenter
  maskView.backgroundColor = Color.blue
  maskView.layer.cornerRadius = maskView.frame.width / 2
  maskView.layer.masksToBounds = true

  containerView:addSubview(toVC.view)
  containerView:addSubview(fromVC.view)
  containerView:addSubview(maskView)
  fromVC.view.mask = maskView

  local duration = self:transitionDuration(transitionContext) * (distance / windowBounds.height)

  View.animateKeyframes{duration = duration, delay = 0, options = {"calculationModeCubic"}, animations = function()
    maskView.transform = Transform.scale(1.0 / maskView.frame.width, 1.0 / maskView.frame.height)
  end, completion = function(_)
    fromVC.view.mask = nil
    maskView:removeFromSuperview()
    transitionContext:completeTransition(not transitionContext.transitionWasCancelled)
  end}
end

-- InfoViewController.swift
function M.InfoViewController()
  local vc = ViewController{name = "InfoViewController"}

  function vc:viewDidLoad()
    self.view.backgroundColor = Color.white
    self.closeItem = View{name = "closeItem", frame = Rect(10, 27, 40, 30)}   -- the bar button
    self.closeItem:addGestureRecognizer(TapGestureRecognizer(self, "dismissVC"))
    self.view:addSubview(self.closeItem)
  end

  function vc:dismissVC(sender)
    local mainVC = self.transitioningDelegate
    if mainVC and mainVC.dimDismissAnimationController then   -- as? MainViewController
      mainVC.dimDismissAnimationController.dimCenter = Point(30, 42)
    end
    self:dismiss(true, nil)
  end

  return vc
end

-- MainViewController.swift
function M.MainViewController()
  local vc = ViewController{name = "MainViewController"}

  vc.dimPresentAnimationController = DimPresentAnimationController.new()
  vc.dimDismissAnimationController = DimDismissAnimationController.new()

  function vc:viewDidLoad()
    self.view.backgroundColor = Color.yellow
    self.infoItem = View{name = "infoItem", frame = Rect(10, 27, 40, 30)}   -- the bar button
    self.infoItem:addGestureRecognizer(TapGestureRecognizer(function() self:showInfo() end))
    self.view:addSubview(self.infoItem)
  end

  -- the storyboard's "ShowInfo" segue (showDetail: a modal presentation on an iPhone) and
  -- prepare(for:sender:)'s case for it (a storyboard's performSegue is a built-in method)
  function vc:showInfo()
    local destinationViewController = M.InfoViewController()
    destinationViewController.transitioningDelegate = self
    self.dimPresentAnimationController.dimCenter = Point(30, 42)
    self:present(destinationViewController, true, nil)
  end

  -- extension MainViewController: UIViewControllerTransitioningDelegate
  function vc:animationControllerForPresented(presented, presenting, source)
    if presented.name == "InfoViewController" then   -- case is CreateIdeaViewController, is InfoViewController
      return self.dimPresentAnimationController
    end
    return nil
  end

  function vc:animationControllerForDismissed(dismissed)
    if dismissed.name == "InfoViewController" then
      return self.dimDismissAnimationController
    end
    return nil
  end

  return vc
end

return M
