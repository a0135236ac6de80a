-- fullscreen.lua — N cycles of seed 000's inline ⇄ full-screen player
-- (transitions/fullscreen.lua), as scripts/examples/fullscreen.lua uses it: opened full
-- screen (a new full-screen controller each time) and brought back inline.
-- rss_cycles.sh puts `local N = <cycles>` before this file.
-- luacheck: read globals N
local FullScreen = require "transitions.fullscreen"

local W = screen.bounds.width
local inline = ViewController{
  name = "inline",
  shouldAutorotate = false,
  supportedInterfaceOrientations = "portrait",
  openFullScreen = FullScreen.openFullScreen,
  viewDidLoad = function(self)
    local holder = View{name = "playerHolder", frame = Rect(0, 100, W, W * 9 / 16)}
    self.targetView = View{name = "player", frame = Rect(0, 0, W, W * 9 / 16)}
    holder:addSubview(self.targetView)
    self.view:addSubview(holder)
  end,
}
window.rootViewController = inline

for _ = 1, N do
  inline:openFullScreen()
  clock.advance(1.5)
  assert(inline.presentedViewController ~= nil, "the player is not full screen")
  inline.presentedViewController:animateToInline()
  clock.advance(1.5)
  assert(inline.presentedViewController == nil, "the player is still full screen")
end
