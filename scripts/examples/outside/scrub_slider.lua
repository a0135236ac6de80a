-- scrub_slider.lua — alexantropoff/m1task3 ported to Transit: a slider scrubs a property
-- animator (1 s, ease-in-out) that moves a square to the right edge, grows it by half and turns
-- it a quarter; letting go starts the animator from where the slider left it, and a display
-- link keeps the slider on the animator while it runs. `pausesOnCompletion = true` keeps the
-- animator active and paused at its end, so the slider can take the square back afterwards.
-- A module; scripts/spec/outside/scrub_slider_spec.lua scrubs, lets go and scrubs again.
--
-- Source: https://github.com/alexantropoff/m1task3, m1task3/ViewController.swift at 0e4ce2e
-- (2023-03-07), © 2023 Alex Antropoff (the repository states no licence; the port is written
-- from reading it, not copied). One Lua line for each Swift line where the contract allows;
-- where it does not, the comment says so. Not ported: `print` (twice).
local M = {}

function M.ViewController()
  local controller = ViewController{name = "ViewController"}

  controller.squareView = View{name = "squareView"}
  -- UISlider: no such control in Transit. A view of the slider's frame stands in, its `value`
  -- a Lua-side field; the spec sets it and calls the actions its targets would get
  -- (`.valueChanged`, `.touchUpInside`)
  controller.slider = View{name = "slider"}
  controller.slider.value = 0
  controller.displayLinks = {}

  function controller:viewDidLoad()
    -- `view.directionalLayoutMargins = (top: 20, leading: 16, bottom: 20, trailing: 16)`: no
    -- layout margins in Transit; `view.layoutMargins.left` and `.right` read 16 in a
    -- left-to-right portrait layout, with no side safe-area insets
    self.layoutMargins = {left = 16, right = 16}
    local squareWidth = self.view.frame.width / 6
    self.squareView.frame = Rect(self.layoutMargins.left, 100, squareWidth, squareWidth)
    self.squareView.layer.cornerRadius = 8
    self.squareView.backgroundColor = Color.blue

    self.slider.frame = Rect(self.layoutMargins.left, 100 + squareWidth + 30,
                             self.view.frame.width - self.layoutMargins.left - self.layoutMargins.right, 20)

    self.view:addSubview(self.squareView)
    self.view:addSubview(self.slider)

    self:initAnimation()
    -- the three addTarget calls: the stand-in's actions (above)
  end

  function controller:releaseSlider()
    -- CADisplayLink(target:selector:) added to the run loop: a task that calls `update` at
    -- each frame, never invalidated (as the Swift's link), kept in `displayLinks` so that a
    -- spec can end them (the Swift's is a local)
    self.displayLinks[#self.displayLinks + 1] = task(function()
      while true do
        wait(1 / clock.fps)
        self:update()
      end
    end)
    self.animator:startAnimation()
  end

  function controller:update()
    if self.animator.isRunning then
      self.slider.value = self.animator.fractionComplete
    end
  end

  function controller:initAnimation()
    local endFrame = Rect(self.view.frame.width - self.squareView.frame.width * 1.5 - self.layoutMargins.right,
                          self.squareView.frame.y - self.squareView.frame.width * 0.5 / 2,
                          self.squareView.frame.width * 1.5, self.squareView.frame.height * 1.5)
    self.animator = PropertyAnimator{duration = 1, curve = "easeInOut"}
    self.animator.pausesOnCompletion = true
    self.animator:addAnimations(function()
      self.squareView.frame = endFrame
      self.squareView.transform = Transform.rotation(math.pi / 2)
    end)
  end

  function controller:sliderValueChanged()
    self.animator.fractionComplete = self.slider.value
  end

  return controller
end

return M
