-- wwdc17_drawer.lua — WWDC17UIViewPropertyAnimatorTransition ported to Transit: the comments
-- drawer of WWDC 2017's "Advanced Animations with UIKit" (session 230), several property
-- animators driven as one. A tap on the drawer (90 points showing at the bottom) runs them —
-- the frame up to y = 47 and the title's two labels trading places on critically damped springs
-- (`UIViewPropertyAnimator(duration:dampingRatio: 1)`), the labels' alphas on ease-in and
-- ease-out, the corner radius 0 → 20 linearly, all over 1 s —; a second tap while they run
-- reverses them all; a pan pauses them, scrubs them together by the finger (500 points for the
-- whole way) and, lifted, lets them run on (`continueAnimation(withTimingParameters: nil,
-- durationFactor: 0)`), or back when short of a third and not flicked. A module;
-- scripts/spec/outside/wwdc17_drawer_spec.lua runs it and pins its frames, transforms, alphas
-- and corner radii.
--
-- Source: https://github.com/OriginalByOrigins/WWDC17UIViewPropertyAnimatorTransition,
-- WWDC17VCTransition/ViewController.swift at 1ac4aae (2017-08-20), © 2017 Harry Cao (the
-- repository states no licence; the port is written from reading it, not copied). One Lua line
-- for each Swift line where the contract allows; where it does not, the comment says so. Not
-- ported: the `UIVisualEffectView` and its blur animator (Transit has no visual effects: a clear
-- `View` stands in, and the animator that sets its `effect` is left out, so `runningAnimators`
-- holds five, the frame animator still first); the two images (`ImageView`s name them; a test shows no picture) and their
-- `contentMode`; `UIFont(name:size:)` (a `Label`'s `fontSize`, the point size the Swift reads);
-- `prefersStatusBarHidden` (no status bar); `lazy var`s (made in the constructor).
local M = {}

local animationDuration = 1.0
M.animationDuration = animationDuration

-- enum State: Int { case Expanded = -1; case Collapsed = 1 } — the raw values the pan uses
local State = {Expanded = -1, Collapsed = 1}
M.State = State

-- Swift's `runningAnimators.index(of:)` then `remove(at:)`
local function remove(animators, animator)
  for index, a in ipairs(animators) do
    if a == animator then table.remove(animators, index) return end
  end
end

function M.ViewController()
  local vc = ViewController{name = "drawer",
    -- Tracks all running animators
    runningAnimators = {},
    progressWhenInterrupted = 0,
    state = State.Expanded,
  }

  -- lazy var blurEffectView: a clear stand-in (see the header)
  vc.blurEffectView = View{name = "blurEffectView"}
  vc.blurEffectView.backgroundColor = Color.clear

  -- lazy var control
  local control = View{name = "control"}
  control.backgroundColor = Color.white
  control.layer.masksToBounds = true
  control.layer.maskedCorners = {"layerMinXMinYCorner", "layerMaxXMinYCorner"}
  control:addGestureRecognizer(TapGestureRecognizer(vc, "handleTap"))
  control:addGestureRecognizer(PanGestureRecognizer(vc, "handlePan"))
  vc.control = control

  local smallLabel = Label{name = "smallLabel"}
  smallLabel.text = "Comments"
  smallLabel.fontSize = 20   -- UIFont(name: "Helvetica-Bold", size: 20)
  smallLabel.textColor = Color(66/265, 134/265, 244/265, 1)
  smallLabel.textAlignment = "center"
  smallLabel.alpha = 1
  vc.smallLabel = smallLabel

  local largeLabel = Label{name = "largeLabel"}
  largeLabel.text = "Comments"
  largeLabel.fontSize = 35   -- UIFont(name: "Helvetica-Bold", size: 35)
  largeLabel.textColor = Color(78/265, 119/265, 140/265, 1)
  largeLabel.textAlignment = "center"
  largeLabel.alpha = 0
  vc.largeLabel = largeLabel

  function vc:viewDidLoad()
    local bgImageView = ImageView{frame = self.view.frame}
    bgImageView.image = "west"   -- #imageLiteral(resourceName: "west"); contentMode not ported
    self.view:addSubview(bgImageView)

    self.blurEffectView.frame = self.view.frame   -- UIVisualEffectView(frame: self.view.frame)
    self.view:addSubview(self.blurEffectView)

    self:setupControl()
  end

  function vc:setupControl()
    self.view:addSubview(self.control)
    self.control.frame = Rect(0, self.view.frame.height - 90, self.view.frame.width, self.view.frame.height)

    local bgImageView = ImageView{frame = self.control.bounds}
    bgImageView.image = "comment"
    self.control:addSubview(bgImageView)

    self.control:addSubview(self.smallLabel)
    self.smallLabel.frame = Rect(0, 30, self.control.frame.width, 30)
    self.control:addSubview(self.largeLabel)
    self.largeLabel.frame = Rect(0, 60, self.control.frame.width, 52.5)
  end

  function vc:handleTap(gesture)
    self:animateOrReverseRunningTransition(self.state, animationDuration)
  end

  function vc:handlePan(gesture)
    local gestureState = gesture.state
    if gestureState == "began" then
      self:startInteractiveTransition(self.state, animationDuration)
    elseif gestureState == "changed" then
      local translation = gesture:translation(self.control)
      local fractionComplete = math.max(0.001, math.min(0.999,
        self.state * translation.y / 500 + self.progressWhenInterrupted))   -- CGFloat(state.rawValue)

      self:updateInteractiveTransition(fractionComplete)
    elseif gestureState == "ended" then
      local cancel = self:isCancelingAnimation(self.state, gesture)
      self:continueInteractiveTransition(cancel)
    else
      return
    end
  end

  -- Perform all animations with animators if not already running
  function vc:animateTransitionIfNeeded(state, duration)
    local runningAnimators = self.runningAnimators
    if #runningAnimators == 0 then

      -- FRAME ANIMATOR
      local frameAnimator
      frameAnimator = PropertyAnimator{duration = duration, dampingRatio = 1, animations = function()
        if state == State.Expanded then
          self.control.frame = Rect(0, 47, self.view.frame.width, self.view.frame.height)
        else
          self.control.frame = Rect(0, self.view.frame.height - 90, self.view.frame.width, self.view.frame.height)
        end end}
      frameAnimator:addCompletion(function(position)
        remove(self.runningAnimators, frameAnimator)
        self.state = position == "start" and state or (state == State.Expanded and State.Collapsed or State.Expanded)
      end)

      frameAnimator:startAnimation()
      table.insert(runningAnimators, frameAnimator)

      -- BLUR ANIMATOR: not ported (see the header)
    end

    -- LABEL ANIMATOR
      -- Determine what inGoing and outGoing labels are
    local inLabel = state == State.Expanded and self.largeLabel or self.smallLabel
    local outLabel = state == State.Expanded and self.smallLabel or self.largeLabel

      --Scale
    local scale = inLabel.fontSize / outLabel.fontSize   -- font.pointSize
    local inLabelScale = Transform.scale(scale, scale)

      -- Apply scale to calculate the translation
    inLabel.transform = Transform.scale(1 / scale, 1 / scale)

      -- Translation
    local translateY = inLabel.frame.y - outLabel.frame.y
    local inLabelTranslation = Transform.translation(0, translateY)

      -- Apply transform to inGoing label so it match the initial state of outGoing label
    inLabel.transform = Transform.scale(1 / scale, 1 / scale):concatenating(Transform.translation(0, -translateY))

      -- Animate tranform
    local transformAnimator
    transformAnimator = PropertyAnimator{duration = duration, dampingRatio = 1, animations = function()
      inLabel.transform = Transform.identity
      outLabel.transform = inLabelScale:concatenating(inLabelTranslation)
    end}
    transformAnimator:addCompletion(function(position)
      remove(self.runningAnimators, transformAnimator)
    end)
    transformAnimator:startAnimation()
    table.insert(runningAnimators, transformAnimator)

      -- Animate in inGoing label
    local inLabelAnimator
    inLabelAnimator = PropertyAnimator{duration = duration, curve = "easeIn", animations = function()
      inLabel.alpha = 1
    end}
    inLabelAnimator.scrubsLinearly = false
    inLabelAnimator:addCompletion(function(_)
      remove(self.runningAnimators, inLabelAnimator)
    end)
    inLabelAnimator:startAnimation()
    table.insert(runningAnimators, inLabelAnimator)

      -- Animate out outGoing label
    local outLabelAnimator
    outLabelAnimator = PropertyAnimator{duration = duration, curve = "easeOut", animations = function()
      outLabel.alpha = 0
    end}
    outLabelAnimator.scrubsLinearly = false
    outLabelAnimator:addCompletion(function(_)
      remove(self.runningAnimators, outLabelAnimator)
    end)
    outLabelAnimator:startAnimation()
    table.insert(runningAnimators, outLabelAnimator)


    -- ANIMATE CORNER RADIUS
    local cornerAnimator
    cornerAnimator = PropertyAnimator{duration = duration, curve = "linear", animations = function()
      if state == State.Expanded then
        self.control.layer.cornerRadius = 20
      else
        self.control.layer.cornerRadius = 0
      end
    end}
    cornerAnimator:addCompletion(function(_)
      remove(self.runningAnimators, cornerAnimator)
    end)
    cornerAnimator:startAnimation()
    table.insert(runningAnimators, cornerAnimator)

  end

  -- Starts transition if necessary or reverses it on tap
  function vc:animateOrReverseRunningTransition(state, duration)
    if #self.runningAnimators == 0 then
      self:animateTransitionIfNeeded(state, duration)
    else
      for _, animator in ipairs(self.runningAnimators) do
        animator.isReversed = not animator.isReversed
      end
    end
  end

  -- Starts transition if necessary and pauses on pan .begin
  function vc:startInteractiveTransition(state, duration)
    if #self.runningAnimators == 0 then
      self:animateTransitionIfNeeded(state, duration)
    end

    for _, animator in ipairs(self.runningAnimators) do
      animator:pauseAnimation()
    end

    self.progressWhenInterrupted = self.runningAnimators[1].fractionComplete
  end

  -- Scrubs transition on pan .changed
  function vc:updateInteractiveTransition(fractionComplete)
    for _, animator in ipairs(self.runningAnimators) do
      animator.fractionComplete = fractionComplete
    end
  end

  -- Continues or reverse transition on pan .ended
  function vc:continueInteractiveTransition(cancel)
    for _, animator in ipairs(self.runningAnimators) do
      if cancel then animator.isReversed = true end
      animator:continueAnimation(nil, 0.0)
    end
  end

  function vc:isCancelingAnimation(state, panGesture)
    local completionThreshold = 0.33
    local flickMagnitude = 1200 --pts/sec
    local velocity = panGesture:velocity(self.control)   -- Swift's CGPoint.vector
    local isFlick = (math.sqrt(velocity.x * velocity.x + velocity.y * velocity.y) > flickMagnitude)
    local isFlickDown = isFlick and (velocity.y > 0.0)
    local isFlickUp = isFlick and (velocity.y < 0.0)

    if (state == State.Expanded and isFlickUp) or (state == State.Collapsed and isFlickDown) then
      return false
    elseif (state == State.Expanded and isFlickDown) or (state == State.Collapsed and isFlickUp) then
      return true
    elseif self.runningAnimators[1].fractionComplete > completionThreshold then
      return false
    else
      return true
    end
  end

  return vc
end

return M
