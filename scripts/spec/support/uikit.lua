-- uikit.lua — UIKit's arithmetic computed here, independently of the engine, so that specs
-- check the engine against it rather than against itself.
local M = {}

local function bezier(p1, p2, s) return 3 * (1 - s) ^ 2 * s * p1 + 3 * (1 - s) * s ^ 2 * p2 + s ^ 3 end

-- The cubic Bézier (0, 0) (x1, y1) (x2, y2) (1, 1) at time t, solved for its parameter by
-- bisection (60 halvings: exact to double precision).
local function cubic(x1, y1, x2, y2, t)
  local lo, hi = 0, 1
  for _ = 1, 60 do
    local mid = (lo + hi) / 2
    if bezier(x1, x2, mid) < t then lo = mid else hi = mid end
  end
  return bezier(y1, y2, (lo + hi) / 2)
end

--- UIKit's default curve, easeInOut: the cubic Bézier (0, 0) (0.42, 0) (0.58, 1) (1, 1).
function M.easeInOut(t) return cubic(0.42, 0, 0.58, 1, t) end

--- UIKit's curveEaseOut, Core Animation's kCAMediaTimingFunctionEaseOut: (0, 0) (0.58, 1) (1, 1).
function M.easeOut(t) return cubic(0, 0, 0.58, 1, t) end

--- UIView.animate moves center and bounds together on one curve: the frame in between is
--- the linear blend of the two frames at the eased progress e.
function M.blend(a, b, e)
  return Rect(a.x + (b.x - a.x) * e, a.y + (b.y - a.y) * e,
              a.width + (b.width - a.width) * e, a.height + (b.height - a.height) * e)
end

return M
