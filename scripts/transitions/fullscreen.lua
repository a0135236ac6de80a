-- fullscreen.lua — seed 000's inline ⇄ fullscreen player, line by line
-- (ViewController を切り替えていい感じにフルスクリーン表示する). The inline controller is
-- portrait-only and presents a clear fullscreen controller without animation; the fullscreen
-- controller takes the target view at the same place on screen, fades to black over 0.5 s,
-- forces landscapeRight through the device (as the article's UIDevice setValue:forKey:,
-- honoured up to iOS 15) and grows the view to fill over 0.5 s. Back: force portrait, shrink
-- to the saved rect over 0.5 s, fade to clear over 0.5 s, put the view back into its
-- original superview at the right rect and dismiss without animation.
--
--   local FullScreen = require "transitions.fullscreen"
--   local inline = ViewController{shouldAutorotate = false, supportedInterfaceOrientations = "portrait",
--                                 openFullScreen = FullScreen.openFullScreen, …}
--   inline.targetView = player; inline:openFullScreen()
--   …; inline.presentedViewController:animateToInline()
local FullScreen = {}

-- SampleFullScreenVC: rotates, portrait and landscape (.allButUpsideDown).
function FullScreen.new()
  return ViewController{
    name = "fullscreen",
    modalPresentationStyle = "overFullScreen",   -- the storyboard's Over Full Screen: the inline VC shows through
    shouldAutorotate = true,
    supportedInterfaceOrientations = "allButUpsideDown",
    animateToFullScreen = FullScreen.animateToFullScreen,
    animateToInline = FullScreen.animateToInline,
  }
end

-- SamplePlayerAndCollectionVC.openFullScreen: `self` is the inline controller, with `targetView`.
function FullScreen.openFullScreen(self)
  local sampleFullScreenVC = FullScreen.new()
  sampleFullScreenVC.view.backgroundColor = Color.clear

  self:present(sampleFullScreenVC, false, function()
    if self.targetView then
      sampleFullScreenVC:animateToFullScreen(self.targetView)
    end
  end)
end

function FullScreen.animateToFullScreen(self, targetView)
  -- フルスクリーン -> インライン に戻るときに操作するので、要素をプロパティに保持する
  self.targetView = targetView
  -- 元いたView に貼り戻すため、元々の親View をプロパティに保持する
  self.originalSuperviewOfTargetView = targetView.superview
  -- 見た目上の位置が変わらないよう frame を変換し、最初の位置を保持しておく
  self.initialTargetViewFrame = self.view:convert(targetView.frame, {from = targetView.superview})
  targetView.frame = self.initialTargetViewFrame
  self.view:addSubview(targetView)

  View.animate(0.5, function()
    self.view.backgroundColor = Color.black
  end, function()
    -- 端末を強制的に横向きにする (force the device to landscape)
    device.orientation = "landscapeRight"
    -- 要素を全画面にする (fill the screen)
    View.animate(0.5, function()
      local superviewFrame = targetView.superview.frame
      targetView.frame = Rect(0, 0, superviewFrame.width, superviewFrame.height)
      self.view:layoutIfNeeded()
    end)
  end)
end

function FullScreen.animateToInline(self)
  -- 端末を強制的に縦向きに戻す (force the device back to portrait)
  device.orientation = "portrait"
  -- 見た目上の元の位置に要素を戻す (back to the saved rect on screen)
  View.animate(0.5, function()
    local f = self.initialTargetViewFrame
    self.targetView.frame = Rect(f.x, f.y, f.width, f.height)
    self.view:layoutIfNeeded()
  end, function()
    View.animate(0.5, function()
      self.view.backgroundColor = Color.clear
    end, function()
      local targetView = self.targetView
      -- インライン用VCの元いた親View に貼り戻す
      self.originalSuperviewOfTargetView:addSubview(targetView)
      -- 見た目上の位置が変わらないよう frame を変換する
      targetView.frame = self.view:convert(self.initialTargetViewFrame, {to = targetView.superview})
      self:dismiss(false)
    end)
  end)
end

return FullScreen
