-- attack: a test that replaces View.animate and clock.advance, then the next test uses them
-- expect: error ""
describe("monkey patching", function()
  it("patches", function()
    View.animate = function() while true do end end
    clock.advance = nil
  end)
  it("uses the patched engine", function()
    local v = View{}
    window:addSubview(v)
    View.animate(1, function() v.alpha = 0 end)
    clock.advance(1)
  end)
end)
