-- grid_bounds_spec.lua — the grid follows its bounds as UIKit's flow layout does: seed 001's
-- grid (120-point cells at least 6 apart, 100 points down) in a controller's view, resizing
-- with it, rotated on an iPhone 15. Each cell's place by hand from the flow layout's rule: as
-- many columns as fit with the minimum spacing, the line's leftover width spread between them.
--   portrait, 393 wide: 3 columns, 393 − 372 = 21 left, gaps 6 + 10.5 → x = 0, 136.5, 273
--   landscape, 852 wide: 6 columns, 852 − 750 = 102 left, gaps 6 + 20.4 → x = 146.4 × column
local UIKit = require "spec.support.uikit"   -- UIKit's arithmetic, computed independently

describe("the grid in a rotation", function()
  local vc, grid

  local function place(index, columns, step)
    local row, column = (index - 1) // columns, (index - 1) % columns
    return Rect(column * step, row * 126, 120, 120)
  end
  local function portrait(index) return place(index, 3, 136.5) end
  local function landscape(index) return place(index, 6, 146.4) end

  before_each(function()
    vc = ViewController{name = "first"}
    function vc:viewDidLoad()
      grid = CollectionView{name = "grid", frame = Rect(0, 100, 393, 752), itemSize = Size(120, 120), spacing = 6,
                            autoresizingMask = {"flexibleWidth", "flexibleHeight"}}
      grid.dataSource = {
        numberOfItems = function() return 18 end,
        cellForItemAt = function(_, _, index) return CollectionViewCell{name = "cell" .. index} end,
      }
      self.view:addSubview(grid)
      grid:reloadData()
    end
    window.rootViewController = vc
    window:layoutIfNeeded()
  end)

  it("lays the cells out in the landscape columns, moving with the rotation", function()
    expect(grid:cellForItem(8).frame):toEqual(portrait(8))          -- (136.5, 252)
    device.orientation = "landscapeLeft"
    expect(grid.frame):toEqual(Rect(0, 100, 852, 293))
    for index = 1, 18 do expect(grid.subviews[index].frame):toBeCloseTo(landscape(index), 1e-9) end
    expect(grid.contentSize):toEqual(Size(852, 3 * 120 + 2 * 6))
    -- on screen, halfway through the rotation's 0.4 s easeInOut
    clock.advance(0.2)
    local e = UIKit.easeInOut(0.5)
    expect(grid.subviews[8].presentation.frame):toBeCloseTo(UIKit.blend(portrait(8), landscape(8), e), 1e-7)
    expect(grid.subviews[18].presentation.frame):toBeCloseTo(UIKit.blend(portrait(18), landscape(18), e), 1e-7)
    clock.runUntilIdle()
    expect(grid.subviews[18].presentation.frame):toBeCloseTo(Rect(5 * 146.4, 2 * 126, 120, 120), 1e-9)
    device.orientation = "portrait"
    clock.runUntilIdle()
    expect(grid.subviews[18].presentation.frame):toEqual(portrait(18))   -- (273, 630)
  end)

  it("runs the grid's layoutSubviews function after the cells are placed", function()
    local seen
    grid.layoutSubviews = function(self) seen = self.subviews[2].frame.x end
    device.orientation = "landscapeRight"
    expect(seen):toBeCloseTo(146.4, 1e-9)
  end)

  it("does not place the cells again for a scroll", function()
    grid.subviews[1].frame = Rect(40, 40, 120, 120)   -- moved by the script
    grid.contentOffset = Point(0, 200)
    grid:setNeedsLayout()
    window:layoutIfNeeded()
    expect(grid.subviews[1].frame):toEqual(Rect(40, 40, 120, 120))
    grid.frame = Rect(0, 100, 852, 752)               -- a size change places it again
    window:layoutIfNeeded()
    expect(grid.subviews[1].frame):toEqual(Rect(0, 0, 120, 120))
  end)

  it("reports cells it cannot place at the line of the layout pass", function()
    grid.frame = Rect(0, 100, 18 * 120 + 17 * 6, 752)   -- all 18 on one line, no leftover
    window:layoutIfNeeded()
    grid.minimumLineSpacing = 1e308                   -- no second line: nothing overflows
    grid.frame = Rect(0, 100, 100, 752)               -- one a line: the third at 2 × (120 + 1e308)
    expect(function() window:layoutIfNeeded() end)
      :toThrow("grid_bounds_spec.lua:76: grid, now 100.0 wide, cannot place its cells: frame ")
    expect(grid.subviews[2].frame):toEqual(Rect(0, 1e308, 120, 120))   -- placed: (100 − 120) < 0 sits on the left
    expect(grid.subviews[3].frame):toEqual(Rect(252, 0, 120, 120))     -- left where it was
  end)
end)
