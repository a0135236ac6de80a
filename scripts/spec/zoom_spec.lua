-- zoom_spec.lua — seed 001's zoom (transitions/zoom.lua) in the article's scene, from a
-- scrolled grid: the flying view's frame and the fading view's alpha at 0, ¼, ½, ¾ and the
-- end of both directions against UIKit's arithmetic; which views are in the container and
-- which are hidden at each stage; the window as UIKit leaves it; the calls in UIKit's order.
local CustomTransition = require "transitions.zoom"

local UIKit = require "spec.support.uikit"   -- UIKit's arithmetic, computed independently
local easeInOut, blend = UIKit.easeInOut, UIKit.blend


describe("seed 001's zoom", function()
  local W, H, first, second, log

  -- The scene's geometry. The grid sits 100 points down the first view, three columns of
  -- 120-point cells at least 6 apart, scrolled down by 200; each cell's photo is inset by 5;
  -- the detail's photo fills the width 120 points down.
  local gridOrigin, offset, item, spacing = Point(0, 100), Point(0, 200), Size(120, 120), 6
  local inset = 5
  local selected = 8                       -- row 3, column 2 (Lua indices)

  -- Where the selected cell's photo is on screen, by hand: the grid's origin, minus the scroll
  -- offset, plus the cell's place in the grid (the width 3 columns leave widens the 2 gaps), plus the photo's inset.
  local function cellPhotoOnScreen()
    local row, column, gap = (selected - 1) // 3, (selected - 1) % 3, spacing + (W - 3 * item.width - 2 * spacing) / 2
    return Rect(gridOrigin.x - offset.x + column * (item.width + gap) + inset,
                gridOrigin.y - offset.y + row * (item.height + spacing) + inset,
                item.width - 2 * inset, item.height - 2 * inset)
  end
  local function detailPhotoOnScreen() return Rect(0, 120, W, W) end

  local function note(name, what) return function() log[#log + 1] = name .. "." .. what end end
  local function takeLog() local l = log; log = {}; return l end

  -- the view's subviews by name
  local function names(view)
    local list = {}
    for i, v in ipairs(view.subviews) do list[i] = v.name end
    return list
  end

  before_each(function()
    W, H = screen.bounds.width, screen.bounds.height
    log = {}
    first = ViewController{
      name = "first",
      customTransition = CustomTransition.new(),
      viewDidLoad = function(self)
        self.view.name = "gridView"
        local grid = CollectionView{name = "grid", frame = Rect(gridOrigin.x, gridOrigin.y, W, 752),
                                    itemSize = item, spacing = spacing}
        grid.dataSource = {
          numberOfItems = function() return 18 end,
          cellForItemAt = function(_, _, index)
            local cell = CollectionViewCell{name = "cell" .. index}
            cell.photoView = ImageView{name = "photo" .. index, image = "photo" .. index,
                                       frame = Rect(inset, inset, item.width - 2 * inset, item.height - 2 * inset)}
            cell:addSubview(cell.photoView)
            return cell
          end,
        }
        self.view:addSubview(grid)
        grid:reloadData()
        self.collectionView = grid
      end,
      viewWillAppear = note("first", "viewWillAppear"), viewDidAppear = note("first", "viewDidAppear"),
      viewWillDisappear = note("first", "viewWillDisappear"), viewDidDisappear = note("first", "viewDidDisappear"),
    }
    window.rootViewController = first
    first.collectionView.contentOffset = offset
    takeLog()
  end)

  -- collectionView(_:didSelectItemAt:): the detail for the item, with the zoom as its
  -- transitioning delegate, presented with animation.
  local function open()
    first.collectionView:selectItem(selected)
    second = ViewController{
      name = "second",
      indexPath = selected,
      viewDidLoad = function(self)
        self.view.name = "detail"
        self.photoView = ImageView{name = "detailPhoto", image = "photo" .. selected, frame = Rect(0, 120, W, W)}
        self.view:addSubview(self.photoView)
      end,
      viewWillAppear = note("second", "viewWillAppear"), viewDidAppear = note("second", "viewDidAppear"),
      viewWillDisappear = note("second", "viewWillDisappear"), viewDidDisappear = note("second", "viewDidDisappear"),
    }
    second.transitioningDelegate = first.customTransition
    first:present(second, true)
  end

  local function cell() return first.collectionView:cellForItem(selected) end

  it("computes the cell's place on screen as convert does", function()
    open()
    expect(cellPhotoOnScreen()):toEqual(Rect(141.5, 157, 110, 110))     -- 136.5 + 5, 100 − 200 + 252 + 5
    local photo = cell().photoView
    expect(window:convert(photo.frame, {from = photo.superview})):toEqual(cellPhotoOnScreen())
    expect(window:convert(second.photoView.frame, {from = second.view})):toEqual(detailPhotoOnScreen())
    clock.runUntilIdle()
  end)

  it("flies the cell's photo to the detail's photo over 0.7 s while the detail fades in", function()
    open()
    local container = window.subviews[1]
    local flying = container:find("animationView")
    expect(flying.image):toBe("photo8")
    for quarter = 0, 3 do
      at(quarter / 4, function(now)
        local e = easeInOut(quarter / 4)
        expect(now):toBeCloseTo(0.7 * quarter / 4, 1e-9)
        expect(flying.presentation.frame):toBeCloseTo(blend(cellPhotoOnScreen(), detailPhotoOnScreen(), e), 1e-6)
        expect(second.view.presentation.alpha):toBeCloseTo(e, 1e-6)
      end)
    end
    at(1)
    expect(clock.now):toBeCloseTo(0.7, 1e-9)
    expect(second.view.presentation.alpha):toBe(1)
    assert.is_nil(flying.superview)        -- removed in the completion
    expect(flying.frame):toEqual(detailPhotoOnScreen())
  end)

  it("flies a snapshot of the detail's photo back into the cell while the detail fades out", function()
    open()
    clock.runUntilIdle()
    local start = clock.now
    second:dismiss(true)
    local container = second.view.superview
    local flying = container:find("snapshot(detailPhoto)")
    expect(flying.image):toBe("photo8")
    for quarter = 0, 3 do
      at(quarter / 4, function(now)
        local e = easeInOut(quarter / 4)
        expect(now - start):toBeCloseTo(0.7 * quarter / 4, 1e-9)
        expect(flying.presentation.frame):toBeCloseTo(blend(detailPhotoOnScreen(), cellPhotoOnScreen(), e), 1e-6)
        expect(second.view.presentation.alpha):toBeCloseTo(1 - e, 1e-6)
      end)
    end
    at(1)
    expect(clock.now - start):toBeCloseTo(0.7, 1e-9)
    expect(second.view.presentation.alpha):toBe(0)
    assert.is_nil(flying.superview)
    expect(flying.frame):toEqual(cellPhotoOnScreen())
  end)

  it("keeps the cast in the container and the photos hidden while it flies", function()
    open()
    -- presenting: the grid's view (UIKit put it there), the detail, the animation view on
    -- top; the cell's photo and the detail's photo hidden
    local container = window.subviews[1]
    expect(#window.subviews):toBe(1)
    expect(container.name):toBe("container(second)")
    expect(names(container)):toEqual({"gridView", "detail", "animationView"})
    assert.is_true(cell().photoView.isHidden)
    assert.is_true(second.photoView.isHidden)
    at(0.5)
    expect(names(container)):toEqual({"gridView", "detail", "animationView"})
    -- presented: the grid's view left the window, the animation view is gone, nothing hidden
    at(1)
    expect(names(container)):toEqual({"detail"})
    assert.is_false(cell().photoView.isHidden)
    assert.is_false(second.photoView.isHidden)
    assert.is_nil(first.view.window)

    -- dismissing: the grid's view back under the detail, the snapshot on top; both photos hidden
    second:dismiss(true)
    expect(names(container)):toEqual({"gridView", "detail", "snapshot(detailPhoto)"})
    assert.is_true(cell().photoView.isHidden)
    assert.is_true(second.photoView.isHidden)
    at(0.5)
    expect(names(container)):toEqual({"gridView", "detail", "snapshot(detailPhoto)"})
    at(1)
    assert.is_false(cell().photoView.isHidden)
    assert.is_false(second.photoView.isHidden)
  end)

  it("leaves the window as UIKit does after each direction", function()
    open()
    clock.runUntilIdle()
    -- presented: only the presentation's container, holding the detail at full size
    expect(names(window)):toEqual({"container(second)"})
    expect(names(window.subviews[1])):toEqual({"detail"})
    expect(second.view.frame):toEqual(Rect(0, 0, W, H))
    expect(first.presentedViewController):toBe(second)
    second:dismiss(true)
    clock.runUntilIdle()
    -- dismissed: the container is gone, the grid's view is back in the window, still scrolled
    expect(names(window)):toEqual({"gridView"})
    expect(first.view.frame):toEqual(Rect(0, 0, W, H))
    expect(first.collectionView.contentOffset):toEqual(offset)
    assert.is_nil(first.presentedViewController)
    assert.is_nil(second.view.window)
    expect(second.view.alpha):toBe(0)                -- the article leaves the detail faded out
    expect(first.collectionView.indexPathsForSelectedItems):toEqual({selected})
  end)

  it("calls the life cycle in UIKit's order and records the transitions", function()
    open()
    expect(takeLog()):toEqual({"first.viewWillDisappear", "second.viewWillAppear"})
    at(1)
    expect(takeLog()):toEqual({"second.viewDidAppear", "first.viewDidDisappear"})
    second:dismiss(true)
    expect(takeLog()):toEqual({"second.viewWillDisappear", "first.viewWillAppear"})
    at(1)
    expect(takeLog()):toEqual({"first.viewDidAppear", "second.viewDidDisappear"})
    expect(timeline()):toEqual({
      "0.000000 present #1 second on first style=fullScreen animated=true at zoom_spec.lua:89",
      "0.000000 begin #1 [detail.alpha, animationView.center, animationView.bounds] duration=0.7 curve=easeInOut at zoom.lua:74",
      "0.700000 end #1 finished=true",
      "0.700000 completion #1 finished=true",
      "0.700000 present #1 completed",
      "0.700000 dismiss #2 second from first animated=true at zoom_spec.lua:202",
      "0.700000 begin #2 [detail.alpha, snapshot(detailPhoto).center, snapshot(detailPhoto).bounds] duration=0.7 curve=easeInOut at zoom.lua:116",
      "1.400000 end #2 finished=true",
      "1.400000 completion #2 finished=true",
      "1.400000 dismiss #2 completed",
    })
  end)

  -- Issue 9: the same dismissal driven by a swipe down (transitions/swipe_to_dismiss.lua). While the
  -- finger moves, the zoom stands at the distance dragged over the height, read through the
  -- zoom's own curve: UIKit maps the percentage linearly to the transition's time. When it
  -- lifts, the rest runs along the completion curve (ease-in-ease-out) — forwards past
  -- half-way, backwards otherwise — taking the distance left × 0.7 s.
  describe("dismissed by a swipe", function()
    local Swipe = require "transitions.swipe_to_dismiss"
    local start, flying

    -- Presented and settled, the swipe attached; a pan down by `fraction` of the height
    -- over 0.3 s begins now.
    local function swipe(fraction)
      open()
      clock.runUntilIdle()
      Swipe.attach(second, first.customTransition, "down")
      takeLog()
      start = clock.now
      window:pan{from = Point(200, 100), to = Point(200, 100 + fraction * H), duration = 0.3}
      clock.step()                                -- the first move: "began", the dismissal starts
      flying = second.view.superview:find("snapshot(detailPhoto)")
    end

    local function zoomAt(e)                      -- the flying frame at eased progress e
      return blend(detailPhotoOnScreen(), cellPhotoOnScreen(), e)
    end

    it("follows the finger, then finishes past half-way", function()
      swipe(0.6)
      expect(takeLog()):toEqual({"second.viewWillDisappear", "first.viewWillAppear"})
      expect(names(second.view.superview)):toEqual({"gridView", "detail", "snapshot(detailPhoto)"})
      -- half-way through the pan the finger has dragged 0.3 of the height
      clock.advance(start + 0.15 - clock.now)
      expect(flying.presentation.frame):toBeCloseTo(zoomAt(easeInOut(0.3)), 1e-6)
      expect(second.view.presentation.alpha):toBeCloseTo(1 - easeInOut(0.3), 1e-6)
      -- the finger lifts at 0.3 s, at 0.6: the rest, 0.4 × 0.7 s = 0.28 s, eases to the end
      clock.advance(0.15)
      local lifted = clock.now
      expect(lifted - start):toBeCloseTo(0.3, 1e-9)
      expect(flying.presentation.frame):toBeCloseTo(zoomAt(easeInOut(0.6)), 1e-6)
      clock.advance(0.14)
      local t = (0.42 + 0.28 * easeInOut(0.5)) / 0.7       -- the transition's time, as a fraction
      expect(flying.presentation.frame):toBeCloseTo(zoomAt(easeInOut(t)), 1e-6)
      expect(takeLog()):toEqual({})
      clock.advance(0.14)
      -- dismissed as without the swipe: the grid back in the window, the calls in UIKit's order
      expect(takeLog()):toEqual({"first.viewDidAppear", "second.viewDidDisappear"})
      expect(names(window)):toEqual({"gridView"})
      expect(first.view.frame):toEqual(Rect(0, 0, W, H))
      assert.is_nil(first.presentedViewController)
      assert.is_nil(flying.superview)
      assert.is_false(cell().photoView.isHidden)
      local lines = {}
      for _, line in ipairs(timeline()) do
        if line:find("#2") then lines[#lines + 1] = line end
      end
      expect(lines):toEqual({
        "0.716666 dismiss #2 second from first animated=true at swipe_to_dismiss.lua:38",
        "0.716666 begin #2 [detail.alpha, snapshot(detailPhoto).center, snapshot(detailPhoto).bounds] duration=0.7 curve=easeInOut at zoom.lua:116",
        "1.000000 dismiss #2 interaction finishes at 0.6",
        "1.280000 end #2 finished=true",
        "1.280000 completion #2 finished=true",
        "1.280000 dismiss #2 completed",
      })
    end)

    it("follows the finger, then goes back and keeps the detail when let go early", function()
      swipe(0.2)
      expect(takeLog()):toEqual({"second.viewWillDisappear", "first.viewWillAppear"})
      clock.advance(start + 0.3 - clock.now)
      expect(flying.presentation.frame):toBeCloseTo(zoomAt(easeInOut(0.2)), 1e-6)
      -- the finger lifted: cancelled, and (as UIKit documents) the reversal's will calls at once
      expect(takeLog()):toEqual({"first.viewWillDisappear", "second.viewWillAppear"})
      -- back over 0.2 × 0.7 s = 0.14 s along ease-in-ease-out
      clock.advance(0.07)
      local t = 0.14 * (1 - easeInOut(0.5)) / 0.7
      expect(flying.presentation.frame):toBeCloseTo(zoomAt(easeInOut(t)), 1e-6)
      expect(second.view.presentation.alpha):toBeCloseTo(1 - easeInOut(t), 1e-6)
      expect(takeLog()):toEqual({})
      clock.advance(0.07)
      -- cancelled: the did calls, the detail still presented and opaque, the grid's view out
      -- of the window again
      expect(takeLog()):toEqual({"first.viewDidDisappear", "second.viewDidAppear"})
      expect(names(window)):toEqual({"container(second)"})
      expect(names(window.subviews[1])):toEqual({"detail"})
      assert.is_nil(first.view.window)
      expect(first.presentedViewController):toBe(second)
      expect(second.view.alpha):toBe(1)
      expect(second.view.presentation.alpha):toBe(1)
      assert.is_nil(flying.superview)
      assert.is_false(second.photoView.isHidden)
      assert.is_false(cell().photoView.isHidden)
      local last = timeline()
      expect(last[#last - 3]):toBe("1.000000 dismiss #2 interaction cancels at 0.2")
      expect(last[#last]):toBe("1.140000 dismiss #2 cancelled")
      -- and it can be dismissed again, by the clock this time
      second:dismiss(true)
      clock.runUntilIdle()
      expect(names(window)):toEqual({"gridView"})
    end)

    it("tells the coordinator's handlers when the interaction ends", function()
      swipe(0.2)
      local coordinator = second.transitionCoordinator
      assert.is_true(coordinator.isInteractive)
      local seen = {}
      coordinator:notifyWhenInteractionChanges(function(ctx)
        seen[#seen + 1] = ("interactive=%s cancelled=%s at %.2f"):format(
          tostring(ctx.isInteractive), tostring(ctx.transitionWasCancelled), coordinator.percentComplete)
      end)
      clock.runUntilIdle()
      expect(seen):toEqual({"interactive=false cancelled=true at 0.20"})
      assert.is_true(coordinator.isCancelled)
    end)

    it("names the line of a failing interaction handler; the transition goes back all the same", function()
      swipe(0.2)
      second.transitionCoordinator:notifyWhenInteractionChanges(function(ctx) error("no handler") end)
      expect(function() clock.advance(0.3) end)
        :toThrow("zoom_spec.lua:336: no handler (in the interaction handler added at ")
      clock.runUntilIdle()
      expect(first.presentedViewController):toBe(second)
      expect(names(window.subviews[1])):toEqual({"detail"})
    end)

    it("goes back when the finger turns back before it lifts, step by step", function()
      open()
      clock.runUntilIdle()
      Swipe.attach(second, first.customTransition, "down")
      local startedAt = clock.now
      local touch = window:touch(Point(200, 100))
      touch:move(Point(200, 100 + 0.6 * H), 0.2):move(Point(200, 100 + 0.2 * H), 0.2):lift()
      clock.advance(0.2)
      local snapshot = second.view.superview:find("snapshot(detailPhoto)")
      expect(snapshot.presentation.frame):toBeCloseTo(zoomAt(easeInOut(0.6)), 1e-6)
      clock.advance(0.2)                          -- back at 0.2, moving up: cancelled
      expect(clock.now - startedAt):toBeCloseTo(0.4, 1e-9)
      assert.is_false(touch.isDown)
      clock.runUntilIdle()
      expect(first.presentedViewController):toBe(second)
      local interactions = {}
      for _, line in ipairs(timeline()) do
        if line:find("interaction") then interactions[#interactions + 1] = line end
      end
      expect(interactions):toEqual({"1.100000 dismiss #2 interaction cancels at 0.2"})
    end)

    it("finishes a short flick downwards", function()
      open()
      clock.runUntilIdle()
      Swipe.attach(second, first.customTransition, "down")
      window:pan{from = Point(200, 100), to = Point(200, 100 + 0.2 * H), duration = 0.1}
      clock.runUntilIdle()
      assert.is_nil(first.presentedViewController)
      expect(names(window)):toEqual({"gridView"})
    end)

    it("names the line of a misuse", function()
      local interaction = PercentDrivenInteractiveTransition{completionSpeed = 2}
      expect(interaction.completionSpeed):toBe(2)
      interaction:update(0.5)                   -- drives no transition: nothing, as UIKit's
      expect(interaction.percentComplete):toBe(0)
      expect(function() interaction.completionCurve = "outBounce" end)
        :toThrow("zoom_spec.lua:381: completionCurve must be one of easeInOut, easeIn, easeOut, linear (UIView.AnimationCurve), got outBounce")
      expect(function() PercentDrivenInteractiveTransition{speed = 2} end)
        :toThrow("bad argument #1 to 'PercentDrivenInteractiveTransition' (unknown key 'speed' (expected completionSpeed, completionCurve, wantsInteractiveStart))")
      first.customTransition.interaction = 42
      open()
      clock.runUntilIdle()
      expect(function() second:dismiss(true) end)
        :toThrow("interactionControllerForDismissal of the transitioning delegate of <ViewController: second> must return a PercentDrivenInteractiveTransition, a table with startInteractiveTransition, or nil; got number")
      first.customTransition.interaction = nil
    end)
  end)

  -- seeds104, an outside check at instants the quarters miss: python3 from the article's Swift
  -- alone — 0.7 s on UIKit's default curve, cubic-bezier(0.42, 0, 0.58, 1) solved by
  -- bisection: e(0.1) = 0.019722453548311196, e(0.6) = 0.6681161299023539; the flying view
  -- blends the cell's photo on screen (141.5, 157, 110, 110) ⇄ the detail's (0, 120, 393, 393)
  -- by e; the detail's alpha is e in, 1 − e out.
  it("zooms in and out at 0.07 s and 0.42 s as python computes from the article", function()
    open()
    local flying = window.subviews[1]:find("animationView")
    clock.advance(0.07)
    expect(flying.presentation.frame)
      :toBeCloseTo(Rect(138.70927282291396, 156.27026921871249, 115.58145435417207, 115.58145435417207), 1e-9)
    expect(second.view.presentation.alpha):toBeCloseTo(0.019722453548311196, 1e-9)
    clock.advance(0.42 - clock.now)
    expect(flying.presentation.frame)
      :toBeCloseTo(Rect(46.961567618816915, 132.2797031936129, 299.0768647623662, 299.0768647623662), 1e-9)
    expect(second.view.presentation.alpha):toBeCloseTo(0.6681161299023539, 1e-9)
    clock.runUntilIdle()
    local start = clock.now
    second:dismiss(true)
    flying = second.view.superview:find("snapshot(detailPhoto)")
    clock.advance(0.07)
    expect(flying.presentation.frame)
      :toBeCloseTo(Rect(2.7907271770860342, 120.72973078128751, 387.4185456458279, 387.4185456458279), 1e-9)
    expect(second.view.presentation.alpha):toBeCloseTo(1 - 0.019722453548311196, 1e-9)
    clock.advance(start + 0.42 - clock.now)
    expect(flying.presentation.frame)
      :toBeCloseTo(Rect(94.53843238118309, 144.7202968063871, 203.92313523763383, 203.92313523763383), 1e-9)
    expect(second.view.presentation.alpha):toBeCloseTo(1 - 0.6681161299023539, 1e-9)
  end)
end)
