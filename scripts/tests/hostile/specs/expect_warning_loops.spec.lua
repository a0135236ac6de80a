-- attack: expect_warning with a function that loops
-- expect: error "limit exceeded"
describe("warnings", function()
  it("loops", function() expect_warning("x", function() while true do end end) end)
end)
