-- cross_dissolve_tabs.lua — DataSampler's TabBarController ported to Transit: a tab bar
-- controller that is its own delegate and switches tabs with a cross-dissolve, its animator
-- handing the two views to UIView.transition(from:to:duration:options:completion:) with
-- .transitionCrossDissolve over 0.25 s. A module; scripts/spec/outside/
-- cross_dissolve_tabs_spec.lua switches tabs with it and pins the alphas.
--
-- Source: https://github.com/bradhowes/DataSampler, Blah/TabBarController.swift at 4172176
-- (2016-10), © 2016 Brad Howes (the repository states no licence; the port is written from
-- reading it, not copied). One Lua line for each Swift line where the contract allows; where
-- it does not, the comment says so. The app's three screens (README: plots, recordings,
-- settings) are plain controllers here; their Core Plot and table content is not ported.
local M = {}

-- Custom transitioning animator. Implements `UIViewControllerAnimatedTransitioning`. Swift's
-- fileprivate nested class: a table of methods.
local CrossDissolveAnimator = {}
CrossDissolveAnimator.__index = CrossDissolveAnimator
M.CrossDissolveAnimator = CrossDissolveAnimator

function CrossDissolveAnimator.new()
  return setmetatable({}, CrossDissolveAnimator)
end

-- Duration of the animation
function CrossDissolveAnimator:transitionDuration(transitionContext)
  return 0.25
end

-- Perform the animation
function CrossDissolveAnimator:animateTransition(transitionContext)

  -- Perform a cross-fade transition between the current tab view and the one that the user selected.
  --
  local fromView = transitionContext:view("from"); if not fromView then return end
  local toView = transitionContext:view("to"); if not toView then return end
  View.transition(fromView, toView,
                  self:transitionDuration(transitionContext),
                  {"transitionCrossDissolve"}, function(finished)
    transitionContext:completeTransition(finished)
  end)

  -- For views managed by a UINavigationController, the title will appear in the wrong
  -- location as the new view appears. … Clear out any animations there.
  -- Not ported: Transit's navigation controller has no navigation bar, so no
  -- toNavController?.navigationBar.layer.removeAllAnimations(); the cast `as?
  -- UINavigationController` would read `viewControllers ~= nil` on a container.
end

-- TabBarController: Swift's subclass, whose viewDidLoad makes it its own delegate. A
-- TabBarController{} takes the life-cycle overrides; the delegate method and the animator are
-- Lua-side fields (LUA_API.md).
function M.TabBarController(viewControllers)
  local controller = TabBarController{
    name = "tabs",
    viewControllers = viewControllers,

    -- View loaded. Install ourselves as the tab bar's delegate so we can use our custom animator.
    viewDidLoad = function(self)
      self.delegate = self
    end,
  }
  controller.animator = CrossDissolveAnimator.new()

  -- UITabBarControllerDelegate: obtain an animator for the transition from one view to
  -- another. The tabBarController argument comes last in Transit (unused).
  function controller:animationControllerForTransitionFrom(fromVC, toVC)
    return self.animator
  end

  return controller
end

-- The app's three screens, each a coloured stand-in.
function M.screens()
  local function screen(name, color)
    return ViewController{name = name, viewDidLoad = function(self) self.view.backgroundColor = color end}
  end
  return {screen("plots", Color.white), screen("recordings", Color.gray), screen("settings", Color.orange)}
end

return M
