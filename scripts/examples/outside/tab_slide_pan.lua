-- tab_slide_pan.lua — the tab bar demo of Hoooward/TransitionDemo ported to Transit: a tab
-- bar controller whose delegate slides the two tabs' views by their transforms, the old one
-- out and the new one in from the side of its tab (a tab on the left comes in from the left),
-- over 0.9 s; and a pan on the tab bar controller's view that changes the selected tab when it
-- begins — the next one for a finger moving left, the previous one for a finger moving right —
-- and drives the switch by a percent-driven interaction, finished past 30 % of the width and
-- cancelled below it, both at completionSpeed 0.99. A module;
-- scripts/spec/outside/tab_slide_pan_spec.lua taps and pans and pins the transforms.
--
-- Source: https://github.com/Hoooward/TransitionDemo, TransitionDemo/SlideAnimationController.swift,
-- HWDTabBarControllerDelegate.swift, TabbarController.swift and TabbarTransition.storyboard at
-- e0c2acb (2016-04-23), © 2016 Howard (the repository states no licence; the port is written
-- from reading it, not copied). Swift 2: `containerView()` and `transitionWasCancelled()` are
-- properties in Swift 3 and in Lua. One Lua line for each Swift line where the contract
-- allows; where it does not, the comment says so. Not ported: the animator's navigation and
-- modal branches (the demo's other screens use them: their arithmetic is kept, the modal
-- presentation is not); `tabBar.tintColor` (Transit's tab bar draws no items); `print`.
--
-- A pan at the first tab moving right (or at the last moving left) changes no tab, so no
-- transition starts, and the Swift still sends `updateInteractiveTransition` and then
-- `finish`/`cancelInteractiveTransition` to the idle interaction controller: UIKit's messages
-- go to its nil transition context and do nothing, and so do Transit's (docs/transitions.md,
-- "An idle interaction controller"); the pan changes nothing.
local M = {}

-- SlideAnimationController.swift: HWDTransitionType's cases as tables
-- ({"navigation", operation}, {"tab", "left" | "right"}, {"modal", "presentation" | "dismissal"})
local SlideAnimationController = {}
SlideAnimationController.__index = SlideAnimationController
M.SlideAnimationController = SlideAnimationController

function SlideAnimationController.new(type)
  local self = setmetatable({}, SlideAnimationController)
  self.transitionType = type
  return self
end

function SlideAnimationController:transitionDuration(transitionContext)
  return 0.9
end

function SlideAnimationController:animateTransition(transitionContext)
  local containerView = transitionContext.containerView
  local fromVC = transitionContext:viewController("from")
  local toVC = transitionContext:viewController("to")

  local fromView = fromVC.view
  local toView = toVC.view

  local translation = containerView.frame.width
  local toViewTransform = Transform.identity
  local fromViewTransform = Transform.identity

  local kind, value = self.transitionType[1], self.transitionType[2]
  if kind == "navigation" then
    translation = value == "push" and translation or -translation
    toViewTransform = Transform.translation(translation, 0)
    fromViewTransform = Transform.translation(-translation, 0)
  elseif kind == "tab" then
    translation = value == "left" and translation or -translation
    fromViewTransform = Transform.translation(translation, 0)
    toViewTransform = Transform.translation(-translation, 0)
  elseif kind == "modal" then
    translation = containerView.frame.height
    toViewTransform = Transform.translation(0, (value == "presentation" and translation or 0))
    fromViewTransform = Transform.translation(0, (value == "presentation" and 0 or translation))
  end

  if kind == "modal" then
    if value == "presentation" then
      containerView:addSubview(toView)
    end                                       -- .Dismissal: break
  else
    containerView:addSubview(toView)
  end

  toView.transform = toViewTransform

  View.animate(self:transitionDuration(transitionContext), function()
    fromView.transform = fromViewTransform
    toView.transform = Transform.identity
  end, function(_)
    fromView.transform = Transform.identity
    toView.transform = Transform.identity
    local isCancelled = transitionContext.transitionWasCancelled
    transitionContext:completeTransition(not isCancelled)
  end)
end

-- HWDTabBarControllerDelegate.swift. Transit passes UIKit's first argument, the tab bar
-- controller, last; this port, written before it did, gives the delegate its controller when
-- made (`tabBarController`), which is the same one.
local TabBarControllerDelegate = {}
TabBarControllerDelegate.__index = TabBarControllerDelegate
M.TabBarControllerDelegate = TabBarControllerDelegate

function TabBarControllerDelegate.new(tabBarController)
  local self = setmetatable({}, TabBarControllerDelegate)
  self.tabBarController = tabBarController
  self.interaction = false
  self.interactionController = PercentDrivenInteractiveTransition()
  return self
end

function TabBarControllerDelegate:animationControllerForTransitionFrom(fromVC, toVC)
  local function indexOf(vc)
    for i, c in ipairs(self.tabBarController.viewControllers) do if c == vc then return i end end
  end
  local fromIndex = indexOf(fromVC)
  local toIndex = indexOf(toVC)

  local tabChangeDirection = toIndex < fromIndex and "left" or "right"
  local transitionType = {"tab", tabChangeDirection}

  return SlideAnimationController.new(transitionType)
end

function TabBarControllerDelegate:interactionControllerFor(animationController)
  return self.interaction and self.interactionController or nil
end

-- TabbarController.swift: the subclass's viewDidLoad and pan handler as a TabBarController's
-- overrides and fields. selectedIndex is Lua's: 1 is the left-most tab.
function M.TabbarController(viewControllers)
  local controller = TabBarController{viewControllers = viewControllers}
  controller.tabBarVCDelegate = TabBarControllerDelegate.new(controller)

  function controller:subViewControllerCount()   -- a computed property: a method
    return self.viewControllers and #self.viewControllers or 0
  end

  function controller:viewDidLoad()
    self.delegate = self.tabBarVCDelegate
    -- self.tabBar.tintColor = UIColor.greenColor(): not ported (no item drawing)
    -- `UIPanGestureRecognizer()` then addTarget: the action given when made
    self.panGesture = PanGestureRecognizer(function(sender) self:handlePan(sender) end)
    self.view:addGestureRecognizer(self.panGesture)
  end

  function controller:handlePan(panGesture)
    local translationX = panGesture:translation(self.view).x
    local translationAbs = translationX > 0 and translationX or -translationX
    local progress = translationAbs / self.view.frame.width
    local state = panGesture.state
    if state == "began" then
      self.tabBarVCDelegate.interaction = true
      local velocityX = panGesture:velocity(self.view).x
      -- print("Velocityx = \(velocityX)"): not ported
      if velocityX < 0 then
        if self.selectedIndex < self:subViewControllerCount() then
          self.selectedIndex = self.selectedIndex + 1
        end
      else
        if self.selectedIndex > 1 then
          self.selectedIndex = self.selectedIndex - 1
        end
      end
    elseif state == "changed" then
      self.tabBarVCDelegate.interactionController:update(progress)
    elseif state == "cancelled" or state == "ended" then
      if progress > 0.3 then
        self.tabBarVCDelegate.interactionController.completionSpeed = 0.99
        self.tabBarVCDelegate.interactionController:finish()
      else
        -- the demo's note: after a cancelled switch UITabBarController puts selectedIndex
        -- back by itself, with nothing to restore by hand
        self.tabBarVCDelegate.interactionController.completionSpeed = 0.99
        self.tabBarVCDelegate.interactionController:cancel()
      end
      self.tabBarVCDelegate.interaction = false
    end
  end

  return controller
end

-- TabbarTransition.storyboard: the tab bar controller (the initial one) and its three scenes,
-- in the relationship segues' order, each a plain controller with a background colour
function M.make()
  local function scene(name, r, g, b)
    return ViewController{name = name, viewDidLoad = function(self) self.view.backgroundColor = Color(r, g, b, 1) end}
  end
  return M.TabbarController{
    scene("favorites", 0.88235294119999996, 0.34509803919999998, 0.16078431369999999),
    scene("recents", 0.46666666666666667, 0.80392156862745101, 0.41176470588235292),
    scene("contacts", 0.95686274510000002, 0.75686274509999996, 0.1529411765),
  }
end

return M
