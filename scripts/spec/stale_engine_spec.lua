-- stale_engine_spec.lua — objects of an engine that was reset (`transit.reset()`, which
-- `transit test` does before each test: TransitSpecTests' StaleEngineTests keeps one from an
-- earlier test): that engine's clock no longer runs and its window is gone, so every use of
-- one is a Lua error naming the line, never a silent no-op (a present that does nothing, an
-- animation over at once). Values and curves belong to no engine: they stay usable.
local transit = require "transit"

describe("objects of a reset engine", function()
  local kept

  before_each(function()
    kept = {}
    kept.view = View{name = "kept", frame = Rect(0, 0, 10, 10)}
    window:addSubview(kept.view)
    kept.root = ViewController{name = "root"}
    window.rootViewController = kept.root
    kept.other = ViewController{name = "other"}
    kept.nav = NavigationController{rootViewController = ViewController{name = "top"}}
    kept.rect = Rect(1, 2, 3, 4)
    kept.curve = Easing.cubicBezier(0.1, 0.2, 0.3, 1)
    transit.reset()
  end)

  it("are an error naming the line", function()
    local reset = "attempt to use a ViewController of an engine that was reset"
    expect(function() kept.root:present(kept.other, true) end)
      :toThrow("stale_engine_spec.lua:26: " .. reset)
    expect(function() kept.root:dismiss(true) end):toThrow("stale_engine_spec.lua:28: " .. reset)
    expect(function() kept.nav:push(kept.other, true) end)
      :toThrow("stale_engine_spec.lua:29: " .. reset)     -- a NavigationController is bound as one
    expect(function() window.rootViewController = kept.other end)
      :toThrow("stale_engine_spec.lua:31: " .. reset)
    expect(function()
      View.animate(1, function()
        kept.view.alpha = 0
      end)
    end):toThrow("stale_engine_spec.lua:35: attempt to use a View of an engine that was reset")
    expect(function() window:addSubview(kept.view) end)
      :toThrow("stale_engine_spec.lua:38: attempt to use a View of an engine that was reset")
    expect(function() return kept.view.frame end)
      :toThrow("stale_engine_spec.lua:40: attempt to use a View of an engine that was reset")
    expect(tostring(kept.view)):toBe("View (of an engine that was reset)")
    expect(#window.subviews):toBe(0)
    expect(window.rootViewController):toBe(nil)
  end)

  it("leave values and curves usable", function()
    expect(kept.rect:offsetBy(1, 1)):toEqual(Rect(2, 3, 3, 4))
    expect(kept.curve(1)):toBeCloseTo(1, 1e-9)
  end)
end)

describe("what a reset engine's objects handed out", function()
  local kept

  before_each(function()
    kept = {}
    local v = View{name = "kept", frame = Rect(0, 0, 10, 10)}
    window:addSubview(v)
    kept.handle = View.animate{duration = 1, repeatCount = "forever", animations = function() v.alpha = 0 end}
    kept.layer = v.layer
    kept.view = v
    kept.controller = ViewController{name = "kept",
      viewWillTransition = function(_, _, coordinator) kept.coordinator = coordinator end}
    window.rootViewController = kept.controller
    device.profile = "iPad"
    transit.reset()
  end)

  it("is retired too: an animation's handle, a view's layer, a rotation's coordinator", function()
    local handle = "attempt to use an AnimationHandle of an engine that was reset"
    expect(function() return kept.handle.isFinished end):toThrow("stale_engine_spec.lua:72: " .. handle)
    -- awaited, it would wait for ever on a clock that no longer runs
    expect(function() kept.handle:await() end):toThrow("stale_engine_spec.lua:74: " .. handle)
    local layer = "attempt to use a Layer of an engine that was reset"
    expect(function() return kept.layer.anchorPoint end):toThrow("stale_engine_spec.lua:76: " .. layer)
    expect(function() kept.layer.zPosition = 5 end):toThrow("stale_engine_spec.lua:77: " .. layer)
    expect(function() kept.coordinator:animate(function() end) end)
      :toThrow("stale_engine_spec.lua:78: attempt to use a TransitionCoordinator of an engine that was reset")
  end)

  it("says so where it is passed as a value", function()
    local why = " of an engine that was reset"
    expect(function() NavigationController{rootViewController = kept.controller} end)
      :toThrow("stale_engine_spec.lua:84: NavigationController{…}: rootViewController must be a ViewController, got ViewController" .. why)
    expect(function()
      local vc = ViewController{modalPresentationStyle = "popover"}
      vc.popoverPresentationController.passthroughViews = {kept.view}
    end):toThrow("stale_engine_spec.lua:88: bad value for 'passthroughViews' of PopoverPresentationController "
                 .. "(passthroughViews #1 must be a View, got View" .. why .. ")")
    expect(function() motion{views = {kept.view}, from = 0, to = 0.5} end)
      :toThrow("stale_engine_spec.lua:91: motion: views[1] must be a view, got View" .. why)
    -- a snapshot took any value's text: a retired view's passed as "View (of an engine that was reset)"
    expect(function() expect(kept.view):toMatchSnapshot() end)
      :toThrow("stale_engine_spec.lua:94: attempt to use a View" .. why)
    expect(function() expect(kept.view):toMatchFrameSnapshots() end)
      :toThrow("stale_engine_spec.lua:96: attempt to use a View" .. why)
  end)

  it("says so at the spec's line when spied on, or returned by a data source", function()
    local why = " of an engine that was reset"
    expect(function() spy.on(kept.view, "removeFromSuperview") end)
      :toThrow("stale_engine_spec.lua:102: attempt to use a View" .. why)
    local grid = CollectionView{frame = Rect(0, 0, 300, 300)}
    grid.dataSource = {numberOfItems = function() return 1 end, cellForItemAt = function() return kept.view end}
    window:addSubview(grid)
    expect(function() grid:reloadData(); grid:layoutIfNeeded() end)
      :toThrow("stale_engine_spec.lua:107: cellForItemAt of the data source must return a CollectionViewCell, got View" .. why)
  end)
end)
