-- slide_segue.lua — seed 003's TestSegue (UIStoryboardSegue subclass), line by line.
-- The destination view starts off screen — above it for "GreenSegue", left of it
-- otherwise — is added to the source view, slides to the full screen over 1.5 s (UIKit's
-- default ease-in-ease-out), then the destination is presented without animation.
--
--   storyboard.segue{from = "blue", to = "green", identifier = "GreenSegue",
--                    class = require "transitions.slide_segue"}
local SlideSegue = {}

function SlideSegue:perform()
  -- 遷移元と遷移先のビューを取得する。 (the source and destination views)
  local firstView = self.source.view
  local secondView = self.destination.view

  -- 画面高さを取得 (the screen's size)
  local screenHeight = screen.bounds.height
  local screenWidth = screen.bounds.width

  -- 識別子で配置場所を分ける。 (where to start, by identifier)
  if self.identifier == "GreenSegue" then
    -- 画面上側の外に配置する。 (above the screen)
    secondView.frame = Rect(0, -screenHeight, screenWidth, screenHeight)
  else
    -- 画面左側の外に配置する。 (left of the screen)
    secondView.frame = Rect(-screenWidth, 0, screenWidth, screenHeight)
  end

  -- 遷移元ビューに遷移先ビューを追加する。 (add the destination view to the source view)
  firstView:addSubview(secondView)

  -- アニメーション (the animation)
  View.animate(1.5, function()
    secondView.frame = Rect(0, 0, screenWidth, screenHeight)
  end, function(finished)
    -- 遷移先のビューコントローラーをモーダル表示にする。 (present the destination modally)
    self.source:present(self.destination, false, nil)
  end)
end

return SlideSegue
