-- match_rotation_spec.lua — Transition.match when the device turns mid-flight
-- (docs/matched.md, "Rotation mid-flight"). The rotation resizes the container and lays the
-- destination out again inside its own animation (0.4 s, easeInOut: docs/rotation.md); the
-- flights' view lays out with it and re-aims each snapshot at its destination's new place, an
-- additive change (docs/animation.md, "Retargeting") that the rotation animates. So a snapshot
-- lands on the destination's landscape frame without a jump. The numbers are worked out
-- here from the geometry and the two curves, not read from the engine.
describe("Transition.match through a rotation", function()
  local first, second, thumb, hero

  before_each(function()
    first = ViewController{name = "first", viewDidLoad = function(self)
      -- kept at its distance from the right edge (313 points in portrait, 393 wide)
      thumb = View{name = "thumb", frame = Rect(20, 40, 60, 60), matchID = "card",
                   autoresizingMask = {"flexibleLeftMargin"}}
      self.view:addSubview(thumb)
    end}
    second = ViewController{
      name = "second",
      transitioningDelegate = Transition.match{duration = 1, curve = "linear"},
      viewDidLoad = function(self)
        hero = View{name = "hero", frame = Rect(0, 100, 300, 200), matchID = "card",
                    autoresizingMask = {"flexibleWidth"}}
        self.view:addSubview(hero)
      end,
    }
    window.rootViewController = first
  end)

  -- a frame from its centre and size
  local function frame(cx, cy, w, h) return Rect(cx - w / 2, cy - h / 2, w, h) end

  it("lands on the destination's landscape frame when the device turns half way", function()
    first:present(second, true)
    local flying = window.subviews[1]:find("snapshot(thumb)")
    at(0.5)
    -- before the turn: half way from the thumb (centre (50, 70), 60 × 60) to the hero
    -- (centre (150, 200), 300 × 200)
    expect(flying.presentation.frame):toBeCloseTo(Rect(10, 70, 180, 130), 1e-9)
    device.orientation = "landscapeRight"
    -- the window is 852 wide: the hero's width grows by 459 (flexibleWidth) — its new centre
    -- is (379.5, 200); the snapshot's model is there at once, its presentation is not
    expect(hero.frame):toEqual(Rect(0, 100, 759, 200))
    expect(flying.frame):toEqual(Rect(0, 100, 759, 200))
    expect(flying.presentation.frame):toBeCloseTo(Rect(10, 70, 180, 130), 1e-9)
    -- at t the flight is the new target, plus its own delta (from − old target)(1 − t), plus
    -- the rotation's (old target − new target)(1 − easeInOut((t − 0.5) / 0.4))
    local function expected(t)
      local r = t < 0.9 and 1 - Easing.easeInOut((t - 0.5) / 0.4) or 0
      return frame(379.5 - 100 * (1 - t) - 229.5 * r, 200 - 130 * (1 - t),
                   759 - 240 * (1 - t) - 459 * r, 200 - 140 * (1 - t))
    end
    local m = motion{views = {thumb, hero}, to = 1, fps = 120}
    local track = m.tracks[1]
    local function sample(i) return Rect(track.x[i], track.y[i], track.w[i], track.h[i]) end
    for i, t in ipairs(m.times) do
      if t < 1 - 1e-9 then expect(sample(i)):toBeCloseTo(expected(t), 1e-6) end
      -- mid-turn, easeInOut(½) = ½: centre (234.75, 161), 457.5 × 158
      if math.abs(t - 0.7) < 1e-9 then expect(sample(i)):toBeCloseTo(Rect(6, 82, 457.5, 158), 1e-9) end
    end
    expect(m):toBeContinuous()
    -- the last frame of flight is one 120th of the flight (at most 240 / 120 = 2 points an
    -- edge) from the hero's landscape frame, where the hero then shows
    local last = #m.times - 1
    expect(track.shown[last]):toBe("snapshot(thumb)")
    expect(sample(last)):toBeCloseTo(Rect(0, 100, 759, 200), 2.001)     -- frames of 8,333 or 8,334 µs
    expect(sample(last)).never:toBeCloseTo(Rect(0, 100, 300, 200), 100)    -- not the portrait target
    expect(m):toEndAt(hero, Rect(0, 100, 759, 200))
    assert.is_nil(flying.superview)
    expect(window.interfaceOrientation):toBe("landscapeRight")
  end)

  it("flies back to where the grid laid the thumbnail out in landscape", function()
    first:present(second, true)
    clock.runUntilIdle()
    local start = clock.now
    second:dismiss(true)
    local flying = second.view.superview:find("snapshot(hero)")
    at(0.5)
    expect(flying.presentation.frame):toBeCloseTo(Rect(10, 70, 180, 130), 1e-9)
    device.orientation = "landscapeRight"
    -- the presenter's view, lent to the container, follows the window; the thumbnail keeps
    -- its right margin: 393 − 80 = 313 from the right, x = 852 − 313 − 60 = 479
    expect(first.view.frame):toEqual(Rect(0, 0, 852, 393))
    expect(thumb.frame):toEqual(Rect(479, 40, 60, 60))
    expect(flying.frame):toEqual(Rect(479, 40, 60, 60))
    local m = motion{views = {hero, thumb}, to = start + 1, fps = 120}
    expect(m):toBeContinuous()
    -- at t = 0.7: the new target centre (509, 70) + (150 − 50, 200 − 70)(0.3) + the
    -- rotation's (50 − 509)(½)
    local i7
    for i, t in ipairs(m.times) do if math.abs(t - start - 0.7) < 1e-9 then i7 = i end end
    local h = m.tracks[1]
    expect(Rect(h.x[i7], h.y[i7], h.w[i7], h.h[i7]))
      :toBeCloseTo(frame(509 + 100 * 0.3 - 459 * 0.5, 70 + 130 * 0.3, 60 + 240 * 0.3, 60 + 140 * 0.3), 1e-6)
    expect(m):toEndAt(thumb, Rect(479, 40, 60, 60))
    assert.is_nil(first.presentedViewController)
    assert.is_false(thumb.isHidden)
  end)

  it("re-aims a pair still waiting for its stagger delay, which then flies to the new place", function()
    local a1, b1, a2, b2
    local from = ViewController{viewDidLoad = function(self)
      a1 = View{name = "a1", frame = Rect(20, 40, 60, 60), matchID = "a"}
      b1 = View{name = "b1", frame = Rect(20, 140, 60, 60), matchID = "b"}
      self.view:addSubview(a1); self.view:addSubview(b1)
    end}
    local to = ViewController{
      transitioningDelegate = Transition.match{duration = 1, curve = "linear", stagger = 0.5},
      viewDidLoad = function(self)
        -- both against the right edge: 333 in portrait, 792 in landscape (852 − 60)
        a2 = View{name = "a2", frame = Rect(333, 400, 60, 60), matchID = "a", autoresizingMask = {"flexibleLeftMargin"}}
        b2 = View{name = "b2", frame = Rect(333, 500, 60, 60), matchID = "b", autoresizingMask = {"flexibleLeftMargin"}}
        self.view:addSubview(a2); self.view:addSubview(b2)
      end,
    }
    window.rootViewController = from
    from:present(to, true)
    clock.advance(0.1)
    device.orientation = "landscapeRight"            -- b waits until 0.5; the turn ends at 0.5
    local m = motion{views = {a1, b1, a2, b2}, to = 1.5, fps = 120}
    expect(m):toBeContinuous()
    -- b's snapshot, waiting, drifts with the retarget: at 0.5 it is 459 points right of where
    -- b1 was (the turn's whole move), then flies from there to the landscape place
    local i5
    for i, t in ipairs(m.times) do if math.abs(t - 0.5) < 1e-9 then i5 = i end end
    expect(m.tracks[2].x[i5]):toBeCloseTo(20 + 459, 1e-9)
    expect(m):toEndAt(a2, Rect(792, 400, 60, 60))
    expect(m):toEndAt(b2, Rect(792, 500, 60, 60))
    expect(clock.now):toBeCloseTo(1.5, 1e-9)
  end)
end)
