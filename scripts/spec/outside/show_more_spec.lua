-- show_more_spec.lua — LockSearch's "Show More" (scripts/examples/outside/show_more.lua): a
-- widget row and the footer row under it in a 393-point-wide table. Numbers, computed here
-- from the Swift and UIKit's documented rules:
--   * UISpringTimingParameters(mass: 30, stiffness: 1000, damping: 300): ω₀ = √(1000/30) =
--     5.773503, ζ = 300 / (2√(30·1000)) = 0.866025 (Apple's formulas), so ζω₀ = c/2m = 5 and
--     ω_d = √(1000/30 − 25) = 2.886751; x(t) = e^(−5t)(cos ω_d t + (5/ω_d) sin ω_d t), the
--     distance left;
--   * the animator's duration 0 is ignored with the mass form: it runs until the spring
--     settles (docs/animation.md, "Springs and the animator's duration"), its envelope
--     e^(−5t)·√(1 + (5/ω_d)²) = 2e^(−5t) down to 1/1200: by hand D = ln 2400 / 5 = 1.556645 s;
--   * the height 130 → 230 is 230 − 100·x(t): by hand at 0.4 s, e^(−2) = 0.135335, ω_d t =
--     1.154701, x = 0.135335·(0.404393 + √3·0.914581) = 0.269108, height 203.089; python3:
--     141.949561 at 0.1 s, 203.089198 at 0.4 s, 226.603486 at 0.7 s; the footer row's y is
--     the widget's height (rows stack);
--   * the title's flip is a block with delayFactor 0.5: it starts at 0.5·D = 0.778322 s (Apple:
--     "the actual delay is this value multiplied by the animator's remaining duration"), and
--     `UIView.transition(with:)` nested in it takes the block's time (nested animations
--     "inherit the remaining duration of the in-flight animation"), so it turns until D;
--   * tapped again at 0.4 s: the way back is added to the paused animator and `continueAnimation
--     (withTimingParameters: nil, durationFactor: 1)` runs the rest, (1 − 0.4/D)·D = 1.156645 s,
--     so it still ends at D; geometry adds ("the changes from each animator are added
--     together"), so nothing jumps at the tap and the widget ends at 130, the value the later
--     block set. Apple does not say how a spring block added half-way is timed: its path is not
--     pinned.
local ShowMore = require "examples.outside.show_more"

describe("LockSearch's Show More, ported", function()
  local D = 1.556645
  local tableView, cell, footer, start

  local function advanceTo(t) clock.advance(start + t - clock.now) end

  local function expectHeight(h)
    expect(cell.contentView.presentation.frame.height):toBeCloseTo(h, 1e-5)
    expect(cell.widgetView.view.presentation.frame.height):toBeCloseTo(h, 1e-5)
    expect(footer.contentView.presentation.frame.y):toBeCloseTo(h, 1e-5)
  end

  local function turning(view)
    return view.presentation.layer.transform ~= Transform3D.identity
  end

  before_each(function()
    tableView = ShowMore.TableView(Rect(0, 120, 393, 600))
    window:addSubview(tableView.view)
    cell = ShowMore.WidgetCell()
    footer = ShowMore.FooterCell()
    tableView.append(cell)
    tableView.append(footer)
    start = clock.now
  end)

  it("grows the widget on the spring and flips the title half-way", function()
    ShowMore.toggleShowMore(cell, cell.button)
    expect(cell.toggleHeightAnimator.duration):toBeCloseTo(D, 1e-6)
    expect(cell.button.text):toBe("Show Less")                 -- the model at once
    expect(cell.widgetView.icons[8].isHidden):toBe(false)      -- reloaded with 8 items
    advanceTo(0.1); expectHeight(141.949561)
    advanceTo(0.4); expectHeight(203.089198)
    advanceTo(0.7); expectHeight(226.603486)
    expect(turning(cell.button)):toBe(false)                   -- the flip waits for 0.778 s
    advanceTo(0.8)
    expect(turning(cell.button)):toBe(true)
    advanceTo(D + 0.001)
    expect(cell.toggleHeightAnimator.state):toBe("inactive")
    expect(turning(cell.button)):toBe(false)
    expect(cell.contentView.frame.height):toBe(230)
    expect(footer.contentView.frame.y):toBe(230)
  end)

  it("goes back to 130 when tapped again while it runs", function()
    ShowMore.toggleShowMore(cell, cell.button)
    advanceTo(0.4)
    local animator = cell.toggleHeightAnimator
    ShowMore.toggleShowMore(cell, cell.button)
    expect(cell.toggleHeightAnimator):toBe(animator)           -- the same animator, continued
    expectHeight(203.089198)                                   -- nothing jumps
    expect(animator.isRunning):toBe(true)
    expect(cell.button.text):toBe("Show More")
    expect(cell.widgetView.icons[8].isHidden):toBe(true)
    advanceTo(D - 0.001)
    expect(animator.state):toBe("active")
    advanceTo(D + 0.001)
    expect(animator.state):toBe("inactive")
    expectHeight(130)
    expect(cell.contentView.frame.height):toBe(130)           -- the later block's value
    expect(footer.contentView.frame.y):toBe(130)
  end)
end)
