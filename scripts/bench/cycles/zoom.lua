-- zoom.lua — N present/dismiss cycles of the zoom (transitions/zoom.lua), as
-- scripts/examples/zoom.lua uses it: a new detail controller each time, presented over the
-- grid and dismissed. rss_cycles.sh puts `local N = <cycles>` before this file.
-- luacheck: read globals N
local CustomTransition = require "transitions.zoom"

local W = screen.bounds.width
local first = ViewController{
  name = "first",
  customTransition = CustomTransition.new(),
  viewDidLoad = function(self)
    local grid = CollectionView{name = "grid", frame = Rect(0, 100, W, 752), itemSize = Size(120, 120), spacing = 6}
    grid.dataSource = {
      numberOfItems = function() return 18 end,
      cellForItemAt = function(_, _, index)
        local cell = CollectionViewCell{name = "cell" .. index}
        cell.photoView = ImageView{name = "photo" .. index, image = "photo", frame = Rect(5, 5, 110, 110)}
        cell:addSubview(cell.photoView)
        return cell
      end,
    }
    self.view:addSubview(grid)
    grid:reloadData()
    self.collectionView = grid
  end,
}
window.rootViewController = first

for i = 1, N do
  local indexPath = (i - 1) % 18 + 1
  first.collectionView:selectItem(indexPath)
  local second = ViewController{
    name = "second",
    indexPath = indexPath,
    viewDidLoad = function(self)
      self.photoView = ImageView{name = "photo", image = "photo", frame = Rect(0, 120, W, W)}
      self.view:addSubview(self.photoView)
    end,
  }
  second.transitioningDelegate = first.customTransition
  first:present(second, true)
  clock.advance(0.8)
  assert(first.presentedViewController == second, "the detail is not presented")
  second:dismiss(true)
  clock.advance(0.8)
  assert(first.presentedViewController == nil, "the detail is still presented")
end
