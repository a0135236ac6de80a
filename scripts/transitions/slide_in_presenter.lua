-- slide_in_presenter.lua — seed 004's CustomPresentationController and
-- CustomAnimatedTransitioning, line by line. The presented controller takes the right half
-- of the container over a black overlay that fades to 0.5 alongside the transition; a tap on
-- the overlay dismisses; on dismissal the overlay fades back and is removed once the
-- dismissal completes. The animator slides the presented view in from beyond the right edge
-- over 0.3 s and back out.
--
--   local SlideIn = require "transitions.slide_in_presenter"
--   controller.modalPresentationStyle = "custom"
--   controller.transitioningDelegate = SlideIn.delegate()            -- with the animator
--   controller.transitioningDelegate = SlideIn.delegate{animated = false}  -- UIKit's default slide
--   presenter:present(controller, true)
local CustomPresentationController = {}

-- The overrides, in the article's order (a PresentationController{…} takes them as fields).
local overrides = {
  "presentationTransitionWillBegin", "dismissalTransitionWillBegin", "dismissalTransitionDidEnd",
  "sizeForChildContentContainer", "frameOfPresentedViewInContainerView",
  "containerViewWillLayoutSubviews", "containerViewDidLayoutSubviews", "overlayDidTouch",
}

function CustomPresentationController.new(presented, presenting)
  local fields = {presentedViewController = presented, presentingViewController = presenting}
  for _, name in ipairs(overrides) do fields[name] = CustomPresentationController[name] end
  return PresentationController(fields)
end

-- 呼び出し元の View Controller の上に重ねるオーバーレイ View (the overlay over the presenter:
-- self.overlay)

-- 表示トランジション開始前に呼ばれる (before the presentation's transition begins)
function CustomPresentationController:presentationTransitionWillBegin()
  local containerView = self.containerView

  self.overlay = View{frame = containerView.bounds, name = "overlay"}
  self.overlay.gestureRecognizers = {TapGestureRecognizer(self, "overlayDidTouch")}
  self.overlay.backgroundColor = Color.black
  self.overlay.alpha = 0.0
  containerView:insertSubview(self.overlay, {at = 1})

  -- トランジションを実行 (run it alongside the transition)
  local coordinator = self.presentedViewController.transitionCoordinator
  if coordinator then
    coordinator:animateAlongsideTransition(function(context)
      self.overlay.alpha = 0.5
    end, nil)
  end
end

-- 非表示トランジション開始前に呼ばれる (before the dismissal's transition begins)
function CustomPresentationController:dismissalTransitionWillBegin()
  local coordinator = self.presentedViewController.transitionCoordinator
  if coordinator then
    coordinator:animateAlongsideTransition(function(context)
      self.overlay.alpha = 0.0
    end, nil)
  end
end

-- 非表示トランジション開始後に呼ばれる (after the dismissal's transition ended)
function CustomPresentationController:dismissalTransitionDidEnd(completed)
  if completed then
    self.overlay:removeFromSuperview()
  else
    -- Not in the article: a swipe can cancel the dismissal (transitions/swipe_to_dismiss.lua);
    -- the alongside block left the overlay's model at 0: back to 0.5.
    self.overlay.alpha = 0.5
  end
end

-- 子のコンテナのサイズを返す (a child's size: half the parent's width)
function CustomPresentationController:sizeForChildContentContainer(container, parentSize)
  return Size(parentSize.width / 2, parentSize.height)
end

-- 呼び出し先の View Controller の Frame を返す (the presented view's frame: bottom right)
function CustomPresentationController:frameOfPresentedViewInContainerView()
  local containerBounds = self.containerView.bounds
  local size = self:sizeForChildContentContainer(self.presentedViewController, containerBounds.size)
  return Rect(containerBounds.width - size.width, containerBounds.height - size.height, size.width, size.height)
end

-- レイアウト開始前に呼ばれる (before the container lays out)
function CustomPresentationController:containerViewWillLayoutSubviews()
  self.overlay.frame = self.containerView.bounds
  self.presentedView.frame = self:frameOfPresentedViewInContainerView()
end

-- レイアウト開始後に呼ばれる (after the container laid out)
function CustomPresentationController:containerViewDidLayoutSubviews()
end

-- オーバーレイの View をタッチしたときに呼ばれる (a tap on the overlay)
function CustomPresentationController:overlayDidTouch(sender)
  self.presentedViewController:dismiss(true, nil)
end

-- おまけ: CustomAnimatedTransitioning (the bonus animator)
local CustomAnimatedTransitioning = {}
CustomAnimatedTransitioning.__index = CustomAnimatedTransitioning

function CustomAnimatedTransitioning.new(isPresent)
  return setmetatable({isPresent = isPresent}, CustomAnimatedTransitioning)
end

function CustomAnimatedTransitioning:transitionDuration(transitionContext)
  return 0.3
end

function CustomAnimatedTransitioning:animateTransition(transitionContext)
  if self.isPresent then
    self:animatePresentTransition(transitionContext)
  else
    self:animateDissmissalTransition(transitionContext)
  end
end

-- The article's lines. It inserts the presented view below `presentingController.view`, which in
-- a custom presentation is not in the container (it stays where it was, under the container).
-- Apple documents nothing for `insertSubview(_:belowSubview:)` with a sibling that is not a
-- subview (CALayer's `insertSublayer(_:below:)` says it raises; AppKit's
-- `addSubview(_:positioned:relativeTo:)` puts the view below all its new siblings). The
-- article's code ran without raising, and it calls its animator a rewrite of the animation
-- only: the sheet shows over the dimmed presenter, as with UIKit's own animation in its first
-- half, so the view goes on top, `addSubview` (the engine's `insertSubview{below = …}` refuses a
-- sibling that is not a subview). The view is where UIKit left it, its frame as loaded (the
-- whole container), when the block moves it left by the container's width; the container's
-- layout then sets its model to `frameOfPresentedViewInContainerView` without animation, and
-- the block's additive animation carries the difference: on screen the sheet travels from its
-- final frame moved right by the container's width (x = 589.5 on a 393-point screen) to its
-- final frame (196.5).
function CustomAnimatedTransitioning:animatePresentTransition(transitionContext)
  local presentedController = transitionContext:viewController("to")
  local containerView = transitionContext.containerView
  containerView:addSubview(presentedController.view)
  -- 適当にアニメーション (some animation)
  View.animate(self:transitionDuration(transitionContext), function()
    presentedController.view.frame = presentedController.view.frame:offsetBy(-containerView.bounds.size.width, 0)
  end, function(finished)
    transitionContext:completeTransition(true)
  end)
end

function CustomAnimatedTransitioning:animateDissmissalTransition(transitionContext)
  local presentedController = transitionContext:viewController("from")
  local containerView = transitionContext.containerView
  -- 適当にアニメーション (some animation)
  View.animate(self:transitionDuration(transitionContext), function()
    local frame = presentedController.view.frame
    presentedController.view.frame = Rect(containerView.bounds.size.width, frame.y, frame.width, frame.height)
  end, function(finished)
    -- The article passes true. A swipe can cancel the dismissal: then the sheet goes back
    -- where it was, and UIKit's idiom reports the cancellation.
    if transitionContext.transitionWasCancelled then
      presentedController.view.frame = transitionContext:initialFrame(presentedController)
    end
    transitionContext:completeTransition(not transitionContext.transitionWasCancelled)
  end)
end

-- The article's ViewController as UIViewControllerTransitioningDelegate: the presentation
-- controller always, the animator unless `options.animated == false` (UIKit's default
-- animation then).
local function delegate(options)
  local d = {}
  function d:presentationControllerForPresented(presented, presenting, source)
    return CustomPresentationController.new(presented, presenting)
  end
  if not (options and options.animated == false) then
    function d:animationControllerForPresented(presented, presenting, source)
      return CustomAnimatedTransitioning.new(true)
    end
    function d:animationControllerForDismissed(dismissed)
      return CustomAnimatedTransitioning.new(false)
    end
    -- Not in the article: while a swipe drives the dismissal (transitions/swipe_to_dismiss.lua),
    -- its interaction controller.
    function d:interactionControllerForDismissal(animator)
      return self.interaction
    end
  end
  return d
end

return {
  CustomPresentationController = CustomPresentationController,
  CustomAnimatedTransitioning = CustomAnimatedTransitioning,
  delegate = delegate,
}
