-- attack: a looping __gc finalizer run by a collection inside a test
-- expect: error "limit exceeded"
describe("collects", function()
  it("runs a looping finalizer", function()
    setmetatable({}, {__gc = function() while true do end end})
    collectgarbage()
  end)
end)
