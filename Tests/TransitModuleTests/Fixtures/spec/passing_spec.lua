local transit = require "transit"

describe("a view animated with View.animate", function()
  before_each(function() transit.reset() end)

  it("is half way at half the duration", function()
    local v = View{frame = Rect(0, 0, 100, 100)}
    window:addSubview(v)
    View.animate{duration = 0.3, curve = "linear", animations = function() v.alpha = 0 end}
    clock.advance(0.15)
    assert.are.equal(0.5, v.presentation.alpha)
    assert.are.equal(0, v.alpha)
    clock.advance(0.15)                   -- `transit test` fails a test that ends mid-animation
  end)

  it("starts at clock 0 after transit.reset", function()
    assert.are.equal(0, clock.now)
    assert.are.equal(0, #window.subviews)
  end)

  it("runs the completion once, at the end", function()
    local calls = {}
    local v = View{}
    View.animate(0.2, function() v.alpha = 0 end, function(finished) calls[#calls + 1] = {finished, clock.now} end)
    clock.advance(1)
    assert.are.same({{true, 0.2}}, calls)
  end)

  pending("a spring overshoots")
end)
