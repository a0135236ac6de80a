-- zoom_match.lua — seed 001's zoom (examples/zoom.lua) written with Transition.match
-- (docs/matched.md): the selected cell's photo and the detail's photo share a matchID, and
-- the matched-view transition flies one into the other and back while the detail fades.
--
--   transit run zoom_match
local W = screen.bounds.width
local photos = {}
for i = 1, 18 do photos[i] = ("photo%02d"):format(i) end

-- the transition code
local zoom = require "transitions.zoom_match"()          -- Transition.match{duration = 0.7, curve = "easeInOut"}

local function makeSecondViewController(indexPath)
  return ViewController{
    name = "second",
    transitioningDelegate = zoom,
    viewDidLoad = function(self)
      self.view.name = "detail"
      self.view.backgroundColor = Color.black
      self.photoView = ImageView{name = "photo", image = photos[indexPath], frame = Rect(0, 120, W, W), matchID = "photo"}
      self.view:addSubview(self.photoView)
    end,
    viewDidAppear = function(self) print(("detail of %s shown at %.2f s"):format(photos[indexPath], clock.now)) end,
  }
end

local first = ViewController{
  name = "first",
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

-- selecting an item: only the selected cell's photo is matched
local function select(indexPath)
  local grid = first.collectionView
  for _, i in ipairs(grid.indexPathsForSelectedItems) do grid:cellForItem(i).photoView.matchID = nil end
  grid:selectItem(indexPath)
  grid:cellForItem(indexPath).photoView.matchID = "photo"
  local second = makeSecondViewController(indexPath)
  first:present(second, true)
  return second
end

window.rootViewController = first
first.collectionView.contentOffset = Point(0, 200)
local second = select(8)
clock.advance(0.7)
second:dismiss(true)
