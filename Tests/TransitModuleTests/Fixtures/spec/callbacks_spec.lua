local transit = require "transit"

-- luassert inside the engine's callbacks: a failing assertion in a completion or an animation
-- block is a failure (busted tells it by the error value, which crosses the engine unchanged),
-- and a spy (a table with __call) is a callback like a function.
describe("luassert in callbacks", function()
  before_each(transit.reset)

  it("fails inside a completion", function()
    local v = View{}; window:addSubview(v)
    View.animate(0.1, function() v.alpha = 0 end, function() assert.are.equal(1, 2) end)
    clock.advance(1)
  end)

  it("fails inside an animation block", function()
    View.animate(0.1, function() assert.is_true(false) end)
  end)

  it("takes spies as completion, block, curve and action", function()
    local v = View{frame = Rect(0, 0, 50, 50)}; window:addSubview(v)
    local block, done = spy.new(function() v.center = Point(30, 30) end), spy.new(function() end)
    local curve, action = spy.new(function(t) return t end), spy.new(function() end)
    View.animate{duration = 0.1, animations = block, completion = done, curve = curve}
    v:addGestureRecognizer(TapGestureRecognizer(action))
    clock.advance(1)
    window:tap(25, 25)
    assert.spy(block).was.called(1)
    assert.spy(done).was.called_with(true)
    assert.spy(curve).was.called()
    assert.spy(action).was.called(1)
  end)
end)
