-- segues.lua — N cycles of seed 003's custom segue and unwind (transitions/slide_segue.lua,
-- transitions/throw_unwind.lua), as scripts/examples/segues.lua uses them: each cycle
-- performs "GreenSegue" (the green scene slides down, then is presented) and unwinds (thrown
-- away, then dismissed). rss_cycles.sh puts `local N = <cycles>` before this file.
-- luacheck: read globals N
local SlideSegue = require "transitions.slide_segue"
local ThrowUnwind = require "transitions.throw_unwind"

for _, scene in ipairs{"blue", "green"} do
  storyboard.scene(scene, function()
    return ViewController{viewDidLoad = function(self) self.view.name = scene end}
  end)
end
storyboard.segue{from = "blue", to = "green", identifier = "GreenSegue", class = SlideSegue}
storyboard.unwind{from = "green", to = "blue", identifier = "unwindToBlue", class = ThrowUnwind}

local blue = storyboard.instantiate("blue")
window.rootViewController = blue
for _ = 1, N do
  blue:performSegue("GreenSegue")
  clock.advance(1.6)
  assert(blue.presentedViewController ~= nil, "green is not presented")
  blue.presentedViewController:performSegue("unwindToBlue")
  clock.advance(1.1)
  assert(blue.presentedViewController == nil, "green is still presented")
end
