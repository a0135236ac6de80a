-- attack: a failing test whose finally handler loops
-- expect: error "limit exceeded|first"
describe("finally", function()
  it("fails then loops", function()
    finally(function() while true do end end)
    error("first")
  end)
end)
