-- cards.lua — VCTransitionsLibrary's "cards" animation controller ported to Transit: the
-- presented view slides up from below the screen, overshoots by 30 points and settles, while
-- the presenting view tilts back in perspective, shrinks and fades to 0.6; reversed, the
-- card drops off the bottom and the view behind comes forward again. One keyframe animation
-- each way, in cubic calculation mode. A module; scripts/spec/outside/cards_spec.lua runs
-- the demo's settings screen with it (a modal, full-screen presentation) and pins its frames.
--
-- Source: https://github.com/ColinEberhardt/VCTransitionsLibrary,
-- AnimationControllers/CEReversibleAnimationController.m, CECardsAnimationController.m and
-- TransitionsDemo/TransitionsDemo/ViewController.m (its transitioning delegate) at 4ce0512
-- (2016-05-31), © 2013 Colin Eberhardt, MIT licence (MIT-LICENSE.txt there). Written from
-- reading the Objective-C, one Lua line for each line where the contract allows; where it does
-- not, the comment says so.
local M = {}

-- CEReversibleAnimationController.m: the base class; Lua's idiom is a metatable the
-- controllers share
local CEReversibleAnimationController = {}
CEReversibleAnimationController.__index = CEReversibleAnimationController
M.CEReversibleAnimationController = CEReversibleAnimationController

function CEReversibleAnimationController.init(self)
  self.duration = 1.0
  self.reverse = false
  return self
end

function CEReversibleAnimationController:transitionDuration(transitionContext)
  return self.duration
end

function CEReversibleAnimationController:animateTransition(transitionContext)
  local fromVC = transitionContext:viewController("from")
  local toVC = transitionContext:viewController("to")
  local toView = toVC.view
  local fromView = fromVC.view

  self:animateTransitionFromTo(transitionContext, fromVC, toVC, fromView, toView)
end

-- Objective-C overloads animateTransition: on its labels (…fromVC:toVC:fromView:toView:);
-- a Lua table has one function per name, so the five-argument form is named apart
function CEReversibleAnimationController:animateTransitionFromTo(transitionContext, fromVC, toVC, fromView, toView)
end

-- CECardsAnimationController.m
local CECardsAnimationController = setmetatable({}, {__index = CEReversibleAnimationController})
CECardsAnimationController.__index = CECardsAnimationController
M.CECardsAnimationController = CECardsAnimationController

function CECardsAnimationController.new()
  return CEReversibleAnimationController.init(setmetatable({}, CECardsAnimationController))
end

function CECardsAnimationController:animateTransitionFromTo(transitionContext, fromVC, toVC, fromView, toView)

  if self.reverse then
    self:executeReverseAnimation(transitionContext, fromVC, toVC, fromView, toView)
  else
    self:executeForwardsAnimation(transitionContext, fromVC, toVC, fromView, toView)
  end

end

function CECardsAnimationController:executeForwardsAnimation(transitionContext, fromVC, toVC, fromView, toView)

  local containerView = transitionContext.containerView

  -- positions the to- view off the bottom of the sceen
  local frame = transitionContext:initialFrame(fromVC)
  local offScreenFrame = Rect(frame.x, frame.y, frame.width, frame.height)   -- CGRect is a value: a copy
  offScreenFrame.y = offScreenFrame.height                  -- offScreenFrame.origin.y = …size.height
  toView.frame = offScreenFrame

  containerView:insertSubview(toView, {above = fromView})

  local t1 = self:firstTransform()
  local t2 = self:secondTransformWithView(fromView)

  View.animateKeyframes(self.duration, "calculationModeCubic", function()

    -- push the from- view to the back
    View.addKeyframe(0.0, 0.4, function()
      fromView.layer.transform = t1
      fromView.alpha = 0.6
    end)
    View.addKeyframe(0.2, 0.4, function()
      fromView.layer.transform = t2
    end)

    -- slide the to- view upwards. In his original implementation Tope used a 'spring' animation, however
    -- this does not work with keyframes, so we siulate it by overshooting the final location in
    -- the first keyframe
    View.addKeyframe(0.6, 0.2, function()
      toView.frame = toView.frame:offsetBy(0.0, -30.0)     -- CGRectOffset(toView.frame, 0.0, -30.0)
    end)
    View.addKeyframe(0.8, 0.2, function()
      toView.frame = frame
    end)

  end, function(finished)
    transitionContext:completeTransition(not transitionContext.transitionWasCancelled)
  end)

end

function CECardsAnimationController:executeReverseAnimation(transitionContext, fromVC, toVC, fromView, toView)

  local containerView = transitionContext.containerView

  -- positions the to- view behind the from- view
  local frame = transitionContext:initialFrame(fromVC)
  toView.frame = frame
  local scale = Transform3D.identity
  toView.layer.transform = scale:scaled(0.6, 0.6, 1)        -- CATransform3DScale(scale, 0.6, 0.6, 1)
  toView.alpha = 0.6

  containerView:insertSubview(toView, {below = fromView})

  local frameOffScreen = Rect(frame.x, frame.y, frame.width, frame.height)
  frameOffScreen.y = frame.height                           -- frameOffScreen.origin.y = frame.size.height

  local t1 = self:firstTransform()

  View.animateKeyframes(self.duration, "calculationModeCubic", function()

    -- push the from- view off the bottom of the screen
    View.addKeyframe(0.0, 0.5, function()
      fromView.frame = frameOffScreen
    end)

    -- animate the to- view into place
    View.addKeyframe(0.35, 0.35, function()
      toView.layer.transform = t1
      toView.alpha = 1.0
    end)
    View.addKeyframe(0.75, 0.25, function()
      toView.layer.transform = Transform3D.identity
    end)
  end, function(finished)
    if transitionContext.transitionWasCancelled then
      toView.layer.transform = Transform3D.identity
      toView.alpha = 1.0
    end
    transitionContext:completeTransition(not transitionContext.transitionWasCancelled)
  end)
end

function CECardsAnimationController:firstTransform()
  local t1 = Transform3D.identity
  t1.m34 = 1.0 / -900
  t1 = t1:scaled(0.95, 0.95, 1)                             -- CATransform3DScale(t1, 0.95, 0.95, 1)
  t1 = t1:rotated(15.0 * math.pi / 180.0, 1, 0, 0)          -- CATransform3DRotate(t1, 15° , 1, 0, 0)
  return t1

end

function CECardsAnimationController:secondTransformWithView(view)

  local t2 = Transform3D.identity
  t2.m34 = self:firstTransform().m34
  t2 = t2:translated(0, view.frame.height * -0.08, 0)     -- CATransform3DTranslate(t2, 0, h * -0.08, 0)
  t2 = t2:scaled(0.8, 0.8, 1)

  return t2
end

-- TransitionsDemo's ViewController.m: the settings screen's transitioning delegate (the
-- demo's settingsAnimationController, one controller turned round by `reverse`). The demo
-- wires an optional interaction controller; with none set, the interaction methods return nil.
function M.transitioningDelegate(settingsAnimationController)
  return {
    animationControllerForPresented = function(_, presented, presenting, source)
      settingsAnimationController.reverse = false
      return settingsAnimationController
    end,
    animationControllerForDismissed = function(_, dismissed)
      settingsAnimationController.reverse = true
      return settingsAnimationController
    end,
  }
end

return M
