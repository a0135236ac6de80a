-- segues.lua — seed 003's storyboard: a blue scene with two custom segues, "GreenSegue"
-- (the green scene slides down from above) and "YellowSegue" (the yellow one slides in from
-- the left), and an unwind segue back to blue from each (the scene is thrown to the lower
-- right while rotating). The article's buttons are pressed in turn.
--
--   transit run segues                          the timeline
--   transit run segues --trace green,thirdView  and those views' frames at every frame
local SlideSegue = require "transitions.slide_segue"
local ThrowUnwind = require "transitions.throw_unwind"

local colors = {blue = Color.blue, green = Color.green, yellow = Color.yellow}
for _, scene in ipairs{"blue", "green", "yellow"} do
  storyboard.scene(scene, function()
    return ViewController{
      viewDidLoad = function(self)
        self.view.name = scene
        self.view.backgroundColor = colors[scene]
      end,
      viewDidAppear = function(self)
        print(("%s appeared at %.2f s"):format(scene, clock.now))
      end,
    }
  end)
end

storyboard.segue{from = "blue", to = "green", identifier = "GreenSegue", class = SlideSegue}
storyboard.segue{from = "blue", to = "yellow", identifier = "YellowSegue", class = SlideSegue}
storyboard.unwind{from = "green", to = "blue", identifier = "unwindToBlue", class = ThrowUnwind}
storyboard.unwind{from = "yellow", to = "blue", identifier = "unwindToBlue", class = ThrowUnwind}

local blue = storyboard.instantiate("blue")
window.rootViewController = blue

-- Each slide takes 1.5 s and presents when it ends; each throw takes 1 s and dismisses.
blue:performSegue("GreenSegue")
clock.advance(1.5)
blue.presentedViewController:performSegue("unwindToBlue")
clock.advance(1.0)
blue:performSegue("YellowSegue")
clock.advance(1.5)
blue.presentedViewController:performSegue("unwindToBlue")
