-- pulse.lua — Date-Dots' `UIView.pulse(intensity:duration:loop:)` ported to Transit: a view
-- scaled to `intensity` and back on `[.repeat, .autoreverse]`, for ever when `loop`, once
-- there and back otherwise — `UIView.setAnimationRepeatCount(1)` called inside the block ends
-- the `.repeat` option's forever — then the completion puts the identity back. A module;
-- scripts/spec/outside/pulse_spec.lua pulses a view and pins its scale.
--
-- Source: https://github.com/akwilliamson/Date-Dots, DateAid/UIView+Pulse.swift at a140094
-- (2021-03-27; removed at dc38e67, 2021-06-29, "Remove some extensions"; no call of it in the
-- app between), © 2021 Aaron Williamson (the repository states no licence; the port is
-- written from reading it, not copied). One Lua line for each Swift line where the contract
-- allows; where it does not, the comment says so.
local M = {}

-- `extension UIView { func pulse(…) }`: a function of the view (Transit's views take no new
-- methods)
function M.pulse(self, intensity, duration, loop)
  View.animate{duration = duration, delay = 0, options = {"repeat", "autoreverse"}, animations = function()
    if not loop then View.setAnimationRepeatCount(1) end     -- loop ? nil : UIView.setAnimationRepeatCount(1)
    self.transform = Transform.scale(intensity, intensity)
  end, completion = function(_)                             -- `{ (true) in …}`: the flag unread
    self.transform = Transform.identity
  end}
end

return M
