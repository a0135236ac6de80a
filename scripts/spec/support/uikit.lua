-- uikit.lua — UIKit's arithmetic computed here, independently of the engine, so that specs
-- check the engine against it rather than against itself.
local M = {}

local function bezier(p1, p2, s) return 3 * (1 - s) ^ 2 * s * p1 + 3 * (1 - s) * s ^ 2 * p2 + s ^ 3 end

--- UIKit's default curve, easeInOut: the cubic Bézier (0, 0) (0.42, 0) (0.58, 1) (1, 1),
--- solved for the parameter at time t by bisection (60 halvings: exact to double precision).
function M.easeInOut(t)
  local lo, hi = 0, 1
  for _ = 1, 60 do
    local mid = (lo + hi) / 2
    if bezier(0.42, 0.58, mid) < t then lo = mid else hi = mid end
  end
  return bezier(0, 1, (lo + hi) / 2)
end

--- UIView.animate moves center and bounds together on one curve: the frame in between is
--- the linear blend of the two frames at the eased progress e.
function M.blend(a, b, e)
  return Rect(a.x + (b.x - a.x) * e, a.y + (b.y - a.y) * e,
              a.width + (b.width - a.width) * e, a.height + (b.height - a.height) * e)
end

return M
