-- cube.lua — a cube transition (transitions/cube.lua): a green screen presents a blue one,
-- the green turning away about its right edge while the blue turns in about its left, in
-- perspective; then the blue is dismissed the other way.
--
--   transit run cube --trace 'first,second'     the projected corners frame by frame
--   transit render cube --format html           the player
local Cube = require "transitions.cube"

local first = ViewController{
  name = "first",
  viewDidLoad = function(self)
    self.view.name = "first"
    self.view.backgroundColor = Color.green
  end,
}
window.rootViewController = first
window.backgroundColor = Color.black

local second = ViewController{
  name = "second",
  modalPresentationStyle = "fullScreen",
  viewDidLoad = function(self)
    self.view.name = "second"
    self.view.backgroundColor = Color.blue
    self.view.layer.borderWidth = 8
    self.view.layer.borderColor = Color.white
  end,
}
second.transitioningDelegate = Cube.new()

first:present(second, true)
clock.advance(1)
second:dismiss(true)
clock.advance(1)
