-- scrub_pan.lua — Jonathan Rasmusson's iOS starter kit "UIPanGestureRecognizer" animation
-- ported to Transit: a 100-point blue square at the left edge, half-way down; a pan on it
-- makes a UIViewPropertyAnimator (3 s, ease-out) that would slide it 275 points right and
-- fade it out, starts and at once pauses it, scrubs it with the finger (fractionComplete =
-- translation ÷ 275) and, when the finger lifts, lets it run on to the end on its own
-- curve (continueAnimation with no new timing and durationFactor 0). The pattern is the one
-- WWDC 2017 session 230, "Advanced Animations with UIKit", teaches. A module;
-- scripts/spec/outside/scrub_pan_spec.lua drags it and pins its transforms and alphas.
--
-- Source: https://github.com/jrasmusson/ios-starter-kit, animations/UIPanGestureRecognizer.md
-- at 038354a (2019-07-17; the page was removed in 86b6304, 2020-04-15), © 2018 Jonathan
-- Rasmusson, MIT licence. The page's ViewController.swift, one Lua line for each Swift line
-- where the contract allows; where it does not, the comment says so.
local M = {}

function M.ViewController()
  local controller = ViewController{name = "ViewController"}

  controller.myView = View{}
  -- `UIViewPropertyAnimator()`: an animator of no duration and no animations, replaced on
  -- the first pan
  controller.animator = PropertyAnimator{duration = 0}

  -- lazy var panRecognizer: UIPanGestureRecognizer() then addTarget(self, action:) — Transit's
  -- recognizers take their target and action when made
  function controller:panRecognizer()
    if not self._panRecognizer then
      self._panRecognizer = PanGestureRecognizer{target = self, action = "handlePan"}
    end
    return self._panRecognizer
  end

  function controller:viewDidLoad()
    self:layout()
    self.myView:addGestureRecognizer(self:panRecognizer())
  end

  -- The four anchors — height and width 100, centerY to the view's, leading to the view's —
  -- as the frame they resolve to: Transit lays out frames, not constraints.
  function controller:layout()
    self.myView = self:makeView()
    self.view:addSubview(self.myView)

    local bounds = self.view.bounds
    self.myView.frame = Rect(bounds.minX, bounds.midY - 100 / 2, 100, 100)
  end

  function controller:makeView()
    local myView = View{name = "myView"}
    -- translatesAutoresizingMaskIntoConstraints = false: no constraints in Transit
    myView.backgroundColor = Color.blue

    return myView
  end

  function controller:handlePan(recognizer)
    local state = recognizer.state
    if state == "began" then
      self.animator = PropertyAnimator{duration = 3, curve = "easeOut", animations = function()
        self.myView.transform = Transform.translation(275, 0)
        self.myView.alpha = 0
      end}
      self.animator:startAnimation()
      self.animator:pauseAnimation()
    elseif state == "changed" then
      self.animator.fractionComplete = recognizer:translation(self.myView).x / 275
    elseif state == "ended" then
      self.animator:continueAnimation(nil, 0)
    end
    -- default: ()
  end

  return controller
end

return M
