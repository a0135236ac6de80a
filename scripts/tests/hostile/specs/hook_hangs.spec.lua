-- attack: a spec whose before_each never returns
-- expect: error "limit exceeded"
describe("hangs in a hook", function()
  before_each(function() while true do end end)
  it("never runs", function() end)
end)
