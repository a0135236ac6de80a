-- play_pause.lua — animator-trainer's "Movement Controls" screen ported to Transit: one
-- `UIViewPropertyAnimator` (3 s, ease-in-ease-out, `pausesOnCompletion`) moves a ball up to
-- y 200; Forward and Reverse set `isReversed` and start it, Pause pauses it, Left and Right
-- add blocks moving the ball's centre to 50 points from either edge — to the animator
-- however it stands, running, paused or held at its end —, and Reset stops it, finishes it at
-- its start and makes a fresh one. A module; scripts/spec/outside/play_pause_spec.lua presses
-- the buttons and pins the ball.
--
-- Source: https://github.com/derikflanary/animator-trainer, animator-trainer/
-- PlayPauseViewController.swift and Base.lproj/Main.storyboard at 1bf82a7 (2018-10-23), ©
-- 2018 Derik Flanary (the repository states no licence; the port is written from reading it,
-- not copied). One Lua line for each Swift line where the contract allows; where it does not,
-- the comment says so. Stand-ins: the six buttons (the spec calls their actions); the
-- storyboard's constraints (the ball 80 × 80, centred, 36 points above the buttons' 30-point
-- row at the safe area's bottom: resolved for the iPhone 15, 393 × 852, bottom inset 34, the
-- ball's frame is (156.5, 672, 80, 80)).
local M = {}

-- class PlayPauseViewController: UIViewController
function M.PlayPauseViewController()
  local vc = ViewController{name = "playPause"}
  vc.animator = PropertyAnimator{duration = 3.0, curve = "easeInOut"}

  function vc:viewDidLoad()
    self.animatingView = View{frame = Rect(156.5, 672, 80, 80)}         -- @IBOutlet, its constraints
    self.view:addSubview(self.animatingView)
    self.animatingView.layer.cornerRadius = self.animatingView.frame.width / 2
    self.animatingView.clipsToBounds = true
    self.animator.pausesOnCompletion = true
    self.animator:addAnimations(function()
      self.animatingView.center = Point(self.animatingView.center.x, 200)   -- center.y = 200
    end)
  end

  function vc:viewDidDisappear(_)
    self.animator:stopAnimation(true)
  end

  function vc:play(_)
    self.animator.isReversed = false
    self.animator:startAnimation()
  end

  function vc:reverse(_)
    self.animator.isReversed = true
    self.animator:startAnimation()
  end

  function vc:pause(_)
    self.animator:pauseAnimation()
  end

  function vc:left(_)
    self.animator:addAnimations(function()
      self.animatingView.center = Point(50, self.animatingView.center.y)    -- center.x = 50
    end)
  end

  function vc:right(_)
    self.animator:addAnimations(function()
      self.animatingView.center = Point(self.view.bounds.width - 50, self.animatingView.center.y)
    end)
  end

  function vc:reset(_)
    self.animator:stopAnimation(false)
    self.animator:finishAnimation("start")
    self.animator = PropertyAnimator{duration = 3.0, curve = "easeInOut", animations = function()
      self.animatingView.center = Point(self.animatingView.center.x, 200)
    end}
    self.animator.pausesOnCompletion = true
  end

  return vc
end

return M
