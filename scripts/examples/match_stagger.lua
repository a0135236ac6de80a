-- match_stagger.lua — twelve photos in a grid of 3 columns fly into a detail grid of 4, the
-- centre ones first (transitions/match_stagger.lua; docs/matched.md, "Stagger"): each photo
-- and its place in the detail share a matchID, the delegate pairs them, and the detail fades
-- in under the flights; tapping back flies them home the same way.
--
--   transit run match_stagger
--   (scripts/spec/match_stagger_spec.lua checks every pair's delay against GSAP's rule)
local COUNT = 12

-- The grid: 3 columns of 100-point photos 20 apart, centred, from y = 120, rounded corners.
local function thumbnailFrame(i, width)
  local row, col = (i - 1) // 3, (i - 1) % 3
  return Rect((width - 340) / 2 + col * 120, 120 + row * 120, 100, 100)
end

-- The detail: 4 columns of 88-point photos 8 apart, centred, from y = 200, square.
local function detailFrame(i, width)
  local row, col = (i - 1) // 4, (i - 1) % 4
  return Rect((width - 376) / 2 + col * 96, 200 + row * 96, 88, 88)
end

-- The two controllers; `second` is presented with the staggered delegate.
local function build()
  local first = ViewController{name = "first", viewDidLoad = function(self)
    self.view.name = "grid"
    self.photos = {}
    for i = 1, COUNT do
      local photo = ImageView{name = "thumb" .. i, image = ("photo%02d"):format(i), cornerRadius = 12,
                              frame = thumbnailFrame(i, self.view.bounds.width), matchID = "photo" .. i}
      self.view:addSubview(photo)
      self.photos[i] = photo
    end
  end}
  local second = ViewController{
    name = "second",
    transitioningDelegate = require "transitions.match_stagger"(),
    viewDidLoad = function(self)
      self.view.name = "detail"
      self.view.backgroundColor = Color.black
      self.photos = {}
      for i = 1, COUNT do
        local photo = ImageView{name = "detail" .. i, image = ("photo%02d"):format(i),
                                frame = detailFrame(i, self.view.bounds.width), matchID = "photo" .. i}
        self.view:addSubview(photo)
        self.photos[i] = photo
      end
    end,
  }
  return first, second
end

if ... == "examples.match_stagger" then
  return {build = build, thumbnailFrame = thumbnailFrame, detailFrame = detailFrame}
end

local first, second = build()
window.rootViewController = first
first:present(second, true, function() print(("detail shown at %.2f s"):format(clock.now)) end)
clock.advance(1)
second:dismiss(true, function() print(("grid back at %.2f s"):format(clock.now)) end)
