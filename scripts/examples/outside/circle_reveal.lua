-- circle_reveal.lua — abhi266raj's CircleTransition ported to Transit: a present that reveals
-- the new screen through a growing circle (its `maskView`, a black view whose frame grows
-- from the zero rectangle at the top left to a square twice the container's height centred
-- on it, its corner radius to half that side and its alpha from 0 to 1), and a dismiss that
-- shrinks the same circle back onto the top left, hiding the leaving screen. Both 0.5 s on
-- UIView.animate's default curve; each completion takes the mask away. A module;
-- scripts/spec/outside/circle_reveal_spec.lua presents and dismisses and pins the mask.
--
-- Source: https://github.com/abhi266raj/ViewControllerTransition, CircleTransition/
-- (BaseCircleOpenCloseVCTransition.m, CircleOpenVCTransition.m, CircleCloseVCTransition.m at
-- 1aff99d; ViewController.m and OutputViewController.m at a7bce28, the commit whose delegate
-- vends these two animators — the next one switched it to CAShapeLayer paths), © 2018
-- AbhirajKumar (the repository states no licence; the port is written from reading it, not
-- copied). Objective-C: one Lua line for each line where the contract allows; where it does
-- not, the comment says so. Not ported: the buttons (views of their frames with a tap
-- recognizer: Transit has no UIButton), the close button's title; the commented-out lines.
local M = {}

-- BaseCircleOpenCloseVCTransition.m (its circleCentrePoint: CGPointZero unless set)
local function BaseCircleOpenCloseVCTransition(class)
  class.__index = class
  class.new = function() return setmetatable({circleCentrePoint = Point(0, 0)}, class) end
  class.transitionDuration = function(self, transitionContext)
    return 0.5
  end
  return class
end

-- CircleOpenVCTransition.m
local CircleOpenVCTransition = BaseCircleOpenCloseVCTransition{}
M.CircleOpenVCTransition = CircleOpenVCTransition

function CircleOpenVCTransition:animateTransition(transitionContext)

  local containerView = transitionContext.containerView
  local fromView = transitionContext:view("from")

  local toView = transitionContext:view("to")
  containerView:addSubview(fromView)
  containerView:addSubview(toView)

  local circleView = View{name = "circleView"}

  circleView.frame = containerView.bounds


  toView.frame = containerView.bounds

  toView.mask = circleView


  circleView.layer.masksToBounds = true
  circleView.backgroundColor = Color.black
  local value = 2

  circleView.frame = Rect(self.circleCentrePoint.x, self.circleCentrePoint.y, 0, 0)

  circleView.layer.cornerRadius = 0
  circleView.alpha = 0.0
  local animationDuration = self:transitionDuration(transitionContext)
  View.animate(animationDuration, function()

    circleView.frame = Rect(0, 0, value * containerView.frame.height, value * containerView.frame.height)
    circleView.center = containerView.center
    circleView.layer.cornerRadius = (value * containerView.frame.height) / 2
    circleView.alpha = 1.0

  end, function(finished)

    toView.mask = nil
    transitionContext:completeTransition(finished)
  end)

end

-- CircleCloseVCTransition.m
local CircleCloseVCTransition = BaseCircleOpenCloseVCTransition{}
M.CircleCloseVCTransition = CircleCloseVCTransition

function CircleCloseVCTransition:animateTransition(transitionContext)
  local containerView = transitionContext.containerView
  local fromView = transitionContext:view("from")

  local toView = transitionContext:view("to")
  containerView:addSubview(toView)
  containerView:addSubview(fromView)
  local circleView = View{name = "circleView"}

  circleView.frame = containerView.bounds


  toView.frame = containerView.bounds

  fromView.mask = circleView


  circleView.layer.masksToBounds = true
  circleView.backgroundColor = Color.black
  local value = 2
  circleView.frame = Rect(0, 0, value * containerView.frame.height, value * containerView.frame.height)
  circleView.center = containerView.center
  circleView.layer.cornerRadius = (value * containerView.frame.height) / 2
  circleView.alpha = 1.0

  local animationDuration = self:transitionDuration(transitionContext)
  View.animate(animationDuration, function()
    circleView.frame = Rect(self.circleCentrePoint.x, self.circleCentrePoint.y, 0, 0)
    circleView.alpha = 0.0
    circleView.layer.cornerRadius = 0
  end, function(finished)

    fromView.mask = nil
    transitionContext:completeTransition(finished)
  end)

end

-- OutputViewController.m
function M.OutputViewController()
  local vc = ViewController{name = "OutputViewController"}

  function vc:viewDidLoad()
    self.closeButton = View{name = "closeButton"}   -- [UIButton new]
    self.view:addSubview(self.closeButton)
    self.closeButton:addGestureRecognizer(TapGestureRecognizer(self, "close"))   -- addTarget:…UIControlEventTouchUpInside
    self.closeButton.frame = Rect(0, 0, 100, 100)
    -- not ported: [self.closeButton setTitle:@"Close" forState:UIControlStateNormal]
  end
  function vc:close()
    self:dismiss(true, nil)
  end

  return vc
end

-- ViewController.m (its own transitioning delegate)
function M.ViewController()
  local vc = ViewController{name = "ViewController"}

  function vc:viewDidLoad()
    self.button = View{name = "button"}   -- [UIButton new]
    self.button.frame = Rect(0, 0, 100, 100)
    self.view:addSubview(self.button)
    self.button.backgroundColor = Color.red
    self.button:addGestureRecognizer(TapGestureRecognizer(self, "openVC"))   -- addTarget:…UIControlEventTouchUpInside

  end

  function vc:openVC()
    local nextViewController = M.OutputViewController()
    nextViewController.view.backgroundColor = Color.green
    nextViewController.transitioningDelegate = self
    self:present(nextViewController, true, nil)
  end

  function vc:animationControllerForPresented(presented, presenting, source)
    local transition = CircleOpenVCTransition.new()
    return transition
  end

  function vc:animationControllerForDismissed(dismissed)
    local transition = CircleCloseVCTransition.new()
    return transition
  end

  return vc
end

return M
