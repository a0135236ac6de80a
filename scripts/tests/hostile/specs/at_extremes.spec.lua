-- attack: at() with NaN, huge and negative fractions
-- expect: error ""
describe("at", function()
  it("NaN", function()
    local v = View{}
    window:addSubview(v)
    View.animate(1, function() v.alpha = 0 end)
    at(0/0, function() end)
  end)
end)
