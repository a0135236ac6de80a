-- springing.lua — Matt Neuburg's "springing" example (Programming iOS, the chapter on
-- animation) ported to Transit: a button drops a view 100 points on a spring — 0.8 s, damping
-- ratio 0.7 and an initial spring velocity of 20, so the view leaves at 20 × 100 = 2,000
-- points per second, overshoots and settles. A module; scripts/spec/outside/springing_spec.lua
-- presses the button and pins the view's centre.
--
-- Source: https://github.com/mattneub/Programming-iOS-Book-Examples,
-- bk2ch04p134springing/ch17p486springing/ViewController.swift and Base.lproj/Main.storyboard
-- at 1adc246a (2021-10-10; the repository's head is 4f785bf1, 2021-10-14), © Matt Neuburg (the
-- repository states no licence; the port is written from reading it, not copied). One Lua
-- line for each Swift line where the contract allows; where it does not, the comment says so.
-- Not ported: the `case 2` branch (`which` is the constant 1, so it never runs): it springs the
-- layer with CATransaction.setDisableActions and a CASpringAnimation added to the layer, and
-- Transit's layers take no Core Animation objects (docs/layers.md).
local M = {}

function M.ViewController()
  local controller = ViewController{name = "ViewController"}

  controller.which = 1                         -- let which = 1

  -- The storyboard's scene: the outlet `v`, a fixed frame (42, 151, 194, 114), and the
  -- button (42, 20, 52, 30) connected to doButton: on touchUpInside.
  function controller:viewDidLoad()
    self.v = View{name = "v", frame = Rect(42, 151, 194, 114)}
    self.view:addSubview(self.v)
    local button = View{name = "button", frame = Rect(42, 20, 52, 30)}
    self.view:addSubview(button)
    button:addGestureRecognizer(TapGestureRecognizer(function(sender) self:doButton(sender) end))
  end

  function controller:doButton(sender)
    if self.which == 1 then
      View.animate{duration = 0.8, delay = 0,
                   usingSpringWithDamping = 0.7,
                   initialSpringVelocity = 20,
                   animations = function()
                     -- `self.v.center.y += 100`: a Lua value read from a view is a copy
                     -- (docs/values.md), so the changed copy is assigned back
                     local center = self.v.center
                     center.y = center.y + 100
                     self.v.center = center
                   end}
    end
    -- case 2: not ported (see the header); default: break
  end

  return controller
end

return M
