-- cube.lua — a cube transition with Core Animation's layer geometry (docs/layers.md): the
-- from-view turns away about its right edge while the to-view turns in about its left edge,
-- both a quarter turn about the vertical axis, seen in perspective (m34 = -1/500: the eye 500
-- points in front of the screen, the usual CATransform3D idiom). Each view's anchor point is
-- moved to the edge it hinges on, and its center moved with it so that it does not jump
-- (Core Animation keeps `position` when the anchor point changes, so the frame would move).
-- Presenting and dismissing are mirror images: dismissing turns the other way.
--
--   local Cube = require "transitions.cube"
--   controller.transitioningDelegate = Cube.new()            -- or Cube.new{duration = 0.8}
--   presenter:present(controller, true)
local Cube = {}
Cube.__index = Cube

--- The perspective every turning view sees: m34 = -1/distance (Core Animation Programming
--- Guide, "Layers Have Their Own Transform": a negative m34 gives a perspective view).
function Cube.perspective(distance)
  return Transform3D(1, 0, 0, 0,
                     0, 1, 0, 0,
                     0, 0, 1, -1 / distance,
                     0, 0, 0, 1)
end

function Cube.new(options)
  options = options or {}
  return setmetatable({duration = options.duration or 0.6, distance = options.distance or 500,
                       presenting = true}, Cube)
end

-- UIViewControllerTransitioningDelegate: the delegate is its own animator.
function Cube:animationControllerForPresented()
  self.presenting = true
  return self
end

function Cube:animationControllerForDismissed()
  self.presenting = false
  return self
end

function Cube:transitionDuration()
  return self.duration
end

--- Hinges `view` on its edge at unit x `edge` (0 left, 1 right) without moving it.
local function hinge(view, edge)
  local frame = view.frame
  view.layer.anchorPoint = Point(edge, 0.5)
  view.center = Point(frame.x + frame.width * edge, frame.midY)
end

--- Back to the default anchor point, still in place.
local function unhinge(view)
  local frame = view.frame
  view.layer.anchorPoint = Point(0.5, 0.5)
  view.center = Point(frame.midX, frame.midY)
end

-- A quarter turn about y: a negative angle sends the part left of the hinge away from the eye
-- (x·sin), a positive one the part right of it.
local function turned(self, angle)
  return Transform3D.rotation(angle, 0, 1, 0):concatenating(Cube.perspective(self.distance))
end

function Cube:animateTransition(ctx)
  local container = ctx.containerView
  local fromView, toView = ctx:view("from"), ctx:view("to")
  local leaving, arriving = fromView, toView
  if self.presenting then
    toView.frame = ctx:finalFrame(ctx:viewController("to"))
    container:addSubview(toView)
  else
    container:insertSubview(toView, {below = fromView})
  end
  -- presenting: the old screen hinges on its right edge, the new one on its left edge;
  -- dismissing: the mirror image
  local away, toward = 1, 0
  local sign = -1
  if not self.presenting then away, toward, sign = 0, 1, 1 end
  hinge(leaving, away)
  hinge(arriving, toward)
  leaving.layer.transform = turned(self, 0)
  arriving.layer.transform = turned(self, -sign * math.pi / 2)
  View.animate(self.duration, function()
    leaving.layer.transform = turned(self, sign * math.pi / 2)
    arriving.layer.transform = turned(self, 0)
  end, function()
    for _, view in ipairs{leaving, arriving} do
      view.layer.transform = Transform3D.identity
      unhinge(view)
    end
    if not self.presenting and not ctx.transitionWasCancelled then fromView:removeFromSuperview() end
    ctx:completeTransition(not ctx.transitionWasCancelled)
  end)
end

return Cube
