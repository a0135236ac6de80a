-- throw_unwind.lua — seed 003's TestUnwindSegue (UIStoryboardSegue subclass), line by line.
-- The destination's view and a third view of the source view's colour are added onto the
-- source view; the third view is thrown to the lower right — frame (W, H, W, H) while
-- rotating by π over 1.0 s — then the source is dismissed without animation.
--
--   storyboard.unwind{from = "green", to = "blue", identifier = "unwindToBlue",
--                     class = require "transitions.throw_unwind"}
local ThrowUnwind = {}

function ThrowUnwind:perform()
  -- 遷移元と遷移先のビューを取得する。 (the source and destination views)
  local firstView = self.source.view
  local secondView = self.destination.view

  -- 画面高さを取得 (the screen's size)
  local screenHeight = screen.bounds.height
  local screenWidth = screen.bounds.width

  -- アニメーションさせるためのビューを作成 (the view that flies away)
  local thirdView = View{name = "thirdView"}     -- named for traces (--trace thirdView)
  thirdView.frame = Rect(0, 0, screenWidth, screenHeight)
  thirdView.backgroundColor = firstView.backgroundColor

  -- 遷移元ビューに遷移先ビューを追加する。 (add the destination view, then the third, to the source view)
  firstView:addSubview(secondView)
  firstView:addSubview(thirdView)

  -- アニメーション (the animation)
  View.animate(1.0, function()
    -- 画面右下に回転しながら移動する。 (to the lower right, rotating)
    thirdView.frame = Rect(screenWidth, screenHeight, screenWidth, screenHeight)
    thirdView.transform = Transform.rotation(math.pi)
  end, function(finished)
    -- モーダル表示されているビューコントローラーを解放する。 (dismiss the presented controller)
    self.source:dismiss(false, nil)
  end)
end

return ThrowUnwind
