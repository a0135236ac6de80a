-- attack: a spec that gives _G a raising __index and a raising __newindex
-- expect: error ""
setmetatable(_G, {
  __index = function(_, k) error("no global " .. tostring(k)) end,
  __newindex = function(_, k) error("read-only global " .. tostring(k)) end,
})
describe("with a hostile _G", function()
  it("passes", function() local x = 1 end)
  it("fails", function() error("expected failure") end)
end)
