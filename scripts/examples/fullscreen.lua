-- fullscreen.lua — seed 000's scene: a portrait-only screen with a player (the target view,
-- inside a holder that keeps its place) above a list; tapping the player opens it full
-- screen in landscape, and closing it brings it back inline in portrait.
--
--   transit run fullscreen                           the timeline
--   transit run fullscreen --trace 'player'          the player frame by frame
local FullScreen = require "transitions.fullscreen"

local W = screen.bounds.width

-- SamplePlayerAndCollectionVC: never rotates; the player's holder keeps the layout.
local inline = ViewController{
  name = "inline",
  shouldAutorotate = false,
  supportedInterfaceOrientations = "portrait",
  openFullScreen = FullScreen.openFullScreen,
  viewDidLoad = function(self)
    self.view.backgroundColor = Color.white
    local holder = View{name = "playerHolder", frame = Rect(0, 100, W, W * 9 / 16)}
    self.targetView = View{name = "player", frame = Rect(0, 0, W, W * 9 / 16), backgroundColor = Color.red}
    holder:addSubview(self.targetView)
    self.view:addSubview(holder)
  end,
}

window.rootViewController = inline
inline:openFullScreen()
clock.advance(1.5)
print(("full screen: %s, window %s, player %s"):format(window.interfaceOrientation, window.bounds, inline.targetView.frame))
inline.presentedViewController:animateToInline()
clock.advance(1.5)
print(("inline: %s, window %s, player %s in %s"):format(window.interfaceOrientation, window.bounds,
  inline.targetView.frame, inline.targetView.superview.name))
