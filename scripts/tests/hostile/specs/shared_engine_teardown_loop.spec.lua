-- attack: a shared engine whose teardown loops
-- expect: error "limit exceeded"
describe("shared", function()
  shared_engine()
  teardown(function() while true do end end)
  it("passes", function() end)
end)
