-- staggered_grid.lua — a staggered grid reveal with a Timeline: twelve tiles in 4 rows of 3
-- fade in and grow from half size, the centre first and the corners last (GSAP's stagger
-- `from = "center"` on a grid), then a label and a callback mark the end.
--
--   transit run staggered_grid            the run and its trace
--   transit explain staggered_grid        the timeline as a text Gantt
--   (docs/timelines.md; scripts/spec/staggered_grid_spec.lua checks it)
local ROWS, COLS, SIZE, GAP = 4, 3, 100, 20

-- Builds the grid in `container` (the window by default) and its paused-or-playing timeline.
local function build(container, options)
  container = container or window
  options = options or {}
  local tiles = {}
  local width = COLS * SIZE + (COLS - 1) * GAP
  local left = (container.bounds.width - width) / 2
  for row = 0, ROWS - 1 do
    for col = 0, COLS - 1 do
      local tile = View{
        frame = Rect(left + col * (SIZE + GAP), 120 + row * (SIZE + GAP), SIZE, SIZE),
        backgroundColor = Color.hex("#3478F6"), cornerRadius = 12,
        name = ("tile%d"):format(#tiles + 1),
      }
      container:addSubview(tile)
      tiles[#tiles + 1] = tile
    end
  end
  local tl = Timeline{paused = options.paused, onComplete = options.onComplete}
  tl:fromTo(tiles, {alpha = 0, transform = Transform.scale(0.5, 0.5)},
            {alpha = 1, transform = Transform.identity, duration = 0.4, curve = "easeOut",
             stagger = {each = 0.05, from = "center", grid = {ROWS, COLS}}})
    :addLabel("revealed")
    :call(options.revealed or function() end, "revealed")
  return {tiles = tiles, timeline = tl}
end

if ... == "examples.staggered_grid" then return build end

local grid = build(window, {
  revealed = function() print(("revealed at %.2f s"):format(clock.now)) end,
})
print(("%d tiles, the timeline lasts %.3f s"):format(#grid.tiles, grid.timeline.duration))
