-- attack: expect(t):toEqual(u) on two 100,000-deep tables that differ at the bottom
-- expect: error ""
local function deep(leaf)
  local t = {}
  local cur = t
  for i = 1, 100000 do cur.next = {}; cur = cur.next end
  cur.leaf = leaf
  return t
end
describe("deep", function()
  it("differs at the bottom", function() expect(deep(1)):toEqual(deep(2)) end)
end)
