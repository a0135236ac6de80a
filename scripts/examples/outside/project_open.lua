-- project_open.lua — zizicici/Doufu's project transition ported to Transit: a tapped card
-- opens its project full screen, revealed through a rounded mask growing from the card's
-- frame to the screen on a spring (0.42 s, damping 0.88) over an opaque background growing
-- with it; dismissed, the mask and the background shrink back onto the card while both fade.
-- A module; scripts/spec/outside/project_open_spec.lua opens a card and closes it.
--
-- Source: https://github.com/zizicici/Doufu, Doufu/Features/ProjectRuntime/
-- ProjectOpenTransition.swift and HomeViewController.swift's openProject at 3105e0a (2026),
-- © 2026 zizicici, MIT licence. One Lua line for each Swift line where the contract allows;
-- where it does not, the comment says so. Not ported: `layer.cornerCurve = .continuous`
-- (Transit draws circular corners only: the lines are left out, not faked); the guards'
-- `completeTransition(false)` branches (a context's controllers and a full-screen
-- presentation's views are always there); the collection view (one card view of a cell's
-- frame, tapped), the workspace's content and its close button (a view with a tap
-- recognizer); `onDismissed`, `reloadProjects`.
local M = {}

-- ProjectOpenTransition.swift: the animator
local ProjectOpenAnimator = {}
ProjectOpenAnimator.__index = ProjectOpenAnimator
M.ProjectOpenAnimator = ProjectOpenAnimator

function ProjectOpenAnimator.new(originFrame, originCornerRadius, isPresenting)
  local self = setmetatable({}, ProjectOpenAnimator)
  self.duration = 0.42
  self.springDamping = 0.88
  self.originFrame = originFrame
  self.originCornerRadius = originCornerRadius
  self.isPresenting = isPresenting
  return self
end

function ProjectOpenAnimator:transitionDuration(transitionContext)
  return self.duration
end

function ProjectOpenAnimator:animateTransition(transitionContext)
  if self.isPresenting then
    self:animatePresent(transitionContext)
  else
    self:animateDismiss(transitionContext)
  end
end

function ProjectOpenAnimator:animatePresent(ctx)
  local toVC = ctx:viewController("to")
  local toView = ctx:view("to")

  local container = ctx.containerView
  local finalFrame = ctx:finalFrame(toVC)

  toView.frame = finalFrame
  toView:layoutIfNeeded()

  local maskView = View{name = "maskView", frame = self.originFrame}
  maskView.backgroundColor = Color.black
  maskView.layer.cornerRadius = self.originCornerRadius
  toView.mask = maskView
  container:addSubview(toView)

  local bgView = View{name = "bgView", frame = self.originFrame}
  bgView.backgroundColor = toView.backgroundColor or Color.white   -- ?? .systemBackground (light)
  bgView.layer.cornerRadius = self.originCornerRadius
  bgView.clipsToBounds = true
  container:insertSubview(bgView, {below = toView})

  View.animate{duration = self.duration, delay = 0, dampingRatio = self.springDamping, initialVelocity = 0,
               options = {"curveEaseInOut"}, animations = function()
    maskView.frame = finalFrame
    maskView.layer.cornerRadius = 0
    bgView.frame = finalFrame
    bgView.layer.cornerRadius = 0
  end, completion = function(finished)
    toView.mask = nil
    bgView:removeFromSuperview()
    ctx:completeTransition(not ctx.transitionWasCancelled)
  end}
end

function ProjectOpenAnimator:animateDismiss(ctx)
  local fromView = ctx:view("from")

  local container = ctx.containerView

  local toView = ctx:view("to")
  if toView then
    container:insertSubview(toView, {below = fromView})
  end

  local startFrame = fromView.frame

  local bgView = View{name = "bgView", frame = startFrame}
  bgView.backgroundColor = fromView.backgroundColor or Color.white
  bgView.layer.cornerRadius = 0
  bgView.clipsToBounds = true
  container:insertSubview(bgView, {below = fromView})

  local maskView = View{name = "maskView", frame = startFrame}
  maskView.backgroundColor = Color.black
  maskView.layer.cornerRadius = 0
  fromView.mask = maskView

  View.animate{duration = self.duration, delay = 0, dampingRatio = self.springDamping, initialVelocity = 0,
               options = {"curveEaseInOut"}, animations = function()
    maskView.frame = self.originFrame
    maskView.layer.cornerRadius = self.originCornerRadius
    bgView.frame = self.originFrame
    bgView.layer.cornerRadius = self.originCornerRadius
    fromView.alpha = 0
    bgView.alpha = 0
  end, completion = function(finished)
    fromView.mask = nil
    bgView:removeFromSuperview()
    if ctx.transitionWasCancelled then
      fromView.alpha = 1
    else
      fromView:removeFromSuperview()
    end
    ctx:completeTransition(not ctx.transitionWasCancelled)
  end}
end

-- ProjectOpenTransition.swift: the transitioning delegate
function M.ProjectOpenTransitionDelegate()
  local delegate = {originFrame = Rect(0, 0, 0, 0), originCornerRadius = 14}

  function delegate:animationControllerForPresented(presented, presenting, source)
    return ProjectOpenAnimator.new(self.originFrame, self.originCornerRadius, true)
  end

  function delegate:animationControllerForDismissed(dismissed)
    return ProjectOpenAnimator.new(self.originFrame, self.originCornerRadius, false)
  end

  return delegate
end

-- the workspace (its content not ported: a background and a close button)
function M.ProjectWorkspaceViewController()
  local vc = ViewController{name = "ProjectWorkspaceViewController"}
  function vc:viewDidLoad()
    self.view.backgroundColor = Color(0.95, 0.95, 0.97)
    local close = View{name = "close", frame = Rect(16, 59, 44, 44)}
    close:addGestureRecognizer(TapGestureRecognizer(function() self:dismiss(true, nil) end))
    self.view:addSubview(close)
  end
  return vc
end

-- HomeViewController.swift: a card for a collection view cell, and openProject
function M.HomeViewController()
  local vc = ViewController{name = "HomeViewController"}
  vc.projectTransitionDelegate = M.ProjectOpenTransitionDelegate()

  function vc:viewDidLoad()
    self.card = View{name = "card", frame = Rect(20, 180, 170, 120), backgroundColor = Color.orange}
    self.card.layer.cornerRadius = 16                        -- the cell's contentView's
    self.card:addGestureRecognizer(TapGestureRecognizer(function() self:openProject(self.card) end))
    self.view:addSubview(self.card)
  end

  function vc:openProject(cell)
    if cell then
      local frameInWindow = cell:convert(cell.bounds, {to = self.view.window})
      self.projectTransitionDelegate.originFrame = frameInWindow
      self.projectTransitionDelegate.originCornerRadius = cell.layer.cornerRadius
    else
      local center = self.view.center
      self.projectTransitionDelegate.originFrame = Rect(center.x - 60, center.y - 60, 120, 120)
      self.projectTransitionDelegate.originCornerRadius = 14
    end

    local controller = M.ProjectWorkspaceViewController()
    controller.modalPresentationStyle = "fullScreen"
    controller.transitioningDelegate = self.projectTransitionDelegate
    self:present(controller, true, nil)
  end

  return vc
end

return M
