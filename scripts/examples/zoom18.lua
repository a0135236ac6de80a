-- zoom18.lua — iOS 18's zoom transition (docs/zoom.md): a grid of photos; tapping one
-- presents its detail, whose view zooms out of the cell's photo (a critically damped spring,
-- 0.5 s) over a dimming grid; then a swipe down on the detail drags it — it follows the
-- finger and shrinks — and on release it zooms back into the cell.
--
--   transit run zoom18                                 the timeline
--   transit render zoom18 --format html --out z.html   a page that plays it
local Zoom18 = require "transitions.zoom18"

local W = screen.bounds.width
local photos = {}
for i = 1, 18 do photos[i] = ("photo%02d"):format(i) end

-- The detail: the photo, full width, under a title bar.
local function makeDetail(indexPath)
  local detail = ViewController{
    name = "detail",
    indexPath = indexPath,
    viewDidLoad = function(self)
      self.view.name = "detail"
      self.view.backgroundColor = Color.black
      self.photoView = ImageView{name = "photo", image = photos[indexPath], frame = Rect(0, 120, W, W)}
      self.view:addSubview(self.photoView)
    end,
    viewDidAppear = function() print(("detail of %s shown at %.2f s"):format(photos[indexPath], clock.now)) end,
    viewDidDisappear = function() print(("detail of %s gone at %.2f s"):format(photos[indexPath], clock.now)) end,
  }
  detail.preferredTransition = Zoom18.new()
  return detail
end

-- The grid: three columns of 120-point cells; a tap on a cell presents its detail.
local grid = ViewController{name = "grid"}
function grid:viewDidLoad()
  self.view.name = "gridView"
  self.view.backgroundColor = Color.white
  local collectionView = CollectionView{name = "cells", frame = Rect(0, 100, W, 752), itemSize = Size(120, 120), spacing = 6}
  collectionView.dataSource = {
    numberOfItems = function() return #photos end,
    cellForItemAt = function(_, _, index)
      local cell = CollectionViewCell{name = "cell" .. index}
      cell.photoView = ImageView{name = "photo" .. index, image = photos[index], frame = Rect(5, 5, 110, 110)}
      cell.photoView.cornerRadius = 10
      cell:addSubview(cell.photoView)
      cell:addGestureRecognizer(TapGestureRecognizer(function()
        self.collectionView:selectItem(index)
        self:present(makeDetail(index), true)
      end))
      return cell
    end,
  }
  self.view:addSubview(collectionView)
  collectionView:reloadData()
  self.collectionView = collectionView
end

window.rootViewController = grid
window:tap(190, 370)                                     -- item 8: third row, second column
clock.advance(1)
window:pan{from = Point(196, 400), to = Point(196, 640), duration = 0.4}   -- swipe down
clock.runUntilIdle()
