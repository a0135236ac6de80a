-- zoom_match_spec.lua — Transition.match (docs/matched.md) on the seed zoom's scene
-- (examples/zoom_match.lua): the matched photo's on-screen frame at the start, the middle and
-- the end of both directions against the cell's and the detail's frames computed by hand; no
-- snapshot left; completeTransition called once; the originals hidden in flight only; the
-- errors of a bad call naming the spec's line.
describe("Transition.match", function()
  local W, first, second, completions

  -- the grid 100 points down, three columns of 120-point cells 136.5 apart (the 21 of 393 left
  -- over widen the gaps of 6), lines 126, scrolled by 200; photos inset by 5; item 8: row 3, column 2
  local selected = 8
  local function cellPhotoOnScreen()
    local row, column = (selected - 1) // 3, (selected - 1) % 3
    return Rect(column * 136.5 + 5, 100 - 200 + row * 126 + 5, 110, 110)
  end
  local function detailPhotoOnScreen() return Rect(0, 120, W, W) end
  -- easeInOut is symmetric about (½, ½): at half the time it is half the way, so the frame
  -- is the average of the two
  local function halfway(a, b)
    return Rect((a.x + b.x) / 2, (a.y + b.y) / 2, (a.width + b.width) / 2, (a.height + b.height) / 2)
  end

  -- the delegate, with each animator's context wrapped to count completeTransition
  local function counting(delegate)
    local function wrap(animator)
      local animate = animator.animateTransition
      animator.animateTransition = function(self, ctx)
        local proxy = setmetatable({}, {__index = function(_, k)
          if k == "completeTransition" then
            return function(_, done) completions = completions + 1; return ctx:completeTransition(done) end
          end
          local v = ctx[k]
          if type(v) == "function" then return function(_, ...) return v(ctx, ...) end end
          return v
        end})
        return animate(self, proxy)
      end
      return animator
    end
    return {
      animationControllerForPresented = function(_, ...) return wrap(delegate:animationControllerForPresented(...)) end,
      animationControllerForDismissed = function(_, ...) return wrap(delegate:animationControllerForDismissed(...)) end,
    }
  end

  before_each(function()
    W = screen.bounds.width
    completions = 0
    first = ViewController{
      name = "first",
      viewDidLoad = function(self)
        self.view.name = "gridView"
        local grid = CollectionView{name = "grid", frame = Rect(0, 100, W, 752), itemSize = Size(120, 120), spacing = 6}
        grid.dataSource = {
          numberOfItems = function() return 18 end,
          cellForItemAt = function(_, _, index)
            local cell = CollectionViewCell{name = "cell" .. index}
            cell.photoView = ImageView{name = "photo" .. index, image = "photo" .. index, frame = Rect(5, 5, 110, 110)}
            cell:addSubview(cell.photoView)
            return cell
          end,
        }
        self.view:addSubview(grid)
        grid:reloadData()
        self.collectionView = grid
      end,
    }
    window.rootViewController = first
    first.collectionView.contentOffset = Point(0, 200)
  end)

  local function open(options, plain)
    first.collectionView:selectItem(selected)
    first.collectionView:cellForItem(selected).photoView.matchID = "photo"
    second = ViewController{
      name = "second",
      transitioningDelegate = (plain and Transition.match or function(o) return counting(Transition.match(o)) end)(options or {duration = 0.7, curve = "easeInOut"}),
      viewDidLoad = function(self)
        self.view.name = "detail"
        self.photoView = ImageView{name = "detailPhoto", image = "photo8", frame = Rect(0, 120, W, W), matchID = "photo"}
        self.view:addSubview(self.photoView)
      end,
    }
    first:present(second, true)
  end
  local function cell() return first.collectionView:cellForItem(selected) end

  it("flies the cell's photo to the detail's while the detail fades in", function()
    open()
    local container = window.subviews[1]
    local flying = container:find("snapshot(photo8)")
    expect(flying.image):toBe("photo8")
    assert.is_true(cell().photoView.isHidden)
    assert.is_true(second.photoView.isHidden)
    at(0, function(now)
      expect(now):toBeCloseTo(0, 1e-9)
      expect(flying.presentation.frame):toBeCloseTo(cellPhotoOnScreen(), 1e-9)
      expect(second.view.presentation.alpha):toBeCloseTo(0, 1e-9)
    end)
    at(0.5, function(now)
      expect(now):toBeCloseTo(0.35, 1e-9)
      expect(flying.presentation.frame):toBeCloseTo(halfway(cellPhotoOnScreen(), detailPhotoOnScreen()), 1e-6)
      expect(second.view.presentation.alpha):toBeCloseTo(0.5, 1e-6)
    end)
    at(1)
    expect(clock.now):toBeCloseTo(0.7, 1e-9)
    expect(flying.frame):toEqual(detailPhotoOnScreen())
    assert.is_nil(flying.superview)
    expect(#container.subviews):toBe(1)            -- the detail only: no snapshot left
    expect(container.subviews[1]):toBe(second.view)
    assert.is_false(cell().photoView.isHidden)
    assert.is_false(second.photoView.isHidden)
    expect(completions):toBe(1)
    expect(first.presentedViewController):toBe(second)
  end)

  it("flies the detail's photo back into the cell while the detail fades out", function()
    open()
    clock.runUntilIdle()
    local start = clock.now
    second:dismiss(true)
    local container = second.view.superview
    local flying = container:find("snapshot(detailPhoto)")
    -- the grid under the detail, the flights on top (in a view of their own that fills the
    -- container)
    expect(container.subviews[1]):toBe(first.view)
    expect(container.subviews[2]):toBe(second.view)
    expect(container.subviews[3].name):toBe("matchFlights")
    expect(container.subviews[3].frame):toEqual(container.bounds)
    expect(flying.superview):toBe(container.subviews[3])
    at(0, function() expect(flying.presentation.frame):toBeCloseTo(detailPhotoOnScreen(), 1e-9) end)
    at(0.5, function(now)
      expect(now - start):toBeCloseTo(0.35, 1e-9)
      expect(flying.presentation.frame):toBeCloseTo(halfway(detailPhotoOnScreen(), cellPhotoOnScreen()), 1e-6)
      expect(second.view.presentation.alpha):toBeCloseTo(0.5, 1e-6)
    end)
    at(1)
    expect(clock.now - start):toBeCloseTo(0.7, 1e-9)
    expect(flying.frame):toEqual(cellPhotoOnScreen())
    assert.is_nil(flying.superview)
    assert.is_nil(second.view.window)
    expect(window.subviews[1]):toBe(first.view)
    expect(#window.subviews):toBe(1)
    assert.is_false(cell().photoView.isHidden)
    assert.is_false(second.photoView.isHidden)
    expect(completions):toBe(2)                     -- once per direction
    assert.is_nil(first.presentedViewController)
  end)

  it("flies many pairs at once, rotation and corner radius included, and cross-fades", function()
    local a1 = View{name = "a1", frame = Rect(10, 20, 40, 40), matchID = "a", cornerRadius = 20}
    local b1 = View{name = "b1", frame = Rect(200, 300, 60, 30), matchID = "b"}
    first.view:addSubview(a1)
    first.view:addSubview(b1)
    local a2, b2
    second = ViewController{
      name = "second",
      transitioningDelegate = counting(Transition.match{duration = 1, curve = "linear", fade = "cross"}),
      viewDidLoad = function(self)
        a2 = View{name = "a2", frame = Rect(100, 400, 80, 80), matchID = "a"}
        b2 = View{name = "b2", frame = Rect(0, 0, 60, 30), matchID = "b"}
        b2.transform = Transform.rotation(math.pi / 2)
        local holder = View{frame = Rect(50, 60, 100, 100)}
        holder:addSubview(b2)
        self.view:addSubview(a2)
        self.view:addSubview(holder)
      end,
    }
    first:present(second, true)
    local container = window.subviews[1]
    local sa, sb = container:find("snapshot(a1)"), container:find("snapshot(b1)")
    at(0.5, function()
      -- a: centre (30, 40) → (140, 440), size 40 → 80, radius 20 → 0, linear: half way
      local p = sa.presentation
      expect(p.center):toBeCloseTo(Point(85, 240), 1e-9)
      expect(p.bounds):toBeCloseTo(Rect(0, 0, 60, 60), 1e-9)
      expect(p.cornerRadius):toBeCloseTo(10, 1e-9)
      -- b: centre (230, 315) → the holder's (50, 60) + b2's centre (30, 15) = (80, 75);
      -- a quarter turn at the end, an eighth half way
      local q = sb.presentation
      expect(q.center):toBeCloseTo(Point(155, 195), 1e-9)
      expect(q.transform):toBeCloseTo(Transform.rotation(math.pi / 4), 1e-9)
      -- the cross-fade: both views half way
      expect(second.view.presentation.alpha):toBeCloseTo(0.5, 1e-9)
      expect(first.view.presentation.alpha):toBeCloseTo(0.5, 1e-9)
      assert.is_true(a1.isHidden and a2.isHidden and b1.isHidden and b2.isHidden)
    end)
    at(1)
    -- b's end: 60 × 30 about (80, 75), turned a quarter: 30 wide, 60 tall
    expect(sb.frame):toBeCloseTo(Rect(65, 45, 30, 60), 1e-9)
    assert.is_nil(sa.superview)
    assert.is_nil(sb.superview)
    assert.is_false(a1.isHidden or a2.isHidden or b1.isHidden or b2.isHidden)
    expect(first.view.alpha):toBe(1)                -- restored for its return
    expect(completions):toBe(1)
  end)

  it("serves as a navigation delegate: push as a present, pop as a dismiss", function()
    local root = ViewController{name = "root", viewDidLoad = function(self)
      self.view:addSubview(View{name = "small", frame = Rect(0, 0, 100, 50), matchID = "m"})
    end}
    local big
    local top = ViewController{name = "top", viewDidLoad = function(self)
      big = View{name = "big", frame = Rect(100, 200, 200, 100), matchID = "m"}
      self.view:addSubview(big)
    end}
    local nav = NavigationController{rootViewController = root, delegate = Transition.match{duration = 0.5, curve = "linear"}}
    window.rootViewController = nav
    nav:push(top, true)
    local flying = nav.view:find("snapshot(small)")
    at(0.5, function(now)
      expect(now):toBeCloseTo(0.25, 1e-9)
      -- centre (50, 25) → (200, 250), size 100 × 50 → 200 × 100, half way
      expect(flying.presentation.frame):toBeCloseTo(Rect(50, 100, 150, 75), 1e-9)
      expect(top.view.presentation.alpha):toBeCloseTo(0.5, 1e-9)
    end)
    at(1)
    assert.is_nil(flying.superview)
    expect(nav.topViewController):toBe(top)
    nav:pop(true)
    local back = nav.view:find("snapshot(big)")
    expect(back.presentation.frame):toBeCloseTo(Rect(100, 200, 200, 100), 1e-9)   -- the model is already at the end
    at(1)
    assert.is_nil(back.superview)
    expect(back.frame):toEqual(Rect(0, 0, 100, 50))
    expect(nav.topViewController):toBe(root)
    assert.is_false(big.isHidden)
  end)

  it("can be driven by an interaction controller", function()
    open()
    clock.runUntilIdle()
    local interaction = PercentDrivenInteractiveTransition()
    second.transitioningDelegate.interactionControllerForDismissal = function() return interaction end
    second:dismiss(true)
    local flying = second.view.superview:find("snapshot(detailPhoto)")
    interaction:update(0.5)
    clock.advance(1)                                  -- held: the clock does not move it
    -- half the time of easeInOut is half the way
    expect(flying.presentation.frame):toBeCloseTo(halfway(detailPhotoOnScreen(), cellPhotoOnScreen()), 1e-6)
    expect(first.presentedViewController):toBe(second)
    interaction:finish()
    clock.runUntilIdle()
    assert.is_nil(flying.superview)
    assert.is_nil(first.presentedViewController)
    assert.is_false(cell().photoView.isHidden)
    expect(completions):toBe(2)
  end)

  it("checks matchID's type and the options where the script calls", function()
    local v = View{}
    expect(function() v.matchID = 7 end)
      :toThrow("zoom_match_spec.lua:252: bad value for 'matchID' of View (string expected, got number)")
    v.matchID = "photo"
    expect(v.matchID):toBe("photo")
    v.matchID = nil
    assert.is_nil(v.matchID)
    expect(function() Transition.match(5) end)
      :toThrow("zoom_match_spec.lua:258: bad argument #1 to 'match' (table expected, got number)")
    expect(function() Transition.match{fade = "sideways"} end)
      :toThrow("zoom_match_spec.lua:260: bad argument #1 to 'match' (fade is 'in', 'out' or 'cross', got 'sideways')")
    expect(function() Transition.match{durration = 1} end)
      :toThrow("zoom_match_spec.lua:262: bad argument #1 to 'match' (unknown option 'durration')")
    expect(function() Transition.match{duration = -1} end)
      :toThrow("zoom_match_spec.lua:264: bad argument #1 to 'match' (duration is a finite number >= 0, got -1)")
    expect(function() Transition.match{duration = 0/0} end)
      :toThrow("zoom_match_spec.lua:266: bad argument #1 to 'match' (duration is a finite number >= 0, got nan)")
    -- a tail call leaves no frame of its caller (the REPL evaluates `return <line>`): the line
    -- is still the script's, as a host function's error gives it
    expect(function() return Transition.match{fade = "up"} end)
      :toThrow("zoom_match_spec.lua:270: bad argument #1 to 'match' (fade is 'in', 'out' or 'cross', got 'up')")
    -- a curve is read as View.animate reads it, at the call (it failed inside the animator,
    -- leaving its snapshots in the container)
    expect(function() Transition.match{curve = 5} end)
      :toThrow("zoom_match_spec.lua:274: bad argument #1 to 'match' (curve expected (a name such as \"easeOut\", an Easing value or a function), got number)")
    expect(function() Transition.match{curve = "wobbly"} end)
      :toThrow("zoom_match_spec.lua:276: bad argument #1 to 'match' (unknown curve 'wobbly'")
    expect(Transition.match{curve = "linear"}):toBeTruthy()
    expect(Transition.match{curve = Easing.cubicBezier(0.2, 0, 0, 1)}):toBeTruthy()
    expect(Transition.match{curve = function(t) return t * t end}):toBeTruthy()
  end)

  it("moves without a jump and lands on the detail's photo (motion assertions)", function()
    open()
    local photo = cell().photoView
    local m = motion{views = {photo, second.photoView}, from = 0, to = 0.7, fps = 120}
    expect(m.tracks[1].shown[2]):toBe("snapshot(photo8)")       -- the snapshot stands for it
    expect(m):toBeContinuous()
    expect(m):toBeMonotonic(photo, "minY")                      -- 157 → 120: up
    expect(m):toBeMonotonic(photo, "maxY")                      -- 267 → 513: down
    expect(m):toOvershootAtMost(photo, "width", 0)              -- easeInOut never passes its end
    expect(m):toEndAt(second.photoView, detailPhotoOnScreen())
    -- the last frame of flight is within one 120th of the flight's steepest step of the end:
    -- width 110 → 393 over 0.7 s, easeInOut's slope at most 1.5 / 0.87: 283 × 1.724 / 84 = 5.81
    local last = #m.times - 1
    local t = m.tracks[1]
    expect(Rect(t.x[last], t.y[last], t.w[last], t.h[last])):toBeCloseTo(detailPhotoOnScreen(), 5.81)
  end)

  it("is dismissed by a swipe down through delegate.interaction, and a short one cancels", function()
    local Swipe = require "transitions.swipe_to_dismiss"
    open(nil, true)
    clock.runUntilIdle()
    local delegate = second.transitioningDelegate
    Swipe.attach(second, delegate, "down")
    -- 100 of 852 points: under half way, slow: cancelled
    window:pan{from = Point(200, 300), to = Point(200, 400), duration = 0.5}
    clock.runUntilIdle()
    expect(first.presentedViewController):toBe(second)
    local container = second.view.superview
    expect(#container.subviews):toBe(1)                         -- no snapshot, no flights' view
    expect(container.subviews[1]):toBe(second.view)
    expect(second.view.alpha):toBe(1)
    assert.is_false(second.photoView.isHidden)
    assert.is_false(cell().photoView.isHidden)
    assert.is_nil(delegate.interaction)
    -- 500 points: past half way: the photo flies home
    window:pan{from = Point(200, 200), to = Point(200, 700), duration = 0.5}
    clock.runUntilIdle()
    assert.is_nil(first.presentedViewController)
    assert.is_false(cell().photoView.isHidden)
    expect(#window.subviews):toBe(1)
  end)

  it("stacks the flights by zIndex, ties by ID, and fades as told", function()
    local function scene(options)
      local from = ViewController{viewDidLoad = function(self)
        self.view:addSubview(View{name = "b1", frame = Rect(0, 0, 50, 50), matchID = "b"})
        self.view:addSubview(View{name = "a1", frame = Rect(0, 0, 50, 50), matchID = "a"})
      end}
      local to = ViewController{transitioningDelegate = Transition.match(options), viewDidLoad = function(self)
        self.view:addSubview(View{frame = Rect(100, 100, 50, 50), matchID = "a"})
        self.view:addSubview(View{frame = Rect(100, 100, 50, 50), matchID = "b"})
      end}
      window.rootViewController = from
      from:present(to, true)
      local deck = window.subviews[1]:find("matchFlights")
      local names = {}
      for i, v in ipairs(deck.subviews) do names[i] = v.name end
      return from, to, names
    end
    local first0, _, names0 = scene{duration = 1}
    expect(names0):toEqual({"snapshot(a1)", "snapshot(b1)"})    -- ties by ID: b above
    clock.runUntilIdle()
    first0:dismiss(false)
    clock.runUntilIdle()
    local from, to, names = scene{duration = 1, curve = "linear", zIndex = {a = 1}, fade = "out"}
    expect(names):toEqual({"snapshot(b1)", "snapshot(a1)"})     -- a raised
    -- "out" when presenting: the detail under the presenter, which fades away
    local container = window.subviews[1]
    expect(container.subviews[1]):toBe(to.view)
    expect(container.subviews[2]):toBe(from.view)
    at(0.5, function()
      expect(from.view.presentation.alpha):toBeCloseTo(0.5, 1e-9)
      expect(to.view.presentation.alpha):toBe(1)
    end)
    at(1)
    expect(from.view.alpha):toBe(1)                            -- its own alpha back
    expect(to.presentingViewController):toBe(from)
  end)
end)
