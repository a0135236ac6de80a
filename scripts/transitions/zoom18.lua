-- zoom18.lua — iOS 18's zoom transition (UIViewController.Transition.zoom, docs/zoom.md) for
-- a grid of photos: the detail zooms out of its cell's photo, over a dimmed grid, and back
-- into the photo of the cell that shows its item *then* — the provider is asked when the zoom
-- in begins and again when the zoom out does (and on the release of a swipe), so a grid
-- scrolled meanwhile is followed. The zoomed controller has `indexPath`; the source
-- controller has `collectionView`, whose cells have `photoView`.
--
--   local Zoom18 = require "transitions.zoom18"
--   detail.preferredTransition = Zoom18.new()
--   grid:present(detail, true)              -- or navigationController:push(detail, true)
local Zoom18 = {}

-- The grid is dimmed to 30 % black under the zoomed view (UIKit dims nothing by default).
Zoom18.dimmingColor = Color(0, 0, 0, 0.3)

-- The photo of the item the zoomed controller shows, or nil when its cell is not on screen
-- (the zoom then shrinks to the centre and fades).
local function photoOfShownItem(context)
  local grid = context.sourceViewController.collectionView
  local cell = grid:cellForItem(context.zoomedViewController.indexPath)
  return cell and cell.photoView
end

-- The detail's photo, if it has one, is what lines up with the cell's photo: the zoom scales
-- the detail uniformly so that one lands on the other (nil: the whole view fits the photo).
local function detailPhoto(context)
  local photo = context.zoomedViewController.photoView
  return photo and photo.frame
end

-- `options.dismissable` (a function of the interaction context) may refuse a swipe down.
function Zoom18.new(options)
  options = options or {}
  return Transition.zoom{
    sourceViewProvider = photoOfShownItem,
    interactiveDismissShouldBegin = options.dismissable,
    alignmentRectProvider = detailPhoto,
    dimmingColor = Zoom18.dimmingColor,
  }
end

return Zoom18
