-- reload_cross_dissolve_spec.lua — the Waves Wallet port
-- (scripts/examples/outside/reload_cross_dissolve.lua): a list of three rows reloaded with
-- two. Numbers, computed here from the Swift and UIKit's rules:
--   * UIView.transition(with: tableView, duration: 0.24, options: [.transitionCrossDissolve,
--     .curveEaseInOut]): reloadData() in the block changes the rows at once (Apple: without
--     .allowAnimatedContent "the views are animated using a snapshot image"), and the list's
--     old look fades out with weight 1 − p, p = easeInOut(t / 0.24) on the cubic Bézier
--     (0.42, 0, 0.58, 1): 1 − p = 0.870838068953 at 0.06 s, 0.5 at 0.12 s, 0.129161931047
--     at 0.18 s (python3, the Bézier bisected; the curve is symmetric, so 0.06 and 0.18 s
--     give weights that add up to 1);
--   * the list is opaque (white), so the two looks mix as p·new + (1 − p)·old;
--   * the completion — `{ _ in completion?() }` — runs once, when the dissolve ends at 0.24 s.
local Reload = require "examples.outside.reload_cross_dissolve"
local UIKit = require "spec.support.uikit"

describe("Waves Wallet's cross-dissolving reload, ported", function()
  local T = 0.24
  local list

  local function advanceTo(t) clock.advance(t - clock.now) end

  local function rowText(view, index) return view.subviews[index].subviews[1].text end

  before_each(function()
    list = Reload.AssetList(Rect(0, 100, 393, 300))
    list.sections = {"WAVES", "BTC", "ETH"}
    list.tableView:reloadData()
    window:addSubview(list.tableView)
    clock.advance(0)
  end)

  it("reloads at once under the old rows fading out on ease-in-ease-out", function()
    local completed = 0
    list:update({"USD-N", "WEST"}, function() completed = completed + 1 end)
    local tableView = list.tableView
    expect(tableView.numberOfItems):toBe(2)                     -- the model: the new rows
    expect(rowText(tableView, 1)):toBe("USD-N")
    local old = tableView.subviews[#tableView.subviews]
    expect(old.name):toBe("snapshot(tableView)")
    expect(#old.subviews):toBe(3)                                -- the old look: three rows
    expect(rowText(old, 3)):toBe("ETH")
    expect(old.frame):toEqual(Rect(0, 0, 393, 300))
    local weights = {[0.06] = 0.870838068953, [0.12] = 0.5, [0.18] = 0.129161931047}
    for _, t in ipairs{0.06, 0.12, 0.18} do
      advanceTo(t)
      expect(old.presentation.alpha):toBeCloseTo(1 - UIKit.easeInOut(t / T), 1e-9)
      expect(old.presentation.alpha):toBeCloseTo(weights[t], 1e-9)
      expect(tableView:cellForItem(2).presentation.alpha):toBe(1)
    end
    expect(completed):toBe(0)
    advanceTo(T)
    expect(completed):toBe(1)
    expect(old.superview):toBe(nil)
    expect(#tableView.subviews):toBe(2)
  end)
end)
