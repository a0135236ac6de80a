-- attack: a test body that yields (tests may run in coroutines)
-- expect: any ""
describe("yields", function()
  it("yields", function() coroutine.yield("out") end)
  it("after", function() error("second fails") end)
end)
