-- attack: a spec whose test never returns
-- expect: error "limit exceeded"
describe("hangs", function()
  it("loops", function() while true do end end)
end)
