-- attack: assert.same on a 100,000-deep table against a number (the failure message prints it)
-- expect: error ""
describe("deep", function()
  it("prints a deep value", function()
    local t = {}
    local cur = t
    for i = 1, 100000 do cur[1] = {}; cur = cur[1] end
    assert.same(1, t)
  end)
end)
