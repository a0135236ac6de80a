-- zoom.lua — seed 001's scene: a grid of photos (FirstViewController's collection view);
-- selecting one presents the detail (SecondViewController) with the zoom transition, and
-- closing the detail zooms the photo back into its cell. The grid is scrolled first: the
-- zoom starts and ends where the cell is on screen.
--
--   transit run zoom                                  the timeline
--   transit run zoom --trace 'detail,snapshot(photo)'   and both directions frame by frame
--   transit render zoom --format html --out zoom.html   a page that plays it
local CustomTransition = require "transitions.zoom"

local W = screen.bounds.width
local photos = {}
for i = 1, 18 do photos[i] = ("photo%02d"):format(i) end

-- SecondViewController: the photo, full width, under a title bar.
local function makeSecondViewController(indexPath)
  return ViewController{
    name = "second",
    indexPath = indexPath,
    viewDidLoad = function(self)
      self.view.name = "detail"
      self.view.backgroundColor = Color.black
      self.photoView = ImageView{name = "photo", image = photos[indexPath], frame = Rect(0, 120, W, W)}
      self.view:addSubview(self.photoView)
    end,
    viewDidAppear = function(self) print(("detail of %s shown at %.2f s"):format(photos[indexPath], clock.now)) end,
  }
end

-- FirstViewController: the collection view, three columns of 120-point cells.
local first = ViewController{
  name = "first",
  customTransition = CustomTransition.new(),
  viewDidLoad = function(self)
    self.view.name = "gridView"
    self.view.backgroundColor = Color.white
    local collectionView = CollectionView{name = "grid", frame = Rect(0, 100, W, 752), itemSize = Size(120, 120), spacing = 6}
    collectionView.dataSource = {
      numberOfItems = function(_, _) return #photos end,
      cellForItemAt = function(_, _, index)
        local cell = CollectionViewCell{name = "cell" .. index}
        cell.photoView = ImageView{name = "photo" .. index, image = photos[index], frame = Rect(5, 5, 110, 110)}
        cell:addSubview(cell.photoView)
        return cell
      end,
    }
    self.view:addSubview(collectionView)
    collectionView:reloadData()
    self.collectionView = collectionView
  end,
  viewDidAppear = function(self) print(("grid shown at %.2f s"):format(clock.now)) end,
}

-- collectionView(_:didSelectItemAt:): the detail, with the zoom as its transitioning delegate.
local function select(indexPath)
  first.collectionView:selectItem(indexPath)
  local second = makeSecondViewController(indexPath)
  second.transitioningDelegate = first.customTransition
  first:present(second, true)
  return second
end

window.rootViewController = first
first.collectionView.contentOffset = Point(0, 200)       -- scrolled by two rows and a bit
local second = select(8)
clock.advance(0.7)
second:dismiss(true)                                     -- the detail's close button
