-- flip.lua — UIKit's flip (modalTransitionStyle = "flipHorizontal", docs/layers.md "The
-- flip"): a green screen flips round to show a blue one on its back, the right side turning
-- toward the eye, in 0.75 s; then the blue is dismissed and the card flips back the other way.
-- No animator of its own: the engine's default animator runs it. Full-screen only.
--
--   transit run flip --trace 'front,back'      the projected corners frame by frame
--   transit render flip --format html          the player
local front = ViewController{
  name = "front",
  viewDidLoad = function(self)
    self.view.name = "front"
    self.view.backgroundColor = Color.green
  end,
}
window.rootViewController = front
window.backgroundColor = Color.black

local back = ViewController{
  name = "back",
  modalPresentationStyle = "fullScreen",
  modalTransitionStyle = "flipHorizontal",
  viewDidLoad = function(self)
    self.view.name = "back"
    self.view.backgroundColor = Color.blue
    self.view.layer.borderWidth = 8
    self.view.layer.borderColor = Color.white
  end,
}

front:present(back, true)
clock.advance(1)
back:dismiss(true)
clock.advance(1)
