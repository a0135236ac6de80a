-- attack: a million tests declared (host objects per test)
-- expect: error "not enough memory|limit exceeded|too many"
describe("many", function()
  for i = 1, 1e6 do it("test " .. i .. ("x"):rep(100), function() end) end
end)
