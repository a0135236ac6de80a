-- busted's spies (callable tables) as UIKit overrides: testing.md promises the bindings take
-- any callable value wherever they take a function, a controller's or a view's override too.
describe("a spy as an override", function()
  it("runs as viewDidLoad given in the table, with the controller", function()
    local s = spy.new(function() end)
    local vc = ViewController{viewDidLoad = s}
    local _ = vc.view
    assert.spy(s).was.called(1)
    assert.spy(s).was.called_with(vc)
  end)

  it("runs as viewDidLoad assigned later", function()
    local s = spy.new(function() end)
    local vc = ViewController{}
    vc.viewDidLoad = s
    local _ = vc.view
    assert.spy(s).was.called_with(vc)
  end)

  it("runs as viewWillAppear, with animated", function()
    local s = spy.new(function() end)
    local root = ViewController{}
    window.rootViewController = root
    local vc = ViewController{viewWillAppear = s}
    root:present(vc, false)
    clock.runUntilIdle()
    assert.spy(s).was.called(1)
    assert.spy(s).was.called_with(vc, false)
  end)

  it("runs as layoutSubviews, with the view", function()
    local s = spy.new(function() end)
    local v = View{layoutSubviews = s}
    window:addSubview(v)
    v:setNeedsLayout()
    v:layoutIfNeeded()
    assert.spy(s).was.called_with(v)
  end)

  it("spy.on wraps the function already there", function()
    local loaded = {}
    local vc = ViewController{viewDidLoad = function(self) loaded[#loaded + 1] = self end}
    spy.on(vc, "viewDidLoad")
    local _ = vc.view
    assert.spy(vc.viewDidLoad).was.called_with(vc)
    assert.are.same({vc}, loaded)
  end)
end)

describe("a value that cannot be called as an override", function()
  it("is refused at the line that stores it", function()
    local vc = ViewController{}
    local _, e = pcall(function() vc.viewDidLoad = 5 end)
    assert.are.equal("override_spies_spec.lua:53: bad value for 'viewDidLoad' of ViewController"
                     .. " (function expected, got number)", e:match("[^/]*$"))   -- the file, wherever run
    _, e = pcall(function() return View{layoutSubviews = {}} end)
    assert.are.equal("override_spies_spec.lua:56: bad value for 'layoutSubviews' of View"
                     .. " (function expected, got table)", e:match("[^/]*$"))
    vc.viewDidLoad = nil                          -- nil removes it, as before
    vc.myData = 5                                 -- a field of the script's own: any value
    assert.are.equal(5, vc.myData)
  end)
end)
