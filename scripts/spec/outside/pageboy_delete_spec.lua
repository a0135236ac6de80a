-- pageboy_delete_spec.lua — the Pageboy port (scripts/examples/outside/pageboy_delete.lua):
-- three pages, the first on screen, deleted. Numbers, computed here from the Swift and UIKit's
-- rules:
--   * deletePage(at: 0) with two pages left: sanitizedIndex = min(0, 2 − 1) = 0, the new page
--     is the data source's page 0 (the old second page), and as the current index is 0 too,
--     performUpdates takes the "currently on the page" branch: the page view's crossDissolve,
--     UIView.transition(with:duration: 0.25, options: .transitionCrossDissolve) — no curve
--     option, so UIView animations' default, ease-in-ease-out (0.42, 0, 0.58, 1);
--   * its animations block calls updateViewControllers(async: true), which dispatches the
--     page swap to the main queue: the swap, and the completion chained to it
--     (setViewControllers' completion → performUpdates' → deletePage's), happen one run-loop
--     turn after the call, at the same time — not at the end of the dissolve;
--   * the page view's old look (the deleted page) fades out with weight 1 − p,
--     p = easeInOut(t / 0.25): 1 − p = 0.870838068953 at 0.0625 s, 0.5 at 0.125 s,
--     0.129161931047 at 0.1875 s (python3, the Bézier bisected: as in view_transition_with_spec).
local Pageboy = require "examples.outside.pageboy_delete"
local UIKit = require "spec.support.uikit"

describe("Pageboy's delete of the current page, ported", function()
  local T = 0.25
  local pageboy, pages, red, green, blue

  local function advanceTo(t) clock.advance(t - clock.now) end

  local function page(name, color)
    return ViewController{name = name, viewDidLoad = function(self) self.view.backgroundColor = color end}
  end

  before_each(function()
    red, green, blue = page("red", Color.red), page("green", Color.green), page("blue", Color.blue)
    pages = {red, green, blue}
    pageboy = Pageboy.PageboyViewController{
      numberOfViewControllers = function(_, _) return #pages end,
      viewControllerFor = function(_, _, index) return pages[index + 1] end,
    }
    window.rootViewController = pageboy
    clock.advance(0)
  end)

  it("shows the first page in the page view", function()
    expect(pageboy.pageViewController.view.subviews):toEqual({red.view})
    expect(pageboy.currentIndex):toBe(0)
  end)

  it("dissolves the deleted page into the next one on ease-in-ease-out", function()
    local completed = 0
    table.remove(pages, 1)                                       -- the app edits its data first
    pageboy:deletePage(0, function() completed = completed + 1 end)
    local pageView = pageboy.pageViewController.view
    local old = pageView.subviews[#pageView.subviews]
    expect(old.name:sub(1, 9)):toBe("snapshot(")                -- Transit's overlay of the old look
    expect(old.subviews[1].backgroundColor):toEqual(Color.red)  -- the deleted page's look
    expect(red.view.superview):toBe(pageView)                    -- the swap waits a turn
    expect(pageboy.view.isUserInteractionEnabled):toBe(false)
    clock.advance(0)
    expect(red.view.superview):toBe(nil)
    expect(green.view.superview):toBe(pageView)
    expect(pageView.subviews):toEqual({green.view, old})         -- the old look over the new page
    expect(completed):toBe(1)                                    -- with the swap, not the dissolve
    expect(pageboy.view.isUserInteractionEnabled):toBe(true)
    local weights = {[0.0625] = 0.870838068953, [0.125] = 0.5, [0.1875] = 0.129161931047}
    for _, t in ipairs{0.0625, 0.125, 0.1875} do
      advanceTo(t)
      expect(old.presentation.alpha):toBeCloseTo(1 - UIKit.easeInOut(t / T), 1e-9)
      expect(old.presentation.alpha):toBeCloseTo(weights[t], 1e-9)
      expect(green.view.presentation.alpha):toBe(1)
    end
    advanceTo(T)
    expect(pageView.subviews):toEqual({green.view})
    expect(pageboy.currentIndex):toBe(0)
    expect(completed):toBe(1)
  end)
end)
