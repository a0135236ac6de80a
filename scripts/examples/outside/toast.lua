-- toast.lua — BoosterKit's ToastController ported to Transit: each `show(text:)` makes a
-- toast view at the canvas's bottom and a state machine around one property animator (0.35 s,
-- the cubic Bézier (0.33, 1) (0.68, 1)) that fades it in and pauses at its end
-- (`pausesOnCompletion`), holds it until a timer set 1.35 s after it was made, then reverses
-- and restarts the same animator to fade it out; the machine moves on each time the animator's
-- `isRunning` goes from true to false, observed by key-value observation as Apple advises for an
-- animator that pauses on completion. A module; scripts/spec/outside/toast_spec.lua shows a
-- toast and pins its alpha and its removal.
--
-- Source: https://github.com/funct7/BoosterKit, BoosterKit/UI/Toast/ToastController.swift (at
-- 1b30e3cd) and the defaults it is used with — ToastController.AnimParams+Default.swift,
-- ….AnimParams.SetUp+Default.swift, ….AnimParams.Animation+Default.swift,
-- ….AnimParams.TearDown+Default.swift, UI/Data/CubicBezierPoint+Default.swift — © 2022 Josh
-- Park, MIT licence (LICENSE at baea92d). The port is written from reading it, not copied.
-- One Lua line for each Swift line where the contract allows; where it does not, the comment
-- says so. Not ported: the generic `View : StringRenderer` (the
-- toast is a `Label` whose `text` is set); `Hashable` (a Lua table is its own key).
local M = {}

-- CubicBezierPoint.easeOut
M.easeOut = {point1 = Point(0.33, 1), point2 = Point(0.68, 1)}

-- AnimParams.makeDefault(): SetUps.makeDefault() (the safe-area inset 16 × 8, then alpha 0),
-- Animations.makeAlpha(), TearDowns.makeDefault()
function M.defaultParams()
  return {
    animDuration = 0.35,
    displayDuration = 1.0,
    cubicBezierPoints = M.easeOut,
    setUp = function(canvas, toastView)
      canvas:addSubview(toastView)
      -- the three anchor constraints (bottom 8 above the safe area, 16 from each side) and
      -- `canvas.layoutIfNeeded()`, resolved by hand (no constraints in Transit), the label's
      -- height taken as 20.5 points, one line of UIKit's 17-point system font
      local inset = canvas.safeAreaInsets
      toastView.frame = Rect(16, canvas.bounds.height - inset.bottom - 8 - 20.5, canvas.bounds.width - 32, 20.5)
      toastView.alpha = 0.0
    end,
    animation = function(_, toastView)
      toastView.alpha = 1.0
    end,
    tearDown = function(_, toastView)
      toastView:removeFromSuperview()
    end,
  }
end

-- _ToastFSM
local ToastFSM = {}
ToastFSM.__index = ToastFSM

-- `_state`'s didSet: Lua fields have no observers; `setState` does what the didSet did
function ToastFSM:setState(state)
  local oldValue = self._state
  self._state = state
  if oldValue == "idle" and state == "show" then
    self._animator.pausesOnCompletion = true
    self._animator:startAnimation()
  elseif oldValue == "show" and state == "hold" then
    -- RunLoop.current.add(_timer, forMode: .default): the timer is a task waiting until
    -- its fire date
    self._timer = task(function()
      wait(self._fireDate - clock.now)
      self:transition()
    end)
  elseif oldValue == "hold" and state == "hide" then
    self._animator.isReversed = true
    self._animator:startAnimation()
  end
end

function ToastFSM:transition()
  if self._state == "idle" then self:setState("show")
  elseif self._state == "show" then self:setState("hold")
  elseif self._state == "hold" then self:setState("hide")
  elseif self._state == "hide" then self._completion(self)
  end
end

function ToastFSM:_initialize(animParams, canvas, toastView)
  self._animator = PropertyAnimator{
    duration = animParams.animDuration,
    curve = Easing.cubicBezier(animParams.cubicBezierPoints.point1.x, animParams.cubicBezierPoints.point1.y,
                               animParams.cubicBezierPoints.point2.x, animParams.cubicBezierPoints.point2.y),
    animations = function()
      animParams.animation(canvas, toastView)
    end}
  self._token = self._animator:observe("isRunning", function(_, changes)
    if changes.oldValue == true and changes.newValue == false then self:transition() end
  end)
  -- Timer(fire: Date().addingTimeInterval(animDuration + displayDuration), interval: 0,
  -- repeats: false): its fire date, fixed now
  self._fireDate = clock.now + animParams.animDuration + animParams.displayDuration
end

function ToastFSM.new(animParams, canvas, toastView, completion)
  local self = setmetatable({}, ToastFSM)
  self._state = "idle"
  self._completion = function(fsm)
    if canvas and toastView then
      animParams.tearDown(canvas, toastView)
    end
    completion(fsm)
  end
  self:_initialize(animParams, canvas, toastView)

  animParams.setUp(canvas, toastView)
  return self
end

-- ToastController
function M.ToastController(toastViewFactory, params)
  local controller = {canvas = nil, toastViewFactory = toastViewFactory, params = params, _instances = {}}

  function controller:show(text)
    -- `convenience init(controller:text:)`, then `withVar(…) { $0.transition() }`
    assert(self.canvas ~= nil)                       -- precondition(controller.canvas != nil)
    local toastView = self.toastViewFactory()
    toastView.text = text                            -- renderString(text)
    local fsm = ToastFSM.new(self.params, self.canvas, toastView, function(fsm)
      self._instances[fsm] = nil
    end)
    fsm:transition()
    self._instances[fsm] = true
  end

  return controller
end

return M
