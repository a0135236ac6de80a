describe("errors", function()
  it("indexes nil", function()
    local t = nil
    return t.x
  end)

  it("fails in an animation completion", function()
    local v = View{}
    View.animate(1, function() v.alpha = 0 end, function() error("completion broke") end)
    clock.runUntilIdle()
  end)

  it("never returns", function()
    while true do end
  end)

  it("repeats forever", function()
    local v = View{}
    View.animate{duration = 1, repeatCount = "forever", animations = function() v.alpha = 0 end}
    clock.advance(0.25)
  end)

  it("warns without expecting it", function()
    ViewController{name = "a"}:present(ViewController{name = "b"}, false)   -- not in the window
    assert.truthy(true)
  end)

  it("keeps rescheduling", function()
    local v = View{}
    local function spin() View.animate(0.5, function() v.alpha = 1 - v.alpha end, spin) end
    spin()
    clock.runUntilIdle()
  end)

  describe("with a failing before_each", function()
    before_each(function() error("before_each broke") end)
    it("does not run its body", function() error("unreachable") end)
  end)
end)
