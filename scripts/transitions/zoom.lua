-- zoom.lua — seed 001's CustomTransition, line by line: one object that is both the
-- transitioning delegate (UIViewControllerTransitioningDelegate) and the animator
-- (UIViewControllerAnimatedTransitioning). The photo of the selected cell zooms into the
-- detail's photo over 0.7 s while the detail fades in; on dismissal the detail's photo
-- zooms back into the cell while the detail fades out.
--
-- The cast (登場人物): ① the photo before the zoom (the cell's), ② the animation view (a
-- copy), ③ the photo after the zoom (the detail's), ④ the view before the transition, ⑤ the
-- view after it. The "from" controller has `collectionView` (a CollectionView whose cells
-- have `photoView`); the "to" controller has `photoView` and `indexPath` (the item shown).
--
--   local CustomTransition = require "transitions.zoom"
--   local customTransition = CustomTransition.new()
--   secondViewController.transitioningDelegate = customTransition
--   firstViewController:present(secondViewController, true)
local CustomTransition = {}
CustomTransition.__index = CustomTransition

function CustomTransition.new()
  return setmetatable({isPresent = false}, CustomTransition)
end

-- MARK: - UIViewControllerTransitioningDelegate
-- 遷移か復帰かのフラグをセットし、自分自身を返す (set present or dismiss, return itself)
function CustomTransition:animationControllerForPresented(presented, presenting, source)
  self.isPresent = true
  return self
end

function CustomTransition:animationControllerForDismissed(dismissed)
  self.isPresent = false
  return self
end

-- MARK: - UIViewControllerAnimatedTransitioning
function CustomTransition:transitionDuration(transitionContext)
  return 0.7
end

function CustomTransition:animateTransition(transitionContext)
  if self.isPresent then
    self:presentTransition(transitionContext)
  else
    self:dissmissalTransition(transitionContext)
  end
end

-- 遷移時のTrastion処理 (the present)
function CustomTransition:presentTransition(transitionContext)

  -- 遷移元、遷移先及び、遷移コンテナの取得 (from, to, and the container)
  local firstViewController = transitionContext:viewController("from")
  local secondViewController = transitionContext:viewController("to")
  local containerView = transitionContext.containerView

  -- 遷移元のセルの取得 (the selected cell)
  local cell = firstViewController.collectionView:cellForItem(firstViewController.collectionView.indexPathsForSelectedItems[1])
  -- 遷移元のセルのイメージビューからアニメーション用のビューを作成 (the animation view, named for traces)
  local animationView = ImageView{image = cell.photoView.image, name = "animationView"}
  animationView.frame = containerView:convert(cell.photoView.frame, {from = cell.photoView.superview})
  -- 遷移元のセルのイメージビューを非表示にする (hide the cell's photo)
  cell.photoView.isHidden = true

  -- 遷移後のビューコントローラーを、予め最後の位置まで移動完了させ非表示にする (the detail: in place, transparent)
  secondViewController.view.frame = transitionContext:finalFrame(secondViewController)
  secondViewController.view.alpha = 0
  -- 遷移後のイメージは、アニメーションが完了するまで非表示にする (hide the detail's photo until the end)
  secondViewController.photoView.isHidden = true

  -- 遷移コンテナに、遷移後のビューと、アニメーション用のビューを追加する (into the container)
  containerView:addSubview(secondViewController.view)
  containerView:addSubview(animationView)

  View.animate(self:transitionDuration(transitionContext), function()
    -- 遷移後のビューを徐々に表示する (fade the detail in)
    secondViewController.view.alpha = 1.0
    -- アニメーション用のビューを、遷移後のイメージの位置までアニメーションする (fly to the detail's photo)
    animationView.frame = containerView:convert(secondViewController.photoView.frame, {from = secondViewController.view})
  end, function(finished)
    -- 遷移後のイメージを表示する (show the detail's photo)
    secondViewController.photoView.isHidden = false
    -- セルのイメージの非表示を元に戻す (show the cell's photo again)
    cell.photoView.isHidden = false
    -- アニメーション用のビューを削除する (remove the animation view)
    animationView:removeFromSuperview()
    transitionContext:completeTransition(true)
  end)
end

-- 復帰時のTrastion処理 (the dismissal)
function CustomTransition:dissmissalTransition(transitionContext)
  -- 遷移元、遷移先及び、遷移コンテナの取得 (from, to, and the container)
  local secondViewController = transitionContext:viewController("from")
  local firstViewController = transitionContext:viewController("to")
  local containerView = transitionContext.containerView

  -- 遷移元のイメージビューからアニメーション用のビューを作成 (a snapshot of the detail's photo)
  local animationView = secondViewController.photoView:snapshotView()
  animationView.frame = containerView:convert(secondViewController.photoView.frame, {from = secondViewController.photoView.superview})
  -- 遷移元のイメージを非表示にする (hide the detail's photo)
  secondViewController.photoView.isHidden = true

  -- 遷移先のセルを取得 (the cell to return to)
  local cell = firstViewController.collectionView:cellForItem(secondViewController.indexPath)

  -- 遷移先のセルのイメージを非表示 (hide the cell's photo)
  cell.photoView.isHidden = true

  -- 遷移後のビューコントローラーを、予め最後の位置まで移動完了させ非表示にする (the grid, in place)
  firstViewController.view.frame = transitionContext:finalFrame(firstViewController)

  -- 遷移コンテナに、遷移後のビューと、アニメーション用のビューを追加する (under the detail, and the snapshot on top)
  containerView:insertSubview(firstViewController.view, {below = secondViewController.view})
  containerView:addSubview(animationView)

  View.animate(self:transitionDuration(transitionContext), function()
    -- 遷移元のビューを徐々に非表示にする (fade the detail out)
    secondViewController.view.alpha = 0
    -- アニメーションビューは、遷移後のイメージの位置まで、アニメーションする (fly back into the cell)
    animationView.frame = containerView:convert(cell.photoView.frame, {from = cell.photoView.superview})
  end, function(finished)
    -- アニメーション用のビューを削除する (remove the snapshot)
    animationView:removeFromSuperview()
    -- 遷移元のイメージの非表示を元に戻す (show the detail's photo again)
    secondViewController.photoView.isHidden = false
    -- セルのイメージの非表示を元に戻す (show the cell's photo again)
    cell.photoView.isHidden = false
    -- The article passes true: its dismissal cannot be cancelled. A swipe can cancel it, and
    -- then the detail stays: UIKit's idiom, with the fade undone (the model kept alpha 0).
    if transitionContext.transitionWasCancelled then secondViewController.view.alpha = 1 end
    transitionContext:completeTransition(not transitionContext.transitionWasCancelled)
  end)
end

-- Not in the article (issue 9): while a swipe drives the dismissal (transitions/swipe_to_dismiss.lua),
-- its PercentDrivenInteractiveTransition; otherwise nil, and the zoom runs by the clock.
function CustomTransition:interactionControllerForDismissal(animator)
  return self.interaction
end

return CustomTransition
