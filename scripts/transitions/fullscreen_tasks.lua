-- fullscreen_tasks.lua — seed 000's fullscreen player again, written straight down with
-- tasks (docs/time.md "Tasks") instead of nested completions: each `:await()` is where the
-- article's completion block begins, and `await(function(done) … done end)` waits for the
-- non-animated present's completion. Same controllers, same animations, same timeline —
-- completions included — as transitions/fullscreen.lua (fullscreen_spec.lua and
-- TasksTraceTests compare them).
--
--   local FullScreen = require "transitions.fullscreen_tasks"   -- the same API
local FullScreen = {}

function FullScreen.new()
  return ViewController{
    name = "fullscreen",
    modalPresentationStyle = "overFullScreen",
    shouldAutorotate = true,
    supportedInterfaceOrientations = "allButUpsideDown",
    animateToFullScreen = FullScreen.animateToFullScreen,
    animateToInline = FullScreen.animateToInline,
  }
end

function FullScreen.openFullScreen(self)
  local sampleFullScreenVC = FullScreen.new()
  sampleFullScreenVC.view.backgroundColor = Color.clear
  task(function()
    await(function(done) self:present(sampleFullScreenVC, false, done) end)
    if self.targetView then sampleFullScreenVC:animateToFullScreen(self.targetView) end
  end)
end

function FullScreen.animateToFullScreen(self, targetView)
  self.targetView = targetView
  self.originalSuperviewOfTargetView = targetView.superview
  self.initialTargetViewFrame = self.view:convert(targetView.frame, {from = targetView.superview})
  targetView.frame = self.initialTargetViewFrame
  self.view:addSubview(targetView)
  task(function()
    View.animate(0.5, function() self.view.backgroundColor = Color.black end):await()
    device.orientation = "landscapeRight"
    View.animate(0.5, function()
      local superviewFrame = targetView.superview.frame
      targetView.frame = Rect(0, 0, superviewFrame.width, superviewFrame.height)
      self.view:layoutIfNeeded()
    end)
  end)
end

function FullScreen.animateToInline(self)
  task(function()
    device.orientation = "portrait"
    View.animate(0.5, function()
      local f = self.initialTargetViewFrame
      self.targetView.frame = Rect(f.x, f.y, f.width, f.height)
      self.view:layoutIfNeeded()
    end):await()
    View.animate(0.5, function() self.view.backgroundColor = Color.clear end):await()
    local targetView = self.targetView
    self.originalSuperviewOfTargetView:addSubview(targetView)
    targetView.frame = self.view:convert(self.initialTargetViewFrame, {to = targetView.superview})
    self:dismiss(false)
  end)
end

return FullScreen
