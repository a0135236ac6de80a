-- attack: a spec whose test replaces expect, assert and the spy helpers
-- expect: error ""
describe("corrupts", function()
  it("replaces expect", function() expect = nil; assert = nil; _G.expect = nil; _G.assert = nil end)
  it("then fails", function() error("second test fails") end)
end)
